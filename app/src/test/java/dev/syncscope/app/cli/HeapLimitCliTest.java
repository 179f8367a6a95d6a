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

/** A run whose trace outgrows a small heap stops with a message and exit code 3, not an OutOfMemoryError. */
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

    @Test
    void aRunThatFillsTheHeapStopsWithAMessageInAFreshJvm(@TempDir Path dir) throws IOException, InterruptedException {
        Path kernel = dir.resolve("long-loop.comp");
        Files.writeString(kernel, LONG_LOOP);
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        Process p = new ProcessBuilder(List.of(java, "-Xmx128m", "-cp", System.getProperty("java.class.path"),
                "dev.syncscope.app.Launcher", "run", kernel.toString()))
                .redirectErrorStream(true).start();
        p.getOutputStream().close();
        byte[] output = p.getInputStream().readAllBytes();
        assertTrue(p.waitFor(120, TimeUnit.SECONDS), "the run ends");
        String text = new String(output, StandardCharsets.UTF_8);
        assertEquals(Cli.LIMIT, p.exitValue(), text);
        assertTrue(text.contains("the recorded steps filled the heap") && text.contains("-Xmx"), text);
        assertFalse(text.contains("OutOfMemoryError"), text);
    }
}
