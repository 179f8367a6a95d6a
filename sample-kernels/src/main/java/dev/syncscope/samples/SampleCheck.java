package dev.syncscope.samples;

import dev.syncscope.core.check.AxiomaticChecker;
import dev.syncscope.core.check.CheckOptions;
import dev.syncscope.core.check.CheckResult;
import dev.syncscope.core.check.CutPath;
import dev.syncscope.core.check.Execution;
import dev.syncscope.core.check.Finding;
import dev.syncscope.core.exec.Diagnostic;
import dev.syncscope.core.kernel.PragmaParser;
import dev.syncscope.core.load.ProgramLoader;
import dev.syncscope.core.model.InputError;
import dev.syncscope.core.model.Location;
import dev.syncscope.core.model.Outcome;
import dev.syncscope.core.model.OutcomeFormat;
import dev.syncscope.core.model.Program;
import dev.syncscope.core.model.Reference;
import dev.syncscope.core.model.SourceSpan;
import dev.syncscope.core.suite.AnswerDetail;
import dev.syncscope.core.suite.FileCheck;
import dev.syncscope.core.suite.SuiteCheck;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;

/**
 * Checks every expectation of one sample: kernels by their {@code @expect} lines, Khronos
 * {@code .test} files by their {@code SATISFIABLE}/{@code NOSOLUTION} answers. Besides the written
 * expectations, every kernel must run to the end under every stepper schedule, and two cross-checks
 * hold the stepper to the checker's verdicts: a checker {@code no-race} must give no stepper race,
 * and a checker {@code final} (every execution) must be every stepper run's final state; and when the
 * checker ran, every stepper run's outcome must be one the checker allows. Stateless.
 */
public final class SampleCheck {

    /** Time the exhaustive checker may take on one sample before the sample fails as too large. */
    public static final Duration CHECKER_TIME_LIMIT = Duration.ofSeconds(20);
    /** How the detail of a checker claim starts when the checker stopped at a limit (the claim is then not decided). */
    public static final String CHECKER_INCOMPLETE = AnswerDetail.CHECKER_INCOMPLETE;

    private SampleCheck() {
    }

    /** Compiles (through {@link ProgramLoader}) and checks {@code sample}; one verdict per expectation. */
    public static List<Verdict> check(Sample sample) {
        if (sample.fileName().toLowerCase(Locale.ROOT).endsWith(".test")) {
            return litmus(sample);
        }
        Program program = ProgramLoader.load(sample.fileName(), sample.text());
        List<Expectation> expectations = expectations(sample);
        CheckResult checked = expectations.stream().anyMatch(e -> e.claim().engine() == Expectation.Engine.CHECKER)
                ? new AxiomaticChecker(CheckOptions.DEFAULT.withTimeLimit(CHECKER_TIME_LIMIT)).check(program) : null;
        return kernel(program, expectations, checked, ExpectationTargets.lines(sample.text()));
    }

    /**
     * As {@link #check(Sample)} for a kernel the caller has compiled to {@code program} and checked exhaustively
     * ({@code checked}, with the caller's limits), so neither is done twice (the CLI's {@code check FILE}).
     *
     * @throws InputError at an {@code @expect} line that names what the kernel does not have ({@link
     *                    ExpectationTargets}): a mistake in the file, not an answer about the kernel
     */
    public static List<Verdict> check(Sample sample, Program program, CheckResult checked) {
        return kernel(program, expectations(sample), checked, ExpectationTargets.lines(sample.text()));
    }

    /**
     * Refuses {@code sample}'s {@code @expect} lines that name a buffer, shared variable or member {@code program} does
     * not have, or a line outside the file ({@link ExpectationTargets}), before any check or run.
     *
     * @throws InputError at the first such line
     */
    public static void checkTargets(Sample sample, Program program) {
        ExpectationTargets.check(expectations(sample), program, ExpectationTargets.lines(sample.text()));
    }

    private static List<Expectation> expectations(Sample sample) {
        return PragmaParser.parse(sample.fileName(), sample.text(), PragmaParser.commentPrefix(sample.fileName()))
                .expectations().stream()
                .map(e -> ExpectationParser.parse(e.text(), e.span())).toList();
    }

