package dev.syncscope.core.spirv;

import dev.syncscope.core.model.InputError;
import dev.syncscope.core.model.LocationNames;
import dev.syncscope.core.model.SourceSpan;

import java.util.ArrayList;
import java.util.List;

/**
 * The Workgroup blocks of a kernel that share one storage (GLSL {@code GL_EXT_shared_memory_block}, SPIR-V
 * {@code SPV_KHR_workgroup_memory_explicit_layout}: "All the Workgroup blocks share the same underlying storage"), each
 * a variable of a Block-decorated struct, decorated Aliased. VK MM "Reference" makes them one reference: "A single
 * common reference for all variables with Workgroup storage class that point to a block-decorated type". So the launch
 * has one {@link dev.syncscope.core.model.Reference} per workgroup for all of them, named after the first block, as
 * long as the longest, whose locations are named as the first block the source declares (else the first in the
 * module; glslang emits them in the order of first use) that names them views them ({@code a[1]}, then {@code b[3]}
 * past the end of {@code a}). A block without Aliased (allowed since {@code SPV_KHR_untyped_pointers}, which Mesa
 * lays out after the aliased ones) has storage, and so a reference, of its own: a departure from the VK MM text as
 * written, which predates that extension and shares every Workgroup block. Immutable.
 *
 * @param blocks the shared blocks' variables, in the source's order (empty when the kernel has fewer than two)
 * @param names  the shared reference's location names, each block's view in turn
 */
record SharedWorkgroupBlocks(List<ModuleInfo.Global> blocks, LocationNames names) {

    /** The module's shared Workgroup blocks; refuses ones of which one holds a 64-bit scalar or an 8- or 16-bit one. */
    static SharedWorkgroupBlocks of(ModuleInfo info) {
        List<ModuleInfo.Global> blocks = new ArrayList<>();
        for (ModuleInfo.Global g : info.globals.values()) {
            if (g.storageClass() == Spv.SC_WORKGROUP && g.pointee() instanceof SpirvType.Struct s
                    && info.decoration(s.id(), Spv.DEC_BLOCK).isPresent()
                    && info.decoration(g.id(), Spv.DEC_ALIASED).isPresent()) {
                blocks.add(g);
            }
        }
        if (blocks.size() < 2) {
            return new SharedWorkgroupBlocks(List.of(), null);
        }
        // in the order the source declares them where it says (glslang emits variables in the order of first use)
        List<SourceSpan> declared = blocks.stream().map(g -> declaration(info, g)).toList();
        if (!declared.contains(null)) {
            List<ModuleInfo.Global> byModule = List.copyOf(blocks);
            blocks.sort(java.util.Comparator.comparing(g -> declared.get(byModule.indexOf(g)),
                    java.util.Comparator.comparingInt(SourceSpan::line).thenComparingInt(SourceSpan::column)));
        }
        List<LocationNames.Member> views = new ArrayList<>();
        for (ModuleInfo.Global g : blocks) {
            SpirvType.Struct s = (SpirvType.Struct) g.pointee();
            if (MemoryWidths.narrow(s) != null) {
                // its locations are bytes (LocationNames.Bytes); another block's view of them would be 32-bit words
                throw refused(info, blocks, g, References.name(info, g) + " holds 8- or 16-bit scalars");
            }
            // plain shapes too (uint a[2]), which a block alone leaves to a[i] by its reference's name
            LocationNames view = References.view(info, g);
            String name = References.name(info, g);
            for (long word = 1; view != null && word < (s.size() + 3) / 4; word++) {
                if (view.highWord(word * 4)) {
                    // a 64-bit scalar is one location at its low word's index (Pointers.index); another block's view
                    // of its two words would be two other locations
                    throw refused(info, blocks, g, view.name(name, (int) word - 1) + " is a 64-bit scalar");
                }
            }
            if (view instanceof LocationNames.Struct st && st.global()) {
                // an instance-less block of several members: its members are global names
                views.addAll(st.members());
            } else if (view != null) {
                views.add(new LocationNames.Member(name, s.members().size() == 1 ? s.offsets().get(0) : 0, view));
            }
        }
        return new SharedWorkgroupBlocks(List.copyOf(blocks), new LocationNames.Struct(views, true));
    }

    /** The refusal of shared blocks of which one holds what another block cannot view ({@code what}), at {@code at}. */
    private static InputError refused(ModuleInfo info, List<ModuleInfo.Global> blocks, ModuleInfo.Global at,
                                      String what) {
        SourceSpan where = declaration(info, at);
        String names = String.join(", ", blocks.stream().map(b -> References.name(info, b)).toList());
        return new InputError(where != null ? where : at.span(), "the workgroup blocks " + names
                + " share one storage (GL_EXT_shared_memory_block), and " + what
                + ", which SyncScope cannot view through another block");
    }

    /** Where the kernel's source declares block variable {@code g} ({@code shared A {}), or null. */
    private static SourceSpan declaration(ModuleInfo info, ModuleInfo.Global g) {
        return SourceDeclarations.variableDeclaration(info, info.name(g.id()),
                info.name(((SpirvType.Struct) g.pointee()).id()));
    }

    /** Whether {@code g} is one of the shared blocks. */
    boolean contains(ModuleInfo.Global g) {
        return blocks.contains(g);
    }
}
