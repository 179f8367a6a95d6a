package dev.syncscope.app.cli;

import org.junit.jupiter.api.Test;
import org.testfx.util.WaitForAsyncUtils;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A long exhaustive check says it is still under way on the error stream (check printed nothing for 20 to 60 s of a
 * litmus test of 8 writers), and stops saying it once the check has answered.
 */
class CheckProgressTest {

    @Test
    void aLongCheckSaysItIsStillCheckingWithItsTimeLimitUntilItAnswers() throws Exception {
        StringWriter text = new StringWriter();
        PrintWriter err = new PrintWriter(text);
        CheckProgress progress = new CheckProgress("writers.test", 60, err, 20, 20);
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> text.toString().lines().count() >= 2);
        progress.close();
        assertTrue(progress.stopped(), "no line comes after the check answered");
        String all = text.toString();
        all.lines().forEach(l -> assertTrue(l.matches("syncscope: still checking writers\\.test"
                + " after [0-9,]+ s \\(time limit 60 s; --time-limit N changes it\\)"), l));
    }

    @Test
    void aCheckThatAnswersBeforeTheFirstLineSaysNothing() {
        StringWriter text = new StringWriter();
        CheckProgress progress = CheckProgress.of("quick.test", 60, new PrintWriter(text));
        progress.close();
        assertTrue(progress.stopped());
        assertEquals("", text.toString());
        assertEquals(10, CheckProgress.FIRST_AFTER_SECONDS, "later than a launch's first line: many checks take seconds");
    }
}
