package dev.syncscope.views.problems;

import dev.syncscope.core.check.AxiomaticChecker;
import dev.syncscope.core.check.CheckLimit;
import dev.syncscope.core.check.CheckOptions;
import dev.syncscope.core.check.CheckResult;
import dev.syncscope.core.check.Finding;
import dev.syncscope.core.kernel.KernelLoader;
import dev.syncscope.core.load.ProgramLoader;
import dev.syncscope.core.model.FaultReason;
import dev.syncscope.views.i18n.Messages;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The rows an exhaustive check adds in a Japanese window: its faults, barrier divergence, undefined reads and the limit
 * that stopped it were the checker's English sentences; they are worded from the checker's data ({@link Finding#key()},
 * {@link CheckLimit}, {@link FaultReason}), and the English patterns give the checker's English back.
 */
class JapaneseCheckRowsTest {

    private static final Messages EN = Messages.forLocale(Locale.ENGLISH);
    private static final Messages JA = Messages.forLocale(Locale.JAPANESE);

    /** File names with their positions, the kernels' identifiers and SPIR-V terms: written alike in every language. */
    private static final Pattern NOT_ENGLISH = Pattern.compile("[\\w.-]+\\.(comp|litmus|test)(:\\d+)*"
            + "|\\b(kept|result|OpControlBarrier|NonWritable|Input|Java)\\b");
    /** A word of four or more Latin letters: English left in a Japanese sentence. */
    private static final Pattern ENGLISH_WORD = Pattern.compile("[A-Za-z]{4,}");

    private static final String DIVERGENT = """
            #version 450
            layout(local_size_x = 2) in;
            layout(binding = 0) buffer Out { uint result[]; };
            void main() {
                uint i = gl_LocalInvocationID.x;
                result[i] = 1;
                if (i == 0) {
                    barrier();
                }
                result[i] = 2;
            }
            """;

    static String read(String path) {
        try {
            return Files.readString(Path.of(path));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The English words of {@code row} once its file names and identifiers are taken out. */
    private static List<String> englishWords(String row) {
        Matcher m = ENGLISH_WORD.matcher(NOT_ENGLISH.matcher(row).replaceAll(""));
        List<String> words = new ArrayList<>();
        while (m.find()) {
            words.add(m.group());
        }
        return words;
    }

    private static void allJapanese(List<Problem> rows) {
        assertFalse(rows.isEmpty());
        for (Problem p : rows) {
            assertEquals(List.of(), englishWords(p.message()), p.message());
        }
    }

    @Test
    void theFaultsOfACheckAreJapaneseInAJapaneseWindow() {
        CheckResult r = new AxiomaticChecker().check(KernelLoader.load("append-overflow.comp",
                read("../docs/examples/append-overflow.comp")).program());
        List<Problem> rows = CheckProblems.of(r, JA);
        allJapanese(rows);
        assertTrue(rows.stream().anyMatch(p -> p.message().equals("検査・ある実行で: フォールト: T1 は append-overflow.comp:12"
                + " で停止します: 範囲外のアクセス kept[1] (要素は 1 個)")), rows.toString());
        assertEquals(12, rows.get(0).where().line(), "the row still leads to the faulting line");
    }

    @Test
    void theLimitThatStoppedACheckIsJapaneseInAJapaneseWindow() {
        // P0 spins until P1's write: a path per number of reads of 0, more than one
        CheckResult r = new AxiomaticChecker(CheckOptions.DEFAULT.withMaxTracesPerAgent(1)).check(ProgramLoader.load(
                "spin-until-written.litmus", read("../core-sim/src/test/resources/cut-kinds/spin-until-written.litmus")));
        assertFalse(r.complete(), r.toString());
        assertEquals("agent P0 has more than 1 paths", r.limitMessage());
        List<Problem> rows = CheckProblems.of(r, JA);
        allJapanese(rows);
        assertEquals("検査はすべての実行を調べる前に停止しました: P0 の経路が 1 本を超えています",
                rows.get(rows.size() - 1).message());
        assertEquals("Check stopped before covering every execution: " + r.limitMessage(),
                CheckProblems.of(r, EN).get(rows.size() - 1).message(), "English stays the checker's");
    }

    @Test
    void barrierDivergenceAndAnUnconfirmedFaultAreJapaneseInAJapaneseWindow() {
        CheckResult divergent = new AxiomaticChecker().check(KernelLoader.load("divergent.comp", DIVERGENT).program());
        List<Problem> rows = CheckProblems.of(divergent, JA);
        allJapanese(rows);
        // where T1 finishes, the end of main, is in the sentence and is the row's second site
        assertTrue(rows.get(0).message().contains("T1 は制御バリアのインスタンス 0 に到達せずに divergent.comp:11 で終了しますが、"
                + "同じワークグループの T0 は divergent.comp:8 でこれに到達します"), rows.toString());
        assertEquals(new dev.syncscope.core.model.SourceSpan("divergent.comp", 11, 0), rows.get(0).also());
        // the candidate limit stops the check before its fault is confirmed: a warning and the limit
        CheckResult open = new AxiomaticChecker(CheckOptions.DEFAULT.withMaxCandidates(1)).check(KernelLoader.load(
                "pick.comp", read("../docs/examples/fault-in-some-executions.comp")).program());
        allJapanese(CheckProblems.of(open, JA));
    }

    @Test
    void inEnglishEveryFindingIsTheCheckersLine() {
        List<Finding> findings = new ArrayList<>();
        findings.addAll(new AxiomaticChecker().check(KernelLoader.load("append-overflow.comp",
                read("../docs/examples/append-overflow.comp")).program()).findings());
        findings.addAll(new AxiomaticChecker().check(KernelLoader.load("divergent.comp", DIVERGENT).program())
                .findings());
        findings.addAll(new AxiomaticChecker().check(KernelLoader.load("undefined.comp",
                read("../docs/examples/diagnostics/undefined.comp")).program()).findings());
        for (Finding.Kind kind : List.of(Finding.Kind.FAULT, Finding.Kind.BARRIER_DIVERGENCE,
                Finding.Kind.UNDEFINED_READ)) {
            assertTrue(findings.stream().anyMatch(f -> f.kind() == kind && f.key() != null), kind + " " + findings);
        }
        for (Finding f : findings) {
            assertEquals(f.text(), CheckText.finding(f, EN), f.key());
            assertNotEquals(f.text(), CheckText.finding(f, JA), f.key());
        }
    }

    @Test
    void anUndefinedValueTheKernelMakesIsWordedFromItsKeyInBothLanguages() {
        // an OpUndef stored (a function without a return) and a local never stored deciding a branch
        CheckResult r = new AxiomaticChecker().check(KernelLoader.load("undefined-value.comp",
                read("../docs/examples/diagnostics/undefined-value.comp")).program());
        List<Finding> made = r.findings().stream().filter(f -> Finding.UNDEFINED_VALUE_KEY.equals(f.key())).toList();
        assertEquals(2, made.size(), r.findings().toString());
        for (Finding f : made) {
            assertEquals(f.text(), CheckText.finding(f, EN), f.key());
        }
        assertEquals("未定義の値: T0 は undefined-value.comp:8 の OpUndef が作る未定義の値 を使います。T0 は"
                + " undefined-value.comp:11 でその値を a[0] に書き込みます",
                CheckText.finding(made.get(0), JA));
        assertEquals("未定義の値: T0 は undefined-value.comp:12 で、まだ何も書き込まれていないローカル変数 x を使います。"
                + "その値が undefined-value.comp:12 の分岐条件を決めます",
                CheckText.finding(made.get(1), JA));
    }

    @Test
    void inEnglishEveryFaultReasonAndLimitIsTheEnginesSentenceAndJapaneseHasItsOwn() {
        List<FaultReason> reasons = List.of(FaultReason.of(FaultReason.Kind.OUT_OF_BOUNDS_ACCESS, "kept", 1, 1),
                FaultReason.of(FaultReason.Kind.OUT_OF_BOUNDS_ACCESS, "kept", 12345, 1024),
                FaultReason.of(FaultReason.Kind.OUT_OF_BOUNDS_ELEMENT, "h[2]", "h", 4L),
                FaultReason.of(FaultReason.Kind.OVERLAPPING_ACCESS, 8L, 5L, "K"),
                FaultReason.of(FaultReason.Kind.INDEX_OUT_OF_BOUNDS, -1, 4),
                FaultReason.of(FaultReason.Kind.UNALIGNED_ACCESS, 6, "data"),
                FaultReason.of(FaultReason.Kind.STORE_TO_READ_ONLY, "in"),
                FaultReason.of(FaultReason.Kind.ATOMIC_TO_READ_ONLY, "OpAtomicIAdd", "in"),
                FaultReason.of(FaultReason.Kind.STORE_TO_INPUT), FaultReason.of(FaultReason.Kind.TERMINATE, "OpKill"),
                FaultReason.of(FaultReason.Kind.DIVISION_BY_ZERO),
                FaultReason.of(FaultReason.Kind.NON_UNIFORM_BROADCAST_ID, "OpGroupNonUniformBroadcast", 1, 0, 0),
                FaultReason.of(FaultReason.Kind.NON_UNIFORM_QUAD_INDEX, "OpGroupNonUniformQuadBroadcast", 1, 0, 0),
                FaultReason.of(FaultReason.Kind.NON_UNIFORM_ROTATE_DELTA, "OpGroupNonUniformRotateKHR", 1, 0, 0),
                FaultReason.of(FaultReason.Kind.BAD_CLUSTER_SIZE, "OpGroupNonUniformIAdd", 8, 4),
                FaultReason.of(FaultReason.Kind.IMAGE_OUT_OF_BOUNDS, "OpImageWrite", "4, 0", "img", "4x4"));
        assertEquals(FaultReason.Kind.values().length, reasons.stream().map(FaultReason::kind).distinct().count());
        for (FaultReason r : reasons) {
            assertEquals(r.english(), CheckText.fault(r, EN), r.key());
            assertNotEquals(EN.get(r.key()), JA.get(r.key()), r.key());
        }
        assertEquals("インタプリタのメッセージ: OpFoo is not supported", CheckText.fault("OpFoo is not supported", JA));
        List<CheckLimit> limits = List.of(limit(CheckLimit.Kind.HEAP, 4096L),
                limit(CheckLimit.Kind.HEAP_EXECUTION, 4096L, 20000L), limit(CheckLimit.Kind.TIME, 120000L),
                limit(CheckLimit.Kind.TIME_EXPLORING, 1000L, "T3"), limit(CheckLimit.Kind.CANCELLED),
                limit(CheckLimit.Kind.RUN_ANSWERED, 3012L),
                limit(CheckLimit.Kind.TIME_SPIN_CHECKED, 60000L, 16L, 32L, 8L),
                limit(CheckLimit.Kind.TIME_SPIN_LEVEL, 60000L, 16L, 32L),
                limit(CheckLimit.Kind.EVENTS, 4096L, 5000L), limit(CheckLimit.Kind.LAUNCH_EVENTS, 8192L, 1048576L),
                limit(CheckLimit.Kind.CANDIDATES, 1000000L),
                limit(CheckLimit.Kind.CANDIDATES_SPIN_CHECKED, 1000000L, 32L, 32L, 8L),
                limit(CheckLimit.Kind.PATHS, "T0", 100000L),
                limit(CheckLimit.Kind.TANGLES, "T0", 100000L, "OpGroupNonUniformBallot", "k.comp:7"),
                limit(CheckLimit.Kind.TANGLES_UNRESOLVED), limit(CheckLimit.Kind.FIXPOINT, 64L),
                limit(CheckLimit.Kind.FIXPOINT_TANGLES, 64L));
        assertEquals(CheckLimit.Kind.values().length, limits.stream().map(CheckLimit::kind).distinct().count());
        for (CheckLimit l : limits) {
            assertEquals(l.english(), CheckText.limit(l, EN), l.key());
            assertNotEquals(EN.get(l.key()), JA.get(l.key()), l.key());
            assertEquals(List.of(), englishWords(CheckText.limit(l, JA).replaceAll("\\b(T\\d|OpGroupNonUniformBallot)\\b",
                    "")), l.key());
        }
    }

    private static CheckLimit limit(CheckLimit.Kind kind, Object... args) {
        return new CheckLimit(kind, List.of(args));
    }
}
