package dev.syncscope.app;

import dev.syncscope.app.workspace.Workspace;
import dev.syncscope.core.api.LaunchOptions;
import dev.syncscope.core.exec.Decision;
import dev.syncscope.core.load.ProgramLoader;
import dev.syncscope.core.model.Program;
import dev.syncscope.views.i18n.Messages;
import dev.syncscope.views.problems.Problem;
import dev.syncscope.views.session.SessionViewModel;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Locale;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The problems the window itself words (not the engine's), in a Japanese window: a dispatch over the launch
 * settings' limit and a saved history that does not replay were English sentences built in the code. The FX thread
 * is replaced by a queue this test drains.
 */
class JapaneseProblemsTest {

    private final LinkedBlockingQueue<Runnable> fx = new LinkedBlockingQueue<>();
    private final SessionViewModel model = new SessionViewModel(Messages.forLocale(Locale.JAPANESE));
    private final SimulationController simulation = new SimulationController(model, fx::add);
    private final ExecutorService background = Executors.newSingleThreadExecutor();
    private final LaunchActions actions = new LaunchActions(model, simulation,
            new BackgroundLoads(model, background, fx::add));
    private final Program program = ProgramLoader.load("relaxed.test", StaleReadTest.RELAXED_FLAG);

    @AfterEach
    void close() {
        simulation.close();
        background.shutdownNow();
    }

    private void drain() throws InterruptedException {
        Runnable r = fx.poll(2000, TimeUnit.MILLISECONDS);
        while (r != null) {
            r.run();
            r = fx.poll(100, TimeUnit.MILLISECONDS);
        }
    }

    private String lastProblem() {
        List<Problem> problems = model.problems();
        return problems.get(problems.size() - 1).message();
    }

    @Test
    void aDispatchOverTheLimitIsAJapaneseProblem() throws Exception {
        model.showLoaded("relaxed.test", StaleReadTest.RELAXED_FLAG, program);
        actions.opened(program, null);
        simulation.stepTimes(2).get(10, TimeUnit.SECONDS);
        drain();
        LaunchDialog.Settings s = actions.current();
        actions.apply(new LaunchDialog.Settings(s.dispatch(), s.subgroupSize(), s.chains(), s.scheduler(), s.seed(),
                new LaunchLimits(100, 1, 0, LaunchOptions.DEFAULT_MAX_ACTIONS)));
        simulation.history().get(10, TimeUnit.SECONDS);
        drain();
        assertEquals("relaxed.test: 2 個の呼び出しのディスパッチが上限 1 を超えています。前の設定のままセッションを続けます",
                lastProblem());
        assertEquals(2, model.snapshotProperty().get().position(), "the session goes on unchanged");
    }

    @Test
    void aHistoryThatDoesNotReplaySaysWhyInJapanese() throws Exception {
        model.showLoaded("relaxed.test", StaleReadTest.RELAXED_FLAG, program);
        Workspace.History impossible = Workspace.History.of(List.of(Decision.of(1), Decision.of(5)), 2);
        simulation.restore(program, LaunchOptions.DEFAULTS, impossible).get(10, TimeUnit.SECONDS);
        drain();
        assertEquals(0, model.snapshotProperty().get().position());
        String message = lastProblem();
        assertTrue(message.contains("保存された履歴をこのカーネルで再現できません (")
                && message.endsWith(")。実行は最初から始まります"), message);
    }
}
