package dev.syncscope.core.check;

import dev.syncscope.core.kernel.KernelLoader;
import dev.syncscope.core.model.CutKind;
import dev.syncscope.core.model.Program;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.function.Function;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A smaller spin bound whose every cut is a wait no larger bound lets an execution end through
 * ({@link CutKind#ENDLESS_WAIT}) answers the check in full ({@link SpinDeepening#sufficient}): the answer is the one
 * the bound asked for gives when checked alone, but for the bound its cut lines name (VK MM: Acyclicity, Data Race: a
 * larger bound adds no execution that ends, so no outcome, race or fault).
 */
class SpinDeepeningSufficientTest {

    /** T1 waits for T0's release of flag, then adds to data; {@code %s}: how T1 accesses data after its wait. */
    private static final String MP = """
            #version 450
            #pragma use_vulkan_memory_model
            #extension GL_KHR_memory_scope_semantics : require
            layout(local_size_x = 2) in;
            layout(binding = 0) buffer D { uint data; };
            layout(binding = 1) buffer F { uint flag; uint other; };
            void main() {
                if (gl_LocalInvocationID.x == 0) {
                    data = 1;
                    atomicStore(%s, 1u, gl_ScopeDevice, gl_StorageSemanticsBuffer,
                                gl_SemanticsRelease | gl_SemanticsMakeAvailable);
                } else {
                    while (atomicLoad(flag, gl_ScopeDevice, gl_StorageSemanticsBuffer,
                                      gl_SemanticsAcquire | gl_SemanticsMakeVisible) == 0u) { }
                    data += 10;
                }
            }
            """;

    /** What a check answers, but for the spin bound its cut lines name. */
    private static List<Object> answer(CheckResult r) {
        Function<CheckResult, List<String>> races = c -> c.consistentExecutions().stream()
                .flatMap(e -> e.races().stream()).map(Object::toString).distinct().sorted().toList();
        return List.of(r.status(), r.candidates(), r.consistentExecutions().size(), r.allowedOutcomes(), races.apply(r),
                r.findings(), r.cuts().stream().map(CutPath::kind).toList());
    }

    private static void answersAsTheBoundAskedForAlone(Program program, int answeredAt) {
        AxiomaticChecker checker = new AxiomaticChecker();
        CheckResult deepened = checker.check(program);
        CheckResult alone = checker.checkAtBound(program, System.nanoTime());
        assertTrue(alone.complete() && CutPath.onlyEndlessWaits(alone.cuts()), alone::toString);
        assertEquals(answer(alone), answer(deepened));
        assertEquals(answeredAt, CutPath.sufficientSpinBound(deepened.cuts()));
        assertEquals(CheckOptions.DEFAULT_SPIN_BOUND, CutPath.sufficientSpinBound(alone.cuts()));
        assertTrue(deepened.diagnostics().contains("spin bound " + answeredAt + " was checked in full, and every path"
                + " it cut is in a loop that can never exit or in a wait longer than any execution that ends needs: a"
                + " larger spin bound adds no execution that ends, so the spin bound of 32 asked for was not checked"
                + " (smaller ones first)"), deepened.diagnostics()::toString);
    }

    @Test
    void aWaitLongerThanAnyExecutionThatEndsNeedsIsAnsweredAtTheSmallerBoundAsAtTheBoundAskedFor() {
        // VK MM: Synchronizes-With: flag's only write is 1, so a wait that reads 0 once more adds nothing (SpinRepeats)
        answersAsTheBoundAskedForAlone(KernelLoader.load("mp.comp", MP.formatted("flag")).program(), 2);
    }

    @Test
    void aLoopThatCanNeverExitIsAnsweredAtTheSmallerBoundAsAtTheBoundAskedFor() {
        // nobody writes flag: the loop can never exit at any bound (EndlessSpins), and T1 spins in every execution
        Program program = KernelLoader.load("never.comp", MP.formatted("other")).program();
        answersAsTheBoundAskedForAlone(program, 2);
        assertEquals(1, new AxiomaticChecker().check(program).endlessSpins().size());
    }
}
