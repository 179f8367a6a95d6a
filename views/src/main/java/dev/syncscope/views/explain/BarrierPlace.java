package dev.syncscope.views.explain;

import java.util.List;
import java.util.regex.Pattern;

/**
 * Whether a control barrier can stand between two accesses of a GLSL or HLSL kernel, at lines {@code a} and
 * {@code b}, where the invocations of both pass it: not when the two lines are in two branches of one {@code if} /
 * {@code else} or two cases of one {@code switch} (the text between them has {@code else}, {@code case} or
 * {@code default}), since an invocation that takes one branch never reaches a barrier in the other and a barrier after
 * the whole statement comes after both accesses. Then the fix is a flag, a release after the write and an acquire
 * before the read (VK MM: Synchronizes-With), not a control barrier (VK MM: Synchronizes-With, control barriers:
 * "every invocation of the workgroup" executes its dynamic instance). Nor when both lines are inside one
 * {@code if}, {@code else} or {@code switch} block opened before the first: a barrier between them is inside it too,
 * and an invocation whose condition differs never reaches it (review of session 43: two accesses inside
 * {@code if (i < 2) { … }} were told a barrier "where every invocation reaches it", and none is there). Loops are
 * left alone: the barrier inside a reduction's loop, whose trip count is the same for every invocation, is the usual
 * fix. Comments are skipped. Stateless.
 */
final class BarrierPlace {

    /** The words that start a sibling branch. */
    private static final Pattern SIBLING = Pattern.compile("\\b(?:else|case|default)\\b");

    private BarrierPlace() {
    }

    /**
     * Whether a barrier fits between lines {@code a} and {@code b} (1-based, either order) of {@code source}: true for
     * one line (a loop's iterations, or one statement read and written: the words say where it goes) and when the
     * source is not known.
     */
    static boolean between(String source, int a, int b) {
        if (source == null || source.isEmpty() || a <= 0 || b <= 0 || a == b) {
            return true;
        }
        List<String> lines = Declarations.withoutComments(source).lines().toList();
        int first = Math.min(a, b);
        int last = Math.max(a, b);
        if (last > lines.size()) {
            return true;
        }
        if (insideOneConditional(lines, first, last)) {
            return false;
        }
        StringBuilder region = new StringBuilder();
        for (int line = first + 1; line < last; line++) {
            region.append(lines.get(line - 1)).append('\n');
        }
        // the later line up to its first block: "} else { r = data; }"
        String later = lines.get(last - 1);
        int brace = later.indexOf('{');
        region.append(brace < 0 ? "" : later.substring(0, brace + 1));
        return !SIBLING.matcher(region).find();
    }

    /** The words before a block's brace that make it conditional. */
    private static final Pattern CONDITIONAL = Pattern.compile("\\b(?:if|else|switch)\\b");

    /**
     * Whether an {@code if}, {@code else} or {@code switch} block opened before line {@code first} is still open at
     * the start of line {@code last} (1-based; {@code first < last}), braces counted in {@code lines} (comments
     * removed). A block is conditional when the
     * text before its brace, on its line or on the line before a brace that stands alone, names one of those words.
     */
    static boolean insideOneConditional(List<String> lines, int first, int last) {
        java.util.ArrayDeque<Boolean> open = new java.util.ArrayDeque<>();
        int enclosing = -1; // the depth of the outermost conditional open at the first line
        String before = "";
        for (int n = 1; n < last && n <= lines.size(); n++) {
            if (n == first) {
                int depth = 0;
                for (java.util.Iterator<Boolean> it = open.descendingIterator(); it.hasNext(); depth++) {
                    if (it.next()) {
                        enclosing = depth + 1;
                        break;
                    }
                }
                if (enclosing < 0) {
                    return false;
                }
            }
            String line = lines.get(n - 1);
            for (int i = 0; i < line.length(); i++) {
                char c = line.charAt(i);
                if (c == '{') {
                    String head = line.substring(0, i);
                    open.push(CONDITIONAL.matcher(head.isBlank() ? before : head).find());
                } else if (c == '}' && !open.isEmpty()) {
                    open.pop();
                    if (n >= first && open.size() < enclosing) {
                        return false; // the conditional closed between the two lines
                    }
                }
            }
            if (!line.isBlank()) {
                before = line;
            }
        }
        return enclosing > 0 && open.size() >= enclosing;
    }
}
