package dev.syncscope.views.problems;

import dev.syncscope.core.api.DebugSession;
import dev.syncscope.core.exec.Diagnostic;
import dev.syncscope.core.explain.MissingLink;
import dev.syncscope.core.model.Scope;
import dev.syncscope.core.model.SourceSpan;
import dev.syncscope.views.i18n.Messages;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.ResourceBundle;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static java.util.Map.entry;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Diagnostics worded in the window's language from their message keys; real engine diagnostics throughout. */
class DiagnosticTextTest {

    private static final Messages EN = Messages.forLocale(Locale.ENGLISH);
    private static final Messages JA = Messages.forLocale(Locale.JAPANESE);

    /** Words of the English sentences that a Japanese one must not contain (once its arguments are taken out). */
    private static final Pattern ENGLISH = Pattern.compile("(?i)\\b(data|race|reads?|writes?|written|deadlock|"
            + "barriers?|waits?|spins?|spinning|never|visible|invocations?|values?|which|released|without|proceed|"
            + "another|instance|initial|newer|undefined|nobody|memory|test|load|elsewhere|finished|reaching|the|"
            + "and|more|not|at|by|of|on|for|no)\\b");

    private static final Pattern JAPANESE = Pattern.compile("[\\p{IsHiragana}\\p{IsKatakana}\\p{IsHan}]");

    /**
     * Per key, the arguments every language shows when they are not empty: names, locations, values, sources,
     * barrier and scope instance numbers (not the English-only ones: a race's English missing link, a scope's
     * English name, the integers that choose a form).
     */
    private static final Map<String, List<Integer>> SHOWN = Map.ofEntries(
            entry("diagnostic.race", List.of(0, 2, 3, 5, 6)),
            entry("diagnostic.staleRead", List.of(0, 1, 2, 4, 5, 6, 8, 9)),
            entry("diagnostic.undefinedRead", List.of(0, 1, 4, 5, 6)),
            entry("diagnostic.undefinedValue", List.of(0, 2, 3, 5, 6)),
            entry("diagnostic.outsideTest", List.of(0, 1, 2, 3)),
            entry("diagnostic.spin", List.of(0, 1, 2)),
            entry("diagnostic.spin.values", List.of(0, 1, 2)),
            entry("diagnostic.spin.undefined", List.of(0, 1, 2)),
            entry("diagnostic.deadlock", List.of(0, 4, 6)),
            entry("diagnostic.barrier.elsewhere", List.of(0, 3, 4, 7)),
            entry("diagnostic.barrier.exited", List.of(0, 3, 4, 8, 9, 10)),
            entry("diagnostic.barrier.dynamicInstance", List.of(0, 1, 4, 5, 6, 7, 9)),
            entry("diagnostic.barrier.different", List.of(2, 3, 4, 5, 8)),
            entry("diagnostic.barrier.semantics", List.of(0, 1, 2, 3, 4)),
            entry("diagnostic.fault", List.of(0, 1, 4)),
            entry("diagnostic.actionBound", List.of(0)));

    /** Per key, the arguments that count the invocations or writes not named ("0" for none, else shown). */
    private static final Map<String, List<Integer>> MORE = Map.of(
            "diagnostic.staleRead", List.of(11),
            "diagnostic.deadlock", List.of(2, 7),
            "diagnostic.barrier.elsewhere", List.of(6),
            "diagnostic.barrier.exited", List.of(6),
            "diagnostic.barrier.different", List.of(7));

    private static List<Diagnostic> all;

    @BeforeAll
    static void run() {
        all = DiagnosticPrograms.all();
    }

    private static List<Diagnostic> keyed() {
        return all.stream().filter(d -> d.key() != null).toList();
    }