    private static List<Verdict> kernel(Program program, List<Expectation> expectations, CheckResult checked,
                                        int lines) {
        ExpectationTargets.check(expectations, program, lines);
        StepperRuns runs = StepperRuns.of(program);
        List<Verdict> out = new ArrayList<>();
        out.add(terminates(runs));
        // with paths cut at a bound the checker's outcomes are those of the shorter executions only
        if (checked != null && checked.complete() && !checked.pathsCut()) {
            out.add(outcomesAllowed(runs, checked));
        }
        for (Expectation e : expectations) {
            if (e.claim().engine() == Expectation.Engine.CHECKER && !checked.complete()) {
                out.add(new Verdict(e.text(), e.span(), false, AnswerDetail.of(AnswerDetail.Kind.CHECKER_INCOMPLETE,
                        AnswerDetail.limit(checked))));
                continue;
            }
            String unknown = unknownName(e.claim(), checked, runs);
            if (unknown != null) {
                // a misspelt name is a mistake in the file (exit 2), not a failed claim (the session-45 audit)
                throw ExpectationTargets.error(e, unknown);
            }
            Verdict v = verdict(e, checked, runs);
            if (e.claim().engine() == Expectation.Engine.CHECKER && checked.pathsCut() && !witnessed(e.claim(), v)) {
                v = new Verdict(e.text(), e.span(), false, AnswerDetail.of(CutPath.onlyEndlessWaits(checked.cuts())
                        ? AnswerDetail.Kind.CUT_ENDLESS_WAIT : AnswerDetail.Kind.CUT_LONGER, checked.cuts().get(0)));
            }
            out.add(v);
            if (e.claim() instanceof Expectation.Race r && r.engine() == Expectation.Engine.CHECKER && !r.present()) {
                out.add(crossCheck(e, StepperClaims.race(new Expectation.Race(Expectation.Engine.STEPPER, false,
                        r.reference(), r.index()), runs)));
            }
            if (e.claim() instanceof Expectation.Final f && f.engine() == Expectation.Engine.CHECKER
                    && f.quantifier() == Expectation.Quantifier.EVERY) {
                out.add(crossCheck(e, StepperClaims.fin(new Expectation.Final(Expectation.Engine.STEPPER,
                        Expectation.Quantifier.EVERY, f.reference(), f.values(), f.integers(), f.literals()), runs)));
            }
        }
        return out;
    }

    /**
     * Why {@code claim} names nothing of the kernel (a misspelt or stale name would make a {@code never} claim pass
     * without saying anything), or null when its name is known: a final value's name must be one the outcomes show
     * (a location, or {@code T<n>:local}). A race's name is checked before the runs ({@link ExpectationTargets}).
     */
    private static String unknownName(Expectation.Claim c, CheckResult checked, StepperRuns runs) {
        if (c instanceof Expectation.Final f) {
            Set<String> shown = new TreeSet<>();
            runs.runs().forEach(r -> shown.addAll(r.outcome().values().keySet()));
            if (checked != null) {
                checked.allowedOutcomes().forEach(o -> shown.addAll(o.values().keySet()));
            }
            int n = f.values().size();
            // as names() reads them: a one-value claim on the bare name, else elements 0 … n-1
            boolean known = n == 1 && shown.contains(f.reference()) || java.util.stream.IntStream.range(0, n)
                    .allMatch(i -> shown.contains(f.reference() + "[" + i + "]"));
            return known ? null : "no value named " + f.reference() + (n == 1 ? "" : "[0.." + (n - 1) + "]")
                    + " in the outcomes (they show " + some(shown) + ")";
        }
        return null;
    }

    /** The first names of memory (not locals) in natural order, for a message. */
    private static String some(Set<String> names) {
        List<String> memory = names.stream().filter(n -> !n.contains(":")).sorted(OutcomeFormat.NATURAL).toList();
        return memory.isEmpty() ? "no memory" : String.join(", ", memory.stream().limit(12).toList())
                + (memory.size() > 12 ? ", … (" + memory.size() + " in all)" : "");
    }

