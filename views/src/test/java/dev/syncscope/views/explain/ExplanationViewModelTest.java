package dev.syncscope.views.explain;

import dev.syncscope.core.api.DebugSession;
import dev.syncscope.views.Walkthrough;
import dev.syncscope.views.i18n.Messages;
import org.junit.jupiter.api.Test;

import java.util.Locale;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ExplanationViewModelTest {

    private final ExplanationViewModel vm = new ExplanationViewModel(Messages.forLocale(Locale.ENGLISH));

    @Test
    void staleRacyReadGivesHeadlineParagraphsAndEngineDetails() {
        DebugSession s = Walkthrough.stepped(Walkthrough.RELAXED, 0, 0, 1, 1);
        vm.show(s.explainRead(3), new ExplanationContext(s.program().launch(), s.trace(), s.races()));
        assertEquals("P1 read 0 from x (line 9)", vm.headlineProperty().get());
        assertTrue(vm.staleProperty().get());
        assertTrue(vm.racyProperty().get());
        assertEquals(Paragraph.Kind.FIX, vm.paragraphs().get(vm.paragraphs().size() - 1).kind());
        assertTrue(vm.engineDetailsProperty().get().startsWith("no happens-before"), vm.engineDetailsProperty().get());
    }

    @Test
    void clearShowsTheHintAndNoParagraphs() {
        DebugSession s = Walkthrough.stepped(Walkthrough.MP, 0, 0, 1, 1);
        vm.show(s.explainRead(3), ExplanationContext.NONE);
        assertFalse(vm.staleProperty().get());
        vm.clear();
        assertNull(vm.explanationProperty().get());
        assertTrue(vm.paragraphs().isEmpty());
        assertEquals("No read yet: step to one, and this tab says why it returned its value.",
                vm.headlineProperty().get());
    }
}
