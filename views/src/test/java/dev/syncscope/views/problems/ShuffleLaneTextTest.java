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
        assertEquals("T1 uses the undefined value of OpGroupNonUniformShuffleDown from subgroup invocation 2 (not in"
                + " the tangle) at lane.comp:7; T1 stores its value to r[1]", d.get(0).message());
        assertEquals(d.get(0).message(), new DiagnosticText(EN).of(d.get(0)));
        assertEquals("T1 は lane.comp:7 の OpGroupNonUniformShuffleDown が、タングルにないサブグループ内 ID 2 の呼び出しから"
                + "受け取る未定義の値 を使いました。T1 はその値を r[1] に書き込みます", new DiagnosticText(JA).of(d.get(0)));
    }

    @Test
    void theCheckerRowNamesTheInstructionAndTheLaneInBothLanguages() {
        List<Finding> f = new AxiomaticChecker().check(KernelLoader.load("lane.comp", DiagnosticPrograms.SHUFFLE_LANE)
                .program()).findings().stream().filter(x -> x.kind() == Finding.Kind.UNDEFINED_READ).toList();
        assertEquals(1, f.size(), f.toString());
        assertEquals(Finding.UNDEFINED_VALUE_KEY, f.get(0).key());
        assertEquals(f.get(0).text(), CheckText.finding(f.get(0), EN));
        assertEquals("未定義の値: T1 は lane.comp:7 の OpGroupNonUniformShuffleDown が、タングルにないサブグループ内 ID 2 の"
                + "呼び出しから受け取る未定義の値 を使います。T1 は lane.comp:7 でその値を r[1] に書き込みます",
                CheckText.finding(f.get(0), JA));
    }
}
