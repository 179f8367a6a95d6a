package dev.syncscope.views.threads;

import dev.syncscope.core.api.DebugSession;
import dev.syncscope.core.api.Snapshot;
import dev.syncscope.core.exec.AgentStatus;
import dev.syncscope.core.kernel.KernelLoader;
import dev.syncscope.core.model.Scope;
import dev.syncscope.views.HostLitmus;
import dev.syncscope.views.i18n.Messages;
import org.junit.jupiter.api.Test;

import java.util.Locale;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

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
    void aHostThreadsTipSaysHostThreadAndNamesNoSubgroupOrWorkgroup() {
        DebugSession s = DebugSession.load(HostLitmus.submit());
        Messages text = Messages.forLocale(Locale.ENGLISH);
        String before = GridStates.describe(s.program().launch().agents().get(0), text);
        assertTrue(before.startsWith("P0 — host thread"), before);
        String now = GridStates.describe(s.snapshot().agents().get(0), text);
        assertTrue(now.startsWith("P0 — host thread\n"), now);
        assertFalse(now.contains("workgroup") || now.contains("subgroup"), now);
        String device = GridStates.describe(s.snapshot().agents().get(1), text);
        assertTrue(device.startsWith("P1 — subgroup "), device);
    }

    @Test
    void theAccessibleTextNamesTheHostThreads() {
        Messages text = Messages.forLocale(Locale.ENGLISH);
        assertEquals("Dispatch grid: 2 invocations in 1 workgroup, and 1 host thread: P0",
                GridStates.accessible(DispatchGridModel.of(HostLitmus.submit().launch()), text));
        assertEquals("Dispatch grid: 8 invocations in 2 workgroups",
                GridStates.accessible(GridLayoutTest.grid(2, 1, 4), text));
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

    @Test
    void aBarrierLineNamesTheFirstSixteenWaitersAndCountsTheRest() {
        DebugSession s = DebugSession.load(KernelLoader.load("bar.comp", """
                #version 450
                layout(local_size_x = 20) in;
                void main() {
                    barrier();
                }
                """).program());
        for (int i = 0; i < 18; i++) {
            s.step(i);
        }
        Snapshot snap = s.snapshot();
        String line = GridStates.describe(snap.barriers().get(0), snap, Messages.forLocale(Locale.ENGLISH));
        assertTrue(line.endsWith("18/20 arrived; waiting: T0, T1, T2, T3, T4, T5, T6, T7, T8, T9, T10, T11, T12, T13, T14, "
                + "T15, … +2"), line);
    }
}
