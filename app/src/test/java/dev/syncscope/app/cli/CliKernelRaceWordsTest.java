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
 * {@code check} and {@code run} word a GLSL or HLSL kernel's data race (VK MM: Data Race) in the kernel's language, as
 * the window's "Why this value?" does: an HLSL author cannot write memory semantics (GPU audit D11: "name sc1
 * (WorkgroupMemory) in them", "release/acquire pair …"). A SPIR-V module keeps the SPIR-V words.
 */
class CliKernelRaceWordsTest extends CliHarness {

    /**
     * The audit's h16: DeviceMemoryBarrierWithGroupSync orders UAVs, not groupshared memory, so the exchange races: a
     * control barrier orders only the storage classes its semantics name (VK MM: Inter-Thread-Happens-Before, "all of
     * SC in their semantics").
     */
    private static final String DEVICE_BARRIER_ON_GROUPSHARED = """
            // @length outbuf = 2
            RWStructuredBuffer<uint> outbuf : register(u0);
            groupshared uint s[2];

            [numthreads(2, 1, 1)]
            void main(uint gi : SV_GroupIndex) {
                s[gi] = gi + 100;
                DeviceMemoryBarrierWithGroupSync();
                outbuf[gi] = s[1 - gi];
            }
            """;

    private static final String BARRIER_FIX = "Make the barrier at line 8 one that orders the memory of s[0] as well as"
            + " what it ordered: AllMemoryBarrierWithGroupSync().";

    /**
     * The audit's h05: message passing across groups through a plain flag: nothing synchronizes the groups (VK MM:
     * Synchronizes-With needs atomics), and the plain accesses are private (VK MM: Private vs. Non-Private).
     */
    private static final String PLAIN_FLAG_ACROSS_GROUPS = """
            // @dispatch 2
            RWStructuredBuffer<uint> data : register(u0);
            RWStructuredBuffer<uint> flag : register(u1);
            RWStructuredBuffer<uint> result : register(u2);

            [numthreads(1, 1, 1)]
            void main(uint3 gid : SV_GroupID) {
                if (gid.x == 0) {
                    data[0] = 42;
                    DeviceMemoryBarrier();
                    flag[0] = 1;
                } else {
                    uint f = flag[0];
                    DeviceMemoryBarrier();
                    if (f == 1) {
                        result[0] = data[0];
                    }
                }
            }
            """;

    @Test
    void checkNamesTheHlslBarrierThatOrdersGroupsharedMemoryNotItsSemantics(@TempDir Path dir) throws IOException {
        Path file = Files.writeString(dir.resolve("h16.hlsl"), DEVICE_BARRIER_ON_GROUPSHARED);
        assertEquals(Cli.FAILED, run("check", file.toString()));
        String text = out.toString();
        assertTrue(text.contains("    missing: T0 and T1 both passed the control barrier at line 8, but a control"
                + " barrier orders memory only through its semantics") && text.contains(BARRIER_FIX), text);
        assertFalse(text.contains("WorkgroupMemory") || text.contains("in its semantics"), text);
    }

    @Test
    void runNamesTheSameHlslBarrier(@TempDir Path dir) throws IOException {
        Path file = Files.writeString(dir.resolve("h16.hlsl"), DEVICE_BARRIER_ON_GROUPSHARED);
        assertEquals(Cli.FAILED, run("run", file.toString()));
        String text = out.toString();
        assertTrue(text.contains(BARRIER_FIX) || text.contains(BARRIER_FIX.replace("s[0]", "s[1]")), text);
        assertFalse(text.contains("WorkgroupMemory") || text.contains("semantics)"), text);
    }

    @Test
    void checkAsksAnHlslAuthorForInterlockedOperationsNotAReleaseAcquirePair(@TempDir Path dir) throws IOException {
        Path file = Files.writeString(dir.resolve("h05.hlsl"), PLAIN_FLAG_ACROSS_GROUPS);
        assertEquals(Cli.FAILED, run("check", file.toString()));
        String text = out.toString();
        assertTrue(text.contains("Make both accesses of flag[0] Interlocked operations (InterlockedExchange to write at"
                + " line 11, InterlockedAdd of 0 to read at line 13)."), text);
        assertTrue(text.contains("Make both accesses of data[0] Interlocked operations (InterlockedExchange to write at"
                + " line 9, InterlockedAdd of 0 to read at line 16)."), text);
        assertFalse(text.contains("release/acquire pair"), text);
    }

