package dev.syncscope.app;

import dev.syncscope.views.session.SessionFrame;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The source scrolls to the read "Why this value?" explains, except when a long explanation, worded on the worker,
 * comes after the user opened a problem of the frame on screen: the source stays at the problem's line (the
 * session-89 review: a late explanation scrolled it away).
 */
class ExplainedReadScrollTest {

    private static SessionFrame frame() {
        return new SessionFrame(null, List.of(), null, -1, List.of(), java.util.Map.of(), null, null, null, null);
    }

    @Test
    void aLateExplanationLeavesTheSourceAtAProblemOpenedOnTheSameFrame() {
        SessionFrame shown = frame();
        assertFalse(MainWindow.scrollsToExplainedRead(true, shown, shown));
    }

    @Test
    void anExplanationShownWithItsFrameOrAfterANewFrameScrolls() {
        SessionFrame opened = frame();
        SessionFrame next = frame();
        assertTrue(MainWindow.scrollsToExplainedRead(false, opened, opened), "shown at once with the frame");
        assertTrue(MainWindow.scrollsToExplainedRead(true, opened, next), "the problem was opened on an older frame");
        assertTrue(MainWindow.scrollsToExplainedRead(true, null, next), "no problem opened");
    }
}
