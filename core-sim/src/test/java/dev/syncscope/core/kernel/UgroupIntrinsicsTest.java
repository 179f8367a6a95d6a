package dev.syncscope.core.kernel;

import dev.syncscope.core.model.Action;
import dev.syncscope.core.model.Scope;
import dev.syncscope.core.model.SourceSpan;
import dev.syncscope.core.spirv.SpirvRunner;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

class UgroupIntrinsicsTest {

    private static final String KERNEL = """
            // @dispatch 1
            RWStructuredBuffer<uint> data : register(u0);
            #ifndef SYNCSCOPE
            #define SyncScopeUavGroupMemoryBarrierWithGroupSync() DeviceMemoryBarrierWithGroupSync()
            #define SyncScopeAllGroupMemoryBarrier() AllMemoryBarrier()
            #endif
            [numthreads(2, 1, 1)]
            void main(uint gi : SV_GroupIndex) {
                data[gi] = 1;
                SyncScopeUavGroupMemoryBarrierWithGroupSync();
                SyncScopeAllGroupMemoryBarrier();
                DeviceMemoryBarrierWithGroupSync();
            }
            """;

    @Test
    void ugroupPseudoIntrinsicsAreWorkgroupScopedFencesLikeTheirSyncVariants() {
        List<Action> as = new SpirvRunner(KernelLoader.load("u.hlsl", KERNEL).program()).run(20).actions.get(0);
        Action.ControlBarrier ugroupT = assertInstanceOf(Action.ControlBarrier.class, as.get(1));
        D3d11Sync.Variant t = D3d11Sync.parse("sync_ugroup_t", SourceSpan.UNKNOWN);
        assertEquals(t.execution(), ugroupT.execution());
        assertEquals(t.memory(), ugroupT.memory());
        assertEquals(t.semantics().storageClasses(), ugroupT.semantics().storageClasses());
        assertEquals(10, ugroupT.source().line());
        Action.MemoryBarrier ugroupG = assertInstanceOf(Action.MemoryBarrier.class, as.get(2));
        assertEquals(Scope.WORKGROUP, ugroupG.scope());
        assertEquals(D3d11Sync.parse("sync_ugroup_g", SourceSpan.UNKNOWN).semantics().storageClasses(),
                ugroupG.semantics().storageClasses());
        assertEquals(11, ugroupG.source().line());
        Action.ControlBarrier device = assertInstanceOf(Action.ControlBarrier.class, as.get(3));
        assertEquals(Scope.QUEUE_FAMILY, device.memory());
    }
}
