package dev.syncscope.views.explain;

import dev.syncscope.core.api.DebugSession;
import dev.syncscope.views.Walkthrough;
import dev.syncscope.views.i18n.Messages;
import org.junit.jupiter.api.Test;

import java.util.Locale;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The flag of a message pass, and how each of its sides is named (VK MM: Synchronizes-With: a release atomic, or a
 * release barrier before an atomic write; an acquire atomic, or an acquire barrier after an atomic read).
 */
class FlagPairTest {

    private static final Messages EN = Messages.forLocale(Locale.ENGLISH);
    private static final String WRITER = "NEWWG\nNEWSG\nNEWTHREAD\nst.av.scopedev.sc0 x = 1\n";
    private static final String READER = "NEWWG\nNEWSG\nNEWTHREAD\n";

    /** The flag pair between the data write (step 0) and the last step, the data read. */
    private static FlagPair pair(String test, int... order) {
        DebugSession s = Walkthrough.stepped(test, order);
        return FlagPair.find(s.trace(), 0, order.length - 1);
    }

    @Test
    void aRelaxedAtomicStoreAfterAReleaseBarrierIsNamedWithTheBarrierNotAsAReleaseStore() {
        FlagPair p = pair(WRITER + "membar.rel.scopedev.semsc0\nst.atom.scopedev.sc0 y = 1\n" + READER
                + "ld.atom.acq.scopedev.sc0.semsc0 y\nld.vis.scopedev.sc0 x\n", 0, 0, 0, 1, 1);
        assertNotNull(p);
        assertTrue(p.released() && p.acquired());
        assertNotNull(p.releaseFence());
        assertNull(p.acquireFence(), "the load is an acquire itself");
        assertEquals("the atomic store of y (line 6) after the release barrier at line 5",
                ExplanationText.flagSide(p, true, EN));
        assertEquals("the acquire load of y (line 10)", ExplanationText.flagSide(p, false, EN));
    }

    @Test
    void aRelaxedAtomicLoadBeforeAnAcquireBarrierIsNamedWithTheBarrier() {
        FlagPair p = pair(WRITER + "st.atom.rel.scopedev.sc0.semsc0 y = 1\n" + READER
                + "ld.atom.scopedev.sc0 y\nmembar.acq.scopedev.semsc0\nld.vis.scopedev.sc0 x\n", 0, 0, 1, 1, 1);
        assertNotNull(p);
        assertEquals("the release store of y (line 5)", ExplanationText.flagSide(p, true, EN));
        assertEquals("the atomic load of y (line 9) before the acquire barrier at line 10",
                ExplanationText.flagSide(p, false, EN));
    }

    /** A barrier orders a flag only through an atomic: a plain flag store after a release barrier releases nothing. */
    @Test
    void aPlainFlagStoreAfterAReleaseBarrierIsNotARelease() {
        DebugSession s = Walkthrough.stepped(WRITER + "membar.rel.scopedev.semsc0\nst.av.scopedev.sc0 y = 1\n" + READER
                + "ld.atom.acq.scopedev.sc0.semsc0 y\nld.vis.scopedev.sc0 x\n", 0, 0, 0);
        // the racy flag read may take the plain store (a read choice), as a GPU may show it
        s.step(1, s.trace().get(2).event().writeId());
        s.step(1);
        FlagPair p = FlagPair.find(s.trace(), 0, 4);
        assertNotNull(p, "the load read the flag");
        assertFalse(p.released(), "the plain store is not made a release by the barrier before it");
        assertNull(p.releaseFence());
        assertTrue(p.acquired());
    }

    /** Likewise on the reader's side: an acquire barrier after a plain flag load acquires nothing. */
    @Test
    void aPlainFlagLoadBeforeAnAcquireBarrierIsNotAnAcquire() {
        DebugSession s = Walkthrough.stepped(WRITER + "st.atom.rel.scopedev.sc0.semsc0 y = 1\n" + READER
                + "ld.sc0 y\nmembar.acq.scopedev.semsc0\nld.vis.scopedev.sc0 x\n", 0, 0);
        // the racy plain flag read may take the release store (a read choice)
        s.step(1, s.trace().get(1).event().writeId());
        s.step(1);
        s.step(1);
        FlagPair p = FlagPair.find(s.trace(), 0, 4);
        assertNotNull(p, "the load read the flag");
        assertTrue(p.released());
        assertFalse(p.acquired(), "the plain load is not made an acquire by the barrier after it");
        assertNull(p.acquireFence());
    }
}
