package dev.syncscope.core.exec;

import dev.syncscope.core.model.Location;
import dev.syncscope.core.model.Semantics;
import dev.syncscope.core.sync.Knowledge;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

/** The availability log's columns: entries read back as written, across chunks, and cut by step. */
class AvailabilityLogTest {

    /** Entry {@code i} of step {@code i / 2}: agent {@code i % 7}, position {@code i}, level {@code i % 3}. */
    private static AvailabilityLog filled(int n) {
        AvailabilityLog log = new AvailabilityLog();
        for (int i = 0; i < n; i++) {
            log.add(i / 2, i % 7, i, i % 3, Semantics.NONE, null, null, Knowledge.EMPTY, 1);
        }
        return log;
    }

    @Test
    void entriesReadBackAsWrittenAcrossChunks() {
        int n = 3 * Chunks.SIZE + 5;
        AvailabilityLog log = filled(n);
        assertEquals(n, log.countBefore(Integer.MAX_VALUE));
        for (int i : new int[] {0, 1, Chunks.SIZE - 1, Chunks.SIZE, 2 * Chunks.SIZE + 3, n - 1}) {
            Globals.AvailabilityOp op = log.get(i);
            assertEquals(i % 7, op.agent());
            assertEquals(i, op.seq());
            assertEquals(i % 3, op.level());
            assertEquals(i / 2, log.stepOf(i));
        }
    }

    @Test
    void dropFromForgetsTheStepsFromThereOnAndLaterEntriesFollow() {
        AvailabilityLog log = filled(Chunks.SIZE + 10);
        int cut = Chunks.SIZE / 2 - 3;
        log.dropFrom(cut);
        assertEquals(2 * cut, log.countBefore(Integer.MAX_VALUE));
        assertEquals(2 * cut, log.countBefore(cut));
        assertEquals(2 * cut - 2, log.countBefore(cut - 1));
        log.add(cut, 3, 99, 2, null, "r", new Location("x", 1), Knowledge.EMPTY, 4);
        Globals.AvailabilityOp op = log.get(2 * cut);
        assertEquals(3, op.agent());
        assertEquals(99, op.seq());
        assertEquals("r", op.reference());
        assertNull(op.semantics());
        assertEquals(new Location("x", 1), op.location());
        assertEquals((2 * cut - 1) % 7, log.get(2 * cut - 1).agent());
        log.dropFrom(0);
        assertEquals(0, log.countBefore(Integer.MAX_VALUE));
    }
}