    @Test
    void everyDiagnosticKeyOfTheBundleIsMadeByARealProgram() {
        ResourceBundle bundle = ResourceBundle.getBundle("dev.syncscope.views.i18n.messages", Locale.ROOT);
        Set<String> keys = new TreeSet<>();
        for (String k : bundle.keySet()) {
            if (k.startsWith("diagnostic.")) {
                keys.add(k);
            }
        }
        Set<String> made = new TreeSet<>();
        keyed().forEach(d -> made.add(d.key()));
        assertEquals(keys, made);
        assertEquals(keys, new TreeSet<>(SHOWN.keySet()), "the test knows the arguments of every key");
    }

    @Test
    void inEnglishEveryKeyGivesTheEnginesMessageBack() {
        DiagnosticText text = new DiagnosticText(EN);
        for (Diagnostic d : keyed()) {
            assertEquals(d.message(), text.of(d), d.key() + " " + d.args());
        }
    }

    @Test
    void theFormsOfTheEnglishSentencesAreAllExercised() {
        // the choices of the patterns: a count past a thousand written as the engine writes it (no grouping), one
        // spinner and one missing write, a read-modify-write and a compare-exchange, waiting at a barrier or not
        String messages = String.join("\n", all.stream().map(Diagnostic::message).toList());
        for (String form : List.of("T8 and 1015 more, which finished", "(and 1 more newer writes)",
                "= 5 (written by P1 at own.test:7:1), not the newer write x = 9", "the initial value 0", "which T1 never reaches (spinning)",
                "(an atomic read-modify-write that writes it back)", "(a compare-exchange that fails)",
                "a newer write of another value visible", "a newer write visible", "waiting for P0 to finish",
                "write by P1 (own.test:7:1) and write by P0", "read by P1 (mp.test:10:1)", "P1 reads y = 0, but",
                "without T3, which finished at early-return.comp:8 without reaching it",
                "without T2, T3, which finished without reaching it (T2 at exits.comp:6)",
                "T0 reads s, workgroup memory with no write visible to it (undefined); T0 stores its value to t at uses.comp:",
                "T0 reads t, which holds an undefined value (a write stored one there); its value decides a branch"
                        + " condition at uses.comp:8",
                "T0 uses the undefined value of an OpUndef at undefined-value.comp:8; T0 stores its value to a[0]",
                "T0 uses local variable x before any store to it at undefined-value.comp:12; its value decides a branch"
                        + " condition at undefined-value.comp:12",
                "T1 uses the undefined value of OpGroupNonUniformShuffleDown from subgroup invocation 2, outside the"
                        + " subgroup at lane.comp:7; T1 stores its value to r[1]",
                "T0 uses the undefined value of OpGroupNonUniformShuffleXor from subgroup invocation 1 (not in the"
                        + " tangle) at inactive.comp:8; T0 stores its value to r[0]")) {
            assertTrue(messages.contains(form), form + " in\n" + messages);
        }
    }

    @Test
    void inJapaneseEverySentenceIsJapaneseAndShowsItsArguments() {
        DiagnosticText text = new DiagnosticText(JA);
        for (Diagnostic d : keyed()) {
            String ja = text.of(d);
            assertNotEquals(d.message(), ja);
            assertTrue(JAPANESE.matcher(ja).find(), ja);
            String rest = ja;
            List<String> args = new ArrayList<>();
            d.args().stream().filter(a -> a instanceof String s && !s.isEmpty()).forEach(a -> args.add((String) a));
            args.sort(java.util.Comparator.comparingInt(String::length).reversed());
            for (String a : args) {
                rest = rest.replace(a, " ");
            }
            Matcher english = ENGLISH.matcher(rest);
            assertFalse(english.find(), () -> "\"" + english.group() + "\" in " + ja);
            for (int i : SHOWN.get(d.key())) {
                String arg = (String) d.args().get(i);
                assertTrue(ja.contains(arg), d.key() + " shows argument " + i + " (" + arg + "): " + ja);
            }
            for (int i : MORE.getOrDefault(d.key(), List.of())) {
                String arg = (String) d.args().get(i);
                assertTrue(arg.equals("0") || ja.contains("ほか") && ja.contains(arg), arg + ": " + ja);
            }
        }
    }

