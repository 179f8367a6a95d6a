package dev.syncscope.core.kernel;

import dev.syncscope.core.model.InputError;
import dev.syncscope.core.model.Scope;
import dev.syncscope.core.model.Semantics;
import dev.syncscope.core.model.SourceSpan;
import dev.syncscope.core.model.StorageClass;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

/**
 * The ten compute-shader variants of the Direct3D 11 {@code sync} instruction (seed "sync (sm5 -
 * asm)", D3D11.3 functional spec §"sync") as data: what each one is in memory-model operations,
 * and its HLSL and SPIR-V equivalents. Immutable.
 *
 * <p>Meaning of the options (seed): {@code _uglobal} is a fence on all UAV (u#) memory making prior
 * accesses visible to the whole GPU, except that for a UAV not declared globally coherent it only
 * reaches the thread group; {@code _ugroup} is the same fence at thread-group scope; {@code _g} a
 * fence on group-shared (g#) memory at thread-group scope; {@code _t} a thread-group execution
 * barrier. In the Vulkan memory model each variant is one barrier with AcquireRelease semantics and
 * MakeAvailable|MakeVisible ("made visible to all threads") on the storage classes it fences: an
 * OpControlBarrier with Workgroup execution scope when {@code _t} is present, else an
 * OpMemoryBarrier; its memory scope is Device for {@code _uglobal} (Workgroup for UAVs that are not
 * globally coherent) and Workgroup otherwise.
 *
 * <p>The {@code _ugroup} variants have no HLSL intrinsic ("may not be targeted by the HLSL
 * compiler"); kernels write them with the pseudo-intrinsics named in {@link Variant#hlsl()}
 * (design in docs/d3d11-sync.md).
 */
public final class D3d11Sync {

    /**
     * One {@code sync} variant.
     *
     * @param name                 assembly name, e.g. {@code sync_uglobal_g_t}
     * @param uglobal              {@code _uglobal}
     * @param ugroup               {@code _ugroup}
     * @param g                    {@code _g}
     * @param t                    {@code _t}
     * @param hlsl                 the HLSL intrinsic compiling to it, or the SyncScope pseudo-intrinsic for {@code _ugroup}
     * @param hlslIntrinsic        whether {@code hlsl} is a real HLSL intrinsic
     * @param spirv                the SPIR-V equivalent under the Vulkan memory model
     * @param execution            execution scope of the barrier, null when there is no {@code _t}
     * @param memory               memory scope (for globally coherent UAVs and group-shared memory)
     * @param nonCoherentUavMemory memory scope the fence has for UAVs not declared globally coherent
     * @param semantics            memory semantics of the barrier
     */
    public record Variant(String name, boolean uglobal, boolean ugroup, boolean g, boolean t, String hlsl,
                          boolean hlslIntrinsic, String spirv, Scope execution, Scope memory, Scope nonCoherentUavMemory,
                          Semantics semantics) { }

    private static final List<Variant> VARIANTS = build();

    private D3d11Sync() {
    }

    /** The ten compute variants in the seed's order. */
    public static List<Variant> variants() {
        return VARIANTS;
    }

    /**
     * The variant written as {@code text} (e.g. {@code sync_ugroup_g_t}); invalid combinations are
     * InputErrors at {@code span}: {@code _t} alone, {@code _uglobal} with {@code _ugroup}, unknown or
     * repeated or misordered options.
     */
    public static Variant parse(String text, SourceSpan span) {
        if (!text.startsWith("sync")) {
            throw new InputError(span, InputError.quoted(text) + " is not a sync instruction");
        }
        for (Variant v : VARIANTS) {
            if (v.name().equals(text)) {
                return v;
            }
        }
        if (text.equals("sync_t")) {
            throw new InputError(span, "sync_t is invalid: _t must come with _uglobal, _ugroup or _g");
        }
        if (text.contains("_uglobal") && text.contains("_ugroup")) {
            throw new InputError(span, "sync cannot have both _uglobal and _ugroup");
        }
        throw new InputError(span, InputError.quoted(text) + " is not a compute sync variant (expected"
                + " sync[_uglobal|_ugroup][_g][_t] with at least one of _uglobal, _ugroup, _g)");
    }

    private static List<Variant> build() {
        List<Variant> out = new ArrayList<>();
        String[] order = {"sync_g", "sync_ugroup", "sync_uglobal", "sync_g_t", "sync_ugroup_t", "sync_uglobal_t",
            "sync_ugroup_g", "sync_uglobal_g", "sync_ugroup_g_t", "sync_uglobal_g_t"};
        for (String name : order) {
            boolean uglobal = name.contains("_uglobal");
            boolean ugroup = name.contains("_ugroup");
            boolean g = name.contains("_g_") || name.endsWith("_g");
            boolean t = name.endsWith("_t");
            Set<StorageClass> classes = EnumSet.noneOf(StorageClass.class);
            if (uglobal || ugroup) {
                classes.add(StorageClass.STORAGE_BUFFER);
                classes.add(StorageClass.IMAGE);
            }
            if (g) {
                classes.add(StorageClass.WORKGROUP);
            }
            Semantics semantics = new Semantics(true, true, classes, true, true);
            Scope memory = uglobal ? Scope.DEVICE : Scope.WORKGROUP;
            out.add(new Variant(name, uglobal, ugroup, g, t, hlsl(uglobal, ugroup, g, t), !ugroup,
                    spirv(uglobal, ugroup, g, t), t ? Scope.WORKGROUP : null, memory,
                    uglobal || ugroup ? Scope.WORKGROUP : null, semantics));
        }
        return List.copyOf(out);
    }

    private static String hlsl(boolean uglobal, boolean ugroup, boolean g, boolean t) {
        String base;
        if (uglobal) {
            base = g ? "AllMemoryBarrier" : "DeviceMemoryBarrier";
        } else if (ugroup) {
            base = g ? "SyncScopeAllGroupMemoryBarrier" : "SyncScopeUavGroupMemoryBarrier";
        } else {
            base = "GroupMemoryBarrier";
        }
        return base + (t ? "WithGroupSync" : "") + "()";
    }

    private static String spirv(boolean uglobal, boolean ugroup, boolean g, boolean t) {
        int bits = 0x8 | 0x2000 | 0x4000;
        if (uglobal || ugroup) {
            bits |= 0x40 | 0x800;
        }
        if (g) {
            bits |= 0x100;
        }
        String scope = uglobal ? "Device" : "Workgroup";
        String semantics = "AcquireRelease|" + (uglobal || ugroup ? "UniformMemory|" : "")
                + (g ? "WorkgroupMemory|" : "") + (uglobal || ugroup ? "ImageMemory|" : "") + "MakeAvailable|MakeVisible";
        return (t ? "OpControlBarrier Workgroup " + scope : "OpMemoryBarrier " + scope) + " "
                + String.format("0x%x", bits) + " (" + semantics + ")";
    }
}
