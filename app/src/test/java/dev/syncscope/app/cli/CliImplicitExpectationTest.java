package dev.syncscope.app.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A file that writes no expectation is judged by the implicit "no data race" (README: exit codes), and
 * {@code check} lists it among the expectations, in JSON at the file, line 0 (docs/cli-json.md); so are a kernel's
 * implicit checks. The session-39 audit: {@code check --json docs/examples/relaxed-flag.test} gave
 * {@code "expectations": []} although it failed on exactly that, and a kernel's implicit entries had an empty file.
 */
class CliImplicitExpectationTest extends CliHarness {

    private static final Path RELAXED_FLAG = Path.of("../docs/examples/relaxed-flag.test");

    /** An atomic store and load of one scope instance: mutually ordered, so no data race (VK MM: Data Race). */
    private static final String ATOMICS = "NEWWG\nNEWSG\nNEWTHREAD\nst.atom.scopedev.sc0 x = 1\n"
            + "NEWSG\nNEWTHREAD\nld.atom.scopedev.sc0 x\n";

    @Test
    void aRacingTestWithoutAnswerLinesListsTheFailedImplicitExpectationInJson() throws IOException {
        assertEquals(Cli.FAILED, run("check", "--json", RELAXED_FLAG.toString()));
        JsonNode report = new ObjectMapper().readTree(out.toString());
        assertEquals(1, report.get("expectations").size(), out.toString());
        JsonNode implicit = report.get("expectations").get(0);
        assertEquals("(implicit) no data race", implicit.get("question").asText());
        assertEquals("FAIL", implicit.get("verdict").asText());
        assertTrue(implicit.get("expected").asBoolean() && !implicit.get("actual").asBoolean(), implicit.toString());
        assertEquals(RELAXED_FLAG.toString(), implicit.get("where").get("file").asText());
        assertEquals(0, implicit.get("where").get("line").asInt());
        assertTrue(report.get("failed").asBoolean());
    }

    @Test
    void theTextListsTheImplicitExpectationTheVerdictRestsOn() {
        assertEquals(Cli.FAILED, run("check", RELAXED_FLAG.toString()));
        assertTrue(out.toString().endsWith("expectations:\n  FAIL    " + RELAXED_FLAG
                + ": (implicit) no data race (expected true, found false)\nFAILED\n"), out.toString());
    }

    @Test
    void aRaceFreeTestWithoutAnswerLinesPassesTheImplicitExpectation(@TempDir Path dir) throws IOException {
        Path file = Files.writeString(dir.resolve("atomics.test"), ATOMICS);
        assertEquals(Cli.OK, run("check", "--json", file.toString()));
        JsonNode report = new ObjectMapper().readTree(out.toString());
        JsonNode implicit = report.get("expectations").get(0);
        assertEquals("PASS", implicit.get("verdict").asText(), out.toString());
        assertTrue(implicit.get("actual").asBoolean() && report.get("ok").asBoolean(), out.toString());
    }

    @Test
    void aKernelsImplicitChecksArePlacedAtTheFile() throws IOException {
        String file = "../sample-kernels/kernels/mp-relaxed.comp";
        assertEquals(Cli.OK, run("check", "--json", file));
        JsonNode expectations = new ObjectMapper().readTree(out.toString()).get("expectations");
        int implicit = 0;
        for (JsonNode e : expectations) {
            assertEquals(file, e.get("where").get("file").asText(), e.toString());
            if (e.get("question").asText().startsWith("(implicit)")) {
                implicit++;
                assertEquals(0, e.get("where").get("line").asInt(), e.toString());
            }
        }
        assertEquals(2, implicit, expectations.toString());
    }
}
