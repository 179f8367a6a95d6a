package dev.syncscope.app.cli;

import dev.syncscope.core.api.AgentView;
import dev.syncscope.core.api.DebugSession;
import dev.syncscope.core.api.LaunchOptions;
import dev.syncscope.core.api.Snapshot;
import dev.syncscope.core.exec.AgentStatus;
import dev.syncscope.core.exec.Diagnostic;
import dev.syncscope.core.exec.HeapGuard;
import dev.syncscope.core.exec.LaunchHeap;
import dev.syncscope.core.exec.RunResult;
import dev.syncscope.core.kernel.KernelLoader;
import dev.syncscope.core.litmus.herd.HerdParser;
import dev.syncscope.core.load.InputFiles;
import dev.syncscope.core.load.ProgramLoader;
import dev.syncscope.core.model.CutKind;
import dev.syncscope.core.model.InputError;
import dev.syncscope.core.model.LoadMonitor;
import dev.syncscope.core.model.Outcome;
import dev.syncscope.core.model.Program;
import dev.syncscope.core.spirv.DispatchConfig;
import dev.syncscope.views.explain.RaceWhy;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;

/**
 * {@code syncscope run FILE}: one stepper run of a kernel or litmus test, headless, as the window's
 * Run does: how it ended (finished, or stopped at the step limit), the diagnostics and the outcome.
 * Runs on the calling thread.
 */
@Command(name = "run", mixinStandardHelpOptions = true,
        description = "Run a kernel or litmus test once in the stepper (one interleaving; loads read the model's "
                + "default values, or in a .test the values its loads ask for, or those --read picks) and print how it "
                + "ended, its diagnostics and its outcome.")
final class RunCommand implements Callable<Integer> {

    /**
     * Diagnostics that make a run a definite failure, as a race does: the kernel is wrong in this
     * interleaving (the window shows them as errors; SPIR-V OpControlBarrier: every invocation of the execution
     * scope instance executes the same dynamic instance). A stale read is allowed behaviour and a bound is a
     * limit (exit 3).
     */
    private static final java.util.Set<Diagnostic.Kind> KERNEL_ERRORS = java.util.EnumSet.of(
            Diagnostic.Kind.BARRIER_DIVERGENCE, Diagnostic.Kind.DEADLOCK, Diagnostic.Kind.SPIN,
            Diagnostic.Kind.UNDEFINED_READ, Diagnostic.Kind.FAULT);
    /**
     * What the outcome of a run starts with when a value read from undefined memory (VK MM: Allocation, a Workgroup
     * variable has no initializer), or an undefined value the kernel made (UndefinedValue), mattered: it was stored (that location shows {@code undefined}) or decided the
     * control flow or an address (then nothing after it is defined). As {@code check} lists no outcome of such an
     * execution ({@code CheckResult.definedOutcomes}), the values that follow are only the simulator's, which read 0
     * there. An undefined value nobody used gives no UNDEFINED_READ (docs/memory-model.md, "Undefined reads").
     */
    static final String UNDEFINED_OUTCOME = "not defined (UNDEFINED_READ above: an undefined value, read from memory"
            + " or made by the kernel, is stored or decides the control flow or an address, and check lists no outcome"
            + " of such an execution); as run, taking 0 for it: ";
    /** How many invocations a line names before it gives their number instead. */
    private static final int NAMES_SHOWN = 4;

    @Spec
    private CommandSpec spec;

    @Parameters(paramLabel = "FILE", description = "the kernel or litmus test")
    private Path file;

    @Option(names = "--all-values", description = "print every value of an outcome and every entry of a list (by default a line of more "
            + "than " + OutcomeText.MAX_ENTRIES + " entries leaves out invocation locals, then the last entries, and a "
            + "list of races, notes or diagnostics stops after " + OutcomeText.MAX_LIST + " entries, and says so)")
    private boolean allValues;

    @Option(names = "--max-steps", defaultValue = "10000000", paramLabel = "N",
            description = "stop after N steps (default ${DEFAULT-VALUE})")
    private long maxSteps;

    @Option(names = "--max-actions", defaultValue = "" + LaunchOptions.DEFAULT_MAX_ACTIONS, paramLabel = "N",
            description = "stop an invocation once it has taken N actions without finishing (BOUND_EXCEEDED: an endless "
                    + "loop; default ${DEFAULT-VALUE}), as check --max-actions cuts a path")
    private int maxActions;

