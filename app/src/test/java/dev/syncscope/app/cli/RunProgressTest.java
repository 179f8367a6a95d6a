package dev.syncscope.app.cli;

import dev.syncscope.core.api.DebugSession;
import dev.syncscope.core.exec.RunResult;
import org.junit.jupiter.api.Test;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** {@code run}'s progress lines: none for a short run, then one after two seconds and one every ten; the same run. */
class RunProgressTest {

    private static final Path LOOKBACK = Path.of("../sample-kernels/kernels/lookback-scan.comp");

    @Test
    void aRunInChunksIsTheSameRunAndSaysHowFarItGotOnceItTakesSeconds() throws Exception {
        // 4,865 steps: five chunks, the clock looked at after each of the first four
        Path scan = Path.of("../docs/examples/scan-128.comp");
        DebugSession whole = DebugSession.open(scan);
        RunResult expected = whole.run();
        StringWriter err = new StringWriter();
        long[] now = {0};
        DebugSession chunked = DebugSession.open(scan);
        // each look at the clock is a second later: the first line at two seconds, the next ten later
        RunResult r = new RunProgress("scan-128.comp", new PrintWriter(err),
                () -> TimeUnit.SECONDS.toNanos(now[0]++)).run(chunked, 10_000_000);
        assertEquals(expected, r);
        assertEquals(RunResult.Reason.FINISHED, r.reason());
        assertEquals(whole.outcome(), chunked.outcome());
        assertEquals(whole.diagnostics(), chunked.diagnostics());
        assertEquals("syncscope: running scan-128.comp: 2,048 steps so far, 0 diagnostics\n",
                err.toString().replace(System.lineSeparator(), "\n"));
    }

    @Test
    void theStepLimitStopsTheChunkedRunWhereTheWholeRunStops() throws Exception {
        Path scan = Path.of("../docs/examples/scan-128.comp");
        DebugSession whole = DebugSession.open(scan);
        RunResult expected = whole.runUntil(dev.syncscope.core.exec.StopCondition.NEVER, 1_500);
        DebugSession chunked = DebugSession.open(scan);
        RunResult r = new RunProgress("k", new PrintWriter(new StringWriter()), () -> 0).run(chunked, 1_500);
        assertEquals(expected, r);
        assertEquals(RunResult.Reason.STEP_LIMIT, r.reason());
        assertEquals(whole.position(), chunked.position());
    }

    @Test
    void aShortRunSaysNothing() throws Exception {
        StringWriter err = new StringWriter();
        new RunProgress("k", new PrintWriter(err), () -> 0).run(DebugSession.open(LOOKBACK), 10_000_000);
        assertEquals("", err.toString());
    }
}
