package dev.syncscope.core.api;

import dev.syncscope.core.exec.AgentStatus;
import dev.syncscope.core.exec.Diagnostic;
import dev.syncscope.core.exec.RunResult;
import dev.syncscope.core.model.CutKind;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The stepper's bound on the actions one invocation takes in a run ({@link LaunchOptions#maxActions()}): a bound of the
 * tool, as the checker's actions per path, not a rule of the memory model. An endless loop that stores ran until its
 * recorded steps filled the heap (audit 51, finding 8: {@code while (true) { d = d + 1; }}, 65 s and 6 GB); it now
 * stops at the bound with a diagnostic naming the invocation, the count and the loop's line.
 */
class ActionBoundTest {

    private static final String ENDLESS = """
            #version 450
            layout(local_size_x = 2) in;
            layout(binding = 0) buffer B { uint d[2]; };
            void main() {
              while (true) { d[gl_LocalInvocationID.x] = d[gl_LocalInvocationID.x] + 1; }
            }
            """;

    /** Two loads and two stores an invocation, then done. */
    private static final String FOUR_ACTIONS = """
            #version 450
            layout(local_size_x = 1) in;
            layout(binding = 0) buffer B { uint d; };
            void main() {
              d = d + 1;
              d = d + 1;
            }
            """;

    private static Path write(Path dir, String name, String text) throws IOException {
        return Files.writeString(dir.resolve(name), text);
    }

    private static List<Diagnostic> bounds(DebugSession s) {
        return s.diagnostics().stream().filter(d -> d.kind() == Diagnostic.Kind.BOUND_EXCEEDED).toList();
    }

    @Test
    void anEndlessStoringLoopStopsAtTheBoundWithADiagnosticNamingTheInvocationCountAndLine(@TempDir Path dir)
            throws IOException {
        DebugSession s = DebugSession.open(write(dir, "endless.comp", ENDLESS),
                LaunchOptions.DEFAULTS.withMaxActions(1000));
        RunResult r = s.run();
        // both invocations stop; nothing else can step, so the run ends (not at the step limit, nor the heap)
        assertEquals(RunResult.Reason.FINISHED, r.reason(), r.describe());
        assertEquals(2000, r.steps(), r.describe());
        List<Diagnostic> bound = bounds(s);
        assertEquals(2, bound.size(), "one per invocation: " + s.diagnostics());
        Diagnostic d = bound.get(0);
        assertEquals("T0: took 1,000 actions and has not finished (an endless loop? the bound of actions per "
                + "invocation)", d.message());
        assertEquals(5, d.source().line(), "the loop's line: " + d.source());
        assertEquals("diagnostic.actionBound", d.key());
        assertEquals(List.of("T0", 1000), d.args());
        for (AgentView a : s.snapshot().agents()) {
            assertEquals(AgentStatus.BOUND_EXCEEDED, a.status(), a.name());
            assertEquals(1000, a.actions(), a.name());
        }
        assertEquals(CutKind.ACTIONS_BOUND, s.cutKind(0), "what raises it, by kind");
        assertEquals(500L, s.outcome().values().get("d[0]"), "500 loads and 500 stores: " + s.outcome());
    }

    @Test
    void aStepBackFromTheBoundRunsTheInvocationAgainAndDropsItsDiagnostic(@TempDir Path dir) throws IOException {
        DebugSession s = DebugSession.open(write(dir, "endless.comp", ENDLESS),
                LaunchOptions.DEFAULTS.withMaxActions(10));
        s.run();
        assertEquals(2, bounds(s).size());
        s.stepBack();
        assertEquals(1, bounds(s).size(), "the last invocation's stop is undone: " + s.diagnostics());
        assertEquals(AgentStatus.RUNNING, s.snapshot().agents().get(1).status());
        assertNull(s.cutKind(1));
        // a raised bound (configure restarts the run) lets it go on to the new one
        s.configure(s.options().withMaxActions(20));
        s.run();
        assertEquals(20, s.snapshot().agents().get(1).actions());
        assertEquals(AgentStatus.BOUND_EXCEEDED, s.snapshot().agents().get(1).status());
    }

    @Test
    void anInvocationThatFinishesAtTheBoundIsDoneWithoutADiagnostic(@TempDir Path dir) throws IOException {
        DebugSession s = DebugSession.open(write(dir, "four.comp", FOUR_ACTIONS),
                LaunchOptions.DEFAULTS.withMaxActions(4));
        s.run();
        assertEquals(List.of(), bounds(s));
        assertEquals(AgentStatus.DONE, s.snapshot().agents().get(0).status());
        DebugSession under = DebugSession.open(write(dir, "four.comp", FOUR_ACTIONS),
                LaunchOptions.DEFAULTS.withMaxActions(3));
        under.run();
        assertEquals(1, bounds(under).size(), "one action short: " + under.diagnostics());
        assertEquals(6, bounds(under).get(0).source().line(), "its third action, the second load: "
                + bounds(under).get(0).source());
    }

    @Test
    void theDefaultBoundIsAHundredThousandActionsAndABoundBelowOneIsRefused() {
        assertEquals(100_000, LaunchOptions.DEFAULTS.maxActions());
        assertThrows(dev.syncscope.core.model.InputError.class, () -> LaunchOptions.DEFAULTS.withMaxActions(0));
    }
}
