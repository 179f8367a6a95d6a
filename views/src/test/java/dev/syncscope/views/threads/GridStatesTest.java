package dev.syncscope.views.threads;

import dev.syncscope.core.exec.AgentStatus;
import dev.syncscope.core.model.Scope;
import dev.syncscope.views.i18n.Messages;
import org.junit.jupiter.api.Test;

import java.util.Locale;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

class GridStatesTest {

    @Test
    void everyStateAndScopeHasTextInEveryLanguage() {
        for (Locale locale : new Locale[] {Locale.ENGLISH, Locale.JAPANESE}) {
            Messages text = Messages.forLocale(locale);
            for (AgentStatus s : AgentStatus.values()) {
                assertFalse(text.get("state." + s.name()).isBlank(), s + " in " + locale);
            }
            for (Scope s : Scope.values()) {
                assertFalse(text.get("scope." + s.name()).isBlank(), s + " in " + locale);
            }
        }
    }

    @Test
    void pseudoClassNamesTheStateInCssCase() {
        assertEquals("waiting-barrier", GridStates.pseudoClass(AgentStatus.WAITING_BARRIER));
        assertEquals("ready", GridStates.pseudoClass(null));
    }
}