    private static Diagnostic first(DebugSession s, String key) {
        return s.diagnostics().stream().filter(d -> key.equals(d.key())).findFirst().orElseThrow();
    }

    /** {@code d} with argument {@code i} replaced: the same sentence for another value of a choice. */
    private static Diagnostic with(Diagnostic d, int i, Object arg) {
        List<Object> args = new ArrayList<>(d.args());
        args.set(i, arg);
        return new Diagnostic(d.kind(), d.message(), d.agents(), d.source(), d.step(), d.key(), args);
    }

    @Test
    void inJapaneseEveryMissingLinkOfARaceHasWordsOfItsOwn() {
        Diagnostic race = first(DiagnosticPrograms.relaxed(), "diagnostic.race");
        DiagnosticText text = new DiagnosticText(JA);
        Set<String> causes = new HashSet<>();
        for (MissingLink link : MissingLink.values()) {
            String ja = text.of(with(race, 7, link.ordinal()));
            String cause = ja.substring(ja.indexOf("原因: ") + 4);
            assertTrue(JAPANESE.matcher(cause).find(), link + ": " + cause);
            causes.add(cause);
        }
        assertEquals(MissingLink.values().length, causes.size(), causes.toString());
        assertTrue(text.of(race).endsWith("原因: happens-before がない"), text.of(race));
    }

    @Test
    void inJapaneseABarriersScopeIsNamedAsTheGridNamesItAndItsInvocationsAreCounted() {
        Diagnostic exited = first(DiagnosticPrograms.manyExited(), "diagnostic.barrier.exited");
        DiagnosticText text = new DiagnosticText(JA);
        assertEquals("T1, T2, T3, T4, T5, T6, T7, T8 ほか 1015 個がバリア 0 (ワークグループ 0) に到達せずに exit.comp:6 で終了したため、"
                + "到達した呼び出しだけでバリアを解放しました", text.of(exited));
        DebugSession barriers = DiagnosticPrograms.differentBarriers();
        assertEquals("T0 がバリア 2 (ワークグループ 0) に到達せずに barriers.test:1:1 で終了したため、到達した呼び出しだけでバリアを"
                + "解放しました", text.of(first(barriers, "diagnostic.barrier.exited")));
        assertEquals("ワークグループ 0 の呼び出しが異なるバリア (2 と 1) で待っています: T0, T1",
                text.of(first(barriers, "diagnostic.barrier.different")));
        for (Scope scope : Scope.values()) {
            if (scope != Scope.SUBGROUP) {
                assertTrue(text.of(with(exited, 2, scope.ordinal())).contains("(" + JA.get("scope." + scope.name())
                        + " 0)"), scope.toString());
            }
        }
        // a subgroup by its workgroup and its index in it, as the grid's tooltip names it (ワークグループ 1 のサブグループ 0)
        assertTrue(text.of(with(with(exited, 2, Scope.SUBGROUP.ordinal()), 10, "1")).contains("(ワークグループ 1 の"
                + JA.get("scope.SUBGROUP") + " 0)"), text.of(with(with(exited, 2, Scope.SUBGROUP.ordinal()), 10, "1")));
    }

    /**
     * A subgroup barrier of the second workgroup names its subgroup as the program numbers it, within its workgroup
     * (gl_SubgroupID), in both languages: T6 and T7 are the engine's subgroup instance 3, subgroup 1 of workgroup 1
     * (audit 52 L1: "SUBGROUP 3" named no subgroup of the program).
     */
    @Test
    void aSubgroupBarrierOfTheSecondWorkgroupNamesItsSubgroupWithinItsWorkgroupInBothLanguages() {
        Diagnostic d = first(DiagnosticPrograms.subgroupBarrier(), "diagnostic.barrier.exited");
        assertEquals("barrier 0 (subgroup 1 of workgroup 1) released without T6, which finished at"
                + " subgroup-barrier.comp:14 without reaching it", new DiagnosticText(EN).of(d));
        assertEquals("T6 がバリア 0 (ワークグループ 1 のサブグループ 1) に到達せずに subgroup-barrier.comp:14 で終了したため、"
                + "到達した呼び出しだけでバリアを解放しました", new DiagnosticText(JA).of(d));
    }

