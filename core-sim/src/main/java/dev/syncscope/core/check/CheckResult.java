package dev.syncscope.core.check;

import dev.syncscope.core.model.Outcome;

import java.time.Duration;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * What an {@link AxiomaticChecker} run found. Immutable.
 *
 * @param status       whether the enumeration completed or stopped at a limit
 * @param limitMessage which limit stopped it; empty when complete
 * @param executions   consistent executions (with {@link CheckOptions#consistentOnly()} false: every
 *                     candidate, each with its verdict), those in which an invocation stops at a fault among them
 *                     ({@link Execution#faulted()}: their races count, their outcomes do not)
 * @param candidates   complete candidate executions examined
 * @param diagnostics  notes such as loop bounds exceeded or ill-formed barrier instances; a fault on a path
 *                     ({@code T0: FAULT …}) only when a limit stopped the check before a consistent execution
 *                     containing that path was found or every one was excluded
 * @param elapsed      wall time of the run
 * @param cuts         where paths were cut at a bound ({@code P0: loop bound of 8 backward jumps exceeded at …},
 *                     an instruction budget, or the checker's own spin bound or bound on actions per path), one
 *                     line each with the bound that cut them ({@link CutPath#kind()}); the executions are then only
 *                     those within the bounds, so an outcome or race of a longer execution is not excluded. Their
 *                     lines ({@link #cutPaths()}) are also among the diagnostics.
 * @param findings     barrier divergence and faults, with their sites, in the order found: see {@link #divergences()},
 *                     {@link #faults()} and {@link #unconfirmedFaults()} for their lines by kind
 * @param limit        which limit stopped it as data another language can word ({@link CheckLimit}, whose English is
 *                     {@code limitMessage}); null when complete, or for a result made with a message alone
 */
public record CheckResult(Status status, String limitMessage, List<Execution> executions, long candidates,
                          List<String> diagnostics, Duration elapsed, List<CutPath> cuts, List<Finding> findings,
                          CheckLimit limit) {

    /** Whether the search space was covered. */
    public enum Status { COMPLETE, LIMIT_REACHED }

    public CheckResult {
        executions = List.copyOf(executions);
        diagnostics = List.copyOf(diagnostics);
        cuts = List.copyOf(cuts);
        findings = List.copyOf(findings);
    }

    /** A result whose limit, if any, is known by its English message alone. */
    public CheckResult(Status status, String limitMessage, List<Execution> executions, long candidates,
                       List<String> diagnostics, Duration elapsed, List<CutPath> cuts, List<Finding> findings) {
        this(status, limitMessage, executions, candidates, diagnostics, elapsed, cuts, findings, null);
    }

    /** This result, stopped at {@code why} instead of at the limit it names (what it found is kept). */
    public CheckResult stoppedBy(CheckLimit why) {
        return new CheckResult(Status.LIMIT_REACHED, why.english(), executions, candidates, diagnostics, elapsed, cuts,
                findings, why);
    }

    /**
     * This result with {@code more} after its findings: what a stepper run beside the check found in an execution the
     * memory model allows (a read of undefined memory the check's cut paths left out: {@code StepperWitness}).
     */
    public CheckResult withFindings(List<Finding> more) {
        List<Finding> all = new java.util.ArrayList<>(findings);
        all.addAll(more);
        return new CheckResult(status, limitMessage, executions, candidates, diagnostics, elapsed, cuts, all, limit);
    }

    /**
     * Barrier divergence found in consistent executions, one line each ({@code barrier divergence: T1 finishes without
     * meeting control barrier instance 0, which T0 …}): the kernel is wrong whatever its races and outcomes (SPIR-V
     * OpControlBarrier); never for a launch whose barriers pair the threads that execute them
     * ({@code Launch.barriersOfExecutingThreads}, litmus tests).
     */
    public List<String> divergences() {
        return lines(Finding.Kind.BARRIER_DIVERGENCE);
    }

    /**
     * Faults some consistent execution has, one line each ({@code fault: T1 stops at append.comp:8: out-of-bounds
     * access kept[1] (it has 1 location)}): the invocation stops there, as in the stepper, and the program is wrong
     * whatever its races and outcomes.
     */
    public List<String> faults() {
        return lines(Finding.Kind.FAULT);
    }

    /**
     * Faults on some path for which no consistent execution was found, but none was excluded either (the search gave
     * up, or a limit stopped the check first); same form as {@link #faults()}.
     */
    public List<String> unconfirmedFaults() {
        return lines(Finding.Kind.UNCONFIRMED_FAULT);
    }

    /**
     * Reads some consistent execution makes of memory no write defined, one line each ({@code undefined read: T0
     * reads s[1] at undefined.comp:6, workgroup memory nobody wrote}): the value is undefined (SPIR-V: Workgroup
     * variables have no initializer), so the program is wrong whatever its races and outcomes, as the stepper's
     * UNDEFINED_READ says.
     */
    public List<String> undefinedReads() {
        return lines(Finding.Kind.UNDEFINED_READ);
    }

    /**
     * Spin loops an invocation enters in every execution and can never leave, one line each ({@code endless spin: T1
     * spins at k.hlsl:14 reading flag[0] in every execution, and the loop can never exit: …}): the program is wrong
     * whatever its races and outcomes, as the stepper's SPIN says of one interleaving.
     */
    public List<String> endlessSpins() {
        return lines(Finding.Kind.ENDLESS_SPIN);
    }

    private List<String> lines(Finding.Kind kind) {
        return findings.stream().filter(f -> f.kind() == kind).map(Finding::text).toList();
    }

    public boolean complete() {
        return status == Status.COMPLETE;
    }

    /** Whether some paths were cut at a bound, so the executions cover only those within it. */
    public boolean pathsCut() {
        return !cuts.isEmpty();
    }

    /** The lines of {@link #cuts()}, in order: where paths were cut, as {@code check} prints them. */
    public List<String> cutPaths() {
        return cuts.stream().map(CutPath::text).toList();
    }

    /**
     * The consistent executions, those that end in a fault among them ({@link Execution#faulted()}): what races
     * and findings are looked for in.
     */
    public List<Execution> consistentExecutions() {
        return executions.stream().filter(Execution::consistent).toList();
    }

    /**
     * Of {@link #faults()}, those every consistent execution has, when the check covered them all (complete, no path
     * cut at a bound): such a fault is no matter of scheduling or of the values read. Empty otherwise, or when no
     * execution is consistent; the others are in some execution only, as far as the check can tell.
     */
    public List<String> faultsInEveryExecution() {
        List<Execution> consistent = consistentExecutions();
        if (!complete() || !cuts.isEmpty() || consistent.isEmpty()) {
            return List.of();
        }
        return faults().stream().filter(f -> consistent.stream().allMatch(e -> e.faults().contains(f))).toList();
    }

    /**
     * Whether every consistent execution has barrier divergence ({@link Execution#divergence()}; SPIR-V
     * OpControlBarrier: every invocation of the execution scope instance must execute the same dynamic instance), when
     * the check covered them all (complete, no path cut at a bound): no schedule or value read avoids it. False when
     * no execution is consistent (a launch whose every execution breaks the barrier rules has none: {@code
     * NoExecution}), or when some execution meets its barriers. The divergences themselves may differ between the
     * executions (where the absent invocation finishes): {@link #divergencesInEveryExecution()} says which one each has.
     */
    public boolean divergenceInEveryExecution() {
        return everyExecution(e -> e.divergence() != null);
    }

    /** Whether the check covered every execution (complete, no path cut), some is consistent, and each is {@code p}. */
    private boolean everyExecution(java.util.function.Predicate<Execution> p) {
        List<Execution> consistent = consistentExecutions();
        return complete() && cuts.isEmpty() && !consistent.isEmpty() && consistent.stream().allMatch(p);
    }

    /**
     * Of {@link #divergences()}, those every consistent execution has, as {@link #faultsInEveryExecution()} for
     * faults: empty unless the check covered them all (complete, no path cut at a bound) and some execution is
     * consistent. A kernel may diverge in every execution with no one divergence in all: its absent invocation
     * finishing at one place or another by the value it read.
     */
    public List<String> divergencesInEveryExecution() {
        return divergences().stream().filter(d -> everyExecution(e -> d.equals(e.divergence()))).toList();
    }

    /** How many consistent executions end in a fault ({@link Execution#faulted()}), which have no outcome. */
    public long faultingExecutions() {
        return executions.stream().filter(e -> e.consistent() && e.faulted()).count();
    }

    /**
     * The outcomes of the consistent executions that end without a fault: an invocation stops at its fault, so a
     * faulting execution has no final state ({@link Execution#faulted()}).
     */
    public Set<Outcome> allowedOutcomes() {
        Set<Outcome> out = new LinkedHashSet<>();
        for (Execution e : consistentExecutions()) {
            if (!e.faulted()) {
                out.addAll(e.outcomes());
            }
        }
        return out;
    }

    /**
     * The outcomes of the consistent executions that end without a fault and read no undefined memory
     * ({@link Execution#faulted()}, {@link Execution#readsUndefined()}): a
     * value read from Workgroup memory no write defined is not defined, nor is anything computed from it, so such an
     * execution's outcome (which the checker computes from a 0) states no value; its read is an
     * {@link #undefinedReads() undefined read}.
     */
    public Set<Outcome> definedOutcomes() {
        Set<Outcome> out = new LinkedHashSet<>();
        for (Execution e : definedExecutions()) {
            out.addAll(e.outcomes());
        }
        return out;
    }

    /**
     * The consistent executions whose outcomes are {@link #definedOutcomes()}: those that end without a fault and
     * read no undefined memory ({@link Execution#faulted()}, {@link Execution#readsUndefined()}). The one rule by which
     * {@code check} and the window's Outcomes tab count allowed outcomes and their witnesses.
     */
    public List<Execution> definedExecutions() {
        return executions.stream().filter(e -> e.consistent() && !e.faulted() && !e.readsUndefined()).toList();
    }

    /**
     * The kinds of finding whose executions the allowed outcomes ({@link #definedOutcomes()}) leave out, in this order:
     * {@link Finding.Kind#FAULT} (the invocation stops at its fault, so the execution has no final state) and
     * {@link Finding.Kind#UNDEFINED_READ} (its outcome is not defined); empty when none was found.
     */
    public List<Finding.Kind> outcomesLeaveOut() {
        return java.util.stream.Stream.of(Finding.Kind.FAULT, Finding.Kind.UNDEFINED_READ)
                .filter(k -> findings.stream().anyMatch(f -> f.kind() == k)).toList();
    }

    /** Whether some consistent execution has a data race (one that ends in a fault too: VK MM: Data Race). */
    public boolean hasRace() {
        return consistentExecutions().stream().anyMatch(e -> !e.races().isEmpty());
    }
}
