package dev.syncscope.core.exec;

import dev.syncscope.core.memory.OpenSequence;
import dev.syncscope.core.memory.PList;
import dev.syncscope.core.model.Location;
import dev.syncscope.core.model.Program;
import dev.syncscope.core.model.RmwOp;
import org.junit.jupiter.api.Test;

import static dev.syncscope.core.exec.Mini.SC0;
import static dev.syncscope.core.exec.Mini.SC1;
import static dev.syncscope.core.exec.Mini.acq;
import static dev.syncscope.core.exec.Mini.acqRel;
import static dev.syncscope.core.exec.Mini.atom;
import static dev.syncscope.core.exec.Mini.av;
import static dev.syncscope.core.exec.Mini.reg;
import static dev.syncscope.core.exec.Mini.rel;
import static dev.syncscope.core.exec.Mini.vis;
import static dev.syncscope.core.model.Scope.DEVICE;
import static dev.syncscope.core.model.Scope.WORKGROUP;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * VK MM: Release Sequence along a run of release read-modify-writes: each continues the sequence of every release
 * before it, so the newest write carries all their tokens, and an acquire of it synchronizes with each release. The
 * tokens are the location's open sequences, shared, and an acquire skips the releases it knows already; both are
 * shortcuts, so the verdicts here are also the exhaustive checker's.
 */
class ReleaseSequenceTokensTest {

    private static final Location F = new Location("f", 0);

    /** {@code adders} invocations each store their own x[i] = 1 (av) and add 1 to f with acquire-release. */
    private static Mini adders(int adders) {
        Mini m = new Mini();
        for (int i = 0; i < adders; i++) {
            m.thread(i, i, 0).st("x" + i, 1, av(DEVICE)).rmw("f", RmwOp.ADD, 1, atom(DEVICE, acqRel(SC0)));
        }
        return m;
    }

    @Test
    void aReadModifyWriteThatContinuesEveryOpenSequenceKeepsTheLocationsListAndAddsItsOwn() {
        int adders = 6;
        Engine e = new Engine(adders(adders).program(), EngineOptions.DEFAULTS);
        PList<OpenSequence> before = PList.empty();
        for (int i = 0; i < adders; i++) {
            Mini.runInOrder(e, i);
            PList<OpenSequence> after = e.location(F).openSequences().list();
            assertEquals(i + 1, after.size(), "one sequence opened by each release, none ended by an add");
            assertEquals(i, after.head().token().source().id(), "the newest add's own sequence first");
            assertSame(before, after.tail(), "the sequences it continues: the location's list, not a copy");
            before = after;
        }
    }

    /**
     * Workgroup-scope acquire-release adds of two workgroups to one location, alternating (T0 and T2 in one, T1 in the
     * other; T<i>i</i> adds 2<sup>i</sup>): an add is in the scoped modification order only of the heads in its own
     * workgroup (VK MM: Scoped Modification Order, "mutually-ordered": each in the instance of the other's memory
     * scope), so it continues its workgroup's sequences and leaves the other's open (VK MM: Release Sequence). It ends
     * none, so the location's list stays as it was, shared, with the add's own sequence in front; the add carries its
     * own token and its workgroup's alone. A reader of T2's add in workgroup 0 synchronizes with T0 and T2, as the
     * checker says; the adds race, since T1's are in the other workgroup.
     */
    @Test
    void aWorkgroupScopeAddKeepsTheLocationsListAndCarriesItsOwnWorkgroupsSequencesOnly() {
        Mini m = new Mini();
        for (int i = 0; i < 3; i++) {
            m.thread(i, i % 2, 0).st("x" + i, 1, av(WORKGROUP))
                    .rmw("f", RmwOp.ADD, 1L << i, atom(WORKGROUP, acqRel(SC0)));
        }
        Program p = m.thread(3, 0, 0).ld("f", atom(WORKGROUP, acq(SC0))).ld("x0", vis(WORKGROUP))
                .ld("x2", vis(WORKGROUP)).program();
        Engine e = new Engine(p, EngineOptions.DEFAULTS);
        PList<OpenSequence> before = PList.empty();
        for (int i = 0; i < 3; i++) {
            Mini.runInOrder(e, i);
            PList<OpenSequence> after = e.location(F).openSequences().list();
            assertEquals(i + 1, after.size(), "one sequence opened by each release, none ended by an add");
            assertEquals(i, after.head().token().source().id(), "the newest add's own sequence first");
            assertSame(before, after.tail(), "the sequences it continues or leaves open: the location's list");
            before = after;
        }
        java.util.List<Integer> carried = new java.util.ArrayList<>();
        for (dev.syncscope.core.sync.ReleaseToken t : e.location(F).write(e.position() - 1).tokens()) {
            carried.add(t.source().id());
        }
        assertEquals(java.util.List.of(2, 0), carried, "T2's own token, then T0's sequence it continues; not T1's");
        Mini.runInOrder(e, 3);
        long read = reg(e, 3, 0);
        assertEquals(4, read & 12, "the load reads T2's add (T1's is not visible in workgroup 0)");
        assertEquals(1, reg(e, 3, 1), "x0 visible, through T0's release that T2's add continues");
        assertEquals(1, reg(e, 3, 2), "x2 visible, through T2's release");
        assertTrue(e.races().stream().allMatch(r -> r.first().location().equals(F)), "the adds race on f alone (T1's "
                + "are in another workgroup), the data does not: " + e.races());
        for (String x : java.util.List.of("x0", "x2")) {
            assertEquals(false, CheckerVerdict.racyOnWhen(p, x, java.util.Map.of("T3:r0", read)),
                    "checker: no race on " + x + " when the load reads T2's add");
        }
    }

