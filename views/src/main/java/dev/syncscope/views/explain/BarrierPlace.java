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
 * {@code if (i < 2) { … }} were told a barrier "where every invocation reaches it", and none is there). Branches
 * without braces count alike: {@code else a = 2u;} on the later line, and a loop's block that is the body of an
 * {@code if} or {@code else} without braces on the line before it (the memory-model audit's A2). Loops are
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
        // the later line up to its first block or statement: "} else { r = data; }", and a branch without braces,
        // "else a = 2u;" or "else if (c) a = 2u;" (the memory-model audit's A2: a barrier "between line 6 and line 7",
        // the if's branch and its else's)
        region.append(headOf(lines.get(last - 1)));
        return !SIBLING.matcher(region).find();
    }

    /** The words before a block's brace that make it a loop's body. */
    private static final Pattern LOOP = Pattern.compile("\\b(?:for|while|do)\\b");

    /**
     * Whether lines {@code a} and {@code b} (1-based, either order) of {@code source} are both inside the braces of
     * one loop's body ({@code for}, {@code while}, {@code do}): then an access at the later line can come before one at
     * the earlier line, in the loop's next iteration. False when the source is not known. Comments are skipped.
     */
    static boolean inOneLoop(String source, int a, int b) {
        if (source == null || source.isEmpty() || a <= 0 || b <= 0) {
            return false;
        }
        List<String> lines = Declarations.withoutComments(source).lines().toList();
        int first = Math.min(a, b);
        int last = Math.max(a, b);
        java.util.ArrayDeque<int[]> open = new java.util.ArrayDeque<>(); // {line opened, 1 for a loop}
        String before = "";
        for (int n = 1; n <= lines.size(); n++) {
            String line = lines.get(n - 1);
            for (int i = 0; i < line.length(); i++) {
                char c = line.charAt(i);
                if (c == '{') {
                    String head = line.substring(0, i);
                    open.push(new int[] {n, LOOP.matcher(head.isBlank() ? before : head).find() ? 1 : 0});
                } else if (c == '}' && !open.isEmpty()) {
                    int[] block = open.pop();
                    if (block[1] == 1 && block[0] < first && n > last) {
                        return true;
                    }
                }
            }
            if (!line.isBlank()) {
                before = line;
            }
        }
        return false;
    }

    /** A line's text up to its first brace or semicolon, inclusive (all of it when it has neither). */
    private static String headOf(String line) {
        int end = line.length();
        for (int i = 0; i < line.length(); i++) {
            if (line.charAt(i) == '{' || line.charAt(i) == ';') {
                end = i + 1;
                break;
            }
        }
        return line.substring(0, end);
    }

    /**
     * A line that is only an {@code if (…)}, {@code else} or {@code else if (…)} whose statement, without braces, is on
     * the lines after it: a loop's block there is that branch's body ({@code if (i < 2)} then {@code for (…) {}).
     */
    private static final Pattern DANGLING = Pattern.compile(
            "^\\s*(?:}\\s*)?(?:else\\b\\s*)?(?:if\\s*\\(.*\\))?\\s*$");

    private static boolean dangling(String line) {
        return line != null && CONDITIONAL.matcher(line).find() && line.indexOf(';') < 0
                && DANGLING.matcher(line).matches();
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
        String beforeThat = "";
        // the statement so far since the last ';', '{' or '}' outside parentheses, across lines: a brace-less if whose
        // condition spans lines (if (a &&\n b)\n for (…) {) makes the loop's block conditional too (session review)
        StringBuilder statement = new StringBuilder();
        int parens = 0;
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
                if (c == '(') {
                    parens++;
                } else if (c == ')') {
                    parens = Math.max(0, parens - 1);
                }
                if (c == '{') {
                    String head = line.substring(0, i);
                    // a loop's block is conditional too when it is the body of a brace-less if or else on the line
                    // before its head: both accesses inside it are in that branch
                    boolean ownLine = head.isBlank();
                    open.push(CONDITIONAL.matcher(ownLine ? before : head).find()
                            || dangling(ownLine ? beforeThat : before) || CONDITIONAL.matcher(statement).find());
                    statement.setLength(0);
                } else if (c == '}' && !open.isEmpty()) {
                    open.pop();
                    statement.setLength(0);
                    if (n >= first && open.size() < enclosing) {
                        return false; // the conditional closed between the two lines
                    }
                } else if (c == '}' || c == ';' && parens == 0) {
                    statement.setLength(0);
                } else {
                    statement.append(c);
                }
            }
            statement.append(' ');
            if (!line.isBlank()) {
                beforeThat = before;
                before = line;
            }
        }
        return enclosing > 0 && open.size() >= enclosing;
    }
}
