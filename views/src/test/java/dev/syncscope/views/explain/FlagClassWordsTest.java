package dev.syncscope.views.explain;

import dev.syncscope.core.api.DebugSession;
import dev.syncscope.core.check.LinkSentence;
import dev.syncscope.core.exec.Race;
import dev.syncscope.core.explain.ReadExplanation;
import dev.syncscope.core.load.ProgramLoader;
import dev.syncscope.core.suite.FileCheck;
import dev.syncscope.views.i18n.Messages;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Locale;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A flag whose release barrier before its store, or acquire barrier after its load, leaves the flag's own storage class
 * out (VK MM: Synchronizes-With, fence forms: "X's storage class is in A's semantics", "Y's storage class is in B's
 * semantics"): the stepper's race and "Why this value?" say what the checker says, the barrier and the flag's class,
 * not the data's class, which the barrier had (the memory-model audit's F12: "Put gl_StorageSemanticsShared …" for a
 * reader whose memoryBarrierShared() already named it). Each kernel's header gives the clause it breaks.
 */
class FlagClassWordsTest {

    private static final Messages EN = SameWords.EN;
    private static final Messages JA = SameWords.JA;
    private static final Path KERNELS = Path.of("src/test/resources/dev/syncscope/views/explain/links");

    /** The stepper's race of a round-robin run, worded as run and the problems pane word it, is the checker's link. */
    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            acquire-fence-flag-class.comp              | ACQUIRE_FENCE_FLAG_CLASS | T1's acquire barrier at line 19 does not have gl_StorageSemanticsBuffer (the memory of the flag `flag`, loaded at line 18)
            release-fence-flag-class.comp              | RELEASE_FENCE_FLAG_CLASS | T0's release barrier at line 15 does not have gl_StorageSemanticsBuffer (the memory of the flag `flag`, stored at line 16)
            legacy-acquire-fence-flag-class.comp       | ACQUIRE_FENCE_FLAG_CLASS | Use memoryBarrier() at line 15
            legacy-release-fence-flag-class-spin.comp  | RELEASE_FENCE_FLAG_CLASS | Use memoryBarrier() at line 11
            acquire-fence-flag-class.hlsl              | ACQUIRE_FENCE_FLAG_CLASS | the barrier at line 16, after T1's read of the flag `flag[0]` at line 15, does not order the flag's memory
            """)
    void theStepperSaysWhatTheCheckerSays(String file, LinkSentence sentence, String english) throws IOException {
        String en = SameWords.of(KERNELS, file, sentence, false).get(0);
        assertTrue(en.contains(english), en);
        assertFalse(en.contains("the memory of data)") && en.startsWith("a release or acquire"), en);
    }

    /** "Why this value?" of the read of F12's kind names the reader's barrier and the flag's class, in both languages. */
    @Test
    void whyThisValueNamesTheFlagsClassNotTheData() throws IOException {
        Path file = KERNELS.resolve("acquire-fence-flag-class.comp");
        String text = Files.readString(file);
        DebugSession session = DebugSession.open(file);
        session.run();
        ExplanationContext context = new ExplanationContext(session.program().launch(), session.trace(),
                session.races(), text);
        ReadExplanation read = SameWords.lastReadOf(session, "data");
        String en = ExplanationText.render(read, context, EN);
        assertTrue(en.contains("T1's acquire barrier at line 19 does not have gl_StorageSemanticsBuffer (the memory of "
                + "the flag `flag`, loaded at line 18) in its storage semantics"), en);
        assertFalse(en.contains("Put gl_StorageSemanticsShared"), en);
        assertFalse(en.contains("does not have gl_StorageSemanticsShared"), en);
        String ja = ExplanationText.render(read, context, JA);
        assertTrue(ja.contains("19 行目の T1 のアクワイアバリアのストレージセマンティクスに gl_StorageSemanticsBuffer"), ja);
    }

    /**
     * A litmus test (and a SPIR-V module, which shares its words) keeps the checker's sentence in the window's language:
     * the flag y's class sc1, not the class sc0 of x.
     */
    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            acquire | ld.atom.scopedev.sc1 y = 1;membar.acq.scopedev.semsc0                                    | st.atom.rel.scopedev.sc1.semsc0.semsc1 y = 1 | P1's acquire barrier (at mp.test:10:1) does not name sc1 (WorkgroupMemory), the storage class of the flag `y`
            release | ld.atom.acq.scopedev.sc1.semsc0.semsc1 y = 1                                          | membar.rel.scopedev.semsc0;st.atom.scopedev.sc1 y = 1 | P0's release barrier (at mp.test:5:1) does not name sc1 (WorkgroupMemory), the storage class of the flag `y`
            """)
    void aLitmusTestsExplanationNamesTheFlagsClass(String side, String reader, String writer, String words) {
        String text = "NEWWG\nNEWSG\nNEWTHREAD\nst.av.scopedev.sc0 x = 1\n" + writer.replace(';', '\n')
                + "\nNEWWG\nNEWSG\nNEWTHREAD\n" + reader.replace(';', '\n') + "\nld.vis.scopedev.sc0 x\n";
        DebugSession session = DebugSession.load(ProgramLoader.load("mp.test", text));
        session.run();
        ExplanationContext context = new ExplanationContext(session.program().launch(), session.trace(),
                session.races(), text);
        String en = ExplanationText.render(SameWords.lastReadOf(session, "x"), context, EN);
        assertTrue(en.contains(words), en);
        assertFalse(en.contains("storage class of x"), en);
    }

    /**
     * Where the steps do not reach back to the flag (a check's race has none, a long run's words look at so many), the
     * words name no class rather than the data's.
     */
    @Test
    void withoutTheStepsTheWordsNameNoClass() throws IOException {
        Path file = KERNELS.resolve("acquire-fence-flag-class.comp");
        String text = Files.readString(file);
        DebugSession session = DebugSession.open(file);
        session.run();
        Race race = session.races().stream().filter(r -> String.valueOf(r.second().location()).equals("data"))
                .findFirst().orElseThrow();
        ExplanationContext none = new ExplanationContext(session.program().launch(), List.of(), List.of(), text);
        String en = RaceWhy.of(race, none, EN);
        assertTrue(en.startsWith("T1's acquire barrier after its load of the flag does not name the flag's storage "
                + "class in its semantics"), en);
        assertFalse(en.contains("gl_StorageSemanticsShared (the memory of data)"), en);
        String ja = RaceWhy.of(race, none, JA);
        assertTrue(ja.contains("フラグのストレージクラス"), ja);
    }
}
