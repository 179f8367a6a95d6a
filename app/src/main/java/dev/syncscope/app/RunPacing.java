package dev.syncscope.app;

import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.locks.LockSupport;

/** The pace of a run at a set speed: the wait between two of its steps. Stateless; simulation thread. */
final class RunPacing {

    /** The longest a slow run sleeps before it looks at Pause again. */
    static final long PAUSE_SLICE_NANOS = TimeUnit.MILLISECONDS.toNanos(20);

    private RunPacing() {
    }

    /**
     * Waits one step interval at {@code speed} steps per second, in short slices, so that Pause ({@code pause} set)
     * takes effect within {@link #PAUSE_SLICE_NANOS} even at the slowest speed.
     */
    static void pauseBetweenSteps(double speed, AtomicBoolean pause) {
        long end = System.nanoTime() + (long) (1e9 / Math.max(speed, 0.1));
        for (long left = end - System.nanoTime(); left > 0 && !pause.get(); left = end - System.nanoTime()) {
            LockSupport.parkNanos(Math.min(left, PAUSE_SLICE_NANOS));
        }
    }
}
