package dev.syncscope.core.check;

import dev.syncscope.core.model.CutKind;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.IntFunction;

/**
 * Iterative deepening of the spin bound ({@link CheckOptions#spinBound()}), so that a check finds the races of short
 * waits before the long ones use up its time: it checks at spin bound 2, 8, 32, … ({@link #FACTOR}) and then at the
 * bound asked for, all within the one time limit. Each consistent execution of a smaller bound is one at the larger
 * bound too: its paths run to their end, and a path that ends at bound b never repeats a read b + 1 times, so no larger
 * bound cuts it (a path cut at b is no execution, and is left out at b); the consistency of a candidate does not depend
 * on the bound (VK MM: Acyclicity, Data Race). So a race, fault or outcome found at a smaller bound is one of the
 * program's, whatever happens at the larger bound. A write-back poll of a flag a plain store races with doubles the
 * consistent executions with every poll (audit 42, finding 7): at the default bound of 32 the time limit came before
 * any execution was met, and the kernel's race was hidden behind {@code UNKNOWN}, while bound 8 finds it in a second.
 *
 * <p>When a level completes with no path cut at the spin bound, no wait reached it, so a larger bound explores the same
 * paths (the bound is looked at only where it cuts): that level's result is the answer. When every path it cut is in
 * a wait no larger bound lets an execution end through ({@link CutKind#ENDLESS_WAIT}), that level's result is the
 * answer too, complete, and no larger bound is checked ({@link #sufficient}). When the bound asked for completes, its
 * result is the answer, as without the deepening (only the elapsed time includes the levels before).
 * When the time limit stops a level, the answer is the deepest level checked in full, marked as stopped
 * ({@link CheckLimit.Kind#TIME_SPIN_CHECKED}): its races and outcomes stand, a claim about every execution stays open;
 * unless the level that ran out of time found what answers the file and the one checked in full did not
 * ({@link #definite}: a finding, or a race in an execution the test asks about), whose result is then the answer
 * ({@link CheckLimit.Kind#TIME_SPIN_LEVEL} below the bound asked for, unless it cut no path at the spin bound yet: then
 * it explored what the bound asked for explores first, and answers so). The candidate limit at the bound asked for
 * answers likewise ({@link CheckLimit.Kind#CANDIDATES_SPIN_CHECKED}: the window's check, given two minutes, met its
 * million candidates first). The cut lines of an answer from a smaller bound so stopped name the limit that stopped
 * it, not the spin bound ({@link CutPath#checkedFirst}). Any other limit at a smaller bound (candidates, events, paths,
 * rounds, heap) goes straight to the bound asked for, which answers as without the deepening. Stateless.
 */
final class SpinDeepening {
    /** The first spin bound checked before the one asked for. */
    static final int FIRST_LEVEL = 2;

    /**
     * How much larger each level is than the one before: 2, 8, 32, …. A check that grows linearly with the bound
     * spends about a third more on levels 2 and 8 than on 32 alone; a doubling (2, 4, 8, 16) spent almost as much
     * again.
     */
    static final int FACTOR = 4;

    private SpinDeepening() {
    }

    /**
     * The result of the check at spin bound {@code bound}, found by deepening: {@code at} checks at a given spin bound
     * within the one time limit (every call counts from the same start); {@code asked}: the executions the file asks
     * about ({@link AskedExecutions#of}; null: every one), whose races alone answer it.
     */
    static CheckResult check(int bound, IntFunction<CheckResult> at, AskedExecutions asked) {
        CheckResult checked = null;
        int checkedLevel = 0;
        for (int level = FIRST_LEVEL; level < bound; level *= FACTOR) {
            CheckResult r = at.apply(level);
            if (r.complete()) {
                if (!spinCut(r)) {
                    return r; // no wait reached this level, so none reaches a larger one
                }
                if (CutPath.onlyEndlessWaits(r.cuts())) {
                    return sufficient(r, level, bound); // every execution that ends is checked: no bound adds one
                }
                checked = r;
                checkedLevel = level;
            } else if (timeUp(r)) {
                return stopped(r, level, bound, checked, checkedLevel, asked);
            } else if (r.limit() != null && r.limit().kind() == CheckLimit.Kind.CANCELLED) {
                // stopped at a smaller bound than asked for: its cuts say so, not that --spin-bound raises the bound
                return spinCut(r) ? marked(r, r.limit(), r, bound) : r;
            } else {
                break; // another limit: the bound asked for answers as without the deepening
            }
            if (level > Integer.MAX_VALUE / FACTOR) {
                break;
            }
        }
        CheckResult full = at.apply(bound);
        return timeUp(full) || full.limit() != null && full.limit().kind() == CheckLimit.Kind.CANDIDATES
                ? stopped(full, bound, bound, checked, checkedLevel, asked) : full;
    }

