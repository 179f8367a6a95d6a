package dev.syncscope.core.check;

import dev.syncscope.core.model.Action;
import dev.syncscope.core.model.Location;
import dev.syncscope.core.model.Program;
import dev.syncscope.core.model.Reference;
import dev.syncscope.core.model.Semantics;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@link StoresFirst} and the RMW pruning at a location with a plain initialising store: when every candidate
 * location-orders the store before every atomic write (VK MM: Location-Ordered, through a control barrier that makes
 * the store available), the RMWs' order is built as at a location of atomic writes only, the store first (VK MM:
 * Scoped Modification Order Coherence, last bullet; VK MM: Acyclicity); when some combination does not order it (a
 * race, VK MM: Data Race), the location is left out and the race is still found. Either way the result is the one
 * without the pruning.
 */
class StoresFirstTest {

    /** Release and acquire of storage-buffer memory, making the store available and the adds' reads visible. */
    private static final Semantics BARRIER = new Semantics(true, true, Set.of(Tiny.SC0), true, true);

    private static final CheckOptions OPTIONS = CheckOptions.DEFAULT.withTimeLimit(Duration.ofSeconds(20));

    /**
     * Three invocations of one workgroup; P0 stores 5 to x (non-private) and {@code barrier} says whether they
     * then meet at a control barrier; each then adds 1 to x atomically, and {@code storeLast} moves P0's store after
     * its add.
     */
    private static Program initThenAdd(boolean barrier, boolean storeLast) {
        Tiny t = new Tiny();
        Reference x = t.var("x", Tiny.SC0);
        for (int i = 0; i < 3; i++) {
            t.thread(0, 0);
            if (i == 0 && !storeLast) {
                t.st(x, 5, Tiny.NONPRIV);
            }
            if (barrier) {
                t.cbar(Tiny.WG, BARRIER, 0);
            }
            t.add(x, 1, Tiny.atom(Tiny.WG));
            if (i == 0 && storeLast) {
                t.st(x, 5, Tiny.NONPRIV);
            }
        }
        return t.build();
    }

    /** The exclusive location whose order the combinations are built from, for every path of {@code p}. */
    private static Object mainLocation(Program p) {
        List<List<Trace>> traces = new TraceEnumerator(p, OPTIONS, System.nanoTime() + OPTIONS.timeLimit().toNanos())
                .enumerate();
        return new ExclusiveWrites(p.launch(), traces).main();
    }

    @Test
    void aSearchToldToStopProvesNothing() {
        Program p = initThenAdd(true, false);
        List<List<Trace>> traces = new TraceEnumerator(p, OPTIONS, System.nanoTime() + OPTIONS.timeLimit().toNanos())
                .enumerate();
        Set<Location> stored = new HashSet<>();
        stored.retainAll(ExclusiveWrites.exclusiveLocations(p.launch(), traces, stored));
        boolean chains = p.launch().availabilityVisibilityChains();
        assertEquals(stored, StoresFirst.ordered(p.launch(), traces, stored, chains, () -> false));
        assertEquals(1, stored.size());
        // the derivations look at the time limit: a check out of time leaves the location out (combined as before)
        assertEquals(Set.of(), StoresFirst.ordered(p.launch(), traces, stored, chains, () -> true));
    }

    private static CheckResult check(Program p, boolean pruning) {
        return new AxiomaticChecker(OPTIONS, SpinRepeats.MAX_PERIOD, pruning).check(p);
    }

    @Test
    void aStoreTheBarrierOrdersBeforeTheAddsComesFirstInTheirOrder() {
        Program p = initThenAdd(true, false);
        // the store is location-ordered before each add: P0's own through program order (first bullet), the
        // others' through the barrier that makes it available in the workgroup domain and happens-before them
        assertEquals("x", mainLocation(p).toString());
        CheckResult with = check(p, true);
        assertTrue(with.complete(), with::limitMessage);
        // the adds read 5, 6, 7 in one of the 3! orders of their scoped modification order, x ends at 8
        assertEquals(6, with.consistentExecutions().size());
        assertTrue(with.consistentExecutions().stream()
                .allMatch(e -> e.outcomes().stream().allMatch(o -> o.values().get("x") == 8L)));
        assertFalse(with.hasRace());
        assertEquals(RmwPruningAgreesTest.fingerprint(check(p, false)), RmwPruningAgreesTest.fingerprint(with));
    }

    @Test
    void aStoreNoBarrierOrdersLeavesTheLocationOutAndItsRaceIsFound() {
        Program p = initThenAdd(false, false);
        assertNull(mainLocation(p));
        CheckResult with = check(p, true);
        assertTrue(with.complete(), with::limitMessage);
        // nothing orders P0's plain store with P1's and P2's adds: a data race (VK MM: Data Race); an add may read
        // the store after another add read it, so x may end below 8
        assertTrue(with.hasRace());
        assertTrue(with.consistentExecutions().stream()
                .anyMatch(e -> e.outcomes().stream().anyMatch(o -> o.values().get("x") < 8L)));
        assertEquals(RmwPruningAgreesTest.fingerprint(check(p, false)), RmwPruningAgreesTest.fingerprint(with));
    }

