package dev.syncscope.core.diff;

import dev.syncscope.core.check.AxiomaticChecker;
import dev.syncscope.core.check.CheckResult;
import dev.syncscope.core.litmus.LitmusBuilder;
import dev.syncscope.core.litmus.LitmusThreadBuilder;
import dev.syncscope.core.litmus.Operand;
import dev.syncscope.core.model.Access;
import dev.syncscope.core.model.Program;
import dev.syncscope.core.model.Reference;
import dev.syncscope.core.model.RmwOp;
import dev.syncscope.core.model.Scope;
import dev.syncscope.core.model.Semantics;
import dev.syncscope.core.model.SourceSpan;
import dev.syncscope.core.model.StorageClass;
import org.junit.jupiter.api.Test;

import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The stepper against the checker on the program of
 * {@code SynchronizationRulesTest.releaseSequenceEndsAtAnRmwThatIsNotMutuallyOrderedWithItsHead}: an RMW takes over
 * the release tokens of the write it reads ({@code Writes.write}, "Release Sequence (continued by atomic
 * read-modify-writes)") without asking whether it is mutually ordered with each token's head, so P2's
 * Workgroup-scope RMW in workgroup 1 carries P0's Device-scope release to P3, which the appendix does not
 * allow (VK MM: Release Sequence, "The atomics in the last bullet must be mutually-ordered with A by virtue of
 * being in A's scoped modification order"). Random runs 73, 144 and 168 of 300 reach it.
 */
class StepperReleaseSequenceScopeTest {
    private int line = 1;

    private SourceSpan at() {
        return new SourceSpan("rs-scope.litmus", line++, 1);
    }

    @Test
    void rmwOutsideTheReleasesScopeInstanceDoesNotCarryItsReleaseSequence() {
        LitmusBuilder b = new LitmusBuilder("rs-scope.litmus");
        Reference x = b.variable("x", StorageClass.STORAGE_BUFFER, at());
        Reference y = b.variable("y", StorageClass.STORAGE_BUFFER, at());
        Set<StorageClass> sb = Set.of(StorageClass.STORAGE_BUFFER);
        Access release = new Access(true, Scope.DEVICE, new Semantics(false, true, sb, false, false), false, false, false);
        Access acquire = new Access(true, Scope.DEVICE, new Semantics(true, false, sb, false, false), false, false, false);
        LitmusThreadBuilder p0 = b.thread("P0", 0, 0, 0);
        p0.store(x, 0, Operand.constant(1), new Access(false, Scope.DEVICE, Semantics.NONE, true, false, false), at());
        p0.store(y, 0, Operand.constant(1), release, at());
        b.thread("P1", 1, 1, 0).rmw("r0", y, 0, RmwOp.EXCHANGE, Operand.constant(2), null,
                new Access(true, Scope.DEVICE, Semantics.NONE, false, false, false), at());
        LitmusThreadBuilder p2 = b.thread("P2", 2, 1, 0);
        p2.load("r0", y, 0, acquire, at());
        p2.rmw("r1", y, 0, RmwOp.EXCHANGE, Operand.constant(3), null,
                new Access(true, Scope.WORKGROUP, Semantics.NONE, false, false, false), at());
        LitmusThreadBuilder p3 = b.thread("P3", 3, 1, 0);
        p3.load("r0", y, 0, acquire, at());
        p3.load("r1", x, 0, new Access(false, Scope.DEVICE, Semantics.NONE, false, true, false), at());
        Program p = b.build();
        CheckResult check = new AxiomaticChecker(StepperAgreesWithCheckerPropertyTest.CHECK).check(p);
        assertTrue(check.complete());
        StepperOracle.Report report = StepperOracle.compare(p, check, 74);
        assertTrue(report.disagreements().isEmpty(), () -> String.join("\n", report.disagreements()));
    }
}
