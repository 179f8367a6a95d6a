package dev.syncscope.core.exec;

import dev.syncscope.core.memory.PList;
import dev.syncscope.core.model.Location;
import dev.syncscope.core.model.ThreadState;
import dev.syncscope.core.sync.Knowledge;
import dev.syncscope.core.sync.FenceRelease;
import dev.syncscope.core.sync.VisMarks;

import java.util.List;

/**
 * The engine's state of one invocation: its program state, how many actions it performed, what
 * happens-before it (per storage class), its latest release barriers, releases it observed but
 * has not acquired yet, its latest visibility operations, its own writes not yet available
 * everywhere, and where it waits. Immutable: every step that changes an agent replaces its record,
 * and the step record keeps the before and after records.
 *
 * @param id           agent id
 * @param thread       program state (next action)
 * @param seq          number of actions performed (the last one's position in program order)
 * @param status       scheduling status
 * @param acquired     inter-thread-happens-before knowledge per storage class
 * @param sswStart     knowledge obtained through system-synchronizes-with at start
 * @param fenceTokens  latest release barrier per (scope, storage class): an unmodifiable list ({@link List#of},
 *                     {@link List#copyOf}), kept as given (a new record per step copies no list)
 * @param pending      observed releases not yet acquired (a relaxed read's kept as one part: {@link PendingReleases})
 * @param vis          latest visibility operations
 * @param deviceVisSeq position of its latest device-domain visibility operation (0: none)
 * @param unavailable  own writes not yet available in the shader domain (location, write id)
 * @param barrierWait  the barrier it waits at, or {@code null}
 * @param spin         its latest read as the spin rule watches it ({@link SpinWatch}), or {@code null}
 */
public record AgentRuntime(int id, ThreadState thread, int seq, AgentStatus status, Knowledge acquired,
                           Knowledge sswStart, List<FenceRelease> fenceTokens, PendingReleases pending, VisMarks vis,
                           int deviceVisSeq, PList<OwnWrite> unavailable, BarrierWait barrierWait, SpinWatch spin) {

    /**
     * One of the agent's writes, by location and id, with its storage class, the widest level it reached (-1: none)
     * and the class masks ({@link Ordering#accessMask}) of the availability operations that reached that level,
     * together: a later one at that level or below adds facts only for classes outside {@code mask}.
     */
    public record OwnWrite(Location location, int writeId, dev.syncscope.core.model.StorageClass storageClass,
                           int level, int mask) { }

    static AgentRuntime initial(int id, ThreadState thread, AgentStatus status) {
        return new AgentRuntime(id, thread, 0, status, Knowledge.EMPTY, Knowledge.EMPTY, List.of(),
                PendingReleases.EMPTY,
                VisMarks.NONE, 0, PList.empty(), null, null);
    }

    AgentRuntime withThread(ThreadState t, int newSeq) {
        return new AgentRuntime(id, t, newSeq, status, acquired, sswStart, fenceTokens, pending, vis, deviceVisSeq,
                unavailable, barrierWait, spin);
    }

    AgentRuntime withStatus(AgentStatus s) {
        if (s == status) {
            return this;
        }
        return new AgentRuntime(id, thread, seq, s, acquired, sswStart, fenceTokens, pending, vis, deviceVisSeq,
                unavailable, barrierWait, spin);
    }

    AgentRuntime withAcquired(Knowledge k) {
        return k == acquired ? this : new AgentRuntime(id, thread, seq, status, k, sswStart, fenceTokens, pending, vis,
                deviceVisSeq, unavailable, barrierWait, spin);
    }

    /** This record with new synchronization state (one new record, or this one when nothing changed). */
    AgentRuntime withSync(Knowledge k, List<FenceRelease> t, VisMarks v, PList<OwnWrite> u) {
        if (k == acquired && t == fenceTokens && v == vis && u == unavailable) {
            return this;
        }
        return new AgentRuntime(id, thread, seq, status, k, sswStart, t, pending, v, deviceVisSeq, u, barrierWait,
                spin);
    }

    /**
     * Whether the engine stopped this agent at its bound of actions per invocation ({@link EngineOptions#maxActions()}):
     * stopped at a bound its program state is not at (a loop bound or instruction budget is the program's own).
     */
    public boolean atActionBound() {
        return status == AgentStatus.BOUND_EXCEEDED && thread.status() != ThreadState.Status.BOUND_EXCEEDED;
    }

    /** After a step: the next program state and action count, status, barrier wait and spin watch (one new record). */
    AgentRuntime advanced(ThreadState t, int newSeq, AgentStatus s, BarrierWait w, SpinWatch sw) {
        return new AgentRuntime(id, t, newSeq, s, acquired, sswStart, fenceTokens, pending, vis, deviceVisSeq,
                unavailable, w, sw);
    }

    /** Released from a barrier: new knowledge and pending releases, no wait, a new status (one new record). */
    AgentRuntime released(Knowledge k, PendingReleases p, AgentStatus s) {
        return new AgentRuntime(id, thread, seq, s, k, sswStart, fenceTokens, p, vis, deviceVisSeq, unavailable,
                null, spin);
    }

    AgentRuntime withSswStart(Knowledge k) {
        if (k == sswStart) {
            return this;
        }
        return new AgentRuntime(id, thread, seq, status, acquired, k, fenceTokens, pending, vis, deviceVisSeq,
                unavailable, barrierWait, spin);
    }

    AgentRuntime withFenceTokens(List<FenceRelease> t) {
        if (t == fenceTokens) {
            return this;
        }
        return new AgentRuntime(id, thread, seq, status, acquired, sswStart, t, pending, vis, deviceVisSeq,
                unavailable, barrierWait, spin);
    }

    AgentRuntime withPending(PendingReleases p) {
        if (p == pending) {
            return this;
        }
        return new AgentRuntime(id, thread, seq, status, acquired, sswStart, fenceTokens, p, vis, deviceVisSeq,
                unavailable, barrierWait, spin);
    }

    AgentRuntime withVis(VisMarks v) {
        if (v == vis) {
            return this;
        }
        return new AgentRuntime(id, thread, seq, status, acquired, sswStart, fenceTokens, pending, v, deviceVisSeq,
                unavailable, barrierWait, spin);
    }

    AgentRuntime withDeviceVisSeq(int s) {
        if (s == deviceVisSeq) {
            return this;
        }
        return new AgentRuntime(id, thread, seq, status, acquired, sswStart, fenceTokens, pending, vis, s,
                unavailable, barrierWait, spin);
    }

    AgentRuntime withUnavailable(PList<OwnWrite> u) {
        if (u == unavailable) {
            return this;
        }
        return new AgentRuntime(id, thread, seq, status, acquired, sswStart, fenceTokens, pending, vis, deviceVisSeq,
                u, barrierWait, spin);
    }

    AgentRuntime withWait(BarrierWait w) {
        if (w == barrierWait) {
            return this;
        }
        return new AgentRuntime(id, thread, seq, status, acquired, sswStart, fenceTokens, pending, vis, deviceVisSeq,
                unavailable, w, spin);
    }

    AgentRuntime withSpin(SpinWatch s) {
        if (s == spin) {
            return this;
        }
        return new AgentRuntime(id, thread, seq, status, acquired, sswStart, fenceTokens, pending, vis, deviceVisSeq,
                unavailable, barrierWait, s);
    }
}
