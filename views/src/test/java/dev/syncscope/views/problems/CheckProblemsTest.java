package dev.syncscope.views.problems;

import dev.syncscope.core.check.AxiomaticChecker;
import dev.syncscope.core.check.CheckOptions;
import dev.syncscope.core.check.CheckResult;
import dev.syncscope.core.kernel.KernelLoader;
import dev.syncscope.views.Walkthrough;
import dev.syncscope.views.i18n.Messages;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Locale;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** What a finished exhaustive check lists among the problems, and where each row leads. */
class CheckProblemsTest {

    private final Messages text = Messages.forLocale(Locale.ENGLISH);

    /** Two invocations append to one slot: the second in modification order faults at line 8 in every execution. */
    private static final String APPEND = """
            // @length kept = 1
            #version 450
            layout(local_size_x = 2) in;
            layout(binding = 1) buffer Count { uint count; };
            layout(binding = 2) buffer Kept { uint kept[]; };
            void main() {
                uint slot = atomicAdd(count, 1u);
                kept[slot] = 7u;
            }
            """;

    @Test
    void aFaultOfSomeExecutionIsAnErrorAtTheFaultingLineForTheInvocationThatStops() {
        CheckResult r = new AxiomaticChecker().check(KernelLoader.load("append.comp", APPEND).program());
        List<Problem> rows = CheckProblems.of(r, text);
        assertEquals(2, rows.size(), rows.toString());
        for (int agent = 0; agent < 2; agent++) {
            Problem p = rows.get(agent);
            assertEquals(Problem.Severity.ERROR, p.severity());
            assertTrue(p.message().startsWith("Check, in some execution: fault: T"), p.message());
            assertTrue(p.message().endsWith("stops at append.comp:8: out-of-bounds access kept[1] (it has 1 location)"),
                    p.message());
            assertEquals(8, p.where().line(), "a click reveals the faulting line");
        }
        assertEquals(List.of(List.of(0), List.of(1)), rows.stream().map(Problem::agents).sorted(
                (a, b) -> a.get(0) - b.get(0)).toList());
    }

    @Test
    void aRaceIsAnErrorOncePerPairOfAccessesAtTheFirstWithBothInvocations() {
        // WALKTHROUGH example 2 (relaxed flag): st x (line 4) races with ld x (line 9) in some execution
        CheckResult r = new AxiomaticChecker().check(Walkthrough.program("relaxed", Walkthrough.RELAXED));
        List<Problem> rows = CheckProblems.of(r, text);
        assertEquals(1, rows.size(), rows.toString());
        Problem race = rows.get(0);
        assertEquals(Problem.Severity.ERROR, race.severity());
        assertTrue(race.message().startsWith("Check, data race in some execution: P0: W x at relaxed.test:4:1 races"
                + " with P1: R x at relaxed.test:9:1; missing: no happens-before between P0 and P1"), race.message());
        assertEquals(4, race.where().line());
        assertEquals(List.of(0, 1), race.agents().stream().sorted().toList());
    }

    /** T0 stores to kept[index], which T1 sets to 1, out of bounds: some executions fault (line 10), two do not. */
    private static final String PICK = """
            // @length kept = 1
            #version 450
            #extension GL_KHR_memory_scope_semantics : require
            layout(local_size_x = 2) in;
            layout(binding = 1) buffer Index { uint index; };
            layout(binding = 2) buffer Kept { uint kept[]; };
            void main() {
                if (gl_LocalInvocationIndex == 0) {
                    uint i = atomicLoad(index, gl_ScopeDevice, gl_StorageSemanticsBuffer, gl_SemanticsRelaxed);
                    atomicStore(kept[i], 7u, gl_ScopeDevice, gl_StorageSemanticsBuffer, gl_SemanticsRelaxed);
                } else {
                    atomicStore(index, 1u, gl_ScopeDevice, gl_StorageSemanticsBuffer, gl_SemanticsRelaxed);
                    atomicStore(kept[0], 9u, gl_ScopeDevice, gl_StorageSemanticsBuffer, gl_SemanticsRelaxed);
                }
            }
            """;

    @Test
    void anUnconfirmedFaultIsAWarningAndTheLimitThatStoppedTheCheckIsOneToo() {
        // the candidate limit stops the check before its fault is confirmed
        CheckResult r = new AxiomaticChecker(CheckOptions.DEFAULT.withMaxCandidates(1)).check(KernelLoader.load(
                "pick.comp", PICK).program());
        List<Problem> rows = CheckProblems.of(r, text);
        assertTrue(rows.stream().anyMatch(p -> p.severity() == Problem.Severity.WARNING
                && p.message().startsWith("Check, not known (no execution with it found, none excluded): fault: ")
                && p.where().line() == 10 && p.agents().equals(List.of(0))), rows.toString());
        Problem limit = rows.get(rows.size() - 1);
        assertEquals(Problem.Severity.WARNING, limit.severity());
        assertEquals("Check stopped before covering every execution: " + r.limitMessage(), limit.message());
        assertNull(limit.where());
    }

    @Test
    void aCorrectProgramAddsNoRow() {
        // the same append with a slot for each invocation: no fault, and the stores are to distinct locations
        CheckResult r = new AxiomaticChecker().check(KernelLoader.load("append.comp",
                APPEND.replace("@length kept = 1", "@length kept = 2")).program());
        assertTrue(r.complete() && !r.allowedOutcomes().isEmpty(), r.toString());
        assertEquals(List.of(), CheckProblems.of(r, text));
    }
}
