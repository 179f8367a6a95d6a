package dev.syncscope.views.explain;

import dev.syncscope.core.api.DebugSession;
import dev.syncscope.core.exec.Event;
import dev.syncscope.core.explain.ReadExplanation;
import dev.syncscope.core.load.ProgramLoader;
import dev.syncscope.views.i18n.Messages;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * "Why this value?" on a read that many invocations' writes missed, or raced with, for one reason says the reason once
 * and names the others ({@link SameReason}): every invocation of four workgroups of 64 writes {@code x} at line 6,
 * then one reads it after a {@code barrier()} that orders only shared memory (VK MM: Synchronizes-With, control
 * barrier semantics; Data Race). The read missed 255 writes and races with 255; the words were 704 paragraphs with
 * 193 fixes, alike but for the invocation's name.
 */
class SameReasonTest {

    private static final Messages EN = Messages.forLocale(Locale.ENGLISH);

    /** {@code workgroups} × {@code size} invocations writing x, a barrier() leaving x's class out, each reading x. */
    static String kernel(int workgroups, int size) {
        return "// @dispatch " + workgroups + "\n"
                + "#version 450\n"
                + "layout(local_size_x = " + size + ") in;\n"
                + "layout(std430, binding = 0) buffer B { uint x; uint seen[]; };\n"
                + "void main() {\n"
                + "    x = gl_GlobalInvocationID.x;\n"
                + "    barrier();\n"
                + "    seen[gl_GlobalInvocationID.x] = x;\n"
                + "}\n";
    }

    /** A read to explain, with its context. */
    record Read(ReadExplanation explanation, ExplanationContext context) {
        void showIn(ExplanationViewModel vm) {
            vm.show(explanation, context);
        }
    }

    /** The load of a run of {@code source} whose read missed the most writes. */
    static Read mostMissed(String source) {
        DebugSession session = DebugSession.load(ProgramLoader.load("k.comp", source));
        session.run();
        ReadExplanation most = null;
        for (int i = 0; i < session.trace().size(); i++) {
            if (session.trace().get(i).event().kind() == Event.Kind.LOAD) {
                ReadExplanation ex = session.explainRead(i);
                most = most == null || ex.unseen().size() > most.unseen().size() ? ex : most;
            }
        }
        return new Read(most, new ExplanationContext(session.program().launch(), session.trace(), session.races(),
                source));
    }

    /** The paragraphs of "Why this value?" on the load of the run whose read missed the most writes. */
    private static List<Paragraph> paragraphs(String source, Messages text) {
        ExplanationViewModel vm = new ExplanationViewModel(text);
        mostMissed(source).showIn(vm);
        return vm.paragraphs();
    }

    private static List<String> of(List<Paragraph> paragraphs, Paragraph.Kind kind) {
        return paragraphs.stream().filter(p -> p.kind() == kind).map(Paragraph::text).toList();
    }

    /** The number before "more" in each group's sentence. */
    private static int counted(List<String> sentences) {
        int n = 0;
        for (String s : sentences) {
            Matcher m = Pattern.compile("with (\\d+) more|for (\\d+) more").matcher(s);
            if (m.find()) {
                n += Integer.parseInt(m.group(1) != null ? m.group(1) : m.group(2));
            }
        }
        return n;
    }

    @Test
    void writesMissedForOneReasonAreWordedOnceAndTheOtherInvocationsNamed() {
        List<Paragraph> p = paragraphs(kernel(4, 64), EN);
        List<String> unseen = of(p, Paragraph.Kind.UNSEEN);
        // the writes of the reader's workgroup (the barrier leaves x's class out) and those of the other three (no
        // barrier orders two workgroups) are two reasons: each in full once, and its others counted and named
        assertEquals(4, unseen.size(), unseen.toString());
        assertTrue(unseen.get(1).startsWith("The same holds for 62 more newer writes of x at line 6, by "),
                unseen.get(1));
        assertTrue(unseen.get(3).startsWith("The same holds for 191 more newer writes of x at line 6, by "),
                unseen.get(3));
        assertTrue(unseen.get(3).endsWith(" and 181 more."), unseen.get(3));
        assertEquals(255, 2 + counted(unseen));
        // a race "for the reason above" is alike only to the races of its reason: two groups, as the unseen writes
        List<String> races = of(p, Paragraph.Kind.RACE);
        assertEquals(4, races.size(), races.toString());
        assertEquals(255, 2 + counted(races));
        assertTrue(races.get(1).startsWith("This read races in the same way with 191 more accesses"), races.get(1));
        assertTrue(races.get(3).startsWith("This read races in the same way with 62 more accesses"), races.get(3));
        // the two reasons' fixes, once each (the second's names its invocations' workgroups: different ones)
        List<String> fixes = of(p, Paragraph.Kind.FIX);
        assertEquals(2, fixes.size(), fixes.toString());
        assertTrue(fixes.get(1).contains("in different workgroups"), fixes.get(1));
        assertTrue(p.size() < 12, Integer.toString(p.size()));
    }

