package dev.syncscope.app;

import dev.syncscope.app.workspace.Workspace;
import dev.syncscope.app.workspace.WorkspaceFiles;
import dev.syncscope.core.api.LaunchOptions;
import dev.syncscope.core.api.Snapshot;
import dev.syncscope.core.exec.Decision;
import dev.syncscope.core.load.ProgramLoader;
import dev.syncscope.core.model.Program;
import dev.syncscope.views.i18n.Messages;
import dev.syncscope.views.problems.Problem;
import dev.syncscope.views.session.SessionViewModel;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The position in the history survives a workspace file: the decisions recorded by one simulation
 * controller, written and read back, replay in another to the same step with the same future.
 * The FX thread is replaced by a queue this test drains.
 */
class WorkspaceHistoryTest {

    private static final LaunchOptions RANDOM = LaunchOptions.DEFAULTS.withScheduler(LaunchOptions.SchedulerKind.RANDOM, 7);

    private final Program program = ProgramLoader.load("relaxed.test", StaleReadTest.RELAXED_FLAG);
    private final Side first = new Side();
    private final Side second = new Side();

    /** A session model, its controller and the queue standing in for the FX thread. */
    private static final class Side {
        final LinkedBlockingQueue<Runnable> fx = new LinkedBlockingQueue<>();
        final SessionViewModel model = new SessionViewModel(Messages.forLocale(Locale.ENGLISH));
        final SimulationController controller = new SimulationController(model, fx::add);

        void drain() throws InterruptedException {
            Runnable r = fx.poll(2000, TimeUnit.MILLISECONDS);
            while (r != null) {
                r.run();
                r = fx.poll(100, TimeUnit.MILLISECONDS);
            }
        }

        Snapshot snapshot() {
            return model.snapshotProperty().get();
        }
    }

    @AfterEach
    void close() {
        first.controller.close();
        second.controller.close();
    }

    @Test
    void savedHistoryReplaysToTheSameStepWithTheSameFuture(@TempDir Path dir) throws Exception {
        first.model.showLoaded("relaxed.test", StaleReadTest.RELAXED_FLAG, program);
        first.controller.load(program, RANDOM).get(10, TimeUnit.SECONDS);
        first.controller.step(Decision.of(1));
        first.controller.step();
        first.controller.step(Decision.of(0));
        first.controller.step();
        first.controller.stepBack();
        first.controller.stepBack();
        Workspace.History history = first.controller.history().get(10, TimeUnit.SECONDS);
        first.drain();
        assertEquals(2, history.position());
        assertEquals(4, history.steps().size(), "the undone steps stay in the history");
        assertEquals(Decision.of(1), history.decisions().get(0));

        Path file = dir.resolve("relaxed" + WorkspaceFiles.SUFFIX);
        WorkspaceFiles files = new WorkspaceFiles(Messages.forLocale(Locale.ENGLISH)::get);
        files.write(new Workspace(Workspace.CURRENT_FORMAT, "relaxed.test", null, StaleReadTest.RELAXED_FLAG, null,
                new Workspace.Launch(List.of(), 0, null, RANDOM.scheduler(), RANDOM.seed()), List.of(), history), file);
        Workspace read = files.read(file);

        Program again = ProgramLoader.load(read.kernelFile(), read.kernelText());
        second.model.showLoaded(read.kernelFile(), read.kernelText(), again);
        int at = second.controller.restore(again, read.launch().applyTo(LaunchOptions.DEFAULTS), read.history())
                .get(10, TimeUnit.SECONDS);
        second.drain();
        assertEquals(2, at, "the step it says it is at, which the window's status line names");
        assertEquals(first.snapshot(), second.snapshot(), "same step, same state");
        assertEquals(4, second.snapshot().traceSize());

        first.controller.seek(4).get(10, TimeUnit.SECONDS);
        second.controller.seek(4).get(10, TimeUnit.SECONDS);
        first.drain();
        second.drain();
        assertEquals(first.snapshot(), second.snapshot(), "the redo part of the history came back too");
        assertEquals(history.steps(), second.controller.history().get(10, TimeUnit.SECONDS).steps());
    }

    @Test
    void aHistoryThatDoesNotReplayStartsFromTheBeginningAndSaysWhy() throws Exception {
        second.model.showLoaded("relaxed.test", StaleReadTest.RELAXED_FLAG, program);
        Workspace.History impossible = Workspace.History.of(List.of(Decision.of(1), Decision.of(5)), 2);
        int at = second.controller.restore(program, LaunchOptions.DEFAULTS, impossible).get(10, TimeUnit.SECONDS);
        second.drain();
        assertEquals(0, second.snapshot().position());
        // the status line said "opened at step 2", the saved step, over a counter at 0 (the session-85 audit)
        assertEquals(0, at);
        Problem last = second.model.problems().get(second.model.problems().size() - 1);
        assertTrue(last.message().contains("does not replay"), last.message());
    }
}
