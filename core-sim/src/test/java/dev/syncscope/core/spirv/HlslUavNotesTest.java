package dev.syncscope.core.spirv;

import dev.syncscope.core.kernel.KernelLoader;
import dev.syncscope.core.model.ProgramNote;
import dev.syncscope.core.model.SourceSpan;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * DESIGN §2, seed "sync (sm5 - asm)": "_uglobal on a UAV not declared globally coherent only has group scope for
 * that UAV". D3D11 orders such a UAV within the group at DeviceMemoryBarrier…; the SPIR-V SyncScope runs makes its
 * accesses private (VK MM: Location-Ordered), so the program carries a note saying so where the fence is.
 */
class HlslUavNotesTest {

    private static List<ProgramNote> notes(String file, String source) {
        return KernelLoader.load(file, source).program().notes();
    }

    private static String inGroup(String declaration, String fence) {
        return declaration + " data : register(u0);\n"
                + "RWStructuredBuffer<uint> result : register(u1);\n"
                + "[numthreads(2, 1, 1)]\n"
                + "void main(uint t : SV_GroupIndex) {\n"
                + "    if (t == 0) { data[0] = 42; }\n"
                + "    " + fence + "();\n"
                + "    if (t == 1) { result[0] = data[0]; }\n"
                + "}\n";
    }

    @Test
    void aPlainUavFencedByADeviceBarrierGetsANoteAtTheFenceNamingIt() {
        List<ProgramNote> notes = notes("k.hlsl", inGroup("RWStructuredBuffer<uint>", "DeviceMemoryBarrierWithGroupSync"));
        assertEquals(1, notes.size(), notes.toString());
        assertEquals(new SourceSpan("k.hlsl", 6, 0), notes.get(0).where());
        assertTrue(notes.get(0).message().startsWith("the UAV data is not globallycoherent: D3D11 gives this fence"
                + " (sync_uglobal_t) thread-group scope for it"), notes.get(0).message());
        assertEquals(1, notes("k.hlsl", inGroup("RWStructuredBuffer<uint>", "AllMemoryBarrier")).size());
    }

    /** The fence's own sync variant (d3d11-sync.md's table; seed "sync (sm5 - asm)"): GPU audit 38 D12. */
    @ParameterizedTest
    @CsvSource({"DeviceMemoryBarrier, sync_uglobal", "DeviceMemoryBarrierWithGroupSync, sync_uglobal_t",
            "AllMemoryBarrier, sync_uglobal_g", "AllMemoryBarrierWithGroupSync, sync_uglobal_g_t"})
    void theNoteNamesTheSyncVariantOfItsFence(String intrinsic, String variant) {
        List<ProgramNote> notes = notes("k.hlsl", inGroup("RWStructuredBuffer<uint>", intrinsic));
        assertEquals(1, notes.size(), notes.toString());
        assertTrue(notes.get(0).message().contains("gives this fence (" + variant + ") thread-group scope"),
                notes.get(0).message());
        assertEquals(List.of("data", variant), notes.get(0).args());
    }

    @Test
    void noNoteForAGloballyCoherentUavAGroupOnlyFenceOrAUavNoInvocationReads() {
        assertEquals(List.of(), notes("k.hlsl", inGroup("globallycoherent RWStructuredBuffer<uint>",
                "DeviceMemoryBarrierWithGroupSync")));
        // sync_g fences group-shared memory only: D3D11 does not order the UAV either
        assertEquals(List.of(), notes("k.hlsl", inGroup("RWStructuredBuffer<uint>", "GroupMemoryBarrierWithGroupSync")));
        // result is stored, never loaded: nothing to order for another invocation
        List<ProgramNote> notes = notes("k.hlsl", inGroup("RWStructuredBuffer<uint>", "DeviceMemoryBarrierWithGroupSync"));
        assertTrue(notes.stream().noneMatch(n -> n.message().contains("UAV result ")), notes.toString());
    }

    @Test
    void glslHasNoSuchRuleAndGetsNoNote() {
        assertEquals(List.of(), notes("k.comp", "#version 450\nlayout(local_size_x = 2) in;\n"
                + "layout(binding = 0) buffer B { uint data[]; };\nlayout(binding = 1) buffer R { uint result[]; };\n"
                + "void main() {\n    if (gl_LocalInvocationIndex == 0u) { data[0] = 42u; }\n"
                + "    memoryBarrier(); barrier();\n"
                + "    if (gl_LocalInvocationIndex == 1u) { result[0] = data[0]; }\n}\n"));
    }
}
