package dev.syncscope.app;

import org.junit.jupiter.api.Test;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class StartOptionsTest {

    private static String help(String... args) {
        StringWriter out = new StringWriter();
        assertEquals(0, Launcher.runCli(args, new PrintWriter(out), new PrintWriter(new StringWriter())));
        return out.toString();
    }

    @Test
    void helpListsTheWindowsOptionsAfterTheCommands() {
        for (String text : List.of(help("--help"), help("help"))) {
            assertTrue(text.contains("check") && text.contains("suite"), text);
            for (String option : List.of("FILE", "--screenshot=PNG", "--steps=N", "--tabs=ID,ID", "--lang=en|ja",
                    "--recover=", "--presentation", "--check-all", "--screenshot-after=MS")) {
                assertTrue(text.contains(option), option + " in\n" + text);
            }
            assertTrue(text.indexOf("--presentation") > text.indexOf("suite"), "the window's options come after the commands");
        }
    }

    @Test
    void everyOptionTheHelpNamesIsRead() {
        StartOptions o = StartOptions.of(List.of("--check-all", "k.comp", "--presentation"), Map.of("screenshot", "s.png",
                "steps", "3", "tabs", "executionTab,memoryTab", "lang", "ja", "recover", "discard",
                "screenshot-after", "1500"));
        assertEquals(new StartOptions(Path.of("k.comp"), Path.of("s.png"), Locale.JAPANESE, 3,
                List.of("executionTab", "memoryTab"), Recovery.Choice.DISCARD, true, true, 1500), o);
    }

    @Test
    void aScreenshotIsTakenOnceTheKernelIsShownUnlessATimeIsGiven() {
        assertEquals(0, StartOptions.of(List.of("k.comp"), Map.of("screenshot", "s.png")).screenshotAfterMillis());
    }

    @Test
    void presentationModeIsOffUnlessAsked() {
        assertFalse(StartOptions.of(List.of("k.comp"), Map.of()).presentation());
        assertFalse(StartOptions.of(List.of("k.comp"), Map.of()).checkAll());
        assertEquals(Path.of("k.comp"), StartOptions.of(List.of("--presentation", "k.comp"), Map.of()).kernel());
    }

    @Test
    void aFlagGivenAValueIsNotOn() {
        StartOptions o = StartOptions.of(List.of("k.comp"), Map.of("presentation", "no", "check-all", "no"));
        assertFalse(o.presentation());
        assertFalse(o.checkAll());
    }
}