    @Test
    void eachAcquireReleaseAddCoversTheReleasesBeforeItAndAReleaseOnlyAddDoesNot() {
        Engine e = new Engine(adders(4).program(), EngineOptions.DEFAULTS);
        Mini.runInOrder(e, 0, 1, 2, 3);
        for (OpenSequence o : e.location(F).openSequences().list()) {
            assertTrue(o.coversSet(), "T" + o.token().source().id() + "'s add acquired every release before it");
        }
        Engine relaxed = new Engine(new Mini()
                .thread(0, 0, 0).rmw("f", RmwOp.ADD, 1, atom(DEVICE, rel(SC0)))
                .thread(1, 1, 0).rmw("f", RmwOp.ADD, 1, atom(DEVICE, rel(SC0))).program(), EngineOptions.DEFAULTS);
        Mini.runInOrder(relaxed, 0, 1);
        PList<OpenSequence> open = relaxed.location(F).openSequences().list();
        assertEquals(false, open.head().coversSet(), "T1's add acquired nothing: it does not know T0's release");
        assertTrue(open.tail().head().coversSet(), "T0's has nothing after it");
    }

    /**
     * Semantics naming two storage classes give each add three tokens, one per class set ({sc0}, {sc1}, {sc0,sc1}:
     * VK MM: Inter-Thread-Happens-Before&lt;SC&gt;), side by side in the list; each covers the releases of its own set
     * before it, so the chain forms per set and an acquire of the newest add stops after its tokens.
     */
    @Test
    void anAcquireReleaseAddNamingTwoStorageClassesCoversTheReleasesBeforeItInEachClassSet() {
        int adders = 4;
        Mini m = new Mini();
        for (int i = 0; i < adders; i++) {
            m.thread(i, i, 0).st("x" + i, 1, av(DEVICE)).rmw("f", RmwOp.ADD, 1, atom(DEVICE, acqRel(SC0, SC1)));
        }
        Program p = m.thread(9, 9, 0).ld("f", atom(DEVICE, acq(SC0, SC1))).ld("x0", vis(DEVICE)).program();
        Engine e = new Engine(p, EngineOptions.DEFAULTS);
        Mini.runInOrder(e, 0, 1, 2, 3, adders);
        PList<OpenSequence> open = e.location(F).openSequences().list();
        assertEquals(3 * adders, open.size(), "a sequence per release and class set");
        for (OpenSequence o : open) {
            assertTrue(o.coversSet(), "T" + o.token().source().id() + "'s add acquired every release before it, "
                    + "class set " + o.token().classSet());
        }
        assertEquals(adders, reg(e, adders, 0), "the load reads the newest add");
        assertEquals(1, reg(e, adders, 1), "x0 visible, through T0's release");
        assertTrue(e.races().isEmpty(), e.races().toString());
    }

