package dev.syncscope.core.litmus.herd;

import dev.syncscope.core.api.DebugSession;
import dev.syncscope.core.api.LaunchOptions;
import dev.syncscope.core.check.CheckResult;
import dev.syncscope.core.check.Execution;
import dev.syncscope.core.exec.AgentStatus;
import dev.syncscope.core.model.Action;
import dev.syncscope.core.model.InputError;
import dev.syncscope.core.model.Outcome;
import dev.syncscope.core.model.Program;
import org.junit.jupiter.api.Test;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import static dev.syncscope.core.litmus.herd.FeatureRuns.outcome;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Dat3M's named control barriers {@code cbar... n, id[, quorum]}: same instance and id meet; with a
 * quorum q the instance completes once q arrived and synchronizes from those q (see the example file).
 */
class NamedBarrierTest {

    private static final String FILE = "named-barrier-quorum.litmus";

    @Test
    void idAndQuorumReachTheControlBarrierAction() {
        Program p = HerdParser.parse(FeatureRuns.example(FILE)).program();
        Action.ControlBarrier c = (Action.ControlBarrier) p.initial().get(2).next();
        assertEquals(0L, c.barrierId());
        assertEquals(2L, c.quorum());
        assertEquals(0, c.instance());
    }

    /** The three choices of two synchronizing arrivals, worked out in the file's comment. */
    @Test
    void theCheckerSynchronizesFromAnyTwoOfTheThreeArrivals() {
        HerdTest t = HerdParser.parse(FeatureRuns.example(FILE));
        CheckResult r = FeatureRuns.check(t.program());
        Set<Map<String, Long>> all = FeatureRuns.checkerOutcomes(t.program(), "P2:r0", "P2:r1");
        assertEquals(Set.of(outcome("P2:r0", 1, "P2:r1", 1), outcome("P2:r0", 1, "P2:r1", 0),
                outcome("P2:r0", 0, "P2:r1", 1)), all);
        Map<Map<String, Long>, Boolean> raceFree = new HashMap<>();
        for (Execution x : r.consistentExecutions()) {
            for (Outcome o : x.outcomes()) {
                raceFree.merge(FeatureRuns.project(o, "P2:r0", "P2:r1"), x.races().isEmpty(), Boolean::logicalOr);
            }
        }
        // only {P0, P1} synchronizing with P2 makes both writes visible without a race
        assertEquals(Map.of(outcome("P2:r0", 1, "P2:r1", 1), true, outcome("P2:r0", 1, "P2:r1", 0), false,
                outcome("P2:r0", 0, "P2:r1", 1), false), raceFree);
        assertFalse(t.conditionSatisfied(r.allowedOutcomes()));
    }

    @Test
    void theStepperReachesOnlyAllowedOutcomes() {
        HerdTest t = HerdParser.parse(FeatureRuns.example(FILE));
        Set<Map<String, Long>> stepper = FeatureRuns.stepperOutcomes(t.program(), "P2:r0", "P2:r1");
        assertTrue(stepper.contains(outcome("P2:r0", 1, "P2:r1", 1)), stepper.toString());
        assertFalse(stepper.contains(outcome("P2:r0", 0, "P2:r1", 0)), stepper.toString());
    }

