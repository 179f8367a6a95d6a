package dev.syncscope.core.suite;

import dev.syncscope.core.check.AxiomaticChecker;
import dev.syncscope.core.check.CheckLimit;
import dev.syncscope.core.check.CheckOptions;
import dev.syncscope.core.check.CheckResult;
import dev.syncscope.core.check.CutPath;
import dev.syncscope.core.check.Finding;
import dev.syncscope.core.kernel.PragmaParser;
import dev.syncscope.core.litmus.herd.HerdParser;
import dev.syncscope.core.litmus.herd.HerdTest;
import dev.syncscope.core.litmus.khronos.KhronosParser;
import dev.syncscope.core.litmus.khronos.KhronosTest;
import dev.syncscope.core.load.ProgramLoader;
import dev.syncscope.core.model.Outcome;
import dev.syncscope.core.model.Program;
import dev.syncscope.core.model.InputError;
import dev.syncscope.core.model.LoadMonitor;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * Checks one file exhaustively — a litmus test or a (small) kernel — and reports what the model
 * allows: the outcomes, the data races with both sites and the missing link, and how each
 * expectation written in the file fared. The engine behind {@code syncscope check}. Stateless.
 */
public final class FileCheck {

    /**
     * The report on one file. Immutable.
     *
     * @param complete     whether the checker covered its search space (false: a time or candidate limit stopped it,
     *                     {@code limitMessage} says which)
     * @param cuts         where paths were cut at a bound, with the bound ({@link CheckResult#cuts()}; the executions
     *                     are then only those within the bounds; {@link #unknownBecause()} says whether that leaves
     *                     the answer open)
     * @param expectations the file's expectations; one whose answer the limits left open is
     *                     {@link SuiteCheck.Verdict#UNKNOWN} with the limit in its detail
     * @param races        the data races of the consistent executions, one entry per pair of accesses
     * @param divergences  barrier divergence in some execution, one line each: the program is wrong (a definite
     *                     failure, with or without expectations)
     * @param faults       faults some consistent execution has ({@link CheckResult#faults()}): a definite failure
     *                     too
     * @param unconfirmedFaults faults no execution was found for, but none excluded ({@link
     *                     CheckResult#unconfirmedFaults()}): the answer is not known unless it fails anyway
     * @param undefinedReads reads of memory nobody wrote in some consistent execution ({@link
     *                     CheckResult#undefinedReads()}): a definite failure
     * @param endlessSpins spin loops an invocation enters in every execution and can never leave ({@link
     *                     CheckResult#endlessSpins()}): a definite failure
     * @param question     for a Khronos test whose loads ask for values or a herd test with a filter, which
     *                     executions it asks about ({@link TestQuestion#text()}: the races then say whether they lie
     *                     in those executions, {@link RaceSites#asked()}, and only those count against race freedom);
     *                     else empty
     * @param raceElsewhere with such a question and no race in the executions it asks about, how many of the others
     *                     race ({@link RaceFreedom#elsewhere}); else empty
     * @param undefinedReadFindings the findings of {@code undefinedReads}, in the same order, with their arguments
     *                     (who read what where, and how its value is used: {@link Finding#UNDEFINED_READ_KEY}) for
     *                     {@code check --json}; empty when not known
     * @param limit        which limit stopped the check, as data ({@link CheckResult#limit()}); null when complete or
     *                     known only by its message (the launch's time limit)
     * @param witness      for a kernel judged by race freedom that the check left open, a stepper run that races
     *                     ({@link StepperWitness}: the implicit expectation then fails), decides every execution, or
     *                     reads undefined memory (among {@code undefinedReads} then: the kernel fails); else null
     * @param faultingExecutions how many of the consistent executions end in a fault
     *                     ({@link CheckResult#faultingExecutions()}): they have no outcome
     * @param faultsInEveryExecution of {@code faults}, those in every consistent execution of a check that covered
     *                     them all ({@link CheckResult#faultsInEveryExecution()}); the others are in some
     * @param divergenceInEveryExecution every consistent execution of a check that covered them all has barrier
     *                     divergence ({@link CheckResult#divergenceInEveryExecution()})
     */
    public record Report(String file, int invocations, boolean complete, String limitMessage, long candidates,
                         long consistentExecutions, List<Outcome> outcomes, List<RaceSites> races,
                         List<SuiteCheck> expectations, List<String> notes, List<CutPath> cuts,
                         List<String> divergences, List<String> faults, List<String> unconfirmedFaults,
                         List<String> undefinedReads, List<String> endlessSpins, String question,
                         String raceElsewhere, List<Finding> undefinedReadFindings, CheckLimit limit,
                         StepperWitness witness, long faultingExecutions, List<String> faultsInEveryExecution,
                         boolean divergenceInEveryExecution) {

        public Report {
            faultsInEveryExecution = List.copyOf(faultsInEveryExecution);
            undefinedReadFindings = List.copyOf(undefinedReadFindings);
            outcomes = List.copyOf(outcomes);
            races = List.copyOf(races);
            expectations = List.copyOf(expectations);
            notes = List.copyOf(notes);
            cuts = List.copyOf(cuts);
            divergences = List.copyOf(divergences);
            faults = List.copyOf(faults);
            unconfirmedFaults = List.copyOf(unconfirmedFaults);
            undefinedReads = List.copyOf(undefinedReads);
            endlessSpins = List.copyOf(endlessSpins);
        }

        /**
         * Whether some execution shows the program wrong whatever its expectations: barrier divergence, a fault or a
         * read of undefined memory; or every execution does: a spin that can never end.
         */
        public boolean wrong() {
            return !divergences.isEmpty() || !faults.isEmpty() || !undefinedReads.isEmpty() || !endlessSpins.isEmpty();
        }

        /** The lines of {@link #cuts()}, in order: where paths were cut, as {@code check} prints them. */
        public List<String> cutPaths() {
            return cuts.stream().map(CutPath::text).toList();
        }

        /**
         * No barrier divergence or fault, and every expectation agreed, or — with none written — the program is
         * race-free in the executions the test asks about; and the answer is known ({@link #unknownBecause()} null):
         * a race-free report whose paths were cut or whose checker stopped at a limit is not ok ({@code check --json}
         * said {@code "ok": true} with an {@code unknownBecause} beside it).
         */
        public boolean ok() {
            if (wrong()) {
                return false;
            }
            boolean agreed = expectations.isEmpty() ? races.stream().noneMatch(RaceSites::asked)
                    : expectations.stream().allMatch(e -> e.verdict() == SuiteCheck.Verdict.PASS);
            return agreed && unknownBecause() == null;
        }

        /**
         * A definite no, whatever limit was reached: barrier divergence or a fault in some execution; an expectation
         * failed (or could not be checked), or — with none written — a consistent execution the test asks about has a
         * data race (it is a real execution even if others were not explored).
         */
        public boolean failed() {
            if (wrong()) {
                return true;
            }
            if (!expectations.isEmpty()) {
                return anExpectationFailed();
            }
            return races.stream().anyMatch(RaceSites::asked);
        }

        /** Whether one of the file's expectations failed or could not be judged (FAIL, ERROR). */
        public boolean anExpectationFailed() {
            return expectations.stream().anyMatch(e -> e.verdict() == SuiteCheck.Verdict.FAIL
                    || e.verdict() == SuiteCheck.Verdict.ERROR);
        }

        /**
         * Why the answer is not known, naming the limit; null when it is ({@link #failed()}, or {@link #ok()} with
         * nothing left unexplored that could change it). Not known: the checker stopped at its time or candidate
         * limit; a fault on some path was neither confirmed nor excluded; an expectation's answer was left open by
         * paths cut at a bound; or, with no expectation, no race was found but paths were cut (a race beyond the
         * bound is not excluded).
         */
        public String unknownBecause() {
            if (failed()) {
                return null;
            }
            // a stopped search stays UNKNOWN even where each expectation was answered by a witness (its row says PASS):
            // OK also promises no divergence, fault, undefined read or endless spin in any execution, which the
            // unexplored ones may have (the session-85 review: a kernel of stepper claims only, all answered, was OK
            // under --max-candidates=1 and FAILED for an undefined read when checked whole)
            if (!complete && (witness == null || !witness.provesRaceFreedom())) {
                return limitMessage;
            }
            if (!unconfirmedFaults.isEmpty()) {
                return "no execution with this fault was found, and none was excluded: " + unconfirmedFaults.get(0)
                        + (unconfirmedFaults.size() > 1 ? " (and " + (unconfirmedFaults.size() - 1) + " more)" : "");
            }
            for (SuiteCheck e : expectations) {
                if (e.verdict() == SuiteCheck.Verdict.UNKNOWN) {
                    return e.detail();
                }
            }
            if (expectations.isEmpty() && !cuts.isEmpty()) {
                return cutMessage(cutPaths(), CutPath.onlyEndlessWaits(cuts) ? "no data race in the executions that"
                        + " end, but one in which a wait never ends may race"
                        : "no data race among the executions within the bounds, but a longer one may race");
            }
            return null;
        }
    }

