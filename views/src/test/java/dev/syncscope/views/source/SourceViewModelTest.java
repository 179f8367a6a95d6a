package dev.syncscope.views.source;

import dev.syncscope.core.model.SourceSpan;
import dev.syncscope.views.problems.Problem;
import org.fxmisc.richtext.model.TwoDimensional;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;
import java.util.Set;

import static dev.syncscope.views.source.Snapshots.agent;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

class SourceViewModelTest {

    private static final dev.syncscope.views.i18n.Messages EN =
            dev.syncscope.views.i18n.Messages.forLocale(java.util.Locale.ENGLISH);

    private final SourceViewModel model = new SourceViewModel();

    @Test
    void markersGroupInvocationsByLineAndMarkTheFocusedOne() {
        model.focusedInvocationProperty().set(1);
        model.snapshotProperty().set(Snapshots.of(agent(0, 3, "store x = 1"), agent(1, 5, "load y"),
                agent(2, 3, "store x = 1"), agent(3, 0, "")));
        Map<Integer, LineMarker> markers = model.markersProperty().get();
        assertEquals(Set.of(3, 5), markers.keySet());
        assertEquals("▸2", markers.get(3).glyph());
        assertEquals("P0: store x = 1\nP2: store x = 1", markers.get(3).tooltip(EN));
        assertTrue(markers.get(5).focused());
        assertEquals("▶", markers.get(5).glyph());
        assertEquals(5, model.focusedLineProperty().get());
    }

    /**
     * 16,384 invocations at one barrier made a tooltip of 16,384 lines (229,390 px tall, 1.3 s on the FX thread to
     * show: the session-89 scale audit): a marker names {@link LineMarker#NAMED}, the focused one first, and counts the
     * rest.
     */
    @Test
    void aMarkerNamesTwelveInvocationsTheFocusedFirstAndCountsTheRest() {
        dev.syncscope.core.api.AgentView[] agents = new dev.syncscope.core.api.AgentView[40];
        for (int i = 0; i < agents.length; i++) {
            agents[i] = agent(i, 7, "barrier");
        }
        model.focusedInvocationProperty().set(30);
        model.snapshotProperty().set(Snapshots.of(agents));
        LineMarker m = model.markersProperty().get().get(7);
        assertEquals("▶40", m.glyph());
        assertEquals(LineMarker.NAMED, m.agents().size());
        List<String> lines = m.tooltip(EN).lines().toList();
        assertEquals(LineMarker.NAMED + 1, lines.size(), lines.toString());
        assertEquals("P30: barrier", lines.get(0));
        assertEquals("P0: barrier", lines.get(1));
        assertEquals("\u2026 and 28 more", lines.get(lines.size() - 1));
        assertTrue(m.tooltip(dev.syncscope.views.i18n.Messages.forLocale(java.util.Locale.JAPANESE))
                .endsWith("\u2026 ほか 28 件"));
    }

    @Test
    void focusingAnotherInvocationMovesTheStrongMarker() {
        model.snapshotProperty().set(Snapshots.of(agent(0, 3, "a"), agent(1, 5, "b")));
        assertEquals(3, model.focusedLineProperty().get());
        model.focusedInvocationProperty().set(1);
        assertEquals(5, model.focusedLineProperty().get());
        assertFalse(model.markersProperty().get().get(3).focused());
    }

    @Test
    void finishedFocusedInvocationHasNoLine() {
        model.snapshotProperty().set(Snapshots.of(agent(0, 0, "")));
        assertEquals(0, model.focusedLineProperty().get());
        assertTrue(model.markersProperty().get().isEmpty());
    }

    @Test
    void gutterTogglesBreakpointsWithinTheText() {
        model.textProperty().set("a\nb\nc");
        model.toggleBreakpoint(2);
        model.toggleBreakpoint(3);
        model.toggleBreakpoint(9);
        assertEquals(Set.of(2, 3), model.breakpoints());
        model.toggleBreakpoint(2);
        assertEquals(Set.of(3), model.breakpoints());
    }

