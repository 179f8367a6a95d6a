package dev.syncscope.core.check;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The notes of paths that stop at a fault, when the check stopped because the read values did not reach a fixpoint
 * ({@link CheckLimit.Kind#FIXPOINT}): a path of the last round reads values of the rounds before, which may hold
 * values no execution writes, so its fault may be one no execution meets (audit 52 L8: 312 notes named
 * {@code kept[21]} of a kernel that reaches only {@code kept[4..7]}). Such notes are said to be unsettled, one per
 * invocation and line, with how many more faults the line had. Stateless.
 */
final class UnsettledFaults {

    /** {@code T0: FAULT f.comp:49: out-of-bounds access kept[4] (…) (paths beyond it are not explored)}. */
    private static final Pattern FAULT = Pattern.compile("^(\\S+: FAULT .+?:\\d+(?::\\d+)?): (.*) \\(paths beyond it"
            + " are not explored\\)$");

    private UnsettledFaults() {
    }

    /** {@code notes} as they stand, or, when {@code limit} is a fixpoint one, with their faults worded as unsettled. */
    static List<String> notes(List<String> notes, CheckLimit limit) {
        if (limit == null || (limit.kind() != CheckLimit.Kind.FIXPOINT
                && limit.kind() != CheckLimit.Kind.FIXPOINT_TANGLES)) {
            return notes;
        }
        Map<String, List<String>> bySite = new LinkedHashMap<>();
        List<String> out = new ArrayList<>();
        for (String n : notes) {
            Matcher m = FAULT.matcher(n);
            if (!m.matches()) {
                out.add(n);
            } else {
                List<String> faults = bySite.computeIfAbsent(m.group(1), k -> new ArrayList<>());
                if (faults.isEmpty()) {
                    out.add(m.group(1));
                }
                faults.add(m.group(2));
            }
        }
        out.replaceAll(n -> {
            List<String> faults = bySite.get(n);
            if (faults == null) {
                return n;
            }
            return n + ": " + faults.get(0) + (faults.size() > 1 ? ", and " + (faults.size() - 1) + " more fault"
                    + (faults.size() > 2 ? "s" : "") + " at this line" : "") + " (on paths whose read values come from"
                    + " rounds that did not reach a fixpoint: no execution may take them)";
        });
        return out;
    }
}
