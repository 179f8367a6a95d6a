package dev.syncscope.core.exec;

import dev.syncscope.core.api.DebugSession;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A stale read of Workgroup memory that no write visible to the reader ever set: SPIR-V gives Workgroup variables no
 * initializer, so the value read is undefined, and the stale-read diagnostic says so rather than calling it "the
 * initial value" beside the UNDEFINED_READ of the same read (the acceptance audit's reduction-missing-barrier.comp,
 * nine round-robin steps: T0 reads partial[1] after T1 wrote 7 there at line 29).
 */
class UndefinedStaleReadTest {

    @Test
    void aStaleReadOfUndefinedWorkgroupMemoryIsWordedAsUndefinedNotAsTheInitialValue() {
        DebugSession s = DebugSession.open(Path.of("../sample-kernels/kernels/reduction-missing-barrier.comp"));
        for (int i = 0; i < 9; i++) {
            s.step();
        }
        List<Diagnostic> stale = s.diagnostics().stream().filter(d -> d.kind() == Diagnostic.Kind.STALE_READ).toList();
        assertEquals(1, stale.size(), s.diagnostics().toString());
        Diagnostic d = stale.get(0);
        assertTrue(d.message().startsWith("T0 reads partial[1] = an undefined value (no write was visible to it;"
                + " SyncScope shows 0), not the newer write partial[1] = 7"), d.message());
        assertTrue(d.message().endsWith(" = 7 by T1 at reduction-missing-barrier.comp:29, which is not visible to it"),
                d.message());
        assertFalse(d.message().contains("initial value"), d.message());
        // the form argument: 2 for an undefined value (1 is a defined initial value, 0 a write)
        assertEquals(2, d.args().get(3));
        // the undefined read of the same read does not say "nobody wrote": T1 did, and the stale read says so
        List<Diagnostic> undefined = s.diagnostics().stream().filter(x -> x.kind() == Diagnostic.Kind.UNDEFINED_READ)
                .toList();
        assertEquals(List.of("T0 reads partial[1], workgroup memory with no write visible to it (undefined); T0 stores"
                + " its value to total at reduction-missing-barrier.comp:31"),
                undefined.stream().map(Diagnostic::message).toList());
    }
}
