package dev.syncscope.core.exec;

import dev.syncscope.core.api.DebugSession;
import dev.syncscope.core.load.ProgramLoader;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A spin loop whose read returns an undefined value (Workgroup memory no write defined, VK MM: Allocation, "Workgroup
 * variables have no initializer"; or a write that stored an OpUndef's value): the value can be anything, so the SPIN
 * no longer says the loop reads "flag = 0, a value that can never change" as if the simulator's 0 were the value. The
 * run still stops the loop (as run, reading 0; its outcome is not defined), and the finding is the UNDEFINED_READ
 * the value decides, which the checker reports by the same rule and claims no endless spin for.
 */
class UndefinedSpinTest {

    private static List<Diagnostic> run(String name, String text) {
        DebugSession s = DebugSession.load(ProgramLoader.load(name, text));
        s.run();
        return s.diagnostics();
    }

    private static Diagnostic spin(List<Diagnostic> d) {
        List<Diagnostic> spins = d.stream().filter(x -> x.kind() == Diagnostic.Kind.SPIN).toList();
        assertEquals(1, spins.size(), d.toString());
        return spins.get(0);
    }

    private static final String UNWRITTEN = """
            #version 450
            layout(local_size_x = 1) in;
            layout(binding = 0) buffer R { uint result; };
            shared uint flag;
            void main() {
                while (flag == 0u) {
                }
                result = 1u;
            }
            """;

    @Test
    void aSpinOnWorkgroupMemoryNoWriteDefinedSaysTheValueIsUndefined() {
        List<Diagnostic> d = run("a.comp", UNWRITTEN);
        Diagnostic spin = spin(d);
        assertEquals("T0 spins reading flag, where flag is undefined (it can be anything: SyncScope reads 0, and"
                + " another value may end the loop); no other invocation can still make a newer write visible to it",
                spin.message());
        assertEquals("diagnostic.spin.undefined", spin.key());
        assertEquals(List.of("T0", "flag", "flag", 0), spin.args());
        assertTrue(d.stream().anyMatch(x -> x.kind() == Diagnostic.Kind.UNDEFINED_READ
                && x.message().endsWith("its value decides a branch condition at a.comp:6")), d.toString());
    }

    @Test
    void aSpinOnAStoredOpUndefSaysTheValueIsUndefined() {
        List<Diagnostic> d = run("c.comp", """
                #version 450
                layout(local_size_x = 2) in;
                layout(binding = 0) buffer R { uint result; };
                shared uint flag;
                uint pick(uint a) {
                    if (a > 5u) {
                        return 1u;
                    }
                }
                void main() {
                    if (gl_LocalInvocationID.x == 0u) {
                        flag = pick(0u);
                    }
                    barrier();
                    if (gl_LocalInvocationID.x == 1u) {
                        while (flag == 0u) {
                        }
                        result = 1u;
                    }
                }
                """);
        assertEquals(List.of("T1", "flag", "flag", 0), spin(d).args());
        assertTrue(d.stream().anyMatch(x -> x.message().equals("T1 uses the undefined value of an OpUndef at c.comp:9;"
                + " its value decides a branch condition at c.comp:16")), d.toString());
    }

    @Test
    void aSpinOnADefinedValueStillSaysItCanNeverChange() {
        // a storage buffer's memory has the host's values: flag is 0, defined
        Diagnostic spin = spin(run("b.comp", UNWRITTEN.replace("buffer R { uint result; };",
                "buffer R { uint result; uint flag; };").replace("shared uint flag;\n", "")));
        assertEquals("diagnostic.spin", spin.key());
        assertTrue(spin.message().startsWith("T0 spins reading flag = 0, a value that can never change for it"),
                spin.message());
    }
}