    /**
     * An invocation that returned early: both languages say where it finished, the early return, and the window marks
     * that line as the problem's second site besides the barrier's; invocations that finished at different places
     * name the first one's beside its name; with no place known the sentence is as it was.
     */
    @Test
    void aBarrierReleasedWithoutAnInvocationThatReturnedEarlySaysWhereItFinishedInBothLanguages() {
        Diagnostic early = first(DiagnosticPrograms.earlyReturn(), "diagnostic.barrier.exited");
        assertEquals("barrier 0 (workgroup 0) released without T3, which finished at early-return.comp:8 without"
                + " reaching it", new DiagnosticText(EN).of(early));
        DiagnosticText ja = new DiagnosticText(JA);
        assertEquals("T3 がバリア 0 (ワークグループ 0) に到達せずに early-return.comp:8 で終了したため、到達した呼び出しだけでバリアを"
                + "解放しました", ja.of(early));
        Problem row = Problem.of(early, List.of(), ja.of(early));
        assertEquals(new SourceSpan("early-return.comp", 10, 0), row.where());
        assertEquals(List.of(new SourceSpan("early-return.comp", 10, 0), new SourceSpan("early-return.comp", 8, 0)),
                row.sites());
        Diagnostic two = first(DiagnosticPrograms.twoExits(), "diagnostic.barrier.exited");
        assertEquals("T2, T3 がバリア 0 (ワークグループ 0) に到達せずに終了したため、到達した呼び出しだけでバリアを解放しました"
                + " (T2 は exits.comp:6 で終了)", ja.of(two));
        Diagnostic unknown = with(with(with(early, 7, 0), 8, ""), 9, "");
        assertEquals("barrier 0 (workgroup 0) released without T3, which finished without reaching it",
                new DiagnosticText(EN).of(unknown));
        assertEquals("T3 がバリア 0 (ワークグループ 0) に到達せずに終了したため、到達した呼び出しだけでバリアを解放しました",
                ja.of(unknown));
    }

    /**
     * The stale read of reduction-missing-barrier.comp read Workgroup memory no visible write set: an undefined value in
     * both languages, never "the initial value" beside the undefined-read row of the same read.
     */
    @Test
    void aStaleReadOfUndefinedWorkgroupMemoryIsUndefinedInBothLanguages() {
        DebugSession s = DiagnosticPrograms.staleUndefinedRead();
        String en = new DiagnosticText(EN).of(first(s, "diagnostic.staleRead"));
        assertTrue(en.startsWith("T0 reads partial[1] = an undefined value (no write was visible to it; SyncScope shows"
                + " 0), not the newer write"), en);
        String ja = new DiagnosticText(JA).of(first(s, "diagnostic.staleRead"));
        assertTrue(ja.startsWith("T0 は partial[1] の未定義の値 (可視な書き込みがありません。SyncScope は 0 と表示します)"
                + " を読みましたが、"), ja);
        assertFalse(ja.contains("初期値"), ja);
        // the undefined read says why its value matters: T0 stores it to total (docs/memory-model.md, "Undefined reads")
        assertEquals("T0 は可視な書き込みのないワークグループメモリ partial[1] を読みました (値は未定義)。T0 は"
                + " reduction-missing-barrier.comp:31 でその値を total に書き込みます",
                new DiagnosticText(JA).of(first(s, "diagnostic.undefinedRead")));
    }

