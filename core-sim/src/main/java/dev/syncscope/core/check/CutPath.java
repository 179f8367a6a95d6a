package dev.syncscope.core.check;

import dev.syncscope.core.model.Action;
import dev.syncscope.core.model.CutKind;
import dev.syncscope.core.model.SourceSpan;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.SortedSet;
import java.util.stream.Collectors;

/**
 * Where the checker cut paths at a bound: one line per invocation and place, which bound it was, and the sentence the
 * line is made from, so that the window can word it in its own language as it words a {@link Finding}. Immutable.
 *
 * @param kind the bound that cut them: a thread state's ({@link dev.syncscope.core.model.ThreadState#cutKind()}) or
 *             the checker's own ({@link CutKind#SPIN_BOUND}, {@link CutKind#ACTIONS_BOUND})
 * @param text the line, as {@code check} prints it ({@code P0: loop bound of 8 backward jumps exceeded at …})
 * @param key  the message key the window words it by (the constants of this record), or null for a line worded only
 *             in English
 * @param args the key's arguments, the invocation's name first: {@link String} (names, places, an instruction as its
 *             thread describes it, shown as written), {@link Long} (numbers), or a {@link List} of {@link Long} (the
 *             values a spin read, worded {@code 0, 1 or 2}); empty without a key
 */
public record CutPath(CutKind kind, String text, String key, List<Object> args) {

    /**
     * {@code P0: loop bound of 8 backward jumps exceeded at t.litmus:6:2 (if r0 == 0 jump to LC00)}: 0: the
     * invocation; 1: the bound; 2: the place; 3: the instruction in words (English); 4: in symbols, written alike in
     * every language ({@code r0 == 0 → LC00}).
     */
    public static final String UNROLL = CutKind.UNROLL_BOUND.stateKey();
    /**
     * A litmus thread's budget of local instructions; arguments as {@link #UNROLL}.
     */
    public static final String LITMUS_BUDGET = CutKind.LITMUS_LOCAL_BUDGET.stateKey();
    /** A kernel invocation's instruction budget. 0: the invocation; 1: the budget; 2: the place. */
    public static final String KERNEL_BUDGET = CutKind.KERNEL_BUDGET.stateKey();
    /**
     * A load that read the same value too often with no write in between. 0: the invocation; 1: the location; 2: the
     * values read ({@link List} of {@link Long}); 3: the place; 4: how many times in a row; 5: the spin bound.
     */
    public static final String SPIN_READ = "check.cut.spin.read";
    /** A compare-exchange that failed too often; arguments as {@link #SPIN_READ}. */
    public static final String SPIN_FAILED_EXCHANGE = "check.cut.spin.failedExchange";
    /** A read-modify-write that wrote back what it read too often; arguments as {@link #SPIN_READ}. */
    public static final String SPIN_WRITTEN_BACK = "check.cut.spin.writtenBack";
    /**
     * How a spin cut's key reads for a loop that can never exit ({@link #endless()}):
     * {@code check.cut.spin.read.endless} and the like, arguments as {@link #SPIN_READ}.
     */
    public static final String ENDLESS = ".endless";
    /**
     * How a spin cut's key reads for a loop the invocation may leave, but only for a later spin it can never end
     * ({@link #endlessOnward()}): {@code check.cut.spin.read.onward} and the like, arguments as {@link #SPIN_READ}.
     */
    public static final String ENDLESS_ONWARD = ".onward";
    /**
     * How a spin cut's key reads for a wait longer than any execution that ends needs ({@link #openWait()}):
     * {@code check.cut.spin.read.open} and the like, arguments as {@link #SPIN_READ}.
     */
    public static final String OPEN_WAIT = ".open";
    /**
     * How a spin cut's key reads when its spin bound was checked before a larger one asked for, and the time limit ran
     * out before that one was checked in full ({@link #checkedFirst}): {@code check.cut.spin.read.time} and the like,
     * arguments as {@link #SPIN_READ} and 6: the spin bound asked for.
     */
    public static final String TIME_FIRST = ".time";
    /** As {@link #TIME_FIRST}, the candidate limit reached instead: {@code check.cut.spin.read.candidates}. */
    public static final String CANDIDATES_FIRST = ".candidates";
    /**
     * As {@link #TIME_FIRST}, the check stopped instead (cancelled, or a stepper run beside it answered):
     * {@code check.cut.spin.read.stopped}.
     */
    public static final String STOPPED_FIRST = ".stopped";
    /** The checker's bound on actions a path. 0: the invocation; 1: the bound. */
    public static final String ACTIONS = "check.cut.actions";
    /** The checker's bound on actions a path, at a known place. 0: the invocation; 1: the bound; 2: the place. */
    public static final String ACTIONS_AT = "check.cut.actionsAt";