    private FileCheck() {
    }

    /**
     * @param chains null to use the file's own setting, else force the availability/visibility chains feature
     */
    public static Report check(String fileName, String text, Boolean chains, Duration timeLimit) {
        return check(fileName, text, chains, timeLimit, null);
    }

    /**
     * @param dispatch for kernels, workgroups to dispatch (x, y, z) instead of the file's {@code @dispatch}; null
     *                 to keep the file's
     */
    public static Report check(String fileName, String text, Boolean chains, Duration timeLimit, int[] dispatch) {
        return check(fileName, text, chains, dispatch, FileCheckLimits.DEFAULT.withTimeLimit(timeLimit));
    }

    /**
     * @param dispatch for kernels, workgroups to dispatch (x, y, z) instead of the file's {@code @dispatch}; null
     *                 to keep the file's
     * @param limits   the checker's time and candidate limits, the herd unroll bound and the dispatch-size limit
     */
    public static Report check(String fileName, String text, Boolean chains, int[] dispatch, FileCheckLimits limits) {
        return check(fileName, text, chains, dispatch, limits, null);
    }

    /**
     * Judges the expectations a kernel writes in its comments ({@code @expect} lines) against its program and the
     * checker's result of this very check, so that nothing is compiled or checked twice. The app supplies one
     * (the sample kernels' rules, which live outside core-sim).
     */
    @FunctionalInterface
    public interface KernelJudge {
        List<SuiteCheck> judge(String fileName, String text, Program program, CheckResult result);