    @Test
    void fewerThanFourInvocationsWithOneReasonAreEachWordedInFull() {
        // one workgroup of 4: the reader missed 3 writes, each its own paragraph, as before grouping
        List<String> unseen = of(paragraphs(kernel(1, 4), EN), Paragraph.Kind.UNSEEN);
        assertEquals(3, unseen.size(), unseen.toString());
        for (String u : unseen) {
            assertTrue(u.startsWith("The newer write x = "), u);
        }
        // one workgroup of 5: 4 writes, the first in full and 3 named
        List<String> five = of(paragraphs(kernel(1, 5), EN), Paragraph.Kind.UNSEEN);
        assertEquals(2, five.size(), five.toString());
        assertTrue(five.get(1).startsWith("The same holds for 3 more newer writes of x at line 6, by T"), five.get(1));
    }

    /** An invocation's three writes are three: each counted, the invocation named once (the session-89 review). */
    @Test
    void aGroupCountsEveryWriteAndNamesEachInvocationOnce() {
        String loop = """
                #version 450
                layout(local_size_x = 5) in;
                layout(std430, binding = 0) buffer B { uint x; uint seen[]; };
                void main() {
                    if (gl_GlobalInvocationID.x != 0u) {
                        for (uint k = 0u; k < 3u; k++) {
                            x = gl_GlobalInvocationID.x * 10u + k;
                        }
                    }
                    barrier();
                    seen[gl_GlobalInvocationID.x] = x;
                }
                """;
        List<String> unseen = of(paragraphs(loop, EN), Paragraph.Kind.UNSEEN);
        // T1–T4's last writes, then their eight overwritten ones: twelve writes in all
        assertEquals(4, unseen.size(), unseen.toString());
        assertEquals(12, 2 + counted(unseen));
        assertTrue(unseen.get(3).startsWith("The same holds for 7 more newer writes of x at line 7, by "),
                unseen.get(3));
        assertTrue(unseen.get(3).endsWith(", by T2, T3, T4, T1."), unseen.get(3));
    }

    @Test
    void theGroupsSentenceIsInJapaneseToo() {
        List<String> unseen = of(paragraphs(kernel(1, 8), Messages.forLocale(Locale.JAPANESE)), Paragraph.Kind.UNSEEN);
        assertEquals(2, unseen.size(), unseen.toString());
        assertTrue(unseen.get(1).contains("6 行目の x へのほかの新しい書き込み 6 件"), unseen.get(1));
    }

    @Test
    void theEngineDetailsTooltipListsTwelveMissingLinksAndCountsTheRest() {
        ExplanationViewModel vm = new ExplanationViewModel(EN);
        mostMissed(kernel(4, 64)).showIn(vm);
        List<String> lines = vm.engineDetailsProperty().get().lines().toList();
        assertEquals(ExplanationViewModel.DETAILS_SHOWN + 1, lines.size(), lines.toString());
        assertEquals("\u2026 and 243 more", lines.get(lines.size() - 1));
    }

    @Test
    void aKeyLeavesOutTheWholeNameOnly() {
        // T1 is not the start of T10: a sentence naming both keeps T10 in its key
        String a = SameReason.key("T1 and T10 met", null, "T1", null, null);
        String b = SameReason.key("T2 and T10 met", null, "T2", null, null);
        String c = SameReason.key("T2 and T20 met", null, "T2", null, null);
        assertEquals(a, b);
        assertNotEquals(a, c);
        assertEquals(SameReason.key("(T(1,2) waits)", "fix T(1,2)", "T(1,2)", null, null),
                SameReason.key("(T(3,4) waits)", "fix T(3,4)", "T(3,4)", null, null));
    }

    @Test
    void namesPastTenAreCounted() {
        List<String> eleven = java.util.stream.IntStream.range(0, 11).mapToObj(i -> "T" + i).toList();
        assertEquals(String.join(", ", eleven), SameReason.names(eleven, EN));
        List<String> twelve = java.util.stream.IntStream.range(0, 12).mapToObj(i -> "T" + i).toList();
        assertEquals(String.join(", ", twelve.subList(0, 10)) + " and 2 more", SameReason.names(twelve, EN));
    }
}
