package dev.syncscope.app;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The window's start options are checked before it opens, and a bad one is named with the values it takes. */
class StartOptionCheckTest {

    /** The arguments (separated by spaces) and what the one line says. */
    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "--steps=abc                    | syncscope: --steps takes a number of steps, 0 or more, not 'abc'",
            "k.test --steps=-3              | syncscope: --steps takes a number of steps, 0 or more, not '-3'",
            "--screenshot=s.png --screenshot-after=abc"
                    + " | syncscope: --screenshot-after takes a number of milliseconds, 0 or more, not 'abc'",
            "--tabs=explainTab,nosuchTab    | syncscope: --tabs takes tab ids separated by commas (domainsTab,"
                    + " executionTab, scopesTab, outcomesTab, sourceTab, lessonsTab, problemsTab, explainTab,"
                    + " memoryTab), not 'nosuchTab'",
            "--lang=xx                      | syncscope: --lang takes en or ja, not 'xx'",
            "--recover=maybe                | syncscope: --recover takes ask, restore, discard or off, not 'maybe'",
            "--steps                        | syncscope: --steps needs a value: --steps=N",
            "--screenshot=                  | syncscope: --screenshot takes the PNG file to write: --screenshot=PNG",
            "a.test b.test                  | syncscope: the window opens one file, not 2: a.test b.test"})
    void aBadValueIsNamedWithTheValuesItsOptionTakes(String args, String message) {
        assertEquals(message.strip(), StartOptionCheck.problem(args.strip().split(" ")));
    }

    @Test
    void anUnknownOptionIsNamedWithTheWindowsOptions() {
        for (String bogus : new String[] {"--bogus", "--bogus=1", "-x"}) {
            String s = StartOptionCheck.problem(new String[] {"k.test", bogus});
            assertTrue(s.startsWith("syncscope: unknown option '" + bogus + "' (the window's options: --steps=N,"), s);
            assertTrue(s.contains("--screenshot-after=MS") && s.contains("--help"), s);
        }
    }

    @Test
    void everyDocumentedOptionIsTaken() {
        assertNull(StartOptionCheck.problem(new String[0]));
        assertNull(StartOptionCheck.problem(("docs/examples/relaxed-flag.test --steps=4 --tabs=explainTab,domainsTab"
                + " --presentation --check-all --lang=ja --recover=discard --screenshot=out.png"
                + " --screenshot-after=3000").split(" ")));
        assertNull(StartOptionCheck.problem("--steps=0 --lang=en --recover=off --tabs=memoryTab k.syncscope.json"
                .split(" ")));
        for (String tab : StartOptionCheck.TABS) {
            assertNull(StartOptionCheck.problem(new String[] {"--tabs=" + tab}), tab);
        }
    }

    @Test
    void theJarExitsWithTwoBeforeOpeningAWindow() throws IOException, InterruptedException {
        String java = ProcessHandle.current().info().command().orElse("java");
        Process p = new ProcessBuilder(java, "-cp", System.getProperty("java.class.path"), Launcher.class.getName(),
                "--steps=abc").redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
        String err = new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(60, TimeUnit.SECONDS));
        assertEquals(2, p.exitValue(), err);
        assertEquals("syncscope: --steps takes a number of steps, 0 or more, not 'abc'", err.strip());
    }
}