    /**
     * By hand: ids 0 and 1 (the latter from a register) make two barriers at instance 0; without a quorum
     * each is met by all its arrivals. P0→P1 and P2→P3 synchronize, so P1 sees x and P3 sees y; P3's read
     * of x is not ordered after P0's write (a race), so it may read 0 or 1.
     */
    @Test
    void barriersWithDifferentIdsAreDifferentInstances() {
        Program p = HerdParser.parse("ids.litmus", """
                Vulkan ids
                { x=0; y=0; P2:r9=1; }
                 P0@sg 0, wg 0, qf 0 | P1@sg 1, wg 0, qf 0 | P2@sg 2, wg 0, qf 0 | P3@sg 3, wg 0, qf 0 ;
                 st.av.wg.sc0 x, 1 | cbar.acq_rel.wg.semsc0 0, 0 | st.av.wg.sc0 y, 1 | cbar.acq_rel.wg.semsc0 0, 1 ;
                 cbar.acq_rel.wg.semsc0 0, 0 | ld.vis.wg.sc0 r0, x | cbar.acq_rel.wg.semsc0 0, r9 | ld.vis.wg.sc0 r0, y ;
                 | | | ld.vis.wg.sc0 r1, x ;
                exists (P3:r1 == 0)
                """).program();
        Set<Map<String, Long>> expected = Set.of(outcome("P1:r0", 1, "P3:r0", 1, "P3:r1", 0),
                outcome("P1:r0", 1, "P3:r0", 1, "P3:r1", 1));
        assertEquals(expected, FeatureRuns.checkerOutcomes(p, "P1:r0", "P3:r0", "P3:r1"));
        Set<Map<String, Long>> stepper = FeatureRuns.stepperOutcomes(p, "P1:r0", "P3:r0", "P3:r1");
        assertFalse(stepper.isEmpty());
        assertTrue(expected.containsAll(stepper), stepper.toString());
    }

    /**
     * By hand: quorum 3 but only two invocations exist, so both wait forever (Dat3M: cf without exec).
     * P0's store before the barrier happens; P1's load after it never does, so r0 keeps its 0.
     */
    @Test
    void aQuorumThatNeverArrivesBlocksTheArrivalsInBothEngines() {
        Program p = HerdParser.parse("blocked.litmus", """
                Vulkan blocked
                { x=0; }
                 P0@sg 0, wg 0, qf 0 | P1@sg 1, wg 0, qf 0 ;
                 st.atom.dv.sc0 x, 1 | cbar.wg 0, 0, 3 ;
                 cbar.wg 0, 0, 3     | ld.atom.dv.sc0 r0, x ;
                 st.atom.dv.sc0 x, 2 | ;
                exists (x == 1 /\\ P1:r0 == 0)
                """).program();
        assertEquals(Set.of(outcome("x", 1, "P1:r0", 0)), FeatureRuns.checkerOutcomes(p, "x", "P1:r0"));
        DebugSession s = DebugSession.load(p, LaunchOptions.DEFAULTS);
        s.run();
        assertEquals(List.of(AgentStatus.DEADLOCKED, AgentStatus.DEADLOCKED), FeatureRuns.statuses(s));
        assertEquals(outcome("x", 1, "P1:r0", 0), FeatureRuns.project(s.outcome(), "x", "P1:r0"));
    }

    /** A quorum of 0 (here from a register) is reached at once: P0 passes without P1 (Dat3M: 0 >= 0). */
    @Test
    void aQuorumOfZeroDoesNotWait() {
        Program p = HerdParser.parse("zero.litmus", """
                Vulkan zero
                { x=0; P0:r1=0; }
                 P0@sg 0, wg 0, qf 0 | P1@sg 1, wg 0, qf 0 ;
                 cbar.wg 0, 0, r1    | ld.atom.dv.sc0 r0, x ;
                 st.atom.dv.sc0 x, 1 | ;
                exists (x == 1)
                """).program();
        assertEquals(Set.of(outcome("x", 1)), FeatureRuns.checkerOutcomes(p, "x"));
        assertEquals(Set.of(outcome("x", 1)), FeatureRuns.stepperOutcomes(p, "x"));
    }

    @Test
    void aQuorumWithoutAnIdIsASyntaxErrorAtTheExtraOperand() {
        InputError e = assertThrows(InputError.class, () -> HerdParser.read("bad.litmus",
                "Vulkan t\n{ x=0; }\nP0@sg 0, wg 0, qf 0 ;\ncbar.wg 0, 1, 2, 3 ;\n"));
        assertEquals(4, e.span().line());
        assertEquals(16, e.span().column());
    }
}
