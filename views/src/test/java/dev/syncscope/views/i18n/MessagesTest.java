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
        assertEquals("2 invocations in 1 workgroups",
                Messages.forLocale(Locale.ENGLISH).get("status.loaded", 2, 1));
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
