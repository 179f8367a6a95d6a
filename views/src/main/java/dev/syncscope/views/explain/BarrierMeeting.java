package dev.syncscope.views.explain;

import dev.syncscope.core.exec.Event;
import dev.syncscope.core.exec.StepRecord;
import dev.syncscope.core.model.Action;

import java.util.List;

/**
 * A control barrier both invocations of a failed message pass arrived at between the write and the read: the writer
 * after its write, the reader before its read, at one dynamic instance. A control barrier orders memory only through
 * its memory semantics (VK MM: Synchronizes-With, fence–control-barrier–fence: release semantics before or on the
 * writer's barrier, acquire semantics on or after the reader's, naming the storage class), so when happens-before is
 * still missing the barrier lacks them, and the fix is to give it AcquireRelease semantics rather than to add a flag.
 * Immutable.
 *
 * @param writerArrival the writer's arrival
 * @param readerArrival the reader's arrival
 */
record BarrierMeeting(StepRecord writerArrival, StepRecord readerArrival) {

    /** The meeting between the write at {@code writeStep} and the read at {@code readStep}, or {@code null}. */
    static BarrierMeeting find(List<StepRecord> trace, int writeStep, int readStep) {
        if (writeStep < 0 || readStep < 0 || readStep >= trace.size()) {
            return null;
        }
        int writer = trace.get(writeStep).event().agent();
        int reader = trace.get(readStep).event().agent();
        for (int r = readStep - 1; r > writeStep; r--) {
            Event arrival = trace.get(r).event();
            if (arrival.agent() != reader || !(arrival.action() instanceof Action.ControlBarrier rb)) {
                continue;
            }
            for (int w = writeStep + 1; w < readStep; w++) {
                Event other = trace.get(w).event();
                if (other.agent() == writer && other.action() instanceof Action.ControlBarrier wb
                        && wb.instance() == rb.instance() && wb.execution() == rb.execution()
                        && java.util.Objects.equals(wb.barrierId(), rb.barrierId())) {
                    return new BarrierMeeting(trace.get(w), trace.get(r));
                }
            }
        }
        return null;
    }

    /** The barrier's source line, or the writer's and the reader's ("5 and 8") when they differ (a litmus test). */
    String lines() {
        int w = writerArrival.event().source().line();
        int r = readerArrival.event().source().line();
        return w == r ? String.valueOf(r) : w + " and " + r;
    }
}