    @Test
    void breakpointsBeyondShorterTextAreDroppedAndAnotherFileClearsThem() {
        model.textProperty().set("a\nb\nc");
        model.toggleBreakpoint(1);
        model.toggleBreakpoint(3);
        model.textProperty().set("a\nb");
        assertEquals(Set.of(1), model.breakpoints());
        model.fileNameProperty().set("other.comp");
        assertTrue(model.breakpoints().isEmpty());
        assertEquals(Language.GLSL, model.languageProperty().get());
    }

    @Test
    void breakpointsMoveWithLinesInsertedOrDeletedAboveThem() {
        model.textProperty().set("a\nb\nc");
        model.toggleBreakpoint(2);
        model.toggleBreakpoint(3);
        model.editedTextProperty().set("a\ninserted\nb\nc");
        assertEquals(Set.of(3, 4), model.breakpoints());
        model.editedTextProperty().set("a\ninserted\nc");
        assertEquals(Set.of(3), model.breakpoints());
    }

    @Test
    void problemsWithALineInThisFileBecomeErrorMarkers() {
        model.fileNameProperty().set("mp.test");
        model.textProperty().set("NEWWG\nld.bogus x\n");
        model.showProblems(List.of(
                new Problem(Problem.Severity.ERROR, "unknown instruction", new SourceSpan("/tmp/mp.test", 2, 1)),
                new Problem(Problem.Severity.ERROR, "elsewhere", new SourceSpan("other.test", 1, 1)),
                new Problem(Problem.Severity.ERROR, "internal", null),
                new Problem(Problem.Severity.WARNING, "no line", SourceSpan.UNKNOWN)));
        assertEquals(List.of(new SourceError(2, 1, "unknown instruction")), model.errors());
        assertTrue(model.hasErrorAt(2));
        assertEquals("unknown instruction", model.errorAt(2));
        assertNull(model.errorAt(1));
        assertTrue(styleAt(8).contains(SourceStyles.ERROR));
    }

    /** A problem's second site (where an invocation that skipped a barrier finished) is marked too. */
    @Test
    void aProblemsSecondSiteIsMarkedToo() {
        model.fileNameProperty().set("early.comp");
        model.textProperty().set("a\nb\nc\n");
        model.showProblems(List.of(new Problem(Problem.Severity.ERROR, "released without T3", new SourceSpan("early.comp", 3,
                0), List.of(3), List.of(), new SourceSpan("early.comp", 1, 0))));
        assertEquals(List.of(new SourceError(3, 0, "released without T3"), new SourceError(1, 0, "released without T3")),
                model.errors());
        assertTrue(model.hasErrorAt(1) && model.hasErrorAt(3));
        assertNull(model.errorAt(2));
    }

    /** Information (a race only outside a test's question) marks no line: it drew ⚠ on a correct test's store. */
    @Test
    void informationMarksNoLine() {
        model.textProperty().set("st.av.scopedev.sc0 x = 1\n");
        model.showProblems(List.of(new Problem(Problem.Severity.INFO, "race only outside the question",
                new SourceSpan("", 1, 1))));
        assertEquals(List.of(), model.errors());
        assertFalse(styleAt(0).contains(SourceStyles.WARNING));
    }

    @Test
    void warningProblemsBecomeWarningMarkersAndAnErrorOnTheSameCharactersWins() {
        model.textProperty().set("ld.atom x\n");
        model.showProblems(List.of(new Problem(Problem.Severity.WARNING, "stale read", new SourceSpan("", 1, 1))));
        assertEquals(List.of(new SourceError(1, 1, "stale read", true)), model.errors());
        assertFalse(model.hasErrorAt(1));
        assertTrue(styleAt(0).contains(SourceStyles.WARNING));
        model.setErrors(List.of(new SourceError(1, 1, "stale read", true), new SourceError(1, 1, "race")));
        assertTrue(styleAt(0).contains(SourceStyles.ERROR));
        assertFalse(styleAt(0).contains(SourceStyles.WARNING));
    }

