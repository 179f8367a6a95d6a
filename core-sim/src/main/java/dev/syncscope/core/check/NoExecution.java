package dev.syncscope.core.check;

import java.util.List;
import java.util.Optional;

/**
 * Why a finished check met no consistent execution, as a finding, where the checker can name the cause. Every launch
 * has an execution (the stepper runs one), so a check that explored every path and formed none either left that
 * execution among the combinations it could not form, or cut it: (1) the only combinations left unformed broke a rule
 * of control-barrier instances (the Alloy model's {@code scbarinst} facts; SPIR-V OpControlBarrier: all invocations of
 * the execution scope instance execute the same dynamic instance, so with the same scopes and semantics): barrier
 * divergence in every execution, as the stepper reports it. Not (2) "no execution ends" from cuts that are only waits
 * no bound decides: a wait on workgroup memory nobody writes may end on its undefined value, which the checker reads
 * as 0 ({@code EndlessSpinCheckTest}). Otherwise nothing: the check's safety net ({@code RaceFreedom.MET_NONE})
 * keeps the answer open. Stateless.
 */
final class NoExecution {

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
        return Optional.empty();
    }

    /** {@code problem}, the note of ill-formed barrier instances, as barrier divergence in every execution. */
    private static Finding everyExecution(Finding problem) {
        return new Finding(Finding.Kind.BARRIER_DIVERGENCE, "barrier divergence in every execution: " + problem.text()
                + ": the memory model has no execution that breaks this rule of control-barrier instances, and the"
                + " launch has no other", problem.agents(), problem.where(), problem.key(), problem.args());
    }
}
