package dev.syncscope.views.choice;

import dev.syncscope.core.api.DebugSession;
import dev.syncscope.core.exec.Decision;
import dev.syncscope.core.load.ProgramLoader;
import dev.syncscope.views.i18n.Messages;
import dev.syncscope.views.session.SessionFrame;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The read chooser's state for WALKTHROUGH.md example 2 at step 4: P1's read of x may return 0 (the initial value,
 * the model's default: VK MM Visible-To) or 1 (P0's write, only because the read races: VK MM Data Race).
 */
class ReadChoiceViewModelTest {

    /** Example 2 (the audit's relaxed.test): the flag load asks for 1, so steps 1-3 are P0, P0, P1. */
    static final String RELAXED = """
            NEWWG
            NEWSG
            NEWTHREAD
            st.av.scopedev.sc0 x = 1
            st.atom.scopewg.sc0 y = 1
            NEWSG
            NEWTHREAD
            ld.atom.scopewg.sc0 y = 1
            ld.vis.scopedev.sc0 x
            """;

    /** The session after steps 1-3: P1 is about to read x at line 9. */
    static DebugSession atTheReadOfX() {
        DebugSession s = DebugSession.load(ProgramLoader.load("relaxed.test", RELAXED));
        for (int i = 0; i < 3; i++) {
            s.step();
        }
        return s;
    }

    /** The frame of {@code s} with the choices of {@code focused}'s next read, as the app builds it. */
    static SessionFrame frame(DebugSession s, int focused) {
        return new SessionFrame(s.snapshot(), s.trace(), null, -1, List.of(), Map.of(), null,
                new NextRead(focused, s.position(), s.choices(focused)));
    }

    private static ReadChoiceViewModel model(Locale locale, SessionFrame frame, int focused) {
        ReadChoiceViewModel m = new ReadChoiceViewModel(Messages.forLocale(locale));
        m.focusedInvocationProperty().set(focused);
        m.enabledProperty().set(true);
        m.frameProperty().set(frame);
        return m;
    }

    @Test
    void theRacyReadOffersTheInitialValueAsDefaultAndPzerosOneAsRaceOnly() {
        ReadChoiceViewModel m = model(Locale.ENGLISH, frame(atTheReadOfX(), 1), 1);
        assertTrue(m.shownProperty().get());
        assertEquals("P1's next read (line 9) may return:", m.titleProperty().get());
        assertEquals(List.of("0: the initial value · default", "1: written by P0 (line 4) · only because the read races"),
                m.options().stream().map(ReadChoiceViewModel.Option::text).toList());
        ReadChoiceViewModel.Option zero = m.options().get(0);
        ReadChoiceViewModel.Option one = m.options().get(1);
        assertTrue(zero.isDefault() && !zero.raceOnly());
        assertEquals(Decision.of(1), zero.decision(), "the default steps as a plain step does");
        assertTrue(one.raceOnly() && !one.isDefault());
        assertTrue(one.tip().contains("only because the read races with that write"), one.tip());
        assertTrue(one.tip().startsWith("Step P1 now, reading 1: written by P0 (line 4)."), one.tip());
    }

    @Test
    void japaneseSaysTheSameInJapanese() {
        ReadChoiceViewModel m = model(Locale.JAPANESE, frame(atTheReadOfX(), 1), 1);
        assertEquals("P1 の次の読み込み (9 行目) が返しうる値:", m.titleProperty().get());
        assertEquals(List.of("0: 初期値 · 既定", "1: P0 の書き込み (4 行目) · データ競合のためだけに許される"),
                m.options().stream().map(ReadChoiceViewModel.Option::text).toList());
    }

    /**
     * P0 stores x, made available at device scope, and both pass a workgroup barrier; P1 then reads the same location
     * through y ({@code SLOC x y}) with a visibility operation.
     */
    static final String ALIASED = """
            NEWWG
            NEWSG
            NEWTHREAD
            st.av.scopedev.sc0 x = 1
            cbar.acq.rel.scopewg.semsc0 0
            NEWSG
            NEWTHREAD
            cbar.acq.rel.scopewg.semsc0 0
            ld.vis.scopedev.sc0 y
            SLOC x y
            """;

    /**
     * VK MM: Location-Ordered (a write is location-ordered before a read by availability and visibility only when
     * "R_X == R_Y") and Data Race: P0's 1, made visible to P1's read through another reference, is the engine's default
     * and also allowed only because the read races. The row says both in one tag, not "default" beside "only because
     * the read races"; the initial value stays "also allowed".
     */
    @Test
    void vkMmLocationOrderedTheDefaultReadThroughAnotherReferenceSaysItIsVisibleButRaces() {
        DebugSession s = DebugSession.load(ProgramLoader.load("aliased.test", ALIASED));
        for (int i = 0; i < 3; i++) {
            s.step();
        }
        ReadChoiceViewModel m = model(Locale.ENGLISH, frame(s, 1), 1);
        assertEquals("P1's next read (line 9) may return:", m.titleProperty().get());
        assertEquals(List.of("1: written by P0 (line 4) · default (visible, but the read races)",
                        "0: the initial value · also allowed"),
                m.options().stream().map(ReadChoiceViewModel.Option::text).toList());
        ReadChoiceViewModel.Option one = m.options().get(0);
        assertTrue(one.isDefault() && one.raceOnly(), "both marks stay for the style classes");
        assertTrue(one.tip().contains("Step reads it too. But that write is not location-ordered before the read"),
                one.tip());
        assertFalse(one.tip().contains("only because the read races"), one.tip());
        ReadChoiceViewModel ja = model(Locale.JAPANESE, frame(s, 1), 1);
        assertEquals(List.of("1: P0 の書き込み (4 行目) · 既定 (可視だが、この読み込みはデータ競合する)", "0: 初期値 · これも許される"),
                ja.options().stream().map(ReadChoiceViewModel.Option::text).toList());
    }

