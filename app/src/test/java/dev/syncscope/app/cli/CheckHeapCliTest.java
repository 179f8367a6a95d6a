package dev.syncscope.app.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A check too large for a small heap ends with a limit's message and exit code 3, not an OutOfMemoryError (the CLI
 * audit: {@code check ls1m.comp}, a million invocations each storing to its own element, ran out of memory).
 */
class CheckHeapCliTest {

    /** {@code invocations} invocations, each storing to {@code slots} elements of data of its own. */
    private static String ownSlots(int invocations, int slots) {
        return """
                // @dispatch %d
                // @length data = %d
                #version 450
                layout(local_size_x = 1) in;
                layout(binding = 0) buffer Data { uint data[]; };
                void main() {
                    for (uint i = 0u; i < %du; i++) { data[gl_GlobalInvocationID.x * %du + i] = 1; }
                }
                """.formatted(invocations, invocations * slots, slots, slots);
    }

    /** Message passing with a relaxed flag: each invocation past the first reads the flag, and the data if set. */
    private static final String MESSAGE_PASSING = """
            #version 450
            #pragma use_vulkan_memory_model
            #extension GL_KHR_memory_scope_semantics : require
            layout(local_size_x = 1) in;
            layout(binding = 0) nonprivate buffer Data { uint data; };
            layout(binding = 1) buffer Flag { uint flag; };
            layout(binding = 2) buffer Result { uint result; };
            void main() {
                if (gl_WorkGroupID.x == 0) {
                    data = 42;
                    atomicStore(flag, 1u, gl_ScopeDevice, gl_StorageSemanticsBuffer, gl_SemanticsRelaxed);
                } else if (atomicLoad(flag, gl_ScopeDevice, gl_StorageSemanticsBuffer, gl_SemanticsRelaxed) == 1) {
                    result = data + 1;
                }
            }
            """;

    /** Runs {@code check} in a fresh JVM with a heap of {@code heap}; its exit code and output. */
    private static Object[] check(String heap, Path kernel, String... options) throws IOException, InterruptedException {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        List<String> command = new ArrayList<>(List.of(java, "-Xmx" + heap, "-cp", System.getProperty("java.class.path"),
                "dev.syncscope.app.Launcher", "check", kernel.toString()));
        command.addAll(List.of(options));
        Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
        p.getOutputStream().close();
        byte[] output = p.getInputStream().readAllBytes();
        assertTrue(p.waitFor(120, TimeUnit.SECONDS), "the check ends");
        return new Object[] {p.exitValue(), new String(output, StandardCharsets.UTF_8)};
    }

    @Test
    void invocationsStoringToTheirOwnElementsReachTheSizeLimitWithinASmallHeap(@TempDir Path dir) throws Exception {
        // 12,000 locations written: the checker kept an array of every invocation per location (576 MB with 12,000
        // invocations, 288 MB with these 6,000; 12,000 of one store each are refused before their paths are explored)
        Path kernel = dir.resolve("own-slots.comp");
        Files.writeString(kernel, ownSlots(6_000, 2));
        Object[] r = check("128m", kernel);
        String text = (String) r[1];
        assertTrue(text.contains("INCOMPLETE: execution size limit of 8192 events reached: a combination of the"
                + " invocations' paths has 12000 "), text);
        assertFalse(text.contains("OutOfMemoryError") || text.contains("heap"), text);
        // with no atomic or barrier, a race-free stepper run decides every execution (StepperWitness), within the heap
        assertEquals(Cli.OK, r[0], text);
        assertTrue(text.contains("race-free in every execution, decided by one stepper run (round-robin)"), text);
    }

    @Test
    void aLaunchWhoseInvocationsAloneExceedTheSizeLimitIsRefusedAtOnceWithinASmallHeap(@TempDir Path dir)
            throws Exception {
        // audit 40, D14: 262,144 invocations storing once each filled a 512 MB heap after 22 s exploring their paths
        // (a million: 30 s and 6 GB); each takes an event on every path, so no execution fits 8,192 events
        Path kernel = dir.resolve("big.comp");
        Files.writeString(kernel, ownSlots(262_144, 1));
        Object[] r = check("256m", kernel);
        String text = (String) r[1];
        assertEquals(Cli.LIMIT, r[0], text);
        assertTrue(text.contains("UNKNOWN: a limit was reached before the answer was known: execution size limit of"
                + " 8192 events reached: 262144 invocations take a memory action on every path, so every combination of"
                + " the invocations' paths has at least 262144 (a smaller dispatch, or fewer memory actions per"
                + " invocation, fits) (--max-events N raises the limit, at the cost of time and memory)\n"), text);
        assertFalse(text.contains("OutOfMemoryError") || text.contains("heap"), text);
    }

    @Test
    void anExecutionWithinTheSizeLimitThatFillsTheHeapEndsWithALimitMessage(@TempDir Path dir) throws Exception {
        // 8,001 events: each of the execution's relations takes 8 MB, more than a 64 MB heap holds
        Path kernel = dir.resolve("mp.comp");
        Files.writeString(kernel, MESSAGE_PASSING);
        Object[] r = check("64m", kernel, "--dispatch=8000");
        String text = (String) r[1];
        // the relaxed flag races: a stepper run shows it (StepperWitness), within the same small heap
        assertEquals(Cli.FAILED, r[0], text);
        assertTrue(text.contains("data races in a stepper run ("), text);
        assertTrue(text.contains("INCOMPLETE: the Java heap (64 MB) filled while checking an execution of 8001 events"
                + " (a smaller dispatch needs less; or start Java with a larger heap, -Xmx)"), text);
        assertFalse(text.contains("OutOfMemoryError"), text);
    }
}
