package dev.syncscope.core.exec;

import dev.syncscope.core.explain.MissingLink;
import dev.syncscope.core.explain.ReadExplanation;
import dev.syncscope.core.memory.DomainInstance;
import dev.syncscope.core.model.Action;
import dev.syncscope.core.model.Action.MemoryDomainOperation.Direction;
import dev.syncscope.core.model.Location;
import dev.syncscope.core.model.Scope;
import dev.syncscope.core.model.Semantics;
import org.junit.jupiter.api.Test;

import static dev.syncscope.core.exec.HostPrograms.dom;
import static dev.syncscope.core.exec.HostPrograms.engine;
import static dev.syncscope.core.exec.HostPrograms.flush;
import static dev.syncscope.core.exec.HostPrograms.invalidate;
import static dev.syncscope.core.exec.Mini.plain;
import static dev.syncscope.core.exec.Mini.reg;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Host agents and the host domain, one rule per test (VK MM: Availability and Visibility, "memory
 * domains", "A memory domain operation DOM that happens-after AV ..."; Availability, Visibility, and
 * Domain Operations; Location-Ordered, last bullet). Expected answers are reasoned from the appendix in
 * each test's comment. Host threads are ordered with the device as the API orders them: by
 * system-synchronizes-with (VK MM: System-Synchronizes-With, "host operations happening before
 * vkQueueSubmit").
 */
class HostDomainRulesTest {

    /** The newest write to {@code x}. */
    private static dev.syncscope.core.memory.WriteRecord newest(Engine e) {
        return e.location(new Location("x", 0)).live().newest();
    }

    @Test
    void hostWriteFlushedAndMovedToTheDeviceDomainIsVisibleToADeviceRead() {
        // Location-Ordered, last bullet: X -> AV(host) -> DOM(host, device) -> VIS(device) -> Y. The flush is
        // the AV to the host domain, dom.h2d and visdevice are what vkQueueSubmit performs (Availability,
        // Visibility, and Domain Operations); H0 ssw T1 orders the submit before the read: location-ordered,
        // so no race and the read sees 1 (Visible-To)
        Engine e = engine(new Mini().thread(0, 0, 0).st("x", 1, plain()).act(flush()).act(dom(Direction.HOST_TO_DEVICE))
                .visdevice()
                .thread(0, 0, 0).ld("x", plain()).ssw(0, 1), 0);
        Mini.runInOrder(e, 0, 1);
        assertEquals(1, reg(e, 1, 0));
        assertTrue(e.races().isEmpty(), e.races().toString());
        assertEquals("[device, host]", newest(e).domains().toString());
    }

    @Test
    void hostWriteWithoutTheDomainOperationStaysInTheHostDomainAndIsStaleForADeviceRead() {
        // the same without dom.h2d: (W,x) is available only in the host domain, which the device agent T1 does
        // not access ("host - accessible by host agents"); visdevice sources only the device domain, so the
        // write is not visible and not location-ordered before the read: T1 reads the initial 0, a data race
        Engine e = engine(new Mini().thread(0, 0, 0).st("x", 1, plain()).act(flush()).visdevice()
                .thread(0, 0, 0).ld("x", plain()).ssw(0, 1), 0);
        Mini.runInOrder(e, 0, 1);
        assertEquals(0, reg(e, 1, 0));
        assertEquals(1, e.races().size());
        assertEquals(MissingLink.AVAILABLE_ONLY_IN_OTHER_DOMAIN, e.races().get(0).link());
        ReadExplanation ex = e.explainRead(e.traceSize() - 1);
        assertEquals(MissingLink.AVAILABLE_ONLY_IN_OTHER_DOMAIN, ex.unseen().get(0).link(), ex.summary());
        assertTrue(ex.unseen().get(0).detail().contains("memory domain operation host to device"), ex.summary());
    }

    @Test
    void deviceWriteMadeAvailableMovedToTheHostDomainAndInvalidatedIsVisibleToAHostRead() {
        // Location-Ordered, last bullet: X -> AV(device) -> DOM(device, host) -> VIS(host) -> Y. avdevice is the
        // dependency's AV to the device domain, dom.d2h the DOM of a dependency with HOST_READ in its destination
        // access mask, invalidate (vkInvalidateMappedMemoryRanges) the VIS from the host domain; T0 ssw H1 (a
        // fence wait on the host): location-ordered, the host reads 1 without a race
        Engine e = engine(new Mini().thread(0, 0, 0).st("x", 1, plain()).avdevice().act(dom(Direction.DEVICE_TO_HOST))
                .thread(0, 0, 0).act(invalidate()).ld("x", plain()).ssw(0, 1), 1);
        Mini.runInOrder(e, 0, 1);
        assertEquals(1, reg(e, 1, 0));
        assertTrue(e.races().isEmpty(), e.races().toString());
    }

    @Test
    void deviceWriteInTheHostDomainWithoutAnInvalidateIsStaleForAHostRead() {
        // the same without the invalidate: (W,x) is available in the host domain but no visibility operation
        // makes it visible to the host thread, so it is neither visible nor location-ordered: stale 0, a race
        Engine e = engine(new Mini().thread(0, 0, 0).st("x", 1, plain()).avdevice().act(dom(Direction.DEVICE_TO_HOST))
                .thread(0, 0, 0).ld("x", plain()).ssw(0, 1), 1);
        Mini.runInOrder(e, 0, 1);
        assertEquals(0, reg(e, 1, 0));
        assertEquals(MissingLink.NOT_MADE_VISIBLE, e.races().get(0).link());
        ReadExplanation ex = e.explainRead(e.traceSize() - 1);
        assertEquals(MissingLink.NOT_MADE_VISIBLE, ex.unseen().get(0).link(), ex.summary());
        assertTrue(ex.unseen().get(0).detail().contains("invalidate"), ex.summary());
    }

    @Test
    void domainOperationThatDoesNotHappenAfterTheFlushMovesNothing() {
        // "A memory domain operation DOM that happens-after AV ...": T1's dom.h2d runs after H0's flush in the
        // interleaving but nothing orders them (T1 does not wait for H0), so (W,x) does not reach the device
        // domain through it; T2 (after both) reads the initial 0 with a race. With H0 ssw T1 the DOM
        // happens-after the flush and T2 reads 1 without a race
        for (boolean ordered : new boolean[] {false, true}) {
            Mini m = new Mini().thread(0, 0, 0).st("x", 1, plain()).act(flush())
                    .thread(0, 0, 0).act(dom(Direction.HOST_TO_DEVICE)).visdevice()
                    .thread(1, 1, 0).ld("x", plain()).ssw(0, 2).ssw(1, 2);
            if (ordered) {
                m.ssw(0, 1);
            }
            Engine e = engine(m, 0);
            Mini.runInOrder(e, 0, 1, 2);
            assertEquals(ordered ? 1 : 0, reg(e, 2, 0), "ordered " + ordered);
            assertEquals(ordered, e.races().isEmpty(), "ordered " + ordered + ": " + e.races());
        }
    }

    @Test
    void deviceAvailabilityDoesNotTakeAHostWriteToTheDeviceDomain() {
        // Location-Ordered, last bullet: a host agent's write needs AV(A_X,R_X,D_X,L) with D_X the host domain;
        // avdevice is an AV to the device domain of the device's first access scope, so the host write stays
        // unavailable and the device read is stale (no flush, no DOM)
        Engine e = engine(new Mini().thread(0, 0, 0).st("x", 1, plain()).avdevice().visdevice()
                .thread(0, 0, 0).ld("x", plain()).ssw(0, 1), 0);
        Mini.runInOrder(e, 0, 1);
        assertEquals(0, reg(e, 1, 0));
        assertTrue(newest(e).facts().isEmpty(), newest(e).facts().toString());
        assertEquals(MissingLink.NOT_MADE_AVAILABLE, e.races().get(0).link());
    }

    @Test
    void flushDoesNotMakeADeviceWriteAvailableInTheHostDomain() {
        // vkFlushMappedMemoryRanges: "source scope of (agents,references) = (all host threads, ...)": a device
        // agent's write is not in it, so flush + invalidate do not bring it to the host
        Engine e = engine(new Mini().thread(0, 0, 0).st("x", 1, plain())
                .thread(0, 0, 0).act(flush()).act(invalidate()).ld("x", plain()).ssw(0, 1), 1);
        Mini.runInOrder(e, 0, 1);
        assertEquals(0, reg(e, 1, 0));
        assertTrue(newest(e).facts().isEmpty(), newest(e).facts().toString());
    }

    @Test
    void deviceDomainVisibilityOperationDoesNotReachAHostAgent() {
        // visdevice's destination is the device's agents ("all agents and references on the device"): with the
        // write in the host domain (avdevice, dom.d2h) the host thread still needs an invalidate
        Engine e = engine(new Mini().thread(0, 0, 0).st("x", 1, plain()).avdevice().act(dom(Direction.DEVICE_TO_HOST))
                .visdevice()
                .thread(0, 0, 0).ld("x", plain()).ssw(0, 1), 1);
        Mini.runInOrder(e, 0, 1);
        assertEquals(0, reg(e, 1, 0));
        assertEquals(MissingLink.NOT_MADE_VISIBLE, e.races().get(0).link());
    }

    @Test
    void invalidateDoesNotSourceTheDeviceDomain() {
        // vkInvalidateMappedMemoryRanges: "a visibility operation, with a source scope of the host domain": a
        // write available only in the device domain needs dom.d2h first; the host reads the initial 0
        Engine e = engine(new Mini().thread(0, 0, 0).st("x", 1, plain()).avdevice()
                .thread(0, 0, 0).act(invalidate()).ld("x", plain()).ssw(0, 1), 1);
        Mini.runInOrder(e, 0, 1);
        assertEquals(0, reg(e, 1, 0));
        assertEquals(MissingLink.AVAILABLE_ONLY_IN_OTHER_DOMAIN, e.races().get(0).link());
        assertTrue(e.races().get(0).detail().contains("device to host"), e.races().get(0).detail());
    }

    @Test
    void hostWriteOnlyInTheHostDomainRacesWithALaterDeviceWrite() {
        // Location-Ordered, last bullet, write -> write: X -> AV(host) -> DOM(host, device) -> Y; without the DOM
        // the flush alone does not order the host write before the device agent's write: a data race
        Engine e = engine(new Mini().thread(0, 0, 0).st("x", 1, plain()).act(flush())
                .thread(0, 0, 0).st("x", 2, plain()).ssw(0, 1), 0);
        Mini.runInOrder(e, 0, 1);
        assertEquals(1, e.races().size());
        assertEquals(MissingLink.AVAILABLE_ONLY_IN_OTHER_DOMAIN, e.races().get(0).link());
    }

    @Test
    void hostAgentIsNoMemberOfTheDeviceScopeInstanceOfABarrier() {
        // VK MM: Agent: a host thread is not a shader invocation, so a device-scope control barrier of the two
        // invocations releases when both arrive, without waiting for (or reporting divergence of) the host thread
        Engine e = engine(new Mini().thread(0, 0, 0).cbar(Scope.DEVICE, null, Semantics.NONE, 1)
                .thread(1, 1, 0).cbar(Scope.DEVICE, null, Semantics.NONE, 1)
                .thread(0, 0, 0).st("x", 1, plain()), 2);
        assertEquals(2, e.memberCount(Scope.DEVICE, 0));
        e.run(Scheduler.roundRobin(), StopCondition.NEVER, 100);
        assertTrue(e.diagnostics().isEmpty(), e.diagnostics().toString());
    }

    @Test
    void flushAndInvalidateConnectTwoHostThreads() {
        // D_X = D_Y = the host domain: X -> AV(host) -> DOM(host,host) = placeholder -> VIS(host) -> Y
        Engine e = engine(new Mini().thread(0, 0, 0).st("x", 1, plain()).act(flush())
                .thread(0, 0, 0).act(invalidate()).ld("x", plain()).ssw(0, 1), 0, 1);
        Mini.runInOrder(e, 0, 1);
        assertEquals(1, reg(e, 1, 0));
        assertTrue(e.races().isEmpty(), e.races().toString());
        assertEquals(java.util.List.of(DomainInstance.HOST), newest(e).domains());
    }

    @Test
    void hostWriteFlushedAndMovedIsLocationOrderedBeforeALaterDeviceWrite() {
        // Location-Ordered, last bullet, write -> write: X -> AV(host) -> DOM(host, device) -> Y, no visibility
        // operation needed: no race, and the device write retires the host write (it happens-after it)
        Engine e = engine(new Mini().thread(0, 0, 0).st("x", 1, plain()).act(flush()).act(dom(Direction.HOST_TO_DEVICE))
                .thread(0, 0, 0).st("x", 2, plain()).ssw(0, 1), 0);
        Mini.runInOrder(e, 0, 1);
        assertTrue(e.races().isEmpty(), e.races().toString());
    }

    @Test
    void aLaterDeviceAvailabilityOrderedBeforeTheReaderReachesItAfterAnUnorderedOne() {
        // VK MM: Availability and Visibility, "VIS that happens-after AV": T1's avdevice happens-after W (T0 ssw
        // T1) but not before T3; T2's avdevice and visdevice do (T0 ssw T2, T2 ssw T3): W -> AV(T2) -> VIS(T2)
        // -> T3 is location-ordered, so T3 reads 1 without a race although W reached the device domain first
        // through T1's operation
        Engine e = new Mini().thread(0, 0, 0).st("x", 1, plain())
                .thread(1, 1, 0).avdevice()
                .thread(2, 2, 0).avdevice().visdevice()
                .thread(3, 3, 0).ld("x", plain())
                .ssw(0, 1).ssw(0, 2).ssw(2, 3).engine();
        Mini.runInOrder(e, 0, 1, 2, 3);
        assertEquals(1, reg(e, 3, 0));
        assertTrue(e.races().isEmpty(), e.races().toString());
    }

    @Test
    void hostDomainOperationsAreStepEventsOfTheApiKinds() {
        Engine e = engine(new Mini().thread(0, 0, 0).st("x", 1, plain()).act(flush()).act(dom(Direction.HOST_TO_DEVICE))
                .act(invalidate()), 0);
        Mini.runInOrder(e, 0);
        assertEquals(Event.Kind.DEVICE_AVAILABILITY, e.trace().get(1).event().kind());
        assertTrue(e.trace().get(2).event().action() instanceof Action.MemoryDomainOperation);
        assertEquals(Event.Kind.DEVICE_VISIBILITY, e.trace().get(3).event().kind());
    }
}
