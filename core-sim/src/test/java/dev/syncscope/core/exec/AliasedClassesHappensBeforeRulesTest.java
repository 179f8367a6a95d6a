package dev.syncscope.core.exec;

import dev.syncscope.core.check.AxiomaticChecker;
import dev.syncscope.core.check.Execution;
import dev.syncscope.core.explain.MissingLink;
import dev.syncscope.core.model.Outcome;
import dev.syncscope.core.model.Program;
import dev.syncscope.core.model.Semantics;
import org.junit.jupiter.api.Test;

import java.util.List;

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
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * VK MM: Inter-Thread-Happens-Before with SC of two classes. Reference {@code a} (sc0) and {@code b}
 * (sc1) alias one location (litmus {@code SLOC a b}, Khronos {@code test11}). A load through
 * {@code a} and a later store through {@code b} of another invocation each qualify only by their
 * memory, so SC must hold both classes, and then <em>every</em> synchronizes-with edge of the chain
 * must have both in its release's and its acquire's semantics ("A synchronizes-with B, and both A
 * and B have all of SC in their semantics"). Two chains that each name one class order nothing.
 * Each verdict is also the exhaustive checker's.
 */
class AliasedClassesHappensBeforeRulesTest {

    private static Mini aliased() {
        return new Mini().ref("a", "x", SC0).ref("b", "x", SC1);
    }

    /** Runs T0 and T1 in turns, each until it blocks or ends; returns the engine after checking the race verdict against the checker's. */
    private static Engine assertRace(Program p, boolean race) {
        return assertRace(p, race, 0);
    }

    /**
     * The same, where T1's first {@code flagLoads} loads read a flag: the stepper's run must read 1
     * in each, and the checker's verdict is over the executions in which they all read 1.
     */
    private static Engine assertRace(Program p, boolean race, int flagLoads) {
        Engine e = new Engine(p, EngineOptions.DEFAULTS);
        Mini.runInOrder(e, 0, 1, 0, 1, 0, 1);
        assertTrue(e.agent(1).status().isTerminal(), "T1 ran to its end");
        for (int i = 0; i < flagLoads; i++) {
            assertEquals(1, reg(e, 1, i), "T1's load " + i + " read its flag's 1");
        }
        assertEquals(race, !e.races().isEmpty(), "stepper race: " + e.races());
        List<Execution> synced = new AxiomaticChecker().check(p).consistentExecutions().stream()
                .filter(x -> x.outcomes().stream().anyMatch(o -> readAllFlags(o, flagLoads))).toList();
        assertFalse(synced.isEmpty(), "the checker has an execution in which every flag load reads 1");
        assertEquals(race, synced.stream().anyMatch(x -> !x.races().isEmpty()), "checker race");
        return e;
    }

    private static boolean readAllFlags(Outcome o, int flagLoads) {
        for (int i = 0; i < flagLoads; i++) {
            if (!Long.valueOf(1).equals(o.values().get("T1:r" + i))) {
                return false;
            }
        }
        return true;
    }

    private static Program barriers(Semantics... each) {
        Mini m = aliased().thread(0, 0, 0).ld("a", vis(DEVICE));
        for (int i = 0; i < each.length; i++) {
            m.cbar(WORKGROUP, WORKGROUP, each[i], i + 1);
        }
        m.thread(1, 0, 0);
        for (int i = 0; i < each.length; i++) {
            m.cbar(WORKGROUP, WORKGROUP, each[i], i + 1);
        }
        return m.st("b", 1, av(DEVICE)).program();
    }

    /** Khronos test11: one control barrier naming both classes. */
    @Test
    void oneBarrierNamingBothClassesOrdersALoadAndAStoreThroughAliasesOfTheTwoClasses() {
        assertRace(barriers(acqRel(SC0, SC1)), false);
    }

    @Test
    void twoBarriersEachNamingOneClassDoNotOrderALoadAndAStoreThroughAliasesOfTheTwoClasses() {
        Engine e = assertRace(barriers(acqRel(SC0), acqRel(SC1)), true);
        Race r = e.races().get(0);
        assertEquals(MissingLink.NO_HAPPENS_BEFORE, r.link());
        assertTrue(r.detail().contains("must name both {sc0,sc1}"), r.detail());
        String problem = e.diagnostics().stream().filter(d -> d.kind() == Diagnostic.Kind.DATA_RACE).findFirst()
                .orElseThrow().message();
        assertTrue(problem.endsWith("no happens-before — " + r.detail()), "the problem names the detail: " + problem);
    }

    @Test
    void barriersNamingOnlyTheLoadsClassDoNotOrderItBeforeTheStoreThroughTheOtherClass() {
        assertRace(barriers(acqRel(SC0)), true);
    }

    /** T0: ld a; st.atom.rel f … ‖ T1: ld.atom.acq f … (reads 1); st b (atomics at workgroup scope). */
    private static void assertAtomicChains(boolean race, Semantics[] releases, Semantics[] acquires) {
        Mini m = aliased().thread(0, 0, 0).ld("a", vis(DEVICE));
        for (int i = 0; i < releases.length; i++) {
            m.st("f" + i, 1, atom(WORKGROUP, releases[i]));
        }
        m.thread(1, 0, 0);
        for (int i = 0; i < acquires.length; i++) {
            m.ld("f" + i, atom(WORKGROUP, acquires[i]));
        }
        assertRace(m.st("b", 1, av(DEVICE)).program(), race, acquires.length);
    }

    @Test
    void releaseAndAcquireAtomicsNamingBothClassesOrderAccessesThroughAliasesOfTheTwoClasses() {
        assertAtomicChains(false, new Semantics[] {rel(SC0, SC1)}, new Semantics[] {acq(SC0, SC1)});
    }

    @Test
    void twoAtomicChainsEachNamingOneClassDoNotOrderAccessesThroughAliasesOfTheTwoClasses() {
        assertAtomicChains(true, new Semantics[] {rel(SC0), rel(SC1)}, new Semantics[] {acq(SC0), acq(SC1)});
    }

    @Test
    void anAcquireNamingOneOfTheReleasesTwoClassesDoesNotOrderAccessesThroughAliasesOfBoth() {
        assertAtomicChains(true, new Semantics[] {rel(SC0, SC1)}, new Semantics[] {acq(SC1)});
    }

    /** Fence–atomic–fence (VK MM: Synchronizes-With): the release and acquire barriers name both classes. */
    @Test
    void releaseAndAcquireBarriersAroundRelaxedAtomicsNamingBothClassesOrderAccessesThroughAliases() {
        Program p = aliased().thread(0, 0, 0).ld("a", vis(DEVICE)).membar(WORKGROUP, rel(SC0, SC1))
                .st("f", 1, atom(WORKGROUP))
                .thread(1, 0, 0).ld("f", atom(WORKGROUP)).membar(WORKGROUP, acq(SC0, SC1)).st("b", 1, av(DEVICE))
                .program();
        assertRace(p, false, 1);
    }

    @Test
    void releaseAndAcquireBarriersPairedByClassOverTwoFlagsDoNotOrderAccessesThroughAliases() {
        // f is sc0 memory, g sc1: each fence pair names its flag's class (VK MM: Synchronizes-With, fence–fence)
        Program p = aliased().ref("g", "g", SC1).thread(0, 0, 0).ld("a", vis(DEVICE)).membar(WORKGROUP, rel(SC0))
                .st("f", 1, atom(WORKGROUP)).membar(WORKGROUP, rel(SC1)).st("g", 1, atom(WORKGROUP))
                .thread(1, 0, 0).ld("f", atom(WORKGROUP)).membar(WORKGROUP, acq(SC0))
                .ld("g", atom(WORKGROUP)).membar(WORKGROUP, acq(SC1)).st("b", 1, av(DEVICE))
                .program();
        assertRace(p, true, 2);
    }
}
