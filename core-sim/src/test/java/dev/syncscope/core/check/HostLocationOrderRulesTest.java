package dev.syncscope.core.check;

import dev.syncscope.core.model.Reference;
import org.junit.jupiter.api.Test;

import java.util.List;

import static dev.syncscope.core.check.Tiny.DEV;
import static dev.syncscope.core.check.Tiny.NONPRIV;
import static dev.syncscope.core.check.Tiny.PLAIN;
import static dev.syncscope.core.check.Tiny.SC0;
import static dev.syncscope.core.check.Tiny.SG;
import static dev.syncscope.core.check.Tiny.av;
import static dev.syncscope.core.check.Tiny.check;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The checker's host-domain rules, one per test (VK MM: Location-Ordered, last bullet, with D_X and D_Y the
 * host or the device domain; Availability, Visibility, and Domain Operations; Availability and Visibility,
 * "A memory domain operation DOM that happens-after AV ..."). Each expected answer is reasoned from the
 * appendix in the test's comment. Host thread H0 is thread 0 unless said otherwise; threads are ordered by
 * system-synchronizes-with as the API orders them.
 */
class HostLocationOrderRulesTest {

    /** Whether the program has consistent executions and every one is race-free. */
    private static boolean raceFree(Tiny t) {
        CheckResult r = check(t.build());
        assertTrue(r.complete(), r.limitMessage());
        assertFalse(r.consistentExecutions().isEmpty());
        return r.consistentExecutions().stream().allMatch(e -> e.races().isEmpty());
    }

    /** Whether every consistent execution is racy (the write and the access are never location-ordered). */
    private static boolean alwaysRacy(Tiny t) {
        CheckResult r = check(t.build());
        assertTrue(r.complete(), r.limitMessage());
        assertFalse(r.consistentExecutions().isEmpty());
        return r.consistentExecutions().stream().noneMatch(e -> e.races().isEmpty());
    }

    private static Reference x(Tiny t) {
        return t.var("x", SC0);
    }

    @Test
    void hostWriteFlushedMovedAndMadeVisibleIsLocationOrderedBeforeADeviceRead() {
        // X -> AV(host) -> DOM(host, device) -> VIS(device) -> Y: race-free, and the read cannot read the initial
        // value (it would from-read a write location-ordered before it: a cycle, VK MM: Acyclicity)
        Tiny t = new Tiny();
        Reference x = x(t);
        t.host(100).st(x, 1, PLAIN).flush().h2d().visdevice();
        t.thread(0, 0).ld(x, PLAIN).ssw(0, 1);
        CheckResult r = check(t.build());
        assertTrue(r.consistentExecutions().stream().allMatch(e -> e.races().isEmpty()));
        assertEquals(List.of(1L), r.consistentExecutions().stream()
                .flatMap(e -> e.outcomes().stream()).map(o -> o.values().get("P1:r0")).distinct().toList());
    }

    @Test
    void domainOperationOfTheOtherDirectionDoesNotMoveAHostWrite() {
        // DOM(D_X, D_Y) with D_X = host: a device-to-host operation does not take the write to the device domain
        Tiny t = new Tiny();
        Reference x = x(t);
        t.host(100).st(x, 1, PLAIN).flush().d2h().visdevice();
        t.thread(0, 0).ld(x, PLAIN).ssw(0, 1);
        assertTrue(alwaysRacy(t));
    }

    @Test
    void domainOperationThatDoesNotHappenAfterTheFlushMovesNothing() {
        // "A memory domain operation DOM that happens-after AV": P1's dom.h2d is not ordered after H0's flush
        for (boolean ordered : new boolean[] {false, true}) {
            Tiny t = new Tiny();
            Reference x = x(t);
            t.host(100).st(x, 1, PLAIN).flush();
            t.thread(0, 0).h2d().visdevice();
            t.thread(1, 1).ld(x, PLAIN).ssw(0, 2).ssw(1, 2);
            if (ordered) {
                t.ssw(0, 1);
            }
            assertEquals(ordered, raceFree(t), "flush ordered before the domain operation: " + ordered);
        }
    }

    @Test
    void flushIncludesTheWritesOfAllHostThreads() {
        // vkFlushMappedMemoryRanges: source scope "(all host threads, ...)": H1's flush, after H0's write by SSW,
        // makes it available in the host domain
        Tiny t = new Tiny();
        Reference x = x(t);
        t.host(100).st(x, 1, PLAIN);
        t.host(101).flush().h2d().visdevice();
        t.thread(0, 0).ld(x, PLAIN).ssw(0, 1).ssw(1, 2);
        assertTrue(raceFree(t));
    }

