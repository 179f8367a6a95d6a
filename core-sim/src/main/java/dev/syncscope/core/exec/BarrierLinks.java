package dev.syncscope.core.exec;

import dev.syncscope.core.explain.MissingLink;
import dev.syncscope.core.explain.UnseenWrite;
import dev.syncscope.core.model.Action;
import dev.syncscope.core.model.Agent;
import dev.syncscope.core.model.Semantics;
import dev.syncscope.core.model.StorageClass;

import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The control-barrier part of {@link Links}: a control barrier both invocations passed between two accesses (the
 * first's invocation after its access, the second's before its access, at one dynamic instance) whose memory semantics
 * are AcquireRelease but leave the location's storage class out. The barrier synchronizes the two (VK MM:
 * Synchronizes-With, fence–control-barrier–fence with A = B = C), but inter-thread-happens-before&lt;SC&gt; needs
 * "all of SC in their semantics" and the access "on memory in a storage class in SC" (VK MM:
 * Inter-Thread-Happens-Before), so it orders only the classes it names: that class is why there is no happens-before
 * (GLSL {@code barrier()} names WorkgroupMemory only; a buffer needs {@code controlBarrier} naming
 * {@code gl_StorageSemanticsBuffer}, or {@code memoryBarrierBuffer()} on both sides of {@code barrier()}). Owned by the
 * engine's thread.
 */
final class BarrierLinks {

    /** How far back the trace is searched for the two arrivals. */
    private static final int SCAN = 1 << 16;

    private final Engine e;

    BarrierLinks(Engine e) {
        this.e = e;
    }

    /**
     * The missing class of a control barrier that agent {@code src} reached after its operation at {@code srcSeq}
     * (made at step {@code srcStep}) and {@code reader} reached before its operation at {@code readerSeq}, in one
     * dynamic instance and each in the other's execution and memory scope instance, with release and acquire semantics
     * that leave out {@code c}; or null.
     */
    Links.Found classLeftOut(int src, int srcSeq, long srcStep, Agent reader, int readerSeq, StorageClass c) {
        if (src < 0 || src == reader.id() || c == null || reader.host()) {
            return null;
        }
        Agent writer = e.agentInfo[src];
        int end = e.position();
        long stop = Math.max(Math.max(0, srcStep), end - (long) SCAN);
        Map<List<Object>, Action.ControlBarrier> arrivals = new HashMap<>();
        for (long i = stop; i < end; i++) {
            Event ev = e.traceLog().event((int) i);
            if (e.traceLog().agent((int) i) == src && ev.seq() > srcSeq && ev.action() instanceof Action.ControlBarrier b) {
                arrivals.putIfAbsent(instanceOf(b), b);
            }
        }
        for (long i = end - 1; i >= stop && !arrivals.isEmpty(); i--) {
            Event ev = e.traceLog().event((int) i);
            if (e.traceLog().agent((int) i) != reader.id() || ev.seq() >= readerSeq
                    || !(ev.action() instanceof Action.ControlBarrier b)) {
                continue;
            }
            Action.ControlBarrier w = arrivals.get(instanceOf(b));
            if (w == null || !reader.sharesInstance(writer, b.execution()) || !reader.sharesInstance(writer, b.memory())
                    || !reader.sharesInstance(writer, w.memory())) {
                continue;
            }
            Semantics rel = w.semantics();
            Semantics acq = b.semantics();
            // VK MM: Inter-Thread-Happens-Before: the release and the acquire have "all of SC in their semantics"
            if (rel.release() && acq.acquire() && (!rel.covers(c) || !acq.covers(c))) {
                // a module without line information (a SPIR-V binary) gives line 0: then no line is named
                String line = b.source().line() <= 0 ? "" : w.source().line() == b.source().line()
                        ? " at line " + b.source().line() : " at lines " + w.source().line() + " and " + b.source().line();
                return new Links.Found(MissingLink.STORAGE_CLASS_MISSING, writer.name() + " and " + reader.name()
                        + " both passed the control barrier" + line + ", but its semantics name "
                        + classes(rel.covers(c) ? acq : rel) + ", not " + c.semanticsName() + ": a barrier orders only "
                        + "the storage classes its semantics name, so neither access happens-before the other (name "
                        + c.semanticsName() + " in the barrier's semantics; in GLSL, for a buffer, controlBarrier with "
                        + "gl_StorageSemanticsBuffer and gl_SemanticsAcquireRelease, or memoryBarrierBuffer() both before "
                        + "and after barrier())", UnseenWrite.Case.BARRIER_SEMANTICS);
            }
        }
        return null;
    }

    /** A control barrier's dynamic instance: its instance number, execution scope and (named barriers) id. */
    private static List<Object> instanceOf(Action.ControlBarrier b) {
        return Arrays.asList(b.instance(), b.execution(), b.barrierId());
    }

    private static String classes(Semantics s) {
        if (s.storageClasses().isEmpty()) {
            return "no storage class";
        }
        StringBuilder out = new StringBuilder();
        for (StorageClass k : StorageClass.values()) {
            if (s.covers(k)) {
                out.append(out.isEmpty() ? "" : ", ").append(k.semanticsName());
            }
        }
        return "only " + out;
    }
}