    /**
     * Whether a checker verdict stands on the executions within the bounds alone: a race or a possible
     * outcome found, or a counterexample to a claim about every execution. The rest need all executions.
     */
    private static boolean witnessed(Expectation.Claim c, Verdict v) {
        boolean existential = c instanceof Expectation.Race r ? r.present()
                : c instanceof Expectation.Final f && f.quantifier() == Expectation.Quantifier.SOME;
        return existential == v.pass();
    }

    private static Verdict verdict(Expectation e, CheckResult checked, StepperRuns runs) {
        Expectation.Claim c = e.claim();
        Result r;
        if (c instanceof Expectation.Race race) {
            r = race.engine() == Expectation.Engine.CHECKER ? CheckerClaims.race(race, checked) : StepperClaims.race(race, runs);
        } else if (c instanceof Expectation.Final fin) {
            r = fin.engine() == Expectation.Engine.CHECKER ? CheckerClaims.fin(fin, checked) : StepperClaims.fin(fin, runs);
        } else if (c instanceof Expectation.Stale stale) {
            r = StepperClaims.stale(stale, runs);
        } else {
            r = StepperClaims.diagnosed((Expectation.Diagnosed) c, runs);
        }
        return new Verdict(e.text(), e.span(), r.pass(), r.detail());
    }

    private static Verdict crossCheck(Expectation e, Result r) {
        return new Verdict(e.text() + dev.syncscope.core.suite.SuiteCheck.CROSS_CHECK, e.span(), r.pass(), r.detail());
    }

    private static Verdict terminates(StepperRuns runs) {
        List<String> unfinished = runs.runs().stream().filter(r -> !r.finished()).map(StepperRuns.Run::schedule)
                .toList();
        return unfinished.isEmpty() ? new Verdict(dev.syncscope.core.suite.SuiteCheck.RUNS_END, SourceSpan.UNKNOWN,
                true, "") : new Verdict(dev.syncscope.core.suite.SuiteCheck.RUNS_END, SourceSpan.UNKNOWN, false,
                AnswerDetail.of(AnswerDetail.Kind.RUNS_UNFINISHED, unfinished));
    }

    /**
     * VK MM oracle: every outcome a stepper run reaches must be an outcome the checker allows. A run in which an
     * invocation faults has no final state, as a faulting execution has no allowed outcome: its fault must instead be
     * one the checker found in some execution (the same invocation, at the same line).
     */
    private static Verdict outcomesAllowed(StepperRuns runs, CheckResult checked) {
        Set<Outcome> allowed = checked.allowedOutcomes();
        List<String> strays = new ArrayList<>();
        boolean outcomeStray = false;
        for (StepperRuns.Run r : runs.runs()) {
            List<Diagnostic> faults = r.diagnostics().stream().filter(d -> d.kind() == Diagnostic.Kind.FAULT).toList();
            if (faults.isEmpty() && !allowed.contains(r.outcome())) {
                strays.add(r.schedule() + " ended with " + r.outcome());
                outcomeStray = true;
            }
            for (Diagnostic d : faults) {
                if (checked.findings().stream().noneMatch(f -> (f.kind() == Finding.Kind.FAULT
                        || f.kind() == Finding.Kind.UNCONFIRMED_FAULT) && f.agents().equals(d.agents())
                        && f.where().line() == d.source().line())) {
                    strays.add(r.schedule() + " faulted (" + d.message() + "), a fault the checker did not find");
                }
            }
        }
        return new Verdict(dev.syncscope.core.suite.SuiteCheck.OUTCOMES_ALLOWED, SourceSpan.UNKNOWN,
                strays.isEmpty(), strays.isEmpty() ? "" : String.join("; ", strays)
                + (outcomeStray ? "; allowed: " + allowed : "; faults: " + checked.faults()));
    }

    private static List<Verdict> litmus(Sample sample) {
        FileCheck.Report report = FileCheck.check(sample.fileName(), sample.text(), null, CHECKER_TIME_LIMIT);
        List<Verdict> out = new ArrayList<>();
        for (SuiteCheck s : report.expectations()) {
            out.add(new Verdict(s.question() + " is " + s.expected(), s.where(),
                    s.verdict() == SuiteCheck.Verdict.PASS, s.verdict() + " " + s.detail()));
        }
        return out;
    }

