package dev.syncscope.app.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Every invocation storing to one location races with every other (VK MM: Data Race): 4,096 invocations make
 * 8,386,560 races. {@code run} lists at most 8 per invocation and pair of lines (the newest stores it races with) and
 * says how many had more, instead of recording every pair (16,384 invocations ran out of memory after minutes).
 */
class CliManyRacesTest extends CliHarness {

    private static final String LAST_WRITER = """
            // @dispatch 16
            #version 450
            layout(local_size_x = 256) in;
            layout(std430, binding = 0) buffer Out { uint v; };
            void main() {
                v = gl_GlobalInvocationID.x;
            }
            """;

    @Test
    void runListsEightRacesPerInvocationAndLinesAndCountsTheRest(@TempDir Path dir) throws IOException {
        Path file = Files.writeString(dir.resolve("last.comp"), LAST_WRITER);
        assertEquals(Cli.FAILED, run("run", file.toString()));
        String text = out.toString();
        // round robin: T_k stores after T_0 … T_{k-1}; a race is listed while either side has fewer than eight (36 + 8 ×
        // 4,087 = 32,732 races, 100 printed), and every invocation ends with one found and not listed
        assertTrue(text.contains("  more data races between the same lines are not listed: every invocation that races"
                + " has up to 8 listed per pair of lines, and more were found 4,096 times, counting each invocation once per pair"
                + " of lines\n"), text);
        assertTrue(text.contains("… and 32,632 more diagnostics"), text);
        assertTrue(text.contains("outcome: {v=4095}"), text);
        // T14's listed races are with T6 … T13, so its row's steps start at T6's store, after T14's first action: still
        // two stores of values nobody read, whose fix is no atomic update (it said atomicAdd once the steps started late)
        String row = text.lines().filter(l -> l.contains("write by T6 (") && l.contains("and write by T14 (")).findFirst()
                .orElseThrow();
        assertTrue(row.contains("values neither read there"), row);
        assertFalse(text.contains("atomicAdd"), text);
    }

    /**
     * A racy counter: each of 64 invocations races at two pairs of lines (its read against the others' writes, its write
     * against theirs), so more than 64 (invocation, pair of lines) have races not listed. The count is no count of
     * invocations: it said "128 invocations had more" of 64.
     */
    @Test
    void theCountOfRacesNotListedIsNotCalledOneOfInvocations(@TempDir Path dir) throws IOException {
        Path file = Files.writeString(dir.resolve("counter.comp"), """
                #version 450
                layout(local_size_x = 64) in;
                layout(std430, binding = 0) buffer Out { uint v; };
                void main() {
                    v = v + 1u;
                }
                """);
        assertEquals(Cli.FAILED, run("run", file.toString()));
        String text = out.toString();
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("more were found (\\d+) times, counting each"
                + " invocation once per pair of lines\n").matcher(text);
        assertTrue(m.find(), text);
        assertTrue(Integer.parseInt(m.group(1)) > 64, text);
        assertFalse(text.contains("invocations had more"), text);
    }
}