    @Test
    void flushDoesNotMakeADeviceWriteAvailable() {
        // a device agent is not among "all host threads"; its write needs AV to the device domain (D_X = device)
        Tiny t = new Tiny();
        Reference x = x(t);
        t.thread(0, 0).st(x, 1, PLAIN);
        t.host(100).flush().invalidate().ld(x, PLAIN).ssw(0, 1);
        assertTrue(alwaysRacy(t));
    }

    @Test
    void deviceAvailabilityDoesNotTakeAHostWrite() {
        // a host write needs AV(A_X,R_X,D_X,L) with D_X the host domain; avdevice is an AV to the device domain
        Tiny t = new Tiny();
        Reference x = x(t);
        t.host(100).st(x, 1, PLAIN).avdevice().visdevice();
        t.thread(0, 0).ld(x, PLAIN).ssw(0, 1);
        assertTrue(alwaysRacy(t));
    }

    @Test
    void deviceVisibilityDoesNotReachAHostRead() {
        // a host read needs VIS(A_Y,R_Y,D_Y,L) from the host domain: visdevice sources the device domain
        Tiny t = new Tiny();
        Reference x = x(t);
        t.thread(0, 0).st(x, 1, PLAIN).avdevice().d2h().visdevice();
        t.host(100).ld(x, PLAIN).ssw(0, 1);
        assertTrue(alwaysRacy(t));
    }

    @Test
    void invalidateDoesNotReachADeviceRead() {
        // a device read needs VIS from the device domain: an invalidate's destination is the host threads
        Tiny t = new Tiny();
        Reference x = x(t);
        t.host(100).st(x, 1, PLAIN).flush().h2d().invalidate();
        t.thread(0, 0).ld(x, PLAIN).ssw(0, 1);
        assertTrue(alwaysRacy(t));
    }

    @Test
    void deviceWriteMovedToTheHostDomainAndInvalidatedIsLocationOrderedBeforeAHostRead() {
        // X -> AV(device) -> DOM(device, host) -> VIS(host) -> Y
        Tiny t = new Tiny();
        Reference x = x(t);
        t.thread(0, 0).st(x, 1, PLAIN).avdevice().d2h();
        t.host(100).invalidate().ld(x, PLAIN).ssw(0, 1);
        assertTrue(raceFree(t));
    }

    @Test
    void flushAndInvalidateConnectTwoHostThreads() {
        // D_X = D_Y = host: DOM(host, host) is the placeholder, X -> AV(host) -> VIS(host) -> Y
        Tiny t = new Tiny();
        Reference x = x(t);
        t.host(100).st(x, 1, PLAIN).flush();
        t.host(101).invalidate().ld(x, PLAIN).ssw(0, 1);
        assertTrue(raceFree(t));
    }

    @Test
    void writeToWriteNeedsTheDomainOperationButNoVisibility() {
        // X write, Y write: X -> AV(D_X) -> DOM(D_X, D_Y) -> Y, both directions; without the DOM a race
        for (boolean dom : new boolean[] {false, true}) {
            Tiny t = new Tiny();
            Reference x = x(t);
            t.thread(0, 0).st(x, 1, PLAIN).avdevice();
            if (dom) {
                t.d2h();
            }
            t.host(100).st(x, 2, PLAIN).flush();
            if (dom) {
                t.h2d();
            }
            t.thread(1, 1).st(x, 3, PLAIN).ssw(0, 1).ssw(1, 2);
            assertEquals(dom, raceFree(t), "with the domain operations: " + dom);
        }
    }

    @Test
    void hostAgentAccessesNoShaderDomain() {
        // "A_X and A_Y access a common memory domain D": shader domains are "accessible by shader agents", so an
        // availability operation to the shader domain (device scope), or to a subgroup instance whose ids the
        // host thread happens to carry, does not order a device write before a host thread's non-private write
        for (boolean sameIds : new boolean[] {false, true}) {
            Tiny t = new Tiny();
            Reference x = x(t);
            t.thread(0, 0).st(x, 1, av(sameIds ? SG : DEV));
            t.host(sameIds ? 0 : 100).st(x, 2, NONPRIV).ssw(0, 1);
            assertTrue(alwaysRacy(t), "host thread with the device thread's instance ids: " + sameIds);
        }
    }
}
