package dev.syncscope.samples;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.util.Locale;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;

class LessonTextTest {

    private static final Sample ENGLISH_ONLY = new Sample("k.comp", "A title", "A lesson.", "// A title\n");

    @Test
    void firstLineIsTheTitleAndBlankLinesSeparateParagraphs() {
        LessonText text = LessonText.parse("\uFEFF\nタイトル (GLSL)\n\n1 段落目の\n文です。\n\n2 段落目。\n\n");
        assertEquals(new LessonText("タイトル (GLSL)", "1 段落目の文です。\n2 段落目。"), text);
    }

    /** Japanese runs on with no space; a line break next to a Latin word or a number stands for one. */
    @ParameterizedTest
    @CsvSource(delimiter = '|', textBlock = """
            書き込み|ます              | 書き込みます
            ペイロード|x を書きます     | ペイロード x を書きます
            data|を読みます             | data を読みます
            同期します。|(VK MM: Scope) | 同期します。(VK MM: Scope)
            書き込み|「古い値」         | 書き込み「古い値」
            release|and acquire        | release and acquire
            """)
    void linesOfAParagraphJoinWithASpaceOnlyNextToLatinText(String first, String second, String joined) {
        assertEquals(joined, LessonText.parse("t\n\n" + first + "\n" + second + "\n").lesson());
    }

    @Test
    void aLanguageWithoutATranslationFallsBackToEnglish() {
        assertEquals(new LessonText("A title", "A lesson."), ENGLISH_ONLY.lessonText(Locale.JAPANESE));
        assertEquals(ENGLISH_ONLY.english(), ENGLISH_ONLY.lessonText(Locale.FRENCH));
    }

    @Test
    void aTranslationMissingItsLessonFallsBackToTheEnglishLessonOnly() {
        Sample sample = ENGLISH_ONLY.withTranslation("ja", LessonText.parse("タイトル\n"));
        assertEquals(new LessonText("タイトル", "A lesson."), sample.lessonText(Locale.JAPANESE));
        assertEquals(ENGLISH_ONLY.english(), sample.lessonText(Locale.ENGLISH), "English stays English");
        assertEquals(Map.of("ja", new LessonText("タイトル", "")), sample.translations());
    }
}
