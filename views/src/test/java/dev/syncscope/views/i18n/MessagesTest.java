package dev.syncscope.views.i18n;

import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.io.InputStream;
import java.util.Locale;
import java.util.Properties;

import static org.junit.jupiter.api.Assertions.assertEquals;

class MessagesTest {

    @Test
    void japaneseHasEveryKeyEnglishHas() throws IOException {
        Properties en = load("messages.properties");
        Properties ja = load("messages_ja.properties");
        assertEquals(en.stringPropertyNames(), ja.stringPropertyNames());
    }

    @Test
    void followsTheRequestedLocaleAndFillsArguments() {
        assertEquals("ステップ", Messages.forLocale(Locale.JAPANESE).get("toolbar.step"));
        assertEquals("2 invocations in 1 workgroup",
                Messages.forLocale(Locale.ENGLISH).get("status.loaded", 2, 1));
    }

    /** English counts say "1 step", "1 workgroup" (the status line said "Finished after 1 steps"), and group digits. */
    @Test
    void englishCountsAgreeWithTheirNumber() {
        Messages en = Messages.forLocale(Locale.ENGLISH);
        assertEquals("Finished after 1 step", en.get("status.finished", 1));
        assertEquals("Finished after 0 steps", en.get("status.finished", 0));
        assertEquals("Finished after 12,345 steps", en.get("status.finished", 12_345));
        assertEquals("1 invocation in 1 workgroup", en.get("status.loaded", 1, 1));
        assertEquals("65,536 invocations in 64 workgroups", en.get("status.loaded", 65_536, 64L));
        assertEquals("Loading k.comp: 0 of 1 invocation launched…", en.get("status.loading", "k.comp", 0, 1));
        assertEquals("1 ステップで終了", Messages.forLocale(Locale.JAPANESE).get("status.finished", 1));
    }

    @Test
    void numbersReadAsMessageFormatWritesThemEveryTime() {
        for (Locale locale : new Locale[] {Locale.ENGLISH, Locale.JAPANESE, Locale.GERMAN}) {
            Messages text = Messages.forLocale(locale);
            String pattern = java.util.ResourceBundle.getBundle("dev.syncscope.views.i18n.messages", locale)
                    .getString("status.step");
            for (int i = 0; i < 3; i++) {
                assertEquals(new java.text.MessageFormat(pattern, locale).format(new Object[] {1030, 100_000L}),
                        text.get("status.step", 1030, 100_000L), locale.toString());
            }
        }
        assertEquals("Step 1,030 of 100,000", Messages.forLocale(Locale.ENGLISH).get("status.step", 1030, 100_000));
    }

    @Test
    void unknownLanguagesFallBackToEnglish() {
        assertEquals("Step", Messages.forLocale(Locale.forLanguageTag("sw")).get("toolbar.step"));
    }

    private static Properties load(String name) throws IOException {
        Properties p = new Properties();
        try (InputStream in = Messages.class.getResourceAsStream(name)) {
            p.load(new java.io.InputStreamReader(in, java.nio.charset.StandardCharsets.UTF_8));
        }
        return p;
    }
}