    @Test
    void anAcquireOfTheNewestAddKnowsEveryReleaseBeforeIt() {
        int adders = 5;
        Program p = adders(adders).thread(9, 9, 0).ld("f", atom(DEVICE, acq(SC0)))
                .ld("x0", vis(DEVICE)).ld("x2", vis(DEVICE)).ld("x4", vis(DEVICE)).program();
        Engine e = new Engine(p, EngineOptions.DEFAULTS);
        Mini.runInOrder(e, 0, 1, 2, 3, 4, adders);
        assertEquals(adders, reg(e, adders, 0), "the load reads the newest add");
        for (int r = 1; r <= 3; r++) {
            assertEquals(1, reg(e, adders, r), "x" + (2 * r - 2) + " visible");
        }
        assertTrue(e.races().isEmpty(), e.races().toString());
        assertEquals(false, CheckerVerdict.racyWhen(p, java.util.Map.of("T" + adders + ":r0", (long) adders)),
                "checker: no race when the load reads " + adders);
    }

    /**
     * A relaxed load of the newest of 12 release-only adds leaves every release pending once, though the load runs twice
     * (VK MM: Synchronizes-With, atomic–fence: each release whose sequence the load read), and the acquire barrier after
     * it takes them all, joined at once: every x[i] is visible. The pending list is indexed past 8 entries.
     */
    @Test
    void aRelaxedLoadOfALongSequenceLeavesEachReleasePendingOnceAndTheAcquireBarrierTakesThemAll() {
        int adders = 12;
        Mini m = new Mini();
        for (int i = 0; i < adders; i++) {
            m.thread(i, i, 0).st("x" + i, 1, av(DEVICE)).rmw("f", RmwOp.ADD, 1, atom(DEVICE, rel(SC0)));
        }
        m.thread(20, 20, 0).ld("f", atom(DEVICE)).ld("f", atom(DEVICE)).membar(DEVICE, acq(SC0));
        for (int i = 0; i < adders; i++) {
            m.ld("x" + i, vis(DEVICE));
        }
        Program p = m.program();
        Engine e = new Engine(p, EngineOptions.DEFAULTS);
        int[] order = new int[adders + 1];
        for (int i = 0; i <= adders; i++) {
            order[i] = i;
        }
        Mini.runInOrder(e, order);
        assertEquals(adders, e.state.agents[adders].pending().size(), "each release pending once");
        for (int i = 0; i < adders; i++) {
            assertEquals(1, reg(e, adders, 2 + i), "x" + i + " visible");
        }
        assertTrue(e.races().isEmpty(), e.races().toString());
    }

    /**
     * T1's add releases but does not acquire, so its clock does not know T0's release: knowing T1's release is no
     * reason to skip T0's, which the reader still needs for x (VK MM: Synchronizes-With through the release sequence
     * T1's add continues).
     */
    @Test
    void anAcquireThatKnowsOneReleaseStillTakesAnEarlierOneItsWriterDidNotAcquire() {
        Program p = new Mini()
                .thread(0, 0, 0).st("x", 1, av(DEVICE)).rmw("f", RmwOp.ADD, 1, atom(DEVICE, rel(SC0)))
                .thread(1, 1, 0).st("y", 1, av(DEVICE)).rmw("f", RmwOp.ADD, 1, atom(DEVICE, rel(SC0)))
                .thread(2, 2, 0).ld("f", atom(DEVICE, acq(SC0))).ld("x", vis(DEVICE)).ld("y", vis(DEVICE))
                .program();
        Engine e = new Engine(p, EngineOptions.DEFAULTS);
        Mini.runInOrder(e, 0, 1, 2);
        assertEquals(2, reg(e, 2, 0), "the load reads T1's add");
        assertEquals(1, reg(e, 2, 1), "x, through T0's release");
        assertEquals(1, reg(e, 2, 2), "y, through T1's");
        assertTrue(e.races().isEmpty(), e.races().toString());
        assertEquals(false, CheckerVerdict.racyWhen(p, java.util.Map.of("T2:r0", 2L)), "checker: no race");
    }
}
