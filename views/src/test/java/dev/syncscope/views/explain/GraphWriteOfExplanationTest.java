package dev.syncscope.views.explain;

import dev.syncscope.core.explain.ReadExplanation;
import dev.syncscope.core.explain.UnseenWrite;
import dev.syncscope.core.model.Location;
import dev.syncscope.core.model.SourceSpan;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The write the memory-domain graph shows while a read's explanation is on screen ({@link
 * ExplanationViewModel#graphWrite}) is the one the explanation talks about. hlsl-flag-wait.hlsl, step 7: T0's
 * InterlockedExchange read 0 from T2's write-back (line 33), a read of the modification order, and the explanation
 * said "the memory-domain graph shows it is not [visible]" while the graph showed T0's own write of the flag.
 */
class GraphWriteOfExplanationTest {

    private static final SourceSpan EXCHANGE = new SourceSpan("hlsl-flag-wait.hlsl", 30, 9);
    private static final SourceSpan POLL = new SourceSpan("hlsl-flag-wait.hlsl", 33, 13);

    private static ReadExplanation read(int readFrom, List<UnseenWrite> unseen, boolean modificationOrder,
                                        boolean racy) {
        return new ReadExplanation(7, 0, "T0", "flag", new Location("flag", 0), EXCHANGE, 0, readFrom,
                readFrom < 0, false, readFrom < 0 ? "" : "T2", readFrom < 0 ? EXCHANGE : POLL, unseen, 0,
                modificationOrder, racy, null);
    }

    @Test
    void aReadOfTheModificationOrderHasTheGraphShowTheWriteItRead() {
        assertEquals(5, ExplanationViewModel.graphWrite(read(5, List.of(), true, false)));
    }

    @Test
    void aRacyValueHasTheGraphShowTheWriteItRead() {
        assertEquals(5, ExplanationViewModel.graphWrite(read(5, List.of(), false, true)));
    }

    @Test
    void aStaleReadHasTheGraphShowTheFirstWriteItMissed() {
        UnseenWrite missed = new UnseenWrite(6, 2, "T2", 1, POLL,
                dev.syncscope.core.explain.MissingLink.NOT_MADE_AVAILABLE, "", UnseenWrite.Case.PLAIN);
        assertEquals(6, ExplanationViewModel.graphWrite(read(5, List.of(missed), true, false)));
    }

    @Test
    void aReadOfAVisibleWriteOrOfTheInitialValueLeavesTheGraphToTheStep() {
        assertEquals(-1, ExplanationViewModel.graphWrite(read(5, List.of(), false, false)));
        assertEquals(-1, ExplanationViewModel.graphWrite(read(-1, List.of(), true, false)));
        assertEquals(-1, ExplanationViewModel.graphWrite(null));
    }
}
