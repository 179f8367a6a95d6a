package dev.syncscope.core.check;

import dev.syncscope.core.model.SourceSpan;

import java.util.List;
import java.util.Optional;

/**
 * Why a finished check met no consistent execution, as a finding, where the checker can name the cause. Every launch
 * has an execution (the stepper runs one), so a check that explored every path and formed none either left that
 * execution among the combinations it could not form, or cut it: (1) the only combinations left unformed broke a rule
 * of control-barrier instances (the Alloy model's {@code scbarinst} facts; SPIR-V OpControlBarrier: all invocations of
 * the execution scope instance execute the same dynamic instance, so with the same scopes and semantics): barrier
 * divergence in every execution, as the stepper reports it; (2) nothing broke one, and every cut is a wait no bound
 * decides ({@link CutKind#ENDLESS_WAIT}): the executions that end were all explored and none is allowed, so in every
 * execution an invocation waits for ever (an endless spin the values alone do not prove: the spin-before-subgroup-op
 * deadlock). Otherwise nothing: the check's safety net ({@code RaceFreedom.MET_NONE}) keeps the answer open. Stateless.
 */
final class NoExecution {

    /** The finding of (2). 0: the invocation of the first wait cut; 1: its place; 2: the location it reads there. */
    static final String NONE_ENDS = "check.finding.noExecutionEnds";

    private NoExecution() {
    }

    /**
     * The finding that says why the check met no execution, or empty. {@code complete}: no limit stopped it;
     * {@code barrierProblem}: the first ill-formed barrier instances met ({@link BarrierInstances#problem}), or null.
     */
    static Optional<Finding> why(boolean complete, List<Execution> executions, List<CutPath> cuts,
                                 List<Finding> findings, Finding barrierProblem) {
        if (!complete || !findings.isEmpty() || executions.stream().anyMatch(Execution::consistent)) {
            return Optional.empty();
        }
        if (barrierProblem != null) {
            // a cut path may end in an execution whose barriers are well formed: only with none cut is it every one
            return cuts.isEmpty() ? Optional.of(everyExecution(barrierProblem)) : Optional.empty();
        }
        if (cuts.isEmpty() || !CutPath.onlyEndlessWaits(cuts)) {
            return Optional.empty();
        }
        CutPath first = cuts.get(0);
        String head = "endless wait: no execution ends: the check explored every execution that ends and the memory"
                + " model allows none of them, so in every execution an invocation waits for ever";
        if (first.args().size() < 4) {
            return Optional.of(new Finding(Finding.Kind.ENDLESS_SPIN, head, List.of(), SourceSpan.UNKNOWN));
        }
        Object who = first.args().get(0);
        Object location = first.args().get(1);
        Object place = first.args().get(3);
        return Optional.of(new Finding(Finding.Kind.ENDLESS_SPIN, head + " (the first wait cut: " + who + " at "
                + place + " reading " + location + ")", List.of(), SourceSpan.UNKNOWN, NONE_ENDS,
                List.of(who, place, location)));
    }

    /** {@code problem}, the note of ill-formed barrier instances, as barrier divergence in every execution. */
    private static Finding everyExecution(Finding problem) {
        return new Finding(Finding.Kind.BARRIER_DIVERGENCE, "barrier divergence in every execution: " + problem.text()
                + ": the memory model has no execution that breaks this rule of control-barrier instances, and the"
                + " launch has no other", problem.agents(), problem.where(), problem.key(), problem.args());
    }
}
