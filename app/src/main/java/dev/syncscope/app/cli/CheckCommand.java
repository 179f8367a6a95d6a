package dev.syncscope.app.cli;

import dev.syncscope.core.api.LaunchOptions;
import dev.syncscope.core.check.AxiomaticChecker;
import dev.syncscope.core.check.CheckLimit;
import dev.syncscope.core.check.CheckOptions;
import dev.syncscope.core.check.CutPath;
import dev.syncscope.core.litmus.herd.HerdParser;
import dev.syncscope.core.exec.HeapGuard;
import dev.syncscope.core.exec.LaunchHeap;
import dev.syncscope.core.litmus.LitmusThreadState;
import dev.syncscope.core.load.InputFiles;
import dev.syncscope.core.load.ProgramLoader;
import dev.syncscope.core.model.CutKind;
import dev.syncscope.core.model.InputError;
import dev.syncscope.core.spirv.DispatchConfig;
import dev.syncscope.core.suite.CheckWithWitness;
import dev.syncscope.core.suite.FileCheck;
import dev.syncscope.core.suite.FileCheckLimits;
import dev.syncscope.core.suite.RaceFreedom;
import dev.syncscope.core.suite.RaceSites;
import dev.syncscope.core.suite.SuiteCheck;
import dev.syncscope.views.explain.CheckRaceWhy;
import dev.syncscope.views.explain.RaceWhy;
import dev.syncscope.views.i18n.Messages;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.Callable;

/**
 * {@code syncscope check FILE}: checks a litmus test or a small kernel exhaustively and prints the
 * allowed outcomes, the data races and the file's own expectations. Runs on the calling thread.
 */
@Command(name = "check", mixinStandardHelpOptions = true,
        description = "Check a litmus test (.test, .litmus) or a small kernel exhaustively: "
                + "allowed outcomes, data races with both sites, and the file's expectations.")
final class CheckCommand implements Callable<Integer> {

    @Spec
    private CommandSpec spec;

    @Parameters(paramLabel = "FILE", description = "the litmus test or kernel")
    private Path file;

    @Option(names = "--json", description = "print the report as JSON")
    private boolean json;

    @Option(names = "--all-values", description = "print every value of an outcome and every entry of a list (by default a line of more "
            + "than " + OutcomeText.MAX_ENTRIES + " entries leaves out invocation locals, then the last entries, and a "
            + "list of outcomes, races, notes or diagnostics stops after " + OutcomeText.MAX_LIST + " entries, and says so)")
    private boolean allValues;

    @Option(names = "--no-chains", description = "assume a device without availability/visibility chains")
    private boolean noChains;

    @Option(names = "--dispatch", paramLabel = "X[,Y[,Z]]",
            description = "for kernels: workgroups to dispatch, overriding the file's @dispatch (e.g. 2,1,1; a missing "
                    + "Y or Z is 1)")
    private String dispatch;

    @Option(names = "--time-limit", defaultValue = "60", paramLabel = "SECONDS",
            description = "give up after this many seconds, 0 to " + Cli.MAX_TIME_LIMIT + " (0: at once, UNKNOWN; there is no"
                    + " unlimited; default ${DEFAULT-VALUE})")
    private long timeLimit;

    @Option(names = "--max-candidates", defaultValue = "1000000", paramLabel = "N",
            description = "give up after examining N candidate executions (default ${DEFAULT-VALUE})")
    private long maxCandidates;

    @Option(names = "--unroll", paramLabel = "N",
            description = "herd-style .litmus loops: backward jumps per thread before the path is cut "
                    + "(herd's -unroll; default " + HerdParser.DEFAULT_UNROLL + "; .litmus files only)")
    private Integer unroll;

    @Option(names = "--spin-bound", defaultValue = "" + CheckOptions.DEFAULT_SPIN_BOUND, paramLabel = "N",
            description = "cut a path when one load, failing compare-exchange or read-modify-write that writes back "
                    + "what it read has read the same value N times with no other write of its invocation in between "
                    + "(a spin loop; a loop that reads an unchanged value more often needs a larger N; "
                    + "a larger N makes such paths longer and the check slower; default ${DEFAULT-VALUE})")
    private int spinBound;

