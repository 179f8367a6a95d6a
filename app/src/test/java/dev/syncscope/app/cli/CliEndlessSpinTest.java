package dev.syncscope.app.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code check} of a wait that no value of its flag can end (the GPU audit's D14, {@code h12_spin_never_set.hlsl}):
 * every read takes the initial value or a write's (VK MM: Acyclicity, reads-from), and neither ends the loop, so it
 * never exits in any execution. A definite failure (exit 1) that names the loop and the location, as {@code run}'s
 * SPIN does; no larger {@code --spin-bound} is suggested, since none can help.
 */
class CliEndlessSpinTest extends CliHarness {

    /** Workgroup 0 sets flag[1]; workgroup 1 waits at line 9 for flag[0], which nothing sets. */
    private static final String NEVER_SET = """
            // @dispatch 2
            #version 450
            layout(local_size_x = 1) in;
            layout(binding = 0) coherent buffer Flags { uint flag[2]; };
            layout(binding = 1) buffer Out { uint result; };
            void main() {
                if (gl_WorkGroupID.x == 0u) { atomicExchange(flag[1], 1u); return; }
                uint seen = 0u;
                while (seen == 0u) { seen = atomicOr(flag[0], 0u); }
                result = seen;
            }
            """;

    @Test
    void aWaitNoValueCanEndFailsNamingTheLoopAndTheLocationWithoutSuggestingALargerSpinBound(@TempDir Path dir)
            throws IOException {
        // was: UNKNOWN … (--spin-bound N raises the reads of an unchanged value before a path is cut), exit 3
        Path file = Files.writeString(dir.resolve("never.comp"), NEVER_SET);
        assertEquals(Cli.FAILED, run("check", file.toString(), "--spin-bound", "100"), out.toString());
        String text = out.toString();
        assertTrue(text.lines().anyMatch(l -> l.equals("endless spin: T1 spins at " + file + ":9 reading flag[0] in"
                + " every execution, and the loop can never exit: the initial value and every value any write can store"
                + " there keep it looping")), text);
        assertTrue(text.lines().anyMatch(l -> l.equals("FAILED: an invocation that spins forever in every execution"
                + " makes the kernel wrong")), text);
        assertFalse(text.contains("--spin-bound"), text);
        // the verdict is no UNKNOWN line; race freedom, which the kernel writes no claim against and which the paths
        // cut in the spin leave open, is listed as the open implicit expectation, right before the verdict. Open not
        // because of a bound: no execution ends, and one that never ends may race (VK MM: Data Race). It said "not
        // known: a limit was reached", which read as a bound to raise (that expectation was wrong)
        assertFalse(text.contains("UNKNOWN:"), text);
        assertTrue(text.endsWith("\nexpectations:\n  UNKNOWN " + file + ": (implicit) no data race (expected true, not"
                + " known: no execution ends (an invocation spins forever in every execution), so none was checked for"
                + " races, and one in which a wait never ends may race)\nFAILED: an invocation that spins forever in"
                + " every execution makes the kernel wrong\n"), text);
        assertFalse(text.contains("a limit was reached"), text);
    }

    /** As NEVER_SET, but T1 reads x, which T0 writes with no synchronization, before its endless wait. */
    private static final String RACE_BEFORE_THE_SPIN = """
            // @dispatch 2
            #version 450
            layout(local_size_x = 1) in;
            layout(binding = 0) coherent buffer Flags { uint flag[2]; };
            layout(binding = 1) buffer Out { uint result; uint x; };
            void main() {
                if (gl_WorkGroupID.x == 0u) { x = 7u; atomicExchange(flag[1], 1u); return; }
                uint r = x;
                uint seen = 0u;
                while (seen == 0u) { seen = atomicOr(flag[0], 0u); }
                result = seen + r;
            }
            """;

    @Test
    void raceFreedomFailsUnderAnEndlessSpinByTheStepperRunThatRacesBeforeIt(@TempDir Path dir)
            throws IOException {
        // VK MM: Data Race: x = 7 (line 7) and the read of x (line 8) are not ordered by happens-before in the
        // execution in which T1 spins forever; the stepper's run shows that race, and check, which checks executions
        // that end (here none), may not answer "no data race": it is open, and says why
        Path file = Files.writeString(dir.resolve("racy.comp"), RACE_BEFORE_THE_SPIN);
        assertEquals(Cli.FAILED, run("run", file.toString()), out.toString());
        assertTrue(out.toString().contains("DATA_RACE: data race on x"), out.toString());
        out.getBuffer().setLength(0);
        assertEquals(Cli.FAILED, run("check", file.toString()), out.toString());
        // and that run is an execution the model allows: its race fails race freedom (StepperWitness), and the line
        // says where the check left it open
        assertTrue(out.toString().contains("  FAIL    " + file + ": (implicit) no data race (expected true, found false:"
                + " a stepper run (round-robin) has a data race, where the exhaustive check left it open (paths cut at a"
                + " bound: "), out.toString());
        assertTrue(out.toString().contains("; no execution ends (an invocation spins forever in every execution), so"
                + " none was checked for races, and one in which a wait never ends may race))"), out.toString());
        assertTrue(out.toString().contains("data races in a stepper run (round-robin), an execution the memory model"
                + " allows (1):\n  data race on x: write by T0 (" + file + ":7) and read by T1 (" + file + ":8)"),
                out.toString());
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            never2.comp | 10 | flag[0] | uint seen = 0u; while (seen == 0u) { seen = atomicOr(flag[0], 0u); }
            inf2ld.comp | 10 | flag[0] | while (atomicLoad(flag[0], gl_ScopeDevice, gl_StorageSemanticsBuffer, \
            gl_SemanticsAcquire) == 0u) { }
            """)
    void aWaitOnAFlagNoInvocationWritesFailsAsAnEndlessSpin(String name, int line, String flag, String wait,
                                                           @TempDir Path dir) throws IOException {
        // audit 40, D3: NEVER_SET without workgroup 0's write (never2.comp), and a plain acquire load (inf2ld.comp):
        // nothing writes flag[0], so every read takes its initial value 0 (VK MM: Allocation; Acyclicity, reads-from)
        // and the loop can never exit; was UNKNOWN … (--spin-bound N raises …), exit 3, and "one in which a wait never
        // ends may race" for the load
        Path file = Files.writeString(dir.resolve(name), """
                // @dispatch 2
                #version 450
                #pragma use_vulkan_memory_model
                #extension GL_KHR_memory_scope_semantics : require
                layout(local_size_x = 1) in;
                layout(binding = 0) coherent buffer Flags { uint flag[2]; };
                layout(binding = 1) buffer Out { uint result; };
                void main() {
                    if (gl_WorkGroupID.x == 0u) { return; }
                    %s
                    result = 1u;
                }
                """.formatted(wait));
        assertEquals(Cli.FAILED, run("check", file.toString()), out.toString());
        String text = out.toString();
        assertTrue(text.lines().anyMatch(l -> l.equals("endless spin: T1 spins at " + file + ":" + line + " reading "
                + flag + " in every execution, and the loop can never exit: the initial value and every value any"
                + " write can store there keep it looping")), text);
        assertFalse(text.contains("--spin-bound"), text);
        assertFalse(text.contains("UNKNOWN:"), text);
        // the implicit race expectation stays open for the reason it has, not a bound's (was: "no data race in the
        // executions that end, but one in which a wait never ends may race" for the load, as if some had ended)
        assertTrue(text.contains("  UNKNOWN " + file + ": (implicit) no data race (expected true, not known: no execution"
                + " ends (an invocation spins forever in every execution), so none was checked for races, and one in"
                + " which a wait never ends may race)\n"), text);
        assertFalse(text.contains("no data race in the executions that end"), text);
    }

    @Test
    void theJsonReportListsTheEndlessSpinAndFails(@TempDir Path dir) throws IOException {
        Path file = Files.writeString(dir.resolve("never.comp"), NEVER_SET);
        assertEquals(Cli.FAILED, run("check", "--json", file.toString()), out.toString());
        JsonNode report = new ObjectMapper().readTree(out.toString());
        assertEquals(1, report.get("endlessSpins").size(), out.toString());
        assertTrue(report.get("endlessSpins").get(0).asText().startsWith("endless spin: T1 spins at "));
        assertTrue(report.get("failed").asBoolean());
        assertFalse(report.get("ok").asBoolean());
        assertFalse(report.has("unknownBecause"), out.toString());
        // the implicit expectation's detail says the same as the text (it said "no data race in the executions that
        // end", of which there are none)
        assertTrue(report.get("expectations").get(0).get("detail").asText().endsWith("; no execution ends (an"
                + " invocation spins forever in every execution), so none was checked for races, and one in which a"
                + " wait never ends may race"), out.toString());
    }
}
