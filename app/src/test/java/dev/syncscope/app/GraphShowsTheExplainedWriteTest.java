package dev.syncscope.app;

import dev.syncscope.core.api.WriteView;
import dev.syncscope.views.graph.DomainGraphModel;
import javafx.geometry.Rectangle2D;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.api.FxToolkit;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.util.WaitForAsyncUtils;

import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * sample-kernels/kernels/hlsl-flag-wait.hlsl opened at step 7 with "Why this value?" and the memory-domain graph: T0's
 * InterlockedExchange read 0 from T2's write-back (line 33), the newest write in the flag's modification order, and
 * the explanation says "the memory-domain graph shows it is not [visible to T0]". The graph showed T0's own write of
 * the flag (the exchange's), T0's leaf the writer; it now shows T2's write, with T0's leaf the read explained.
 */
@ExtendWith(ApplicationExtension.class)
class GraphShowsTheExplainedWriteTest {

    private SyncScopeApp app;

    @AfterEach
    void stop() throws Exception {
        if (app != null) {
            TestWindows.close(app);
        }
    }

    @Test
    void theGraphShowsTheWriteTheExplanationTalksAbout(FxRobot robot) throws Exception {
        StartOptions options = new StartOptions(Path.of("../sample-kernels/kernels/hlsl-flag-wait.hlsl"), null,
                Locale.ENGLISH, 7, List.of("explainTab", "domainsTab"), Recovery.Choice.OFF, false, false);
        FxToolkit.setupStage(stage -> app = TestWindows.open(stage, options, new Rectangle2D(0, 0, 1280, 800)));
        app.firstLoad().get(60, TimeUnit.SECONDS);
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> TestWindows.status(robot).contains("Step 7 of 7"));
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> TestWindows.onFx(() ->
                app.details().explanation.explanationProperty().get() != null));
        WaitForAsyncUtils.waitForFxEvents();
        WaitForAsyncUtils.waitForFxEvents();
        String text = TestWindows.onFx(() -> String.join("\n", app.details().explanation.paragraphs().stream()
                .map(p -> p.text()).toList()));
        assertTrue(text.contains("written by T2 (line 33)") && text.contains("the memory-domain graph shows it is not"),
                text);
        WriteView shown = TestWindows.onFx(() -> app.details().domains.writeProperty().get());
        assertEquals(2, shown.writer(), "the graph shows T2's write, the one T0 read: " + shown);
        assertEquals(33, shown.source().line(), "T2's poll: " + shown);
        String writer = TestWindows.domainNodeClass(robot, DomainGraphModel.leafId(2, "flag"));
        String reader = TestWindows.domainNodeClass(robot, DomainGraphModel.leafId(0, "flag"));
        assertTrue(writer.contains("writer"), "T2's leaf is the writer: " + writer);
        assertTrue(reader.contains("reader"), "T0's leaf is the read explained: " + reader);
    }
}
