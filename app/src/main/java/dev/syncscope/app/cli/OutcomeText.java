package dev.syncscope.app.cli;

import dev.syncscope.core.model.Outcome;
import dev.syncscope.core.model.OutcomeFormat;

import java.text.NumberFormat;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;

/**
 * Outcomes as the command line prints them, readable at any launch size: the entries of {@link OutcomeFormat}
 * (natural order, runs of equal elements joined); with several outcomes, what all of them share printed once, so
 * each outcome line shows what tells it apart; and, unless the user asks for every value ({@code --all-values}),
 * a line of more than {@value #MAX_ENTRIES} entries shortened, invocation locals first, saying what it left out,
 * and a list of more than {@value #MAX_LIST} entries cut, saying how many it left out. Stateless.
 */
final class OutcomeText {

    /** Entries on one printed line before it is shortened. */
    static final int MAX_ENTRIES = OutcomeFormat.LINE_ENTRIES;

    /**
     * Entries of a list — data races, notes, diagnostics, faults — printed before the rest is only counted, unless
     * the user asks for every one ({@code --all-values}); JSON keeps them all.
     */
    static final int MAX_LIST = 100;

    /** The entries of {@code list} to print: the first {@value #MAX_LIST}, or all with {@code all}. */
    static <T> List<T> shown(List<T> list, boolean all) {
        return all || list.size() <= MAX_LIST ? list : list.subList(0, MAX_LIST);
    }

    /**
     * The line that ends a list cut by {@link #shown}: {@code … and 1,998,900 more data races (--all-values prints
     * every one)}; null when nothing was left out.
     */
    static String more(List<?> list, boolean all, String what) {
        int left = all ? 0 : list.size() - MAX_LIST;
        return left <= 0 ? null : "… and " + count(left) + " more " + what + " (--all-values prints every one)";
    }

    private OutcomeText() {
    }

    /**
     * The lines under {@code allowed outcomes (n):}, each without indentation: with two or more outcomes, first
     * {@code in every outcome: {…}} (when they share anything), then one {@code {…}} per outcome with the rest,
     * ordered naturally.
     */
    static List<String> lines(List<Outcome> outcomes, boolean allValues) {
        if (outcomes.size() < 2) {
            return outcomes.stream().map(o -> render(o.shown(Outcome.UNDEFINED), allValues)).toList();
        }
        Map<String, Object> common = new TreeMap<>(outcomes.get(0).shown(Outcome.UNDEFINED));
        for (Outcome o : outcomes) {
            Map<String, Object> shown = o.shown(Outcome.UNDEFINED);
            common.entrySet().removeIf(e -> !Objects.equals(shown.get(e.getKey()), e.getValue()));
        }
        List<String> rest = new ArrayList<>();
        for (Outcome o : outcomes) {
            Map<String, Object> own = new LinkedHashMap<>(o.shown(Outcome.UNDEFINED));
            own.keySet().removeAll(common.keySet());
            rest.add(render(own, allValues));
        }
        rest.sort(OutcomeFormat.NATURAL);
        List<String> lines = new ArrayList<>();
        if (!common.isEmpty()) {
            lines.add("in every outcome: " + render(common, allValues));
        }
        lines.addAll(rest);
        return lines;
    }

    /**
     * {@link #lines} as {@code check} prints them: the first {@value #MAX_LIST} outcomes (after the line of what every
     * outcome shares), then {@code … and 40,220 more outcomes (--all-values prints every one)}; all with {@code all}.
     * Eight invocations each taking a ticket have 8! outcomes, and {@code check} printed every one it found (24,892
     * lines, the session-58 audit).
     */
    static List<String> shownLines(List<Outcome> outcomes, boolean all) {
        List<String> lines = lines(outcomes, all);
        int head = lines.size() - outcomes.size();
        List<String> each = lines.subList(head, lines.size());
        if (all || each.size() <= MAX_LIST) {
            return lines;
        }
        List<String> out = new ArrayList<>(lines.subList(0, head));
        out.addAll(shown(each, false));
        out.add(more(each, false, "outcomes"));
        return out;
    }

    /**
     * One outcome on one line: {@code {T0:i=0, T1:i=1, inputs[0..3]=0, total=3}}, Workgroup memory no write defined as
     * {@code s[0..63]=undefined} ({@link Outcome#shown}); {@code allValues} false: at most
     * {@value #MAX_ENTRIES} entries ({@link OutcomeFormat#shorten}), and a last entry saying what was left out.
     */
    static String render(Map<String, ?> values, boolean allValues) {
        if (allValues) {
            return "{" + OutcomeFormat.text(values) + "}";
        }
        OutcomeFormat.Line line = OutcomeFormat.shorten(values, MAX_ENTRIES);
        List<String> entries = new ArrayList<>(line.entries());
        if (line.invocationsLeftOut() > 0) {
            entries.add("(locals of " + count(line.invocationsLeftOut())
                    + (line.invocationsLeftOut() == 1 ? " invocation" : " invocations") + " not shown; --all-values"
                    + " prints them)");
        }
        if (line.moreLeftOut() > 0) {
            entries.add("(" + count(line.moreLeftOut()) + " more not shown; --all-values prints them)");
        }
        return "{" + String.join(", ", entries) + "}";
    }

    private static String count(long n) {
        return NumberFormat.getIntegerInstance(Locale.ROOT).format(n);
    }
}