    @Option(names = "--max-actions", defaultValue = "" + CheckOptions.DEFAULT_MAX_ACTIONS, paramLabel = "N",
            description = "cut a path once one invocation has taken N actions on it (a loop the spin bound does not "
                    + "cut: one that changes what it reads, or counts; default ${DEFAULT-VALUE})")
    private int maxActions;

    @Option(names = "--max-events", defaultValue = "" + CheckOptions.DEFAULT_MAX_EVENTS, paramLabel = "N",
            description = "stop at an execution of more than N events (the memory actions of all invocations together; "
                    + "an execution's relations take time and memory that grow faster than N squared, and the time "
                    + "limit is not looked at inside one; default ${DEFAULT-VALUE})")
    private int maxEvents;

    @Option(names = "--max-value-rounds", defaultValue = "" + CheckOptions.DEFAULT_MAX_VALUE_ROUNDS, paramLabel = "N",
            description = "stop when the values that reads may return have not closed after N rounds (round k "
                    + "covers the values chains of k writes produce: an execution of more writes, e.g. 17 atomic adds "
                    + "to one counter, needs more; each round explores every path again; default ${DEFAULT-VALUE})")
    private int maxValueRounds;

    @Option(names = "--max-paths", defaultValue = "" + CheckOptions.DEFAULT_MAX_PATHS, paramLabel = "N",
            description = "stop when one invocation has more than N paths (each set of values its reads may return "
                    + "makes a path: e.g. 2 invocations each adding 4 times to one counter need more; every path is "
                    + "kept, so a larger N takes time and memory; default ${DEFAULT-VALUE})")
    private int maxPaths;

    @Option(names = "--no-runs", description = "kernels judged by race freedom: the exhaustive check's answer alone, "
            + "to its own limits (by default, stepper runs beside the check answer once it has run "
            + CheckWithWitness.HEAD_START_SECONDS + " s: a racy run fails the kernel, and a run of a kernel that synchronizes only through control "
            + "barriers decides it; and a run answers where the check stops at a limit)")
    private boolean noRuns;

    @Option(names = "--max-invocations", defaultValue = "" + LaunchOptions.DEFAULT_MAX_INVOCATIONS, paramLabel = "N",
            description = "reject a launch of more than N invocations (a kernel's dispatch, a litmus test's threads; "
                    + "default ${DEFAULT-VALUE})")
    private int maxInvocations;

