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
