package dev.syncscope.views.explain;

import dev.syncscope.core.exec.Event;
import dev.syncscope.core.exec.StepRecord;
import dev.syncscope.core.model.Action;
import dev.syncscope.core.model.Launch;

import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * A control barrier both invocations of a failed message pass arrived at between the write and the read: the writer
 * after its write, the reader before its read, at one dynamic instance of one instance of the barrier's execution
 * scope. A control barrier orders memory only through its memory semantics (VK MM: Synchronizes-With,
 * fence–control-barrier–fence: release semantics before or on the writer's barrier, acquire semantics on or after the
 * reader's, naming the storage class), so when happens-before is still missing the barrier lacks them, and the fix is
 * to give it AcquireRelease semantics rather than to add a flag. Immutable.
 *
 * @param writerLine the source line of the writer's arrival
 * @param readerLine the source line of the reader's arrival
 */
record BarrierMeeting(int writerLine, int readerLine) {

    /**
     * The meeting at the barrier of {@code line}, as a check's missing link names it (VK MM: Synchronizes-With: the
     * checker found the barrier both passed, {@code check.link.barrier*}), with no steps to find it in.
     */
    static BarrierMeeting at(int line) {
        return new BarrierMeeting(line, line);
    }

    /**
     * The meeting between the write at {@code writeStep} and the read at {@code readStep} (positions in {@code trace}),
     * or {@code null}. The reader may arrive before the write: the barrier completes only once the writer arrives too,
     * and the reader's read comes after it in program order. With a {@code launch}, both must be in one instance of
     * the barrier's execution scope (a subgroup barrier of two subgroups is no meeting: VK MM: Synchronizes-With,
     * "in the instance of each other's memory scopes").
     */
    static BarrierMeeting find(List<StepRecord> trace, Launch launch, int writeStep, int readStep) {
        if (writeStep < 0 || readStep < 0 || readStep >= trace.size()) {
            return null;
        }
        int writer = trace.get(writeStep).event().agent();
        int reader = trace.get(readStep).event().agent();
        // the writer's arrivals after the write by dynamic instance, then the reader's latest arrival at one of them:
        // one pass each (this runs on the FX thread over up to 20,000 steps of context)
        Map<List<Object>, StepRecord> writerArrivals = new HashMap<>();
        for (int w = writeStep + 1; w < readStep; w++) {
            Event ev = trace.get(w).event();
            if (ev.agent() == writer && ev.action() instanceof Action.ControlBarrier b && oneInstance(launch, b,
                    writer, reader)) {
                writerArrivals.putIfAbsent(instanceOf(b), trace.get(w));
            }
        }
        for (int r = readStep - 1; r >= 0 && !writerArrivals.isEmpty(); r--) {
            Event ev = trace.get(r).event();
            if (ev.agent() == reader && ev.action() instanceof Action.ControlBarrier b) {
                StepRecord met = writerArrivals.get(instanceOf(b));
                if (met != null) {
                    return new BarrierMeeting(met.event().source().line(), ev.source().line());
                }
            }
        }
        return null;
    }

    /** Whether {@code writer} and {@code reader} are in one instance of {@code b}'s execution scope (unknown: yes). */
    private static boolean oneInstance(Launch launch, Action.ControlBarrier b, int writer, int reader) {
        int n = launch == null ? 0 : launch.agents().size();
        return writer >= n || reader >= n || b.execution() == null
                || launch.agents().get(writer).instanceOf(b.execution())
                == launch.agents().get(reader).instanceOf(b.execution());
    }

    /** A control barrier's dynamic instance: its instance number, execution scope and (named barriers) id. */
    static List<Object> instanceOf(Action.ControlBarrier b) {
        return Arrays.asList(b.instance(), b.execution(), b.barrierId());
    }

    /** The barrier's source line, or the writer's and the reader's ("5 and 8") when they differ (a litmus test). */
    String lines() {
        return writerLine == readerLine ? String.valueOf(readerLine) : writerLine + " and " + readerLine;
    }

    /**
     * The line of a subgroup-scope control barrier the reader passed between the steps at {@code from} and {@code to}
     * (subgroupBarrier(): it orders only its subgroup, VK MM: Synchronizes-With, "in the instance of each other's
     * memory scopes"), or 0: the workgroup barrier the fix asks for replaces it.
     */
    static int narrower(ExplanationContext ctx, int from, int to) {
        if (from < 0 || to < 0 || to >= ctx.trace().size()) {
            return 0;
        }
        int reader = ctx.trace().get(to).event().agent();
        for (int i = to - 1; i >= 0; i--) {
            Event e = ctx.trace().get(i).event();
            if (e.agent() == reader && e.action() instanceof Action.ControlBarrier b
                    && b.execution() == dev.syncscope.core.model.Scope.SUBGROUP) {
                return e.source().line();
            }
            if (i <= from && e.agent() == reader) {
                break;
            }
        }
        return 0;
    }
}
