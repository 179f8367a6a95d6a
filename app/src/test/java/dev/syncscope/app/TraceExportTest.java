package dev.syncscope.app;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.syncscope.core.api.DebugSession;
import dev.syncscope.core.load.ProgramLoader;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class TraceExportTest {

    @Test
    void traceJsonHasEveryStepTheStaleReadTheRaceAndTheDecisions() throws Exception {
        DebugSession session = DebugSession.load(ProgramLoader.load("relaxed.test", StaleReadTest.RELAXED_FLAG));
        for (int i = 0; i < 4; i++) {
            session.step();
        }
        JsonNode json = new ObjectMapper().readTree(TraceExport.json(session));
        assertEquals(4, json.get("steps").size());
        assertTrue(json.get("steps").get(3).get("stale").asBoolean(), json.toString());
        assertEquals("DATA_RACE", json.get("diagnostics").get(0).get("kind").asText());
        assertEquals(4, json.get("decisions").size());
        assertEquals(9, json.get("steps").get(3).get("where").get("line").asInt());
    }

    /** A diagnostic's message names a subgroup within its workgroup, as the window does (audit 52 L1). */
    @Test
    void aDiagnosticNamesItsSubgroupWithinItsWorkgroup() throws Exception {
        String name = "subgroup-barrier.comp";
        DebugSession session = DebugSession.load(ProgramLoader.load(name, java.nio.file.Files.readString(
                java.nio.file.Path.of("../docs/examples/diagnostics", name))));
        session.run();
        JsonNode json = new ObjectMapper().readTree(TraceExport.json(session));
        assertTrue(json.get("diagnostics").get(0).get("message").asText().startsWith(
                "barrier 0 (subgroup 1 of workgroup 1) released without T6"), json.get("diagnostics").toString());
    }

    /** A float location's values are JSON numbers, as {@code check --json} gives them, not their bits. */
    @Test
    void aFloatsValueIsANumber() throws Exception {
        DebugSession session = DebugSession.load(ProgramLoader.load("f.comp", """
                #version 450
                layout(local_size_x = 1) in;
                layout(binding = 0) buffer Out { float o; uint n; };
                void main() {
                    o = 2.5;
                    n = 7u;
                }
                """));
        session.run();
        JsonNode steps = new ObjectMapper().readTree(TraceExport.json(session)).get("steps");
        assertEquals(2, steps.size(), steps.toString());
        assertTrue(steps.get(0).get("value").isFloatingPointNumber(), steps.toString());
        assertEquals(2.5, steps.get(0).get("value").asDouble());
        assertEquals(7, steps.get(1).get("value").asLong());
    }
}
