package dev.syncscope.views.outcome;

import dev.syncscope.views.i18n.Messages;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import java.util.Locale;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

@ExtendWith(ApplicationExtension.class)
class OutcomeViewFxTest {

    private OutcomeViewModel model;

    @Start
    void start(Stage stage) {
        model = new OutcomeViewModel(Messages.forLocale(Locale.ENGLISH));
        stage.setScene(new Scene(new OutcomeView(model, Messages.forLocale(Locale.ENGLISH)), 600, 300));
        stage.show();
    }

    @Test
    void cancelIsEnabledWhileRunningAndRequestsCancellationOnce(FxRobot robot) {
        Button cancel = robot.lookup("#cancelCheck").queryAs(Button.class);
        assertTrue(cancel.isDisabled());
        robot.interact(() -> {
            model.start();
            model.runningProperty().set(true);
        });
        assertFalse(cancel.isDisabled());
        robot.clickOn(cancel);
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(model.cancelRequestedProperty().get());
        assertTrue(cancel.isDisabled());
    }
    /**
     * Beside a summary of many lines (a check's cut waits), Cancel stands at its top, where the summary's first line
     * is: centred on it, it stood halfway down a text the pane scrolls, beside the third of its lines (the session-91
     * audit, ticket-lock.comp presenting).
     */
    @Test
    void cancelStandsAtTheTopOfALongSummary(FxRobot robot) throws Exception {
        javafx.scene.control.Label summary = robot.lookup("#outcomeSummary").queryAs(javafx.scene.control.Label.class);
        Button cancel = robot.lookup("#cancelCheck").queryAs(Button.class);
        robot.interact(() -> {
            summary.textProperty().unbind();
            summary.setText("Not every execution: waits that never end were cut ".repeat(12));
        });
        WaitForAsyncUtils.waitForFxEvents();
        double[] tops = WaitForAsyncUtils.asyncFx(() -> new double[] {
                summary.localToScene(summary.getLayoutBounds()).getMinY(),
                cancel.localToScene(cancel.getLayoutBounds()).getMinY(), summary.getHeight(), cancel.getHeight()})
                .get(5, java.util.concurrent.TimeUnit.SECONDS);
        assertTrue(tops[2] > 3 * tops[3], "the summary is several lines: " + tops[2] + " px");
        assertEquals(tops[0], tops[1], 6, "Cancel at the summary's top: " + tops[1] + " vs " + tops[0]);
    }

    /**
     * A long outcome wraps in its column instead of being cut with an ellipsis ("T1:seen=1, data=42, fl…" on a
     * projector hid the register that tells two outcomes apart: the teacher audit).
     */
    @Test
    void aLongOutcomeWrapsInItsColumn(FxRobot robot) throws Exception {
        dev.syncscope.core.model.Program p = dev.syncscope.core.kernel.KernelLoader.load("mp-relaxed.comp",
                java.nio.file.Files.readString(java.nio.file.Path.of("../sample-kernels/kernels/mp-relaxed.comp")))
                .program();
        dev.syncscope.core.check.CheckResult r = new dev.syncscope.core.check.AxiomaticChecker().check(p);
        robot.interact(() -> model.show(r));
        WaitForAsyncUtils.waitForFxEvents();
        java.util.List<javafx.scene.text.Text> shown = robot.lookup("#outcomeText")
                .queryAllAs(javafx.scene.text.Text.class).stream().filter(t -> !t.getText().isEmpty()).toList();
        assertFalse(shown.isEmpty());
        for (javafx.scene.text.Text t : shown) {
            // the whole text within its cell: its wrapped height fits the row the table gave it
            double[] h = WaitForAsyncUtils.asyncFx(() -> new double[] {t.getLayoutBounds().getHeight(),
                    ((javafx.scene.control.TableCell<?, ?>) t.getParent()).getHeight()})
                    .get(5, java.util.concurrent.TimeUnit.SECONDS);
            assertTrue(h[0] <= h[1], t.getText() + ": " + h[0] + " px of text in a " + h[1] + " px cell");
            // its lines, broken between entries, within the column less the cell's margin
            double line = WaitForAsyncUtils.asyncFx(() -> ((javafx.scene.control.TableCell<?, ?>) t.getParent())
                    .getTableColumn().getWidth() - OutcomeColumns.WRAP_PX).get(5, java.util.concurrent.TimeUnit.SECONDS);
            assertTrue(t.getLayoutBounds().getWidth() <= line + 1, t.getText());
        }
    }

