package dev.syncscope.app;

import dev.syncscope.views.graph.ExecutionGraphPane;
import dev.syncscope.views.graph.GraphPane;
import javafx.geometry.Rectangle2D;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.testfx.api.FxToolkit;
import org.testfx.framework.junit5.ApplicationExtension;

import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The atomic counter's execution graph in the default 1280×800 window ({@code counter-atomic-add.comp --steps=12
 * --tabs=executionTab}): presenting, its four lanes hold none of its event labels in full at 16 px, and the teacher's
 * projector showed four unlabelled dots; they are drawn in their compact form at 16 px or more. In normal mode they
 * are drawn in full, as before.
 */
@ExtendWith(ApplicationExtension.class)
class PresentingTheAtomicCounterTest {

    private static final Rectangle2D SCREEN = new Rectangle2D(0, 0, 1280, 800);
    /** The events' text size in execution.gss, before presentation mode's scale. */
    private static final double EVENT_TEXT_PX = 12;

    private SyncScopeApp app;

    @AfterEach
    void stop() throws Exception {
        if (app != null) {
            TestWindows.close(app);
        }
    }

    @ParameterizedTest(name = "presenting: {0}")
    @CsvSource(textBlock = """
            true,  count 0→1;count 1→2;count 2→3;count 3→4
            false, RMW count 0 -> 1;RMW count 1 -> 2;RMW count 2 -> 3;RMW count 3 -> 4
            """)
    void theEventsAreLabelledInTheDefaultWindow(boolean presenting, String labels) throws Exception {
        StartOptions options = new StartOptions(Path.of("../sample-kernels/kernels/counter-atomic-add.comp"), null,
                Locale.ENGLISH, 12, List.of("executionTab"), Recovery.Choice.OFF, presenting, false);
        CompletableFuture<Object[]> seen = new CompletableFuture<>();
        FxToolkit.setupStage(stage -> {
            app = TestWindows.open(stage, options, SCREEN);
            app.shownAsAsked().thenRun(() -> {
                GraphPane graph = ((ExecutionGraphPane) stage.getScene().lookup("#executionGraph")).graphPane();
                List<String> drawn = graph.graph().nodes().filter(n -> n.getId().startsWith("s"))
                        .map(n -> (String) n.getAttribute("ui.label")).sorted().toList();
                seen.complete(new Object[] {graph.sideLabelsHidden(), drawn,
                        EVENT_TEXT_PX * graph.textScale() * graph.sideLabelFactor()});
            });
        });
        Object[] s = seen.get(60, TimeUnit.SECONDS);
        assertEquals(false, s[0], "the events' labels hidden");
        assertEquals(List.of(labels.split(";")), s[1]);
        assertTrue((double) s[2] >= (presenting ? 16 : 0.7 * EVENT_TEXT_PX), "the labels drawn at " + s[2] + " px");
    }
}
