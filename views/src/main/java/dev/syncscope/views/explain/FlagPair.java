package dev.syncscope.views.explain;

import dev.syncscope.core.exec.Event;
import dev.syncscope.core.exec.StepRecord;
import dev.syncscope.core.model.Access;
import dev.syncscope.core.model.Action;
import dev.syncscope.core.model.Semantics;

import java.util.List;

/**
 * The "flag" of a failed message pass: a write by the writer after the data write that the reader
 * read before its data read. Synchronizes-with needs it to be a release and the read an acquire
 * (VK MM: Synchronizes-With; a release barrier before an atomic flag write or an acquire barrier after
 * an atomic flag read also serve). Immutable.
 *
 * @param store        the flag write's step
 * @param load         the flag read's step
 * @param releaseFence the release barrier between the data write and an atomic flag write that is not itself a
 *                     release, or {@code null}
 * @param acquireFence the acquire barrier between an atomic flag read that is not itself an acquire and the data
 *                     read, or {@code null}
 * @param released     a release orders the data write before the flag write (the flag write's own, or the barrier)
 * @param acquired     an acquire orders the flag read before the data read (the flag read's own, or the barrier)
 */
record FlagPair(StepRecord store, StepRecord load, StepRecord releaseFence, StepRecord acquireFence, boolean released,
                boolean acquired) {

    /** The flag pair between the write at step {@code writeStep} and the read at step {@code readStep}, or {@code null}. */
    static FlagPair find(List<StepRecord> trace, int writeStep, int readStep) {
        if (writeStep < 0 || readStep < 0 || readStep >= trace.size()) {
            return null;
        }
        int writer = trace.get(writeStep).event().agent();
        int reader = trace.get(readStep).event().agent();
        for (int l = readStep - 1; l >= 0; l--) {
            Event load = trace.get(l).event();
            if (load.agent() != reader || load.location() == null || !reads(load)) {
                continue;
            }
            for (int s = writeStep + 1; s < l; s++) {
                Event store = trace.get(s).event();
                if (store.agent() == writer && store.writeId() >= 0 && store.writeId() == load.readFrom()) {
                    // VK MM: Synchronizes-With: the barrier forms need the flag accesses atomic
                    StepRecord relFence = releases(store.action()) || !atomic(store.action()) ? null
                            : fence(trace, writer, writeStep, s, true);
                    StepRecord acqFence = acquires(load.action()) || !atomic(load.action()) ? null
                            : fence(trace, reader, l, readStep, false);
                    return new FlagPair(trace.get(s), trace.get(l), relFence, acqFence,
                            releases(store.action()) || relFence != null, acquires(load.action()) || acqFence != null);
                }
            }
        }
        return null;
    }

    private static boolean reads(Event e) {
        return e.kind() == Event.Kind.LOAD || e.kind() == Event.Kind.RMW;
    }

    /** The first barrier of {@code agent} strictly between steps {@code from} and {@code to} that releases (acquires). */
    private static StepRecord fence(List<StepRecord> trace, int agent, int from, int to, boolean release) {
        for (int i = from + 1; i < to; i++) {
            Event e = trace.get(i).event();
            if (e.agent() == agent) {
                Semantics s = barrierSemantics(e.action());
                if (s != null && (release ? s.release() : s.acquire())) {
                    return trace.get(i);
                }
            }
        }
        return null;
    }

    private static boolean atomic(Action a) {
        Access acc = a instanceof Action.Store s ? s.access() : a instanceof Action.Load l ? l.access()
                : a instanceof Action.ReadModifyWrite m ? m.access() : null;
        return acc != null && acc.atomic();
    }

    private static Semantics barrierSemantics(Action a) {
        if (a instanceof Action.MemoryBarrier b) {
            return b.semantics();
        }
        return a instanceof Action.ControlBarrier c ? c.semantics() : null;
    }

    private static boolean releases(Action a) {
        Access acc = a instanceof Action.Store s ? s.access() : a instanceof Action.ReadModifyWrite m ? m.access() : null;
        return acc != null && acc.semantics().release();
    }

    private static boolean acquires(Action a) {
        Access acc = a instanceof Action.Load l ? l.access() : a instanceof Action.ReadModifyWrite m ? m.access() : null;
        return acc != null && acc.semantics().acquire();
    }

    /** The storage class of the flag's reference (VK MM: Synchronizes-With, fence forms: "X's storage class"). */
    dev.syncscope.core.model.StorageClass storageClass() {
        Action a = store.event().action();
        return a instanceof Action.Store s ? s.reference().storageClass()
                : ((Action.ReadModifyWrite) a).reference().storageClass();
    }

    /** The flag's reference name. */
    String reference() {
        Action a = store.event().action();
        return a instanceof Action.Store s ? s.reference().name() : ((Action.ReadModifyWrite) a).reference().name();
    }
}
