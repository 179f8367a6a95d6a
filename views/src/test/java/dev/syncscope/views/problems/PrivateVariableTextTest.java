package dev.syncscope.views.problems;

import dev.syncscope.core.check.AxiomaticChecker;
import dev.syncscope.core.check.Finding;
import dev.syncscope.core.exec.Diagnostic;
import dev.syncscope.core.kernel.KernelLoader;
import dev.syncscope.views.i18n.Messages;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Locale;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The window's words for a global (Private) variable read before any store (SPIR-V OpVariable: without an
 * Initializer it has no initial value): the problems row of the stepper's UNDEFINED_READ and of the checker's finding
 * say it as the engines do in English, and in Japanese.
 */
class PrivateVariableTextTest {

    private static final Messages EN = Messages.forLocale(Locale.ENGLISH);
    private static final Messages JA = Messages.forLocale(Locale.JAPANESE);

    @Test
    void theStepperRowNamesTheGlobalInBothLanguages() {
        List<Diagnostic> d = DiagnosticPrograms.privateValue().diagnostics().stream()
                .filter(x -> "diagnostic.undefinedValue".equals(x.key())).toList();
        assertEquals(1, d.size(), d.toString());
        assertEquals(d.get(0).message(), new DiagnosticText(EN).of(d.get(0)));
        assertEquals("T0 uses global variable g (Private) before any store to it at private.comp:6; T0 stores its"
                + " value to result", d.get(0).message());
        assertEquals("T0 は private.comp:6 で、まだ何も書き込まれていないグローバル変数 g (Private) を使いました。T0 はその値を"
                + " result に書き込みます", new DiagnosticText(JA).of(d.get(0)));
    }

    @Test
    void theCheckerRowNamesTheGlobalInBothLanguages() {
        List<Finding> f = new AxiomaticChecker().check(KernelLoader.load("private.comp", DiagnosticPrograms.PRIVATE)
                .program()).findings().stream().filter(x -> x.kind() == Finding.Kind.UNDEFINED_READ).toList();
        assertEquals(1, f.size(), f.toString());
        assertEquals(f.get(0).text(), CheckText.finding(f.get(0), EN));
        assertEquals("未定義の値: T0 は private.comp:6 で、まだ何も書き込まれていないグローバル変数 g (Private) を使います。T0 は"
                + " private.comp:6 でその値を result に書き込みます", CheckText.finding(f.get(0), JA));
    }
}
