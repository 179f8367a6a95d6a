package dev.syncscope.views.problems;

import dev.syncscope.core.api.DebugSession;
import dev.syncscope.core.exec.Diagnostic;
import dev.syncscope.core.kernel.KernelLoader;
import dev.syncscope.core.litmus.herd.HerdParser;
import dev.syncscope.core.model.Program;
import dev.syncscope.views.i18n.EnglishWords;
import dev.syncscope.views.i18n.Messages;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.List;
import java.util.Locale;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The stepper's BOUND_EXCEEDED rows in the window's language: an invocation stopped at its loop bound or instruction
 * budget was an English sentence in a Japanese window, while the checker's cut path at the same bound was worded
 * from its key ({@code check.cut.*}); both now share the key and the state's arguments.
 */
class StepperBoundTextTest {

    private static final String SPIN = """
            Vulkan spin
            {
            x=0;
            }
             P0@sg 0, wg 0, qf 0 ;
             LC00:                       ;
             rmw.atom.dv.sc0.add r0, x, 1 ;
             bne r0, 9, LC00             ;
            exists (P0:r0 == 9)
            """;

    private static final String LOCAL = """
            Vulkan local
            {
            x=0;
            }
             P0@sg 0, wg 0, qf 0   ;
             LC00:                 ;
             add r0, r0, 1         ;
             bne r0, 0, LC00       ;
            exists (P0:r0 == 1)
            """;

    private static final String KERNEL = """
            // @budget 300
            #version 450
            layout(local_size_x = 1) in;
            layout(binding = 0) buffer B { uint x; };
            void main() {
                x = 1u;
                while (true) {
                }
            }
            """;

    private static Program program(String which) {
        return switch (which) {
            case "unroll" -> HerdParser.parse("spin.litmus", SPIN, 3).program();
            case "litmusBudget" -> HerdParser.parse("local.litmus", LOCAL, Integer.MAX_VALUE).program();
            default -> KernelLoader.load("spin.comp", KERNEL).program();
        };
    }

    @ParameterizedTest
    @ValueSource(strings = {"unroll", "litmusBudget", "kernelBudget"})
    void aBoundReachedWhileSteppingIsWordedByItsKeyInEachLanguage(String which) {
        DebugSession s = DebugSession.load(program(which));
        s.run();
        List<Diagnostic> bounds = s.diagnostics().stream().filter(d -> d.kind() == Diagnostic.Kind.BOUND_EXCEEDED)
                .toList();
        assertEquals(1, bounds.size(), s.diagnostics().toString());
        Diagnostic d = bounds.get(0);
        assertEquals("check.cut." + which, d.key(), d.toString());
        assertEquals(d.message(), new DiagnosticText(Messages.forLocale(Locale.ENGLISH)).of(d),
                "the English pattern gives the engine's sentence back");
        String ja = new DiagnosticText(Messages.forLocale(Locale.JAPANESE)).of(d);
        assertTrue(EnglishWords.of(ja, "spin", "local").isEmpty(), ja + ": " + EnglishWords.of(ja, "spin", "local"));
    }
}