    /** A claim's answer: whether it holds, and what the engine found. Immutable. */
    record Result(boolean pass, AnswerDetail detail) {
        Result(boolean pass, AnswerDetail.Kind kind, Object... args) {
            this(pass, AnswerDetail.of(kind, args));
        }
    }

    /** Claims the exhaustive checker decides. Stateless. */
    static final class CheckerClaims {
        private CheckerClaims() {
        }

        static Result race(Expectation.Race claim, CheckResult r) {
            // distinct as the checker writes them, the first four
            java.util.Map<String, dev.syncscope.core.check.Race> races = new java.util.LinkedHashMap<>();
            for (Execution e : r.consistentExecutions()) {
                for (dev.syncscope.core.check.Race race : e.races()) {
                    if (matches(claim, race.first().reference().name(), race.first().location())
                            || matches(claim, race.second().reference().name(), race.second().location())) {
                        races.putIfAbsent(race.toString(), race);
                    }
                }
            }
            return races.isEmpty() ? new Result(!claim.present(), AnswerDetail.Kind.NO_CHECKER_RACE,
                    r.consistentExecutions().size()) : new Result(claim.present(), AnswerDetail.Kind.CHECKER_RACES,
                    races.values().stream().limit(4).toList());
        }

        static Result fin(Expectation.Final claim, CheckResult r) {
            Set<String> seen = new TreeSet<>();
            boolean any = false;
            boolean all = true;
            for (Outcome o : r.allowedOutcomes()) {
                seen.add(shown(o, claim.reference(), claim.values().size()));
                boolean match = matches(claim, o);
                any |= match;
                all &= match;
            }
            return new Result(quantified(claim.quantifier(), any, all), AnswerDetail.Kind.CHECKER_FINALS,
                    claim.reference(), String.join(" | ", seen));
        }
    }

    /** Claims the stepper decides over all {@link StepperRuns}. Stateless. */
    static final class StepperClaims {
        private StepperClaims() {
        }

        static Result race(Expectation.Race claim, StepperRuns runs) {
            List<String> found = new ArrayList<>();
            for (StepperRuns.Run run : runs.runs()) {
                for (dev.syncscope.core.exec.Race race : run.races()) {
                    if (matches(claim, race.first().reference(), race.first().location())
                            || matches(claim, race.second().reference(), race.second().location())) {
                        found.addAll(List.of(run.schedule(), race.first().agentName() + " " + race.first().source(),
                                race.second().agentName() + " " + race.second().source(), race.detail()));
                    }
                }
            }
            return found.isEmpty() ? new Result(!claim.present(), AnswerDetail.Kind.NO_STEPPER_RACE)
                    : new Result(claim.present(), AnswerDetail.Kind.STEPPER_RACES, found.stream().limit(3 * 4).toList());
        }

        static Result fin(Expectation.Final claim, StepperRuns runs) {
            boolean any = false;
            boolean all = true;
            List<String> seen = new ArrayList<>();
            for (StepperRuns.Run run : runs.runs()) {
                seen.add(run.schedule());
                seen.add(shown(run.outcome(), claim.reference(), claim.values().size()));
                boolean match = matches(claim, run.outcome());
                any |= match;
                all &= match;
            }
            return new Result(quantified(claim.quantifier(), any, all), AnswerDetail.Kind.STEPPER_FINALS,
                    claim.reference(), seen);
        }

        static Result stale(Expectation.Stale claim, StepperRuns runs) {
            List<String> found = new ArrayList<>();
            for (StepperRuns.Run run : runs.runs()) {
                for (SourceSpan s : run.staleReads()) {
                    if (claim.line() == null || s.line() == claim.line()) {
                        found.add(run.schedule());
                        found.add(s.toString());
                    }
                }
            }
            List<Long> all = runs.runs().stream().flatMap(r -> r.staleReads().stream()).map(s -> (long) s.line())
                    .distinct().toList();
            return found.isEmpty() ? new Result(!claim.present(), AnswerDetail.Kind.NO_STALE_READ, all)
                    : new Result(claim.present(), AnswerDetail.Kind.STALE_READS, found.stream().limit(4).toList());
        }