    @Option(names = "--max-invocations", defaultValue = "" + LaunchOptions.DEFAULT_MAX_INVOCATIONS, paramLabel = "N",
            description = "reject a launch of more than N invocations (default ${DEFAULT-VALUE})")
    private int maxInvocations;

    @Option(names = "--dispatch", paramLabel = "X[,Y[,Z]]",
            description = "kernels: workgroups to dispatch, overriding the file's @dispatch (e.g. 2,1,1; a missing "
                    + "Y or Z is 1), as check --dispatch")
    private String dispatch;

    @Option(names = "--budget", paramLabel = "N",
            description = "kernels: instructions an invocation may run between two memory actions before it stops "
                    + "(BOUND_EXCEEDED), instead of the file's @budget (default: the file's, else 100000)")
    private Integer budget;

    @Option(names = "--unroll", paramLabel = "N",
            description = "herd-style .litmus loops: backward jumps per thread before it stops (BOUND_EXCEEDED; "
                    + "herd's -unroll; default " + HerdParser.DEFAULT_UNROLL + "; .litmus files only)")
    private Integer unroll;

    @Option(names = "--seed", paramLabel = "S",
            description = "schedule randomly with this seed, 0 to 2147483647 as in the window (default: round-robin)")
    private Long seed;

    @Option(names = "--scheduler", paramLabel = "KIND",
            description = "round-robin, random or lock-step (subgroups in lock step); default round-robin, "
                    + "or random when --seed is given")
    private String scheduler;

    @Option(names = "--chains", negatable = true,
            description = "assume a device with (--chains) or without (--no-chains) availability/visibility "
                    + "chains (default: as the file says: litmus tests on, kernels as their @chains pragma, else off)")
    private Boolean chains;

    @Option(names = "--read-goals", negatable = true, defaultValue = "true", fallbackValue = "true",
            description = "Khronos .test files: steer the schedule towards the values the test's loads ask for "
                    + "(ld... x = v), as its answers assume, and .litmus files towards their filter when it is "
                    + "register equalities each written by one load (default); --no-read-goals schedules without them")
    private boolean readGoals;

