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
        Program p = new KhronosParser().parse("t.test", test).program();
        Engine e = new Engine(p, EngineOptions.DEFAULTS);
        Mini.runInOrder(e, 0, 1);
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

    @Test
    void aWriteAvailableOnlyInASubgroupDomainNamesItAsTheWindowDoes() {
        // VK MM: Availability and Visibility: available in the subgroup domain only, the other subgroup's reader is not
        // in it
        List<String> races = races("""
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
                """);
        assertTrue(races.stream().anyMatch(r -> r.contains("the write is available only in sg 0, which P1 does not"
                + " access")), races.toString());
        assertFalse(races.toString().contains("[sg0]"), races.toString());
    }
}
