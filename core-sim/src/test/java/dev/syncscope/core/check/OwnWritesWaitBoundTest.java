package dev.syncscope.core.check;

import dev.syncscope.core.kernel.KernelLoader;
import dev.syncscope.core.model.Program;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A wait's bound counts the writes of its value its reads can take ({@link WaitBounds#bound}): not its own
 * invocation's atomic writes of the value after its every read of it, which an atomic read program-ordered before them
 * cannot take (VK MM: Location-Ordered, "X is a read, both X and Y are non-private, and X->Y"; a read of a
 * location-ordered-later write closes a cycle, VK MM: Acyclicity), but its writes before such a read. Each check is
 * compared with the one that leaves no wait out.
 */
class OwnWritesWaitBoundTest {

    private static final CheckOptions OPTIONS = CheckOptions.DEFAULT.withTimeLimit(Duration.ofMinutes(2))
            .withSpinBound(5);

    private static Program kernel(String body) {
        return KernelLoader.load("own.comp", """
                #version 450
                #pragma use_vulkan_memory_model
                #extension GL_KHR_memory_scope_semantics : require
                layout(local_size_x = 2) in;
                layout(binding = 0) buffer Flag { uint flag; };
                layout(binding = 1) buffer Seen { uint seen[2]; };
                const int B = gl_StorageSemanticsBuffer;
                const int R = gl_SemanticsRelaxed;
                void main() {
                    uint i = gl_LocalInvocationIndex;
                %s
                }
                """.formatted(body)).program();
    }

    private static CheckResult sameAsUnreduced(Program p) {
        // at the spin bound asked for alone: the deepened check answers at spin bound 2, which cuts no longer wait
        CheckResult reduced = new AxiomaticChecker(OPTIONS).checkAtBound(p, System.nanoTime());
        CheckResult everything = new AxiomaticChecker(OPTIONS, 0).checkAtBound(p, System.nanoTime());
        assertTrue(reduced.complete(), reduced::limitMessage);
        assertTrue(everything.complete(), everything::limitMessage);
        assertEquals(everything.allowedOutcomes(), reduced.allowedOutcomes());
        assertEquals(everything.hasRace(), reduced.hasRace());
        return reduced;
    }

    private static List<String> notes(CheckResult r, String who) {
        return r.diagnostics().stream().filter(d -> d.startsWith(who + ": waits reading flag = 1 ")).toList();
    }

    @Test
    void aWaitDoesNotCountItsOwnWritesOfTheValueAfterIt_VkMmLocationOrdered() {
        // T0 waits while flag = 1, then writes 1 itself; T1 writes 1, then 0
        CheckResult r = sameAsUnreduced(kernel("""
                    if (i == 0u) {
                        while (atomicLoad(flag, gl_ScopeDevice, B, R) == 1u) { }
                        atomicStore(flag, 1u, gl_ScopeDevice, B, R);
                        seen[0] = 1u;
                    } else {
                        atomicStore(flag, 1u, gl_ScopeDevice, B, R);
                        atomicStore(flag, 0u, gl_ScopeDevice, B, R);
                    }
                """));
        // two writes of 1 in every execution, of which T0's wait can read T1's alone: up to 1 read in a row
        assertEquals(1, notes(r, "T0").size(), r.diagnostics()::toString);
        assertTrue(notes(r, "T0").get(0).contains(" are checked up to 1 read in a row: an execution has at most 1"
                + " write of that value it can read (its own invocation's writes of it come after its reads of it,"
                + " which cannot take them: VK MM: Location-Ordered, Acyclicity), "), notes(r, "T0")::toString);
    }

    @Test
    void aWaitCountsItsOwnWriteOfTheValueBeforeIt_VkMmAcyclicity() {
        // T0 writes 1 and waits while it reads 1: its own write is the only 1 it can read, and it may read it
        CheckResult r = sameAsUnreduced(kernel("""
                    if (i == 0u) {
                        atomicStore(flag, 1u, gl_ScopeDevice, B, R);
                        while (atomicLoad(flag, gl_ScopeDevice, B, R) == 1u) { }
                        seen[0] = 1u;
                    } else {
                        while (atomicLoad(flag, gl_ScopeDevice, B, R) != 1u) { }
                        atomicStore(flag, 2u, gl_ScopeDevice, B, R);
                    }
                """));
        assertEquals(1, notes(r, "T0").size(), r.diagnostics()::toString);
        assertTrue(notes(r, "T0").get(0).contains(" are checked up to 1 read in a row: an execution has at most 1"
                + " write of that value, "), notes(r, "T0")::toString);
        // T1 waits for 1 and writes 2 after: a wait on a value its invocation writes later, once per execution
        assertTrue(r.diagnostics().stream().noneMatch(d -> d.startsWith("T1: waits reading flag = 1 ")));
    }
}
