package dev.syncscope.core.exec;

import dev.syncscope.core.load.ProgramLoader;
import dev.syncscope.core.model.Program;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The stepper reports each undefined read or made value once, where it is first stored or decides (docs/memory-model.md,
 * "Undefined reads"). Whether it was reported before is looked up by the read or value ({@link UndefinedReports}), not by
 * scanning every diagnostic on each store: a loop copying uninitialised Workgroup memory (VK MM: Allocation, "Workgroup
 * variables have no initializer") made that quadratic. The work is counted, not timed.
 */
class UndefinedReportsTest {

    private static final int N = 256;

    private static Engine run(String body) {
        Program p = ProgramLoader.load("loop.comp", """
                #version 450
                layout(local_size_x = 1) in;
                layout(binding = 0) buffer B { uint a[N]; uint b[N]; };
                shared uint s[N];
                void main() {
                    BODY
                }
                """.replace("N]", N + "]").replace("BODY", body));
        Engine e = new Engine(p, EngineOptions.DEFAULTS);
        e.run(Scheduler.roundRobin(), StopCondition.NEVER, Long.MAX_VALUE);
        return e;
    }

    private static long undefined(Engine e) {
        return e.diagnostics().stream().filter(d -> d.kind() == Diagnostic.Kind.UNDEFINED_READ).count();
    }

    @Test
    void eachStoreOfAnUndefinedReadExaminesAtMostTheOneReportOfThatReadNotEveryDiagnostic() {
        // each read's value is stored twice: the first store reports it, the second finds that one report
        Engine e = run("for (uint i = 0u; i < " + N + "u; i++) {\n uint v = s[i];\n a[i] = v;\n b[i] = v;\n }");
        assertEquals(N, undefined(e), e.diagnostics().toString());
        assertEquals(N, e.executor().undefinedUses().examined(), "one diagnostic examined a second store; a scan of"
                + " every diagnostic examines about " + (long) N * N / 2);
    }

    @Test
    void eachStoreOfAMadeUndefinedValueExaminesAtMostItsOneReport() {
        // a Function variable read before any store (OpVariable without an Initializer: undefined), stored N times
        Engine e = run("uint x;\n for (uint i = 0u; i < " + N + "u; i++) {\n a[i] = s[i];\n b[i] = x;\n }");
        assertEquals(N + 1, undefined(e), e.diagnostics().toString());
        assertEquals(N - 1, e.executor().undefinedUses().examined(), "one diagnostic examined each store of x after"
                + " the first; a scan of every diagnostic examines about " + (long) N * N / 2);
    }
}
