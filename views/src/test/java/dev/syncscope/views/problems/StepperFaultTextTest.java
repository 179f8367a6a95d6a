package dev.syncscope.views.problems;

import dev.syncscope.core.api.DebugSession;
import dev.syncscope.core.exec.Diagnostic;
import dev.syncscope.core.kernel.KernelLoader;
import dev.syncscope.views.i18n.Messages;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Locale;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The stepper's own FAULT rows in the window's language: a check's fault rows were worded from the fault's data
 * ({@code fault.*} keys), while the same fault met by stepping stayed an English sentence in a Japanese window.
 */
class StepperFaultTextTest {

    @Test
    void aFaultMetWhileSteppingIsWordedByItsReasonKeyWithItsPositionKept() {
        DebugSession s = DebugSession.load(KernelLoader.load("append-overflow.comp",
                JapaneseCheckRowsTest.read("../docs/examples/append-overflow.comp")).program());
        s.run();
        List<Diagnostic> faults = s.diagnostics().stream().filter(d -> d.kind() == Diagnostic.Kind.FAULT).toList();
        assertFalse(faults.isEmpty(), s.diagnostics().toString());
        for (Diagnostic d : faults) {
            assertEquals("diagnostic.fault", d.key(), d.toString());
            assertEquals(d.message(), new DiagnosticText(Messages.forLocale(Locale.ENGLISH)).of(d),
                    "the English pattern gives the engine's sentence back");
            String ja = new DiagnosticText(Messages.forLocale(Locale.JAPANESE)).of(d);
            assertTrue(ja.contains("範囲外のアクセス") && ja.contains("append-overflow.comp:"), ja);
            assertFalse(ja.contains("out-of-bounds"), ja);
        }
    }
}