        static Result diagnosed(Expectation.Diagnosed claim, StepperRuns runs) {
            List<String> found = new ArrayList<>();
            for (StepperRuns.Run run : runs.runs()) {
                for (Diagnostic d : run.diagnostics()) {
                    if (d.kind() == claim.kind() && (claim.line() == null || d.source().line() == claim.line())) {
                        found.addAll(List.of(run.schedule(), d.source().toString(), d.message()));
                    }
                }
            }
            String others = runs.runs().stream().flatMap(r -> r.diagnostics().stream())
                    .map(d -> d.kind() + "@" + d.source().line()).distinct().collect(Collectors.joining(" "));
            if (found.isEmpty() && others.isEmpty()) {
                return new Result(!claim.present(), AnswerDetail.Kind.NOTHING_DIAGNOSED);
            }
            return found.isEmpty() ? new Result(!claim.present(), AnswerDetail.Kind.NOT_DIAGNOSED, others)
                    : new Result(claim.present(), AnswerDetail.Kind.DIAGNOSED, found.stream().limit(2 * 3).toList());
        }
    }

    private static boolean quantified(Expectation.Quantifier q, boolean any, boolean all) {
        return switch (q) {
            case EVERY -> all && any;
            case SOME -> any;
            case NONE -> !any;
        };
    }

    /**
     * Whether a race on {@code location}, reached through {@code reference}, is one {@code claim} names: by the
     * reference's name (and index), or by the location's own name in the source ({@code race data} for a member
     * of a block, {@code race items[3]} for every field of that element).
     */
    static boolean matches(Expectation.Race claim, String reference, Location location) {
        if (claim.reference() == null) {
            return true;
        }
        Reference by = location.namedBy();
        String own = location.toString();
        if (by != null && by.name().contains("@") && own.startsWith(by.name())) {
            // a per-workgroup copy: pairs@wg1[0].key is pairs[0].key of workgroup 1
            own = by.name().substring(0, by.name().indexOf('@')) + own.substring(by.name().length());
        } else if (by != null && by.names() != null && by.names().globalNames()) {
            // a member of an instance-less shared block in one workgroup: x@wg1 is x, a@wg1[3] is a[3]
            own = own.replaceFirst("@wg[0-9]+", "");
        }
        String wanted = claim.index() == null ? claim.reference() : claim.reference() + "[" + claim.index() + "]";
        if (own.equals(wanted) || own.startsWith(wanted + ".") || own.startsWith(wanted + "[")) {
            return true;
        }
        // REF[INDEX] counts locations where the source has no names of its own for them
        return names(reference, claim.reference())
                && (claim.index() == null || claim.index() == location.index() && (by == null || by.names() == null));
    }

    /** A reference name matches {@code wanted} itself or its per-workgroup copies {@code wanted@wg<k>}. */
    static boolean names(String name, String wanted) {
        return name.equals(wanted) || name.startsWith(wanted + "@");
    }

    /**
     * Whether {@code o} ends with the claim's values, each read as its location holds it ({@link
     * Expectation.Final#expected}: {@code 3} in a float location is 3.0; {@link Outcome#holds}: {@code -1} in a
     * {@code uint} is 4294967295).
     */
    private static boolean matches(Expectation.Final claim, Outcome o) {
        List<String> names = names(o, claim.reference(), claim.values().size());
        for (int i = 0; i < names.size(); i++) {
            if (!o.holds(names.get(i), claim.expected(i, o.kind(names.get(i))))) {
                return false;
            }
        }
        return true;
    }

    /** The names {@code REF} (one value) or {@code REF[0]} … {@code REF[n-1]} of a final claim in {@code o}. */
    private static List<String> names(Outcome o, String reference, int n) {
        if (n == 1 && o.values().containsKey(reference)) {
            return List.of(reference);
        }
        List<String> out = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            out.add(reference + "[" + i + "]");
        }
        return out;
    }

    /** The claim's final values as shown ({@code [1.5, 2.0]} for floats, {@link Outcome#kind}), for its detail. */
    private static String shown(Outcome o, String reference, int n) {
        List<String> out = new ArrayList<>();
        for (String name : names(o, reference, n)) {
            Long v = o.values().get(name);
            out.add(v == null ? "null" : o.kind(name).text(v));
        }
        return out.toString();
    }
}