    @Test
    void aGlslKernelsRaceNamesBarrierCall(@TempDir Path dir) throws IOException {
        // one workgroup exchanges through shared memory with no barrier: a workgroup control barrier with
        // acquire-release semantics for shared memory would order the write before the read (VK MM: Synchronizes-With)
        Path file = Files.writeString(dir.resolve("x.comp"), """
                #version 450
                layout(local_size_x = 2) in;
                layout(binding = 0) buffer O { uint outbuf[2]; };
                shared uint s[2];
                void main() {
                    uint i = gl_LocalInvocationID.x;
                    s[i] = i + 100u;
                    outbuf[i] = s[1u - i];
                }
                """);
        for (String command : new String[] {"check", "run"}) {
            out.getBuffer().setLength(0);
            assertEquals(Cli.FAILED, run(command, file.toString()));
            String text = out.toString();
            assertTrue(text.contains("Put barrier() between line 7 and line 8"), command + ": " + text);
            assertFalse(text.contains("release/acquire pair") || text.contains("WorkgroupMemory"), text);
        }
    }

    /**
     * The audit's h02: a reduction whose loop lacks its barrier. T0 reads s[2] (s[0] += s[2]) after T2 wrote it
     * (s[2] += s[3]): the same line, but T0 writes s[0], not s[2], so the race is no lost update of s[2] and one
     * InterlockedAdd of s[2] would leave it; a group barrier in the loop orders the write before the read (VK MM:
     * Synchronizes-With, control barriers).
     */
    @Test
    void aReductionsRaceAsksForTheGroupBarrierNotForAnInterlockedUpdate(@TempDir Path dir) throws IOException {
        Path file = Files.writeString(dir.resolve("reduce.hlsl"), """
                // @length output = 1
                RWStructuredBuffer<uint> output : register(u0);
                groupshared uint s[4];

                [numthreads(4, 1, 1)]
                void main(uint gi : SV_GroupIndex) {
                    s[gi] = gi + 1;
                    GroupMemoryBarrierWithGroupSync();
                    for (uint stride = 2; stride > 0; stride >>= 1) {
                        if (gi < stride) {
                            s[gi] += s[gi + stride];
                        }
                    }
                    if (gi == 0) {
                        output[0] = s[0];
                    }
                }
                """);
        for (String command : new String[] {"check", "run"}) {
            out.getBuffer().setLength(0);
            assertEquals(Cli.FAILED, run(command, file.toString()));
            String text = out.toString();
            // both accesses are at line 11 (two rounds of the loop): the barrier goes inside the loop after it; "between
            // line 11 and line 11", expected here before, is no place
            assertTrue(text.contains("if the line is in a loop, put GroupMemoryBarrierWithGroupSync() inside the loop"
                    + " after line 11"), command + ": " + text);
            assertFalse(text.contains("between line 11 and line 11"), command + ": " + text);
            assertFalse(text.contains("one Interlocked operation"), command + ": " + text);
        }
    }

    /** A counter every thread adds to with +=: its race is a lost update, whose fix is one InterlockedAdd. */
    @Test
    void aCountersRaceAsksForOneInterlockedUpdate(@TempDir Path dir) throws IOException {
        Path file = Files.writeString(dir.resolve("count.hlsl"), """
                RWStructuredBuffer<uint> output : register(u0);
                groupshared uint total;

                [numthreads(2, 1, 1)]
                void main(uint gi : SV_GroupIndex) {
                    total += gi + 1;
                    GroupMemoryBarrierWithGroupSync();
                    if (gi == 0) {
                        output[0] = total;
                    }
                }
                """);
        for (String command : new String[] {"check", "run"}) {
            out.getBuffer().setLength(0);
            assertEquals(Cli.FAILED, run(command, file.toString()));
            String text = out.toString();
            assertTrue(text.contains("Make the update of total at line 6 one Interlocked operation (InterlockedAdd,"),
                    command + ": " + text);
        }
    }

