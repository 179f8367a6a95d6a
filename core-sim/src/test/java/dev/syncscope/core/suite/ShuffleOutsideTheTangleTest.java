package dev.syncscope.core.suite;

import dev.syncscope.core.api.DebugSession;
import dev.syncscope.core.exec.Diagnostic;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static dev.syncscope.core.suite.KernelRuns.undefined;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A shuffle from a subgroup invocation outside the tangle gives an undefined value, not undefined behaviour (SPIR-V
 * OpGroupNonUniformShuffleUp: "the resulting value is undefined if Delta is greater than the current invocation's id
 * within the group or if the selected lane is inactive"; OpGroupNonUniformShuffleDown: "... or if the current
 * invocation's id within the group + Delta is either an inactive invocation or greater than or equal to the size of the
 * group"). Both engines report it as any undefined value a kernel makes (docs/memory-model.md): only where it is stored
 * or decides something. Both faulted the invocation, so the textbook guarded Hillis-Steele scan, whose lanes below
 * Delta never use the shuffled value, failed in {@code run} and found no execution in {@code check} (audit 52 F3).
 * Kernels: {@code src/test/resources/kernels/shuffle-outside-tangle}; expected values computed by hand.
 */
class ShuffleOutsideTheTangleTest {

    private static final Path DIR = Path.of("src/test/resources/kernels/shuffle-outside-tangle");

    private static String kernel(String name) throws IOException {
        return Files.readString(DIR.resolve(name));
    }

    private static List<Long> r(Map<String, Long> values) {
        return List.of(values.get("r[0]"), values.get("r[1]"), values.get("r[2]"), values.get("r[3]"));
    }

    private static List<Diagnostic> faults(DebugSession s) {
        return s.diagnostics().stream().filter(d -> d.kind() == Diagnostic.Kind.FAULT).toList();
    }

    @Test
    void theGuardedShuffleUpScanHasNoFindingAndGivesTheInclusiveSumsInBothEngines() throws IOException {
        // v = 1, 2, 3, 4; d = 1: lanes 1..3 add lane id-1 (3, 5, 7); d = 2: lanes 2, 3 add lane id-2 (6, 10)
        String text = kernel("guarded-shuffle-up-scan.comp");
        FileCheck.Report c = KernelRuns.check("guarded-shuffle-up-scan.comp", text);
        assertEquals(List.of(), c.faults(), c.toString());
        assertEquals(List.of(), c.undefinedReads(), c.toString());
        assertTrue(c.ok(), c.toString());
        assertEquals(1, c.outcomes().size(), c.outcomes().toString());
        assertEquals(List.of(1L, 3L, 6L, 10L), r(c.outcomes().get(0).values()));
        DebugSession s = KernelRuns.run("guarded-shuffle-up-scan.comp", text);
        assertEquals(List.of(), s.diagnostics(), s.diagnostics().toString());
        assertEquals(List.of(1L, 3L, 6L, 10L), r(s.outcome().values()));
    }

    /**
     * The finding's named accessors read the lane and the maker the finding's arguments hold ({@code Json} read
     * arguments 8 and 9 by position): lane -1 for each, and T0 as the maker of T2's value, which a subgroup operation
     * passed on (UndefinedValue.madeBy); none for the values T0 and T1 made.
     */
    @Test
    void anUndefinedValueFindingNamesItsLaneAndWhoMadeIt() throws IOException {
        FileCheck.Report c = KernelRuns.check("scan.comp", kernel("unguarded-shuffle-up-scan.comp"));
        List<dev.syncscope.core.check.Finding> values = c.undefinedReadFindings();
        assertEquals(3, values.size(), values.toString());
        assertEquals(List.of(-1L, -1L, -1L), values.stream().map(dev.syncscope.core.check.Finding::undefinedValueLane)
                .toList());
        assertEquals(List.of("", "", "T0"), values.stream()
                .map(dev.syncscope.core.check.Finding::undefinedValueMadeBy).toList());
    }

    @Test
    void anUnguardedScanStoringTheValueFromBelowLaneZeroIsReportedAtTheShuffleInBothEngines() throws IOException {
        // T0 adds lane -1's value at d = 1, T1 lane -1's at d = 2; T2 adds T0's undefined sum at d = 2; T3 is defined
        String text = kernel("unguarded-shuffle-up-scan.comp");
        // -1 is no invocation of the subgroup (UndefinedValue.Kind.LANE_OUTSIDE_SUBGROUP; "(not in the tangle)" until
        // session 77, as for an inactive lane)
        String value = " uses the undefined value of OpGroupNonUniformShuffleUp from subgroup invocation -1, outside"
                + " the subgroup at scan.comp:10";
        // T2's came from T0 at d = 2: the report says who made it (UndefinedValue.madeBy)
        String passed = ", which T0 made and a subgroup operation passed on";
        FileCheck.Report c = KernelRuns.check("scan.comp", text);
        assertEquals(List.of(), c.faults(), c.toString());
        assertEquals(List.of("undefined value: T0" + value + "; T0 stores its value to r[0] at scan.comp:12",
                "undefined value: T1" + value + "; T1 stores its value to r[1] at scan.comp:12",
                "undefined value: T2" + value + passed + "; T2 stores its value to r[2] at scan.comp:12"),
                c.undefinedReads());
        assertTrue(c.failed(), c.toString());
        DebugSession s = KernelRuns.run("scan.comp", text);
        assertEquals(List.of(), faults(s), s.diagnostics().toString());
        assertEquals(List.of("scan.comp:10: T0" + value + "; T0 stores its value to r[0]",
                "scan.comp:10: T1" + value + "; T1 stores its value to r[1]",
                "scan.comp:10: T2" + value + passed + "; T2 stores its value to r[2]"), undefined(s));
        // the registers holding the undefined sums are undefined in the outcome too (UndefinedRegistersInOutcomesTest)
        assertEquals(List.of("T0:v", "T1:v", "T2:v", "r[0]", "r[1]", "r[2]"),
                s.outcome().undefined().stream().sorted().toList());
        assertEquals(10L, s.outcome().values().get("r[3]"));
    }

    @Test
    void aShuffleDownPastTheTopDecidingABranchIsReportedInBothEngines() throws IOException {
        String text = kernel("shuffle-down-past-the-top.comp");
        String value = "T3 uses the undefined value of OpGroupNonUniformShuffleDown from subgroup invocation 4, outside"
                + " the subgroup at down.comp:8; its value decides a branch condition at down.comp:9";
        FileCheck.Report c = KernelRuns.check("down.comp", text);
        assertEquals(List.of(), c.faults(), c.toString());
        assertEquals(List.of("undefined value: " + value), c.undefinedReads());
        DebugSession s = KernelRuns.run("down.comp", text);
        assertEquals(List.of(), faults(s), s.diagnostics().toString());
        assertEquals(List.of("down.comp:8: " + value), undefined(s));
    }

    @Test
    void aShuffleXorFromAnInactiveLaneStoredIsReportedInBothEngines() {
        // OpGroupNonUniformShuffleXor: undefined "if current invocation's id within the group xor'ed with Mask is an
        // inactive invocation, or is greater than or equal to the size of the group": T1 is not in the branch's
        // tangle, so T0 (0 ^ 1) gets an undefined value; T2 and T3 swap 7 and 8
        String text = """
                // @subgroup-size 4
                #version 450
                #extension GL_KHR_shader_subgroup_shuffle : require
                layout(local_size_x = 4) in;
                layout(binding = 0) buffer R { uint r[]; };
                void main() {
                    uint i = gl_SubgroupInvocationID;
                    uint x = 9u;
                    if (i != 1u) {
                        x = subgroupShuffleXor(i + 5u, 1u);
                    }
                    r[i] = x;
                }
                """;
        String value = "T0 uses the undefined value of OpGroupNonUniformShuffleXor from subgroup invocation 1 (not in the"
                + " tangle) at xor.comp:10; ";
        FileCheck.Report c = KernelRuns.check("xor.comp", text);
        assertEquals(List.of("undefined value: " + value + "T0 stores its value to r[0] at xor.comp:12"),
                c.undefinedReads());
        DebugSession s = KernelRuns.run("xor.comp", text);
        assertEquals(List.of("xor.comp:10: " + value + "T0 stores its value to r[0]"), undefined(s));
        assertEquals(List.of(9L, 8L, 7L), r(s.outcome().values()).subList(1, 4));
    }

    @Test
    void aShuffleDownPastTheTopThatIsNeverUsedIsNoFinding() throws IOException {
        // lanes 0..2 store lane id+1's 10 * id; lane 3 computes an undefined value and stores 7 instead
        String text = kernel("unused-shuffle-down.comp");
        FileCheck.Report c = KernelRuns.check("unused.comp", text);
        assertTrue(c.ok(), c.toString());
        assertEquals(List.of(List.of(10L, 20L, 30L, 7L)), c.outcomes().stream().map(o -> r(o.values())).toList());
        DebugSession s = KernelRuns.run("unused.comp", text);
        assertEquals(List.of(), s.diagnostics(), s.diagnostics().toString());
        assertEquals(List.of(10L, 20L, 30L, 7L), r(s.outcome().values()));
    }
}
