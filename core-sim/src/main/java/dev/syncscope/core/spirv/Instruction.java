package dev.syncscope.core.spirv;

import dev.syncscope.core.model.InputError;
import dev.syncscope.core.model.SourceSpan;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * One SPIR-V instruction: its opcode and operand words exactly as in the binary form (result type
 * and result id included, in grammar order), plus where it was read from. Immutable (the operand
 * array is never exposed for writing).
 *
 * @param opcode     the opcode number
 * @param words      operand words (everything after the word holding count and opcode)
 * @param span       file:line:column in a {@code .spvasm} text, or the file with line 0 for a binary
 * @param wordOffset index of the instruction's first word in a binary, -1 for text
 */
public record Instruction(int opcode, int[] words, SourceSpan span, int wordOffset) {

    public Instruction {
        words = words.clone();
    }

    public int size() {
        return words.length;
    }

    public int word(int i) {
        if (i >= words.length) {
            throw error(name() + " has no operand " + i);
        }
        return words[i];
    }

    public int[] words() {
        return words.clone();
    }

    public String name() {
        return Grammar.get().opcodeName(opcode);
    }

    /** The literal string starting at operand {@code i} (nul-terminated, UTF-8, little-endian packed). */
    public String string(int i) {
        byte[] bytes = new byte[(words.length - i) * 4];
        int n = 0;
        for (int w = i; w < words.length; w++) {
            for (int b = 0; b < 4; b++) {
                byte c = (byte) (words[w] >>> (8 * b));
                if (c == 0) {
                    return new String(bytes, 0, n, StandardCharsets.UTF_8);
                }
                bytes[n++] = c;
            }
        }
        throw error(name() + ": literal string is not nul-terminated");
    }

    /** Number of words the literal string at operand {@code i} occupies. */
    public int stringWords(int i) {
        for (int w = i; w < words.length; w++) {
            if ((words[w] >>> 24) == 0 || (words[w] & 0xff) == 0 || (words[w] & 0xff00) == 0
                    || (words[w] & 0xff0000) == 0) {
                return w - i + 1;
            }
        }
        throw error(name() + ": literal string is not nul-terminated");
    }

    /** Where the instruction is, for messages: {@code line 12:5} or {@code word 37}. */
    public String where() {
        return wordOffset >= 0 ? "word " + wordOffset : "line " + span.line() + (span.column() > 0 ? ":" + span.column() : "");
    }

    /** An InputError at this instruction. */
    public InputError error(String message) {
        return new InputError(span, wordOffset >= 0 ? "word " + wordOffset + ": " + message : message);
    }

    /**
     * An InputError at this instruction worded by message key {@code key} with {@code args}, whose English pattern
     * gives {@code message}; in a binary the message leads with {@code word N:}, which no pattern has, so there it is
     * the English alone ({@link #error(String)}).
     */
    public InputError error(String message, String key, Object... args) {
        return wordOffset >= 0 ? error(message) : InputError.worded(span, message, null, key, args);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Instruction other && opcode == other.opcode && Arrays.equals(words, other.words);
    }

    @Override
    public int hashCode() {
        return 31 * opcode + Arrays.hashCode(words);
    }

    @Override
    public String toString() {
        return name() + Arrays.toString(words);
    }
}