    @Test
    void choosingStepsTheReaderReadingThatWriteAndHidesTheChooserUntilTheNextFrame() {
        DebugSession s = atTheReadOfX();
        ReadChoiceViewModel m = model(Locale.ENGLISH, frame(s, 1), 1);
        List<Decision> asked = new ArrayList<>();
        m.setOnChoose(asked::add);
        int one = s.choices(1).stream().filter(c -> c.value() == 1).findFirst().orElseThrow().writeId();
        m.choose(m.options().get(1));
        assertEquals(List.of(new Decision(1, one)), asked);
        assertFalse(m.shownProperty().get(), "a second click would step P1 again");
        m.choose(m.options().isEmpty() ? null : m.options().get(0));
        assertEquals(1, asked.size());
        s.step(1, one);
        m.frameProperty().set(frame(s, 1));
        assertFalse(m.shownProperty().get(), "P1 has finished: nothing more to choose");
    }

    @Test
    void hiddenWhileNothingCanStepForAnotherInvocationAndWithoutChoices() {
        DebugSession s = atTheReadOfX();
        ReadChoiceViewModel m = model(Locale.ENGLISH, frame(s, 1), 1);
        m.enabledProperty().set(false);
        assertFalse(m.shownProperty().get(), "a run is going on");
        m.enabledProperty().set(true);
        assertTrue(m.shownProperty().get());
        m.focusedInvocationProperty().set(0);
        assertFalse(m.shownProperty().get(), "the frame's choices are P1's, not P0's");
        m.frameProperty().set(frame(s, 0));
        assertFalse(m.shownProperty().get(), "P0 has finished");
        m.focusedInvocationProperty().set(1);
        m.frameProperty().set(new SessionFrame(s.snapshot(), s.trace(), null, -1, List.of(), Map.of(), null));
        assertFalse(m.shownProperty().get(), "a frame built without asking offers nothing");
        DebugSession start = DebugSession.load(ProgramLoader.load("relaxed.test", RELAXED));
        m.frameProperty().set(frame(start, 1));
        assertEquals(1, start.choices(1).size(), "nothing wrote y yet");
        assertFalse(m.shownProperty().get(), "one value: no choice");
    }

    /** Too many accesses to work the values out at every frame: the row says why it lists none, not nothing. */
    @Test
    void aReadWhoseValuesAreNotListedSaysWhyAndIsHiddenDuringARunAsTheValuesAre() {
        DebugSession s = atTheReadOfX();
        SessionFrame unlisted = new SessionFrame(s.snapshot(), s.trace(), null, -1, List.of(), Map.of(), null,
                NextRead.unlisted(1, s.position(), 1_300));
        ReadChoiceViewModel m = model(Locale.ENGLISH, unlisted, 1);
        assertTrue(m.shownProperty().get());
        assertTrue(m.unlistedProperty().get());
        assertEquals("P1's next read (line 9): its values are not listed, as its location has had 1,300 writes and"
                + " reads, too many to work them out at every step (Step reads the default).", m.titleProperty().get());
        assertEquals(List.of(), m.options());
        m.enabledProperty().set(false);
        assertFalse(m.shownProperty().get(), "a run: hidden, as a list of values is");
        m.enabledProperty().set(true);
        m.frameProperty().set(frame(s, 1));
        assertFalse(m.unlistedProperty().get(), "the next frame lists the values");
        assertEquals("P1's next read (line 9) may return:", m.titleProperty().get());
        assertEquals(2, m.options().size());
        ReadChoiceViewModel ja = model(Locale.JAPANESE, unlisted, 1);
        assertEquals("P1 の次の読み込み (9 行目): その場所への書き込みと読み込みがすでに 1,300 回あり、ステップごとに値を求めるには"
                + "多すぎるため、返しうる値を一覧しません (「ステップ」は既定の値を読みます)。", ja.titleProperty().get());
    }

    @Test
    void valuesSentWhenTheFocusMovesAreShownOnlyAtTheirPositionForTheFocusedInvocation() {
        DebugSession s = atTheReadOfX();
        ReadChoiceViewModel m = model(Locale.ENGLISH, frame(s, 0), 0);
        assertFalse(m.shownProperty().get(), "the frame carries P0's, which has finished");
        m.focusedInvocationProperty().set(1);
        m.showNextRead(new NextRead(1, s.position() - 1, s.choices(1)));
        assertFalse(m.shownProperty().get(), "worked out at another position");
        m.showNextRead(new NextRead(1, s.position(), s.choices(1)));
        assertTrue(m.shownProperty().get(), "sent for P1 at the frame's position");
        assertEquals(2, m.options().size());
        m.focusedInvocationProperty().set(0);
        assertFalse(m.shownProperty().get());
    }
}