    @Test
    void messagesOfOneLineAreJoined() {
        model.textProperty().set("x\n");
        model.setErrors(List.of(new SourceError(1, 0, "first"), new SourceError(1, 1, "second")));
        assertEquals("first\nsecond", model.errorAt(1));
    }

    @Test
    void editingMarksTheTextModifiedAndUnappliedUntilSavedAndApplied() {
        model.fileNameProperty().set("mp.comp");
        model.textProperty().set("void main() {}\n");
        model.openDocument("void main() {}\n");
        assertFalse(model.modifiedProperty().get());
        model.editedTextProperty().set("void main() { barrier(); }\n");
        assertTrue(model.modifiedProperty().get());
        assertTrue(model.unappliedProperty().get());
        assertTrue(styleAt(14).contains("sync"), "the edited text is highlighted");

        model.textProperty().set("void main() { barrier(); }\n");
        assertFalse(model.unappliedProperty().get(), "the session now runs the edits");
        assertTrue(model.modifiedProperty().get(), "but they are not saved yet");
        model.markSaved("void main() { barrier(); }\n");
        assertFalse(model.modifiedProperty().get());
    }

    @Test
    void editorFollowsTheSessionTextOnlyWhileItHasNoEditsOfItsOwn() {
        model.textProperty().set("a\n");
        assertEquals("a\n", model.editedTextProperty().get());
        model.editedTextProperty().set("a\nb\n");
        model.textProperty().set("relaunched\n");
        assertEquals("a\nb\n", model.editedTextProperty().get(), "a relaunch keeps the user's edits");
        model.openDocument("other\n");
        assertEquals("other\n", model.editedTextProperty().get());
        assertFalse(model.modifiedProperty().get());
    }

    @Test
    void errorsOfApplyingTheEditsAreMarkedUntilTheSessionTextChanges() {
        model.textProperty().set("x\n");
        model.editedTextProperty().set("x\ny\n");
        model.showEditErrors(List.of(new SourceError(2, 1, "unknown instruction y")));
        model.showProblems(List.of());
        assertEquals("unknown instruction y", model.errorAt(2), "a new frame's problems keep the edit's errors");
        assertTrue(model.hasErrorAt(2));
        model.textProperty().set("x\ny\n");
        assertNull(model.errorAt(2));
    }

    @Test
    void spirvBinariesAreNotEditable() {
        model.fileNameProperty().set("k.spv");
        assertFalse(model.editableProperty().get());
        model.fileNameProperty().set("k.spvasm");
        assertTrue(model.editableProperty().get());
    }

    /** A running load's text, shown while nothing else is, is read-only until the loaded kernel replaces it. */
    @Test
    void aRunningLoadsTextIsReadOnlyUntilTheKernelIsLoaded() {
        dev.syncscope.views.session.SessionViewModel session = new dev.syncscope.views.session.SessionViewModel(
                dev.syncscope.views.i18n.Messages.forLocale(java.util.Locale.ENGLISH));
        model.follow(session);
        session.showLoadingText("relaxed.test", dev.syncscope.views.Walkthrough.RELAXED);
        assertEquals(dev.syncscope.views.Walkthrough.RELAXED, model.textProperty().get());
        assertFalse(model.editableProperty().get(), "no edits to a text whose load may still replace it");
        assertFalse(model.modifiedProperty().get(), "and nothing to save");
        session.showLoaded("relaxed.test", dev.syncscope.views.Walkthrough.RELAXED,
                dev.syncscope.views.Walkthrough.stepped(dev.syncscope.views.Walkthrough.RELAXED).program());
        assertTrue(model.editableProperty().get());
    }

    private java.util.Collection<String> styleAt(int offset) {
        var styles = model.stylesProperty().get();
        return styles.getStyleSpan(styles.offsetToPosition(offset, TwoDimensional.Bias.Forward).getMajor()).getStyle();
    }
}