        /**
         * Refuses (an {@link InputError} at the line) {@code @expect} lines that name what the kernel does not have,
         * before the check: a misspelt name is a mistake in the file, and the check may take its whole time limit.
         */
        default void validate(String fileName, String text, Program program) {
        }
    }

    /**
     * As {@link #check(String, String, Boolean, int[], FileCheckLimits)}; a kernel with {@code @expect} lines is
     * judged by {@code judge} (null: not judged), unless {@code chains}, {@code dispatch} or the budget launches
     * otherwise than the file writes (a note says so; the file's own launch given again keeps them). A file left with
     * no expectation is judged by race freedom, listed as the implicit {@link RaceFreedom} expectation.
     */
    public static Report check(String fileName, String text, Boolean chains, int[] dispatch, FileCheckLimits limits,
                               KernelJudge judge) {
        return check(fileName, text, null, chains, dispatch, limits, judge, LoadMonitor.NONE);
    }

    /**
     * As {@link #check(String, String, Boolean, int[], FileCheckLimits, KernelJudge)}, telling {@code progress} how a
     * kernel's launch goes (the command line reports a long one); it may stop the launch too.
     */
    public static Report check(String fileName, String text, Boolean chains, int[] dispatch, FileCheckLimits limits,
                               KernelJudge judge, LoadMonitor progress) {
        return check(fileName, text, null, chains, dispatch, limits, judge, progress);
    }

    /**
     * As {@link #check(String, String, Boolean, int[], FileCheckLimits)} for a SPIR-V binary ({@code .spv}): the same
     * answers as for its disassembly ({@code .spvasm}) without pragmas, as a binary has no comments to write them in.
     */
    public static Report check(String fileName, byte[] spirv, Boolean chains, int[] dispatch, FileCheckLimits limits) {
        return check(fileName, spirv, chains, dispatch, limits, LoadMonitor.NONE);
    }

