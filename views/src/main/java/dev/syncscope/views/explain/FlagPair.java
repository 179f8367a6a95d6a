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
 * (VK MM: Synchronizes-With; a release fence before the flag write or an acquire fence after the
 * flag read also serve). Immutable.
 *
 * @param store      the flag write's step
 * @param load       the flag read's step
 * @param released   a release orders the data write before the flag write
 * @param acquired   an acquire orders the flag read before the data read
 */
record FlagPair(StepRecord store, StepRecord load, boolean released, boolean acquired) {

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
                    boolean rel = releases(store.action()) || fence(trace, writer, writeStep, s, true);
                    boolean acq = acquires(load.action()) || fence(trace, reader, l, readStep, false);
                    return new FlagPair(trace.get(s), trace.get(l), rel, acq);
                }
            }
        }
        return null;
    }

    private static boolean reads(Event e) {
        return e.kind() == Event.Kind.LOAD || e.kind() == Event.Kind.RMW;
    }

    private static boolean fence(List<StepRecord> trace, int agent, int from, int to, boolean release) {
        for (int i = from + 1; i < to; i++) {
            Event e = trace.get(i).event();
            if (e.agent() == agent) {
                Semantics s = barrierSemantics(e.action());
                if (s != null && (release ? s.release() : s.acquire())) {
                    return true;
                }
            }
        }
        return false;
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

    /** The flag's reference name. */
    String reference() {
        Action a = store.event().action();
        return a instanceof Action.Store s ? s.reference().name() : ((Action.ReadModifyWrite) a).reference().name();
    }
}
