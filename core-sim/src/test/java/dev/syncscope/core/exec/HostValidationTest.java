package dev.syncscope.core.exec;

import dev.syncscope.core.model.Action;
import dev.syncscope.core.model.InputError;
import dev.syncscope.core.model.RmwOp;
import dev.syncscope.core.model.Scope;
import org.junit.jupiter.api.Test;

import static dev.syncscope.core.exec.HostPrograms.engine;
import static dev.syncscope.core.exec.HostPrograms.flush;
import static dev.syncscope.core.exec.HostPrograms.invalidate;
import static dev.syncscope.core.exec.Mini.acqRel;
import static dev.syncscope.core.exec.Mini.atom;
import static dev.syncscope.core.exec.Mini.av;
import static dev.syncscope.core.exec.Mini.SC0;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Misuse of host agents and host commands is rejected with a message naming the action and the agent
 * (VK MM: Agent; Availability, Visibility, and Domain Operations: flush and invalidate are host commands).
 */
class HostValidationTest {

    private static String rejected(Mini m, int... hosts) {
        Engine e = engine(m, hosts);
        InputError err = assertThrows(InputError.class, () -> e.run(Scheduler.roundRobin(), StopCondition.NEVER, 10));
        return err.getMessage();
    }

    @Test
    void deviceInvocationCannotFlush() {
        String msg = rejected(new Mini().thread(0, 0, 0).act(flush()));
        assertTrue(msg.contains("only a host agent") && msg.contains("flush") && msg.contains("T0"), msg);
    }

    @Test
    void deviceInvocationCannotInvalidate() {
        String msg = rejected(new Mini().thread(0, 0, 0).act(invalidate()));
        assertTrue(msg.contains("only a host agent") && msg.contains("invalidate"), msg);
    }

    @Test
    void hostAgentPerformsNoAtomics() {
        String msg = rejected(new Mini().thread(0, 0, 0).rmw("x", RmwOp.ADD, 1, atom(Scope.DEVICE)), 0);
        assertTrue(msg.contains("host agent performs no atomics") && msg.contains("H0"), msg);
    }

    @Test
    void hostAgentPerformsNoBarriers() {
        String msg = rejected(new Mini().thread(0, 0, 0).membar(Scope.DEVICE, acqRel(SC0)), 0);
        assertTrue(msg.contains("barriers"), msg);
    }

    @Test
    void hostAgentStoresArePlain() {
        String msg = rejected(new Mini().thread(0, 0, 0).st("x", 1, av(Scope.DEVICE)), 0);
        assertTrue(msg.contains("plain"), msg);
    }

    @Test
    void hostAgentCannotAccessWorkgroupMemory() {
        String msg = rejected(new Mini().ref("s", "s", Mini.SC1).thread(0, 0, 0).ld("s", Mini.plain()), 0);
        assertTrue(msg.contains("Workgroup"), msg);
    }

    @Test
    void hostAgentMayPerformMemoryDomainAndDeviceOperations() {
        Engine e = engine(new Mini().thread(0, 0, 0).st("x", 1, Mini.plain()).act(flush())
                .act(HostPrograms.dom(Action.MemoryDomainOperation.Direction.HOST_TO_DEVICE)).visdevice().avdevice(), 0);
        e.run(Scheduler.roundRobin(), StopCondition.NEVER, 10);
        assertTrue(e.diagnostics().isEmpty(), e.diagnostics().toString());
    }
}
