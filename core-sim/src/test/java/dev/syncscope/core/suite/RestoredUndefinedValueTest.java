package dev.syncscope.core.suite;

import dev.syncscope.core.api.DebugSession;
import dev.syncscope.core.exec.Diagnostic;
import dev.syncscope.core.load.ProgramLoader;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * An undefined value one invocation made (an OpUndef: glslang returns one from a function that ends without a return)
 * and stored, then read and stored again by another, is still that value: its undefinedness comes from the OpUndef, not
 * from memory without a value (Workgroup memory no write defined: VK MM Allocation). Both engines now call it an
 * undefined value where it is stored again; {@code run} called it an undefined read ("T1 reads t, which holds an
 * undefined value"), {@code check} an undefined value. A value undefined from a read of undefined memory stays an
 * undefined read.
 */
class RestoredUndefinedValueTest {

    private static final String KERNEL = """
            #version 450
            layout(local_size_x = 2) in;
            layout(binding = 0) buffer R { uint result; };
            shared uint s;
            shared uint t;
            uint pick(uint a) {
                if (a > 5u) {
                    return 1u;
                }
            }
            void main() {
                if (gl_LocalInvocationID.x == 0u) {
                    t = VALUE;
                }
                barrier();
                if (gl_LocalInvocationID.x == 1u) {
                    result = t;
                }
            }
            """;

    private static List<String> run(String name, String text) {
        DebugSession s = DebugSession.load(ProgramLoader.load(name, text));
        s.run();
        return s.diagnostics().stream().filter(d -> d.kind() == Diagnostic.Kind.UNDEFINED_READ)
                .map(Diagnostic::message).toList();
    }

    private static List<String> check(String name, String text) {
        return FileCheck.check(name, text, null, Duration.ofSeconds(60)).undefinedReads();
    }

    @Test
    void aMadeValueStoredAgainByAnotherInvocationIsAnUndefinedValueInBothEngines() {
        String text = KERNEL.replace("VALUE", "pick(0u)");
        String made = "T0 uses the undefined value of an OpUndef at r.comp:10; T0 stores its value to t";
        String again = "T1 uses the undefined value of an OpUndef at r.comp:10; T1 stores its value to result";
        assertEquals(List.of("undefined value: " + made + " at r.comp:13", "undefined value: " + again
                + " at r.comp:17"), check("r.comp", text));
        assertEquals(List.of(made, again), run("r.comp", text));
    }

    @Test
    void aValueReadFromUndefinedMemoryStoredAgainStaysAnUndefinedRead() {
        List<String> run = run("s.comp", KERNEL.replace("VALUE", "s"));
        assertEquals(List.of("T0 reads s, workgroup memory with no write visible to it (undefined); T0 stores its value"
                + " to t at s.comp:13", "T1 reads t, which holds an undefined value (a write stored one there); T1 stores"
                + " its value to result at s.comp:17"), run);
    }
}
