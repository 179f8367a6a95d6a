package dev.syncscope.views.source;

import java.util.Set;
import java.util.TreeSet;

/**
 * Where line-anchored marks (breakpoints) go when the text is edited, as code editors move them: a
 * line before the edit keeps its number, a line after it moves by the number of lines the edit
 * added or removed, the line the edit starts in keeps its mark, and a line the edit removed loses
 * it. The edit is found as the text between the common prefix and the common suffix of the two
 * texts, so typing, pasting, deleting a selection and undo all count as one edit. A pure function.
 */
public final class LineShift {

    private LineShift() {
    }

    /** The 1-based {@code lines} of {@code before}, renumbered for {@code after}. */
    public static Set<Integer> apply(String before, String after, Set<Integer> lines) {
        if (lines.isEmpty() || before.equals(after)) {
            return Set.copyOf(lines);
        }
        int prefix = 0;
        int max = Math.min(before.length(), after.length());
        while (prefix < max && before.charAt(prefix) == after.charAt(prefix)) {
            prefix++;
        }
        int suffix = 0;
        while (suffix < max - prefix
                && before.charAt(before.length() - 1 - suffix) == after.charAt(after.length() - 1 - suffix)) {
            suffix++;
        }
        int removedEnd = before.length() - suffix;
        int delta = newlines(after, prefix, after.length() - suffix) - newlines(before, prefix, removedEnd);
        int editLine = 1 + newlines(before, 0, prefix);
        boolean startsAtLineStart = prefix == 0 || before.charAt(prefix - 1) == '\n';
        Set<Integer> moved = new TreeSet<>();
        int line = 1;
        int lineStart = 0;
        while (lineStart <= before.length()) {
            int newline = before.indexOf('\n', lineStart);
            int lineEnd = newline < 0 ? before.length() : newline + 1;
            if (lines.contains(line)) {
                if (lineEnd <= prefix && newline >= 0) {
                    moved.add(line);
                } else if (lineStart >= removedEnd) {
                    moved.add(line + delta);
                } else if (line == editLine && !(startsAtLineStart && newline >= 0 && lineEnd <= removedEnd)) {
                    moved.add(line);
                }
            }
            if (newline < 0) {
                break;
            }
            line++;
            lineStart = lineEnd;
        }
        return moved;
    }

    private static int newlines(String s, int from, int to) {
        int n = 0;
        for (int i = from; i < to; i++) {
            if (s.charAt(i) == '\n') {
                n++;
            }
        }
        return n;
    }
}
