package dev.syncscope.core.check;

import dev.syncscope.core.kernel.KernelLoader;
import dev.syncscope.core.model.Outcome;
import dev.syncscope.core.model.Program;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The canonical shared-memory histogram: bins zeroed by plain stores, a barrier, atomic adds, a barrier, the bins
 * read and added to the output. The plain stores come before every add in every candidate (VK MM: Location-Ordered,
 * through the barrier), so the adds' order is built as at a location of atomic writes only ({@link StoresFirst});
 * before, the adds' read values were combined freely and the check ran out of time at seven invocations.
 */
class SharedHistogramCheckTest {

    private static final CheckOptions OPTIONS = CheckOptions.DEFAULT.withTimeLimit(Duration.ofSeconds(60));

    private static String glsl(int invocations) {
        return """
                #version 450
                layout(local_size_x = %d) in;
                layout(std430, binding = 0) buffer In { uint data[]; };
                layout(std430, binding = 1) buffer Out { uint hist[]; };
                shared uint bins[4];
                void main() {
                    uint i = gl_LocalInvocationID.x;
                    if (i < 4) bins[i] = 0;
                    barrier();
                    atomicAdd(bins[data[gl_GlobalInvocationID.x] & 3u], 1u);
                    barrier();
                    if (i < 4) atomicAdd(hist[i], bins[i]);
                }
                """.formatted(invocations);
    }

    private static String hlsl(int invocations) {
        return """
                RWStructuredBuffer<uint> data : register(u0);
                RWStructuredBuffer<uint> hist : register(u1);
                groupshared uint bins[4];
                [numthreads(%d, 1, 1)]
                void main(uint3 gid : SV_DispatchThreadID, uint3 lid : SV_GroupThreadID) {
                    uint i = lid.x;
                    if (i < 4) bins[i] = 0;
                    GroupMemoryBarrierWithGroupSync();
                    InterlockedAdd(bins[data[gid.x] & 3u], 1u);
                    GroupMemoryBarrierWithGroupSync();
                    if (i < 4) InterlockedAdd(hist[i], bins[i]);
                }
                """.formatted(invocations);
    }

    /**
     * Every invocation adds 1 to bins[0] (data starts at 0). The bins' stores are location-ordered before the adds
     * and the adds before the reads after the second barrier (VK MM: Location-Ordered), the adds are mutually
     * ordered atomics (VK MM: Atomic Operation): no data race (VK MM: Data Race). Each add reads the one just before
     * it in their scoped modification order, the first the store's 0 (VK MM: Scoped Modification Order Coherence,
     * last bullet), so the executions are the n! orders of the adds, and in each the bins end at n, 0, 0, 0 and the
     * output gets them.
     */
    private static void assertHistogram(Program p, int n, int orders) {
        CheckResult r = new AxiomaticChecker(OPTIONS).check(p);
        assertTrue(r.complete(), r::limitMessage);
        assertEquals(orders, r.consistentExecutions().size());
        assertFalse(r.hasRace());
        Set<Outcome> outcomes = r.allowedOutcomes();
        assertEquals(1, outcomes.size(), outcomes::toString);
        Map<String, Long> v = outcomes.iterator().next().values();
        assertEquals(List.of((long) n, 0L, 0L, 0L, (long) n, 0L, 0L, 0L),
                List.of(v.get("bins[0]"), v.get("bins[1]"), v.get("bins[2]"), v.get("bins[3]"),
                        v.get("hist[0]"), v.get("hist[1]"), v.get("hist[2]"), v.get("hist[3]")), v::toString);
    }

    @Test
    void theGlslHistogramOfSixInvocationsIsRaceFreeWithOneOutcome() {
        assertHistogram(KernelLoader.load("hist.comp", glsl(6)).program(), 6, 720);
    }

    @Test
    void theHlslHistogramOfSixInvocationsIsRaceFreeWithOneOutcome() {
        assertHistogram(KernelLoader.load("hist.hlsl", hlsl(6)).program(), 6, 720);
    }

    @Test
    void atEightInvocationsTheAddsOrderIsBuiltFirst() {
        for (Program p : List.of(KernelLoader.load("hist.comp", glsl(8)).program(),
                KernelLoader.load("hist.hlsl", hlsl(8)).program())) {
            List<List<Trace>> traces = new TraceEnumerator(p, OPTIONS,
                    System.nanoTime() + OPTIONS.timeLimit().toNanos()).enumerate();
            ExclusiveWrites exclusive = new ExclusiveWrites(p.launch(), traces);
            assertEquals("bins[0]", String.valueOf(exclusive.main()));
        }
    }

    @Test
    void withoutTheFirstBarrierTheStoreRacesWithTheAdds() {
        String racy = glsl(4).replaceFirst("bins\\[i] = 0;\n    barrier\\(\\);", "bins[i] = 0;");
        assertFalse(racy.equals(glsl(4)));
        CheckResult r = new AxiomaticChecker(OPTIONS).check(KernelLoader.load("racy.comp", racy).program());
        assertTrue(r.complete(), r::limitMessage);
        // T0's plain store to bins[0] and T1's add: nothing orders them (VK MM: Data Race)
        assertTrue(r.hasRace());
    }
}
