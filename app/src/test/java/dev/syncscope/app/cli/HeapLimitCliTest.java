package dev.syncscope.app.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A run whose launch or trace outgrows a small heap stops with a message and exit code 3, not an OutOfMemoryError.
 */
class HeapLimitCliTest {

    private static final String LONG_LOOP = """
            #version 450
            layout(local_size_x = 64) in;
            shared uint s[64];

            void main() {
                uint i = gl_LocalInvocationID.x;
                for (uint k = 0; k < 1000000; k++) {
                    s[i] = k;
                    barrier();
                }
            }
            """;

    /** A million invocations, each storing to an element: about 700 MB of invocation states to build. */
    private static final String MILLION = """
            // @dispatch 4000
            #version 450
            layout(local_size_x = 256) in;
            layout(binding = 0) buffer Out { uint out1[]; };
            void main() {
                out1[gl_GlobalInvocationID.x % 1024u] = 1;
            }
            """;

    /** Runs {@code syncscope ARGS} in a fresh JVM with a heap of 128 MB; its exit code and output. */
    private static Object[] fresh(String... args) throws IOException, InterruptedException {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        List<String> command = new java.util.ArrayList<>(List.of(java, "-Xmx128m", "-cp",
                System.getProperty("java.class.path"), "dev.syncscope.app.Launcher"));
        command.addAll(List.of(args));
        Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
        p.getOutputStream().close();
        byte[] output = p.getInputStream().readAllBytes();
        assertTrue(p.waitFor(120, TimeUnit.SECONDS), "the command ends");
        return new Object[] {p.exitValue(), new String(output, StandardCharsets.UTF_8)};
    }

    @Test
    void aLaunchTooLargeForTheHeapStopsWhileItIsBuiltWithTheMemoryMessage(@TempDir Path dir) throws Exception {
        // the audit: run huge.comp --max-invocations 20000000 ended after 85 s in an OutOfMemoryError's stack trace
        Path kernel = dir.resolve("million.comp");
        Files.writeString(kernel, MILLION);
        long start = System.nanoTime();
        Object[] run = fresh("run", kernel.toString(), "--max-invocations", "2000000");
        long seconds = TimeUnit.NANOSECONDS.toSeconds(System.nanoTime() - start);
        String text = (String) run[1];
        assertEquals(Cli.LIMIT, run[0], text);
        // the path as typed, as check gives it (the session-39 audit: run gave the bare file name)
        assertTrue(text.matches("(?s)(.*\\n)?" + java.util.regex.Pattern.quote(kernel.toString())
                + ": not enough memory to launch it: its 1,024,000 invocations would"
                + " need about [\\d,]+ MB of the \\d+ MB heap \\(those built so far hold \\d+ MB\\) while the launch"
                + " was built \\([\\d,]+ of 1,024,000 invocations had run to their first memory action\\); lower its"
                + " dispatch \\(@dispatch, or run --dispatch\\), or start Java with a larger heap \\(-Xmx.*"), text);
        // run's advice names run's own option (it named check --dispatch)
        assertFalse(text.contains("check --dispatch"), text);
        assertFalse(text.contains("OutOfMemoryError"), text);
        assertTrue(seconds < 60, seconds + " s");
        Object[] check = fresh("check", kernel.toString(), "--max-invocations", "2000000");
        text = (String) check[1];
        assertEquals(Cli.LIMIT, check[0], text);
        assertTrue(text.contains("UNKNOWN: a limit was reached before the answer was known: not enough memory to"
                + " launch it: its 1,024,000 invocations would need about ") && text.contains("\nLower its dispatch"
                + " (@dispatch, or check --dispatch), or start Java with a larger heap (-Xmx"), text);
        assertFalse(text.contains("OutOfMemoryError"), text);
    }

    @Test
    void aRunThatFillsTheHeapStopsWithAMessageInAFreshJvm(@TempDir Path dir) throws IOException, InterruptedException {
        Path kernel = dir.resolve("long-loop.comp");
        Files.writeString(kernel, LONG_LOOP);
        Object[] run = fresh("run", kernel.toString());
        String text = (String) run[1];
        assertEquals(Cli.LIMIT, run[0], text);
        assertTrue(text.contains("the recorded steps filled the heap") && text.contains("-Xmx"), text);
        assertFalse(text.contains("OutOfMemoryError"), text);
        // session 70: the outcome below is not final, as at the step limit, and the advice is the command line's (the
        // window's "step back or seek" was printed), with the option that ends an endless loop before the heap fills
        assertTrue(text.matches("(?s).*\n  incomplete: the outcome is not final and a race after the last step is not"
                + " excluded; start Java with a larger heap than its \\d+ MB to record more steps \\(-Xmx, e\\.g\\."
                + " java -Xmx2g -jar syncscope\\.jar run …\\)\n.*"), text);
        assertTrue(text.matches("(?s).*\n  still running: T0, T1, T2, T3, … \\(64 invocations\\); T\\d+ took the most"
                + " actions, [\\d,]+ \\(next at " + java.util.regex.Pattern.quote(kernel.toString()) + ":\\d+\\); if they"
                + " loop without end, --max-actions N stops each one after N actions \\(now 100,000\\) before the heap"
                + " fills\n.*"), text);
        assertFalse(text.contains("step back or seek"), text);
        assertTrue(text.indexOf("  incomplete:") < text.indexOf("\noutcome: "), text);
    }

    @Test
    void theHeapAdviceNamesTheBusiestRunningInvocationAndATwiceLargerHeap() {
        // heapFilled words a snapshot: a waiting invocation counts as running, a finished one does not
        dev.syncscope.core.api.DebugSession s = dev.syncscope.core.api.DebugSession.load(
                dev.syncscope.core.exec.EngineBench.reduction(1, 4, 4, 1));
        s.step(0);
        s.step(0);
        s.step(1);
        List<String> lines = RunCommand.heapFilled(s.snapshot(), 500, 3000);
        assertEquals(2, lines.size(), lines.toString());
        assertTrue(lines.get(0).endsWith("larger heap than its 3,000 MB to record more steps (-Xmx, e.g. java -Xmx6g -jar"
                + " syncscope.jar run …)"), lines.get(0));
        assertTrue(lines.get(1).startsWith("still running: wg0.inv0, wg0.inv1, wg0.inv2, wg0.inv3; wg0.inv0 took the most"
                + " actions, 2 (next at "), lines.get(1));
        assertTrue(lines.get(1).endsWith("(now 500) before the heap fills"), lines.get(1));
    }
}
