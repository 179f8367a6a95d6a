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
 * "every invocation of the workgroup" executes its dynamic instance). Comments are skipped. Stateless.
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
}
