package dev.syncscope.views.theme;

import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * The window's font for a language whose script the default font lacks. JavaFX on Linux falls back from its
 * "System" font only to fontconfig's matches for "sans" without a language (DejaVu Sans and its kin), so Japanese
 * text is drawn as empty boxes even where a Japanese font is installed; the window then uses that font by name.
 * Stateless.
 */
public final class UiFonts {

    /** Japanese font families, most wanted first (Noto CJK, Source Han, IPA, Takao, VL; Windows', macOS's). */
    static final List<String> JAPANESE = List.of("Noto Sans CJK JP", "Noto Sans JP", "Source Han Sans JP",
            "Source Han Sans", "IPAexGothic", "IPAPGothic", "IPAGothic", "TakaoPGothic", "TakaoGothic", "VL PGothic",
            "VL Gothic", "Yu Gothic UI", "Yu Gothic", "Meiryo UI", "Meiryo", "MS Gothic", "Hiragino Sans",
            "Hiragino Kaku Gothic ProN");

    private UiFonts() {
    }

    /**
     * The family the window of {@code locale} should use, among the {@code installed} ones ({@code
     * javafx.scene.text.Font.getFamilies()}), or empty for the default font (every language but Japanese, or no
     * Japanese font installed).
     */
    public static Optional<String> familyFor(Locale locale, List<String> installed) {
        if (!"ja".equals(locale.getLanguage())) {
            return Optional.empty();
        }
        return JAPANESE.stream().filter(installed::contains).findFirst();
    }

    /**
     * The warning for a window of {@code locale} whose script no {@code installed} font has (Japanese with none of
     * {@link #JAPANESE}), or empty: its text would be empty boxes. In English, which every font draws.
     */
    public static Optional<String> missingFont(Locale locale, List<String> installed) {
        return missingFont(locale, installed, System.getProperty("os.name", ""));
    }

    /** As {@link #missingFont(Locale, List)} on the system named {@code osName} ({@code os.name}). */
    static Optional<String> missingFont(Locale locale, List<String> installed, String osName) {
        if (!"ja".equals(locale.getLanguage()) || familyFor(locale, installed).isPresent()
                || !osName.toLowerCase(Locale.ROOT).contains("linux")) {
            // only JavaFX on Linux falls back to fonts without Japanese; elsewhere the system's fallback draws it
            return Optional.empty();
        }
        return Optional.of("SyncScope: no Japanese font is installed, so Japanese text would show as empty boxes: the"
                + " window opens in English (--lang=en); install one (Debian: sudo apt-get install fonts-noto-cjk) for"
                + " Japanese.");
    }

    /**
     * The language a first window asked for in {@code asked} opens in: English where no {@code installed} font draws
     * the asked one ({@link #missingFont}), whose text would be empty boxes (the session-84 audit: every label and menu
     * was boxes, and only the console said why); else the one asked.
     */
    public static Locale windowLocale(Locale asked, List<String> installed) {
        return missingFont(asked, installed).isPresent() ? Locale.ENGLISH : asked;
    }

    /** The inline style that sets {@code family} on the window's root, inherited by every text but code's. */
    public static String rootStyle(String family) {
        return "-fx-font-family: \"" + family.replace("\"", "") + "\";";
    }
}
