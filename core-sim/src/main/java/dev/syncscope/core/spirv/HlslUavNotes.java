package dev.syncscope.core.spirv;

import dev.syncscope.core.model.ProgramNote;
import dev.syncscope.core.model.SourceSpan;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * The D3D11 {@code sync} rule that becomes a note (DESIGN §2; seed "sync (sm5 - asm)"): "{@code _uglobal}
 * on a UAV not declared globally coherent only has group scope for that UAV", so within a thread group
 * D3D11 orders such a UAV's writes before the reads after {@code DeviceMemoryBarrier…}/{@code AllMemoryBarrier…}.
 * The SPIR-V a Vulkan driver runs (DXC's, and shaderc's once {@code kernel.HlslCoherence} has removed the
 * {@code Coherent} glslang copies onto a struct shared with a globallycoherent buffer) gives such a buffer no
 * {@code Coherent}, so its plain accesses are private and no barrier orders them between invocations (VK MM:
 * Location-Ordered; {@code spirv-memory-model-upgrade.md}); SyncScope runs the SPIR-V. The note says so, once per buffer
 * that is both loaded and stored with plain accesses, at the first device-scope barrier that fences
 * UAV memory, in a module compiled from HLSL ({@code OpSource HLSL}), with the key {@code note.hlslUav} for the
 * window's language. Stateless.
 */
final class HlslUavNotes {

    private static final int SOURCE_HLSL = 5;

    private HlslUavNotes() {
    }

    static List<ProgramNote> of(ModuleInfo info) {
        if (!fromHlsl(info.module)) {
            return List.of();
        }
        Map<Integer, Integer> roots = new HashMap<>();
        Set<Integer> loaded = new TreeSet<>();
        Set<Integer> stored = new TreeSet<>();
        SourceSpan fence = null;
        String variant = null;
        for (ModuleInfo.Function f : info.functions.values()) {
            for (ModuleInfo.Block b : f.blocks().values()) {
                for (int i = 0; i < b.body().size(); i++) {
                    Instruction x = b.body().get(i);
                    switch (x.name()) {
                        case "OpAccessChain", "OpInBoundsAccessChain", "OpPtrAccessChain", "OpCopyObject" ->
                                roots.put(x.word(1), roots.getOrDefault(x.word(2), x.word(2)));
                        case "OpLoad" -> loaded.add(roots.getOrDefault(x.word(2), x.word(2)));
                        case "OpStore" -> stored.add(roots.getOrDefault(x.word(0), x.word(0)));
                        case "OpControlBarrier", "OpMemoryBarrier" -> {
                            int scope = x.name().equals("OpControlBarrier") ? 1 : 0;
                            if (isDeviceUavFence(info, x.word(scope), x.word(scope + 1))) {
                                SourceSpan at = b.spans().get(i);
                                if (fence == null || before(at, fence)) {
                                    fence = at;
                                    variant = variant(info, x.name().equals("OpControlBarrier"), x.word(scope + 1));
                                }
                            }
                        }
                        default -> {
                        }
                    }
                }
            }
        }
        if (fence == null) {
            return List.of();
        }
        List<ProgramNote> out = new ArrayList<>();
        for (ModuleInfo.Global g : info.globals.values()) {
            if (isBuffer(info, g) && !coherent(info, g) && loaded.contains(g.id()) && stored.contains(g.id())) {
                String name = info.name(g.id()).isEmpty() ? info.ref(g.id()) : info.name(g.id());
                // key note.hlslUav: the buffer's name, the fence's sync variant
                out.add(new ProgramNote(fence, "the UAV " + name + " is not globallycoherent: D3D11 gives this fence"
                        + " (" + variant + ") thread-group scope for it, which orders its writes within the group, but the"
                        + " SPIR-V a Vulkan driver runs gives its accesses no Coherent, so they are private and no"
                        + " barrier orders them between invocations (VK MM: Location-Ordered); SyncScope runs the"
                        + " SPIR-V. Declare it globallycoherent for the fence to order it.", "note.hlslUav",
                        List.of(name, variant)));
            }
        }
        return out;
    }

    static boolean fromHlsl(SpirvModule module) {
        for (Instruction x : module.instructions()) {
            if (x.name().equals("OpSource")) {
                return x.word(0) == SOURCE_HLSL;
            }
        }
        return false;
    }

    /**
     * The D3D11 {@code sync} variant of a device-scope UAV fence (d3d11-sync.md's table; seed "sync (sm5 - asm)"):
     * {@code _uglobal}, with {@code _g} when it also fences group-shared memory (WorkgroupMemory: AllMemoryBarrier…)
     * and {@code _t} when it is a thread-group execution barrier (OpControlBarrier: …WithGroupSync).
     */
    private static String variant(ModuleInfo info, boolean groupSync, int semanticsId) {
        boolean groupShared = info.constants.get(semanticsId) instanceof Long sem && (sem & Spv.SEM_WORKGROUP_MEMORY) != 0;
        return "sync_uglobal" + (groupShared ? "_g" : "") + (groupSync ? "_t" : "");
    }

    /** A barrier of Device memory scope whose semantics include UAV memory (UniformMemory). */
    private static boolean isDeviceUavFence(ModuleInfo info, int scopeId, int semanticsId) {
        return info.constants.get(scopeId) instanceof Long scope && scope == Spv.SCOPE_DEVICE
                && info.constants.get(semanticsId) instanceof Long sem && (sem & Spv.SEM_UNIFORM_MEMORY) != 0;
    }

    /** A storage buffer (StorageBuffer, or Uniform with a BufferBlock struct). */
    private static boolean isBuffer(ModuleInfo info, ModuleInfo.Global g) {
        return g.storageClass() == Spv.SC_STORAGE_BUFFER
                || g.storageClass() == Spv.SC_UNIFORM && info.decoration(pointee(info, g), Spv.DEC_BUFFER_BLOCK).isPresent();
    }

    private static boolean coherent(ModuleInfo info, ModuleInfo.Global g) {
        return info.decoration(g.id(), Spv.DEC_COHERENT).isPresent()
                || info.anyMemberDecorated(pointee(info, g), Spv.DEC_COHERENT);
    }

    private static int pointee(ModuleInfo info, ModuleInfo.Global g) {
        Instruction pointer = info.definitions.get(g.typeId());
        return pointer != null && pointer.name().equals("OpTypePointer") ? pointer.word(2) : -1;
    }

    static boolean before(SourceSpan a, SourceSpan b) {
        return a.line() < b.line() || a.line() == b.line() && a.column() < b.column();
    }
}
