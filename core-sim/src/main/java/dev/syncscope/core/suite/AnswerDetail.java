package dev.syncscope.core.suite;

import dev.syncscope.core.check.CheckLimit;
import dev.syncscope.core.check.CutPath;
import dev.syncscope.core.check.Race;
import dev.syncscope.core.model.SentenceArgs;

import java.util.List;
import java.util.stream.Collectors;

/**
 * Why an expected answer does not hold or is not known ({@link SuiteCheck#detail()}) as a kind of sentence and the
 * arguments it is built from, so that the window can word it in its own language as it words a {@link CheckLimit}; the
 * English ({@link #english()}), which {@code check} prints, is made from the same arguments. What the sentences list
 * (races, outcomes, the stepper's diagnostics) is shown as the engine wrote it. Immutable.
 *
 * @param kind the kind of sentence
 * @param args its arguments, as {@link Kind} lists them: {@link String} (names, places, values, shown as written),
 *             {@link Long} (numbers), a {@link CheckLimit} or its English, a {@link CutPath}, or a {@link List} of
 *             entries ({@link Kind#stride()})
 */
public record AnswerDetail(Kind kind, List<Object> args) {

    /** The kinds of sentence, each with its message key and number of arguments. */
    public enum Kind {
        /** A litmus test's answer the check did not reach. 0: the limit that stopped it ({@link CheckLimit} or text). */
        CHECK_STOPPED("expect.detail.checkStopped", 1),
        /** A kernel's claim on the checker, which stopped at a limit. 0: the limit ({@link CheckLimit} or text). */
        CHECKER_INCOMPLETE("expect.detail.checkerIncomplete", 1),
        /** A claim on every execution, where paths cut at a spin bound end in a wait that never ends. 0: the cut. */
        CUT_ENDLESS_WAIT("expect.detail.cutEndlessWait", 1),
        /** A claim on every execution, where paths were cut at a bound. 0: the cut ({@link CutPath}). */
        CUT_LONGER("expect.detail.cutLonger", 1),
        /** No consistent execution races where the claim says. 0: how many consistent executions there are. */
        NO_CHECKER_RACE("expect.detail.noCheckerRace", 1),
        /** The checker's races where the claim says none. 0: up to four ({@link Race}s), an entry a race. */
        CHECKER_RACES("expect.detail.checkerRaces", 1),
        /** The final values the checker allows. 0: the name; 1: the values, {@code [1] | [2]}. */
        CHECKER_FINALS("expect.detail.checkerFinals", 2),
        /** No stepper run raced where the claim says. No arguments. */
        NO_STEPPER_RACE("expect.detail.noStepperRace", 0),
        /**
         * The stepper's races where the claim says none. 0: up to three, four entries a race: the schedule, the first
         * access's invocation and place, the second's, and the missing link in the engine's English.
         */
        STEPPER_RACES("expect.detail.stepperRaces", 1),
        /** The final values of the stepper's runs. 0: the name; 1: two entries a run, its schedule and the values. */
        STEPPER_FINALS("expect.detail.stepperFinals", 2),
        /** No stepper run read a stale value where the claim says. 0: the lines of the stale reads seen, an entry each. */
        NO_STALE_READ("expect.detail.noStaleRead", 1),
        /** Stale reads where the claim says none. 0: a list of schedule and place, two entries a read. */
        STALE_READS("expect.detail.staleReads", 1),
        /** No stepper run reported the diagnostic. 0: the diagnostics seen, {@code SPIN@12}. */
        NOT_DIAGNOSED("expect.detail.notDiagnosed", 1),
        /**
         * No stepper run reported the diagnostic, nor any other. No arguments. (It was {@link #NOT_DIAGNOSED} with an
         * empty list: "diagnostics seen: )", the session-85 audit.)
         */
        NOTHING_DIAGNOSED("expect.detail.nothingDiagnosed", 0),
        /**
         * The diagnostics reported where the claim says none. 0: up to two, three entries each: the schedule, the place,
         * and the message in the engine's English.
         */
        DIAGNOSED("expect.detail.diagnosed", 1),
        /** Stepper runs that did not end. 0: the schedules. */
        RUNS_UNFINISHED("expect.detail.runsUnfinished", 1);

        private final String key;
        private final int arity;

        Kind(String key, int arity) {
            this.key = key;
            this.arity = arity;
        }

        /**
         * The message key, e.g. {@code expect.detail.noStepperRace}. A kind whose last argument is a list
         * ({@link #stride()} above 0) has its sentence at this key, that argument being the entries joined, and the
         * entry's at this key and {@code .item}, filled with one entry's {@link #stride()} arguments.
         */
        public String key() {
            return key;
        }

        /** How many arguments make one entry of the list that is this kind's last argument; 0 for a kind with none. */
        public int stride() {
            return switch (this) {
                case CHECKER_RACES, RUNS_UNFINISHED, NO_STALE_READ -> 1;
                case STALE_READS, STEPPER_FINALS -> 2;
                case DIAGNOSED -> 3;
                case STEPPER_RACES -> 4;
                default -> 0;
            };
        }
    }

