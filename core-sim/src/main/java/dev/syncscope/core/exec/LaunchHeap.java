package dev.syncscope.core.exec;

import dev.syncscope.core.model.LoadMonitor;

import java.util.Locale;

/**
 * Stops building a launch that will not fit the heap, before the heap fills: each invocation's state stays in memory,
 * so a dispatch of ten million invocations ran for 85 s and then ended in an {@code OutOfMemoryError} (the CLI audit,
 * {@code run huge.comp --max-invocations 20000000}). Once the long-lived objects pass half the heap it collects
 * garbage and measures them; it stops the load when they fill {@link HeapGuard#LIMIT} of the heap, or when the
 * invocations built so far, scaled to all of them, would. Looks again only after the heap grew by a tenth. Wraps
 * another monitor (progress lines, a deadline), asked first. Owned by the loading thread.
 */
public final class LaunchHeap implements LoadMonitor {

    /** Calls of {@link #progress} between two reads of the heap (one per invocation, or per 65,536 instructions). */
    static final int LOOK_EVERY = 256;

    private final HeapGuard.Probe probe;
    private final LoadMonitor next;
    /** Calls of {@link #progress} so far (the heap is read every {@link #LOOK_EVERY}). */
    private long calls;
    /** Long-lived bytes above which the next look collects and measures. */
    private long lookAbove;
    /** Why the load was stopped for memory; null while it was not. */
    private String stopped;

    /**
     * @param probe  the heap ({@link HeapGuard#jvmProbe()}, fixed figures in tests)
     * @param next   asked first; its reason to stop wins
     */
    public LaunchHeap(HeapGuard.Probe probe, LoadMonitor next) {
        this.probe = probe;
        this.next = next;
        this.lookAbove = probe.max() / 2;
    }

    @Override
    public String progress(int done, int total) {
        String why = next.progress(done, total);
        if (why != null || stopped != null) {
            return why != null ? why : stopped;
        }
        if (calls++ % LOOK_EVERY != 0 || probe.used() <= lookAbove) {
            return null;
        }
        probe.collect();
        long live = probe.used();
        long max = probe.max();
        long room = (long) (max * HeapGuard.LIMIT);
        // the state of the invocations built so far, scaled to all of them (the shared part counted as theirs: more)
        long need = done <= 0 ? live : (long) Math.min(Long.MAX_VALUE, (double) live * total / done);
        if (live > room || need > room) {
            stopped = String.format(Locale.ROOT, "not enough memory to launch it: its %,d invocations would need about"
                    + " %,d MB of the %,d MB heap (those built so far hold %,d MB)", total, Math.max(need, live) >> 20,
                    max >> 20, live >> 20);
            return stopped;
        }
        lookAbove = Math.max(lookAbove, live + max / 10);
        return null;
    }

    /** Whether this monitor stopped the load for memory ({@link #progress} gave its reason). */
    public boolean stopped() {
        return stopped != null;
    }
}
