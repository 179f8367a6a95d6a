package dev.syncscope.core.exec;

import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;

/**
 * Keeps a trace from filling the heap: every recorded step stays in memory (for stepping back), so
 * a long run would end in an {@code OutOfMemoryError} that leaves the engine half-stepped. Every
 * {@link #CHECK_EVERY} steps the engine asks {@link #exhausted}; past {@link #LIMIT} of the heap in
 * long-lived objects (after a full collection confirms it) it refuses further steps with a message
 * instead. Owned by the engine's thread.
 */
public final class HeapGuard {

    /** Steps between two looks at the heap. */
    static final int CHECK_EVERY = 4096;
    /** Share of the maximum heap the long-lived objects may fill before steps are refused. */
    static final double LIMIT = 0.8;

    /** Where the guard reads the heap; {@link #jvm()} in the application, fixed figures in tests. */
    public interface Probe {
        /** Bytes in long-lived objects now (may include garbage not yet collected). */
        long used();

        /** The most the heap may grow to. */
        long max();

        /** Collects garbage (a full collection), so that {@link #used()} counts live objects. */
        void collect();
    }

    private final Probe probe;
    /** Whether the last look found the heap full. */
    private boolean full;
    /** The trace size when the heap was found full (a step before it discards steps and may fit again). */
    private int fullAt;
    /** The position of the latest question (-1: none). */
    private int lastAsked = -1;
    /** Below this, no collection is asked for (set after each full collection that found room). */
    private long collectAbove;

    public HeapGuard(Probe probe) {
        this.probe = probe;
        this.collectAbove = (long) (probe.max() * LIMIT);
    }

    /** The guard of this JVM's heap: the tenured pool when the collector has one, else the whole heap. */
    public static HeapGuard jvm() {
        return new HeapGuard(jvmProbe());
    }

    /** This JVM's heap as a {@link Probe}: the tenured pool when the collector has one, else the whole heap. */
    public static Probe jvmProbe() {
        MemoryPoolMXBean tenured = null;
        for (MemoryPoolMXBean pool : ManagementFactory.getMemoryPoolMXBeans()) {
            // the young pools (eden, survivor) support no usage threshold; the tenured one does
            if (pool.getType() == MemoryType.HEAP && pool.isUsageThresholdSupported()) {
                tenured = pool;
            }
        }
        MemoryPoolMXBean old = tenured;
        Runtime rt = Runtime.getRuntime();
        return new Probe() {
            @Override
            public long used() {
                return old != null ? old.getUsage().getUsed() : rt.totalMemory() - rt.freeMemory();
            }

            @Override
            public long max() {
                return rt.maxMemory();
            }

            @Override
            public void collect() {
                System.gc();
            }
        };
    }

    /**
     * Whether the heap is too full for another step at trace index {@code position} of a trace of
     * {@code traceSize} steps. Looks at the heap every {@link #CHECK_EVERY} positions; once full, refuses
     * every step except one before the trace's end (that step discards the later ones, freeing them).
     */
    boolean exhausted(int position, int traceSize) {
        if (!full && position % CHECK_EVERY != 0) {
            // no look at the heap here (the common case, first)
            lastAsked = position;
            return false;
        }
        // Engine.run asks before the step it then takes, which asks again: look at the heap once per position
        if (position == lastAsked && !full) {
            return false;
        }
        lastAsked = position;
        if (full) {
            if (position < fullAt) {
                full = false;
                return false;
            }
            return true;
        }
        if (probe.used() <= collectAbove) {
            return false;
        }
        probe.collect();
        long live = probe.used();
        if (live > probe.max() * LIMIT) {
            full = true;
            fullAt = traceSize;
            return true;
        }
        // room after all: collect again only once the long-lived objects have grown by a tenth of the heap
        collectAbove = Math.max((long) (probe.max() * LIMIT), live + probe.max() / 10);
        return false;
    }

    /** The message for a refused step. */
    String message(int traceSize) {
        return String.format(java.util.Locale.ROOT, "not enough memory to record more steps: the %,d steps "
                + "recorded fill %,d of %,d MB of heap; step back or seek (a new step there discards the later "
                + "ones), lower the step limit, or start Java with a larger heap (-Xmx)", traceSize,
                probe.used() >> 20, probe.max() >> 20);
    }
}