    public CutPath {
        Objects.requireNonNull(kind, () -> "a cut path names its bound: " + text);
        Objects.requireNonNull(text);
        args = List.copyOf(args);
        if (key == null && !args.isEmpty()) {
            throw new IllegalArgumentException("arguments without a message key: " + args);
        }
    }

    /** A line worded only in English (no key). */
    public CutPath(CutKind kind, String text) {
        this(kind, text, null, List.of());
    }

    /**
     * The cut of {@code invocation}, stopped at a thread state's bound {@code kind} with the arguments its state gives
     * ({@link dev.syncscope.core.model.ThreadState#cutArgs()}); English only when the state gives none.
     */
    static CutPath ofState(CutKind kind, String text, String invocation, List<Object> stateArgs) {
        String key = kind.stateKey();
        if (key == null || stateArgs.isEmpty()) {
            return new CutPath(kind, text);
        }
        List<Object> args = new ArrayList<>();
        args.add(invocation);
        args.addAll(stateArgs);
        return new CutPath(kind, text, key, args);
    }

    /**
     * The cut of {@code invocation} at the checker's spin bound {@code spinBound}: {@code step}'s read saw one of
     * {@code values} once more than the bound allows, with no (other) write in between.
     */
    static CutPath spin(String invocation, Trace.Step step, SortedSet<Long> values, int spinBound) {
        return spin(invocation, step.action(), step.written() == null, values, spinBound);
    }

    /** As {@link #spin(String, Trace.Step, SortedSet, int)}, of the read {@code action} that wrote nothing or not. */
    private static CutPath spin(String invocation, Action action, boolean noWrite, SortedSet<Long> values,
                                int spinBound) {
        // the values as the load's reference shows them (a float's as a float)
        java.util.function.LongFunction<String> shown = action instanceof Action.Load l
                ? v -> l.reference().valueText(l.index(), v) : String::valueOf;
        String read = values.size() == 1 ? shown.apply(values.first())
                : values.headSet(values.last()).stream().map(shown::apply)
                        .collect(Collectors.joining(", ")) + " or " + shown.apply(values.last());
        String what;
        String key;
        String location;
        SourceSpan at;
        if (action instanceof Action.Load load) {
            location = load.reference().locationName(load.index());
            at = load.source();
            key = SPIN_READ;
            what = "read " + location + " = " + read + " at " + at + " " + (spinBound + 1)
                    + " times in a row with no write in between";
        } else {
            Action.ReadModifyWrite m = (Action.ReadModifyWrite) action;
            location = m.reference().locationName(m.index());
            at = m.source();
            key = noWrite ? SPIN_FAILED_EXCHANGE : SPIN_WRITTEN_BACK;
            what = (noWrite ? "compare-exchange of " + location + " failed, reading " + read
                    : "read-modify-write of " + location + " read " + read + " and wrote it back") + " at " + at + " "
                    + (spinBound + 1) + " times in a row with no other write in between";
        }
        String text = invocation + ": " + what + " (a spin loop, cut at the checker's spin bound of " + spinBound
                + ", which check --spin-bound raises; or step through it with the stepper, which reports a spin that"
                + " cannot end)";
        return new CutPath(CutKind.SPIN_BOUND, text, key, List.of(invocation, location, List.copyOf(values),
                at.toString(), (long) spinBound + 1, (long) spinBound));
    }

    /**
     * This spin cut of {@code read}, however worded, naming only {@code values} as read ({@link SpunValues}).
     */
    CutPath withValues(Action read, SortedSet<Long> values) {
        int advice = text.lastIndexOf(" (a spin loop");
        if (key == null || advice < 0 || !(args.get(5) instanceof Long bound)) {
            throw new IllegalStateException("not a spin cut: " + text);
        }
        String fresh = spin((String) args.get(0), read, key.startsWith(SPIN_FAILED_EXCHANGE), values,
                bound.intValue()).text();
        List<Object> with = new ArrayList<>(args);
        with.set(2, List.copyOf(values));
        return new CutPath(kind, fresh.substring(0, fresh.lastIndexOf(" (a spin loop")) + text.substring(advice), key,
                with);
    }

    /**
     * The cut of {@code invocation} at the checker's bound of {@code bound} actions a path, at the action {@code at}
     * that would go past it (no place when its line is not known).
     */
    static CutPath actions(String invocation, int bound, SourceSpan at) {
        boolean placed = at.line() > 0;
        String text = invocation + ": more than " + bound + " actions" + (placed ? " (at " + at + ")" : "")
                + " on one path (the checker's bound of " + bound + " actions a path, which check --max-actions"
                + " raises)";
        return new CutPath(CutKind.ACTIONS_BOUND, text, placed ? ACTIONS_AT : ACTIONS,
                placed ? List.of(invocation, (long) bound, at.toString()) : List.of(invocation, (long) bound));
    }

