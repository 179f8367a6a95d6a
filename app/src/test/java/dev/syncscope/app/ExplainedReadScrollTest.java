package dev.syncscope.app;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The source scrolls to the read "Why this value?" explains while that pane is on screen, except to one asked for
 * before the user opened a problem (worded on the worker, it came after): the source stays at the problem's line (the
 * session-89 review). The window's wiring: {@code LateExplanationWindowTest}.
 */
class ExplainedReadScrollTest {

    @Test
    void anExplanationAskedBeforeAProblemWasOpenedOrShownWhileItsPaneIsHiddenDoesNotScroll() {
        assertFalse(MainWindow.scrollsToExplainedRead(true, true));
        assertFalse(MainWindow.scrollsToExplainedRead(false, false));
    }

    @Test
    void anExplanationOnScreenAskedAfterTheLastOpenedProblemScrolls() {
        assertTrue(MainWindow.scrollsToExplainedRead(true, false));
    }
}
