package dev.syncscope.core.check;

import dev.syncscope.core.model.SentenceArgs;

import java.util.List;

/**
 * The limit that stopped a check ({@link CheckResult.Status#LIMIT_REACHED}) as a kind of sentence and the arguments it
 * is built from, so that the window can word it in its own language as it words a race's missing link
 * ({@link RaceLink}); the English ({@link #english()}), which the command line prints as the result's
 * {@link CheckResult#limitMessage()}, is made from the same arguments. Immutable.
 *
 * @param kind the limit
 * @param args its arguments, as {@link Kind} lists them: {@link String} (names, places, shown as written) or
 *             {@link Long} (numbers)
 */
public record CheckLimit(Kind kind, List<Object> args) {

    /** The limits, each with its message key and number of arguments. */
    public enum Kind {
        /** The Java heap filled before an execution was built. 0: the heap's size in MB. */
        HEAP("check.limit.heap", 1),
        /** The Java heap filled while an execution was built. 0: the heap's size in MB; 1: the execution's events. */
        HEAP_EXECUTION("check.limit.heapExecution", 2),
        /** The check's time limit. 0: the limit in ms. */
        TIME("check.limit.time", 1),
        /** The check's time limit while the paths of an invocation were explored. 0: the limit in ms; 1: the agent. */
        TIME_EXPLORING("check.limit.timeExploring", 2),
        /**
         * The check's time limit at one of the spin bounds checked before the one asked for, or at that one
         * ({@link SpinDeepening}), whose executions are the deepest level's checked in full. 0: the limit in ms; 1: the
         * spin bound being checked; 2: the one asked for; 3: the spin bound within which every execution was checked.
         */
        TIME_SPIN_CHECKED("check.limit.timeSpinChecked", 4),
        /**
         * The check's time limit at one of the spin bounds checked before the one asked for ({@link SpinDeepening}),
         * whose executions, some of that bound's, are the result. 0: the limit in ms; 1: that spin bound; 2: the one
         * asked for.
         */
        TIME_SPIN_LEVEL("check.limit.timeSpinLevel", 3),
        /** The check was cancelled. No arguments. */
        CANCELLED("check.limit.cancelled", 0),
        /**
         * The check was stopped because a stepper run beside it answered the question ({@code suite.CheckWithWitness}).
         * 0: how long the check had run, in ms.
         */
        RUN_ANSWERED("check.limit.runAnswered", 1),
        /** An execution would have more events than the checker builds. 0: the limit; 1: the combination's events. */
        EVENTS("check.limit.events", 2),
        /**
         * The launch alone has more events than an execution the checker builds: so many invocations take an event on
         * every path ({@link LaunchEvents}). 0: the limit; 1: those invocations, the events every combination has.
         */
        LAUNCH_EVENTS("check.limit.launchEvents", 2),
        /** The candidate executions limit. 0: the limit. */
        CANDIDATES("check.limit.candidates", 1),
        /**
         * The candidate executions limit at the spin bound asked for, after smaller ones ({@link SpinDeepening}), whose
         * executions are the deepest smaller bound's checked in full. 0: the limit; 1: the spin bound being checked; 2:
         * the one asked for; 3: the spin bound within which every execution was checked.
         */
        CANDIDATES_SPIN_CHECKED("check.limit.candidatesSpinChecked", 4),
        /** An agent has more paths than the checker keeps. 0: the agent; 1: the limit. */
        PATHS("check.limit.paths", 2),
        /**
         * An agent may meet more tangles at one subgroup operation than the checker keeps. 0: the agent; 1: the limit;
         * 2: the operation; 3: its place.
         */
        TANGLES("check.limit.tangles", 4),
        /** The tangles of subgroup operations could not be resolved. No arguments. */
        TANGLES_UNRESOLVED("check.limit.tanglesUnresolved", 0),
        /** Read values did not reach a fixpoint. 0: the rounds. */
        FIXPOINT("check.limit.fixpoint", 1),
        /** Read values and the tangles of subgroup operations did not reach a fixpoint. 0: the rounds. */
        FIXPOINT_TANGLES("check.limit.fixpointTangles", 1);

        private final String key;
        private final int arity;

        Kind(String key, int arity) {
            this.key = key;
            this.arity = arity;
        }

        /** The message key, e.g. {@code check.limit.paths}. */
        public String key() {
            return key;
        }
    }

    public CheckLimit {
        args = SentenceArgs.checked(kind, kind.arity, args);
        for (Object a : args) {
            if (!(a instanceof String || a instanceof Long)) {
                throw new IllegalArgumentException("a limit's argument is a string or a long, not " + a);
            }
        }
    }

    /** {@code kind} with {@code args} (ints are widened to longs). */
    static CheckLimit of(Kind kind, Object... args) {
        return new CheckLimit(kind, SentenceArgs.widened(args));
    }