    /**
     * The answer of {@code r}, complete at spin bound {@code level} below the {@code bound} asked for, every path of
     * which it cut being in a wait no larger bound lets an execution end through ({@link CutKind#ENDLESS_WAIT}). Either
     * the loop can never exit ({@link EndlessSpins}: no value any write can store ends it, so at no bound does the path
     * end), or the wait is longer than any execution that ends needs ({@link SpinRepeats}: a path with a longer run is
     * left out at every bound, and each such path of a larger bound runs on from a state the shorter path reached, so
     * the larger bound combines the very paths this one did). Either way a larger bound adds no execution that ends,
     * nor an outcome, race or fault of one (VK MM: Acyclicity, Data Race), and is not checked: its check only took
     * longer (sample kernel {@code ticket-lock.comp}: 10 s of CPU at 2, 8 and 32, 4.6 s at 2 and 8; docs/limits.md).
     */
    static CheckResult sufficient(CheckResult r, int level, int bound) {
        List<String> notes = new ArrayList<>(r.diagnostics());
        notes.add("spin bound " + level + " was checked in full, and every path it cut is in a loop that can never"
                + " exit or in a wait longer than any execution that ends needs: a larger spin bound adds no execution"
                + " that ends, so the spin bound of " + bound + " asked for was not checked (smaller ones first)");
        return new CheckResult(r.status(), r.limitMessage(), r.executions(), r.candidates(), notes, r.elapsed(),
                r.cuts(), r.findings(), r.limit());
    }

    /**
     * The answer when the time limit stopped the check at spin bound {@code level} ({@code partial}), or the candidate
     * limit at the bound asked for, the deepest level before it checked in full being {@code checked} (null: none).
     */
    private static CheckResult stopped(CheckResult partial, int level, int bound, CheckResult checked,
                                       int checkedLevel, AskedExecutions asked) {
        long limit = partial.limit().args().get(0) instanceof Long n ? n : 0;
        if (checked != null && (definite(checked, asked) || !definite(partial, asked))) {
            return marked(checked, CheckLimit.of(partial.limit().kind() == CheckLimit.Kind.CANDIDATES
                    ? CheckLimit.Kind.CANDIDATES_SPIN_CHECKED : CheckLimit.Kind.TIME_SPIN_CHECKED, limit, level, bound,
                    checkedLevel), partial, bound);
        }
        // with no path cut at the spin bound yet, the level explored what the bound asked for explores first
        return level == bound || !spinCut(partial) ? partial
                : marked(partial, CheckLimit.of(CheckLimit.Kind.TIME_SPIN_LEVEL, limit, level, bound), partial, bound);
    }

    /**
     * {@code r}, of a spin bound smaller than the {@code bound} asked for, stopped at {@code limit}, with the elapsed
     * time of {@code last}, the level that ran out of time; its spin cuts name {@code limit}'s option, as raising the
     * spin bound would not help ({@link CutPath#checkedFirst}), in its cuts and in the lines of its diagnostics.
     */
    private static CheckResult marked(CheckResult r, CheckLimit limit, CheckResult last, int bound) {
        boolean time = limit.kind() != CheckLimit.Kind.CANDIDATES_SPIN_CHECKED;
        boolean stopped = limit.kind() == CheckLimit.Kind.CANCELLED;
        Map<String, String> lines = new HashMap<>();
        List<CutPath> cuts = new ArrayList<>();
        for (CutPath c : r.cuts()) {
            CutPath named = c.kind() != CutKind.SPIN_BOUND || c.key() == null ? c
                    : stopped ? c.stoppedFirst(bound) : c.checkedFirst(bound, time);
            lines.put(c.text(), named.text());
            cuts.add(named);
        }
        List<String> diagnostics = r.diagnostics().stream().map(d -> lines.getOrDefault(d, d)).toList();
        return new CheckResult(CheckResult.Status.LIMIT_REACHED, limit.english(), r.executions(), r.candidates(),
                diagnostics, last.elapsed(), cuts, r.findings(), limit);
    }

    /** Whether a path of {@code r} was cut at the spin bound (worded as a wait or not). */
    private static boolean spinCut(CheckResult r) {
        return r.cuts().stream().anyMatch(c -> c.kind() == CutKind.SPIN_BOUND || c.kind() == CutKind.ENDLESS_WAIT);
    }

    /** Whether the time limit stopped {@code r}. */
    private static boolean timeUp(CheckResult r) {
        return r.limit() != null && (r.limit().kind() == CheckLimit.Kind.TIME
                || r.limit().kind() == CheckLimit.Kind.TIME_EXPLORING);
    }

    /**
     * Whether {@code r} answers the file whatever the executions not checked: a fault, barrier divergence, a read of
     * undefined memory or an undefined value, or a spin that can never end (each makes the program wrong), or a data
     * race in an execution the file asks about ({@code asked}; every one for a kernel, null): a litmus test asks about
     * the executions whose loads read the values written on them, or whose outcome passes its filter, and a race in
     * another execution answers nothing it asks (VK MM: Data Race; {@code suite.RaceFreedom#racy}).
     */
    private static boolean definite(CheckResult r, AskedExecutions asked) {
        return AskedExecutions.racy(r, asked)
                || r.findings().stream().anyMatch(f -> f.kind() != Finding.Kind.UNCONFIRMED_FAULT);
    }
}
