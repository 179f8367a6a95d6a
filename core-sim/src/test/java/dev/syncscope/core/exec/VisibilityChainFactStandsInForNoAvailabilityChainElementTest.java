package dev.syncscope.core.exec;

import dev.syncscope.core.check.AskedExecutions;
import dev.syncscope.core.check.AxiomaticChecker;
import dev.syncscope.core.check.CheckResult;
import dev.syncscope.core.load.ProgramLoader;
import dev.syncscope.core.model.Program;
import org.junit.jupiter.api.Test;

import java.util.List;

import static dev.syncscope.core.exec.Mini.reg;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * An earlier visibility operation's pull of a write into a narrower domain stands in for no later element of an
 * availability chain (VK MM: Location-Ordered: "X is a write, Y is a write, AVC(A_X,R_X,D,L) is an availability chain
 * making (X,L) available to domain D, and X ->rcpo AVC(A_X,R_X,D,L) -> Y"; Availability and Visibility: "An
 * availability chain is a sequence of availability operations"). With chains on, P0 and P1 in one subgroup, P2 in
 * another subgroup of the same workgroup:
 * <pre>
 * P0: st.nonpriv x (sc0) = 1; membar rel MakeAvailable qf, semantics sc0 sc1; st.atom.qf y (sc1) = 1
 * P1: ld.atom.qf z (sc1) = 1; membar acq MakeVisible qf, semantics sc0 sc1;
 *     membar rel MakeAvailable wg, semantics sc0 sc1; st.atom.wg f (sc1) = 1
 * P2: ld.atom.acq.qf y = 1, semantics sc1; st.atom.rel.qf z = 1, semantics sc1;
 *     ld.atom.acq.wg f = 1, semantics sc0; st.nonpriv x (sc0) = 2
 * </pre>
 * P0's availability operation (to the queue family domain and, "each smaller scope instance ... that includes A", the
 * subgroup domain) inter-thread-happens-before&lt;{sc1}&gt; P1's MakeAvailable to the workgroup domain (through P2's
 * sc1 release and P1's acquire barrier), which inter-thread-happens-before&lt;{sc0}&gt; P2's store of x (P1's release
 * barrier, P2's sc0 acquire): an availability chain orders P0's write of x before P2's. Nothing else does: no single
 * set of storage classes SC carries P0 to P2's store of x (VK MM: Inter-Thread-Happens-Before; Happens-Before, note:
 * not transitive), so without chains the two writes race (VK MM: Data Race). P1's acquire barrier, a visibility
 * operation from the queue family domain, had pulled P0's write into P1's workgroup domain first, and the fact it left
 * there (a visibility chain's, same agent, earlier, same classes) was taken for the chain element's when deduplicating
 * ({@code Chains.reachedBefore}), so the availability in the workgroup domain by P1's release barrier was never
 * recorded and the stepper reported a data race between the two writes of x that the checker does not find.
 */
class VisibilityChainFactStandsInForNoAvailabilityChainElementTest {

    private static final String TEXT = "NEWWG\nNEWSG\nNEWTHREAD\n"
            + "st.nonpriv.sc0 x = 1\n"
            + "membar.rel.semav.scopeqf.semsc0.semsc1\n"
            + "st.atom.scopeqf.sc1 y = 1\n"
            + "NEWTHREAD\n"
            + "ld.atom.scopeqf.sc1 z = 1\n"
            + "membar.acq%s.scopeqf.semsc0.semsc1\n"
            + "membar.rel.semav.scopewg.semsc0.semsc1\n"
            + "st.atom.scopewg.sc1 f = 1\n"
            + "NEWSG\nNEWTHREAD\n"
            + "ld.atom.acq.scopeqf.sc1.semsc1 y = 1\n"
            + "st.atom.rel.scopeqf.sc1.semsc1 z = 1\n"
            + "ld.atom.acq.scopewg.sc1.semsc0 f = 1\n"
            + "st.nonpriv.sc0 x = 2\n";

    /** The program; {@code makeVisible}: P1's acquire barrier includes MakeVisible. */
    private static Program program(boolean makeVisible) {
        return ProgramLoader.load("chain.test", String.format(TEXT, makeVisible ? ".semvis" : ""));
    }

    /** P0 to its end, P2's first two, P1 to its end, P2's last two: the loads read the values the test asks. */
    private static List<Race> racesOnX(Program p) {
        Engine e = new Engine(p, EngineOptions.DEFAULTS);
        for (int a : new int[] {0, 0, 0, 2, 2, 1, 1, 1, 1, 2, 2}) {
            e.step(Decision.of(a));
        }
        assertFalse(e.anyRunnable());
        assertEquals(List.of(1L, 1L, 1L), List.of(reg(e, 1, 0), reg(e, 2, 0), reg(e, 2, 1)), "z, y and f read 1");
        return e.races().stream().filter(r -> String.valueOf(r.second().location()).equals("x")).toList();
    }

    private static boolean checkerFindsARace(Program p) {
        CheckResult check = new AxiomaticChecker().check(p);
        assertTrue(check.complete());
        return AskedExecutions.racy(check, AskedExecutions.of(p));
    }

    @Test
    void theAvailabilityChainOrdersTheWritesOfXWithChainsOn() {
        Program p = program(true);
        assertTrue(p.launch().availabilityVisibilityChains());
        assertEquals(List.of(), racesOnX(p), "P1's release barrier carries P0's write of x to the workgroup domain");
        assertFalse(checkerFindsARace(p), "the checker agrees");
    }

    @Test
    void withoutChainsTheWritesOfXRace() {
        Program p = program(true);
        p = p.withLaunch(p.launch().withChains(false));
        assertEquals(1, racesOnX(p).size());
        assertTrue(checkerFindsARace(p), "the checker agrees");
    }

    @Test
    void anAcquireBarrierWithoutMakeVisibleLeavesTheChainAsItIs() {
        Program p = program(false);
        assertEquals(List.of(), racesOnX(p));
        assertFalse(checkerFindsARace(p));
    }
}
