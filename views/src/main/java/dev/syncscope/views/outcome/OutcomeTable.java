package dev.syncscope.views.outcome;

import dev.syncscope.core.check.CheckResult;
import dev.syncscope.core.check.Execution;
import dev.syncscope.core.model.Outcome;
import dev.syncscope.core.model.OutcomeFormat;
import dev.syncscope.core.suite.TestQuestion;
import dev.syncscope.views.i18n.Messages;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Groups a check's consistent executions by outcome (VK MM: an outcome is allowed when some
 * consistent execution gives it), those with an undefined read left out as {@code check} leaves them out
 * ({@link CheckResult#definedExecutions()}). A pure function. Immutable.
 */
public final class OutcomeTable {

    private OutcomeTable() {
    }

    /**
     * One row per allowed outcome, sorted by text in natural order ({@code total=3} before {@code total=10});
     * {@code text} words what a long outcome's text leaves out. With a {@code question} (null when the file asks about
     * every execution) a row whose executions the test does not ask about says so. An execution that reads Workgroup
     * memory no write defined has no defined outcome, so it is no row's and no witness ({@link
     * CheckResult#definedExecutions()}, the executions whose outcomes {@code check} lists); its read is a finding.
     */
    public static List<OutcomeRow> of(CheckResult result, TestQuestion question, Messages text) {
        Map<Outcome, List<Execution>> by = new LinkedHashMap<>();
        for (Execution e : result.definedExecutions()) {
            for (Outcome o : new java.util.LinkedHashSet<>(e.outcomes())) {
                by.computeIfAbsent(o, k -> new ArrayList<>()).add(e);
            }
        }
        int most = by.values().stream().mapToInt(List::size).max().orElse(1);
        List<OutcomeRow> rows = new ArrayList<>();
        by.forEach((o, execs) -> {
            List<Execution> witnesses = new ArrayList<>(execs);
            witnesses.sort(Comparator.comparing((Execution e) -> e.races().isEmpty()));
            boolean racy = execs.stream().anyMatch(e -> !e.races().isEmpty());
            boolean outside = question != null && execs.stream().noneMatch(question::asks);
            boolean racyOutside = racy && question != null
                    && execs.stream().noneMatch(e -> !e.races().isEmpty() && question.asks(e));
            rows.add(new OutcomeRow(o, text(o, text), execs.size(), execs.size() / (double) most, racy, outside,
                    racyOutside, witnesses));
        });
        rows.sort(Comparator.comparing(OutcomeRow::text, OutcomeFormat.NATURAL));
        return rows;
    }

    /**
     * What the race column says of {@code row}: {@code racy}, and for racy executions the test does not ask about,
     * that they are outside its question (its answers, #dr=0 or #dr>0 among them, are not about them); for a
     * race-free outcome outside it, that too (a herd test's filter leaves it out: the audit-40 defect 1, where nothing
     * marked the outcomes the filter keeps); empty for any other race-free outcome.
     */
    public static String raceText(OutcomeRow row, Messages text) {
        if (!row.racy()) {
            return row.outside() ? text.get("outcome.outside") : "";
        }
        return text.get(row.racyOutside() ? "outcome.racyOutside" : "outcome.racy");
    }

    /**
     * The style class of {@code row}'s bar besides {@code outcome-bar}: {@code racy} (red, as a race is an error) for
     * a race in the executions the test asks about, or in any for a file that asks none; {@code racy-outside} (the
     * information colour) for a race only outside the test's question, which the problems list as information too;
     * null for a race-free outcome.
     */
    public static String barStyle(OutcomeRow row) {
        if (!row.racy()) {
            return null;
        }
        return row.racyOutside() ? "racy-outside" : "racy";
    }

    /**
     * The outcome as text, names in natural order and runs of equal elements joined ({@link OutcomeFormat}):
     * {@code P1:r0=1, x=1}, {@code T2:i=2, T10:i=10, sums[0..3]=2}. More than {@link OutcomeFormat#LINE_ENTRIES}
     * entries are shortened as {@link OutcomeFormat#shorten} does, locals first, and the text says what it left
     * out (the Memory tab and the witness's graphs show every value). Workgroup memory no write defined reads
     * {@code memory.undefined}, as in the Memory tab ({@link Outcome#undefined()}).
     */
    public static String text(Outcome o, Messages text) {
        OutcomeFormat.Line line = OutcomeFormat.shorten(o.shown(text.get("memory.undefined")),
                OutcomeFormat.LINE_ENTRIES);
        List<String> entries = new ArrayList<>(line.entries());
        if (line.invocationsLeftOut() > 0) {
            entries.add(text.get("outcome.localsLeftOut", line.invocationsLeftOut()));
        }
        if (line.moreLeftOut() > 0) {
            entries.add(text.get("outcome.moreLeftOut", line.moreLeftOut()));
        }
        return String.join(", ", entries);
    }
}