    @Option(names = "--read", paramLabel = "INV:LINE[#N]=VALUE",
            description = "make invocation INV's read at source line LINE read VALUE, from a write the model allows "
                    + "there (as the window's read chooser; over the test's load values): every read there, or with "
                    + "#N only the N-th; INV and LINE as run prints them (e.g. P1:10=0, T1:12#2=1; a float location's "
                    + "value as a float, T1:8=2.5); repeatable. A value"
                    + " no allowed write has stops the run and lists the values that read may take (exit 2)")
    private List<String> reads = new java.util.ArrayList<>();

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        String problem = Cli.firstProblem(Cli.fileTypeProblem(file),
                Cli.outOfRange("--max-steps", maxSteps),
                Cli.outOfRange("--max-actions", maxActions),
                Cli.outOfRange("--max-invocations", maxInvocations),
                Cli.unrollProblem(unroll, file, "run"), Cli.budgetProblem(budget, file),
                dispatch == null ? null : Cli.kernelOnly("--dispatch", file, "a litmus test's threads are fixed by the file"),
                CheckCommand.dispatchProblem(dispatch, maxInvocations),
                seed == null ? null : Cli.outOfRange("--seed", seed));
        List<ReadPick> picks = new java.util.ArrayList<>();
        problem = problem != null ? problem : picks(picks);
        if (problem != null) {
            err.println(problem);
            return Cli.BAD_INPUT;
        }
        LaunchOptions.SchedulerKind kind = schedulerKind();
        if (kind == null) {
            err.println("syncscope: --scheduler must be round-robin, random or lock-step, not " + scheduler);
            return Cli.BAD_INPUT;
        }
        if (seed != null && kind != LaunchOptions.SchedulerKind.RANDOM) {
            // the seed was dropped silently (the session-45 audit), as --dispatch on a litmus test is refused
            err.println("syncscope: --seed applies to the random scheduler (--scheduler random, or --seed alone);"
                    + " --scheduler " + scheduler + " takes no seed");
            return Cli.BAD_INPUT;
        }
        LaunchOptions options = LaunchOptions.DEFAULTS.withStepLimit(maxSteps).withMaxInvocations(maxInvocations)
                .withMaxActions(maxActions).withScheduler(kind, seed == null ? 0L : seed).withChains(chains)
                .withFollowReadGoals(readGoals);
        DebugSession session;
        RunResult result;
        ReadPicker picker = null;
        // a launch too large for the heap stops while it is built (LaunchHeap), not in an OutOfMemoryError
        LaunchHeap heap = new LaunchHeap(HeapGuard.jvmProbe(), new LaunchProgress(file.toString(), err));
        try {
            session = DebugSession.load(program(options, heap), options);
            if (!picks.isEmpty()) {
                Map<String, Integer> ids = invocationIds(session);
                String unknown = Cli.firstProblem(unknownInvocation(picks, ids), lineOutOfFile(picks, file));
                if (unknown != null) {
                    err.println(unknown);
                    return Cli.BAD_INPUT;
                }
                picker = new ReadPicker(session, picks, ids, allValues ? Integer.MAX_VALUE : OutcomeText.MAX_LIST);
            }
            result = picker == null ? new RunProgress(file.toString(), err).run(session, maxSteps)
                    : session.runPicking(picker);
        } catch (InputError e) {
            if (heap.stopped()) {
                err.println(e + "; " + Cli.memoryAdvice("run"));
                return Cli.LIMIT;
            }
            InputError named = Cli.namingLimitOption(e);
            // the launch too large for the dispatch the option gave: placed at the option, as check says it
            err.println(dispatch != null && named.span().equals(DispatchConfig.DISPATCH_OPTION)
                    ? "syncscope: --dispatch " + dispatch + ": " + named.getMessage() : named);
            return Cli.BAD_INPUT;
        } catch (OutOfMemoryError e) {
            err.println(Cli.outOfMemory(file, "run"));
            return Cli.LIMIT;
        } catch (RuntimeException e) {
            err.println(file + ": internal error (" + e + ")");
            return Cli.BAD_INPUT;
        }
        if (picker != null && picker.refusal() != null) {
            err.println(picker.refusal());
            return Cli.BAD_INPUT;
        }
        int invocations = session.program().invocationCount();
        out.println(file + ": " + invocations + (invocations == 1 ? " invocation" : " invocations") + ", chains "
                + (session.chains() ? "on" : "off") + ", "
                + schedulerWords(kind, seed)
                + (readGoals && !session.program().steeringGoals().isEmpty() ? " towards the test's load values" : "")
                + ": " + howItEnded(result, session.snapshot().stopped()));
        OutcomeText.shown(session.program().notes(), allValues).forEach(n -> out.println("  note: " + n));
        CheckCommand.println(out, "  ", OutcomeText.more(session.program().notes(), allValues, "notes"));
        if (picker != null) {
            printPicks(out, session, picker, picks);
        }
        boolean stoppedAtLimit = result.reason() == RunResult.Reason.STEP_LIMIT
                || result.reason() == RunResult.Reason.MEMORY_LIMIT;
        if (result.reason() == RunResult.Reason.STEP_LIMIT) {
            // the outcome was printed as if final (the session-56 audit), where a cut at a bound says it is not
            out.println("  incomplete: the run stopped at the step limit: the outcome is not final and a race after"
                    + " the limit is not excluded (--max-steps N raises the limit)");
        }
        if (result.reason() == RunResult.Reason.MEMORY_LIMIT) {
            // the outcome was printed as if final, with the window's advice (step back or seek): session 70
            heapFilled(session.snapshot(), maxActions, Runtime.getRuntime().maxMemory() >> 20)
                    .forEach(line -> out.println("  " + line));
        }
        List<Integer> cut = session.diagnostics().stream().filter(d -> d.kind() == Diagnostic.Kind.BOUND_EXCEEDED)
                .flatMap(d -> d.agents().stream()).distinct().toList();
        if (!cut.isEmpty()) {
            // what raises each bound, by the bound each invocation stopped at (DebugSession.cutKind), not its words
            String raise = cut.stream().map(session::cutKind).filter(java.util.Objects::nonNull)
                    .map(k -> k == CutKind.ACTIONS_BOUND ? "--max-actions N raises the actions one invocation may take"
                            + " in a run" : CheckCommand.boundOption(k))
                    .distinct().collect(java.util.stream.Collectors.joining("; "));
            out.println("  incomplete: " + names(cut.stream().map(a -> session.program().launch().agents().get(a)
                    .name()).toList()) + " stopped at a bound (BOUND_EXCEEDED below): the outcome is not final and a"
                    + " race after the bound is not excluded" + (raise.isEmpty() ? "" : " (" + raise + ")"));
        }
        List<Diagnostic> shown = OutcomeText.shown(session.diagnostics(), allValues);
        // a GLSL or HLSL kernel's races in its own language, as the window words them (GPU audit D11)
        RaceWords words = new RaceWords(session, shown, RaceWhy.highLevelKernel(file.getFileName().toString())
                ? InputFiles.readText(file) : null);
        for (Diagnostic d : shown) {
            out.println("  " + d.kind() + ": " + words.of(d) + (d.source() != null && d.source().line() > 0 ? " (" + d.source() + ")" : ""));
        }
        CheckCommand.println(out, "  ", OutcomeText.more(session.diagnostics(), allValues, "diagnostics"));
        if (session.racesUnlisted() > 0) {
            int more = session.racesUnlisted();
            out.println(String.format(java.util.Locale.ROOT, "  more data races between the same lines are not listed:"
                    + " every invocation that races has up to %d listed per pair of lines, and more were found %s, counting"
                    + " each invocation once per pair of lines", dev.syncscope.core.exec.Race.LISTED_PER_LINES,
                    more == 1 ? "once" : String.format(java.util.Locale.ROOT, "%,d times", more)));
        }
        // a herd test's filter the run could not be steered towards (a disjunction, a location, a register two loads
        // write): its outcome may fail it unannounced by any load (the session's second audit)
        session.program().filter().filter(f -> !f.keeps(session.outcome()))
                .ifPresent(f -> out.println("  note: the outcome fails the test's filter " + f + " (" + f.where()
                        + "): this run is outside the executions the test asks about"));
        boolean readUndefined = session.diagnostics().stream().anyMatch(d -> d.kind() == Diagnostic.Kind.UNDEFINED_READ);
        out.println("outcome: " + (readUndefined ? UNDEFINED_OUTCOME : "")
                + OutcomeText.render(session.outcome().shown(Outcome.UNDEFINED), allValues));
        List<String> wrong = session.diagnostics().stream().filter(d -> KERNEL_ERRORS.contains(d.kind()))
                .map(d -> d.kind().name()).distinct().toList();
        if (!wrong.isEmpty()) {
            out.println("failed: this interleaving ends with " + String.join(", ", wrong)
                    + (session.races().isEmpty() ? "" : " and a data race"));
        }
        if (!session.races().isEmpty() || !wrong.isEmpty()) {
            return Cli.FAILED;
        }
        return stoppedAtLimit || !cut.isEmpty() ? Cli.LIMIT : Cli.OK;
    }

    /**
     * The {@code --read} picks as given, into {@code picks}; the message for the first that is not of the form
     * {@code INV:LINE[#N]=VALUE} or asks about the same reads as an earlier one, else null.
     */
    private String picks(List<ReadPick> picks) {
        for (String text : reads) {
            ReadPick p = ReadPick.parse(text);
            if (p == null) {
                return ReadPick.malformed(text);
            }
            for (ReadPick q : picks) {
                if (q.sameReads(p)) {
                    return "syncscope: --read " + q.text() + " and --read " + p.text() + " pick the same reads;"
                            + " give one value for them";
                }
            }
            picks.add(p);
        }
        return null;
    }

    /** Each invocation's id by the name run prints for it. */
    private static Map<String, Integer> invocationIds(DebugSession session) {
        Map<String, Integer> ids = new java.util.HashMap<>();
        var agents = session.program().launch().agents();
        for (int a = 0; a < agents.size(); a++) {
            ids.putIfAbsent(agents.get(a).name(), a);
        }
        return ids;
    }

    /** The message for the first pick whose invocation the launch does not have, naming those it has; else null. */
    private static String unknownInvocation(List<ReadPick> picks, Map<String, Integer> ids) {
        for (ReadPick p : picks) {
            if (!ids.containsKey(p.invocation())) {
                List<String> names = ids.entrySet().stream().sorted(Map.Entry.comparingByValue())
                        .map(Map.Entry::getKey).toList();
                return "syncscope: --read " + p.text() + ": this run has no invocation " + p.invocation()
                        + " (its invocations: " + names(names) + ")";
            }
        }
        return null;
    }

    /**
     * The message for the first pick at a line past the end of {@code file}, whose reads no run can take, else null: only
     * for a file whose lines are its own (GLSL, HLSL, a litmus test, without a {@code #line} directive), not a SPIR-V
     * module, whose debug lines may name another file.
     */
    private static String lineOutOfFile(List<ReadPick> picks, Path file) {
        String name = file.getFileName().toString().toLowerCase(java.util.Locale.ROOT);
        if (ProgramLoader.isBinary(name) || name.endsWith(".spvasm")) {
            return null;
        }
        String text = InputFiles.readText(file);
        if (java.util.regex.Pattern.compile("(?m)^\\s*#\\s*line\\b").matcher(text).find()) {
            // #line renumbers the lines run prints (the session-66 review: --read T1:104 refused in a 13-line file)
            return null;
        }
        long lines = text.lines().count();
        for (ReadPick p : picks) {
            if (p.line() > lines) {
                return "syncscope: --read " + p.text() + ": " + file.getFileName() + " has " + lines + " line"
                        + (lines == 1 ? "" : "s");
            }
        }
        return null;
    }

    /** A line per read that took a picked value, then a note per pick no read took. */
    private void printPicks(PrintWriter out, DebugSession session, ReadPicker picker, List<ReadPick> picks) {
        for (ReadPicker.Picked p : picker.picked()) {
            out.println("  picked: " + picker.describe(p, session.trace(p.step(), p.step() + 1).get(0).event()));
        }
        long more = picker.pickedCount() - picker.picked().size();
        if (more > 0) {
            out.println(String.format(java.util.Locale.ROOT, "  … and %,d more picked reads (--all-values prints every"
                    + " one)", more));
        }
        picker.unused(picks).forEach(n -> out.println("  note: " + n));
    }

    /**
     * {@link RunResult#describe()}, except that a run in which nothing can step any more although some invocations
     * did not finish their program says so and names them ("ended after 3 steps; not every invocation finished:
     * T0 spinning forever"), not "finished".
     */
    static String howItEnded(RunResult result, Map<AgentStatus, List<String>> stopped) {
        if (result.reason() == RunResult.Reason.MEMORY_LIMIT) {
            // the advice follows on its own line ("incomplete: …", heapFilled)
            return String.format(java.util.Locale.ROOT, "stopped after %,d step%s: the recorded steps filled the heap",
                    result.steps(), result.steps() == 1 ? "" : "s");
        }
        if (result.reason() != RunResult.Reason.FINISHED || stopped.isEmpty()) {
            return result.describe();
        }
        StringBuilder b = new StringBuilder(String.format(java.util.Locale.ROOT, "ended after %,d step%s; not every"
                + " invocation finished: ", result.steps(), result.steps() == 1 ? "" : "s"));
        String sep = "";
        for (Map.Entry<AgentStatus, List<String>> e : stopped.entrySet()) {
            b.append(sep).append(names(e.getValue()));
            b.append(' ').append(switch (e.getKey()) {
                case SPINNING -> "spinning forever";
                case DEADLOCKED -> "deadlocked";
                case FAULT -> "faulted";
                case BOUND_EXCEEDED -> "stopped at a bound";
                default -> e.getKey().name().toLowerCase(java.util.Locale.ROOT);
            });
            sep = "; ";
        }
        return b.toString();
    }

    /**
     * What a run the heap guard stopped says below its first line: that the outcome is not final and how to record
     * more, and, while invocations still run, the most actions one took and the option that stops an endless loop
     * before the heap fills (an endless store loop of 64 invocations filled a 6 GB heap after 2.6 M steps and 54 s,
     * each invocation at 40,000 of the 100,000 actions it may take).
     *
     * @param heapMb the heap's maximum size in MB
     */
    static List<String> heapFilled(Snapshot s, int maxActions, long heapMb) {
        List<String> lines = new java.util.ArrayList<>();
        long larger = Math.max(2, (2 * heapMb + 1023) / 1024);
        lines.add(String.format(java.util.Locale.ROOT, "incomplete: the outcome is not final and a race after the last"
                + " step is not excluded; start Java with a larger heap than its %,d MB to record more steps (-Xmx, e.g."
                + " java -Xmx%dg -jar syncscope.jar run …)", heapMb, larger));
        List<AgentView> running = s.agents().stream().filter(a -> !a.status().isTerminal()).toList();
        if (!running.isEmpty()) {
            AgentView busiest = running.stream().max(java.util.Comparator.comparingInt(AgentView::actions)
                    .thenComparing(AgentView::id, java.util.Comparator.reverseOrder())).orElseThrow();
            lines.add(String.format(java.util.Locale.ROOT, "still running: %s; %s took the most actions, %,d (next at"
                    + " %s); if they loop without end, --max-actions N stops each one after N actions (now %,d) before"
                    + " the heap fills", names(running.stream().map(AgentView::name).toList()),
                    busiest.name(), busiest.actions(), busiest.pc(), maxActions));
        }
        return lines;
    }

    /** {@code T0, T1}, or with more than {@value #NAMES_SHOWN}: {@code T0, T1, T2, T3, … (300 invocations)}. */
    static String names(List<String> names) {
        String shown = String.join(", ", names.subList(0, Math.min(names.size(), NAMES_SHOWN)));
        return names.size() <= NAMES_SHOWN ? shown
                : shown + String.format(java.util.Locale.ROOT, ", … (%,d invocations)", names.size());
    }

    /**
     * The program to run: a litmus test with {@code --unroll} and {@code --max-invocations} applied to its threads,
     * or a kernel launched as its pragmas say (with {@code --dispatch}'s workgroups and {@code --budget} instructions
     * between two memory actions), a long launch reported by {@code progress} ({@link LaunchProgress}).
     */
    private Program program(LaunchOptions options, LoadMonitor progress) {
        // positions name the file as typed, as check gives them (run gave the bare file name: the session-39 audit)
        String name = file.toString();
        if (LitmusLaunch.isLitmus(name)) {
            return LitmusLaunch.load(name, InputFiles.readText(file), unroll == null ? HerdParser.DEFAULT_UNROLL : unroll,
                    options.maxInvocations());
        }
        if (!ProgramLoader.isKernel(name)) {
            return ProgramLoader.load(file, options.maxInvocations());
        }
        // launched once with --budget (loading as the file says and launching again built every invocation twice)
        int[] xyz = CheckCommand.dispatch(dispatch);
        java.util.function.UnaryOperator<DispatchConfig> launchAs = config -> {
            DispatchConfig c = xyz == null ? config
                    : config.withDispatch(xyz[0], xyz[1], xyz[2], DispatchConfig.DISPATCH_OPTION);
            return budget == null ? c : c.withStepBudget(budget);
        };
        return (ProgramLoader.isBinary(name)
                ? KernelLoader.load(name, InputFiles.readBytes(file), options.maxInvocations(), progress, launchAs)
                : KernelLoader.load(name, InputFiles.readText(file), options.maxInvocations(), progress, launchAs))
                .program();
    }

    /**
     * The scheduler as {@code --scheduler} spells it ({@code round-robin}, {@code lock-step}), and a random one with
     * its seed ({@code random (seed 5)}), which repeats the run: the header said {@code round robin}, {@code lock step
     * subgroups} and a bare {@code random} (the session-56 audit).
     */
    static String schedulerWords(LaunchOptions.SchedulerKind kind, Long seed) {
        return switch (kind) {
            case ROUND_ROBIN -> "round-robin";
            case LOCK_STEP_SUBGROUPS -> "lock-step";
            case RANDOM -> "random (seed " + (seed == null ? 0L : seed) + ")";
        };
    }

    /** The scheduler {@code --scheduler} names ({@code --seed} alone means random), or {@code null} when unknown. */
    private LaunchOptions.SchedulerKind schedulerKind() {
        if (scheduler == null) {
            return seed == null ? LaunchOptions.SchedulerKind.ROUND_ROBIN : LaunchOptions.SchedulerKind.RANDOM;
        }
        return switch (scheduler.toLowerCase(java.util.Locale.ROOT)) {
            case "round-robin" -> LaunchOptions.SchedulerKind.ROUND_ROBIN;
            case "random" -> LaunchOptions.SchedulerKind.RANDOM;
            case "lock-step" -> LaunchOptions.SchedulerKind.LOCK_STEP_SUBGROUPS;
            default -> null;
        };
    }

}
