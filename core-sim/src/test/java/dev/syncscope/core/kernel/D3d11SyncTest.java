package dev.syncscope.core.kernel;

import dev.syncscope.core.model.Action;
import dev.syncscope.core.model.InputError;
import dev.syncscope.core.model.Scope;
import dev.syncscope.core.model.SourceSpan;
import dev.syncscope.core.model.StorageClass;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.util.List;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class D3d11SyncTest {

    @Test
    void theTenComputeVariantsOfTheSeedInOrder() {
        assertEquals(List.of("sync_g", "sync_ugroup", "sync_uglobal", "sync_g_t", "sync_ugroup_t", "sync_uglobal_t",
                        "sync_ugroup_g", "sync_uglobal_g", "sync_ugroup_g_t", "sync_uglobal_g_t"),
                D3d11Sync.variants().stream().map(D3d11Sync.Variant::name).toList());
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', textBlock = """
            sync_g           | GroupMemoryBarrier()                              | true  | -         | WORKGROUP | -         | WORKGROUP
            sync_ugroup      | SyncScopeUavGroupMemoryBarrier()                  | false | -         | WORKGROUP | WORKGROUP | STORAGE_BUFFER IMAGE
            sync_uglobal     | DeviceMemoryBarrier()                             | true  | -         | DEVICE    | WORKGROUP | STORAGE_BUFFER IMAGE
            sync_g_t         | GroupMemoryBarrierWithGroupSync()                 | true  | WORKGROUP | WORKGROUP | -         | WORKGROUP
            sync_ugroup_t    | SyncScopeUavGroupMemoryBarrierWithGroupSync()     | false | WORKGROUP | WORKGROUP | WORKGROUP | STORAGE_BUFFER IMAGE
            sync_uglobal_t   | DeviceMemoryBarrierWithGroupSync()                | true  | WORKGROUP | DEVICE    | WORKGROUP | STORAGE_BUFFER IMAGE
            sync_ugroup_g    | SyncScopeAllGroupMemoryBarrier()                  | false | -         | WORKGROUP | WORKGROUP | STORAGE_BUFFER WORKGROUP IMAGE
            sync_uglobal_g   | AllMemoryBarrier()                                | true  | -         | DEVICE    | WORKGROUP | STORAGE_BUFFER WORKGROUP IMAGE
            sync_ugroup_g_t  | SyncScopeAllGroupMemoryBarrierWithGroupSync()     | false | WORKGROUP | WORKGROUP | WORKGROUP | STORAGE_BUFFER WORKGROUP IMAGE
            sync_uglobal_g_t | AllMemoryBarrierWithGroupSync()                   | true  | WORKGROUP | DEVICE    | WORKGROUP | STORAGE_BUFFER WORKGROUP IMAGE
            """)
    void eachVariantMapsToOneAcquireReleaseBarrier(String name, String hlsl, boolean intrinsic, String execution,
                                                  Scope memory, String uavScope, String classes) {
        D3d11Sync.Variant v = D3d11Sync.parse(name, SourceSpan.UNKNOWN);
        assertEquals(hlsl, v.hlsl());
        assertEquals(intrinsic, v.hlslIntrinsic());
        assertEquals(execution, v.execution() == null ? "-" : v.execution().name());
        assertEquals(memory, v.memory());
        assertEquals(uavScope, v.nonCoherentUavMemory() == null ? "-" : v.nonCoherentUavMemory().name());
        assertEquals(Set.of(classes.split(" ")).stream().map(StorageClass::valueOf).collect(java.util.stream.Collectors.toSet()),
                v.semantics().storageClasses());
        assertTrue(v.semantics().acquire() && v.semantics().release());
        assertTrue(v.semantics().makeAvailable() && v.semantics().makeVisible());
        assertTrue(v.spirv().startsWith(v.t() ? "OpControlBarrier Workgroup" : "OpMemoryBarrier"), v.spirv());
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', textBlock = """
            sync_t                | _t must come with
            sync_uglobal_ugroup_t | both _uglobal and _ugroup
            sync_t_g              | not a compute sync variant
            sync                  | not a compute sync variant
            """)
    void invalidVariantsAreInputErrors(String text, String message) {
        InputError e = assertThrows(InputError.class, () -> D3d11Sync.parse(text, new SourceSpan("k.asm", 3, 5)));
        assertTrue(e.getMessage().contains(message), e.getMessage());
        assertEquals(3, e.span().line());
    }

    /**
     * docs/d3d11-sync.md: shaderc's HLSL legalization removes a spin-wait with an empty body (no side effect), so the
     * kernel never reads the flag; an atomic read keeps the loop. If this changes, the documentation must too.
     */
    @Test
    void anHlslSpinWaitWithAnEmptyBodyIsRemovedByTheCompilerAndAnAtomicReadKeepsIt() {
        String empty = """
                RWStructuredBuffer<uint> flag : register(u0);
                RWStructuredBuffer<uint> result : register(u1);
                [numthreads(1, 1, 1)]
                void main() {
                    while (flag[0] == 0) { }
                    result[0] = 1;
                }
                """;
        Action first = KernelLoader.load("spin.hlsl", empty).program().initial().get(0).next();
        assertTrue(first instanceof Action.Store st && st.reference().name().equals("result"), first.toString());
        String atomic = empty.replace("    while (flag[0] == 0) { }",
                "    uint v = 0;\n    do { InterlockedOr(flag[0], 0, v); } while (v == 0);");
        Action kept = KernelLoader.load("spin.hlsl", atomic).program().initial().get(0).next();
        assertTrue(kept instanceof Action.ReadModifyWrite m && m.reference().name().equals("flag"), kept.toString());
    }

    /** The HLSL column, checked against what shaderc's HLSL front end really emits. */
    @Test
    void hlslIntrinsicsCompileToTheTablesBarriers() {
        for (D3d11Sync.Variant v : D3d11Sync.variants()) {
            if (!v.hlslIntrinsic()) {
                continue;
            }
            LoadedKernel k = KernelLoader.load(v.name() + ".hlsl", """
                    RWStructuredBuffer<uint> data : register(u0);
                    [numthreads(1, 1, 1)]
                    void main() { %s; }
                    """.formatted(v.hlsl()));
            Action a = k.program().initial().get(0).next();
            Set<StorageClass> classes;
            Scope memory;
            if (v.t()) {
                Action.ControlBarrier b = (Action.ControlBarrier) a;
                assertEquals(v.execution(), b.execution(), v.name());
                classes = b.semantics().storageClasses();
                memory = b.memory();
            } else {
                Action.MemoryBarrier b = (Action.MemoryBarrier) a;
                classes = b.semantics().storageClasses();
                memory = b.scope();
            }
            assertEquals(v.semantics().storageClasses(), classes, v.name());
            // legacy GLSL450 output: Device memory scope is read as QueueFamily (upgrade-memory-model)
            assertEquals(v.memory() == Scope.DEVICE ? Scope.QUEUE_FAMILY : Scope.WORKGROUP, memory, v.name());
        }
    }
}
