package dev.syncscope.core.suite;

import dev.syncscope.core.check.AxiomaticChecker;
import dev.syncscope.core.check.Finding;
import dev.syncscope.core.kernel.KernelLoader;
import dev.syncscope.core.model.Scope;
import dev.syncscope.core.model.SourceSpan;
import org.junit.jupiter.api.Test;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The exhaustive check of a kernel reports barrier divergence as a definite failure (SPIR-V OpControlBarrier:
 * every invocation of the execution scope instance executes the same dynamic instance; the memory model defines
 * barrier synchronization only for such instances), while a litmus test's barriers pair only the threads that
 * execute them (the Alloy model's scbarinst), so a thread that skips one is no error there.
 */
class BarrierDivergenceCheckTest {

    private static final String KERNEL = """
            #version 450
            layout(local_size_x = 2) in;
            layout(binding = 0) buffer Out { uint result[]; };
            void main() {
                uint i = gl_LocalInvocationID.x;
                result[i] = 1;
                if (CONDITION) {
                    barrier();
                }
                result[i] = 2;
            }
            """;

    private static FileCheck.Report check(String name, String text) {
        return FileCheck.check(name, text, null, Duration.ofSeconds(60));
    }

    @Test
    void aBarrierOnlyOneInvocationOfTheWorkgroupMeetsIsAFailureNamingTheOtherInvocation() {
        FileCheck.Report r = check("divergent.comp", KERNEL.replace("CONDITION", "i == 0"));
        // T1 runs to the end of main (its closing brace, line 11) without the barrier of line 8
        assertEquals(List.of("barrier divergence: T1 finishes at divergent.comp:11 without meeting control barrier"
                + " instance 0, which T0 of the same workgroup meets at divergent.comp:8"), r.divergences());
        assertTrue(r.races().isEmpty(), "no race: the verdict comes from the divergence alone");
        assertTrue(r.failed());
        assertFalse(r.ok());
    }

    /**
     * The finding names where the invocation that misses the barrier finishes, its early return, and carries that
     * place as its second site ({@link Finding#also()}) beside the barrier's.
     */
    @Test
    void aBarrierMissedByAnEarlyReturnNamesTheReturn() throws Exception {
        String text = Files.readString(Path.of("../docs/examples/diagnostics/early-return.comp"));
        List<Finding> found = new AxiomaticChecker().check(KernelLoader.load("early-return.comp", text).program())
                .findings();
        assertEquals(1, found.size(), found.toString());
        Finding f = found.get(0);
        assertEquals("barrier divergence: T3 finishes at early-return.comp:8 without meeting control barrier instance 0,"
                + " which T0 of the same workgroup meets at early-return.comp:10", f.text());
        assertEquals(new SourceSpan("early-return.comp", 10, 0), f.where());
        assertEquals(new SourceSpan("early-return.comp", 8, 0), f.also());
        assertEquals(List.of("T3", 0, "T0", Scope.WORKGROUP, "early-return.comp:10", 1, "early-return.comp:8"), f.args());
    }

    @Test
    void anHlslInvocationMissingTheBarrierFinishesAfterItsLastActionNotAtTheFunctionHeader() {
        // glslang gives an HLSL entry point's one return the header's line (5): T1 finishes after its store (line 7)
        FileCheck.Report r = check("divergent.hlsl", """
                // @dispatch 1
                RWStructuredBuffer<uint> o : register(u0);
                groupshared uint s;
                [numthreads(2, 1, 1)]
                void main(uint3 t : SV_GroupThreadID) {
                    if (t.x == 0) { s = 5; GroupMemoryBarrierWithGroupSync(); }
                    o[t.x] = 1;
                }
                """);
        assertEquals(List.of("barrier divergence: T1 finishes at divergent.hlsl:7 without meeting control barrier"
                + " instance 0, which T0 of the same workgroup meets at divergent.hlsl:6"), r.divergences());
    }

    /** An HLSL {@code return;} before any action is named by its own line, not the header's (session 85). */
    @Test
    void anHlslEarlyReturnBeforeAnyActionIsNamedByTheReturnStatement() {
        FileCheck.Report r = check("early.hlsl", """
                // @dispatch 1
                RWStructuredBuffer<uint> o : register(u0);
                [numthreads(2, 1, 1)]
                void main(uint3 t : SV_GroupThreadID) {
                    if (t.x == 0) {
                        return;
                    }
                    o[t.x] = 1;
                    GroupMemoryBarrierWithGroupSync();
                }
                """);
        assertEquals(List.of("barrier divergence: T0 finishes at early.hlsl:6 without meeting control barrier"
                + " instance 0, which T1 of the same workgroup meets at early.hlsl:9"), r.divergences());
    }

    @Test
    void aBarrierInUniformControlFlowIsNoDivergence() {
        FileCheck.Report r = check("uniform.comp", KERNEL.replace("CONDITION", "i < 2"));
        assertEquals(List.of(), r.divergences());
        assertTrue(r.ok(), r.toString());
    }

    @Test
    void aKhronosTestWhoseBarriersPairOnlySomeThreadsIsNoDivergence() throws Exception {
        // khronos/test6.test (expected: race-free): barrier 1 has device scope and is met by P1 and P2 only
        Path file = Path.of("src/test/resources/litmus/khronos/test6.test");
        FileCheck.Report r = check("test6.test", Files.readString(file));
        assertEquals(List.of(), r.divergences());
        assertTrue(r.ok(), r.toString());
    }
}
