package dev.syncscope.core.exec;

import dev.syncscope.core.explain.ReadExplanation;
import dev.syncscope.core.litmus.khronos.KhronosParser;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * An atomic read takes its value from the location's scoped modification order when the write is a mutually-ordered
 * atomic (VK MM: Atomic Operation, Scoped Modification Order), whether or not that write is visible to it (VK MM:
 * Availability and Visibility: a visibility operation must happen-after the availability operation, and relaxed
 * atomics give no happens-before). The explanation says so, beside a memory-domain graph that shows the write not
 * visible to the reader (WALKTHROUGH example 2, step 3: the teacher audit).
 */
class ModificationOrderReadTest {

    private static String read(java.nio.file.Path file) {
        try {
            return java.nio.file.Files.readString(file);
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    private static ReadExplanation explainSecondStepOfP1(String test) {
        Engine e = new Engine(new KhronosParser().parse("t.test", test).program(), EngineOptions.DEFAULTS);
        Mini.runInOrder(e, 0, 1);
        for (int i = 0; i < e.traceSize(); i++) {
            if (e.trace().get(i).event().agent() == 1) {
                return e.explainRead(i);
            }
        }
        throw new AssertionError("P1 did not read");
    }

    @Test
    void aRelaxedAtomicLoadReadsARelaxedStoreNotVisibleToItFromTheModificationOrder() {
        // WALKTHROUGH example 2 (docs/examples/relaxed-flag.test): P1's relaxed load of y reads P0's relaxed store
        ReadExplanation ex = explainSecondStepOfP1(read(java.nio.file.Path.of("../docs/examples/relaxed-flag.test")));
        assertEquals(1, ex.value());
        assertTrue(ex.modificationOrder(), ex.toString());
    }

    @Test
    void aPlainReadOfAWriteVisibleToItIsNoModificationOrderRead() {
        // made available to the device scope and visible through the reader's own visibility operation, ordered by
        // system-synchronizes-with: visible, read as such
        ReadExplanation ex = explainSecondStepOfP1("""
                NEWWG
                NEWSG
                NEWTHREAD 0
                st.av.scopedev.sc0 x = 1
                NEWSG
                NEWTHREAD 1
                ld.vis.scopedev.sc0 x = 1
                SSW 0 1
                """);
        assertEquals(1, ex.value());
        assertFalse(ex.modificationOrder(), ex.toString());
    }
}
