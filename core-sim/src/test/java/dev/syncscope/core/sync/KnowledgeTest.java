package dev.syncscope.core.sync;

import dev.syncscope.core.model.StorageClass;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@link Knowledge#knowsOnly}: whether a holder knows no other invocation's events in any set of storage classes. A
 * store that knows only its own happens-after only its own writes (VK MM: Inter-Thread-Happens-Before), so the
 * retirement of a location's live writes looks at their invocation alone (Writes).
 */
class KnowledgeTest {

    @Test
    void nothingKnownOrOnlyItsOwnEventsIsKnowingOnlyItself() {
        assertTrue(Knowledge.EMPTY.knowsOnly(3));
        assertTrue(Knowledge.EMPTY.join(StorageClass.STORAGE_BUFFER.ordinal(), Clock.of(3, 7)).knowsOnly(3));
    }

    @Test
    void anotherInvocationsEventInAnySetIsKnowingMore() {
        assertFalse(Knowledge.EMPTY.join(StorageClass.WORKGROUP.ordinal(), Clock.of(4, 1)).knowsOnly(3));
        // a pair of classes' clock (one chain naming both) counts too
        int pair = ClassSets.of(StorageClass.STORAGE_BUFFER.ordinal(), StorageClass.WORKGROUP.ordinal());
        assertFalse(Knowledge.EMPTY.join(pair, Clock.of(4, 1)).knowsOnly(3));
        assertFalse(Knowledge.EMPTY.withEverywhere(0, 1).knowsOnly(3), "system-synchronizes-with's start");
    }
}
