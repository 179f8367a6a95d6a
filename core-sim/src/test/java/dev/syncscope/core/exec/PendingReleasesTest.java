package dev.syncscope.core.exec;

import dev.syncscope.core.memory.CarriedTokens;
import dev.syncscope.core.memory.OpenSequence;
import dev.syncscope.core.memory.PList;
import dev.syncscope.core.model.Agent;
import dev.syncscope.core.model.Program;
import dev.syncscope.core.model.RmwOp;
import dev.syncscope.core.model.Scope;
import dev.syncscope.core.model.StorageClass;
import dev.syncscope.core.sync.Clock;
import dev.syncscope.core.sync.ReleaseToken;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

import static dev.syncscope.core.exec.Mini.SC0;
import static dev.syncscope.core.exec.Mini.acq;
import static dev.syncscope.core.exec.Mini.atom;
import static dev.syncscope.core.exec.Mini.av;
import static dev.syncscope.core.exec.Mini.reg;
import static dev.syncscope.core.exec.Mini.rel;
import static dev.syncscope.core.exec.Mini.vis;
import static dev.syncscope.core.model.Scope.DEVICE;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The releases an invocation's relaxed atomic reads leave pending for an acquire barrier (VK MM: Synchronizes-With,
 * atomic–fence and fence–fence): a read of a write in a long release sequence is kept as one part, not as one entry per
 * release, and the list read back is exactly the one adding the entries one by one gave.
 */
class PendingReleasesTest {

    /** {@code adders} release-only adds to f, each after a store; {@code readers} relaxed loads of f, a barrier. */
    private static Program releaseAddsThenRelaxedReaders(int adders, int readers) {
        Mini m = new Mini();
        for (int i = 0; i < adders; i++) {
            m.thread(i, i, 0).st("x" + i, 1, av(DEVICE)).rmw("f", RmwOp.ADD, 1, atom(DEVICE, rel(SC0)));
        }
        for (int r = 0; r < readers; r++) {
            m.thread(adders + r, adders + r, 0).ld("f", atom(DEVICE)).ld("f", atom(DEVICE)).membar(DEVICE, acq(SC0))
                    .ld("x0", vis(DEVICE)).ld("x" + (adders - 1), vis(DEVICE));
        }
        return m.program();
    }

    @Test
    void relaxedReadsOfALongReleaseSequenceKeepOnePartPerReaderNotOnePerRelease() {
        int adders = 40;
        int readers = 10;
        Engine e = new Engine(releaseAddsThenRelaxedReaders(adders, readers), EngineOptions.DEFAULTS);
        int[] order = new int[adders + readers];
        for (int i = 0; i < order.length; i++) {
            order[i] = i;
        }
        Mini.runInOrder(e, order);
        int parts = 0;
        for (int r = 0; r < readers; r++) {
            PendingReleases p = e.state.agents[adders + r].pending();
            assertEquals(adders, p.size(), "every release pending once, though the load ran twice");
            parts += p.partCount();
            assertEquals(adders, reg(e, adders + r, 0), "the load reads the newest add");
            assertEquals(1, reg(e, adders + r, 2), "x0 visible: the barrier took T0's release");
            assertEquals(1, reg(e, adders + r, 3), "x" + (adders - 1) + " visible");
        }
        assertEquals(readers, parts, "one part per reader (there were " + readers * adders + " entries)");
        assertTrue(e.races().isEmpty(), e.races().toString());
    }

    @Test
    void aReadOfANewerWriteOfTheSameSequenceKeepsOnlyTheReleasesAddedSince() {
        Mini m = new Mini();
        int adders = 12;
        for (int i = 0; i < adders; i++) {
            m.thread(i, i, 0).rmw("f", RmwOp.ADD, 1, atom(DEVICE, rel(SC0)));
        }
        m.thread(adders, adders, 0).ld("f", atom(DEVICE)).ld("f", atom(DEVICE));
        Engine e = new Engine(m.program(), EngineOptions.DEFAULTS);
        Mini.runInOrder(e, 0, 1, 2, 3, 4, 5, 6, 7);
        e.step(Decision.of(adders));
        for (int i = 8; i < adders; i++) {
            Mini.runInOrder(e, i);
        }
        e.step(Decision.of(adders));
        PendingReleases p = e.state.agents[adders].pending();
        assertEquals(adders, p.size());
        PendingReleases.Read newest = (PendingReleases.Read) p.newestPart();
        assertEquals(4, newest.count(), "the second read keeps the 4 releases after the first read's");
        assertEquals(8, p.iterator().next().token().source().id(),
                "each release put first in the write's order (T11, T10, T9, T8): T8's is first");
    }

    // ---- the expanded list against adding entries one by one, on random lists ----

    private static final Agent[] AGENTS = {
            new Agent(0, "T0", 0, 0, 0, false), new Agent(1, "T1", 0, 0, 0, false),
            new Agent(2, "T2", 1, 1, 0, false), new Agent(3, "T3", 2, 2, 0, false)};
    private static final Scope[] SCOPES = {Scope.WORKGROUP, DEVICE};
    private static final StorageClass[] CLASSES = {StorageClass.values()[0], StorageClass.values()[1]};

    /** The list as ReadAcquire made it before parts: each admitted release put first unless an equal one is held. */
    private static List<Pending> oneByOne(List<Pending> newestFirst, PendingReleases.Read r, CarriedTokens tokens) {
        List<Pending> out = new ArrayList<>(newestFirst);
        for (ReleaseToken t : tokens) {
            Pending p = new Pending(t, r.requiredClass());
            if (r.admits(t) && !out.contains(p)) {
                out.add(0, p);
            }
        }
        return out;
    }

