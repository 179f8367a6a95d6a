package dev.syncscope.views.problems;

import dev.syncscope.core.api.DebugSession;
import dev.syncscope.core.exec.Diagnostic;
import dev.syncscope.views.Walkthrough;
import dev.syncscope.views.graph.ExecutionGraphViewModel;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The sites a problem leads to: its line, its invocations and its events in the execution graph. */
class ProblemSitesTest {

    /** RELAXED stepped 0, 0, 1, 1: s0 st x (line 4), s1 st y, s2 ld y, s3 ld x (line 9) races with s0. */
    private final DebugSession session = Walkthrough.stepped(Walkthrough.RELAXED, 0, 0, 1, 1);

    private Problem problem(Diagnostic.Kind kind) {
        Diagnostic d = session.diagnostics().stream().filter(x -> x.kind() == kind).findFirst().orElseThrow();
        return Problem.of(d, session.races());
    }

    @Test
    void aDataRaceNamesBothAccessesAndTheirInvocations() {
        Problem race = problem(Diagnostic.Kind.DATA_RACE);
        assertEquals(List.of(0L, 3L), race.steps());
        assertEquals(List.of(1, 0), race.agents());
        assertTrue(race.hasLine());
        assertEquals(Problem.Severity.ERROR, race.severity());
    }

    @Test
    void aStaleReadIsAWarningAtTheStepOfTheRead() {
        Problem stale = problem(Diagnostic.Kind.STALE_READ);
        assertEquals(Problem.Severity.WARNING, stale.severity());
        assertEquals(List.of(3L), stale.steps());
        assertEquals(9, stale.where().line());
    }

    @Test
    void aFaultLeadsToTheLineTheInvocationStoppedAtAndNamesItOnce() {
        DebugSession faulting = DebugSession.load(dev.syncscope.core.kernel.KernelLoader.load("append.comp",
                CheckProblemsTest.read("append-overflow.comp")).program());
        faulting.run();
        Diagnostic d = faulting.diagnostics().stream().filter(x -> x.kind() == Diagnostic.Kind.FAULT).findFirst()
                .orElseThrow();
        Problem fault = Problem.of(d, faulting.races());
        assertTrue(fault.hasLine(), "a click reveals the line: " + fault.where());
        assertEquals(12, fault.where().line());
        assertEquals("error: T1: append.comp:12: out-of-bounds access kept[1] (it has 1 location)", fault.toString(),
                "the place is in the message; the row does not repeat it");
    }

    @Test
    void anAppMessageHasNoSites() {
        Problem p = new Problem(Problem.Severity.ERROR, "internal", null);
        assertFalse(p.hasLine());
        assertTrue(p.steps().isEmpty() && p.agents().isEmpty());
    }

    @Test
    void markingARaceMarksBothEventsAndClearingRemovesTheMarks() {
        ExecutionGraphViewModel vm = new ExecutionGraphViewModel();
        vm.showTrace(session.program().launch(), Walkthrough.window(session), session.races());
        Problem race = problem(Diagnostic.Kind.DATA_RACE);
        vm.markProblem(race.agents(), race.steps());
        assertEquals(List.of("s0", "s3"), marked(vm, "problem"));
        vm.markProblem(List.of(), List.of());
        assertEquals(List.of(), marked(vm, "problem"));
    }

    @Test
    void anInvocationWithoutAMarkedEventHasItsLatestEventMarked() {
        ExecutionGraphViewModel vm = new ExecutionGraphViewModel();
        vm.showTrace(session.program().launch(), Walkthrough.window(session), session.races());
        vm.markProblem(List.of(0, 1), List.of(3L));
        assertEquals(List.of("s1", "s3"), marked(vm, "problem"));
    }

    /**
     * Four invocations' lost updates draw 18 race edges: opening one race's row draws its edge as the problem's and
     * fades the others, even those its step found too (one row per race: VK MM: Data Race is a relation between two
     * operations), so the race the row names can be told apart; closing it (no problem) draws them all alike.
     */
    @Test
    void openingARaceDrawsItsOwnEdgeAsTheProblemsAndFadesTheOtherRacesOfItsStep() throws Exception {
        DebugSession counter = DebugSession.load(dev.syncscope.core.load.ProgramLoader.load("counter.comp",
                java.nio.file.Files.readString(java.nio.file.Path.of(
                        "../sample-kernels/kernels/counter-lost-update.comp"))));
        counter.run();
        ExecutionGraphViewModel vm = new ExecutionGraphViewModel();
        vm.showTrace(counter.program().launch(), Walkthrough.window(counter), counter.races());
        // a step that found two races or more: their rows used to share every edge of the step
        List<Diagnostic> shared = counter.diagnostics().stream().filter(x -> x.kind() == Diagnostic.Kind.DATA_RACE
                && counter.races().stream().filter(r -> r.second().step() == x.step()).count() > 1).toList();
        assertTrue(shared.size() > 1, "rows found at one step");
        java.util.Set<String> drawnAsProblem = new java.util.HashSet<>();
        for (Diagnostic d : shared.stream().filter(x -> x.step() == shared.get(0).step()).toList()) {
            Problem race = Problem.of(d, counter.races());
            assertEquals(2, race.steps().size(), race.toString());
            vm.markProblem(race.agents(), race.steps());
            List<String> mine = edges(vm, "problem");
            assertEquals(List.of("race:s" + race.steps().get(0) + ">s" + d.step()), mine, race.toString());
            assertEquals(counter.races().size(), mine.size() + edges(vm, "faded").size(), "every other race faded");
            assertTrue(drawnAsProblem.add(mine.get(0)), "each row of the step its own race");
        }
        assertTrue(drawnAsProblem.size() > 1);
        // every row, the lost update's read and write racing one later write among them: two steps, its own race's
        for (Diagnostic d : counter.diagnostics()) {
            if (d.kind() == Diagnostic.Kind.DATA_RACE) {
                assertEquals(2, Problem.of(d, counter.races()).steps().size(), d.message());
            }
        }
        vm.markProblem(List.of(), List.of());
        assertEquals(List.of(), edges(vm, "problem"));
        assertEquals(List.of(), edges(vm, "faded"));
    }

    private static List<String> edges(ExecutionGraphViewModel vm, String cls) {
        return vm.descriptionProperty().get().edges().stream()
                .filter(e -> List.of(e.styleClass().split(",")).contains(cls)).map(e -> e.id()).toList();
    }

    static List<String> marked(ExecutionGraphViewModel vm, String cls) {
        return vm.descriptionProperty().get().nodes().stream()
                .filter(n -> List.of(n.styleClass().split(",")).contains(cls)).map(n -> n.id()).toList();
    }
}
