package dev.syncscope.core.check;

import dev.syncscope.core.model.CutKind;

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
 * paths (the bound is looked at only where it cuts): that level's result is the answer. When every path it cut is a
 * wait longer than any execution that ends needs ({@link CutKind#ENDLESS_WAIT}), no larger level adds an execution
 * that ends, and the next level is the bound asked for (whose cuts its answer names). When the bound asked for
 * completes, its result is the answer, as without the deepening (only the elapsed time includes the levels before).
 * When the time limit stops a level, the answer is the deepest level checked in full, marked as stopped
 * ({@link CheckLimit.Kind#TIME_SPIN_CHECKED}): its races and outcomes stand, a claim about every execution stays open;
 * unless the level that ran out of time found a race or a finding of the program and the one checked in full did not,
 * whose result is then the answer ({@link CheckLimit.Kind#TIME_SPIN_LEVEL} below the bound asked for, unless it cut no
 * path at the spin bound yet: then it explored what the bound asked for explores first, and answers so). The candidate
 * limit at the bound asked for answers likewise ({@link CheckLimit.Kind#CANDIDATES_SPIN_CHECKED}: the window's check,
 * given two minutes, met its million candidates first). Any other limit at a smaller bound (candidates, events, paths,
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
     * within the one time limit (every call counts from the same start).
     */
    static CheckResult check(int bound, IntFunction<CheckResult> at) {
        CheckResult checked = null;
        int checkedLevel = 0;
        for (int level = FIRST_LEVEL; level < bound; level *= FACTOR) {
            CheckResult r = at.apply(level);
            if (r.complete()) {
                if (!spinCut(r)) {
                    return r; // no wait reached this level, so none reaches a larger one
                }
                checked = r;
                checkedLevel = level;
                if (CutPath.onlyEndlessWaits(r.cuts())) {
                    break; // every execution that ends is checked: a larger level adds none but the bound asked for
                }
            } else if (timeUp(r)) {
                return stopped(r, level, bound, checked, checkedLevel);
            } else if (r.limit() != null && r.limit().kind() == CheckLimit.Kind.CANCELLED) {
                return r;
            } else {
                break; // another limit: the bound asked for answers as without the deepening
            }
            if (level > Integer.MAX_VALUE / FACTOR) {
                break;
            }
        }
        CheckResult full = at.apply(bound);
        return timeUp(full) || full.limit() != null && full.limit().kind() == CheckLimit.Kind.CANDIDATES
                ? stopped(full, bound, bound, checked, checkedLevel) : full;
    }

    /**
     * The answer when the time limit stopped the check at spin bound {@code level} ({@code partial}), or the candidate
     * limit at the bound asked for, the deepest level before it checked in full being {@code checked} (null: none).
     */
    private static CheckResult stopped(CheckResult partial, int level, int bound, CheckResult checked,
                                       int checkedLevel) {
        long limit = partial.limit().args().get(0) instanceof Long n ? n : 0;
        if (checked != null && (definite(checked) || !definite(partial))) {
            return marked(checked, CheckLimit.of(partial.limit().kind() == CheckLimit.Kind.CANDIDATES
                    ? CheckLimit.Kind.CANDIDATES_SPIN_CHECKED : CheckLimit.Kind.TIME_SPIN_CHECKED, limit, level, bound,
                    checkedLevel), partial);
        }
        // with no path cut at the spin bound yet, the level explored what the bound asked for explores first
        return level == bound || !spinCut(partial) ? partial
                : marked(partial, CheckLimit.of(CheckLimit.Kind.TIME_SPIN_LEVEL, limit, level, bound), partial);
    }

    /** {@code r}, stopped at {@code limit}, with the elapsed time of {@code last}, the level that ran out of time. */
    private static CheckResult marked(CheckResult r, CheckLimit limit, CheckResult last) {
        return new CheckResult(CheckResult.Status.LIMIT_REACHED, limit.english(), r.executions(), r.candidates(),
                r.diagnostics(), last.elapsed(), r.cuts(), r.findings(), limit);
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
     * Whether {@code r} shows the program wrong in some execution, whatever the executions not checked: a race, a
     * fault, barrier divergence, a read of undefined memory or a spin that can never end.
     */
    private static boolean definite(CheckResult r) {
        return r.hasRace() || r.findings().stream().anyMatch(f -> f.kind() != Finding.Kind.UNCONFIRMED_FAULT);
    }
}
