package dev.syncscope.core.litmus.khronos;

import dev.syncscope.core.check.AxiomaticChecker;
import dev.syncscope.core.check.CheckResult;
import dev.syncscope.core.check.Execution;
import dev.syncscope.core.exec.Engine;
import dev.syncscope.core.exec.EngineOptions;
import dev.syncscope.core.exec.Scheduler;
import dev.syncscope.core.exec.StopCondition;
import dev.syncscope.core.model.Action;
import dev.syncscope.core.model.Agent;
import dev.syncscope.core.model.InputError;
import dev.syncscope.core.model.Program;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The SyncScope extension of the Khronos .test format for host threads ({@code NEWHOST}, {@code flush},
 * {@code invalidate}, {@code dom.h2d}, {@code dom.d2h}; docs/memory-model.md, "Host agents").
 */
class KhronosHostExtensionTest {

    /** H0 writes, flushes and submits (dom.h2d, visdevice); P1 reads after the submit. */
    private static final String SUBMIT = """
            NEWHOST 0
            st.sc0 x = 1
            flush
            dom.h2d
            visdevice
            NEWTHREAD 1
            ld.sc0 x
            SSW 0 1
            """;

    private final KhronosParser parser = new KhronosParser();

    @Test
    void hostThreadIsAHostAgentInScopeInstancesOfItsOwn() {
        Program p = parser.parse("h.test", SUBMIT + "NEWTHREAD 2\nld.sc0 x\n").program();
        List<Agent> agents = p.launch().agents();
        assertTrue(agents.get(0).host());
        assertFalse(agents.get(1).host());
        assertEquals(agents.get(1).workgroup(), agents.get(2).workgroup(), "device threads share workgroup 0");
        assertTrue(agents.get(0).workgroup() != agents.get(1).workgroup()
                && agents.get(0).subgroup() != agents.get(1).subgroup()
                && agents.get(0).queueFamily() != agents.get(1).queueFamily());
    }

    @Test
    void hostTokensBecomeHostAndDomainActions() {
        var s = parser.parse("h.test", SUBMIT + "dom.d2h\nNEWHOST 3\ninvalidate\n").program().initial();
        var host = s.get(0).advance(0);
        assertTrue(host.next() instanceof Action.HostAvailability);
        host = host.advance(0);
        assertEquals(Action.MemoryDomainOperation.Direction.HOST_TO_DEVICE,
                ((Action.MemoryDomainOperation) host.next()).direction());
        var device = s.get(1).advance(0);
        assertEquals(Action.MemoryDomainOperation.Direction.DEVICE_TO_HOST,
                ((Action.MemoryDomainOperation) device.next()).direction());
        assertTrue(s.get(2).next() instanceof Action.HostVisibility);
    }

    @Test
    void submittedHostWriteIsReadByTheDeviceThreadInTheStepper() {
        // VK MM: Location-Ordered, last bullet: write -> flush -> DOM(host, device) -> visdevice -> read
        Engine e = new Engine(parser.parse("h.test", SUBMIT).program(), EngineOptions.DEFAULTS);
        e.run(Scheduler.roundRobin(), StopCondition.NEVER, 100);
        assertEquals(1L, e.agent(1).thread().registers().get("r0"));
        assertTrue(e.races().isEmpty(), e.races().toString());
    }

    @ParameterizedTest
    @ValueSource(strings = {"dom", "dom.h2d.d2h", "flush.sc0", "h2d", "st.sc0.d2h x = 1", "invalidate x"})
    void malformedHostInstructionsAreRejectedWithTheirLine(String line) {
        InputError err = assertThrows(InputError.class, () -> parser.parse("bad.test", "NEWHOST\n" + line + "\n"));
        assertEquals(2, err.span().line(), err.toString());
    }

    @Test
    void exhaustiveCheckAnswersHostPrograms() {
        // VK MM: Location-Ordered, last bullet: write -> flush -> DOM(host, device) -> visdevice -> read; every
        // consistent execution is race-free and reads 1 (reading 0 would from-read a location-ordered write)
        CheckResult r = new AxiomaticChecker().check(parser.parse("h.test", SUBMIT).program());
        assertTrue(r.complete(), r.limitMessage());
        assertFalse(r.consistentExecutions().isEmpty());
        for (Execution x : r.consistentExecutions()) {
            assertTrue(x.races().isEmpty(), x.toString());
            assertTrue(x.outcomes().stream().allMatch(o -> o.values().get("P1:r0") == 1L), x.toString());
        }
    }
}
