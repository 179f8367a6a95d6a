package dev.syncscope.core.spirv;

import dev.syncscope.core.model.InputError;
import dev.syncscope.core.model.SourceSpan;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Reads a SPIR-V binary (either endianness, detected from the magic number) into a
 * {@link SpirvModule}. Malformed input gives an {@link InputError} at line 0 whose message names
 * the word index. Stateless.
 */
public final class SpirvBinaryReader {

    private SpirvBinaryReader() {
    }

    /**
     * Whether {@code bytes} begin as SPIR-V assembly does: after blanks, a {@code ;} comment, an {@code Op}
     * instruction or a {@code %id =} result, in plain ASCII (a binary's first word is the magic number, 0x07230203,
     * whose bytes are no such text in either order).
     */
    static boolean assemblyText(byte[] bytes) {
        int i = 0;
        while (i < bytes.length && (bytes[i] == ' ' || bytes[i] == '\t' || bytes[i] == '\r' || bytes[i] == '\n')) {
            i++;
        }
        if (i >= bytes.length) {
            return false;
        }
        return bytes[i] == ';' || bytes[i] == '%' || i + 1 < bytes.length && bytes[i] == 'O' && bytes[i + 1] == 'p';
    }

    public static SpirvModule read(String file, byte[] bytes) {
        SourceSpan span = new SourceSpan(file, 0, 0);
        if (assemblyText(bytes)) {
            // text SPIR-V in a binary's name: said as such (the session-85 audit: "SPIR-V binary length 795 is not a
            // multiple of 4" for a .spv holding spirv-dis output)
            throw new InputError(span, "this is SPIR-V assembly text, not a binary module: name the file .spvasm to"
                    + " load it as text");
        }
        if (bytes.length % 4 != 0) {
            throw new InputError(span, "byte " + bytes.length + ": SPIR-V binary length " + bytes.length
                    + " is not a multiple of 4");
        }
        if (bytes.length < 20) {
            throw new InputError(span, "word " + bytes.length / 4 + ": SPIR-V binary too short for the 5-word header");
        }
        boolean little = word(bytes, 0, true) == SpirvModule.MAGIC;
        if (!little && word(bytes, 0, false) != SpirvModule.MAGIC) {
            throw new InputError(span, String.format("word 0: not a SPIR-V binary (magic 0x%08x, expected 0x%08x)",
                    word(bytes, 0, true), SpirvModule.MAGIC));
        }
        int count = bytes.length / 4;
        int[] words = new int[count];
        for (int i = 0; i < count; i++) {
            words[i] = word(bytes, i, little);
        }
        if (words[4] != 0) {
            throw new InputError(span, "word 4: reserved header word must be 0, is " + words[4]);
        }
        List<Instruction> instructions = new ArrayList<>();
        int at = 5;
        while (at < count) {
            int wordCount = words[at] >>> 16;
            int opcode = words[at] & 0xffff;
            if (wordCount == 0) {
                throw new InputError(span, "word " + at + ": instruction " + Grammar.get().opcodeName(opcode)
                        + " has word count 0");
            }
            if (at + wordCount > count) {
                throw new InputError(span, "word " + at + ": instruction " + Grammar.get().opcodeName(opcode)
                        + " of " + wordCount + " words runs past the end of the module (" + count + " words)");
            }
            int[] operands = new int[wordCount - 1];
            System.arraycopy(words, at + 1, operands, 0, wordCount - 1);
            instructions.add(new Instruction(opcode, operands, span, at));
            at += wordCount;
        }
        return new SpirvModule(file, words[1], words[2], words[3], instructions, Map.of());
    }

    private static int word(byte[] b, int i, boolean little) {
        int b0 = b[4 * i] & 0xff;
        int b1 = b[4 * i + 1] & 0xff;
        int b2 = b[4 * i + 2] & 0xff;
        int b3 = b[4 * i + 3] & 0xff;
        return little ? b0 | b1 << 8 | b2 << 16 | b3 << 24 : b3 | b2 << 8 | b1 << 16 | b0 << 24;
    }
}
