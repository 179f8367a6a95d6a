package dev.syncscope.core.exec;

import java.util.AbstractList;
import java.util.Objects;
import java.util.RandomAccess;

/**
 * The engine's trace as a list of {@link StepRecord}s, each built from the {@link TraceLog} when
 * read. The recently built records are kept, so a step read twice is the same object while it stays
 * among them (readers that cache by identity, such as a frame's window of the trace, keep working).
 * An unmodifiable view, owned by the engine's thread.
 */
final class TraceRecords extends AbstractList<StepRecord> implements RandomAccess {

    /** How many built records are kept (a power of two), by index modulo this. */
    private static final int RECENT = 4096;

    private final TraceLog log;
    private final Engine engine;
    private final StepRecord[] recent = new StepRecord[RECENT];

    TraceRecords(TraceLog log, Engine engine) {
        this.log = log;
        this.engine = engine;
    }

    @Override
    public StepRecord get(int i) {
        Objects.checkIndex(i, log.size());
        StepRecord r = recent[i & (RECENT - 1)];
        if (r == null || r.index() != i) {
            r = log.record(i, engine);
            recent[i & (RECENT - 1)] = r;
        }
        return r;
    }

    @Override
    public int size() {
        return log.size();
    }

    /** Keeps {@code r}, just made by a step, as the record of its index. */
    void remember(StepRecord r) {
        recent[(int) r.index() & (RECENT - 1)] = r;
    }

    /** Forgets the records of the steps at index {@code n} and later (a new step replaced them). */
    void forgetFrom(int n) {
        for (int i = 0; i < RECENT; i++) {
            if (recent[i] != null && recent[i].index() >= n) {
                recent[i] = null;
            }
        }
    }
}
