package dev.syncscope.core.exec;

import dev.syncscope.core.litmus.khronos.KhronosParser;
import dev.syncscope.core.model.Program;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A race's missing link in the engine's English (what {@code run} prints for a litmus test) names scopes and memory
 * domains as the window and {@code check} do ({@code wg and wg scope}, {@code sg 0}), not as Java enum names or a
 * list's brackets ({@code (WORKGROUP, WORKGROUP)}, {@code [sg0]}: the teacher audit).
 */
class RaceDetailWordsTest {

    private static List<String> races(String test) {
        return races(test, 0, 1);
    }

    /** The races of {@code test}, its invocations run one after another in {@code order}. */
    private static List<String> races(String test, int... order) {
        Program p = new KhronosParser().parse("t.test", test).program();
        Engine e = new Engine(p, EngineOptions.DEFAULTS);
        Mini.runInOrder(e, order);
        return e.races().stream().map(r -> r.link().words() + " — " + r.detail()).toList();
    }

    @Test
    void atomicsOutsideEachOthersScopeInstanceAreNamedByTheirScopes() {
        // VK MM: Atomic Operation, mutually-ordered: workgroup-scope atomics of two workgroups are not
        List<String> races = races("""
                NEWWG
                NEWSG
                NEWTHREAD
                st.atom.scopewg.sc0 y = 1
                NEWWG
                NEWSG
                NEWTHREAD
                ld.atom.scopewg.sc0 y = 1
                SATISFIABLE consistent[X] && #dr>0
                """);
        assertTrue(races.stream().anyMatch(r -> r.contains("the atomics' scopes (wg and wg scope) do not include each"
                + " other's invocation")), races.toString());
        assertFalse(races.toString().contains("WORKGROUP"), races.toString());
    }

    @Test
    void twoReferencesRaceThoughTheWriteIsVisibleThroughTheOther() {
        // Khronos ssw4 (P1 reading 1): VK MM: Availability and Visibility makes (W,L) visible to every
        // (agent,reference,L) of the visibility operation's destination, so P1 reads 1 through y; Location-Ordered asks
        // R_X == R_Y for the shader-domain path, so the two race. The detail said shader availability and visibility
        // "never connect two references", beside a graph showing the write visible to (P1, y) (the teacher audit)
        List<String> races = races("""
                NEWWG
                NEWSG
                NEWTHREAD 0
                st.av.scopedev.sc0 x = 1
                NEWSG
                NEWTHREAD 1
                ld.vis.scopedev.sc1 y = 1
                SSW 0 1
                SLOC x y
                SATISFIABLE consistent[X] && #dr>0
                """);
        assertTrue(races.stream().anyMatch(r -> r.contains("order two accesses only through one reference (VK MM:"
                + " Location-Ordered), even where they make the write visible through the other")), races.toString());
        assertFalse(races.toString().contains("never connect"), races.toString());
    }

    /**
     * The subgroup is named as the window names it, by its workgroup and its index within it (gl_SubgroupID): the
     * writer's subgroup is the engine's instance 1, the first subgroup of workgroup 1 (audit 52 L1).
     */
    @Test
    void aWriteAvailableOnlyInASubgroupDomainNamesItAsTheWindowDoes() {
        // VK MM: Availability and Visibility: available in the subgroup domain only, the other subgroup's reader is not
        // in it
        List<String> races = races("""
                NEWWG
                NEWSG
                NEWTHREAD
                st.nonpriv.sc0 z = 1
                NEWWG
                NEWSG
                NEWTHREAD
                st.av.scopesg.sc0 x = 1
                st.atom.rel.scopewg.sc0.semsc0 y = 1
                NEWSG
                NEWTHREAD
                ld.atom.acq.scopewg.sc0.semsc0 y = 1
                ld.vis.scopewg.sc0 x
                SATISFIABLE consistent[X] && #dr>0
                """, 0, 1, 2);
        assertTrue(races.stream().anyMatch(r -> r.contains("the write is available only in wg1·sg0, which P2 does not"
                + " access")), races.toString());
        assertFalse(races.toString().contains("[sg0]"), races.toString());
    }

    @Test
    void theWidestDomainAWriteReachedNamesItsSubgroupWithinItsWorkgroup() {
        // VK MM: Availability and Visibility: made available in its subgroup's domain, which the reader of the same
        // subgroup accesses, with nothing ordering the two; the subgroup is the engine's instance 1, wg1·sg0
        List<String> races = races("""
                NEWWG
                NEWSG
                NEWTHREAD
                st.nonpriv.sc0 y = 1
                NEWWG
                NEWSG
                NEWTHREAD
                st.av.scopesg.sc0 x = 1
                NEWTHREAD
                ld.vis.scopesg.sc0 x
                SATISFIABLE consistent[X]
                """, 0, 1, 2);
        assertTrue(races.stream().anyMatch(r -> r.contains("the write was available in the wg1·sg0 domain, but nothing"
                + " synchronizes P1 with P2")), races.toString());
    }
}
