package dev.syncscope.core.suite;

import dev.syncscope.core.check.AxiomaticChecker;
import dev.syncscope.core.check.CheckOptions;
import dev.syncscope.core.check.CheckResult;
import dev.syncscope.core.load.ProgramLoader;
import dev.syncscope.core.model.Program;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.time.Duration;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The claim {@link StepperWitness} rests on, held to the exhaustive checker on kernels small enough for it to finish:
 * a kernel that synchronizes only through control barriers and whose first stepper run finishes race-free has that
 * run as its only execution (VK MM: Location-Ordered, Data Race), so the checker must find no race and exactly the
 * run's outcome; and a kernel whose checker finds a race must not be claimed race-free by a run (a run of it races,
 * and {@link StepperWitness#find} returns that race). Each kernel is the lesson shape a class meets: reductions,
 * scans, stencils, transposes, histograms without atomics, buffers across {@code barrier()}, with the barrier and
 * without it. The third column is what the VK MM says of each: {@code racy} (two invocations access one location, one
 * writing, with no control barrier between them, or with {@code barrier()} alone between buffer accesses, which orders
 * Workgroup memory only: VK MM Data Race, Synchronizes-With; or across fences between buffer accesses not declared
 * {@code coherent}, which are private: VK MM Private vs. Non-Private, Location-Ordered), {@code proved} (race-free and decided by the run) or
 * {@code open} (a read of Workgroup memory no write defined, whose value is undefined: VK MM Allocation; or an
 * atomic counter handing out tickets, race-free with 4! outcomes, one per modification order: VK MM Scoped
 * Modification Order; no run decides either).
 */
class DeterministicRunAgreesWithCheckerTest {

    private static final String HEAD = """
            #version 450
            layout(local_size_x = 4) in;
            layout(std430, binding = 0) buffer In { uint data[]; };
            layout(std430, binding = 1) buffer Out { uint out_[]; };
            layout(std430, binding = 2) coherent buffer C { uint c[]; };
            shared uint s[8];
            void main() {
                uint i = gl_LocalInvocationID.x;
            """;

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            reduction | proved | s[i] = data[i] + i; barrier(); for (uint k = 2u; k > 0u; k >>= 1) { if (i < k) s[i] += s[i + k]; barrier(); } if (i == 0u) out_[0] = s[0];
            reduction-no-barrier | racy | s[i] = data[i] + i; barrier(); for (uint k = 2u; k > 0u; k >>= 1) { if (i < k) s[i] += s[i + k]; } if (i == 0u) out_[0] = s[0];
            scan-two-barriers | proved | s[i] = i + 1u; barrier(); for (uint k = 1u; k < 4u; k <<= 1) { uint v = i >= k ? s[i - k] : 0u; barrier(); s[i] += v; barrier(); } out_[i] = s[i];
            scan-one-barrier | racy | s[i] = i + 1u; barrier(); for (uint k = 1u; k < 4u; k <<= 1) { if (i >= k) s[i] += s[i - k]; barrier(); } out_[i] = s[i];
            stencil | proved | s[i] = i * 3u; barrier(); out_[i] = s[(i + 1u) % 4u] + s[(i + 3u) % 4u];
            stencil-no-barrier | racy | s[i] = i * 3u; out_[i] = s[(i + 1u) % 4u] + s[(i + 3u) % 4u];
            transpose | proved | s[(i % 2u) * 2u + i / 2u] = i; barrier(); out_[i] = s[i];
            data-dependent-branch | proved | s[i] = i; barrier(); if (s[(i + 1u) % 4u] > 1u) { out_[i] = s[3u - i]; } barrier(); s[i] = 7u;
            plain-histogram | racy | s[i] = 0u; barrier(); s[i % 2u] += 1u; barrier(); out_[i] = s[i];
            buffer-across-barrier | racy | out_[i] = i; barrier(); out_[4u + i] = out_[(i + 1u) % 4u];
            buffer-with-buffer-barrier | racy | out_[i] = i; memoryBarrierBuffer(); barrier(); memoryBarrierBuffer(); out_[4u + i] = out_[(i + 1u) % 4u];
            coherent-buffer-with-buffer-barriers | proved | c[i] = i; memoryBarrierBuffer(); barrier(); memoryBarrierBuffer(); out_[i] = c[(i + 1u) % 4u];
            atomic-ticket | open | uint t = atomicAdd(c[0], 1u); out_[t] = i;
            uninitialised-shared | open | barrier(); out_[i] = s[(i + 1u) % 4u];
            last-writer-wins | racy | s[0] = i; barrier(); out_[i] = s[0];
            """)
    void aRunThatDecidesEveryExecutionAgreesWithTheChecker(String name, String expected, String body) {
        String text = HEAD + "    " + body + "\n}\n";
        Program program = ProgramLoader.load(name + ".comp",
                "// @length data = 8\n// @length out_ = 8\n// @length c = 4\n" + text);
        CheckResult checked = new AxiomaticChecker(CheckOptions.DEFAULT.withConsistentOnly(true)
                .withTimeLimit(Duration.ofSeconds(120))).check(program);
        assertTrue(checked.complete() && checked.cuts().isEmpty(), name + ": the checker must finish to judge: "
                + checked.limitMessage());
        boolean racy = RaceFreedom.racy(checked, null);
        StepperWitness run = StepperWitness.find(program);
        if (racy) {
            assertNotNull(run, name + ": the checker found a race, and some run must race too");
            assertFalse(run.provesRaceFreedom(), name + ": a racy kernel claimed race-free");
        } else if (run != null && run.provesRaceFreedom()) {
            assertTrue(StepperWitness.agrees(run, checked), name);
            assertEquals(Set.of(run.session().outcome()), checked.definedOutcomes(), name);
        }
        if (run != null && run.provesRaceFreedom()) {
            assertFalse(racy, name);
            assertEquals(1, checked.definedOutcomes().size(), name);
        }
        // what the kernel is, by the VK MM (each case's comment in the class javadoc): not only agreement
        assertEquals(expected, racy ? "racy" : run != null && run.provesRaceFreedom() ? "proved" : "open", name);
    }
}