    @Test
    void japaneseSentencesOfUndefinedValuesTheKernelMakes() {
        DebugSession s = DiagnosticPrograms.undefinedValues();
        List<String> ja = s.diagnostics().stream().filter(d -> "diagnostic.undefinedValue".equals(d.key()))
                .map(d -> new DiagnosticText(JA).of(d)).toList();
        assertEquals(List.of("T0 は undefined-value.comp:8 の OpUndef が作る未定義の値 を使いました。T0 はその値を a[0] に書き込みます",
                "T0 は undefined-value.comp:12 で、まだ何も書き込まれていないローカル変数 x を使いました。その値が"
                        + " undefined-value.comp:12 の分岐条件を決めます"), ja);
    }

    @Test
    void japaneseSentencesOfARaceAndAStaleRead() {
        DebugSession s = DiagnosticPrograms.relaxed();
        DiagnosticText text = new DiagnosticText(JA);
        assertEquals("x でデータ競合: P0 の書き込み (walkthrough.test:4:1) と P1 の読み込み (walkthrough.test:9:1)。"
                + "原因: happens-before がない", text.of(first(s, "diagnostic.race")));
        assertEquals("P1 は x の初期値 0 を読みましたが、P0 が walkthrough.test:4:1 で書いたより新しい書き込み x = 1 は "
                + "P1 から可視ではありません", text.of(first(s, "diagnostic.staleRead")));
    }

    /**
     * A stale read names the write it read and the newer one as the explanation names them, location = value with
     * the writer and place, in both languages: the rows said "(W0)" and "the newer write W2 = 9", the engine's ids.
     */
    @Test
    void aStaleReadNamesItsWritesByLocationValueWriterAndPlaceNotByTheEnginesIds() {
        Diagnostic stale = first(DiagnosticPrograms.staleOwnWrite(), "diagnostic.staleRead");
        String en = "P1 reads x = 5 (written by P1 at own.test:7:1), not the newer write x = 9 by P2 at own.test:11:1"
                + " (and 1 more newer writes), which is not visible to it";
        assertEquals(en, stale.message());
        assertEquals(en, new DiagnosticText(EN).of(stale));
        assertEquals("P1 は x の値 5 (P1 が own.test:7:1 で書いたもの) を読みましたが、P2 が own.test:11:1 で書いたより新しい"
                + "書き込み x = 9 (ほかにより新しい書き込み 1 個) は P1 から可視ではありません", new DiagnosticText(JA).of(stale));
        for (Messages language : List.of(EN, JA)) {
            assertFalse(Pattern.compile("\\bW\\d").matcher(new DiagnosticText(language).of(stale)).find(),
                    "no write id in " + language.locale());
        }
    }

    @Test
    void aDiagnosticWithoutAKeyOrWithAKeyTheTextLacksKeepsItsEnglishMessage() {
        // a fault whose reason the interpreter words only in English (an unsupported instruction) has no key
        Diagnostic fault = new Diagnostic(Diagnostic.Kind.FAULT, "T0: k.spvasm:3: unsupported instruction OpFoo",
                List.of(0), SourceSpan.UNKNOWN, 2);
        assertNull(fault.key());
        assertEquals(fault.message(), new DiagnosticText(JA).of(fault));
        Diagnostic unknown = new Diagnostic(Diagnostic.Kind.SPIN, "T0 spins", List.of(0), SourceSpan.UNKNOWN, 3,
                "diagnostic.notInTheBundle", List.of("T0"));
        assertEquals("T0 spins", new DiagnosticText(JA).of(unknown));
    }

    @Test
    void aProblemOfADiagnosticTakesTheSentenceItIsGiven() {
        DebugSession s = DiagnosticPrograms.relaxed();
        Diagnostic race = first(s, "diagnostic.race");
        Problem ja = Problem.of(race, s.races(), new DiagnosticText(JA).of(race));
        Problem en = Problem.of(race, s.races());
        assertTrue(ja.message().startsWith("x でデータ競合: "), ja.message());
        assertEquals(race.message(), en.message());
        assertEquals(en.steps(), ja.steps());
        assertEquals(en.agents(), ja.agents());
        assertEquals(en.where(), ja.where());
    }
}
