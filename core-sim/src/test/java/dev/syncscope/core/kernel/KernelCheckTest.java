package dev.syncscope.core.kernel;

import dev.syncscope.core.check.AxiomaticChecker;
import dev.syncscope.core.check.CheckResult;
import dev.syncscope.core.model.Outcome;
import org.junit.jupiter.api.Test;

import java.util.Set;
import java.util.TreeSet;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Compiled kernels through the axiomatic checker: the interpreter's actions carry the synchronization. */
class KernelCheckTest {

    private static final String MP = """
            #version 450
            #pragma use_vulkan_memory_model
            #extension GL_KHR_memory_scope_semantics : require
            layout(local_size_x = 2) in;
            layout(binding = 0) %s buffer Data { uint data; };
            layout(binding = 1) buffer Flag { uint flag; };
            layout(binding = 2) buffer Result { uint result; };
            void main() {
                if (gl_LocalInvocationID.x == 0) {
                    data = 42;
                    atomicStore(flag, 1u, gl_ScopeWorkgroup, gl_StorageSemanticsBuffer, %s);
                } else {
                    uint f = atomicLoad(flag, gl_ScopeWorkgroup, gl_StorageSemanticsBuffer, %s);
                    if (f == 1) {
                        result = data + 1;
                    }
                }
            }
            """;

    private static Set<Long> results(CheckResult r) {
        Set<Long> out = new TreeSet<>();
        for (Outcome o : r.allowedOutcomes()) {
            out.add(o.values().get("result"));
        }
        return out;
    }

    @Test
    void releaseAcquireMessagePassingIsRaceFreeAndNeverStale() {
        CheckResult r = new AxiomaticChecker().check(KernelLoader.load("mp.comp", MP.formatted("nonprivate",
                "gl_SemanticsRelease | gl_SemanticsMakeAvailable", "gl_SemanticsAcquire | gl_SemanticsMakeVisible"))
                .program());
        assertTrue(r.complete());
        assertFalse(r.hasRace(), () -> r.consistentExecutions().stream().flatMap(e -> e.races().stream())
                .map(Object::toString).distinct().toList() + " " + r.diagnostics());
        assertEquals(Set.of(0L, 43L), results(r));
    }

    @Test
    void relaxedFlagMessagePassingRacesOnTheData() {
        CheckResult r = new AxiomaticChecker().check(KernelLoader.load("mp.comp", MP.formatted("nonprivate",
                "gl_SemanticsRelaxed", "gl_SemanticsRelaxed")).program());
        assertTrue(r.complete());
        assertTrue(r.hasRace());
        assertEquals(Set.of(0L, 1L, 43L), results(r));
    }

    @Test
    void anOutcomeListsALocalOnlyForTheInvocationsThatAssignedIt() {
        // T0 takes the branch without `uint f = …`: it has no f, not f = 0 (GLSL leaves it undefined)
        CheckResult r = new AxiomaticChecker().check(KernelLoader.load("mp.comp", MP.formatted("nonprivate",
                "gl_SemanticsRelaxed", "gl_SemanticsRelaxed")).program());
        assertFalse(r.allowedOutcomes().isEmpty());
        for (Outcome o : r.allowedOutcomes()) {
            assertFalse(o.values().containsKey("T0:f"), o::toString);
            assertTrue(o.values().containsKey("T1:f"), o::toString);
        }
        assertEquals(Set.of(0L, 1L), r.allowedOutcomes().stream().map(o -> o.values().get("T1:f"))
                .collect(java.util.stream.Collectors.toSet()));
    }

    @Test
    void privateDataWriteRacesEvenWithReleaseAcquire() {
        CheckResult r = new AxiomaticChecker().check(KernelLoader.load("mp.comp", MP.formatted("",
                "gl_SemanticsRelease | gl_SemanticsMakeAvailable", "gl_SemanticsAcquire | gl_SemanticsMakeVisible"))
                .program());
        assertTrue(r.hasRace());
        assertTrue(r.consistentExecutions().stream().flatMap(e -> e.races().stream())
                .allMatch(x -> x.missingLink().contains("private")));
    }

    @Test
    void hlslGroupSharedExchangeAcrossGroupSyncIsRaceFree() {
        CheckResult r = new AxiomaticChecker().check(KernelLoader.load("x.hlsl", """
                RWStructuredBuffer<uint> data : register(u0);
                groupshared uint tile[3];
                [numthreads(3, 1, 1)]
                void main(uint gi : SV_GroupIndex) {
                    tile[gi] = gi + 10;
                    GroupMemoryBarrierWithGroupSync();
                    data[gi] = tile[2 - gi];
                }
                """).program());
        assertTrue(r.complete());
        assertFalse(r.hasRace());
        for (Outcome o : r.allowedOutcomes()) {
            assertEquals(12L, o.values().get("data[0]"), o.toString());
            assertEquals(11L, o.values().get("data[1]"));
            assertEquals(10L, o.values().get("data[2]"));
        }
    }

    @Test
    void hlslGroupSharedExchangeWithoutBarrierRaces() {
        CheckResult r = new AxiomaticChecker().check(KernelLoader.load("x.hlsl", """
                RWStructuredBuffer<uint> data : register(u0);
                groupshared uint tile[2];
                [numthreads(2, 1, 1)]
                void main(uint gi : SV_GroupIndex) {
                    tile[gi] = gi + 10;
                    data[gi] = tile[1 - gi];
                }
                """).program());
        assertTrue(r.hasRace());
    }
}
