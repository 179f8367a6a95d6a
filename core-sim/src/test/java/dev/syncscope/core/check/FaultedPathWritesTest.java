package dev.syncscope.core.check;

import dev.syncscope.core.kernel.KernelLoader;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A path that faults made its writes before it stopped, and another invocation's read may take them (VK MM:
 * Acyclicity, reads-from): the enumeration's rounds of read values must go on as long as such writes can lengthen a
 * chain. Two invocations whose every path faulted on the first round's initial values (an index computed from a
 * shared value not yet written) ended the check at round 0 with no execution, and a racy kernel answered OK (the
 * session-44 review): the write of t by one invocation races with the other's read (VK MM: Data Race).
 */
class FaultedPathWritesTest {

    @Test
    void writesBeforeAFaultFeedTheNextRoundAndTheRaceIsFound_VkMmDataRace() {
        CheckResult r = new AxiomaticChecker(CheckOptions.DEFAULT.withConsistentOnly(true)).check(KernelLoader.load(
                "racy-index.comp", """
                #version 450
                layout(local_size_x = 2) in;
                layout(std430, binding = 0) buffer D { uint data[]; };
                shared uint s[2];
                shared uint t[2];
                void main() {
                    uint i = gl_LocalInvocationID.x;
                    s[i] = 1u + i;
                    t[s[i] - 1u] = i;
                    data[i] = t[1u - i];
                }
                """).program());
        assertTrue(r.complete(), r.limitMessage());
        assertFalse(r.consistentExecutions().isEmpty(), r.diagnostics().toString());
        assertTrue(r.hasRace(), r.diagnostics().toString());
    }
}
