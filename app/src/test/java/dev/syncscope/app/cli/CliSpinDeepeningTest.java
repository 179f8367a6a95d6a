package dev.syncscope.app.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Audit 42, finding 7: a buffer flag set by a plain store and polled with write-back RMWs doubles its consistent
 * executions with every poll, so the default spin bound ran out of time with none and answered UNKNOWN, hiding the race
 * of the store with the polls (VK MM: Data Race). Smaller spin bounds are checked first: {@code check} fails with the
 * race, says the search was not completed, and names the spin bound whose executions it found (JSON:
 * {@code spinBoundChecked}).
 */
class CliSpinDeepeningTest extends CliHarness {

    private static final String FLAG = """
            #version 450
            layout(local_size_x = 2) in;
            layout(binding = 0) coherent buffer D { uint data; };
            layout(binding = 1) buffer R { uint result; };
            layout(binding = 2) buffer F { uint flag; };
            void main() {
                if (gl_LocalInvocationID.x == 0) { flag = 0; }
                barrier();
                if (gl_LocalInvocationID.x == 0) {
                    data = 1;
                    memoryBarrier();
                    atomicExchange(flag, 1u);
                } else {
                    while (atomicOr(flag, 0u) != 1u) { }
                    memoryBarrier();
                    result = data + 10;
                }
            }
            """;

    @Test
    void theRaceOfShortWaitsIsADefiniteFailureThoughTheBoundAskedForRunsOutOfTime(@TempDir Path dir)
            throws IOException {
        Path file = Files.writeString(dir.resolve("flag.comp"), FLAG);
        // generous for a loaded machine (spin bounds 2 and 8 take about a second each); the answer is what is asserted
        assertEquals(Cli.FAILED, run("check", "--no-runs", "--time-limit", "15", "--json", file.toString()), out.toString());
        JsonNode report = new ObjectMapper().readTree(out.toString());
        assertFalse(report.get("complete").asBoolean());
        assertTrue(report.get("failed").asBoolean());
        int checked = report.get("spinBoundChecked").asInt();
        assertTrue(checked >= 2 && checked < 32, out.toString());
        assertTrue(report.get("limit").asText().contains("spin bound " + checked), out.toString());
        assertTrue(report.has("spinBoundCheckedInFull"));
        // the time limit, not the spin bound, stopped the check: the cut lines name its option
        assertTrue(report.get("cutPaths").size() > 0, out.toString());
        for (JsonNode cut : report.get("cutPaths")) {
            assertTrue(cut.asText().endsWith("(a spin loop, cut at spin bound " + checked + ", which was checked before"
                    + " the spin bound of 32 asked for, and the time limit ran out before that one was checked in full:"
                    + " check --time-limit raises the time limit)"), cut.asText());
        }
        JsonNode race = report.get("races").get(0);
        assertEquals("W flag", race.get("first").get("access").asText());
        assertEquals(7, race.get("first").get("where").get("line").asInt());
        assertEquals("RMW flag", race.get("second").get("access").asText());
    }

    /** T1 waits for T0's release of flag, whose only write is 1 (VK MM: Synchronizes-With). */
    private static final String WAIT = """
            #version 450
            #pragma use_vulkan_memory_model
            #extension GL_KHR_memory_scope_semantics : require
            layout(local_size_x = 2) in;
            layout(binding = 0) buffer D { uint data; };
            layout(binding = 1) buffer F { uint flag; };
            void main() {
                if (gl_LocalInvocationID.x == 0) {
                    data = 1;
                    atomicStore(flag, 1u, gl_ScopeDevice, gl_StorageSemanticsBuffer,
                                gl_SemanticsRelease | gl_SemanticsMakeAvailable);
                } else {
                    while (atomicLoad(flag, gl_ScopeDevice, gl_StorageSemanticsBuffer,
                                      gl_SemanticsAcquire | gl_SemanticsMakeVisible) == 0u) { }
                    data += 10;
                }
            }
            """;

    @Test
    void aSmallerBoundWhoseEveryCutIsAWaitNoLargerBoundEndsAnswersInFullAndSaysSo(@TempDir Path dir)
            throws IOException {
        // VK MM: Acyclicity, Data Race: a wait longer than any execution that ends needs adds no execution that ends
        Path file = Files.writeString(dir.resolve("wait.comp"), WAIT);
        run("check", "--json", file.toString());
        JsonNode report = new ObjectMapper().readTree(out.toString());
        assertTrue(report.get("complete").asBoolean(), out.toString());
        assertEquals(2, report.get("spinBoundSufficient").asInt(), out.toString());
        assertFalse(report.has("spinBoundChecked"));
        for (JsonNode kind : report.get("cutKinds")) {
            assertEquals("ENDLESS_WAIT", kind.asText());
        }
        boolean said = false;
        for (JsonNode note : report.get("notes")) {
            said |= note.asText().startsWith("spin bound 2 was checked in full") && note.asText().endsWith("so the spin"
                    + " bound of 32 asked for was not checked (smaller ones first)");
        }
        assertTrue(said, out.toString());
    }
}
