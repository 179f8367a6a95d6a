package dev.syncscope.app;

import dev.syncscope.samples.Sample;
import dev.syncscope.samples.SampleCatalog;
import dev.syncscope.views.lesson.LessonEntry;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Locale;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The lessons browser's entries follow the window's language, with English where there is no translation. */
class LessonLanguageTest {

    private static final SampleCatalog CATALOG = SampleCatalog.load();

    @Test
    void aJapaneseWindowListsTheJapaneseTitlesAndFindsThemByTheirEnglishWordsToo() {
        List<LessonEntry> lessons = EditorPanes.lessons(CATALOG, Locale.JAPANESE);
        assertEquals(CATALOG.samples().size(), lessons.size());
        LessonEntry first = lessons.get(0);
        assertEquals(SampleCatalog.DEFAULT_SAMPLE, first.fileName());
        assertEquals("2 つのワークグループ間のメッセージパッシング", first.title());
        assertTrue(first.lesson().startsWith("レッスン: "), first.lesson());
        assertTrue(first.matches("ペイロード"), "its own words");
        assertTrue(first.matches("payload"), "the English lesson's words");
    }

    @Test
    void anEnglishWindowAndALanguageWithoutTranslationsShowTheEnglishLessons() {
        for (Locale locale : List.of(Locale.ENGLISH, Locale.FRENCH)) {
            List<LessonEntry> lessons = EditorPanes.lessons(CATALOG, locale);
            for (int i = 0; i < lessons.size(); i++) {
                Sample sample = CATALOG.samples().get(i);
                assertEquals(new LessonEntry(sample.fileName(), sample.title(), sample.lesson()), lessons.get(i),
                        locale + " " + sample.fileName());
            }
        }
    }

    @Test
    void aShippedSampleIsKnownByItsNameAndTextAnEditedOrForeignOneIsNot() {
        Sample sample = CATALOG.get("mp-relaxed.comp");
        assertEquals(java.util.Optional.of("mp-relaxed.comp"),
                EditorPanes.shippedSample(CATALOG, "mp-relaxed.comp", sample.text()));
        assertEquals(java.util.Optional.of("mp-relaxed.comp"), EditorPanes.shippedSample(CATALOG, "mp-relaxed.comp",
                sample.text().replace("\n", "\r\n")), "with Windows line endings");
        assertTrue(EditorPanes.shippedSample(CATALOG, "mp-relaxed.comp", sample.text() + "// mine\n").isEmpty(),
                "edited");
        assertTrue(EditorPanes.shippedSample(CATALOG, "mine.comp", sample.text()).isEmpty(), "another name");
    }
}
