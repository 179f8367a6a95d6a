package dev.syncscope.app;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;

class RenderSettingsTest {

    private String caching;
    private String pulse;

    @BeforeEach
    void keep() {
        caching = System.getProperty(RenderSettings.REGION_CACHING);
        pulse = System.getProperty(RenderSettings.PULSE);
    }

    @AfterEach
    void restore() {
        put(RenderSettings.REGION_CACHING, caching);
        put(RenderSettings.PULSE, pulse);
    }

    @Test
    void unsetSettingsGetTheWindowsDefaults() {
        System.clearProperty(RenderSettings.REGION_CACHING);
        System.clearProperty(RenderSettings.PULSE);
        RenderSettings.apply();
        assertEquals("true", System.getProperty(RenderSettings.REGION_CACHING));
        assertEquals("64", System.getProperty(RenderSettings.PULSE));
    }

    @Test
    void valuesSetOnTheCommandLineWin() {
        System.setProperty(RenderSettings.REGION_CACHING, "false");
        System.setProperty(RenderSettings.PULSE, "60");
        RenderSettings.apply();
        assertEquals("false", System.getProperty(RenderSettings.REGION_CACHING));
        assertEquals("60", System.getProperty(RenderSettings.PULSE));
    }

    private static void put(String key, String value) {
        if (value == null) {
            System.clearProperty(key);
        } else {
            System.setProperty(key, value);
        }
    }
}
