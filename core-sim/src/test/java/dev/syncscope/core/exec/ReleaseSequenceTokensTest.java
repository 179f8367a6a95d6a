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
            PList<OpenSequence> after = e.location(F).openSequences();
            assertEquals(i + 1, after.size(), "one sequence opened by each release, none ended by an add");
            assertEquals(i, after.head().token().source().id(), "the newest add's own sequence first");
            assertSame(before, after.tail(), "the sequences it continues: the location's list, not a copy");
            before = after;
        }
    }

    @Test
    void eachAcquireReleaseAddCoversTheReleasesBeforeItAndAReleaseOnlyAddDoesNot() {
        Engine e = new Engine(adders(4).program(), EngineOptions.DEFAULTS);
        Mini.runInOrder(e, 0, 1, 2, 3);
        for (OpenSequence o : e.location(F).openSequences()) {
            assertTrue(o.coversSet(), "T" + o.token().source().id() + "'s add acquired every release before it");
        }
        Engine relaxed = new Engine(new Mini()
                .thread(0, 0, 0).rmw("f", RmwOp.ADD, 1, atom(DEVICE, rel(SC0)))
                .thread(1, 1, 0).rmw("f", RmwOp.ADD, 1, atom(DEVICE, rel(SC0))).program(), EngineOptions.DEFAULTS);
        Mini.runInOrder(relaxed, 0, 1);
        PList<OpenSequence> open = relaxed.location(F).openSequences();
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
        PList<OpenSequence> open = e.location(F).openSequences();
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
