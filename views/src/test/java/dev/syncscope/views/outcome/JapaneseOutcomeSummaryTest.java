package dev.syncscope.views.outcome;

import dev.syncscope.core.check.AxiomaticChecker;
import dev.syncscope.core.check.CheckOptions;
import dev.syncscope.core.check.CheckResult;
import dev.syncscope.core.check.CutPath;
import dev.syncscope.core.check.Finding;
import dev.syncscope.core.kernel.KernelLoader;
import dev.syncscope.core.litmus.herd.HerdParser;
import dev.syncscope.core.model.CutKind;
import dev.syncscope.views.i18n.EnglishWords;
import dev.syncscope.views.i18n.Messages;
import dev.syncscope.views.problems.CheckProblems;
import dev.syncscope.views.problems.CheckText;
import dev.syncscope.views.problems.Problem;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The Outcomes tab's summary of a check in a Japanese window: the limit that stopped it, the faults (barrier divergence,
 * undefined reads) that make the program wrong and the paths it cut at a bound were the checker's English sentences;
 * they are worded from its data ({@link dev.syncscope.core.check.CheckLimit}, {@link dev.syncscope.core.check.Finding},
 * {@link CutPath#key()}), and an English window still shows the checker's lines.
 */
class JapaneseOutcomeSummaryTest {

    private static final Messages EN = Messages.forLocale(Locale.ENGLISH);
    private static final Messages JA = Messages.forLocale(Locale.JAPANESE);

    private static final String SPIN = read("../core-sim/src/test/resources/cut-kinds/spin-until-written.litmus");

    /** P0 counts in a register for ever, with no memory instruction. */
    private static final String LOCAL_LOOP = """
            Vulkan local
            { x=0; }
             P0@sg 0, wg 0, qf 0 ;
             LC00:               ;
             add r0, r0, 1       ;
             bne r0, 0, LC00     ;
            exists (P0:r0 == 1)
            """;

    /** P0 stores 1 to x for ever (r0 stays 0, so it always jumps back). */
    private static final String STORE_LOOP = """
            Vulkan stores
            { x=0; }
             P0@sg 0, wg 0, qf 0  ;
             LC00:                ;
             st.atom.dv.sc0 x, 1  ;
             beq r0, 0, LC00      ;
            exists (x == 1)
            """;

    private static final String BUDGET = """
            // @budget 100
            #version 450
            layout(local_size_x = 1) in;
            layout(binding = 0) buffer B { uint data[]; };
            void main() {
                uint i = 0;
                while (true) { i = i + 1; }
            }
            """;

    /** T1 waits for T0's flag with an atomic that fails (compare-exchange) or writes back what it read (or 0). */
    private static String atomicSpin(String waitUntilSet) {
        return """
                #version 450
                layout(local_size_x = 2) in;
                layout(binding = 0) buffer B { uint flag; };
                void main() {
                    if (gl_LocalInvocationID.x == 0) {
                        atomicExchange(flag, 1u);
                    } else {
                        while (%s) { }
                    }
                }
                """.formatted(waitUntilSet);
    }

    /** T1 waits for flag, which nobody sets (T0 sets other): a loop that can never exit ({@code EndlessSpins}). */
    private static String neverSet(String waitUntilSet) {
        return atomicSpin(waitUntilSet).replace("uint flag;", "uint flag; uint other;")
                .replace("atomicExchange(flag, 1u)", "atomicExchange(other, 1u)");
    }

    /**
     * T1 does {@code read} of flag, which nobody sets, 40 times, counting: cut at the spin bound, though its state
     * moves on and the loop ends.
     */
    private static String counted(String read) {
        return neverSet("false").replace("while (false) { }", "for (uint k = 0u; k < 40u; k++) { " + read + "; }");
    }

    private static String read(String path) {
        try {
            return Files.readString(Path.of(path));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static String summary(CheckResult r, Messages text) {
        OutcomeViewModel vm = new OutcomeViewModel(text);
        vm.show(r);
        return vm.summaryProperty().get();
    }

    private static void japanese(String summary, String... identifiers) {
        assertEquals(List.of(), EnglishWords.of(summary, identifiers), summary);
    }

    @Test
    void aCheckStoppedAtALimitIsSummarizedInJapanese() {
        CheckResult r = new AxiomaticChecker(CheckOptions.DEFAULT.withMaxTracesPerAgent(1)).check(
                HerdParser.parse("spin-until-written.litmus", SPIN, 8).program());
        assertFalse(r.complete(), r::toString);
        String ja = summary(r, JA);
        japanese(ja);
        assertTrue(ja.startsWith("不完全: P0 の経路が 1 本を超えています。"), ja);
        assertTrue(summary(r, EN).startsWith("Incomplete: agent P0 has more than 1 paths. "), summary(r, EN));
    }

    @Test
    void aCheckThatFoundAFaultIsSummarizedInJapanese() {
        CheckResult r = new AxiomaticChecker().check(KernelLoader.load("append-overflow.comp",
                read("../docs/examples/append-overflow.comp")).program());
        String ja = summary(r, JA);
        japanese(ja, "kept");
        assertTrue(ja.startsWith("ある実行で誤り: フォールト: T0 は append-overflow.comp:12 で停止します: 範囲外のアクセス"
                + " kept[1] (要素は 1 個)、ほか 5 件。"), ja);
        assertTrue(summary(r, EN).startsWith("Wrong in some execution: " + r.faults().get(0) + ", and 5 more. "),
                summary(r, EN));
        // an undefined read of workgroup memory, worded alike
        CheckResult undefined = new AxiomaticChecker().check(KernelLoader.load("undefined.comp",
                read("../docs/examples/diagnostics/undefined.comp")).program());
        assertFalse(undefined.undefinedReads().isEmpty(), undefined::toString);
        japanese(summary(undefined, JA));
        assertTrue(summary(undefined, EN).startsWith("Wrong in some execution: " + undefined.undefinedReads().get(0)),
                summary(undefined, EN));
    }

    /** Checks whose paths are cut at each bound, and at the spin bound by each kind of spinning read. */
    private static List<CheckResult> cutChecks() {
        // an unroll bound below the smallest spin bound checked (2, SpinDeepening): the loop bound cuts the wait
        return List.of(new AxiomaticChecker().check(HerdParser.parse("spin.litmus", SPIN, 1).program()),
                new AxiomaticChecker().check(HerdParser.parse("local.litmus", LOCAL_LOOP, Integer.MAX_VALUE)
                        .program()),
                new AxiomaticChecker().check(KernelLoader.load("inf.comp", BUDGET).program()),
                new AxiomaticChecker().check(HerdParser.parse("spin.litmus", SPIN, 1_000_000).program()),
                new AxiomaticChecker().check(KernelLoader.load("cas.comp",
                        atomicSpin("atomicCompSwap(flag, 1u, 2u) != 1u")).program()),
                // each read that writes back is a write: a low spin bound keeps the combinations few
                new AxiomaticChecker(CheckOptions.DEFAULT.withSpinBound(2)).check(KernelLoader.load("or.comp",
                        atomicSpin("atomicOr(flag, 0u) == 0u")).program()),
                new AxiomaticChecker(CheckOptions.DEFAULT.withMaxActions(50))
                        .check(HerdParser.parse("stores.litmus", STORE_LOOP, 1_000_000).program()),
                // a counted loop moves on: its cuts are at the spin bound, not waits that never end
                new AxiomaticChecker().check(KernelLoader.load("count.comp", counted("atomicCompSwap(flag, 1u, 2u)"))
                        .program()),
                new AxiomaticChecker().check(KernelLoader.load("reads.comp", counted("k += flag")).program()),
                // a write-back poll is a wait longer than any execution that ends needs (WaitBounds) only where the
                // poller's state is back where it was: in a counted loop it is cut at the spin bound
                new AxiomaticChecker(CheckOptions.DEFAULT.withSpinBound(2)).check(KernelLoader.load("orcount.comp",
                        counted("atomicOr(flag, 0u)")).program()));
    }

    /** Checks whose every cut is in a loop that can never exit, by each kind of spinning read. */
    private static List<CheckResult> endlessChecks() {
        return List.of(new AxiomaticChecker().check(KernelLoader.load("never.comp", neverSet("flag == 0u")).program()),
                new AxiomaticChecker().check(KernelLoader.load("cas.comp",
                        neverSet("atomicCompSwap(flag, 1u, 2u) != 1u")).program()),
                new AxiomaticChecker(CheckOptions.DEFAULT.withSpinBound(2)).check(KernelLoader.load("or.comp",
                        neverSet("atomicOr(flag, 0u) == 0u")).program()));
    }

    @Test
    void aSpinThatCanNeverEndIsSummarizedInJapaneseWithItsCuts() {
        Set<String> keys = new LinkedHashSet<>();
        for (CheckResult r : endlessChecks()) {
            assertEquals(1, r.endlessSpins().size(), r::toString);
            String ja = summary(r, JA);
            japanese(ja, "flag");
            // a spin that can never end is wrong in every execution, and its cuts lose no execution that ends: not
            // "in some execution" nor "longer executions may add outcomes"
            assertTrue(ja.startsWith("誤り: 終わらないスピン: T1 はどの実行でも "), ja);
            assertTrue(ja.contains("すべての実行ではありません: 終わらない待ちを打ち切りました ("), ja);
            String en = summary(r, EN);
            assertTrue(en.startsWith("Wrong: " + r.endlessSpins().get(0)), en);
            assertTrue(en.contains(". Not every execution: waits that never end were cut (" + r.cutPaths().get(0)
                    + "); every execution that ends is here. "), en);
            assertFalse(en.contains("may add outcomes") || en.contains("in some execution"), en);
            List<Problem> rows = CheckProblems.of(r, EN);
            assertEquals("Check: " + r.endlessSpins().get(0), rows.get(0).message());
            for (CutPath cut : r.cuts()) {
                assertEquals(CutKind.ENDLESS_WAIT, cut.kind(), cut::text);
                keys.add(cut.key());
                assertEquals(cut.text(), CheckText.cut(cut, EN), "the English is the checker's line: " + cut.key());
                assertNotEquals(cut.text(), CheckText.cut(cut, JA), cut.key());
            }
        }
        assertEquals(Set.of(CutPath.SPIN_READ + CutPath.ENDLESS, CutPath.SPIN_FAILED_EXCHANGE + CutPath.ENDLESS,
                CutPath.SPIN_WRITTEN_BACK + CutPath.ENDLESS), keys);
    }

    /**
     * A wait before a barrier for a flag stored only after it (docs/examples/diagnostics/spin-before-barrier.comp):
     * the endless spin names the barrier, in Japanese too, and the English is the checker's line.
     */
    @Test
    void aSpinBeforeTheBarrierItsFlagIsStoredAfterIsSummarizedInJapaneseWithTheBarrier() {
        CheckResult r = new AxiomaticChecker().check(KernelLoader.load("spin-before-barrier.comp",
                read("../docs/examples/diagnostics/spin-before-barrier.comp")).program());
        assertEquals(1, r.endlessSpins().size(), r::toString);
        Finding f = r.findings().stream().filter(x -> x.kind() == Finding.Kind.ENDLESS_SPIN).findFirst().orElseThrow();
        assertEquals(Finding.ENDLESS_SPIN_BARRIER_KEY, f.key());
        assertEquals(f.text(), CheckText.finding(f, EN));
        String ja = CheckText.finding(f, JA);
        japanese(ja, "flag");
        assertTrue(ja.contains("spin-before-barrier.comp:9 のバリアに着く前に"), ja);
        assertTrue(summary(r, JA).startsWith("誤り: 終わらないスピン: T1 はどの実行でも "), summary(r, JA));
    }

    @Test
    void aCheckWhosePathsWereCutIsSummarizedInJapaneseAtEveryBound() {
        Set<String> keys = new LinkedHashSet<>();
        List<CutKind> kinds = new ArrayList<>();
        for (CheckResult r : cutChecks()) {
            assertTrue(r.pathsCut(), r::toString);
            String ja = summary(r, JA);
            japanese(ja, "flag", "data");
            // only waits that never end were cut (ENDLESS_WAIT): no execution that ends is missing
            boolean endless = CutPath.onlyEndlessWaits(r.cuts());
            assertTrue(ja.startsWith((endless ? "すべての実行ではありません: 終わらない待ちを打ち切りました ("
                    : "すべての実行ではありません: 上限で経路を打ち切りました (") + CheckText.cut(r.cuts().get(0), JA)), ja);
            String en = summary(r, EN);
            assertTrue(en.startsWith((endless ? "Not every execution: waits that never end were cut ("
                    : "Not every execution: paths were cut at a bound (") + r.cutPaths().get(0)), en);
            for (CutPath cut : r.cuts()) {
                keys.add(cut.key());
                kinds.add(cut.kind());
                assertEquals(cut.text(), CheckText.cut(cut, EN), "the English is the checker's line: " + cut.key());
                assertNotEquals(cut.text(), CheckText.cut(cut, JA), cut.key());
            }
        }
        assertEquals(Set.of(CutKind.values()), Set.copyOf(kinds));
        // a wait longer than any execution that ends needs (ENDLESS_WAIT) is worded as such: SpinRepeats
        assertEquals(Set.of(CutPath.UNROLL, CutPath.LITMUS_BUDGET, CutPath.KERNEL_BUDGET, CutPath.SPIN_READ,
                CutPath.SPIN_FAILED_EXCHANGE, CutPath.SPIN_WRITTEN_BACK, CutPath.ACTIONS_AT,
                CutPath.SPIN_READ + CutPath.OPEN_WAIT, CutPath.SPIN_FAILED_EXCHANGE + CutPath.OPEN_WAIT,
                CutPath.SPIN_WRITTEN_BACK + CutPath.OPEN_WAIT), keys);
        assertEquals("P0: spin.litmus:6:2 (r0 == 0 → LC00) でループの上限 (後方ジャンプ 1 回) を超えました",
                CheckText.cut(cutChecks().get(0).cuts().get(0), JA));
    }

    @Test
    void theValuesASpinReadAreJoinedInTheWindowsLanguage() {
        CutPath cut = new CutPath(CutKind.SPIN_BOUND, "T1: …", CutPath.SPIN_READ,
                List.of("T1", "x", List.of(0L, 1L, 2L), "k.comp:9", 33L, 32L));
        assertTrue(CheckText.cut(cut, EN).startsWith("T1: read x = 0, 1 or 2 at k.comp:9 33 times in a row"),
                CheckText.cut(cut, EN));
        assertTrue(CheckText.cut(cut, JA).startsWith("T1: k.comp:9 で x = 0, 1 または 2 を、"), CheckText.cut(cut, JA));
        CutPath actions = new CutPath(CutKind.ACTIONS_BOUND, "P0: …", CutPath.ACTIONS, List.of("P0", 50L));
        assertEquals("P0: more than 50 actions on one path (the checker's bound of 50 actions a path, which check"
                + " --max-actions raises)", CheckText.cut(actions, EN));
        japanese(CheckText.cut(actions, JA));
    }
}
