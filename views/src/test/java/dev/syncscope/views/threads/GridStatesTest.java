package dev.syncscope.views.threads;

import dev.syncscope.core.api.BarrierView;
import dev.syncscope.core.api.DebugSession;
import dev.syncscope.core.api.Snapshot;
import dev.syncscope.core.exec.AgentStatus;
import dev.syncscope.core.kernel.KernelLoader;
import dev.syncscope.core.model.Scope;
import dev.syncscope.views.HostLitmus;
import dev.syncscope.views.i18n.Messages;
import dev.syncscope.views.i18n.SubgroupNames;
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
        SubgroupNames names = SubgroupNames.of(s.program().launch());
        String before = GridStates.describe(s.program().launch().agents().get(0), names, text);
        assertTrue(before.startsWith("P0 — host thread"), before);
        String now = GridStates.describe(s.snapshot().agents().get(0), names, text);
        assertTrue(now.startsWith("P0 — host thread\n"), now);
        assertFalse(now.contains("workgroup") || now.contains("subgroup"), now);
        String device = GridStates.describe(s.snapshot().agents().get(1), names, text);
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
        assertEquals("subgroup op OpGroupNonUniformElect (wg0·sg0): 1/2 arrived; waiting: T1",
                GridStates.describe(snap.barriers().get(0), snap, SubgroupNames.of(snap.agents()), text));
    }

    /**
     * Audit 52 L1: a subgroup is named by its workgroup and its index in it, the program's gl_SubgroupID (T8 of two
     * workgroups of 8 at subgroup size 4 is in wg1·sg0, instance 2 of the launch), in the cell's tips and the wait's
     * line, English and Japanese.
     */
    @Test
    void aSubgroupIsNamedByItsWorkgroupAndItsGlSubgroupId() throws Exception {
        DebugSession s = DebugSession.load(KernelLoader.load("subgroup-values-16.comp", java.nio.file.Files.readString(
                java.nio.file.Path.of("src/test/resources/audit52/subgroup-values-16.comp"))).program());
        SubgroupNames names = SubgroupNames.of(s.program().launch());
        dev.syncscope.core.model.Agent t8 = s.program().launch().agents().get(8);
        assertEquals(2, t8.subgroup(), "the engine's instance id");
        Messages en = Messages.forLocale(Locale.ENGLISH);
        Messages ja = Messages.forLocale(Locale.JAPANESE);
        assertEquals("wg1·sg0", names.name(t8.subgroup(), en));
        assertEquals("ワークグループ 1 のサブグループ 0", names.name(t8.subgroup(), ja));
        assertEquals("sg 0", names.inWorkgroup(t8.subgroup(), en), "under its workgroup in a graph's tree");
        assertEquals("SG 0", names.inWorkgroup(t8.subgroup(), ja));
        assertTrue(GridStates.describe(t8, names, en).startsWith("T8 — subgroup 0 of workgroup 1 (wg1·sg0)"),
                GridStates.describe(t8, names, en));
        assertTrue(GridStates.describe(t8, names, ja).startsWith("T8 — ワークグループ 1 のサブグループ 0"),
                GridStates.describe(t8, names, ja));
        assertTrue(GridStates.describe(s.snapshot().agents().get(12), names, en)
                .startsWith("T12 — subgroup 1 of workgroup 1 (wg1·sg1)\n"));
        for (int i = 0; i < 16 && s.snapshot().barriers().stream().noneMatch(b -> b.scopeInstance() == 2); i++) {
            s.step(8);
        }
        Snapshot snap = s.snapshot();
        BarrierView wait = snap.barriers().stream().filter(b -> b.scopeInstance() == 2).findFirst().orElseThrow();
        String line = GridStates.describe(wait, snap, names, en);
        assertTrue(line.contains("(wg1·sg0)"), line);
        assertTrue(GridStates.describe(wait, snap, names, ja).contains("(ワークグループ 1 のサブグループ 0)"), line);
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
        String line = GridStates.describe(snap.barriers().get(0), snap, SubgroupNames.of(snap.agents()),
                Messages.forLocale(Locale.ENGLISH));
        assertTrue(line.endsWith("18/20 arrived; waiting: T0, T1, T2, T3, T4, T5, T6, T7, T8, T9, T10, T11, T12, T13, T14, "
                + "T15, … +2"), line);
    }
}
