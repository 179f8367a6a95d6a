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
 * The window's words for a bit field past its value's bits (SPIR-V OpBitFieldUExtract: "The resulting value is
 * undefined if Count or Offset or their sum is greater than the number of bits in the result";
 * {@code UndefinedValue.Kind.BIT_FIELD_OUTSIDE}, session 81): the stepper's and the checker's rows name the instruction
 * and Offset + Count, in English as the engines do, and in Japanese.
 */
class BitFieldValueTextTest {

    private static final Messages EN = Messages.forLocale(Locale.ENGLISH);
    private static final Messages JA = Messages.forLocale(Locale.JAPANESE);

    private static final String KERNEL = """
            #version 450
            layout(local_size_x = 1) in;
            layout(binding = 0) buffer B { uint x; uint e; };
            void main() { e = bitfieldExtract(x, 30, 4); }
            """;

    @Test
    void bothEnginesRowsNameTheInstructionAndItsFieldInBothLanguages() {
        DebugSession s = DebugSession.load(KernelLoader.load("bf.comp", KERNEL).program());
        s.run();
        List<Diagnostic> d = s.diagnostics();
        assertEquals(1, d.size(), d.toString());
        assertEquals("T0 uses the undefined value of OpBitFieldUExtract with Offset + Count 34, past the bits of its"
                + " value at bf.comp:4; T0 stores its value to e", d.get(0).message());
        assertEquals(d.get(0).message(), new DiagnosticText(EN).of(d.get(0)));
        assertEquals("T0 は bf.comp:4 の OpBitFieldUExtract が、値のビットを越えるビットフィールド (Offset + Count 34) から"
                + "作る未定義の値 を使いました。T0 はその値を e に書き込みます", new DiagnosticText(JA).of(d.get(0)));
        List<Finding> f = new AxiomaticChecker().check(KernelLoader.load("bf.comp", KERNEL).program()).findings()
                .stream().filter(x -> x.kind() == Finding.Kind.UNDEFINED_READ).toList();
        assertEquals(1, f.size(), f.toString());
        assertEquals(f.get(0).text(), CheckText.finding(f.get(0), EN));
        assertEquals("未定義の値: T0 は bf.comp:4 の OpBitFieldUExtract が、値のビットを越えるビットフィールド (Offset + Count"
                + " 34) から作る未定義の値 を使います。T0 は bf.comp:4 でその値を e に書き込みます", CheckText.finding(f.get(0), JA));
    }
}
