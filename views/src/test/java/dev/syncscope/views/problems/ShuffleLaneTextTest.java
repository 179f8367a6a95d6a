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
 * The window's words for the undefined value of a shuffle from a subgroup invocation outside the tangle (SPIR-V
 * OpGroupNonUniformShuffleDown: "the resulting value is undefined if ... the current invocation's id within the group +
 * Delta is either an inactive invocation or greater than or equal to the size of the group"): the problems rows of
 * the stepper's UNDEFINED_READ and of the checker's finding name the instruction and the lane, as the engines do in
 * English, and in Japanese.
 */
class ShuffleLaneTextTest {

    private static final Messages EN = Messages.forLocale(Locale.ENGLISH);
    private static final Messages JA = Messages.forLocale(Locale.JAPANESE);

    @Test
    void theStepperRowNamesTheInstructionAndTheLaneInBothLanguages() {
        List<Diagnostic> d = DiagnosticPrograms.shuffleLane().diagnostics();
        assertEquals(1, d.size(), d.toString());
        assertEquals("diagnostic.undefinedValue", d.get(0).key());
        // 2 is past a subgroup of 2: no invocation of it (UndefinedValue.Kind.LANE_OUTSIDE_SUBGROUP; until session 77
        // worded as an inactive lane's, "(not in the tangle)")
        assertEquals("T1 uses the undefined value of OpGroupNonUniformShuffleDown from subgroup invocation 2, outside"
                + " the subgroup at lane.comp:7; T1 stores its value to r[1]", d.get(0).message());
        assertEquals(d.get(0).message(), new DiagnosticText(EN).of(d.get(0)));
        assertEquals("T1 は lane.comp:7 の OpGroupNonUniformShuffleDown が、サブグループにないサブグループ内 ID 2 から"
                + "受け取る未定義の値 を使いました。T1 はその値を r[1] に書き込みます", new DiagnosticText(JA).of(d.get(0)));
    }

    @Test
    void aShuffleFromAnInactiveLaneIsWordedSoInBothLanguages() {
        List<Diagnostic> d = DiagnosticPrograms.shuffleInactiveLane().diagnostics();
        assertEquals(1, d.size(), d.toString());
        assertEquals("T0 uses the undefined value of OpGroupNonUniformShuffleXor from subgroup invocation 1 (not in the"
                + " tangle) at inactive.comp:8; T0 stores its value to r[0]", d.get(0).message());
        assertEquals(d.get(0).message(), new DiagnosticText(EN).of(d.get(0)));
        assertEquals("T0 は inactive.comp:8 の OpGroupNonUniformShuffleXor が、タングルにないサブグループ内 ID 1 の呼び出し"
                + "から受け取る未定義の値 を使いました。T0 はその値を r[0] に書き込みます", new DiagnosticText(JA).of(d.get(0)));
    }

    @Test
    void theCheckerRowNamesTheInstructionAndTheLaneInBothLanguages() {
        List<Finding> f = new AxiomaticChecker().check(KernelLoader.load("lane.comp", DiagnosticPrograms.SHUFFLE_LANE)
                .program()).findings().stream().filter(x -> x.kind() == Finding.Kind.UNDEFINED_READ).toList();
        assertEquals(1, f.size(), f.toString());
        assertEquals(Finding.UNDEFINED_VALUE_KEY, f.get(0).key());
        assertEquals(f.get(0).text(), CheckText.finding(f.get(0), EN));
        assertEquals("未定義の値: T1 は lane.comp:7 の OpGroupNonUniformShuffleDown が、サブグループにないサブグループ内 ID 2"
                + " から受け取る未定義の値 を使います。T1 は lane.comp:7 でその値を r[1] に書き込みます",
                CheckText.finding(f.get(0), JA));
    }

    @Test
    void aValueAnotherInvocationMadeNamesItsMakerInBothEnginesAndLanguages() {
        // the unguarded scan: T2 adds at d = 2 the sum T0 got from lane -1 at d = 1 (SPIR-V OpGroupNonUniformShuffleUp)
        String text = """
                // @subgroup-size 4
                #version 450
                #extension GL_KHR_shader_subgroup_shuffle_relative : require
                layout(local_size_x = 4) in;
                layout(binding = 0) buffer R { uint r[]; };
                void main() {
                    uint v = gl_LocalInvocationIndex + 1u;
                    v += subgroupShuffleUp(v, 1u);
                    v += subgroupShuffleUp(v, 2u);
                    r[gl_LocalInvocationIndex] = v;
                }
                """;
        String en = "T2 uses the undefined value of OpGroupNonUniformShuffleUp from subgroup invocation -1, outside the"
                + " subgroup at scan.comp:8, which T0 made and a subgroup operation passed on; T2 stores its value to r[2]";
        String ja = "T2 は scan.comp:8 の OpGroupNonUniformShuffleUp が、サブグループにないサブグループ内 ID -1 から"
                + "受け取る未定義の値 (T0 が作り、サブグループ操作が渡したもの) を使";
        dev.syncscope.core.api.DebugSession s = dev.syncscope.core.api.DebugSession.load(KernelLoader.load("scan.comp",
                text).program());
        s.run();
        Diagnostic d = s.diagnostics().stream().filter(x -> x.message().startsWith("T2 ")).findFirst().orElseThrow();
        assertEquals(en, d.message());
        assertEquals(en, new DiagnosticText(EN).of(d));
        assertEquals(ja + "いました。T2 はその値を r[2] に書き込みます", new DiagnosticText(JA).of(d));
        Finding f = new AxiomaticChecker().check(KernelLoader.load("scan.comp", text).program()).findings().stream()
                .filter(x -> x.text().contains("T2 uses")).findFirst().orElseThrow();
        assertEquals(f.text(), CheckText.finding(f, EN));
        assertEquals("undefined value: " + en + " at scan.comp:10", f.text());
        assertEquals("未定義の値: " + ja + "います。T2 は scan.comp:10 でその値を r[2] に書き込みます", CheckText.finding(f, JA));
    }
}