    /** The check stopped after {@code elapsedMs} because a stepper run answered ({@link Kind#RUN_ANSWERED}). */
    public static CheckLimit runAnswered(long elapsedMs) {
        return of(Kind.RUN_ANSWERED, elapsedMs);
    }

    /** How the English of a time limit (of the check or of building its launch) starts: {@code check} names its option. */
    public static final String TIME_REASON = "time limit of ";

    /** How the English of the candidate limit starts: {@code check} names its option by it. */
    public static final String CANDIDATES_REASON = "candidate limit of ";

    /**
     * The spin bound whose executions a check stopped here holds when it is smaller than the one asked for, or than
     * the one whose check ran out of time ({@link Kind#TIME_SPIN_CHECKED}, {@link Kind#TIME_SPIN_LEVEL}); else 0.
     */
    public int spinBoundChecked() {
        return switch (kind) {
            case TIME_SPIN_CHECKED, CANDIDATES_SPIN_CHECKED -> ((Long) args.get(3)).intValue();
            case TIME_SPIN_LEVEL -> ((Long) args.get(1)).intValue();
            default -> 0;
        };
    }

    /**
     * Whether every execution within {@link #spinBoundChecked()} was checked ({@link Kind#TIME_SPIN_CHECKED},
     * {@link Kind#CANDIDATES_SPIN_CHECKED}).
     */
    public boolean spinBoundCheckedInFull() {
        return kind == Kind.TIME_SPIN_CHECKED || kind == Kind.CANDIDATES_SPIN_CHECKED;
    }

    /** The message key of the sentence. */
    public String key() {
        return kind.key;
    }

    /** The sentence in English, as {@code check} prints it. */
    public String english() {
        List<Object> a = args;
        return switch (kind) {
            case HEAP -> "the Java heap (" + a.get(0) + " MB) filled while checking (a smaller dispatch needs less; or"
                    + " start Java with a larger heap, -Xmx)";
            case HEAP_EXECUTION -> "the Java heap (" + a.get(0) + " MB) filled while checking an execution of "
                    + a.get(1) + " events (a smaller dispatch needs less; or start Java with a larger heap, -Xmx)";
            case TIME -> TIME_REASON + a.get(0) + " ms reached";
            case TIME_EXPLORING -> TIME_REASON + a.get(0) + " ms reached while exploring " + a.get(1);
            case TIME_SPIN_CHECKED -> TIME_REASON + a.get(0) + " ms reached while checking spin bound " + a.get(1)
                    + " (smaller ones first, up to " + a.get(2) + "); the executions found are all those within spin"
                    + " bound " + a.get(3);
            case TIME_SPIN_LEVEL -> TIME_REASON + a.get(0) + " ms reached while checking spin bound " + a.get(1)
                    + " (smaller ones first, up to " + a.get(2) + "); the executions found are some of those within"
                    + " spin bound " + a.get(1);
            case CANCELLED -> "cancelled";
            case RUN_ANSWERED -> "stopped after " + a.get(0) + " ms: a stepper run answered";
            case EVENTS -> AxiomaticChecker.EVENT_LIMIT_REASON + a.get(0) + " events reached: a combination of the"
                    + " invocations' paths has " + a.get(1) + " (a smaller dispatch, or fewer memory actions per"
                    + " invocation, fits)";
            case LAUNCH_EVENTS -> AxiomaticChecker.EVENT_LIMIT_REASON + a.get(0) + " events reached: " + a.get(1)
                    + " invocations take a memory action on every path, so every combination of the invocations' paths"
                    + " has at least " + a.get(1) + " (a smaller dispatch, or fewer memory actions per invocation,"
                    + " fits)";
            case CANDIDATES -> CANDIDATES_REASON + a.get(0) + " reached";
            case CANDIDATES_SPIN_CHECKED -> CANDIDATES_REASON + a.get(0) + " reached while checking spin bound "
                    + a.get(1) + " (smaller ones first, up to " + a.get(2) + "); the executions found are all those"
                    + " within spin bound " + a.get(3);
            case PATHS -> "agent " + a.get(0) + " has more than " + a.get(1) + " paths";
            case TANGLES -> "agent " + a.get(0) + " may meet more than " + a.get(1) + " tangles at " + a.get(2) + " ("
                    + a.get(3) + ")";
            case TANGLES_UNRESOLVED -> "the tangles of subgroup operations could not be resolved: paths still wait at"
                    + " them after a round that learnt nothing new";
            case FIXPOINT -> AxiomaticChecker.ROUNDS_LIMIT_REASON + "did not reach a fixpoint within " + a.get(0)
                    + " rounds";
            case FIXPOINT_TANGLES -> AxiomaticChecker.ROUNDS_LIMIT_REASON + "and the tangles of subgroup operations"
                    + " did not reach a fixpoint"
                    + " within " + a.get(0) + " rounds (and one more per subgroup operation reached)";
        };
    }

    @Override
    public String toString() {
        return english();
    }
}