    /** mp.test's herd form with a filter the stepper is not steered towards (a disjunction). */
    static final String MP_OR_FILTER = """
            Vulkan mp-or
            {
            P1:r0=0;
            P1:r1=0;
            x=0;
            y=0;
            }
             P0@sg 0, wg 0, qf 0                 | P1@sg 1,wg 0, qf 0                  ;
             st.av.dv.sc0 x, 1                   | ld.atom.acq.wg.sc0.semsc0 r0, y     ;
             st.atom.rel.wg.sc0.semsc0 y, 1      | ld.vis.dv.sc0 r1, x                 ;
            filter
            (P1:r0 == 1 \\/ y == 2)
            """;

    /**
     * A stepped run that ended with an outcome failing the test's filter is outside the executions the test asks
     * about: the pane says so above the check's summary, in English and in Japanese, and says nothing otherwise.
     */
    @Test
    void aRunOutsideTheFilterIsNotedAboveTheChecksSummary(FxRobot robot) {
        dev.syncscope.core.model.OutcomeFilter filter = dev.syncscope.core.load.ProgramLoader
                .load("mp-or-filter.litmus", MP_OR_FILTER).filter().orElseThrow();
        javafx.scene.control.Label notice = robot.lookup("#runFilterNotice").queryAs(javafx.scene.control.Label.class);
        assertFalse(notice.isVisible());
        robot.interact(() -> model.showRun(filter));
        assertTrue(notice.isVisible());
        assertEquals("The stepped execution ended with an outcome that fails the test's filter P1:r0 == 1 \\/ y == 2"
                + " (line 11): it is outside the executions the test asks about.", notice.getText());
        assertEquals("No check run yet.", robot.lookup("#outcomeSummary").queryAs(javafx.scene.control.Label.class)
                .getText(), "the check's summary stays");
        robot.interact(() -> model.showRun(null));
        assertFalse(notice.isVisible());
        assertFalse(notice.isManaged(), "takes no room");
        OutcomeViewModel ja = new OutcomeViewModel(Messages.forLocale(Locale.JAPANESE));
        ja.showRun(filter);
        assertEquals("ステップ実行の結果は、テストのフィルタ P1:r0 == 1 \\/ y == 2 (11 行目) を満たさずに終わりました。"
                + "テストが問う実行の外です。", ja.runNoticeProperty().get());
    }

    /**
     * A check with no allowed outcome (an endless spin in every execution) leaves its verdict of several lines the room
     * of the empty table, up to {@link OutcomeView#SUMMARY_SHARE_NO_ROWS} of the pane: it scrolled in 80 px under
     * {@link OutcomeView#SUMMARY_SHARE} (the session-84 audit).
     */
    @Test
    void aVerdictAboveNoOutcomeTakesTheEmptyTablesRoom(FxRobot robot) throws Exception {
        dev.syncscope.core.model.Program p = dev.syncscope.core.kernel.KernelLoader.load("spin-before-barrier.comp",
                java.nio.file.Files.readString(java.nio.file.Path.of(
                        "../docs/examples/diagnostics/spin-before-barrier.comp"))).program();
        dev.syncscope.core.check.CheckResult r = new dev.syncscope.core.check.AxiomaticChecker().check(p);
        robot.interact(() -> model.show(r));
        WaitForAsyncUtils.waitForFxEvents();
        javafx.scene.Node scroll = robot.lookup("#outcomeSummaryScroll").query();
        javafx.scene.Node view = scroll.getParent();
        double[] h = WaitForAsyncUtils.asyncFx(() -> new double[] {scroll.getLayoutBounds().getHeight(),
                view.getLayoutBounds().getHeight()}).get(5, java.util.concurrent.TimeUnit.SECONDS);
        assertTrue(r.allowedOutcomes().isEmpty());
        assertTrue(h[0] > OutcomeView.SUMMARY_SHARE * h[1] + 1, h[0] + " px of a " + h[1] + " px pane");
        assertTrue(h[0] <= OutcomeView.SUMMARY_SHARE_NO_ROWS * h[1] + 1, h[0] + " px of a " + h[1] + " px pane");
    }
}