    /**
     * As {@link #check(String, byte[], Boolean, int[], FileCheckLimits)}, telling {@code progress} how the launch goes.
     */
    public static Report check(String fileName, byte[] spirv, Boolean chains, int[] dispatch, FileCheckLimits limits,
                               LoadMonitor progress) {
        return check(fileName, "", spirv, chains, dispatch, limits, null, progress);
    }

    /** {@code spirv}: the module's bytes, {@code text} empty; null for a file read as text. */
    private static Report check(String fileName, String text, byte[] spirv, Boolean chains, int[] dispatch,
                                FileCheckLimits limits, KernelJudge judge, LoadMonitor progress) {
        long started = System.nanoTime();
        LaunchDeadline watch = new LaunchDeadline(started, limits.timeLimit(), progress);
        CheckOptions options = CheckOptions.DEFAULT.withTimeLimit(limits.timeLimit())
                .withMaxCandidates(limits.maxCandidates()).withConsistentOnly(true).withSpinBound(limits.spinBound())
                .withMaxActions(limits.maxActions()).withMaxEvents(limits.maxEvents())
                .withMaxValueRounds(limits.maxValueRounds()).withMaxTracesPerAgent(limits.maxPaths());
        String lower = fileName.toLowerCase(Locale.ROOT);
        List<SuiteCheck> expectations = new ArrayList<>();
        List<String> notes = new ArrayList<>();
        HerdTest herd = null;
        KhronosTest khronos = null;
        Program program;
        // what the options launch otherwise than the file writes: its @expect lines then describe another launch
        Set<String> otherLaunch = new java.util.LinkedHashSet<>();
        if (lower.endsWith(".test")) {
            // its answer lines are checked after the check of its program, whose result those it answers take
            khronos = new KhronosParser().parse(fileName, text);
            program = khronos.program();
        } else if (lower.endsWith(".litmus")) {
            HerdTest test = HerdParser.parse(fileName, text, limits.unrollBound());
            program = test.program();
            if (test.hasLoop()) {
                notes.add("loops unrolled up to " + test.unrollBound() + " backward jumps per thread (herd's -unroll)");
            }
            notes.addAll(test.warnings());
            herd = test;
        } else if (spirv != null || ProgramLoader.isKernel(fileName)) {
            try {
                program = KernelLaunch.program(fileName, text, spirv, dispatch, limits, watch, otherLaunch);
            } catch (InputError e) {
                if (e.kind() != InputError.Kind.STOPPED) {
                    throw e;
                }
                // the time limit covers the launch too: an unknown answer, as when the checker stops; the notes on the
                // file's pragmas still say what it launched (a @dispatch that was not read)
                if (spirv == null) {
                    PragmaParser.parse(fileName, text, PragmaParser.commentPrefix(fileName)).notes()
                            .forEach(n -> notes.add(n.toString()));
                }
                return new Report(fileName, watch.total(), false, e.getMessage(), 0, 0, List.of(), List.of(), List.of(),
                        notes, List.of(), List.of(), List.of(), List.of(), List.of(), List.of(), "", "", List.of(), null,
                        null, 0, List.of(), false);
            }
        } else {
            program = ProgramLoader.load(fileName, text, limits.maxInvocations());
        }
        if (chains != null) {
            if (program.launch().availabilityVisibilityChains() != chains) {
                otherLaunch.add((chains ? "--chains" : "--no-chains") + " (the file's launch has chains "
                        + (chains ? "off" : "on") + ")");
            }
            program = program.withLaunch(program.launch().withChains(chains));
        }
        program.notes().forEach(n -> notes.add(n.toString()));
        boolean kernel = herd == null && !lower.endsWith(".test");
        boolean judged = judge != null && kernel && !PragmaParser.parse(fileName, text, PragmaParser.commentPrefix(fileName))
                .expectations().isEmpty();
        if (judged && otherLaunch.isEmpty()) {
            judge.validate(fileName, text, program);
        }
        // a kernel judged by race freedom: stepper runs beside the check may answer it first (CheckWithWitness)
        CheckWithWitness.Answer answer = kernel && (!judged || !otherLaunch.isEmpty()) && limits.stepperRuns()
                ? CheckWithWitness.check(new AxiomaticChecker(options)::check, program, started, limits.timeLimit(),
                        limits.headStart())
                : new CheckWithWitness.Answer(new AxiomaticChecker(options).check(program, started), null);
        CheckResult result = answer.result();
        if (khronos != null) {
            // the answer lines about consistent executions of the program as written take this check's result
            expectations.addAll(0, KhronosAnswers.check(fileName, khronos, options,
                    new KhronosAnswers.Known(program, result)));
            // --chains or --no-chains: the lines keep their own device, which a race listed here may not be on
            String other = chains == null ? "" : KhronosAnswers.otherDevice(khronos, chains);
            if (!other.isEmpty()) {
                notes.add(other);
            }
        }
        notes.addAll(result.diagnostics());
        notes.addAll(OpenFinals.notes(program, result));
        if (herd != null) {
            // where a corpus's expected/*.csv answers the test's condition for this launch, its rows judge it, as in
            // suite: herd's exists is a question (CorpusAnswers); else the condition as written is the file's claim
            CorpusAnswers corpus = CorpusAnswers.of(fileName);
            notes.addAll(corpus.notes());
            List<SuiteCheck> rows = corpus.check(fileName, herd, result,
                    program.launch().availabilityVisibilityChains());
            if (!rows.isEmpty()) {
                expectations.addAll(rows);
            } else if (herd.condition().isPresent()) {
                expectations.add(HerdAnswers.condition(fileName, herd, result));
            }
        }
        String unchecked = "";
        if (judged) {
            if (otherLaunch.isEmpty()) {
                // options that repeat the file's own launch (--dispatch 2 on a file that says @dispatch 2) change nothing
                expectations.addAll(judge.judge(fileName, text, program, result));
            } else {
                unchecked = "the file's @expect lines were not checked: they describe the launch the file writes, and "
                        + String.join(", ", otherLaunch) + " launches another; this launch is judged by race freedom"
                        + " instead";
                notes.add(unchecked);
            }
        }
        // a kernel judged by race freedom that the check left open: a stepper run answers it (StepperWitness)
        StepperWitness witness = expectations.isEmpty() ? answer.witness() : null;
        // a Khronos test's loads written x = v, a herd test's filter: its question (the window's check asks it too)
        return report(fileName, program, result, expectations, notes, TestQuestion.of(program, result), unchecked,
                witness);
    }