    private static ReleaseToken token(SplittableRandom rnd) {
        Agent a = AGENTS[rnd.nextInt(AGENTS.length)];
        boolean fence = rnd.nextInt(5) == 0;
        Scope s = SCOPES[rnd.nextInt(2)];
        ReleaseToken t = new ReleaseToken(a, fence ? 0 : 1 + rnd.nextInt(6), s, rnd.nextInt(2),
                Clock.of((a.id() + 1) % AGENTS.length, rnd.nextInt(3)), fence);
        return fence && rnd.nextBoolean() ? t.headedAt(SCOPES[rnd.nextInt(2)]) : t;
    }

    @Test
    void theExpandedListIsTheOneAddingEachReleaseGaveOnRandomReadsAndBarriers() {
        SplittableRandom rnd = new SplittableRandom(50);
        for (int run = 0; run < 400; run++) {
            // a few locations' lists of open sequences, grown by prepending: reads share their tails
            List<PList<OpenSequence>> lists = new ArrayList<>();
            lists.add(PList.empty());
            PendingReleases p = PendingReleases.EMPTY;
            List<Pending> expected = new ArrayList<>();
            Agent reader = AGENTS[rnd.nextInt(AGENTS.length)];
            CarriedTokens lastTokens = null;
            Scope lastScope = null;
            boolean lastSame = false;
            StorageClass lastClass = null;
            for (int op = 0; op < 30; op++) {
                int kind = rnd.nextInt(10);
                if (kind == 0) {
                    Pending b = new Pending(token(rnd), null);
                    p = p.prepend(b);
                    expected.add(0, b);
                    continue;
                }
                if (kind < 5 || lists.size() < 2) {
                    PList<OpenSequence> base = lists.get(rnd.nextInt(lists.size()));
                    for (int k = rnd.nextInt(4); k >= 0; k--) {
                        base = base.prepend(OpenSequence.opening(token(rnd), "f", false, base));
                    }
                    lists.add(base);
                }
                PList<OpenSequence> continued = lists.get(rnd.nextInt(lists.size()));
                List<ReleaseToken> own = new ArrayList<>();
                for (int k = rnd.nextInt(3); k > 0; k--) {
                    own.add(token(rnd));
                }
                CarriedTokens tokens = CarriedTokens.ownThen(own, continued);
                Scope scope = SCOPES[rnd.nextInt(2)];
                boolean same = rnd.nextInt(4) > 0;
                StorageClass c = CLASSES[rnd.nextInt(2)];
                if (kind == 1 && lastTokens != null) {
                    // the same read again, as a spin loop makes it (withRead's fast path), or of another class
                    tokens = lastTokens;
                    scope = lastScope;
                    same = lastSame;
                    c = rnd.nextInt(4) > 0 || lastClass != CLASSES[0] ? lastClass : CLASSES[1];
                }
                lastTokens = tokens;
                lastScope = scope;
                lastSame = same;
                lastClass = c;
                p = p.withRead(tokens, reader, scope, same, c);
                expected = oneByOne(expected, new PendingReleases.Read(List.of(), PList.empty(), 0, reader, scope,
                        same, c), tokens);
                List<Pending> got = new ArrayList<>();
                p.forEach(got::add);
                assertEquals(expected, got, "run " + run + " op " + op);
                assertEquals(expected.size(), p.size());
                assertEquals(expected.hashCode(), p.hashCode(), "the hash of the expanded list");
                List<Pending> handed = new ArrayList<>();
                p.forEachRelease((t, cl) -> handed.add(new Pending(t, cl)));
                assertTrue(handed.containsAll(expected) && expected.containsAll(handed),
                        "an acquire barrier is handed exactly the entries");
            }
        }
    }

    @Test
    void aListKeptInPartsEqualsTheSameEntriesAddedOneByOneAndHashesAlike() {
        Agent reader = AGENTS[0];
        ReleaseToken t1 = new ReleaseToken(AGENTS[1], 2, DEVICE, 0, Clock.EMPTY, false);
        ReleaseToken t2 = new ReleaseToken(AGENTS[2], 3, DEVICE, 0, Clock.of(1, 2), false);
        PList<OpenSequence> open = PList.<OpenSequence>empty();
        open = open.prepend(OpenSequence.opening(t1, "f", true, open));
        open = open.prepend(OpenSequence.opening(t2, "f", false, open));
        PendingReleases parts = PendingReleases.EMPTY.withRead(CarriedTokens.ownThen(List.of(), open), reader, DEVICE,
                true, CLASSES[0]);
        PendingReleases entries = PendingReleases.EMPTY.prepend(new Pending(t2, CLASSES[0]))
                .prepend(new Pending(t1, CLASSES[0]));
        assertEquals(1, parts.partCount());
        assertEquals(entries, parts);
        assertEquals(parts, entries);
        assertEquals(entries.hashCode(), parts.hashCode());
        assertNotEquals(PendingReleases.EMPTY.prepend(new Pending(t1, CLASSES[0]))
                .prepend(new Pending(t2, CLASSES[0])), parts, "the order is part of the list");
        assertNotEquals(PendingReleases.EMPTY.withRead(CarriedTokens.ownThen(List.of(), open), reader, DEVICE, true,
                CLASSES[1]), parts, "the class the barrier needs is part of an entry");
    }
}
