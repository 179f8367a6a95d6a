package dev.syncscope.app.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;

import java.io.IOException;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A Khronos test whose loads ask for values: {@code check} lists each racing pair once and says whether the race
 * lies in the executions the test asks about, in text and JSON.
 */
class CliTestRacesTest extends CliHarness {

    private static final String KHRONOS = "../core-sim/src/test/resources/litmus/khronos/";

    @Test
    void aRaceOnlyWhereTheAcquireReadsTheInitialValueSaysItIsOutsideTheTestsQuestion() throws IOException {
        // was: the race with its missing release/acquire pair, beside PASS NOSOLUTION consistent[X] && #dr>0 and OK
        String file = KHRONOS + "mp.test";
        assertEquals(Cli.OK, run("check", file), out.toString());
        assertTrue(out.toString().contains("data races (1):\n"), out.toString());
        assertTrue(out.toString().contains("\n    only where P1 reads y = 0, outside the executions the test asks"
                + " about (P1 reads y = 1 at " + file + ":12:1)\n"), out.toString());
        out.getBuffer().setLength(0);
        assertEquals(Cli.OK, run("check", "--json", file));
        JsonNode race = new ObjectMapper().readTree(out.toString()).get("races").get(0);
        assertFalse(race.get("asked").asBoolean(), out.toString());
        assertEquals("P1 reads y = 0", race.get("outside").get(0).asText());
        assertEquals("P1 reads y = 1 at " + file + ":12:1", race.get("question").asText());
    }

    @Test
    void aPairRacingForTwoReasonsIsListedOnceWithTheReasonOfTheAskedExecutions() throws IOException {
        // was: the pair (lines 9 and 14) twice: missing release/acquire (from P1 reading y = 0), then private access
        String file = KHRONOS + "privmp.test";
        assertEquals(Cli.OK, run("check", file), out.toString());
        String text = out.toString();
        assertTrue(text.contains("data races (1):\n"), text);
        assertEquals(1, text.split("races with P1: R x", -1).length - 1, text);
        assertTrue(text.contains("    missing: private access: P0: W x = 1 is not NonPrivate"), text);
        assertFalse(text.contains("missing synchronization"), text);
        assertTrue(text.contains("    in the executions the test asks about (P1 reads y = 1 at " + file + ":13:1),"
                + " and also where P1 reads y = 0\n"), text);
        out.getBuffer().setLength(0);
        assertEquals(Cli.OK, run("check", "--json", file));
        JsonNode races = new ObjectMapper().readTree(out.toString()).get("races");
        assertEquals(1, races.size(), out.toString());
        assertTrue(races.get(0).get("asked").asBoolean());
        assertTrue(races.get(0).get("missingLink").asText().startsWith("private access"), out.toString());
    }

    @Test
    void whereTheRaceLiesIsSaidOnceForEachWeakestCondition() throws IOException {
        // was: "… also where P1 reads y = 0 or P1 reads y = 0 and P1 reads x = 1 or P1 reads x = 1" (the audit)
        String file = "../docs/examples/relaxed-flag.test";
        run("check", file);
        assertTrue(out.toString().contains(", and also where P1 reads y = 0 or P1 reads x = 1\n"), out.toString());
        assertEquals(java.util.List.of("P1 reads y = 0", "P1 reads x = 1"), dev.syncscope.core.suite.RaceSites.weakest(new java.util.LinkedHashSet<>(
                java.util.List.of("P1 reads y = 0", "P1 reads y = 0 and P1 reads x = 1", "P1 reads x = 1"))));
    }
}