    /** {@code paths cut at a bound: P0: loop bound of 8 … (and 1 more); consequence}. */
    static String cutMessage(List<String> cutPaths, String consequence) {
        return "paths cut at a bound: " + cutPaths.get(0) + (cutPaths.size() > 1 ? " (and " + (cutPaths.size() - 1)
                + " more)" : "") + "; " + consequence;
    }

    private static Report report(String file, Program program, CheckResult result, List<SuiteCheck> expectations,
                                 List<String> notes, TestQuestion question, String unchecked,
                                 StepperWitness witness) {
        List<RaceSites> races = RaceSites.of(result, question);
        // by their text, each written once (65,536 outcomes were written again at each comparison of the sort)
        java.util.TreeMap<String, Outcome> byText = new java.util.TreeMap<>();
        // an execution that reads undefined Workgroup memory has no defined outcome (listed as an undefined read)
        // a run that decides every execution has the one outcome (StepperWitness)
        for (Outcome o : witness != null && witness.provesRaceFreedom() ? Set.of(witness.session().outcome())
                : result.definedOutcomes()) {
            byText.putIfAbsent(o.toString(), o);
        }
        List<Outcome> outcomes = new ArrayList<>(byText.values());
        if (expectations.isEmpty()) {
            // judged by race freedom: listed, so that the verdict names what it rests on (docs/cli-json.md)
            expectations = List.of(RaceFreedom.of(file, result, question, unchecked, witness));
        }
        return new Report(file, program.invocationCount(), result.complete(), result.limitMessage(),
                result.candidates(), result.consistentExecutions().size(), outcomes,
                races, expectations, notes, result.cuts(), result.divergences(), result.faults(),
                result.unconfirmedFaults(), result.undefinedReads(), result.endlessSpins(),
                question == null ? "" : question.text(), RaceFreedom.elsewhere(result, question),
                result.findings().stream().filter(f -> f.kind() == Finding.Kind.UNDEFINED_READ).toList(), result.limit(),
                witness, result.faultingExecutions(), result.faultsInEveryExecution(),
                result.divergenceInEveryExecution());
    }
}
