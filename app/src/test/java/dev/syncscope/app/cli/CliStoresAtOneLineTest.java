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
 * Races whose two accesses are at one line. Two invocations' plain stores to one location at one statement race (VK MM: Data Race) whatever barrier stands at
 * that line, and an atomic add is no fix for values nobody read: {@code check} and {@code run} say so, and give the
 * fixes that are (a location per invocation, or atomic stores: mutually-ordered atomics do not race). A statement
 * that reads the location first ({@code count += 1}) keeps the lost update's fix, one atomic read-modify-write. A
 * barrier fix for a write and a read at one line (a loop's iterations) cannot be "between line 10 and line 10": it goes
 * inside the loop after the line (VK MM: Synchronizes-With, control barriers), which the check then finds race-free.
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

    /** A tree reduction whose loop has no barrier between its rounds: round 2 reads what round 1 wrote, at line 10. */
    private static final String LOOP_REDUCTION = """
            #version 450
            layout(local_size_x = 4) in;
            shared uint s[4];
            layout(std430, binding = 0) buffer Out { uint total; };
            void main() {
                uint i = gl_LocalInvocationID.x;
                s[i] = i + 1u;
                barrier();
                for (uint stride = 2u; stride > 0u; stride /= 2u) {
                    if (i < stride) s[i] += s[i + stride];
                }
                barrier();
                if (i == 0u) total = s[0];
            }
            """;

    @Test
    void aBarrierFixForTwoAccessesAtOneLinePutsItInsideTheLoopAfterTheLine(@TempDir Path dir) throws IOException {
        Path file = Files.writeString(dir.resolve("loop.comp"), LOOP_REDUCTION);
        for (String command : new String[] {"check", "run"}) {
            out.getBuffer().setLength(0);
            assertEquals(Cli.FAILED, run(command, file.toString()));
            String text = out.toString();
            assertTrue(text.contains("if the line is in a loop, put barrier() inside the loop after line 10"),
                    command + ": " + text);
            assertFalse(text.contains("between line 10 and line 10"), command + ": " + text);
        }
        // the fix as worded: barrier() in the loop, after line 10, outside the branch
        Path fixed = Files.writeString(dir.resolve("fixed.comp"), LOOP_REDUCTION.replace(
                "if (i < stride) s[i] += s[i + stride];\n", "if (i < stride) s[i] += s[i + stride];\n        barrier();\n"));
        out.getBuffer().setLength(0);
        assertEquals(Cli.OK, run("check", fixed.toString()), out.toString());
    }

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

    @Test
    void twoStoresToOneTexelAreToldToUseTheirOwnTexelsOrImageAtomics(@TempDir Path dir) throws IOException {
        // GLSL's atomics on an image texel are imageAtomicExchange …, and a texel has coordinates, not an index (the
        // buffer's words named atomicExchange, which takes no image; session 81)
        Path file = Files.writeString(dir.resolve("texel.comp"), """
                #version 450
                layout(local_size_x = 2) in;
                layout(binding = 0, r32ui) uniform uimage1D img;
                void main() {
                    imageStore(img, 0, uvec4(gl_GlobalInvocationID.x));
                }
                """);
        for (String command : new String[] {"check", "run"}) {
            out.getBuffer().setLength(0);
            assertEquals(Cli.FAILED, run(command, file.toString()));
            String text = out.toString();
            assertTrue(text.contains("a texel of its own (its coordinates from gl_GlobalInvocationID)")
                    && text.contains("make the store atomic: imageAtomicExchange"), command + ": " + text);
            assertFalse(text.contains(" atomicExchange"), command + ": " + text);
        }
    }

    @Test
    void anUpdateOfATexelIsToldToUseAnImageAtomic(@TempDir Path dir) throws IOException {
        // a read-modify-write of a texel by two invocations: GLSL's atomic for it is imageAtomicAdd, not atomicAdd,
        // which takes no image (session 82; the buffer's words named atomicAdd)
        Path file = Files.writeString(dir.resolve("bump.comp"), """
                #version 450
                layout(local_size_x = 2) in;
                layout(binding = 0, r32ui) uniform uimage1D img;
                void main() {
                    imageStore(img, 0, imageLoad(img, 0) + 1u);
                }
                """);
        for (String command : new String[] {"check", "run"}) {
            out.getBuffer().setLength(0);
            assertEquals(Cli.FAILED, run(command, file.toString()));
            String text = out.toString();
            assertTrue(text.contains("one atomic read-modify-write: imageAtomicAdd"), command + ": " + text);
            assertFalse(text.contains(" atomicAdd"), command + ": " + text);
        }
    }
}