    /** The names of the stepper runs' schedules the sample check makes ({@code StepperRuns}), as the entries give them. */
    public static final String IN_ORDER = "in order";
    public static final String REVERSE_ORDER = "reverse order";
    public static final String ROUND_ROBIN = "round-robin";
    public static final String LOCK_STEP = "lock-step subgroups";
    /** How a seeded random schedule's name starts, its seed after it: {@code random seed 3}. */
    public static final String RANDOM_SEED = "random seed ";

    /** How the entries of a list are joined in English. */
    public static final String SEPARATOR = "; ";

    /** How the English of {@link Kind#CHECKER_INCOMPLETE} starts (a kernel's claim the checker left open). */
    public static final String CHECKER_INCOMPLETE = "the checker did not complete: ";

    public AnswerDetail {
        args = SentenceArgs.checked(kind, kind.arity, args.stream().map(a -> a instanceof List<?> l
                ? (Object) List.copyOf(l) : a).toList());
    }

    /** {@code kind} with {@code args} (ints are widened to longs). */
    public static AnswerDetail of(Kind kind, Object... args) {
        return new AnswerDetail(kind, SentenceArgs.widened(args));
    }

    /** The limit that stopped a check: its {@link CheckLimit}, or its English when it has none. */
    public static Object limit(dev.syncscope.core.check.CheckResult stopped) {
        return stopped.limit() != null ? stopped.limit() : stopped.limitMessage();
    }

    /** Whether this detail says that a limit of the checker left the answer open (not that it does not hold). */
    public boolean open() {
        return kind == Kind.CHECK_STOPPED || kind == Kind.CHECKER_INCOMPLETE || kind == Kind.CUT_ENDLESS_WAIT
                || kind == Kind.CUT_LONGER;
    }

    /** The sentence in English, as {@code check} prints it. */
    public String english() {
        List<Object> a = args;
        return switch (kind) {
            case CHECK_STOPPED -> limitEnglish(a.get(0));
            case CHECKER_INCOMPLETE -> CHECKER_INCOMPLETE + limitEnglish(a.get(0));
            case CUT_ENDLESS_WAIT -> CHECKER_INCOMPLETE + "paths cut at a bound (" + ((CutPath) a.get(0)).text()
                    + "), so an execution in which a wait never ends may decide it";
            case CUT_LONGER -> CHECKER_INCOMPLETE + "paths cut at a bound (" + ((CutPath) a.get(0)).text()
                    + "), so a longer execution may decide it";
            case NO_CHECKER_RACE -> "no consistent execution has such a race (" + a.get(0) + " consistent executions)";
            case CHECKER_RACES -> "races: " + entries(a.get(0), 1, e -> e.get(0).toString());
            case CHECKER_FINALS -> "allowed final " + a.get(0) + ": " + a.get(1);
            case NO_STEPPER_RACE -> "no stepper run found such a race";
            case STEPPER_RACES -> entries(a.get(0), 4, e -> e.get(0) + ": " + e.get(1) + " / " + e.get(2) + ": "
                    + e.get(3));
            case DIAGNOSED -> entries(a.get(0), 3, e -> e.get(0) + ": " + e.get(1) + " " + e.get(2));
            case STEPPER_FINALS -> "runs ended with " + a.get(0) + ": " + entries(a.get(1), 2, e -> e.get(0) + " "
                    + e.get(1));
            case NO_STALE_READ -> "no stepper run read a stale value there (stale reads seen: "
                    + entries(a.get(0), 1, ", ", e -> "line " + e.get(0)) + ")";
            case STALE_READS -> entries(a.get(0), 2, e -> e.get(0) + ": stale read at " + e.get(1));
            case NOT_DIAGNOSED -> "no stepper run reported it (diagnostics seen: " + a.get(0) + ")";
            case NOTHING_DIAGNOSED -> "no stepper run reported it, nor any other diagnostic";
            case RUNS_UNFINISHED -> entries(a.get(0), 1, e -> e.get(0) + " reached the step limit");
        };
    }

    /** The entries of {@code list}, {@code stride} arguments each, each worded by {@code entry}, joined. */
    private static String entries(Object list, int stride, java.util.function.Function<List<?>, String> entry) {
        return entries(list, stride, SEPARATOR, entry);
    }

    private static String entries(Object list, int stride, String separator,
                                  java.util.function.Function<List<?>, String> entry) {
        return entries(list, stride).stream().map(entry).collect(Collectors.joining(separator));
    }

    /** The entries of {@code list}, {@code stride} arguments each. */
    public static List<List<?>> entries(Object list, int stride) {
        List<?> l = (List<?>) list;
        List<List<?>> out = new java.util.ArrayList<>();
        for (int i = 0; i + stride <= l.size(); i += stride) {
            out.add(l.subList(i, i + stride));
        }
        return out;
    }

    private static String limitEnglish(Object limit) {
        return limit instanceof CheckLimit l ? l.english() : String.valueOf(limit);
    }

    @Override
    public String toString() {
        return english();
    }
}
