package dev.syncscope.core.exec;

import dev.syncscope.core.litmus.khronos.KhronosCorpus;
import dev.syncscope.core.litmus.khronos.KhronosParser;
import dev.syncscope.core.model.Access;
import dev.syncscope.core.model.Action;
import dev.syncscope.core.model.Agent;
import dev.syncscope.core.model.Launch;
import dev.syncscope.core.model.Location;
import dev.syncscope.core.model.Program;
import dev.syncscope.core.model.Reference;
import dev.syncscope.core.model.Scope;
import dev.syncscope.core.model.Semantics;
import dev.syncscope.core.model.SourceSpan;
import dev.syncscope.core.model.StorageClass;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The data-race check's horizons (an access checks only the history since its group's previous
 * check) give exactly the answers of a full scan: the same races in the same order with the same
 * explanations, the same diagnostics and events; stepping back and seeking restore them.
 */
class RaceHorizonTest {

    /** An engine that uses horizons at every access ({@code true}) or never. */
    static Engine engine(Program p, boolean horizons) {
        Engine e = new Engine(p, EngineOptions.DEFAULTS);
        e.executor().races().horizonFrom(horizons ? 0 : Integer.MAX_VALUE);
        return e;
    }

    /** Runs {@code e} to its end with random decisions (random agent, random allowed value). */
    static void runRandom(Engine e, SplittableRandom r, int maxSteps) {
        for (int i = 0; i < maxSteps && e.anyRunnable(); i++) {
            e.step(RandomPrograms.decide(e, r));
        }
    }

    static void replay(Engine e, List<Decision> decisions) {
        for (Decision d : decisions) {
            e.step(d);
        }
    }

    static List<Event> events(Engine e) {
        List<Event> out = new ArrayList<>();
        for (StepRecord s : e.trace().subList(0, e.position())) {
            out.add(s.event());
        }
        return out;
    }

    static void assertSameAnswers(Engine expected, Engine actual, String what) {
        assertEquals(expected.races(), actual.races(), what + ": races");
        assertEquals(expected.diagnostics(), actual.diagnostics(), what + ": diagnostics");
        assertEquals(events(expected), events(actual), what + ": events");
    }

    @Test
    void horizonsGiveTheFullScansAnswersOnRandomLoopPrograms() {
        int racy = 0;
        int skipped = 0;
        for (long seed = 0; seed < 400; seed++) {
            Program p = LoopPrograms.generate(seed);
            Engine h = engine(p, true);
            runRandom(h, new SplittableRandom(seed), 4000);
            Engine full = engine(p, false);
            replay(full, h.decisions());
            assertSameAnswers(full, h, "loop program " + seed);
            racy += h.races().isEmpty() ? 0 : 1;
            skipped += skippedSomething(h) ? 1 : 0;
        }
        // the property says something only when programs race and horizons skip history
        assertTrue(racy > 100, "racy programs: " + racy);
        assertTrue(skipped > 100, "programs where a horizon skipped history: " + skipped);
    }

    /** Whether some location holds a horizon (a later access of that group then skipped history). */
    private static boolean skippedSomething(Engine e) {
        for (Location l : e.touchedLocations()) {
            if (e.location(l).horizons().size() > 0 && e.location(l).live().size()
                    + e.location(l).retired().size() > 8) {
                return true;
            }
        }
        return false;
    }

    @Test
    void horizonsGiveTheFullScansAnswersOnTheKhronosCorpus() throws Exception {
        int files = 0;
        for (Path f : KhronosCorpus.files()) {
            Program p = new KhronosParser().parse(f).program();
            files++;
            for (long seed = 0; seed < 6; seed++) {
                Engine h = engine(p, true);
                runRandom(h, new SplittableRandom(seed), 10_000);
                Engine full = engine(p, false);
                replay(full, h.decisions());
                assertSameAnswers(full, h, f.getFileName() + " seed " + seed);
            }
        }
        assertEquals(KhronosCorpus.FILE_COUNT, files);
    }

    @Test
    void steppingBackAndSeekingRestoreTheHorizons() {
        for (long seed = 0; seed < 60; seed++) {
            Program p = LoopPrograms.generate(seed);
            SplittableRandom r = new SplittableRandom(seed);
            Engine h = engine(p, true);
            runRandom(h, r, 4000);
            List<Decision> first = List.copyOf(h.decisions());
            int k = r.nextInt(first.size() + 1);
            h.seek(k);
            Engine fresh = engine(p, true);
            replay(fresh, first.subList(0, k));
            for (Location l : fresh.touchedLocations()) {
                assertEquals(fresh.location(l), h.location(l), "seed " + seed + " at " + k + ": " + l);
            }
            assertEquals(fresh.races(), h.races(), "seed " + seed + " at " + k);
            // a different future from there: as a full scan of the same decisions
            while (h.position() > k / 2) {
                h.stepBack();
            }
            runRandom(h, new SplittableRandom(~seed), 4000);
            Engine full = engine(p, false);
            replay(full, h.decisions().subList(0, h.position()));
            assertSameAnswers(full, h, "seed " + seed + " after going back to " + k / 2);
        }
    }

