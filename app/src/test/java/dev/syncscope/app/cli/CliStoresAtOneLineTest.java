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
 * Two invocations' plain stores to one location at one statement race (VK MM: Data Race) whatever barrier stands at
 * that line, and an atomic add is no fix for values nobody read: {@code check} and {@code run} say so, and give the
 * fixes that are (a location per invocation, or atomic stores: mutually-ordered atomics do not race). A statement
 * that reads the location first ({@code count += 1}) keeps the lost update's fix, one atomic read-modify-write.
 */
class CliStoresAtOneLineTest extends CliHarness {

    private static final String LAST_WRITER = """
            #version 450
            layout(local_size_x = 2) in;
            layout(std430, binding = 0) buffer Out { uint v; };
            void main() {
                v = gl_GlobalInvocationID.x;
            }
            """;

    private static final String COUNTER = """
            #version 450
            layout(local_size_x = 2) in;
            layout(std430, binding = 0) buffer Out { uint count; };
            void main() {
                count += 1u;
            }
            """;

    @Test
    void twoStoresOfValuesNobodyReadAreToldToUseTheirOwnElementsOrAtomicStores(@TempDir Path dir) throws IOException {
        Path file = Files.writeString(dir.resolve("last.comp"), LAST_WRITER);
        for (String command : new String[] {"check", "run"}) {
            out.getBuffer().setLength(0);
            assertEquals(Cli.FAILED, run(command, file.toString()));
            String text = out.toString();
            assertTrue(text.contains("both store to v at line 5, values neither read there"), command + ": " + text);
            assertTrue(text.contains("Give each invocation an element of its own"), command + ": " + text);
            assertFalse(text.contains("atomicAdd") || text.contains("between line 5 and line 5"), command + ": " + text);
        }
    }

    @Test
    void aStatementThatReadsTheLocationFirstKeepsTheAtomicUpdateForItsStores(@TempDir Path dir) throws IOException {
        Path file = Files.writeString(dir.resolve("count.comp"), COUNTER);
        for (String command : new String[] {"check", "run"}) {
            out.getBuffer().setLength(0);
            assertEquals(Cli.FAILED, run(command, file.toString()));
            String text = out.toString();
            assertTrue(text.contains("Make the update of count at line 5 one atomic read-modify-write"),
                    command + ": " + text);
            assertFalse(text.contains("values neither read there"), command + ": " + text);
        }
    }
}
