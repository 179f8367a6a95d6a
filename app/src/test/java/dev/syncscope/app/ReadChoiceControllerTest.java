package dev.syncscope.app;

import dev.syncscope.app.workspace.Workspace;
import dev.syncscope.app.workspace.WorkspaceFiles;
import dev.syncscope.core.api.LaunchOptions;
import dev.syncscope.core.exec.Decision;
import dev.syncscope.core.load.ProgramLoader;
import dev.syncscope.core.model.Program;
import dev.syncscope.views.choice.ReadChoiceViewModel;
import dev.syncscope.views.i18n.Messages;
import dev.syncscope.views.session.SessionViewModel;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The read chooser wired to the simulation as the window wires it, on WALKTHROUGH.md example 2: the frames carry the
 * focused invocation's read choices (after the focus moves and after a run ends too), picking P1's racy value 1 steps
 * it reading 1 (VK MM: Data Race allows it), and step back, seek and a workspace file reproduce the pick. The FX
 * thread is replaced by a queue this test drains.
 */
class ReadChoiceControllerTest {

    /** Example 2 (the audit's relaxed.test): the flag load asks for 1, so steps 1-3 are P0, P0, P1. */
    static final String RELAXED = "NEWWG\nNEWSG\nNEWTHREAD\nst.av.scopedev.sc0 x = 1\nst.atom.scopewg.sc0 y = 1\n"
            + "NEWSG\nNEWTHREAD\nld.atom.scopewg.sc0 y = 1\nld.vis.scopedev.sc0 x\n";

    private final Program program = ProgramLoader.load("relaxed.test", RELAXED);
    private final Side first = new Side();
    private final Side second = new Side();

    /** A session model, its controller, the read chooser on them, and the queue standing in for the FX thread. */
    private static final class Side {
        final LinkedBlockingQueue<Runnable> fx = new LinkedBlockingQueue<>();
        final SessionViewModel model = new SessionViewModel(Messages.forLocale(Locale.ENGLISH));
        final SimulationController controller = new SimulationController(model, fx::add);
        final ReadChoiceViewModel choices = new ReadChoiceViewModel(model.text());

        Side() {
            choices.focusedInvocationProperty().bind(model.focusedInvocationProperty());
            choices.enabledProperty().bind(model.canStepProperty());
            choices.frameProperty().bind(model.frameProperty());
            choices.setOnChoose(controller::step);
            controller.setOnFocusMoved(choices::showNextRead, reads -> { });
        }

        void drain() throws InterruptedException {
            Runnable r = fx.poll(2000, TimeUnit.MILLISECONDS);
            while (r != null) {
                r.run();
                r = fx.poll(100, TimeUnit.MILLISECONDS);
            }
        }

        /** The value the last step read. */
        long lastValue() {
            return model.frameProperty().get().lastStep().event().value();
        }

        List<String> offered() {
            return choices.options().stream().map(ReadChoiceViewModel.Option::text).toList();
        }
    }

    @AfterEach
    void close() {
        first.controller.close();
        second.controller.close();
    }

    private void atTheReadOfX(Side side) throws Exception {
        side.model.showLoaded("relaxed.test", RELAXED, program);
        side.controller.load(program).get(10, TimeUnit.SECONDS);
        side.controller.stepTimes(3).get(10, TimeUnit.SECONDS);
        side.drain();
    }

    @Test
    void focusingTheReaderOffersBothValuesAndPickingOneReadsOneWhichStepBackSeekAndAWorkspaceKeep(@TempDir Path dir)
            throws Exception {
        atTheReadOfX(first);
        assertFalse(first.choices.shownProperty().get(), "P0 is focused and has finished");
        first.model.focusedInvocationProperty().set(1);
        first.drain();
        assertTrue(first.choices.shownProperty().get(), "focusing P1 brings its read's values");
        assertEquals(List.of("0: the initial value · default", "1: written by P0 (line 4) · only because the read races"),
                first.offered());

        first.choices.choose(first.choices.options().get(1));
        first.drain();
        assertEquals(1, first.lastValue(), "P1 read the racy 1");
        assertFalse(first.choices.shownProperty().get(), "P1 has finished");
        Workspace.History history = first.controller.history().get(10, TimeUnit.SECONDS);
        Decision pick = history.decisions().get(3);
        assertEquals(1, pick.agent());
        assertNotEquals(Decision.DEFAULT, pick.readFrom(), "the pick is in the decision list");

        first.controller.stepBack();
        first.drain();
        assertTrue(first.choices.shownProperty().get(), "back before the read: the values are on offer again");
        first.controller.seek(4).get(10, TimeUnit.SECONDS);
        first.drain();
        assertEquals(1, first.lastValue(), "redo reads the picked write, not the default 0");

        Path file = dir.resolve("relaxed" + WorkspaceFiles.SUFFIX);
        WorkspaceFiles files = new WorkspaceFiles(Messages.forLocale(Locale.ENGLISH)::get);
        files.write(new Workspace(Workspace.CURRENT_FORMAT, "relaxed.test", null, RELAXED, null,
                new Workspace.Launch(List.of(), 0, null, LaunchOptions.DEFAULTS.scheduler(), 0), List.of(), history),
                file);
        Workspace read = files.read(file);
        Program again = ProgramLoader.load(read.kernelFile(), read.kernelText());
        second.model.showLoaded(read.kernelFile(), read.kernelText(), again);
        second.controller.restore(again, read.launch().applyTo(LaunchOptions.DEFAULTS), read.history())
                .get(10, TimeUnit.SECONDS);
        second.drain();
        assertEquals(1, second.lastValue(), "the restored workspace read 1 too");
        assertEquals(first.model.snapshotProperty().get(), second.model.snapshotProperty().get());
    }

    @Test
    void aRunThatStopsAtTheReadOffersItsValuesOnceItHasEnded() throws Exception {
        first.model.showLoaded("relaxed.test", RELAXED, program);
        first.controller.load(program).get(10, TimeUnit.SECONDS);
        first.model.focusedInvocationProperty().set(1);
        first.drain();
        first.controller.setSpeed(Double.POSITIVE_INFINITY);
        first.controller.runToBreakpoint(Set.of(9));
        first.drain();
        assertEquals(3, first.model.snapshotProperty().get().position(), "stopped before P1's read of x");
        assertTrue(first.choices.shownProperty().get(), "the run's frames offered nothing; the one after it does");
        assertEquals(2, first.choices.options().size());
    }
}