    // ---- spec cases on long histories, with the engine's default threshold ---------------------------

    private static final SourceSpan OLD_STORE = new SourceSpan("t.comp", 1, 1);
    private static final SourceSpan LOOP_STORE = new SourceSpan("t.comp", 2, 1);
    private static final SourceSpan LOOP_LOAD = new SourceSpan("t.comp", 3, 1);
    private static final SourceSpan LATE_LOAD = new SourceSpan("t.comp", 4, 1);
    private static final int ITERATIONS = 40;
    private static final Reference X = new Reference("x", "x", StorageClass.STORAGE_BUFFER, 1);
    private static final Access NONPRIV = new Access(false, null, Semantics.NONE, false, false, true);
    private static final Semantics AV_VIS = new Semantics(true, true, Set.of(StorageClass.STORAGE_BUFFER), true, true);

    /**
     * T0 stores x (private, {@code first}) once, then T0 and T1 (one workgroup) take turns 40 times:
     * T0 stores x non-private (a new value each time), a workgroup barrier with acquire-release, MakeAvailable and MakeVisible
     * for StorageBuffer, T1 loads x non-private, a second barrier. Then T1 performs {@code late}.
     */
    private static Program turns(Action.Store first, Action late) {
        List<Action> t0 = new ArrayList<>();
        List<Action> t1 = new ArrayList<>();
        t0.add(first);
        Action.Load load = new Action.Load(X, 0, NONPRIV, LOOP_LOAD);
        for (int i = 0; i < ITERATIONS; i++) {
            // a new value each time: the same value read again and again would be a hopeless spin
            Action.Store store = new Action.Store(X, 0, 2 + i, NONPRIV, LOOP_STORE);
            Action b1 = new Action.ControlBarrier(Scope.WORKGROUP, Scope.WORKGROUP, AV_VIS, 2 * i + 1,
                    new SourceSpan("t.comp", 5, 1));
            Action b2 = new Action.ControlBarrier(Scope.WORKGROUP, Scope.WORKGROUP, AV_VIS, 2 * i + 2,
                    new SourceSpan("t.comp", 6, 1));
            t0.addAll(List.of(store, b1, b2));
            t1.addAll(List.of(b1, load, b2));
        }
        t1.add(late);
        List<Agent> agents = List.of(new Agent(0, "T0", 0, 0, 0), new Agent(1, "T1", 0, 0, 0));
        return new Program("turns", new Launch(agents, List.of(X), Map.of(), List.of(), false),
                List.of(ScriptedThread.of(t0), ScriptedThread.of(t1)));
    }

    private static Engine runRoundRobin(Program p) {
        Engine e = new Engine(p, EngineOptions.DEFAULTS);
        e.run(Scheduler.roundRobin(), StopCondition.NEVER, Long.MAX_VALUE);
        return e;
    }

    private static boolean hasRace(Engine e, SourceSpan first, SourceSpan second) {
        for (Race r : e.races()) {
            if (r.first().source().equals(first) && r.second().source().equals(second)) {
                return true;
            }
        }
        return false;
    }

    @Test
    void anOldPrivateWriteRacesWithALateLoadAfterManyOrderedOnes() {
        // VK MM: Location-Ordered: a private write and another invocation's access are ordered only by
        // system-synchronizes-with, so T0's first store races with each of T1's loads; the late load is
        // another instruction: a race of its own, though the 40 barrier-ordered stores lie between
        Engine e = runRoundRobin(turns(new Action.Store(X, 0, 1, Access.PLAIN, OLD_STORE),
                new Action.Load(X, 0, NONPRIV, LATE_LOAD)));
        assertTrue(hasRace(e, OLD_STORE, LOOP_LOAD), () -> e.races().toString());
        assertTrue(hasRace(e, OLD_STORE, LATE_LOAD), () -> e.races().toString());
        assertEquals(2, e.races().size(), () -> e.races().toString());
    }

