package dev.syncscope.views.problems;

import dev.syncscope.core.exec.Diagnostic;
import dev.syncscope.views.i18n.Messages;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Locale;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The problems row of a SPIN whose loop reads an undefined value (Workgroup memory no write defined: VK MM
 * Allocation) says the value is undefined, in English as the engine words it and in Japanese, not that the loop reads
 * 0, a value that can never change.
 */
class UndefinedSpinTextTest {

    @Test
    void theRowSaysTheValueIsUndefinedInBothLanguages() {
        List<Diagnostic> spins = DiagnosticPrograms.undefinedSpin().diagnostics().stream()
                .filter(d -> d.kind() == Diagnostic.Kind.SPIN).toList();
        assertEquals(1, spins.size(), spins.toString());
        Diagnostic spin = spins.get(0);
        assertEquals(spin.message(), new DiagnosticText(Messages.forLocale(Locale.ENGLISH)).of(spin));
        assertEquals("T0 は flag を読んでスピンしていますが、flag は未定義の値です (どんな値でもありえます: SyncScope は 0 を読みますが、"
                + "別の値ならループを抜けるかもしれません)。T0 から可視になるより新しい書き込みを、ほかのどの呼び出しももう行えません",
                new DiagnosticText(Messages.forLocale(Locale.JAPANESE)).of(spin));
    }
}
