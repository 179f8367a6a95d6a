package dev.syncscope.core.diff;

import dev.syncscope.core.diff.LitmusSpec.Acc;
import dev.syncscope.core.diff.LitmusSpec.Inv;
import dev.syncscope.core.diff.LitmusSpec.Kind;
import dev.syncscope.core.diff.LitmusSpec.Load;
import dev.syncscope.core.diff.LitmusSpec.Rmw;
import dev.syncscope.core.diff.LitmusSpec.Sem;
import dev.syncscope.core.diff.LitmusSpec.Store;
import dev.syncscope.core.model.Scope;
import dev.syncscope.core.model.StorageClass;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The minimal programs {@link SnapshotAgreesWithReadsPropertyTest} shrank its failures to, each kept as a
 * named regression test run through the same checks along the shrunk schedule.
 */
class FoundBySnapshotPropertyTest {
    private static final Acc PLAIN = new Acc(Kind.PLAIN, null, Sem.RELAXED);
    private static final Acc ATOM_SG = new Acc(Kind.ATOMIC, Scope.SUBGROUP, Sem.RELAXED);

    /**
     * x: sc0, y: sc0 aliasing x. P0: r0 = rmw.exch.atom.sg y 1; r1 = ld x  ||  P1: r0 = ld x (one subgroup).
     * After P0's RMW, its private load of x through the other reference x has no location-ordered relation
     * with the RMW: "X is a read, both X and Y are non-private, and X-&gt;Y" needs a non-private load, and
     * the first bullet needs the same reference (VK MM: Location-Ordered). So the RMW's write is not
     * visible-to the load (VK MM: Visible-To), and the load returns the initial value by default. The snapshot
     * asked about a non-private probe read, drew the RMW's write visible to (P0, x) and showed 1 in the memory
     * inspector.
     */
    @Test
    void rmwThroughAliasIsNotDrawnVisibleToTheSameInvocationsPrivateLoad() {
        LitmusSpec spec = new LitmusSpec(List.of(
                new Inv(0, 0, 0, List.of(new Rmw(1, true, ATOM_SG), new Load(0, PLAIN))),
                new Inv(0, 0, 0, List.of(new Load(0, PLAIN)))),
                List.of(), StorageClass.STORAGE_BUFFER, StorageClass.STORAGE_BUFFER, true, false);
        assertEquals(List.of(), SnapshotAgreesWithReadsPropertyTest.problems(spec.build(),
                (k, runnable) -> 0, 1, new ArrayList<>()));
    }

    /**
     * P0: st x = 1; r0 = rmw.exch.atom.sg.rel.sc0.semav x 2  ||  P1: r0 = ld x (one subgroup). The RMW
     * happens-after the store, so the store is no longer available anywhere ("If write W2 happens-after W ...
     * then W will not be available/visible to all agents/references ... and future AV/DOM/VIS ops cannot
     * revive W's write", VK MM: Availability and Visibility). The engine keeps the release's availability fact
     * on the retired store for location order (docs/memory-model.md, "Retirement ends visibility, not location
     * order"); the snapshot drew it as the store becoming available in P0's subgroup domain.
     */
    @Test
    void retiredWriteIsNotDrawnAvailableWhereALaterReleaseCarriedIt() {
        Acc relAvSg = new Acc(Kind.ATOMIC, Scope.SUBGROUP, new Sem(false, true, 1, true, false));
        LitmusSpec spec = new LitmusSpec(List.of(
                new Inv(0, 0, 0, List.of(new Store(0, PLAIN), new Rmw(0, true, relAvSg))),
                new Inv(0, 0, 0, List.of(new Load(0, PLAIN)))),
                List.of(), StorageClass.STORAGE_BUFFER, StorageClass.STORAGE_BUFFER, false, false);
        assertEquals(List.of(), SnapshotAgreesWithReadsPropertyTest.problems(spec.build(),
                (k, runnable) -> 0, 2, new ArrayList<>()));
    }

    /**
     * H0 (host): st x = 1; flush  ||  H1 (host): st x = 2, H0 system-synchronizes-with H1. The flush made
     * H0's write available in the host domain; H1's write happens-after it, which ends that availability
     * (VK MM: Availability and Visibility, as above). The snapshot still drew the retired write available in
     * the host domain.
     */
    @Test
    void retiredWriteIsNotDrawnAvailableWhereItWasBeforeRetirement() {
        HostLitmusSpec spec = new HostLitmusSpec(List.of(
                new HostLitmusSpec.Thread(true, 0, 0, 0, List.of(new HostLitmusSpec.Mem(new Store(0, PLAIN)),
                        new HostLitmusSpec.Api(HostLitmusSpec.ApiKind.FLUSH))),
                new HostLitmusSpec.Thread(true, 0, 0, 0, List.of(new HostLitmusSpec.Mem(new Store(0, PLAIN))))),
                List.of(new HostLitmusSpec.Ssw(0, 1)), false, false);
        assertEquals(List.of(), SnapshotAgreesWithReadsPropertyTest.problems(spec.build(),
                (k, runnable) -> runnable.get(0), 3, new ArrayList<>()));
    }
}