    @Test
    void aStoreAfterTheInvocationsOwnAddLeavesTheLocationOut() {
        Program p = initThenAdd(true, true);
        // P0's add is location-ordered before its own store (program order, one reference): the store cannot come
        // first
        assertNull(mainLocation(p));
        CheckResult with = check(p, true);
        assertTrue(with.complete(), with::limitMessage);
        assertTrue(with.hasRace());
        assertEquals(RmwPruningAgreesTest.fingerprint(check(p, false)), RmwPruningAgreesTest.fingerprint(with));
    }

    @Test
    void anAtomicReadBeforeTheBarrierKeepsTheStoreFromComingBeforeEveryAtomic_VkMmLocationOrdered() {
        // P0 stores x and meets P1 at the barrier; P1 loads x atomically before it: the store is location-ordered
        // before both adds but not before that load (no happens-before either way: VK MM: Data Race)
        Tiny t = new Tiny();
        Reference x = t.var("x", Tiny.SC0);
        t.thread(0, 0).st(x, 5, Tiny.NONPRIV).cbar(Tiny.WG, BARRIER, 0).add(x, 1, Tiny.atom(Tiny.WG));
        t.thread(0, 0).ld(x, Tiny.atom(Tiny.WG)).cbar(Tiny.WG, BARRIER, 0).add(x, 1, Tiny.atom(Tiny.WG));
        Program p = t.build();
        List<List<Trace>> traces = new TraceEnumerator(p, OPTIONS, System.nanoTime() + OPTIONS.timeLimit().toNanos())
                .enumerate();
        Set<Location> stored = Set.of(new Location(x.allocation(), 0));
        boolean chains = p.launch().availabilityVisibilityChains();
        assertEquals(stored, StoresFirst.ordered(p.launch(), traces, stored, chains, () -> false));
        assertEquals(Set.of(), StoresFirst.beforeEveryAtomic(p.launch(), traces, stored, chains, () -> false));
        // the load after the barrier instead: the store comes before every atomic access
        Tiny after = new Tiny();
        Reference y = after.var("x", Tiny.SC0);
        after.thread(0, 0).st(y, 5, Tiny.NONPRIV).cbar(Tiny.WG, BARRIER, 0).add(y, 1, Tiny.atom(Tiny.WG));
        after.thread(0, 0).cbar(Tiny.WG, BARRIER, 0).ld(y, Tiny.atom(Tiny.WG)).add(y, 1, Tiny.atom(Tiny.WG));
        Program q = after.build();
        Set<Location> at = Set.of(new Location(y.allocation(), 0));
        assertEquals(at, StoresFirst.beforeEveryAtomic(q.launch(), new TraceEnumerator(q, OPTIONS,
                System.nanoTime() + OPTIONS.timeLimit().toNanos()).enumerate(), at, chains, () -> false));
    }

    @Test
    void aSpinsRepeatedReadsAreOneShapeWhateverTheirCount() {
        Tiny t = new Tiny();
        Reference x = t.var("x", Tiny.SC0);
        dev.syncscope.core.model.SourceSpan at = t.next();
        Action.Load poll = new Action.Load(x, 0, Tiny.atom(Tiny.WG), at);
        Action.Load other = new Action.Load(x, 0, Tiny.atom(Tiny.WG), t.next());
        Action.Store store = new Action.Store(x, 0, 1, Tiny.atom(Tiny.WG), t.next());
        Trace.Step read1 = new Trace.Step(poll, 1L, null);
        Trace.Step read0 = new Trace.Step(poll, 0L, null);
        Trace once = new Trace(0, List.of(read1, read0, new Trace.Step(store, null, 1L)), null);
        Trace thrice = new Trace(0, List.of(read1, read1, read1, read0, new Trace.Step(store, null, 1L)), null);
        assertEquals(once.steps(), StoresFirst.collapsed(thrice).steps());
        assertEquals(StoresFirst.shape(once), StoresFirst.shape(StoresFirst.collapsed(thrice)));
        assertTrue(once == StoresFirst.collapsed(once));
        // another instruction between two reads keeps both; a write ends the block: the read after it is kept
        Trace.Step read1Other = new Trace.Step(other, 1L, null);
        Trace mixed = new Trace(0, List.of(read1, read1Other, read1, new Trace.Step(store, null, 1L), read1), null);
        assertEquals(List.of(read1, read1Other, new Trace.Step(store, null, 1L), read1),
                StoresFirst.collapsed(mixed).steps());
    }
}