    @Test
    void aSpirvModuleKeepsTheSpirvWordsAndJsonTheEnginesWords(@TempDir Path dir) throws IOException {
        // SPIR-V assembly names its semantics: the engine's words are its own language
        Path module = Path.of("../core-sim/src/test/resources/dev/syncscope/core/fuzz/SpirvTextFuzzTestInputs/read/"
                + "glslang-barrier-orders-shared-not-buffer.spvasm");
        run("check", module.toString());
        assertTrue(out.toString().contains("does not name sc0 (UniformMemory) in its semantics"), out.toString());
        out.getBuffer().setLength(0);
        Path file = Files.writeString(dir.resolve("h16.hlsl"), DEVICE_BARRIER_ON_GROUPSHARED);
        assertEquals(Cli.FAILED, run("check", "--json", file.toString()));
        assertTrue(out.toString().contains("does not name sc1 (WorkgroupMemory) in its semantics"),
                "JSON keeps the engine's words: " + out);
    }

    @Test
    void aBarrierFixGoesBetweenTheTwoLinesInSourceOrder_VkMmSynchronizesWith(@TempDir Path dir) throws IOException {
        // a compare-exchange loop at line 9 races with the plain read of its location at line 7: the barrier goes after
        // the read and before the loop (it was "between line 9 and line 7", the session-58 audit)
        Path file = Files.writeString(dir.resolve("max.comp"), """
                // atomic max whose first read is plain
                #version 450
                layout(local_size_x = 2) in;
                layout(binding = 0) buffer M { uint m; };
                void main() {
                    uint v = gl_LocalInvocationIndex + 5u;
                    uint old = m;
                    while (true) {
                        uint prev = atomicCompSwap(m, old, max(old, v));
                        if (prev == old) break;
                        old = prev;
                    }
                }
                """);
        assertEquals(Cli.FAILED, run("check", file.toString()));
        String text = out.toString();
        assertTrue(text.contains("Put memoryBarrierBuffer(); barrier(); memoryBarrierBuffer(); between line 7 and line 9,"
                + " where every invocation of the workgroup reaches it"), text);
        assertTrue(text.contains("so T0's access happens-before T1's") && text.contains("so T1's access happens-before"
                + " T0's"), text);
        assertFalse(text.contains("between line 9 and line 7"), text);
    }

    @Test
    void twoStoresThatRaceAreToldToBecomeAtomicStores_VkMmDataRace(@TempDir Path dir) throws IOException {
        // a write/write race was told "atomicStore at line 9, atomicLoad at line 11" (the session-58 audit)
        String kernel = """
                // @dispatch 2
                #version 450
                #pragma use_vulkan_memory_model
                #extension GL_KHR_memory_scope_semantics : require
                layout(local_size_x = 1) in;
                layout(binding = 0) buffer X { uint x; };
                void main() {
                    if (gl_WorkGroupID.x == 0u) {
                        x = 1u;
                    } else {
                        x = 2u;
                    }
                }
                """;
        Path file = Files.writeString(dir.resolve("ww.comp"), kernel);
        assertEquals(Cli.FAILED, run("check", file.toString()));
        assertTrue(out.toString().contains("Make both stores to x atomic (atomicStore at line 9 and at line 11, at"
                + " gl_ScopeQueueFamily, with GL_KHR_memory_scope_semantics). Declaring x coherent (line 6) alone makes"
                + " the stores non-private but does not order them."), out.toString());
        assertFalse(out.toString().contains("atomicLoad"), out.toString());
        // a kernel without the extension: GLSL 4.50's atomicExchange
        Path legacy = Files.writeString(dir.resolve("ww-legacy.comp"), kernel.replace(
                "#pragma use_vulkan_memory_model\n#extension GL_KHR_memory_scope_semantics : require\n", ""));
        out.getBuffer().setLength(0);
        assertEquals(Cli.FAILED, run("check", legacy.toString()));
        assertTrue(out.toString().contains("Make both stores to x atomic: atomicExchange at line 7 and at line 9"),
                out.toString());
    }
}

