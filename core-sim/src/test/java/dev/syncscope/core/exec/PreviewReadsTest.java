package dev.syncscope.core.exec;

import dev.syncscope.core.api.MixedStores;
import dev.syncscope.core.litmus.herd.HerdParser;
import dev.syncscope.core.litmus.khronos.KhronosCorpus;
import dev.syncscope.core.litmus.khronos.KhronosParser;
import dev.syncscope.core.memory.LocationState;
import dev.syncscope.core.memory.WriteRecord;
import dev.syncscope.core.model.Action;
import dev.syncscope.core.model.Location;
import dev.syncscope.core.model.Program;
import dev.syncscope.core.model.Reference;
import dev.syncscope.core.model.Scope;
import dev.syncscope.core.model.Semantics;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.SplittableRandom;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@link PreviewReads} (a snapshot's reads, asked of a location version's grouped writes) gives
 * {@link DefaultReads#of}'s answer (every write asked) for every invocation, reference and
 * index, at every step of random runs, after step-backs and seeks, with one {@link PreviewReads}
 * kept across all of them as a session keeps it.
 */
class PreviewReadsTest {

    /** How many answers were compared, and how many of them were retired writes, by why they are read. */
    private static final class Tally {
        int compared;
        int retired;
        int retiredOwn;
        int retiredRmw;
        int retiredByFacts;
    }

    /** Compares every (agent, reference, index) probe's answer; a fresh probe for each side (no shared chain answers). */
    private static void assertSameReads(Engine e, PreviewReads fast, String what, Tally t) {
        for (int a = 0; a < e.agentCount(); a++) {
            for (Reference r : e.launch().references()) {
                for (int i = 0; i < r.length(); i++) {
                    Location loc = r.location(i);
                    LocationState ls = e.executor().locationState(new Tx(e.state), r, loc);
                    WriteRecord expected = e.executor().defaultRead(ls, Inspector.probe(e, a, r, loc));
                    WriteRecord actual = fast.defaultRead(ls, Inspector.probe(e, a, r, loc));
                    assertSame(expected, actual, what + ": agent " + a + " reads " + r.name() + "[" + i + "]");
                    t.compared++;
                    if (expected.retired()) {
                        t.retired++;
                        if (expected.agent() == a && expected.reference().name().equals(r.name())) {
                            t.retiredOwn++;
                        } else if (expected.rmw()) {
                            t.retiredRmw++;
                        } else {
                            t.retiredByFacts++;
                        }
                    }
                }
            }
        }
    }

    private static void runComparing(Engine e, PreviewReads fast, SplittableRandom r, int maxSteps, String what,
                                     Tally t) {
        for (int i = 0; i < maxSteps && e.anyRunnable(); i++) {
            e.step(RandomPrograms.decide(e, r));
            assertSameReads(e, fast, what + " step " + e.position(), t);
        }
    }

    @Test
    void groupedWritesGiveEveryWritesAnswerOnRandomLoopPrograms() {
        Tally t = new Tally();
        for (long seed = 0; seed < 150; seed++) {
            Program p = LoopPrograms.generate(seed);
            Engine e = new Engine(p, EngineOptions.DEFAULTS);
            runComparing(e, new PreviewReads(e), new SplittableRandom(seed), 3000, "loop program " + seed, t);
        }
        // the property says something only when retired writes are read, for each reason one can be
        assertTrue(t.retiredOwn > 500, "own retired writes read: " + t.retiredOwn);
        assertTrue(t.retiredRmw > 100, "retired read-modify-writes read: " + t.retiredRmw);
        assertTrue(t.retiredByFacts > 100, "retired writes read through availability facts: " + t.retiredByFacts);
    }

    /** The cache is kept across steps back, jumps and another future, as a session keeps it. */
    @Test
    void groupedWritesGiveEveryWritesAnswerAfterStepBacksAndSeeks() {
        Tally t = new Tally();
        for (long seed = 0; seed < 60; seed++) {
            Program p = LoopPrograms.generate(seed);
            SplittableRandom r = new SplittableRandom(seed);
            Engine e = new Engine(p, EngineOptions.DEFAULTS);
            PreviewReads fast = new PreviewReads(e);
            RaceHorizonTest.runRandom(e, r, 3000);
            assertSameReads(e, fast, "seed " + seed + " at the end", t);
            int end = e.position();
            for (int k = 0; k < 6; k++) {
                int to = r.nextInt(end + 1);
                e.seek(to);
                assertSameReads(e, fast, "seed " + seed + " after a jump to " + to, t);
                if (e.stepBack()) {
                    assertSameReads(e, fast, "seed " + seed + " after a step back from " + to, t);
                    e.redo();
                    assertSameReads(e, fast, "seed " + seed + " after a step forward to " + to, t);
                }
            }
            e.seek(end / 2);
            runComparing(e, fast, new SplittableRandom(~seed), 3000, "seed " + seed + " another future", t);
        }
        assertTrue(t.retired > 1000, "retired writes read: " + t.retired);
    }

    /** Device-domain operations, system-synchronizes-with, aliases of two storage classes, chains on and off. */
    @Test
    void groupedWritesGiveEveryWritesAnswerOnTheLitmusCorpora() throws Exception {
        Tally t = new Tally();
        int files = 0;
        for (Path f : KhronosCorpus.files()) {
            Program p = new KhronosParser().parse(f).program();
            files++;
            for (long seed = 0; seed < 4; seed++) {
                Engine e = new Engine(p, EngineOptions.DEFAULTS);
                runComparing(e, new PreviewReads(e), new SplittableRandom(seed), 10_000, f.getFileName() + " seed " + seed, t);
            }
        }
        for (Path f : StepperAgainstCheckerHerdTest.files()) {
            Program p = HerdParser.parse(f).program();
            files++;
            for (long seed = 0; seed < 2; seed++) {
                Engine e = new Engine(p, EngineOptions.DEFAULTS);
                runComparing(e, new PreviewReads(e), new SplittableRandom(seed), 10_000, f.getFileName() + " seed " + seed, t);
            }
        }
        assertEquals(KhronosCorpus.FILE_COUNT + StepperAgainstCheckerHerdTest.files().size(), files);
        assertTrue(t.compared > 10_000, "answers compared: " + t.compared);
    }

    /**
     * A non-private store retired by its writer's private store, which a workgroup barrier then makes
     * available; another invocation's private store retires that one. A third invocation of the workgroup
     * reads the first store (VK MM: Location-Ordered: the availability operation after the newer own
     * store orders the older one too; the private store itself is not location-ordered): only the chain
     * through the newer own store carries the fact that answers it. An invocation of another workgroup
     * reads the initial value.
     */
    @Test
    void aRetiredWriteIsReadThroughTheFactsOfItsWritersNewerStore() {
        Mini m = new Mini().ref("x", "x", Mini.SC0);
        m.thread(0, 0, 0).st("x", 1, Mini.nonpriv()).st("x", 2, Mini.plain())
                .cbar(Scope.WORKGROUP, Scope.WORKGROUP, Mini.acqRelAvVis(Mini.SC0), 1);
        m.thread(1, 0, 0).cbar(Scope.WORKGROUP, Scope.WORKGROUP, Mini.acqRelAvVis(Mini.SC0), 1);
        m.thread(2, 0, 0).cbar(Scope.WORKGROUP, Scope.WORKGROUP, Mini.acqRelAvVis(Mini.SC0), 1).st("x", 3, Mini.plain());
        m.thread(3, 1, 0);
        Engine e = m.engine();
        Mini.runInOrder(e, 0, 1, 2);
        Tally t = new Tally();
        assertSameReads(e, new PreviewReads(e), "after the barrier", t);
        Reference x = e.launch().references().get(0);
        LocationState ls = e.location(x.location(0));
        WriteRecord first = e.executor().defaultRead(ls, Inspector.probe(e, 1, x, x.location(0)));
        assertEquals(1, first.value());
        assertTrue(first.retired() && first.facts().isEmpty(), "read through its chain: " + first);
        assertTrue(e.executor().defaultRead(ls, Inspector.probe(e, 3, x, x.location(0))).initial());
    }

    /** Long histories that invocations see differently: by workgroup, by aliased reference, by what each made visible. */
    @Test
    void groupedWritesGiveEveryWritesAnswerOnMixedStoresAndLoads() {
        Tally t = new Tally();
        for (long seed = 0; seed < 3; seed++) {
            Engine e = new Engine(MixedStores.program(8, 100), EngineOptions.DEFAULTS);
            PreviewReads fast = new PreviewReads(e);
            SplittableRandom r = new SplittableRandom(seed);
            while (e.anyRunnable()) {
                e.step(RandomPrograms.decide(e, r));
                if (e.position() % 7 == 0) {
                    assertSameReads(e, fast, "mixed stores seed " + seed + " step " + e.position(), t);
                }
            }
        }
        assertTrue(t.retiredByFacts > 1000, "retired writes read through availability facts: " + t.retiredByFacts);
        assertTrue(t.retiredRmw > 100, "retired read-modify-writes read: " + t.retiredRmw);
    }

    /**
     * Two unsynchronized stores made available to the workgroup; after a barrier (no MakeVisible) an
     * invocation loads with MakePointerVisible and picks the older one (both are allowed); a private
     * store then retires both. The loader would now read the newer retired store: its per-instruction
     * visibility mark, not a semantic one, makes it visible (VK MM: Availability and Visibility),
     * which is newer than what its own read returned.
     */
    @Test
    void aPerInstructionVisibilityMarkMakesARetiredWriteReadable() {
        Semantics barrier = Mini.acqRel(Mini.SC0);
        Mini m = new Mini().ref("x", "x", Mini.SC0);
        m.thread(0, 0, 0).st("x", 1, Mini.av(Scope.WORKGROUP)).cbar(Scope.WORKGROUP, Scope.WORKGROUP, barrier, 1)
                .st("x", 3, Mini.plain());
        m.thread(1, 0, 0).cbar(Scope.WORKGROUP, Scope.WORKGROUP, barrier, 1).ld("x", Mini.vis(Scope.WORKGROUP));
        m.thread(2, 0, 0).st("x", 2, Mini.av(Scope.WORKGROUP)).cbar(Scope.WORKGROUP, Scope.WORKGROUP, barrier, 1);
        Engine e = m.engine();
        for (int agent : new int[] {0, 2, 0, 1, 2}) {
            e.step(Decision.of(agent));
        }
        e.step(new Decision(1, 0));
        e.step(Decision.of(0));
        Tally t = new Tally();
        assertSameReads(e, new PreviewReads(e), "after the private store", t);
        Reference x = e.launch().references().get(0);
        WriteRecord read = e.executor().defaultRead(e.location(x.location(0)), Inspector.probe(e, 1, x, x.location(0)));
        assertEquals(2, read.value(), "the newer store, through the load's mark");
        assertTrue(read.retired());
    }

    /**
     * A host thread's store flushed to the host domain (and nowhere else), then retired by another host
     * thread's store that follows it (system-synchronizes-with) and is not flushed. A third host thread
     * that invalidates reads the retired store through its host-domain fact (VK MM: Location-Ordered,
     * last bullet: X -> AV(host) -> VIS(host) -> Y, both in the host domain).
     */
    @Test
    void aHostThreadReadsARetiredWriteThroughItsHostDomainFact() {
        Engine e = HostPrograms.engine(new Mini().thread(0, 0, 0).st("x", 1, Mini.plain()).act(HostPrograms.flush())
                .thread(1, 0, 0).st("x", 2, Mini.plain())
                .thread(2, 0, 0).act(HostPrograms.invalidate()).ssw(0, 1).ssw(0, 2), 0, 1, 2);
        Mini.runInOrder(e, 0, 1, 2);
        Tally t = new Tally();
        assertSameReads(e, new PreviewReads(e), "after the host's invalidate", t);
        Reference x = e.launch().references().get(0);
        WriteRecord read = e.executor().defaultRead(e.location(x.location(0)), Inspector.probe(e, 2, x, x.location(0)));
        assertEquals(1, read.value(), "the store the host domain holds");
        assertTrue(read.retired());
        assertEquals("[host]", read.domains().toString());
    }

    /** Plain stores no other invocation sees: every other invocation's read asks no retired write. */
    @Test
    void groupedWritesGiveEveryWritesAnswerOnLongStoreLoops() {
        Tally t = new Tally();
        Engine e = new Engine(EngineBench.storeLoop(8, 200), EngineOptions.DEFAULTS);
        PreviewReads fast = new PreviewReads(e);
        for (int i = 0; i < 3000 && e.anyRunnable(); i++) {
            e.step(Scheduler.roundRobin().next(e));
            if (i % 97 == 0) {
                assertSameReads(e, fast, "store loop step " + e.position(), t);
            }
        }
        assertTrue(e.location(new Location("s", 0)).retired().size() > 100);
        assertTrue(t.compared > 1000, "answers compared: " + t.compared);
    }
}
