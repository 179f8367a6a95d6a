package dev.syncscope.core.exec;

import org.junit.jupiter.api.Test;

import java.util.List;

import static dev.syncscope.core.exec.Mini.SC0;
import static dev.syncscope.core.exec.Mini.acq;
import static dev.syncscope.core.exec.Mini.atom;
import static dev.syncscope.core.exec.Mini.av;
import static dev.syncscope.core.exec.Mini.rel;
import static dev.syncscope.core.exec.Mini.vis;
import static dev.syncscope.core.model.Scope.DEVICE;
import static dev.syncscope.core.model.Scope.WORKGROUP;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** A read that misses a newer write is a STALE_READ diagnostic, undone with the step that made it. */
class StaleReadDiagnosticTest {

    /** Message passing (litmus/khronos/mp.test shape); relaxed: the payload read is stale. */
    static Engine mp(boolean releaseAcquire) {
        return new Mini()
                .thread(0, 0, 0)
                .st("x", 1, av(DEVICE))
                .st("y", 1, releaseAcquire ? atom(WORKGROUP, rel(SC0)) : atom(WORKGROUP))
                .thread(1, 0, 0)
                .ld("y", releaseAcquire ? atom(WORKGROUP, acq(SC0)) : atom(WORKGROUP))
                .ld("x", vis(DEVICE))
                .engine();
    }

    private static List<Diagnostic> stale(Engine e) {
        return e.diagnostics().stream().filter(d -> d.kind() == Diagnostic.Kind.STALE_READ).toList();
    }

    @Test
    void readMissingANewerWriteIsReportedWithItsSourceReaderAndTheUnseenWrite() {
        // VK MM: Availability and Visibility: without synchronizes-with, x = 1 is never made visible to T1
        Engine e = mp(false);
        Mini.runInOrder(e, 0, 1);
        StepRecord read = e.trace().get(3);
        assertTrue(read.event().stale());
        List<Diagnostic> d = stale(e);
        assertEquals(1, d.size(), e.diagnostics().toString());
        assertEquals(read.event().source(), d.get(0).source());
        assertEquals(List.of(1), d.get(0).agents());
        assertEquals(3, d.get(0).step());
        assertTrue(d.get(0).message().contains("the newer write x = 1 by T0 at "), d.get(0).message());
    }

    @Test
    void synchronizedReadIsNotStale() {
        Engine e = mp(true);
        Mini.runInOrder(e, 0, 1);
        assertTrue(stale(e).isEmpty(), e.diagnostics().toString());
    }

    @Test
    void stepBackAndSeekRemoveTheStaleReadDiagnosticAgain() {
        Engine e = mp(false);
        Mini.runInOrder(e, 0, 1);
        e.stepBack();
        assertTrue(stale(e).isEmpty(), e.diagnostics().toString());
        e.redo();
        assertEquals(1, stale(e).size());
        e.seek(0);
        assertTrue(stale(e).isEmpty());
        e.seek(4);
        assertEquals(1, stale(e).size());
        e.seek(2);
        assertTrue(stale(e).isEmpty());
    }

    @Test
    void everyStaleReadGetsItsOwnDiagnostic() {
        Engine e = new Mini()
                .thread(0, 0, 0).st("x", 1, av(DEVICE))
                .thread(1, 1, 0).ld("x", vis(DEVICE)).ld("x", vis(DEVICE))
                .engine();
        Mini.runInOrder(e, 0, 1);
        assertEquals(2, stale(e).size(), e.diagnostics().toString());
    }
}
