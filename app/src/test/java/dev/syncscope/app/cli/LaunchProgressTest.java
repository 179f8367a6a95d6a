package dev.syncscope.app.cli;

import org.junit.jupiter.api.Test;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

/** {@code run} reports a long launch on the error stream: first after 2 s, then every 10 s; it never stops it. */
class LaunchProgressTest {

    @Test
    void aLaunchIsReportedAfterTwoSecondsThenEveryTenAndNeverStopped() {
        StringWriter err = new StringWriter();
        long[] now = {0};
        LaunchProgress p = new LaunchProgress("heavy.comp", new PrintWriter(err), () -> now[0]);
        assertNull(p.progress(0, 65_536));
        now[0] = TimeUnit.MILLISECONDS.toNanos(1_999);
        assertNull(p.progress(10, 65_536));
        assertEquals("", err.toString(), "a short launch says nothing");
        now[0] = TimeUnit.SECONDS.toNanos(2);
        assertNull(p.progress(12_345, 65_536));
        assertEquals("syncscope: launching heavy.comp: 12,345 of 65,536 invocations have run to their first memory"
                + " action\n", err.toString().replace(System.lineSeparator(), "\n"));
        now[0] = TimeUnit.SECONDS.toNanos(11);
        assertNull(p.progress(20_000, 65_536));
        now[0] = TimeUnit.SECONDS.toNanos(12);
        assertNull(p.progress(21_000, 65_536));
        assertEquals(2, err.toString().lines().count(), err.toString());
    }

    @Test
    void theTimeBeforeTheLaunchStartsIsNotCounted() {
        // reading and compiling the kernel took 5 s; the launch itself then takes no time and says nothing
        StringWriter err = new StringWriter();
        long[] now = {0};
        LaunchProgress p = new LaunchProgress("k12.comp", new PrintWriter(err), () -> now[0]);
        now[0] = TimeUnit.SECONDS.toNanos(5);
        assertNull(p.progress(0, 3));
        now[0] = TimeUnit.MILLISECONDS.toNanos(5_100);
        assertNull(p.progress(2, 3));
        assertEquals("", err.toString(), "it said 0 of 3 invocations had run after a slow compile");
        now[0] = TimeUnit.SECONDS.toNanos(7);
        assertNull(p.progress(2, 3));
        assertEquals(1, err.toString().lines().count(), err.toString());
    }
}
