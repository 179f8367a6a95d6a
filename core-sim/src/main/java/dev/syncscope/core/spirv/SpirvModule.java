package dev.syncscope.core.spirv;

import dev.syncscope.core.model.SourceSpan;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * A SPIR-V module as read from a binary ({@link SpirvBinaryReader}) or a {@code .spvasm} text
 * ({@link SpirvTextReader}): header fields and the instruction stream. Both readers produce the
 * same instructions for the same module (up to id numbering). Immutable.
 *
 * @param file         the file name used in source spans
 * @param version      the version word (0x00010300 for SPIR-V 1.3)
 * @param generator    the generator magic
 * @param bound        one more than the largest id
 * @param instructions the instructions in module order
 * @param textNames    for a text module, the {@code %name} written for each id
 * @param undefinedUses for a text module, the ids that instructions of function bodies use and no instruction defines,
 *                      each at its first use, in order (a binary's ids are numbers: none)
 */
public record SpirvModule(String file, int version, int generator, int bound, List<Instruction> instructions,
                          Map<Integer, String> textNames, Map<Integer, SourceSpan> undefinedUses) {

    public static final int MAGIC = 0x07230203;

    public SpirvModule {
        instructions = List.copyOf(instructions);
        textNames = Map.copyOf(textNames);
        undefinedUses = java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(undefinedUses));
    }

    /** A module whose every used id is defined (or not known to be undefined: a binary). */
    public SpirvModule(String file, int version, int generator, int bound, List<Instruction> instructions,
                       Map<Integer, String> textNames) {
        this(file, version, generator, bound, instructions, textNames, Map.of());
    }

    /** The module as SPIR-V binary words (header included). */
    public int[] toWords() {
        List<Integer> out = new ArrayList<>(List.of(MAGIC, version, generator, bound, 0));
        for (Instruction in : instructions) {
            out.add(((in.size() + 1) << 16) | in.opcode());
            for (int w : in.words()) {
                out.add(w);
            }
        }
        return out.stream().mapToInt(Integer::intValue).toArray();
    }

    /** The module as a little-endian SPIR-V binary. */
    public byte[] toBytes() {
        int[] words = toWords();
        byte[] bytes = new byte[words.length * 4];
        for (int i = 0; i < words.length; i++) {
            for (int b = 0; b < 4; b++) {
                bytes[4 * i + b] = (byte) (words[i] >>> (8 * b));
            }
        }
        return bytes;
    }
}
