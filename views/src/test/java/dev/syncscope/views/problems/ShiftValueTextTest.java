package dev.syncscope.views.problems;

import dev.syncscope.core.api.DebugSession;
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
 * The window's words for a shift by its value's width or more (SPIR-V OpShiftLeftLogical: "The resulting value is
 * undefined if Shift is greater than or equal to the bit width of the components of Base";
 * {@code UndefinedValue.Kind.SHIFT_PAST_WIDTH}, session 85): the stepper's and the checker's rows name the instruction
 * and the Shift, in English as the engines do, and in Japanese.
 */
class ShiftValueTextTest {

    private static final Messages EN = Messages.forLocale(Locale.ENGLISH);
    private static final Messages JA = Messages.forLocale(Locale.JAPANESE);

    private static final String KERNEL = """
            // @buffer B = 40
            #version 450
            layout(local_size_x = 1) in;
            layout(binding = 0) buffer B { uint n; uint e; };
            void main() { e = 1u << n; }
            """;

    @Test
    void bothEnginesRowsNameTheInstructionAndItsShiftInBothLanguages() {
        DebugSession s = DebugSession.load(KernelLoader.load("sh.comp", KERNEL).program());
        s.run();
        List<Diagnostic> d = s.diagnostics();
        assertEquals(1, d.size(), d.toString());
        assertEquals("T0 uses the undefined value of OpShiftLeftLogical by 40 bits, as many as its value has or more"
                + " at sh.comp:5; T0 stores its value to e", d.get(0).message());
        assertEquals(d.get(0).message(), new DiagnosticText(EN).of(d.get(0)));
        assertEquals("T0 は sh.comp:5 の OpShiftLeftLogical が、値のビット数以上のシフト (40 ビット) で作る未定義の値 を使いました。"
                + "T0 はその値を e に書き込みます", new DiagnosticText(JA).of(d.get(0)));
        List<Finding> f = new AxiomaticChecker().check(KernelLoader.load("sh.comp", KERNEL).program()).findings()
                .stream().filter(x -> x.kind() == Finding.Kind.UNDEFINED_READ).toList();
        assertEquals(1, f.size(), f.toString());
        assertEquals(f.get(0).text(), CheckText.finding(f.get(0), EN));
        assertEquals("未定義の値: T0 は sh.comp:5 の OpShiftLeftLogical が、値のビット数以上のシフト (40 ビット) で作る未定義の値 を"
                + "使います。T0 は sh.comp:5 でその値を e に書き込みます", CheckText.finding(f.get(0), JA));
    }
}