    /**
     * This spin cut, for a loop proved to never exit ({@link EndlessSpins}): the line no longer says that the spin
     * bound can be raised, which cannot help ({@link CutKind#ENDLESS_WAIT}).
     */
    CutPath endless() {
        return recut(ENDLESS, "a spin loop that can never exit, cut at the checker's spin bound of " + args.get(5));
    }

    /**
     * This spin cut, for a loop the invocation may leave, but only for a later spin loop that can never exit
     * ({@link EndlessSpins.Proof#onward()}): a wait for a flag that is set, followed by a wait for one that never is.
     * A larger spin bound cannot help here either ({@link CutKind#ENDLESS_WAIT}).
     */
    CutPath endlessOnward() {
        return recut(ENDLESS_ONWARD, "a spin loop whose every exit leads to a spin that can never end, cut at the"
                + " checker's spin bound of " + args.get(5));
    }

    /**
     * This spin cut, for a wait longer than any execution that ends needs ({@link SpinRepeats.Reduction#waitsOnly()}):
     * a larger bound adds nothing, and what the cut leaves open is an execution whose wait never ends
     * ({@link CutKind#ENDLESS_WAIT}).
     */
    CutPath openWait() {
        return recut(OPEN_WAIT, "a spin loop, cut at the checker's spin bound of " + args.get(5) + "; a longer wait"
                + " adds nothing to an execution that ends");
    }

    /**
     * This spin cut, of a spin bound checked before the larger one {@code asked} for ({@link SpinDeepening}), whose
     * executions answer because a limit stopped the check before that one was checked in full: the time limit, or
     * ({@code time} false) the candidate limit. The line names that limit's option: a larger {@code --spin-bound},
     * which the line said raises the bound, would only take longer.
     */
    CutPath checkedFirst(int asked, boolean time) {
        String why = "a spin loop, cut at spin bound " + args.get(5) + ", which was checked before the spin bound of "
                + asked + " asked for, and the " + (time ? "time limit ran out" : "candidate limit was reached")
                + " before that one was checked in full: check " + (time ? "--time-limit raises the time limit"
                : "--max-candidates raises the candidate limit");
        List<Object> more = new ArrayList<>(args);
        more.add((long) asked);
        return recut(CutKind.SPIN_BOUND, time ? TIME_FIRST : CANDIDATES_FIRST, why, more);
    }

    /**
     * This spin cut, of a spin bound checked before the larger one {@code asked} for ({@link SpinDeepening}), while the
     * check was stopped (cancelled, or a stepper run beside it answered): no option would have helped, and a larger
     * {@code --spin-bound}, which the line said raises the bound, would only take longer.
     */
    CutPath stoppedFirst(int asked) {
        String why = "a spin loop, cut at spin bound " + args.get(5) + ", which was being checked before the spin bound"
                + " of " + asked + " asked for when the check was stopped";
        List<Object> more = new ArrayList<>(args);
        more.add((long) asked);
        return recut(CutKind.SPIN_BOUND, STOPPED_FIRST, why, more);
    }

    private CutPath recut(String suffix, String why) {
        return recut(CutKind.ENDLESS_WAIT, suffix, why, args);
    }

    private CutPath recut(CutKind as, String suffix, String why, List<Object> with) {
        int advice = text.lastIndexOf(" (a spin loop, cut at");
        if (kind != CutKind.SPIN_BOUND || key == null || advice < 0) {
            throw new IllegalStateException("not a spin cut: " + text);
        }
        return new CutPath(as, text.substring(0, advice) + " (" + why + ")", key + suffix, with);
    }

    /** Whether this cut is in a loop proved to never exit, or left only for such a loop ({@link EndlessSpins}). */
    boolean neverExits() {
        return key != null && (key.endsWith(ENDLESS) || key.endsWith(ENDLESS_ONWARD));
    }

    /** Whether {@code cuts} are some, each in a wait no larger bound changes ({@link CutKind#ENDLESS_WAIT}). */
    public static boolean onlyEndlessWaits(List<CutPath> cuts) {
        return !cuts.isEmpty() && cuts.stream().allMatch(c -> c.kind() == CutKind.ENDLESS_WAIT);
    }

    /**
     * The spin bound {@code cuts} were made at when they are some, each in a wait no larger bound lets an execution end
     * through ({@link #onlyEndlessWaits}): a check that completed with them answers for every larger spin bound, which
     * {@link SpinDeepening} then does not check; else 0.
     */
    public static int sufficientSpinBound(List<CutPath> cuts) {
        if (!onlyEndlessWaits(cuts)) {
            return 0;
        }
        return cuts.stream().mapToInt(c -> c.args.size() > 5 && c.args.get(5) instanceof Long n ? n.intValue() : 0)
                .max().orElse(0);
    }

    @Override
    public String toString() {
        return text;
    }
}
