package dev.syncscope.core.suite;

import dev.syncscope.core.api.DebugSession;
import dev.syncscope.core.check.AxiomaticChecker;
import dev.syncscope.core.check.CheckOptions;
import dev.syncscope.core.check.CheckResult;
import dev.syncscope.core.load.ProgramLoader;
import dev.syncscope.core.model.Outcome;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.List;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Outcomes do not present Workgroup memory that no write defined as 0 (GPU audit D15): SPIR-V gives a Workgroup
 * variable no initializer, so its value is undefined, as the window's Memory tab shows it; a storage buffer, whose
 * contents the host provides, keeps its initial value. And a check does not list as an allowed outcome the final state
 * of an execution that reads such memory (an undefined read): the value read, and what is computed from it, is not
 * defined.
 */
class UndefinedOutcomeTest {

    /** Two invocations write s[0] and s[1] of the four elements; each reads {@code READ} into a. */
    private static final String KERNEL = """
            #version 450
            layout(local_size_x = 2) in;
            shared uint s[4];
            layout(binding = 0) buffer Out { uint a[2]; uint spare; };
            void main() {
                uint i = gl_LocalInvocationID.x;
                s[i] = i + 5u;
                barrier();
                a[i] = READ;
            }
            """;

    @Test
    void theCheckersOutcomeMarksWorkgroupMemoryNoWriteDefinedAsUndefinedAndKeepsBuffersAtTheirValue() {
        FileCheck.Report r = FileCheck.check("own.comp", KERNEL.replace("READ", "s[i]"), null, Duration.ofSeconds(60));
        assertEquals(1, r.outcomes().size(), r.outcomes().toString());
        Outcome o = r.outcomes().get(0);
        assertEquals(Set.of("s[2]", "s[3]"), o.undefined());
        assertEquals(5L, o.values().get("a[0]"));
        assertEquals(0L, o.values().get("spare"), "a storage buffer's initial contents are the host's: 0 here");
        assertEquals("{T0:i=0, T1:i=1, a[0]=5, a[1]=6, s[0]=5, s[1]=6, s[2]=undefined, s[3]=undefined, spare=0}",
                o.toString());
    }

    @Test
    void theSteppersOutcomeMarksWorkgroupMemoryNoWriteDefinedAsUndefined() {
        DebugSession s = DebugSession.load(ProgramLoader.load("own.comp", KERNEL.replace("READ", "s[i]")));
        s.run();
        assertEquals(Set.of("s[2]", "s[3]"), s.outcome().undefined());
        assertEquals("{T0:i=0, T1:i=1, a[0]=5, a[1]=6, s[0]=5, s[1]=6, s[2]=undefined, s[3]=undefined, spare=0}",
                s.outcome().toString());
    }

    @Test
    void anExecutionThatReadsUndefinedWorkgroupMemoryHasNoOutcomeInTheReport() {
        // each invocation reads s[i + 2], which nobody writes: every execution reads undefined values, so the report
        // lists no outcome (it listed a[0..1] = 0, the 0 the checker reads for it, as a defined one)
        String text = KERNEL.replace("READ", "s[i + 2u]");
        FileCheck.Report r = FileCheck.check("undefined.comp", text, null, Duration.ofSeconds(60));
        assertEquals(2, r.undefinedReads().size(), r.undefinedReads().toString());
        assertEquals(List.of(), r.outcomes());
        assertTrue(r.failed());
        CheckResult c = new AxiomaticChecker(CheckOptions.DEFAULT.withConsistentOnly(true))
                .check(ProgramLoader.load("undefined.comp", text));
        assertTrue(c.consistentExecutions().stream().allMatch(e -> e.readsUndefined()));
        assertEquals(Set.of(), c.definedOutcomes());
        assertFalse(c.allowedOutcomes().isEmpty(), "the executions themselves are kept, with their witnesses");
    }
}
