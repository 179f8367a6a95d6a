package dev.syncscope.core.check;

import dev.syncscope.core.model.InputError;
import dev.syncscope.core.model.Reference;
import dev.syncscope.core.model.Scope;
import org.junit.jupiter.api.Test;

import static dev.syncscope.core.check.Tiny.DEV;
import static dev.syncscope.core.check.Tiny.PLAIN;
import static dev.syncscope.core.check.Tiny.SC0;
import static dev.syncscope.core.check.Tiny.SC1;
import static dev.syncscope.core.check.Tiny.acqRel;
import static dev.syncscope.core.check.Tiny.atom;
import static dev.syncscope.core.check.Tiny.av;
import static dev.syncscope.core.check.Tiny.check;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * What the checker accepts from host and device agents (VK MM: Agent; Availability, Visibility, and Domain
 * Operations: flush and invalidate are host commands). A program outside it is an {@link InputError} naming
 * the action's line and the agent, not an answer.
 */
class HostActionsTest {

    private static InputError rejected(Tiny t) {
        return assertThrows(InputError.class, () -> check(t.build()));
    }

    @Test
    void deviceInvocationCannotFlushOrInvalidate() {
        Tiny t = new Tiny();
        t.thread(0, 0).flush();
        InputError err = rejected(t);
        assertTrue(err.getMessage().contains("host command") && err.getMessage().contains("P0"), err.getMessage());
        assertEquals(1, err.span().line());
        Tiny u = new Tiny();
        u.thread(0, 0).invalidate();
        assertTrue(rejected(u).getMessage().contains("invalidate is a host command"));
    }

    @Test
    void hostAgentPerformsNoAtomicsOrBarriers() {
        Tiny rmw = new Tiny();
        Reference x = rmw.var("x", SC0);
        rmw.host(100).rmw(x, 1, atom(DEV));
        assertTrue(rejected(rmw).getMessage().contains("no atomics, barriers"));
        Tiny fence = new Tiny();
        fence.host(100).membar(DEV, acqRel(SC0));
        assertTrue(rejected(fence).getMessage().contains("H0"));
        Tiny cbar = new Tiny();
        cbar.host(100).cbar(Scope.WORKGROUP, Tiny.acqRel(SC0), 1);
        assertTrue(rejected(cbar).getMessage().contains("no atomics, barriers"));
    }

    @Test
    void hostAgentLoadsAndStoresArePlain() {
        Tiny t = new Tiny();
        Reference x = t.var("x", SC0);
        t.host(100).st(x, 1, av(DEV));
        assertTrue(rejected(t).getMessage().contains("plain"));
        Tiny u = new Tiny();
        Reference y = u.var("y", SC0);
        u.host(100).ld(y, atom(DEV));
        assertTrue(rejected(u).getMessage().contains("plain"));
    }

    @Test
    void hostAgentCannotAccessWorkgroupMemory() {
        Tiny t = new Tiny();
        Reference s = t.var("s", SC1);
        t.host(100).ld(s, PLAIN);
        assertTrue(rejected(t).getMessage().contains("Workgroup memory (s"));
    }

    @Test
    void hostAgentMayUseDeviceAndDomainOperations() {
        Tiny t = new Tiny();
        Reference x = t.var("x", SC0);
        t.host(100).st(x, 1, PLAIN).flush().h2d().d2h().invalidate().avdevice().visdevice().ld(x, PLAIN);
        CheckResult r = check(t.build());
        assertTrue(r.complete());
        assertEquals("[H0: W x = 1, H0: flush, H0: dom.h2d, H0: dom.d2h, H0: invalidate, H0: avdevice, "
                        + "H0: visdevice, H0: R x = 1]",
                r.consistentExecutions().get(0).events().stream().map(Event::label).toList().toString());
    }
}
