package dev.syncscope.views.problems;

import dev.syncscope.core.check.AxiomaticChecker;
import dev.syncscope.core.check.CheckLimit;
import dev.syncscope.core.check.CheckOptions;
import dev.syncscope.core.check.CheckResult;
import dev.syncscope.core.kernel.KernelLoader;
import dev.syncscope.views.Walkthrough;
import dev.syncscope.views.i18n.Messages;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** What a finished exhaustive check lists among the problems, and where each row leads. */
class CheckProblemsTest {

    private final Messages text = Messages.forLocale(Locale.ENGLISH);

    /** Three invocations append to one slot: two of them fault at line 12 in every execution (kept[1], kept[2]). */
    private static final String APPEND = read("append-overflow.comp");

    /** T0 stores to kept[index], which T1 sets to 1, out of bounds: some executions fault (line 14), two do not. */
    private static final String PICK = read("fault-in-some-executions.comp");

    /** An example of {@code docs/examples}, which the core-sim tests and the docs share. */
    static String read(String example) {
        try {
            return Files.readString(Path.of("../docs/examples", example));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Test
    void aFaultOfSomeExecutionIsAnErrorAtTheFaultingLineForTheInvocationThatStops() {
        CheckResult r = new AxiomaticChecker().check(KernelLoader.load("append.comp", APPEND).program());
        List<Problem> rows = CheckProblems.of(r, text);
        assertEquals(6, rows.size(), rows.toString());
        for (Problem p : rows) {
            assertEquals(Problem.Severity.ERROR, p.severity());
            assertTrue(p.message().matches("Check, in some execution: fault: T([012]) stops at append\\.comp:12:"
                    + " out-of-bounds access kept\\[[12]\\] \\(it has 1 location\\)"), p.message());
            assertEquals(12, p.where().line(), "a click reveals the faulting line");
            assertEquals(List.of(Integer.parseInt(p.message().substring(p.message().indexOf(": T") + 3,
                    p.message().indexOf(" stops")))), p.agents(), "the invocation that stops");
        }
    }

    @Test
    void aRaceIsAnErrorOncePerPairOfAccessesAtTheFirstWithBothInvocations() {
        // WALKTHROUGH example 2 (relaxed flag): st x (line 4) races with ld x (line 9) in some execution
        CheckResult r = new AxiomaticChecker().check(Walkthrough.program("relaxed", Walkthrough.RELAXED));
        List<Problem> rows = CheckProblems.of(r, text);
        assertEquals(1, rows.size(), rows.toString());
        Problem race = rows.get(0);
        assertEquals(Problem.Severity.ERROR, race.severity());
        assertTrue(race.message().startsWith("Check, data race in some execution: P0: W x at relaxed.test:4:1 races"
                + " with P1: R x at relaxed.test:9:1; missing: no happens-before between P0 and P1"), race.message());
        assertEquals(4, race.where().line());
        assertEquals(List.of(0, 1), race.agents().stream().sorted().toList());
    }

    /**
     * In Japanese each racing access (its kind worded in Japanese, the engine's is English) is followed by its place in
     * brackets; the English "at" was hard-coded.
     */
    @Test
    void aRaceInJapaneseNamesEachAccessWithItsPlaceInBrackets() {
        CheckResult r = new AxiomaticChecker().check(Walkthrough.program("relaxed", Walkthrough.RELAXED));
        String message = CheckProblems.of(r, Messages.forLocale(Locale.JAPANESE)).get(0).message();
        assertTrue(message.startsWith("検査・ある実行でデータ競合: P0: 書き x (relaxed.test:4:1) と P1: 読み x (relaxed.test:9:1)。"
                + "欠けているもの: "), message);
    }

    /** The missing link after 欠けているもの is Japanese too, an access it names worded as the race's sides are. */
    @Test
    void aRaceInJapaneseNamesItsMissingLinkInJapanese() {
        Messages ja = Messages.forLocale(Locale.JAPANESE);
        CheckResult relaxed = new AxiomaticChecker().check(Walkthrough.program("relaxed", Walkthrough.RELAXED));
        assertEquals("検査・ある実行でデータ競合: P0: 書き x (relaxed.test:4:1) と P1: 読み x (relaxed.test:9:1)。"
                + "欠けているもの: P0 と P1 の間に happens-before がない: 同期が欠けている (ストレージクラスのセマンティクスと"
                + "スコープが一致するリリースとアクワイアの組、制御バリア、または system-synchronizes-with)。"
                // where P1 reads y = 1, the relaxed flag with neither side (VK MM: Synchronizes-With; FLAG_NO_SYNC)
                + "別の実行では: P0 と P1 の間に happens-before がない: P1 は P0 がアクセスの後にストアするフラグ `y` "
                + "(relaxed.test:5:1) をロードする (relaxed.test:8:1) が、ストアはリリースではなくロードはアクワイアではなく、"
                + "ストアの前のリリースバリアもロードの後のアクワイアバリアもないため、両者は同期しない (新しいフラグではなく"
                + "このフラグで同期させる: ストアをリリースに、ロードをアクワイアにして、どちらにも sc0 (UniformMemory) を名指すか、"
                + "sc0 (UniformMemory) とフラグのストレージクラス sc0 (UniformMemory) をどちらも名指すリリースバリアをアクセスの後、"
                + "ストアの前に、アクワイアバリアをロードの後、アクセスの前に置く。どちらも両方の呼び出しを含むスコープで)",
                CheckProblems.of(relaxed, ja).get(0).message());
        // privmp: where P1 reads y = 1 the flag synchronizes, and P0's private store is what is missing; one row for
        // the pair names both links (GPU audit D13: it had a row per link)
        CheckResult priv = new AxiomaticChecker().check(Walkthrough.program("privmp", Walkthrough.PRIVATE));
        List<String> rows = CheckProblems.of(priv, ja).stream().map(Problem::message).toList();
        assertTrue(rows.stream().anyMatch(r -> r.startsWith("検査・ある実行でデータ競合: P0: 書き x (privmp.test:4:1) と P1: 読み x"
                + " (privmp.test:9:1)。欠けているもの: ") && r.endsWith("別の実行では: プライベートなアクセス: P0: 書き x = 1 は"
                + " NonPrivate ではないため、ほかの呼び出しとの順序は system-synchronizes-with でしか付かない")),
                String.join("\n", rows));
        assertEquals(rows.size(), CheckProblems.of(priv, text).size(), "one row per race in every language");
    }

    @Test
    void anUnconfirmedFaultIsAWarningAndTheLimitThatStoppedTheCheckIsOneToo() {
        // the candidate limit stops the check before its fault is confirmed
        CheckResult r = new AxiomaticChecker(CheckOptions.DEFAULT.withMaxCandidates(1)).check(KernelLoader.load(
                "pick.comp", PICK).program());
        List<Problem> rows = CheckProblems.of(r, text);
        assertTrue(rows.stream().anyMatch(p -> p.severity() == Problem.Severity.WARNING
                && p.message().startsWith("Check, not known (no execution with it found, none excluded): fault: ")
                && p.where().line() == 14 && p.agents().equals(List.of(0))), rows.toString());
        Problem limit = rows.get(rows.size() - 1);
        assertEquals(Problem.Severity.WARNING, limit.severity());
        assertEquals("Check stopped before covering every execution: " + r.limitMessage(), limit.message());
        // stopped because a stepper run beside it answered (CheckWithWitness): the run's rows say what it found
        CheckResult answered = r.stoppedBy(CheckLimit.runAnswered(3012));
        assertTrue(CheckProblems.of(answered, text).stream().noneMatch(p -> p.message().startsWith("Check stopped")),
                CheckProblems.of(answered, text).toString());
        assertEquals(rows.size() - 1, CheckProblems.of(answered, text).size());
        assertNull(limit.where());
    }

    @Test
    void pastFiftyRacesOneRowSaysHowManyMore() {
        // twelve invocations store to one location: 66 racing pairs
        CheckResult r = new AxiomaticChecker().check(KernelLoader.load("racy.comp", """
                #version 450
                layout(local_size_x = 12) in;
                layout(binding = 0) buffer S { uint s; };
                void main() {
                    s = gl_LocalInvocationIndex;
                }
                """).program());
        List<Problem> rows = CheckProblems.of(r, text);
        assertEquals(CheckProblems.RACE_ROWS + 1, rows.size());
        assertEquals("Check: 16 more data races in some execution (check on the command line lists them all)",
                rows.get(rows.size() - 1).message());
    }

    @Test
    void aCorrectProgramAddsNoRow() {
        // the same append with a slot for each invocation: no fault, and the stores are to distinct locations
        CheckResult r = new AxiomaticChecker().check(KernelLoader.load("append.comp",
                APPEND.replace("@length kept = 1", "@length kept = 3")).program());
        assertTrue(r.complete() && !r.allowedOutcomes().isEmpty(), r.toString());
        assertEquals(List.of(), CheckProblems.of(r, text));
    }
}
