package dev.syncscope.core.exec;

import dev.syncscope.core.check.LinkEnglish;
import dev.syncscope.core.explain.MissingLink;
import dev.syncscope.core.explain.UnseenWrite;
import dev.syncscope.core.model.Access;
import dev.syncscope.core.model.Action;
import dev.syncscope.core.model.Agent;
import dev.syncscope.core.model.Scope;
import dev.syncscope.core.model.Semantics;
import dev.syncscope.core.model.SourceSpan;
import dev.syncscope.core.model.StorageClass;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The control-barrier part of {@link Links}: a control barrier both invocations passed between two accesses (the
 * first's invocation after its access, the second's before its access, at one dynamic instance) that does not order
 * them. A control barrier orders memory only as the fence–control-barrier–fence form of synchronizes-with: a release
 * before or on it in the first invocation, an acquire on or after it in the second (VK MM: Synchronizes-With); so a
 * barrier with neither Acquire nor Release semantics orders execution only, and a release on one side without the
 * acquire on the other (or the reverse) synchronizes nothing ({@link #orderingLeftOut}). A barrier whose memory
 * semantics are AcquireRelease but leave the location's storage class out ({@link #classLeftOut}) synchronizes the two (VK MM:
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
     * A dynamic instance of a control barrier both invocations passed: the writer's arrival after its operation, the
     * reader's before its operation, each in the other's execution and memory scope instance. The release barriers of
     * the writer between its operation and its arrival (the arrival included) and the acquire barriers of the reader
     * between its arrival (included) and its operation are the ends of the fence–control-barrier–fence form (VK MM:
     * Synchronizes-With).
     */
    private record Meeting(Action.ControlBarrier writerArrival, int writerSeq, Action.ControlBarrier readerArrival,
                           int readerSeq) {
    }

    /** A release or acquire barrier (an OpMemoryBarrier, or an OpControlBarrier with semantics) and its position. */
    private record Fence(int seq, Semantics semantics, Scope scope, SourceSpan source) {
    }

    /** What one search of the trace found: the meetings, the reader's latest arrival first, and both agents' fences. */
    private record Found(List<Meeting> meetings, List<Fence> writerFences, List<Fence> readerFences) {
    }

    /**
     * The control barriers that agent {@code src} reached after its operation at {@code srcSeq} (made at step
     * {@code srcStep}) and {@code reader} reached before its operation at {@code readerSeq}, in one dynamic instance and
     * each in the other's execution and memory scope instance. The reader's arrival may come before the operation in
     * the trace (it waits at the barrier until the writer arrives), so its side is searched back from the end.
     */
    private Found search(int src, int srcSeq, long srcStep, Agent reader, int readerSeq) {
        Agent writer = e.agentInfo[src];
        int end = e.position();
        long stop = Math.max(Math.max(0, srcStep), end - (long) SCAN);
        long readerStop = Math.max(0, end - (long) SCAN);
        Map<List<Object>, Event> arrivals = new HashMap<>();
        List<Fence> writerFences = new ArrayList<>();
        // each agent's own steps only (the others' make no arrival or fence of theirs)
        AgentSteps steps = e.agentSteps();
        for (int k = steps.firstAtOrAfter(src, stop); k < steps.count(src) && steps.at(src, k) < end; k++) {
            Event ev = e.traceLog().event(steps.at(src, k));
            if (ev.seq() <= srcSeq) {
                continue;
            }
            if (ev.action() instanceof Action.ControlBarrier b) {
                arrivals.putIfAbsent(instanceOf(b), ev);
            }
            Fence f = fence(ev);
            if (f != null && f.semantics().release()) {
                writerFences.add(f);
            }
        }
        List<Meeting> meetings = new ArrayList<>();
        List<Fence> readerFences = new ArrayList<>();
        for (int k = steps.firstAtOrAfter(reader.id(), end) - 1; k >= 0 && steps.at(reader.id(), k) >= readerStop; k--) {
            Event ev = e.traceLog().event(steps.at(reader.id(), k));
            if (ev.seq() >= readerSeq) {
                continue;
            }
            Fence f = fence(ev);
            if (f != null && f.semantics().acquire()) {
                readerFences.add(f);
            }
            if (arrivals.isEmpty() || !(ev.action() instanceof Action.ControlBarrier b)) {
                continue;
            }
            Event w = arrivals.get(instanceOf(b));
            if (w == null || !reader.sharesInstance(writer, b.execution()) || !reader.sharesInstance(writer, b.memory())
                    || !reader.sharesInstance(writer, ((Action.ControlBarrier) w.action()).memory())) {
                continue;
            }
            meetings.add(new Meeting((Action.ControlBarrier) w.action(), w.seq(), b, ev.seq()));
        }
        return new Found(meetings, writerFences, readerFences);
    }

    /** The barrier {@code ev} as a fence: an OpMemoryBarrier's, or an OpControlBarrier's memory semantics; or null. */
    private static Fence fence(Event ev) {
        if (ev.action() instanceof Action.MemoryBarrier m) {
            return new Fence(ev.seq(), m.semantics(), m.scope(), m.source());
        }
        if (ev.action() instanceof Action.ControlBarrier b) {
            return new Fence(ev.seq(), b.semantics(), b.memory(), b.source());
        }
        return null;
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
        for (Meeting m : search(src, srcSeq, srcStep, reader, readerSeq).meetings()) {
            Action.ControlBarrier w = m.writerArrival();
            Action.ControlBarrier b = m.readerArrival();
            Semantics rel = w.semantics();
            Semantics acq = b.semantics();
            // VK MM: Inter-Thread-Happens-Before: the release and the acquire have "all of SC in their semantics"
            if (rel.release() && acq.acquire() && (!rel.covers(c) || !acq.covers(c))) {
                return new Links.Found(MissingLink.STORAGE_CLASS_MISSING, writer.name() + " and " + reader.name()
                        + " both passed the control barrier" + lines(m) + ", but its semantics name "
                        + classes(rel.covers(c) ? acq : rel) + ", not " + c.semanticsName() + ": a barrier orders only "
                        + "the storage classes its semantics name, so neither access happens-before the other (name "
                        + c.semanticsName() + " in the barrier's semantics" + sourceHint(c) + ")",
                        UnseenWrite.Case.BARRIER_SEMANTICS);
            }
        }
        return null;
    }

    /**
     * A control barrier both invocations reached between their accesses ({@code src}'s arrival after its operation at
     * {@code srcSeq}, made at step {@code srcStep}; {@code reader}'s before its operation at {@code readerSeq}; one
     * dynamic instance) in two instances of its execution scope, so it does not synchronize them (VK MM:
     * Synchronizes-With, control barrier: "A and B are in the instance of C's execution scope"); or null. {@code wide}:
     * Workgroup execution scope or wider (a barrier() in two workgroups, which no shader control barrier can mend),
     * else Subgroup (two subgroups). As the checker's {@code check/SynchronizedLinks.barrierExecutionScope} and
     * {@code barrierAcrossWorkgroups}, in its words ({@code LinkEnglish.executionScopeFix}); only arrivals already in
     * the steps count (no barrier waits for another workgroup, so the writer may arrive after the reader's access).
     */
    Links.Found executionApart(int src, int srcSeq, long srcStep, Agent reader, int readerSeq, boolean wide) {
        if (src < 0 || src == reader.id() || reader.host()) {
            return null;
        }
        Agent writer = e.agentInfo[src];
        int end = e.position();
        long stop = Math.max(Math.max(0, srcStep), end - (long) SCAN);
        Map<List<Object>, Action.ControlBarrier> arrivals = new HashMap<>();
        AgentSteps steps = e.agentSteps();
        for (int k = steps.firstAtOrAfter(src, stop); k < steps.count(src) && steps.at(src, k) < end; k++) {
            Event ev = e.traceLog().event(steps.at(src, k));
            if (ev.seq() > srcSeq && ev.action() instanceof Action.ControlBarrier b && b.execution() != null
                    && (b.execution() == Scope.SUBGROUP) != wide && !reader.sharesInstance(writer, b.execution())) {
                arrivals.putIfAbsent(instanceOf(b), b);
            }
        }
        long readerStop = Math.max(0, end - (long) SCAN);
        for (int k = steps.firstAtOrAfter(reader.id(), end) - 1; k >= 0 && !arrivals.isEmpty()
                && steps.at(reader.id(), k) >= readerStop; k--) {
            Event ev = e.traceLog().event(steps.at(reader.id(), k));
            if (ev.seq() < readerSeq && ev.action() instanceof Action.ControlBarrier b
                    && arrivals.containsKey(instanceOf(b))) {
                Meeting m = new Meeting(arrivals.get(instanceOf(b)), srcSeq, b, ev.seq());
                return new Links.Found(MissingLink.NO_HAPPENS_BEFORE, writer.name() + " and " + reader.name()
                        + " both reach the control barrier" + lines(m)
                        + ", but its execution scope, " + b.execution().shortName() + ", has an instance that does not "
                        + "include both, so the barrier does not synchronize them ("
                        + LinkEnglish.executionScopeFix(wide) + ")");
            }
        }
        return null;
    }

    /**
     * A release memory barrier {@code src} passed after its operation at {@code srcSeq} and an acquire memory barrier
     * {@code reader} passed before its operation at {@code readerSeq}, in one workgroup, both naming {@code c} and each
     * in the other's memory scope instance, with no control barrier between either and its operation, no atomic the
     * writer wrote after its barrier nor one the reader read before its own, and both accesses non-private
     * ({@code priv} false): memory barriers synchronize only through an atomic between them or as halves of a control
     * barrier (VK MM: Synchronizes-With), and none makes an invocation wait; or null. As the checker's
     * {@code check/FenceWithoutSyncLink}, in its words, with its case ({@link UnseenWrite.Case#FENCE_WITHOUT_SYNC}).
     */
    Links.Found fenceWithoutSync(int src, int srcSeq, long srcStep, Agent reader, int readerSeq, StorageClass c,
                                 boolean priv) {
        if (src < 0 || src == reader.id() || reader.host() || c == null || priv
                || !reader.sharesInstance(e.agentInfo[src], Scope.WORKGROUP)) {
            return null;
        }
        int end = e.position();
        AgentSteps steps = e.agentSteps();
        Event release = null;
        long stop = Math.max(Math.max(0, srcStep), end - (long) SCAN);
        for (int k = steps.firstAtOrAfter(src, stop); k < steps.count(src) && steps.at(src, k) < end; k++) {
            Event ev = e.traceLog().event(steps.at(src, k));
            if (ev.seq() <= srcSeq) {
                continue;
            }
            if (release == null && ev.action() instanceof Action.ControlBarrier
                    || release != null && atomic(ev, true)) {
                return null;
            }
            if (release == null && ev.action() instanceof Action.MemoryBarrier m && m.semantics().release()) {
                // the nearest release barrier, as the checker takes it: one leaving c or the reader out is no such pair
                if (!fence(ev, true, c, reader)) {
                    return null;
                }
                release = ev;
            }
        }
        long readerStop = Math.max(0, end - (long) SCAN);
        Event acquire = null;
        for (int k = steps.firstAtOrAfter(reader.id(), end) - 1; release != null && k >= 0
                && steps.at(reader.id(), k) >= readerStop; k--) {
            Event ev = e.traceLog().event(steps.at(reader.id(), k));
            if (ev.seq() >= readerSeq) {
                continue;
            }
            if (ev.action() instanceof Action.ControlBarrier) {
                break;
            }
            if (acquire != null && atomic(ev, false)) {
                return null;
            }
            if (acquire == null && ev.action() instanceof Action.MemoryBarrier m && m.semantics().acquire()) {
                if (!fence(ev, false, c, e.agentInfo[src])) {
                    return null;
                }
                acquire = ev;
            }
        }
        return acquire == null ? null : new Links.Found(MissingLink.NO_HAPPENS_BEFORE, LinkEnglish.fenceWithoutSync(
                e.agentInfo[src].name() + "'s release barrier" + line(release.source()),
                reader.name() + "'s acquire barrier" + line(acquire.source())), UnseenWrite.Case.FENCE_WITHOUT_SYNC);
    }

    /**
     * Whether {@code ev} is a memory barrier that releases ({@code release}) or acquires {@code c}, at a memory scope
     * whose instance includes {@code other} (VK MM: Synchronizes-With, fence forms).
     */
    private boolean fence(Event ev, boolean release, StorageClass c, Agent other) {
        return ev.action() instanceof Action.MemoryBarrier m && (release ? m.semantics().release()
                : m.semantics().acquire()) && m.semantics().covers(c)
                && e.agentInfo[ev.agent()].sharesInstance(other, m.scope());
    }

    /** Whether {@code ev} is an atomic write ({@code write}) or an atomic read: a flag the fence forms may use. */
    private static boolean atomic(Event ev, boolean write) {
        Access a = ev.action() instanceof Action.Store s ? s.access()
                : ev.action() instanceof Action.Load l ? l.access()
                : ev.action() instanceof Action.ReadModifyWrite r ? r.access() : null;
        return a != null && a.atomic() && (write ? !(ev.action() instanceof Action.Load)
                : !(ev.action() instanceof Action.Store));
    }

    /**
     * How the source's language names a barrier for a buffer that keeps what barrier() ordered, by the program's file
     * ({@code .comp}/{@code .glsl}: GLSL, {@code .hlsl}: HLSL); "" for others. The GLSL words were given for every
     * source, an HLSL kernel's too (the GPU audit).
     */
    private String sourceHint(StorageClass c) {
        String name = e.program.name().toLowerCase(java.util.Locale.ROOT);
        if (c != StorageClass.STORAGE_BUFFER) {
            return "";
        }
        if (name.endsWith(".comp") || name.endsWith(".glsl")) {
            return "; in GLSL, controlBarrier with gl_StorageSemanticsShared | gl_StorageSemanticsBuffer and "
                    + "gl_SemanticsAcquireRelease, or memoryBarrierBuffer() both before and after barrier()";
        }
        return name.endsWith(".hlsl") ? "; in HLSL, AllMemoryBarrierWithGroupSync() (DeviceMemoryBarrierWithGroupSync()"
                + " if the barrier orders no groupshared memory)" : "";
    }

    /**
     * A control barrier both passed, as for {@link #classLeftOut}, that would synchronize the two (VK MM:
     * Synchronizes-With, fence–control-barrier–fence: a release barrier program-ordered before or at the control
     * barrier in the writer, an acquire barrier at or after it in the reader, in each other's memory scope instance,
     * naming {@code c}: Inter-Thread-Happens-Before) but for the release or the acquire: a release naming {@code c} on
     * the writer's side and no acquire naming it on the reader's ({@link UnseenWrite.Case#BARRIER_NO_ACQUIRE}), the
     * reverse ({@link UnseenWrite.Case#BARRIER_NO_RELEASE}), or neither with a barrier whose semantics have neither
     * Acquire nor Release ({@link UnseenWrite.Case#BARRIER_EXECUTION_ONLY}: it orders execution only); or null. Over
     * several barriers the cases are taken in that order, as the checker does ({@code check/NoHappensBeforeLinks}).
     * Asked before {@link #classLeftOut}: a release naming {@code c} before the barrier (memoryBarrierBuffer();
     * barrier();) makes the missing acquire the link, whatever the barrier's own semantics leave out.
     */
    Links.Found orderingLeftOut(int src, int srcSeq, long srcStep, Agent reader, int readerSeq, StorageClass c) {
        if (src < 0 || src == reader.id() || c == null || reader.host()) {
            return null;
        }
        Agent writer = e.agentInfo[src];
        Found found = search(src, srcSeq, srcStep, reader, readerSeq);
        Links.Found best = null;
        int bestRank = Integer.MAX_VALUE;
        for (Meeting m : found.meetings()) {
            // the release nearest the barrier, and the acquire nearest it, that name c and include the other agent
            Fence release = null;
            for (Fence f : found.writerFences()) {
                if (f.seq() <= m.writerSeq() && f.semantics().covers(c) && writer.sharesInstance(reader, f.scope())
                        && (release == null || f.seq() > release.seq())) {
                    release = f;
                }
            }
            Fence acquire = null;
            for (Fence f : found.readerFences()) {
                if (f.seq() >= m.readerSeq() && f.semantics().covers(c) && reader.sharesInstance(writer, f.scope())
                        && (acquire == null || f.seq() < acquire.seq())) {
                    acquire = f;
                }
            }
            // an acquire naming c after the barrier whose memory scope's instance leaves the writer out (VK MM:
            // Synchronizes-With: "A and B are in the instance of each other's memory scopes"): that scope is the link
            Fence narrow = null;
            for (Fence f : found.readerFences()) {
                if (release != null && acquire == null && f.seq() >= m.readerSeq() && f.semantics().covers(c)
                        && (narrow == null || f.seq() < narrow.seq())) {
                    narrow = f;
                }
            }
            boolean executionOnly = m.writerArrival().semantics().isRelaxed() && m.readerArrival().semantics().isRelaxed();
            int rank = narrow != null ? -1 : release != null && acquire == null ? 0 : release == null && acquire != null
                    ? 1 : release == null && executionOnly ? 2 : Integer.MAX_VALUE;
            if (rank >= bestRank) {
                continue;
            }
            bestRank = rank;
            String both = writer.name() + " and " + reader.name() + " both passed the control barrier" + lines(m);
            String sc = c.semanticsName();
            best = switch (rank) {
                case -1 -> new Links.Found(MissingLink.SCOPE_EXCLUDES_AGENT, both + "; " + reader.name() + "'s acquire"
                        + " barrier after it" + line(narrow.source()) + " has " + narrow.scope().shortName() + " scope,"
                        + " whose instance does not include " + writer.name() + ": it does not synchronize with "
                        + writer.name() + "'s release (widen the acquire's memory scope)",
                        UnseenWrite.Case.ACQUIRE_SCOPE);
                case 0 -> new Links.Found(MissingLink.NO_HAPPENS_BEFORE, both + "; " + writer.name() + " releases "
                        + sc + " " + where(release, m.writerSeq(), true) + ", but that release is not matched by an "
                        + "acquire after the barrier on " + reader.name() + "'s side (none names " + sc + " on or after "
                        + "the barrier before the access), so the barrier orders execution only and neither access "
                        + "happens-before the other (add an acquire barrier naming " + sc + " after the barrier in "
                        + reader.name() + ", or give the barrier AcquireRelease semantics naming " + sc + ")",
                        UnseenWrite.Case.BARRIER_NO_ACQUIRE);
                case 1 -> new Links.Found(MissingLink.NO_HAPPENS_BEFORE, both + "; " + reader.name() + " acquires "
                        + sc + " " + where(acquire, m.readerSeq(), false) + ", but that acquire is not matched by a "
                        + "release before the barrier on " + writer.name() + "'s side (none names " + sc + " after the "
                        + "access and before or on the barrier), so the barrier orders execution only and neither access "
                        + "happens-before the other (add a release barrier naming " + sc + " before the barrier in "
                        + writer.name() + ", or give the barrier AcquireRelease semantics naming " + sc + ")",
                        UnseenWrite.Case.BARRIER_NO_RELEASE);
                default -> new Links.Found(MissingLink.NO_HAPPENS_BEFORE, both + ", but it has no Acquire/Release "
                        + "semantics, so it orders execution only: a control barrier orders memory only through release "
                        + "semantics before or on it and acquire semantics on or after it, so neither access "
                        + "happens-before the other (give the barrier AcquireRelease semantics naming " + sc
                        + "; or put a release barrier naming it before the barrier in " + writer.name() + " and an "
                        + "acquire barrier naming it after the barrier in " + reader.name() + ")",
                        UnseenWrite.Case.BARRIER_EXECUTION_ONLY);
            };
        }
        return best;
    }

    /** Where a release ({@code release}) or an acquire is: "on the barrier", or "before it (line 4)" / "after it …". */
    private static String where(Fence f, int arrivalSeq, boolean release) {
        return f.seq() == arrivalSeq ? "on the barrier" : (release ? "before it, with a release barrier"
                : "after it, with an acquire barrier") + line(f.source());
    }

    /** " (line 5)", or "" for a module without line information. */
    private static String line(SourceSpan s) {
        return s.line() <= 0 ? "" : " (line " + s.line() + ")";
    }

    /** Where the barrier is: " at line 5", " at lines 5 and 9" (two sites), or "" without line information. */
    private static String lines(Meeting m) {
        // a module without line information (a SPIR-V binary) gives line 0: then no line is named
        SourceSpan w = m.writerArrival().source();
        SourceSpan r = m.readerArrival().source();
        return r.line() <= 0 ? "" : w.line() == r.line() ? " at line " + r.line() : " at lines " + w.line() + " and "
                + r.line();
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
