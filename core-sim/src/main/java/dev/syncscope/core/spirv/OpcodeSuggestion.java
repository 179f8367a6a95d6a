package dev.syncscope.core.spirv;

import dev.syncscope.core.model.InputError;
import dev.syncscope.core.model.SourceSpan;

/**
 * The error for a word that looks like an opcode ({@code Op} and a letter) but is none, with the closest opcode name
 * when one is within two edits ({@code unknown opcode 'OpStroe' (did you mean OpStore?)}). A misspelt opcode at the
 * start of a line used to be read as an optional operand of the line before ({@code unknown MemoryAccess 'OpStroe'},
 * {@code unexpected 'OpFrobnicate' after the operands of OpMemoryModel}: the QA audit of session 45). Stateless.
 */
final class OpcodeSuggestion {

    /** The key of the message with a suggestion. 0: the word, quoted; 1: the opcode suggested. */
    static final String KEY = "input.spirv.unknownOpcodeDidYouMean";
    /** The key of the message without one. 0: the word, quoted. */
    static final String KEY_PLAIN = "input.spirv.unknownOpcode";
    /** Most edits (insert, delete, replace, swap two neighbours) between a misspelling and the opcode suggested. */
    static final int MAX_EDITS = 2;

    private OpcodeSuggestion() {
    }

    /** Whether {@code word} is written as an opcode is ({@code Op} and a letter) but the grammar has no such opcode. */
    static boolean looksLikeUnknownOpcode(String word) {
        return word.length() > 2 && word.startsWith("Op") && Character.isLetter(word.charAt(2))
                && Grammar.get().opcode(word) == null;
    }

    /** The error for {@code word} at {@code span}: {@code unknown opcode 'word'}, with a suggestion when one is close. */
    static InputError error(SourceSpan span, String word, String quoted) {
        String closest = closest(word);
        if (closest == null) {
            return InputError.worded(span, "unknown opcode " + quoted, null, KEY_PLAIN, quoted);
        }
        return InputError.worded(span, "unknown opcode " + quoted + " (did you mean " + closest + "?)", null, KEY,
                quoted, closest);
    }

    /** The opcode name fewest edits from {@code word}, at most {@link #MAX_EDITS}; the lowest opcode on a tie; or null. */
    static String closest(String word) {
        Grammar g = Grammar.get();
        String best = null;
        int bestEdits = MAX_EDITS + 1;
        for (int code = 0; code < g.opcodeLimit(); code++) {
            Grammar.Opcode op = g.opcode(code);
            if (op == null || Math.abs(op.name().length() - word.length()) >= bestEdits) {
                continue;
            }
            int d = edits(word, op.name());
            if (d < bestEdits) {
                bestEdits = d;
                best = op.name();
            }
        }
        return best;
    }

    /** Optimal string alignment distance: insertions, deletions, substitutions and swaps of two neighbours. */
    static int edits(String a, String b) {
        int[][] d = new int[a.length() + 1][b.length() + 1];
        for (int i = 0; i <= a.length(); i++) {
            d[i][0] = i;
        }
        for (int j = 0; j <= b.length(); j++) {
            d[0][j] = j;
        }
        for (int i = 1; i <= a.length(); i++) {
            for (int j = 1; j <= b.length(); j++) {
                int cost = a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1;
                d[i][j] = Math.min(Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1), d[i - 1][j - 1] + cost);
                if (i > 1 && j > 1 && a.charAt(i - 1) == b.charAt(j - 2) && a.charAt(i - 2) == b.charAt(j - 1)) {
                    d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
                }
            }
        }
        return d[a.length()][b.length()];
    }
}
