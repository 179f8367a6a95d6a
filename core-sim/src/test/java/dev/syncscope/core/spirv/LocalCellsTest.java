package dev.syncscope.core.spirv;

import dev.syncscope.core.kernel.KernelLoader;
import org.junit.jupiter.api.Test;

import java.time.Duration;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

/**
 * Stores into the elements of an invocation's private array: written in place within a run, yet every value that
 * leaves the run (a load of the whole array, the state between actions) keeps the elements it had.
 */
class LocalCellsTest {

    @Test
    void loopsFillingLargePrivateArraysTakeTimeLinearInTheirStores() {
        // each store used to copy the whole array: 65,536 stores of 65,536 entries took seconds an invocation (the CLI
        // audit's 4,096 invocations filling uint a[65536] loaded for over an hour); the timeout only guards the build
        SpirvRunner r = assertTimeoutPreemptively(Duration.ofSeconds(60), () -> new SpirvRunner(
                KernelLoader.load("fill.comp", """
                        // @budget 1000000
                        #version 450
                        layout(local_size_x = 16) in;
                        layout(binding = 0) buffer D { uint d[17]; };
                        void main() {
                            uint a[65536];
                            for (uint j = 0u; j < 4u; j++) {
                                for (uint i = 0u; i < 16384u; i++) {
                                    a[j * 16384u + i] = j * 16384u + i;
                                }
                                d[16] = j; // a memory action: each quarter runs within the budget
                            }
                            d[gl_LocalInvocationIndex] = a[65535u - gl_LocalInvocationIndex];
                        }
                        """).program()).run(100));
        for (int i = 0; i < 16; i++) {
            assertEquals(65535 - i, r.value("d", i), "d[" + i + "]");
        }
    }

    @Test
    void aWholeArrayLoadedBetweenStoresKeepsItsElementsAndSoDoesTheArrayItCameFrom() {
        // a[3] = 9 makes a this run's own list; b = a must copy it out, or a[0] = 5 would change b, b[1] = 7 change a
        SpirvRunner r = new SpirvRunner(KernelLoader.load("copy.comp", """
                #version 450
                layout(local_size_x = 1) in;
                layout(binding = 0) buffer D { uint d[6]; };
                void main() {
                    uint a[4] = uint[4](1u, 2u, 3u, 4u);
                    a[3] = 9u;
                    uint b[4] = a;
                    a[0] = 5u;
                    b[1] = 7u;
                    d[0] = b[0];
                    d[1] = b[1];
                    d[2] = b[3];
                    d[3] = a[0];
                    d[4] = a[1];
                    d[5] = a[3];
                }
                """).program()).run(20);
        long[] expected = {1, 7, 9, 5, 2, 9};
        for (int i = 0; i < expected.length; i++) {
            assertEquals(expected[i], r.value("d", i), "d[" + i + "]");
        }
    }

    @Test
    void anArrayWrittenAcrossMemoryActionsKeepsEveryRunsStores() {
        // each store to d ends a run: the next run starts from the frozen array and writes its own copy
        SpirvRunner r = new SpirvRunner(KernelLoader.load("across.comp", """
                #version 450
                layout(local_size_x = 1) in;
                layout(binding = 0) buffer D { uint d[4]; };
                void main() {
                    uint a[4];
                    for (uint i = 0u; i < 4u; i++) {
                        a[i] = 10u + i;
                        d[i] = a[i] + (i > 0u ? a[i - 1u] : 0u);
                    }
                }
                """).program()).run(20);
        long[] expected = {10, 21, 23, 25};
        for (int i = 0; i < expected.length; i++) {
            assertEquals(expected[i], r.value("d", i), "d[" + i + "]");
        }
    }
}
