package dev.syncscope.core.exec;

import dev.syncscope.core.check.AxiomaticChecker;
import dev.syncscope.core.explain.MissingLink;
import dev.syncscope.core.load.ProgramLoader;
import dev.syncscope.core.model.Program;
import org.junit.jupiter.api.Test;

import java.util.List;

import static dev.syncscope.core.exec.Mini.reg;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A visibility chain's element is no first element of an availability chain (VK MM: Availability and Visibility: "An
 * availability chain is a sequence of availability operations"; Location-Ordered: "X ->rcpo AVC(A_X,R_X,D,L) ->
 * VISC(A_Y,R_Y,D,L) ->rcpo Y"). With chains on, one workgroup and one subgroup:
 * <pre>
 * P0: rmw.atom.wg z (sc1) = 0 → 1; ld.atom.acq.wg x (sc0), semantics sc1 + MakeVisible; cbar acq_rel, semantics sc0
 * P1: ld.atom.wg x; ld.atom.wg x; cbar acq_rel, semantics sc0; st.atom.rel.wg x = 2, semantics sc1 + MakeAvailable;
 *     ld.vis.wg z
 * </pre>
 * P0's acquire, a visibility operation from the workgroup domain, pulled its own write of z into its subgroup for a
 * later visibility operation; P1's release (its MakeAvailable names sc1, and it knows P0's acquire through the sc0
 * barrier) then took that for an availability of z in the subgroup and carried it to the workgroup as its own, so
 * P1's load of z saw P0's write and no race was reported. The barrier names sc0 only, so nothing orders the write of
 * z (sc1) before the load (VK MM: Inter-Thread-Happens-Before): a data race, as the checker finds (VK MM: Data
 * Race). Found by {@code RaceFreeStepperAgreesWithCheckerPropertyTest} with a random seed (session 89, {@code ci10}).
 */
class VisibilityChainStartsNoAvailabilityChainTest {

    private static Program program(String barrierClasses) {
        String cbar = "cbar.acq.rel.scopewg.semav.semvis." + barrierClasses + " 1\n";
        return ProgramLoader.load("chain.test", "NEWWG\nNEWSG\nNEWTHREAD\nrmw.atom.scopewg.sc1 z = 0 1\n"
                + "ld.atom.acq.scopewg.sc0.semsc1.semvis x\n" + cbar + "NEWTHREAD\nld.atom.scopewg.sc0 x\n"
                + "ld.atom.scopewg.sc0 x\n" + cbar + "st.atom.rel.scopewg.sc0.semsc1.semav x = 2\n"
                + "ld.vis.scopewg.sc1 z\n");
    }

    /** P0 up to the barrier, then P1 to its end: P1's races on z. */
    private static List<Race> racesOnZ(Engine e) {
        Mini.runInOrder(e, 0, 1, 0);
        return e.races().stream().filter(r -> String.valueOf(r.second().location()).equals("z")).toList();
    }

    @Test
    void aBarrierOfAnotherClassLeavesTheLoadOfZRacyWithChainsOn() {
        Program p = program("semsc0");
        assertTrue(p.launch().availabilityVisibilityChains());
        Engine e = new Engine(p, EngineOptions.DEFAULTS);
        List<Race> races = racesOnZ(e);
        assertEquals(1, races.size(), "the load of z races with P0's write: " + e.races());
        assertEquals(MissingLink.STORAGE_CLASS_MISSING, races.get(0).link());
        assertEquals(0, reg(e, 1, 2), "P0's write of z is not visible to P1's load");
        assertTrue(new AxiomaticChecker().check(p).consistentExecutions().stream().allMatch(x -> x.races().stream()
                .anyMatch(r -> String.valueOf(r.second().location()).equals("z"))), "the checker agrees");
    }

    @Test
    void aBarrierNamingTheClassOfZOrdersTheWriteBeforeTheLoad() {
        Engine e = new Engine(program("semsc0.semsc1"), EngineOptions.DEFAULTS);
        assertEquals(List.of(), racesOnZ(e));
        assertEquals(1, reg(e, 1, 2));
    }
}