    @Option(names = "--budget", paramLabel = "N",
            description = "kernels: instructions an invocation may run between two memory actions before it is cut "
                    + "(BOUND_EXCEEDED), instead of the file's @budget (default: the file's, else 100000)")
    private Integer budget;


    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        String problem = Cli.firstProblem(Cli.fileTypeProblem(file), Cli.budgetProblem(budget, file),
                dispatch == null ? null : Cli.kernelOnly("--dispatch", file, "a litmus test's threads are fixed by the file"),
                Cli.outOfRange("--time-limit", timeLimit),
                Cli.outOfRange("--max-candidates", maxCandidates),
                Cli.unrollProblem(unroll, file, "check"),
                Cli.outOfRange("--max-invocations", maxInvocations),
                dispatchProblem(dispatch, maxInvocations),
                Cli.outOfRange("--spin-bound", spinBound),
                Cli.outOfRange("--max-actions", maxActions),
                Cli.outOfRange("--max-events", maxEvents),
                Cli.outOfRange("--max-value-rounds", maxValueRounds),
                Cli.outOfRange("--max-paths", maxPaths));
        if (problem != null) {
            return refuse(problem, out, err);
        }
        int unroll = this.unroll == null ? HerdParser.DEFAULT_UNROLL : this.unroll;
        FileCheck.Report report;
        // a launch too large for the heap stops while it is built (LaunchHeap), not in an OutOfMemoryError
        LaunchHeap heap = new LaunchHeap(HeapGuard.jvmProbe(), new LaunchProgress(file.toString(), err));
        try (CheckProgress progress = CheckProgress.of(file.toString(), timeLimit, err)) {
            String name = file.toString();
            FileCheckLimits limits = new FileCheckLimits(Duration.ofSeconds(timeLimit), maxCandidates, unroll,
                    maxInvocations, budget == null ? 0 : budget, spinBound, maxActions, maxEvents, maxValueRounds,
                    !noRuns).withMaxPaths(maxPaths);
            Boolean chains = noChains ? Boolean.FALSE : null;
            if (ProgramLoader.isBinary(name)) {
                report = FileCheck.check(name, InputFiles.readBytes(file), chains, dispatch(dispatch), limits, heap);
            } else {
                String text = InputFiles.readText(file);
                if (LitmusLaunch.isLitmus(name)) {
                    LitmusLaunch.load(name, text, unroll, maxInvocations);
                }
                report = FileCheck.check(name, text, chains, dispatch(dispatch), limits, KernelExpectations.JUDGE,
                        heap);
            }
        } catch (OutOfMemoryError e) {
            return tooLarge(Cli.outOfMemory(file, "check"), out, err);
        } catch (InputError thrown) {
            InputError e = Cli.namingLimitOption(thrown);
            if (dispatch != null && e.span().equals(DispatchConfig.DISPATCH_OPTION)) {
                // the launch is too large for the dispatch the option gave: placed at the option by FileCheck
                return refuse("syncscope: --dispatch " + dispatch + ": " + e.getMessage(), out, err);
            }
            if (json) {
                out.println(Json.write(Json.error(e, file.toString())));
            } else {
                err.println(e);
            }
            return Cli.BAD_INPUT;
        }
        if (json) {
            out.println(Json.write(Json.report(report)));
        } else {
            print(report, out, RaceWhy.highLevelKernel(file.getFileName().toString()) ? InputFiles.readText(file)
                    : null);
            if (heap.stopped()) {
                // the launch did not fit the heap: an unknown answer (FileCheck), and what to do about it
                String advice = Cli.memoryAdvice("check");
                out.println(advice.substring(0, 1).toUpperCase(java.util.Locale.ROOT) + advice.substring(1));
            }
        }
        if (report.failed()) {
            return Cli.FAILED;
        }
        return report.unknownBecause() != null ? Cli.LIMIT : Cli.OK;
    }

    /** {@link Cli#refuse} with this command's file and {@code --json}. */
    private int refuse(String problem, PrintWriter out, PrintWriter err) {
        return Cli.refuse(problem, file, json, out, err);
    }

    /**
     * Ends a check that ran out of memory with {@code message} ({@code file: …}): on the error stream, or with
     * {@code --json} as a JSON error on the output. Exit code 3: the input may be fine, a limit was reached.
     */
    private int tooLarge(String message, PrintWriter out, PrintWriter err) {
        if (json) {
            out.println(Json.write(Json.error(file.toString(), 0, 0, message.substring(file.toString().length() + 2))));
        } else {
            err.println(message);
        }
        return Cli.LIMIT;
    }

    /** Whether the report is asked for as JSON ({@code --json}). */
    boolean json() {
        return json;
    }

    /**
     * Why {@code --dispatch} cannot be used: not one to three positive numbers, or more workgroups than the
     * dispatch-size limit allows invocations (each workgroup has one at least; an int's worth of digits read as
     * "not positive numbers"); null when it can (or was not given). The workgroup size is the file's, so a dispatch
     * within this bound may still be too large: then the launch's error names the option ({@link #call}). More
     * workgroups than {@code --max-invocations} takes are said to be beyond it, not to need a larger one.
     */
    static String dispatchProblem(String option, int maxInvocations) {
        if (option == null) {
            return null;
        }
        String[] parts = option.split(",", -1);
        java.math.BigInteger workgroups = java.math.BigInteger.ONE;
        boolean numbers = parts.length <= 3;
        for (int i = 0; numbers && i < parts.length; i++) {
            String part = parts[i].strip();
            numbers = part.matches("\\d+") && !part.matches("0+");
            if (numbers) {
                workgroups = workgroups.multiply(new java.math.BigInteger(part));
            }
        }
        if (!numbers) {
            return "syncscope: --dispatch takes one to three positive numbers separated by commas, e.g. 2,1,1, not "
                    + option;
        }
        if (workgroups.compareTo(java.math.BigInteger.valueOf(maxInvocations)) <= 0) {
            return null;
        }
        // more workgroups than the option takes invocations: no --max-invocations helps (it was named all the same)
        boolean beyond = workgroups.compareTo(java.math.BigInteger.valueOf(Integer.MAX_VALUE)) > 0;
        return "syncscope: --dispatch " + option + " is too large: " + workgroups + " workgroups, more than the"
                + " dispatch-size limit of " + maxInvocations + " invocations" + (beyond ? Cli.beyondTheLimitOption()
                : " (--max-invocations " + maxInvocations + ")");
    }

    /** {@code --dispatch X[,Y[,Z]]} as x, y, z (missing ones are 1); null when not given or malformed. */
    static int[] dispatch(String option) {
        if (option == null) {
            return null;
        }
        String[] parts = option.split(",", -1);
        if (parts.length > 3) {
            return null;
        }
        int[] xyz = {1, 1, 1};
        try {
            for (int i = 0; i < parts.length; i++) {
                xyz[i] = Integer.parseInt(parts[i].strip());
            }
        } catch (NumberFormatException e) {
            return null;
        }
        return java.util.Arrays.stream(xyz).allMatch(n -> n >= 1) ? xyz : null;
    }

    /** The window's English, in which a kernel's races are worded ({@link CheckRaceWhy}). */
    private static final Messages ENGLISH = Messages.forLocale(java.util.Locale.ENGLISH);

    /**
     * Prints the report; {@code sourceText} is the text of a GLSL or HLSL kernel, whose races are worded in its
     * language, else null.
     */
    private void print(FileCheck.Report r, PrintWriter out, String sourceText) {
        // the consistent executions that end in a fault are counted, but have no outcome: said, so that the count
        // of outcomes below does not read as missing executions
        out.printf("%s: %d invocation%s, %d candidate execution%s, %d consistent%s%n", r.file(), r.invocations(),
                r.invocations() == 1 ? "" : "s", r.candidates(), r.candidates() == 1 ? "" : "s",
                r.consistentExecutions(), r.faultingExecutions() == 0 ? ""
                        : " (" + r.faultingExecutions() + (r.faultingExecutions() == 1 ? " ends" : " end") + " in a fault)");
        if (!r.complete()) {
            out.println("  INCOMPLETE: " + r.limitMessage());
        }
        for (String note : OutcomeText.shown(r.notes(), allValues)) {
            out.println("  note: " + note);
        }
        println(out, "  ", OutcomeText.more(r.notes(), allValues, "notes"));
        // a stepper run that decides every execution leaves nothing unexplored (StepperWitness)
        boolean bounded = (!r.complete() || !r.cutPaths().isEmpty())
                && (r.witness() == null || !r.witness().provesRaceFreedom());
        // an invocation stops at its fault, so a faulting execution has no final state to list; nor has one that reads
        // undefined Workgroup memory a defined one
        List<String> without = new java.util.ArrayList<>();
        if (!r.faults().isEmpty()) {
            without.add("a fault");
        }
        if (!r.undefinedReads().isEmpty()) {
            without.add("an undefined read");
        }
        out.println("allowed outcomes" + (bounded ? " found" : "") + (without.isEmpty() ? "" : " of the executions"
                + " without " + String.join(" or ", without)) + " (" + r.outcomes().size() + "):");
        for (String line : OutcomeText.shownLines(r.outcomes(), allValues)) {
            out.println("  " + line);
        }
        if (r.races().isEmpty()) {
            out.println(!bounded ? "no data race" : r.witness() == null ? "no data race found"
                    : "no data race found by the exhaustive check");
        } else {
            out.println("data races (" + r.races().size() + "):");
        }
        String question = r.question();
        java.util.Set<String> accesses = sourceText == null ? null : CheckRaceWhy.accesses(r.races());
        for (RaceSites race : OutcomeText.shown(r.races(), allValues)) {
            out.println("  " + race.first() + " = " + values(race.firstValues()) + " at " + race.first().where());
            out.println("    races with " + race.second() + " = " + values(race.secondValues()) + " at "
                    + race.second().where());
            // one entry per pair, each distinct link its executions lack under it (GPU audit D13); a GLSL or HLSL
            // kernel's in its own language, as the window words them (GPU audit D11)
            for (String words : CheckRaceWhy.links(race, accesses, sourceText, ENGLISH,
                    dev.syncscope.core.check.Race::missingLink)) {
                out.println("    missing: " + words);
            }
            if (!question.isEmpty()) {
                // a Khronos test whose loads ask for values: where the race lies (RaceSites.asked, outside)
                out.println("    " + (race.asked() ? "in the executions the test asks about (" + question + ")"
                        + (race.outside().isEmpty() ? "" : ", and also where " + String.join(" or ", race.outside()))
                        : "only where " + String.join(" or ", race.outside()) + ", outside the executions the test"
                        + " asks about (" + question + ")"));
            }
        }
        println(out, "  ", OutcomeText.more(r.races(), allValues, "data races"));
        WitnessText.print(r, out, sourceText, allValues);
        for (String d : OutcomeText.shown(r.divergences(), allValues)) {
            out.println(d);
        }
        println(out, "", OutcomeText.more(r.divergences(), allValues, "barrier divergences"));
        for (String f : OutcomeText.shown(r.faults(), allValues)) {
            out.println(f + (r.faultsInEveryExecution().contains(f) ? " in every execution" : " in some execution"));
        }
        println(out, "", OutcomeText.more(r.faults(), allValues, "faults"));
        for (String u : OutcomeText.shown(r.undefinedReads(), allValues)) {
            out.println(u + " in some execution");
        }
        println(out, "", OutcomeText.more(r.undefinedReads(), allValues, "undefined reads"));
        for (String e : OutcomeText.shown(r.endlessSpins(), allValues)) {
            out.println(e);
        }
        println(out, "", OutcomeText.more(r.endlessSpins(), allValues, "endless spins"));
        if (!r.expectations().isEmpty()) {
            out.println("expectations:");
            for (SuiteCheck c : r.expectations()) {
                boolean open = c.verdict() == SuiteCheck.Verdict.UNKNOWN;
                boolean explain = c.verdict() != SuiteCheck.Verdict.PASS && !c.detail().isEmpty();
                out.printf("  %-7s %s: %s (expected %s, %s)%n", c.verdict(),
                        c.where().line() > 0 ? c.where() : c.file(), c.question(), c.expected(), c.actual() != null
                                ? "found " + c.actual() + (explain ? ": " + c.detail() : "")
                                : open ? "not known: " + whyOpen(r, c) : c.detail());
            }
        }
        // races only where the test does not ask (a herd filter, a Khronos test's load values): said right above the
        // verdict, which stays the last line
        println(out, "", r.raceElsewhere().isEmpty() ? null : "note: " + r.raceElsewhere());
        String unknown = r.unknownBecause();
        if (r.failed()) {
            out.println(FailedLine.of(r));
        } else if (unknown != null) {
            // a finished search whose only cuts are waits that never end reached no limit: no bound decides the answer
            boolean undecidable = r.complete() && CutPath.onlyEndlessWaits(r.cuts());
            out.println((undecidable ? "UNKNOWN: no bound decides the answer: "
                    : "UNKNOWN: a limit was reached before the answer was known: ") + unknown + hint(r));
        } else {
            out.println("OK");
        }
    }

    /**
     * Why the open expectation {@code c} is not known: a limit was reached, or, when every cut path is a wait that
     * never ends ({@link CutKind#ENDLESS_WAIT}) and the checker completed, no bound was too small: the executions that
     * end were all explored, and one in which a wait never ends may race or change the answer (with an endless spin,
     * no execution ends). It said "a limit was reached" for those too, under an endless spin's FAILED.
     */
    private static String whyOpen(FileCheck.Report r, SuiteCheck c) {
        if (r.complete() && r.cuts().isEmpty()) {
            // open with nothing cut and no limit: the launch has no execution, and the detail says why (RaceFreedom)
            return c.detail();
        }
        if (!r.complete() || !CutPath.onlyEndlessWaits(r.cuts())) {
            return "a limit was reached";
        }
        // no execution that ends was found, and every one was explored (only endless waits were cut): none ends
        boolean noneEnds = !r.endlessSpins().isEmpty() || r.consistentExecutions() == 0;
        if (RaceFreedom.judgesAlone(List.of(c))) {
            return RaceFreedom.openInEndlessWaits(noneEnds);
        }
        return noneEnds ? "no execution ends (an invocation spins forever in every execution)"
                : "a wait never ends in some execution, and no bound decides such an execution";
    }

    /** Prints {@code indent + line} unless {@code line} is null. */
    static void println(PrintWriter out, String indent, String line) {
        if (line != null) {
            out.println(indent + line);
        }
    }

    /** {@code 1}, {@code 0 or 7}, {@code 0, 1 or 2}. */
    private static String values(List<String> values) {
        int n = values.size();
        return n == 1 ? values.get(0) : String.join(", ", values.subList(0, n - 1)) + " or " + values.get(n - 1);
    }

    /**
     * For paths cut at a bound: the options that set the bounds that cut them; for the limit that stopped the search,
     * its option (the time and candidate limits named none: the session-39 audit).
     */
    private static String hint(FileCheck.Report r) {
        if (!r.complete()) {
            if (r.limitMessage().startsWith(CheckLimit.TIME_REASON)) {
                return " (--time-limit S raises it)";
            }
            if (r.limitMessage().startsWith(CheckLimit.CANDIDATES_REASON)) {
                return " (--max-candidates N raises it)";
            }
            if (r.limit() != null && (r.limit().kind() == CheckLimit.Kind.PATHS
                    || r.limit().kind() == CheckLimit.Kind.TANGLES)) {
                return " (--max-paths N raises it)";
            }
            if (r.limitMessage().startsWith(AxiomaticChecker.ROUNDS_LIMIT_REASON)) {
                return " (--max-value-rounds N raises the rounds, at the cost of time: each explores every path again)";
            }
            return r.limitMessage().startsWith(AxiomaticChecker.EVENT_LIMIT_REASON)
                    ? " (--max-events N raises the limit, at the cost of time and memory)" : "";
        }
        String options = boundOptions(r.cuts());
        return options.isEmpty() ? "" : " (" + options + ")";
    }

    /**
     * What raises each bound that cut {@code cuts} (the report's cut paths), in the order first met, joined by
     * {@code ; }: chosen by each cut's {@link CutPath#kind()}, never by its wording.
     */
    static String boundOptions(List<CutPath> cuts) {
        return boundOptions(cuts.stream().map(CutPath::kind));
    }

    /** What raises each of the bounds {@code kinds}, in the order first met, joined by {@code ; } (run's too). */
    static String boundOptions(java.util.stream.Stream<CutKind> kinds) {
        return kinds.map(CheckCommand::boundOption).distinct().collect(java.util.stream.Collectors.joining("; "));
    }

    /**
     * What raises the bound {@code kind}: the checker's actions a path and spin bound, a kernel's budget, a herd
     * loop's unroll bound, or that nothing raises a litmus thread's local instructions, nor decides a wait that never
     * ends.
     */
    static String boundOption(CutKind kind) {
        return switch (kind) {
            case ACTIONS_BOUND -> "--max-actions N raises the actions one invocation may take on a path";
            case SPIN_BOUND -> "--spin-bound N raises the reads of an unchanged value before a path is cut";
            case ENDLESS_WAIT -> "no bound decides an execution in which a wait never ends; a larger --spin-bound adds"
                    + " nothing";
            case KERNEL_BUDGET -> "--budget N sets the instructions allowed between memory actions";
            case UNROLL_BOUND -> "--unroll N sets the loop bound";
            case LITMUS_LOCAL_BUDGET -> String.format(java.util.Locale.ROOT, "a litmus thread stops after %,d"
                    + " instructions without a memory instruction; no option raises that",
                    LitmusThreadState.LOCAL_BUDGET);
        };
    }
}
