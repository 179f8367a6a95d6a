package dev.syncscope.core.exec;

import dev.syncscope.core.model.InputError;
import dev.syncscope.core.model.Program;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** A trace that fills the heap stops the run with a message; the engine stays usable. */
class HeapGuardTest {

    /** A heap whose long-lived bytes grow with each look and shrink to {@code live} on a collection. */
    private static final class FakeHeap implements HeapGuard.Probe {
        long used;
        long live;
        int collections;
        int looks;

        @Override
        public long used() {
            looks++;
            return used;
        }

        @Override
        public long max() {
            return 1000;
        }

        @Override
        public void collect() {
            collections++;
            used = live;
        }
    }

    private static final Program REDUCTION = EngineBench.reduction(2, 256, 32, 20);

    @Test
    void aRunStopsWhenTheTraceFillsTheHeapAndSaysSo() {
        FakeHeap heap = new FakeHeap();
        Engine e = new Engine(REDUCTION, EngineOptions.DEFAULTS, new HeapGuard(heap));
        RunResult first = e.run(Scheduler.roundRobin(), StopCondition.NEVER, 3 * HeapGuard.CHECK_EVERY);
        assertEquals(RunResult.Reason.STEP_LIMIT, first.reason(), "an empty heap lets every step through");
        heap.used = 900;
        heap.live = 850;
        RunResult r = e.run(Scheduler.roundRobin(), StopCondition.NEVER, Long.MAX_VALUE);
        assertEquals(RunResult.Reason.MEMORY_LIMIT, r.reason());
        assertEquals(0, e.position() % HeapGuard.CHECK_EVERY, "looked at the heap at a check point");
        assertEquals(1, heap.collections, "a full collection confirmed the heap is full");
        assertTrue(r.describe().contains("filled the heap") && r.describe().contains("-Xmx"), r.describe());
        InputError refused = assertThrows(InputError.class, () -> e.step(Scheduler.roundRobin().next(e)));
        assertTrue(refused.getMessage().contains("not enough memory to record more steps: the " + String.format(
                java.util.Locale.ROOT, "%,d", e.traceSize()) + " steps recorded fill"), refused.getMessage());
        assertEquals(InputError.Kind.MEMORY_LIMIT, refused.kind(), "typed: callers need not read the message");
        assertEquals(at(e), e.traceSize(), "the refused step changed nothing");
        // stepping back still works, and a step before the end (discarding the later ones) goes through
        int at = e.position();
        assertEquals(RunResult.Reason.MEMORY_LIMIT, e.run(Scheduler.roundRobin(), StopCondition.NEVER, 5).reason(),
                "refused again, at once");
        assertTrue(e.stepBack());
        assertEquals(at - 1, e.position());
        heap.used = 100;
        e.seek(at - 10);
        e.step(Scheduler.roundRobin().next(e));
        assertEquals(at - 9, e.position());
        assertEquals(at - 9, e.traceSize());
    }

    private static int at(Engine e) {
        return e.position();
    }

    @Test
    void garbageAboveTheLimitCostsOneCollectionNotARefusal() {
        FakeHeap heap = new FakeHeap();
        heap.used = 950;
        heap.live = 300;
        Engine e = new Engine(REDUCTION, EngineOptions.DEFAULTS, new HeapGuard(heap));
        RunResult r = e.run(Scheduler.roundRobin(), StopCondition.NEVER, 5 * HeapGuard.CHECK_EVERY);
        assertEquals(RunResult.Reason.STEP_LIMIT, r.reason());
        assertEquals(1, heap.collections, "after a collection found room, no new one until the heap grows again");
        // check points 0, 4096, 8192, 12288, 16384: one look each, plus the look after the collection
        assertEquals(6, heap.looks, "a run looks at the heap once per check point, not again in the step it takes");
    }
}
