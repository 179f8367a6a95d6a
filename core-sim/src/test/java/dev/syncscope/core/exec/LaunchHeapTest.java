package dev.syncscope.core.exec;

import dev.syncscope.core.model.LoadMonitor;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A launch that will not fit the heap is stopped while it is built, as soon as the invocations built so far show it
 * (the audit: ten million invocations ran 85 s into an OutOfMemoryError); one that fits is left alone.
 */
class LaunchHeapTest {

    private static final long MB = 1 << 20;

    /** A heap of 1,000 MB whose long-lived bytes are {@code perInvocation} per invocation built, plus garbage. */
    private static final class FakeHeap implements HeapGuard.Probe {
        final long perInvocation;
        long built;
        long garbage;
        int looks;
        int collections;

        FakeHeap(long perInvocation) {
            this.perInvocation = perInvocation;
        }

        @Override
        public long used() {
            looks++;
            return built * perInvocation + garbage;
        }

        @Override
        public long max() {
            return 1000 * MB;
        }

        @Override
        public void collect() {
            collections++;
            garbage = 0;
        }
    }

    /** Builds {@code total} invocations under {@code monitor}; the index it was stopped at, or -1. */
    private static int build(FakeHeap heap, LoadMonitor monitor, int total) {
        for (int id = 0; id < total; id++) {
            heap.built = id;
            if (monitor.progress(id, total) != null) {
                return id;
            }
        }
        return -1;
    }

    @Test
    void aLaunchThatWillNotFitIsStoppedOnceHalfTheHeapShowsIt() {
        // 10 million invocations of 1 KB: 9.5 GB, in a heap of 1,000 MB
        FakeHeap heap = new FakeHeap(1024);
        LaunchHeap watch = new LaunchHeap(heap, LoadMonitor.NONE);
        int stoppedAt = build(heap, watch, 10_000_000);
        assertTrue(stoppedAt > 0 && stoppedAt <= 512_000 + LaunchHeap.LOOK_EVERY, "stopped at " + stoppedAt);
        assertTrue(watch.stopped());
        String why = watch.progress(stoppedAt, 10_000_000);
        assertTrue(why.startsWith("not enough memory to launch it: its 10,000,000 invocations would need about 9,76"),
                why);
        assertTrue(why.endsWith(" MB of the 1,000 MB heap (those built so far hold 500 MB)"), why);
        assertEquals(1, heap.collections);
    }

    @Test
    void aLaunchThatFitsIsNotStoppedAndCollectsRarely() {
        // 600,000 invocations of 1 KB: 586 MB of 1,000, under the 80 % the heap guard allows
        FakeHeap heap = new FakeHeap(1024);
        LaunchHeap watch = new LaunchHeap(heap, LoadMonitor.NONE);
        assertEquals(-1, build(heap, watch, 600_000));
        assertFalse(watch.stopped());
        assertTrue(heap.collections <= 1, heap.collections + " collections");
        // one read every LOOK_EVERY invocations, and one more after each collection
        assertTrue(heap.looks <= 600_000 / LaunchHeap.LOOK_EVERY + 1 + heap.collections, heap.looks + " looks");
    }

    @Test
    void garbageAboveHalfTheHeapIsCollectedAndTheLaunchGoesOn() {
        FakeHeap heap = new FakeHeap(1024);
        heap.garbage = 900 * MB;
        LaunchHeap watch = new LaunchHeap(heap, LoadMonitor.NONE);
        assertNull(watch.progress(1, 1000));
        assertEquals(1, heap.collections);
        assertFalse(watch.stopped());
    }

    @Test
    void theWrappedMonitorIsAskedFirstAndItsReasonIsNoMemoryStop() {
        FakeHeap heap = new FakeHeap(1024);
        LaunchHeap watch = new LaunchHeap(heap, (done, total) -> done == 3 ? "the time limit ran out" : null);
        assertEquals(3, build(heap, watch, 100));
        assertEquals("the time limit ran out", watch.progress(3, 100));
        assertFalse(watch.stopped());
    }
}
