package dev.syncscope.views.theme;

import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Locale;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** Which font a window of each language names (JavaFX's Linux fallback from its default font has no Japanese). */
class UiFontsTest {

    @Test
    void aJapaneseWindowNamesTheMostWantedInstalledJapaneseFont() {
        assertEquals(Optional.of("Noto Sans CJK JP"), UiFonts.familyFor(Locale.JAPANESE,
                List.of("DejaVu Sans", "IPAGothic", "Noto Sans CJK JP")));
        assertEquals(Optional.of("IPAGothic"), UiFonts.familyFor(Locale.JAPAN, List.of("DejaVu Sans", "IPAGothic")));
    }

    @Test
    void otherLanguagesAndMachinesWithoutAJapaneseFontKeepTheDefault() {
        assertEquals(Optional.empty(), UiFonts.familyFor(Locale.ENGLISH, List.of("Noto Sans CJK JP")));
        assertEquals(Optional.empty(), UiFonts.familyFor(Locale.JAPANESE, List.of("DejaVu Sans")));
    }

    @Test
    void theRootStyleNamesTheFamilyQuoted() {
        assertEquals("-fx-font-family: \"Noto Sans CJK JP\";", UiFonts.rootStyle("Noto Sans CJK JP"));
    }

    @Test
    void aJapaneseWindowWithoutAJapaneseFontIsWarnedInEnglishNamingThePackage() {
        String warning = UiFonts.missingFont(Locale.JAPANESE, List.of("DejaVu Sans"), "Linux").orElseThrow();
        assertEquals(true, warning.contains("fonts-noto-cjk") && warning.contains("--lang=en"), warning);
        assertEquals(Optional.empty(),
                UiFonts.missingFont(Locale.JAPANESE, List.of("DejaVu Sans", "IPAGothic"), "Linux"));
        assertEquals(Optional.empty(), UiFonts.missingFont(Locale.JAPANESE, List.of("Arial"), "Windows 11"),
                "elsewhere than on Linux the system's own fallback draws Japanese");
        assertEquals(Optional.empty(), UiFonts.missingFont(Locale.ENGLISH, List.of("DejaVu Sans")));
        assertEquals(Optional.of("Meiryo"), UiFonts.familyFor(Locale.JAPANESE, List.of("Arial", "Meiryo")),
                "a Windows Japanese font is named too");
    }

    @Test
    void aFirstJapaneseWindowWithoutAJapaneseFontOpensInEnglish() {
        // on Linux only, where JavaFX's fallback has no Japanese (missingFont)
        List<String> without = List.of("DejaVu Sans");
        boolean linux = System.getProperty("os.name", "").toLowerCase(Locale.ROOT).contains("linux");
        assertEquals(linux ? Locale.ENGLISH : Locale.JAPANESE, UiFonts.windowLocale(Locale.JAPANESE, without));
        assertEquals(Locale.JAPANESE, UiFonts.windowLocale(Locale.JAPANESE,
                List.of("DejaVu Sans", "Noto Sans CJK JP")));
        assertEquals(Locale.ENGLISH, UiFonts.windowLocale(Locale.ENGLISH, without));
    }
}
