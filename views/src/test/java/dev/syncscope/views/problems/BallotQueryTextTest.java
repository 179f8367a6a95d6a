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
 * The window's words for the undefined value of a ballot query (SPIR-V OpGroupNonUniformBallotFindLSB: "If none of the
 * considered bits is set to 1, the resulting value is undefined"; BitExtract: "The resulting value is undefined if
 * Index is greater than or equal to the size of the group"), in English as the engines word it, and in Japanese.
 */
class BallotQueryTextTest {

    private static final Messages EN = Messages.forLocale(Locale.ENGLISH);
    private static final Messages JA = Messages.forLocale(Locale.JAPANESE);

    private static final String KERNEL = """
            // @subgroup-size 2
            #version 450
            #extension GL_KHR_shader_subgroup_ballot : require
            layout(local_size_x = 2) in;
            layout(binding = 0) buffer Out { uint a[2]; uint b[2]; };
            void main() {
                uint t = gl_SubgroupInvocationID;
                if (t == 0u) { a[0] = subgroupBallotFindLSB(subgroupBallot(false)); }
                if (t == 1u) { b[1] = subgroupBallotBitExtract(subgroupBallot(true), 3u) ? 1u : 0u; }
            }
            """;

    @Test
    void theStepperRowsNameTheQueryInBothLanguages() {
        DebugSession s = DebugSession.load(KernelLoader.load("q.comp", KERNEL).program());
        s.run();
        List<Diagnostic> d = s.diagnostics();
        assertEquals(2, d.size(), d.toString());
        assertEquals("T0 uses the undefined value of OpGroupNonUniformBallotFindLSB of a ballot with no bit set at"
                + " q.comp:8; T0 stores its value to a[0]", d.get(0).message());
        assertEquals(d.get(0).message(), new DiagnosticText(EN).of(d.get(0)));
        assertEquals("T0 は q.comp:8 の OpGroupNonUniformBallotFindLSB が、どのビットも立っていないバロットから作る未定義の値"
                + " を使いました。T0 はその値を a[0] に書き込みます", new DiagnosticText(JA).of(d.get(0)));
        assertEquals("T1 uses the undefined value of OpGroupNonUniformBallotBitExtract of bit 3, outside the subgroup at"
                + " q.comp:9; T1 stores its value to b[1]", d.get(1).message());
        assertEquals(d.get(1).message(), new DiagnosticText(EN).of(d.get(1)));
        assertEquals("T1 は q.comp:9 の OpGroupNonUniformBallotBitExtract が、サブグループにないビット 3 から作る未定義の値"
                + " を使いました。T1 はその値を b[1] に書き込みます", new DiagnosticText(JA).of(d.get(1)));
    }

    @Test
    void theCheckerRowsNameTheQueryInBothLanguages() {
        List<Finding> f = new AxiomaticChecker().check(KernelLoader.load("q.comp", KERNEL).program()).findings()
                .stream().filter(x -> x.kind() == Finding.Kind.UNDEFINED_READ).toList();
        assertEquals(2, f.size(), f.toString());
        for (Finding x : f) {
            assertEquals(x.text(), CheckText.finding(x, EN));
        }
        assertEquals(1, f.stream().filter(x -> CheckText.finding(x, JA).contains(
                "OpGroupNonUniformBallotFindLSB が、どのビットも立っていないバロットから作る未定義の値")).count());
        assertEquals(1, f.stream().filter(x -> CheckText.finding(x, JA).contains(
                "OpGroupNonUniformBallotBitExtract が、サブグループにないビット 3 から作る未定義の値")).count());
    }
}
