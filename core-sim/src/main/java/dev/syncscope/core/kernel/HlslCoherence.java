package dev.syncscope.core.kernel;

import dev.syncscope.core.spirv.Instruction;
import dev.syncscope.core.spirv.SpirvModule;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * HLSL {@code globallycoherent} per declared variable, whatever the order of the code. glslang's HLSL front end gives
 * every {@code RWStructuredBuffer<T>} of one element type (and every {@code RWByteAddressBuffer}) one block struct, and
 * when the first of them it meets is {@code globallycoherent} it puts {@code OpMemberDecorate %block 0 Coherent} on
 * that shared struct besides the variable's own {@code OpDecorate %var Coherent}. A member decoration holds for every
 * variable of the struct type, so a buffer declared without {@code globallycoherent} became coherent (its plain
 * accesses non-private) when a {@code globallycoherent} buffer was met before it, and stayed private when it was met
 * first: the race verdict flipped with the order of two {@code if} branches (audit 51). D3D11 makes
 * {@code globallycoherent} a property of the declared UAV, and DXC decorates the variable, not the type (audit 51);
 * VK MM "Private vs. Non-Private": a memory operation is non-private when its own NonPrivatePointer bit is set, which
 * Coherent gives the accesses through the Coherent variable (spirv-memory-model-upgrade.md), not those through another.
 *
 * <p>So in a module compiled from HLSL, the member Coherent decorations of a buffer's block struct are removed when a
 * variable of that struct carries Coherent itself: the member decoration is a copy of that variable's, and every
 * {@code globallycoherent} variable keeps its own (glslang decorates each, in either order; HLSL has no coherent
 * struct member, glslang ignores {@code globallycoherent} on one). A block struct with member Coherent and no Coherent
 * variable is left as it is (no such output is known; it would not be a copy). GLSL is not rewritten: each
 * {@code buffer} block declares a type of its own there, so its {@code coherent} stays with its block. A {@code .spv}
 * or {@code .spvasm} input is run as written. Stateless.
 */
final class HlslCoherence {

    private static final int SC_UNIFORM = 2;
    private static final int SC_STORAGE_BUFFER = 12;
    private static final int COHERENT = 23;

    private HlslCoherence() {
    }

    /** {@code module} (compiled from HLSL) with each buffer's coherence its own declaration's. */
    static SpirvModule perVariable(SpirvModule module) {
        List<Instruction> in = module.instructions();
        Map<Integer, Integer> bufferPointee = new HashMap<>();
        Map<Integer, Integer> arrayElement = new HashMap<>();
        Set<Integer> coherentIds = new HashSet<>();
        for (Instruction x : in) {
            switch (x.name()) {
                case "OpTypePointer" -> {
                    if (x.word(1) == SC_STORAGE_BUFFER || x.word(1) == SC_UNIFORM) {
                        bufferPointee.put(x.word(0), x.word(2));
                    }
                }
                case "OpTypeArray", "OpTypeRuntimeArray" -> arrayElement.put(x.word(0), x.word(1));
                case "OpDecorate" -> {
                    if (x.word(1) == COHERENT) {
                        coherentIds.add(x.word(0));
                    }
                }
                default -> {
                }
            }
        }
        // the block struct of each buffer variable that is declared globallycoherent itself
        Set<Integer> copiedFrom = new HashSet<>();
        for (Instruction x : in) {
            if (x.name().equals("OpVariable") && coherentIds.contains(x.word(1))
                    && bufferPointee.containsKey(x.word(0))) {
                int type = bufferPointee.get(x.word(0));
                while (arrayElement.containsKey(type)) {
                    type = arrayElement.get(type);
                }
                copiedFrom.add(type);
            }
        }
        List<Instruction> out = new ArrayList<>(in.size());
        for (Instruction x : in) {
            if (!(x.name().equals("OpMemberDecorate") && x.word(2) == COHERENT && copiedFrom.contains(x.word(0)))) {
                out.add(x);
            }
        }
        if (out.size() == in.size()) {
            return module;
        }
        return new SpirvModule(module.file(), module.version(), module.generator(), module.bound(), out,
                module.textNames(), module.undefinedUses());
    }
}
