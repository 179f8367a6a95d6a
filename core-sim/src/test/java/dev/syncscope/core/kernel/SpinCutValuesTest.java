package dev.syncscope.core.kernel;

import dev.syncscope.core.check.AxiomaticChecker;
import dev.syncscope.core.check.CheckOptions;
import dev.syncscope.core.check.CheckResult;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A spin cut's note names the values its wait may read for ever: those consistent executions' waits spun on, and those
 * consistent executions write to the location. T2 waits for x = 1 beside T1, which stores 2 after its own wait: in an
 * execution where T1 stores 2 before T2 reads 1, T2 reads 2 for ever (VK MM: Scoped Modification Order Coherence: no
 * later read of it takes the earlier 1), so 2 stays in T2's note; the first version of the note kept only the values
 * finished waits spun on and said {@code x = 0} (the session-91 review).
 */
class SpinCutValuesTest {

    private static final String SRC = "// @dispatch 3\n" + ValueChangesCheckTest.HEADER + """
            layout(local_size_x = 1) in;
            layout(binding = 0) buffer F { uint x; };
            void main() {
                uint id = gl_WorkGroupID.x;
                if (id == 0u) {
                    STORE(x, 1u);
                } else if (id == 1u) {
                    while (LOAD(x) != 1u) { }
                    STORE(x, 2u);
                } else {
                    while (LOAD(x) != 1u) { }
                }
            }
            """;

    @Test
    void aValueAnotherInvocationWritesAfterItsWaitStaysInTheNote() {
        CheckOptions options = CheckOptions.DEFAULT.withSpinBound(2).withTimeLimit(Duration.ofSeconds(60));
        CheckResult r = new AxiomaticChecker(options).check(KernelLoader.load("hang.comp", SRC).program());
        List<String> t2 = r.diagnostics().stream().filter(d -> d.startsWith("T2: read x = ")).toList();
        assertEquals(1, t2.size(), r.diagnostics()::toString);
        assertTrue(t2.get(0).startsWith("T2: read x = 0 or 2 at"), t2::toString);
        assertTrue(r.cuts().stream().anyMatch(c -> c.text().startsWith("T2: read x = 0 or 2 at")
                && List.of(0L, 2L).equals(c.args().get(2))), r.cuts()::toString);
    }
}
