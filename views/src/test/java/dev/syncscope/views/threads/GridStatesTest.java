package dev.syncscope.views.threads;

import dev.syncscope.core.api.DebugSession;
import dev.syncscope.core.api.Snapshot;
import dev.syncscope.core.exec.AgentStatus;
import dev.syncscope.core.kernel.KernelLoader;
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
    void aWaitAtASubgroupOperationNamesTheOperation() {
        DebugSession s = DebugSession.load(KernelLoader.load("sg.comp", """
                // @subgroup-size 2
                #version 450
                #extension GL_KHR_shader_subgroup_basic : require
                layout(local_size_x = 2) in;
                layout(binding = 0) buffer O { uint o[]; };
                void main() {
                    o[gl_SubgroupInvocationID] = subgroupElect() ? 1 : 0;
                }
                """).program());
        s.step(1);
        Snapshot snap = s.snapshot();
        Messages text = Messages.forLocale(Locale.ENGLISH);
        assertEquals("subgroup op OpGroupNonUniformElect (" + text.get("scope.SUBGROUP") + " 0): 1/2 arrived; waiting: T1",
                GridStates.describe(snap.barriers().get(0), snap, text));
    }
}
