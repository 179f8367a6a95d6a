package dev.syncscope.core.suite;

import dev.syncscope.core.api.DebugSession;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A value passed between invocations by a subgroup operation keeps its definedness (SPIR-V "Non-Uniform
 * Instructions": each result is computed from the participants' values): the result is undefined for the lanes
 * whose result combines or receives an undefined operand, and reported only where that result is stored or decides
 * something. T1 reads {@code s[1]}, which no write defined (VK MM: Allocation, "Workgroup variables have no
 * initializer"); T0 reads {@code s[0] = 5}. Every undefined operand was reported where it was given, used or not.
 */
class SubgroupDefinednessTest {

    private static final String KERNEL = """
            #version 450
            #extension GL_KHR_shader_subgroup_arithmetic : require
            #extension GL_KHR_shader_subgroup_ballot : require
            #extension GL_KHR_shader_subgroup_shuffle : require
            layout(local_size_x = 2) in;
            layout(binding = 0) buffer R { uint result[2]; };
            shared uint s[2];
            void main() {
                uint i = gl_LocalInvocationID.x;
                if (i == 0u) { s[0] = 5u; }
                barrier();
                uint x = s[i];
                uint r = OP;
                result[i] = STORED;
            }
            """;

    private static String kernel(String op, String stored) {
        return KERNEL.replace("OP", op).replace("STORED", stored);
    }

    private static FileCheck.Report check(String text) {
        return KernelRuns.check("sg.comp", text);
    }

    private static DebugSession run(String text) {
        return KernelRuns.run("sg.comp", text);
    }

    @Test
    void aReductionOverAnUndefinedLaneWhoseResultIsNotUsedIsNoFinding() {
        String text = kernel("subgroupAdd(x)", "7u");
        FileCheck.Report r = check(text);
        assertEquals(List.of(), r.undefinedReads());
        assertTrue(r.ok(), r.toString());
        DebugSession s = run(text);
        assertEquals(List.of(), KernelRuns.undefinedReads(s));
        assertEquals(7L, s.outcome().values().get("result[1]"));
    }

    @Test
    void aReductionOverAnUndefinedLaneIsUndefinedInEveryLaneWhereItIsStored() {
        String text = kernel("subgroupAdd(x)", "r");
        FileCheck.Report r = check(text);
        assertEquals(List.of("undefined read: T1 reads s[1] at sg.comp:12, workgroup memory with no write visible to"
                + " it; T0 stores its value to result[0] at sg.comp:14"), r.undefinedReads());
        assertTrue(r.failed(), r.toString());
        DebugSession s = run(text);
        assertEquals(List.of("T1 reads s[1], workgroup memory with no write visible to it (undefined); T1 stores its"
                + " value to result[1] at sg.comp:14"), KernelRuns.undefinedReads(s));
        // T0's sum combines T1's undefined x too
        assertTrue(s.outcome().undefined().containsAll(List.of("result[0]", "result[1]")), s.outcome().toString());
    }

    @Test
    void aScanIsUndefinedOnlyInTheLanesThatCombineTheUndefinedOne() {
        // exclusive: T0 combines no lane (0), T1 only T0's defined 5: both defined, though T1's own x is not
        String text = kernel("subgroupExclusiveAdd(x)", "r");
        FileCheck.Report r = check(text);
        assertEquals(List.of(), r.undefinedReads());
        assertEquals(1, r.outcomes().size(), r.outcomes().toString());
        assertEquals(0L, r.outcomes().get(0).values().get("result[0]"));
        assertEquals(5L, r.outcomes().get(0).values().get("result[1]"));
        DebugSession s = run(text);
        assertEquals(List.of(), KernelRuns.undefinedReads(s));
        // inclusive: T1 combines its own undefined x
        String inclusive = kernel("subgroupInclusiveAdd(x)", "r");
        assertEquals(1, check(inclusive).undefinedReads().size());
        DebugSession t = run(inclusive);
        assertEquals(1, KernelRuns.undefinedReads(t).size(), KernelRuns.undefinedReads(t).toString());
        assertTrue(t.outcome().undefined().contains("result[1]") && !t.outcome().undefined().contains("result[0]"),
                t.outcome().toString());
    }

    @Test
    void aBroadcastFromADefinedLaneIsDefinedInEveryLane() {
        String text = kernel("subgroupBroadcast(x, 0u)", "r");
        FileCheck.Report r = check(text);
        assertEquals(List.of(), r.undefinedReads());
        assertTrue(r.ok(), r.toString());
        DebugSession s = run(text);
        assertEquals(List.of(), KernelRuns.undefinedReads(s));
        assertEquals(5L, s.outcome().values().get("result[1]"));
    }

    @Test
    void anUndefinedLaneIndexDecidesWhereTheValueComesFromAndIsReported() {
        String text = kernel("subgroupShuffle(7u, x & 1u)", "r");
        FileCheck.Report r = check(text);
        assertEquals(List.of("undefined read: T1 reads s[1] at sg.comp:12, workgroup memory with no write visible to"
                + " it; its value decides an operand of a subgroup operation at sg.comp:13"), r.undefinedReads());
        List<String> d = KernelRuns.undefinedReads(run(text));
        assertEquals(List.of("T1 reads s[1], workgroup memory with no write visible to it (undefined); its value decides"
                + " an operand of a subgroup operation at sg.comp:13"), d);
    }
}
