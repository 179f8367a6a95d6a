package dev.syncscope.views.i18n;

import dev.syncscope.core.api.DebugSession;
import dev.syncscope.core.exec.Diagnostic;
import dev.syncscope.core.load.ProgramLoader;
import dev.syncscope.views.problems.DiagnosticText;
import org.junit.jupiter.api.Test;

import java.util.Locale;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The third form of {@code diagnostic.barrier.dynamicInstance}: two barrier instructions on one line, worded as such
 * in both languages (they were "the same barrier instruction").
 */
class BarrierLineTextTest {

    private static final String IF_ELSE = """
            #version 450
            layout(local_size_x = 2) in;
            layout(binding = 0) buffer Out { uint r[]; };
            void main() {
                uint i = gl_LocalInvocationID.x;
                if (i == 0) { r[0] = 1; barrier(); } else { r[1] = 1; barrier(); }
            }
            """;

    private static Diagnostic divergence() {
        DebugSession s = DebugSession.load(ProgramLoader.load("ifelse.comp", IF_ELSE));
        s.run();
        return s.diagnostics().stream().filter(d -> d.kind() == Diagnostic.Kind.BARRIER_DIVERGENCE).findFirst()
                .orElseThrow();
    }

    @Test
    void twoBarrierInstructionsOnOneLineAreWordedAsAnotherInstructionInEnglishAndJapanese() {
        Diagnostic d = divergence();
        assertEquals("diagnostic.barrier.dynamicInstance", d.key());
        assertEquals(d.message(), new DiagnosticText(Messages.forLocale(Locale.ENGLISH)).of(d));
        assertTrue(d.message().contains("(ifelse.comp:6: another barrier instruction on the same line)"), d.message());
        String ja = new DiagnosticText(Messages.forLocale(Locale.JAPANESE)).of(d);
        assertTrue(ja.contains("(ifelse.comp:6: 同じ行の別のバリア命令)"), ja);
        assertFalse(ja.contains("同じバリア命令に"), ja);
    }
}