    @Test
    void aPrivateLoadAtTheLoopLoadsSourceRacesWithTheOrderedStores() {
        // VK MM: Private vs. Non-Private: the late load shares the loop load's source position but is
        // private, so the barrier-ordered non-private stores of T0 are not location-ordered before it
        Engine e = runRoundRobin(turns(new Action.Store(X, 0, 1, NONPRIV, OLD_STORE),
                new Action.Load(X, 0, Access.PLAIN, LOOP_LOAD)));
        assertTrue(hasRace(e, LOOP_STORE, LOOP_LOAD), () -> e.races().toString());
        assertTrue(hasRace(e, OLD_STORE, LOOP_LOAD), () -> e.races().toString());
    }

    @Test
    void aLoadThroughAnotherReferenceAtTheLoopLoadsSourceRacesWithTheOrderedStores() {
        // VK MM: Location-Ordered: shader-domain availability and visibility order accesses through one
        // reference only (R_X == R_Y); the late load uses an alias of x at the loop load's source position
        Reference alias = new Reference("z", "x", StorageClass.STORAGE_BUFFER, 1);
        Program p = turns(new Action.Store(X, 0, 1, NONPRIV, OLD_STORE), new Action.Load(alias, 0, NONPRIV, LOOP_LOAD));
        Launch l = p.launch();
        Engine e = runRoundRobin(new Program(p.name(), new Launch(l.agents(), List.of(X, alias), Map.of(), List.of(),
                false), p.initial()));
        assertTrue(hasRace(e, LOOP_STORE, LOOP_LOAD), () -> e.races().toString());
    }

    @Test
    void anAtomicLoadOfNarrowScopeAtTheLoopLoadsSourceRacesWithTheAtomicStores() {
        // VK MM: Atomic Operation: atomics are mutually ordered only when each is in the other's scope;
        // T0 and T1 are in different subgroups, so the late subgroup-scope load is not mutually ordered
        // with T0's device-scope stores, and nothing else orders them (VK MM: Data Race)
        List<Action> t0 = new ArrayList<>();
        List<Action> t1 = new ArrayList<>();
        Action.Load load = new Action.Load(X, 0, new Access(true, Scope.DEVICE, Semantics.NONE, false, false, false),
                LOOP_LOAD);
        for (int i = 0; i < ITERATIONS; i++) {
            t0.add(new Action.Store(X, 0, 2 + i, new Access(true, Scope.DEVICE, Semantics.NONE, false, false, false),
                    LOOP_STORE));
            t1.add(load);
        }
        t1.add(new Action.Load(X, 0, new Access(true, Scope.SUBGROUP, Semantics.NONE, false, false, false),
                LOOP_LOAD));
        List<Agent> agents = List.of(new Agent(0, "T0", 0, 0, 0), new Agent(1, "T1", 1, 0, 0));
        Engine e = runRoundRobin(new Program("atomics", new Launch(agents, List.of(X), Map.of(), List.of(), false),
                List.of(ScriptedThread.of(t0), ScriptedThread.of(t1))));
        assertEquals(1, e.races().size(), () -> e.races().toString());
        assertTrue(hasRace(e, LOOP_STORE, LOOP_LOAD), () -> e.races().toString());
    }

    @Test
    void aBarrierOrderedLoopHasNoRace() {
        // VK MM: Location-Ordered (X->rcpo AVC->VISC->rcpo Y through the barriers' semantics)
        Engine e = runRoundRobin(turns(new Action.Store(X, 0, 1, NONPRIV, OLD_STORE),
                new Action.Load(X, 0, NONPRIV, LATE_LOAD)));
        assertEquals(List.of(), e.races());
    }

    @Test
    void aRaceInALoopIsReportedOncePerPairOfSites() {
        // two invocations store x with nothing ordering them, 40 times each: every pair of stores races
        // (VK MM: Data Race); the engine reports one race per (earlier site, later site)
        List<Action> t0 = new ArrayList<>();
        List<Action> t1 = new ArrayList<>();
        Action a = new Action.Store(X, 0, 1, NONPRIV, LOOP_STORE);
        Action b = new Action.Store(X, 0, 2, NONPRIV, LOOP_LOAD);
        for (int i = 0; i < ITERATIONS; i++) {
            t0.add(a);
            t1.add(b);
        }
        List<Agent> agents = List.of(new Agent(0, "T0", 0, 0, 0), new Agent(1, "T1", 1, 1, 0));
        Engine e = runRoundRobin(new Program("racy", new Launch(agents, List.of(X), Map.of(), List.of(), false),
                List.of(ScriptedThread.of(t0), ScriptedThread.of(t1))));
        assertEquals(2, e.races().size(), () -> e.races().toString());
        assertTrue(hasRace(e, LOOP_STORE, LOOP_LOAD));
        assertTrue(hasRace(e, LOOP_LOAD, LOOP_STORE));
    }
}
