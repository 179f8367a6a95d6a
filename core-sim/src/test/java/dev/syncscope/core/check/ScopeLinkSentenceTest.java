package dev.syncscope.core.check;

import dev.syncscope.core.load.ProgramLoader;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The first missing link of a race where a scope is the link: the reader's acquire makes visible from too narrow a
 * domain (and a visibility chain would need a device with chains), or a control barrier both reach has an execution
 * scope whose instance leaves one of them out. The audit 51's findings 3 and 4: the checker said "no acquire with
 * MakeVisible" and "missing synchronization" there.
 */
class ScopeLinkSentenceTest {

    /**
     * P0 (workgroup 0) writes x and releases y at Device scope with MakeAvailable; P1 (workgroup 1) acquires y
     * {@code p1Acquire}, then releases z at Workgroup scope; P2 (P1's workgroup, another subgroup) acquires z at
     * Workgroup scope with MakeVisible and reads x.
     */
    private static String chain(String p1Acquire) {
        return """
                NEWWG
                NEWSG
                NEWTHREAD
                st.nonpriv.sc0 x = 1
                st.atom.rel.semav.scopedev.sc0.semsc0 y = 1
                NEWWG
                NEWSG
                NEWTHREAD
                %s y
                st.atom.rel.scopewg.sc0.semsc0 z = 1
                NEWSG
                NEWTHREAD
                ld.atom.acq.semvis.scopewg.sc0.semsc0 z
                ld.nonpriv.sc0 x
                """.formatted(p1Acquire);
    }

    private static List<Race> races(String name, String text, boolean chains) {
        return new AxiomaticChecker(CheckOptions.DEFAULT.withChains(chains)).check(ProgramLoader.load(name, text))
                .consistentExecutions().stream().flatMap(e -> e.races().stream()).toList();
    }

    private static RaceLink link(List<Race> races, LinkSentence sentence) {
        return races.stream().map(Race::link).filter(l -> l.sentence() == sentence).findFirst()
                .orElseThrow(() -> new AssertionError("no " + sentence + " in " + races.stream().map(Race::missingLink)
                        .toList()));
    }

    /**
     * VK MM: Availability and Visibility ("VIS ... for which (W,L) is available in any domain in the source scope";
     * a visibility chain's elements); Location-Ordered ("AVC and VISC must each only have a single element" without
     * vulkanMemoryModelAvailabilityVisibilityChains): P2's MakeVisible is at Workgroup scope, the write is available
     * in the shader domain only, and P1's device-scope visibility before it would carry the write on only as a chain.
     */
    @Test
    void aWorkgroupScopeMakeVisibleAfterAWiderOneOfItsWorkgroupNeedsAVisibilityChainTheDeviceLacks() {
        String text = chain("ld.atom.acq.semvis.scopedev.sc0.semsc0");
        // with chains, where P2 reads z = 1 the visibility chain orders the read: only P2's reading z = 0 races
        assertTrue(races("vc.test", text, true).stream().noneMatch(r -> r.link().sentence()
                == LinkSentence.NARROW_VISIBILITY), "with chains the visibility chain orders them");
        RaceLink link = link(races("vc.test", text, false), LinkSentence.NARROW_VISIBILITY);
        assertEquals(List.of("wg", "vc.test:13:1", "qf", 1), link.args().subList(1, 5));
        assertEquals("read made visible only from the wg domain: the acquire with MakeVisible (at vc.test:13:1) "
                + "covering P2: R x has wg scope, and the read needs a visibility operation from the qf domain, where "
                + "the write is available; an earlier visibility operation at a wider scope would carry it on as a "
                + "visibility chain, but availability/visibility chains are off (a launch option)", link.english());
    }

    /** VK MM: Availability and Visibility: with no wider visibility before it, the narrow scope alone is the link. */
    @Test
    void aWorkgroupScopeMakeVisibleOfAWriteAvailableOnlyInTheShaderDomainIsTheLinkWithOrWithoutChains() {
        String text = chain("ld.atom.acq.scopedev.sc0.semsc0");
        for (boolean chains : List.of(true, false)) {
            RaceLink link = link(races("narrow.test", text, chains), LinkSentence.NARROW_VISIBILITY);
            assertEquals(List.of("wg", "narrow.test:13:1", "qf", 0), link.args().subList(1, 5));
        }
    }

    /**
     * VK MM: Synchronizes-With, control barrier: "A and B are in the instance of C's execution scope": a barrier at
     * Subgroup execution scope reached in two subgroups synchronizes nothing, whatever its semantics, and it is the
     * link named, not "missing synchronization".
     */
    @Test
    void aControlBarrierWhoseExecutionScopeLeavesTheOtherInvocationOutIsTheLink() {
        String text = """
                NEWWG
                NEWSG
                NEWTHREAD
                st.av.scopewg.sc0 x = 1
                cbar.acq.rel.scopesg.semsc0.semav.semvis 0
                NEWSG
                NEWTHREAD
                cbar.acq.rel.scopesg.semsc0.semav.semvis 0
                ld.vis.scopewg.sc0 x
                """;
        RaceLink link = link(races("cbar.test", text, true), LinkSentence.BARRIER_EXECUTION_SCOPE);
        assertEquals(List.of("P0", "P1", "cbar.test:5:1", "sg", 0), link.args());
        assertEquals("no happens-before between P0 and P1: both reach the control barrier (at cbar.test:5:1), but its "
                + "execution scope, sg, has an instance that does not include both, so the barrier does not synchronize "
                + "them (widen its execution scope to one that includes both invocations)", link.english());
    }

    /**
     * VK MM: Synchronizes-With, control barrier: "A and B are in the instance of C's execution scope": two workgroups
     * pass a Workgroup-scope barrier in two instances of it, so it orders nothing between them (no barrier waits
     * across workgroups), and the barrier they both passed is the link, not "missing synchronization".
     */
    @Test
    void aWorkgroupBarrierPassedInTwoWorkgroupsIsTheLink() {
        String text = """
                NEWWG
                NEWSG
                NEWTHREAD
                st.sc0 x = 1
                cbar.acq.rel.scopewg.semsc0 0
                NEWWG
                NEWSG
                NEWTHREAD
                cbar.acq.rel.scopewg.semsc0 0
                ld.sc0 x
                """;
        RaceLink link = link(races("wgs.test", text, true), LinkSentence.BARRIER_EXECUTION_SCOPE);
        assertEquals(List.of("P0", "P1", "wgs.test:5:1", "wg", 1), link.args());
        // no control barrier of a shader has a wider execution scope: not "widen its execution scope"
        assertTrue(link.english().endsWith("(no control barrier of a shader orders two workgroups: synchronize them "
                + "by a release after the first access and an acquire before the second through an atomic flag, at a "
                + "scope that includes both)"), link.english());
    }

    /**
     * VK MM: Atomic Operation, Synchronizes-With ("in the instance of each other's memory scopes"): a Workgroup-scope
     * release read by a Device-scope acquire in another workgroup: the acquire's instance holds the writer, so only
     * the release's scope is to be widened; with both at Workgroup scope, both.
     */
    @Test
    void theFlagsScopeToWidenIsTheOneThatLeavesTheOtherOut() {
        String text = """
                NEWWG
                NEWSG
                NEWTHREAD
                st.av.scopedev.sc0 x = 1
                st.atom.rel.scopewg.sc0.semsc0 y = 1
                NEWWG
                NEWSG
                NEWTHREAD
                ld.atom.acq.scopedev.sc0.semsc0 y = 1
                ld.vis.scopedev.sc0 x
                """;
        RaceLink link = link(races("one.test", text, true), LinkSentence.SYNC_SCOPE);
        assertEquals(List.of("P0", "P1", "y", "wg", "dv", 1), link.args());
        assertTrue(link.english().endsWith("(widen the memory scope of the write, wg, to one that contains both "
                + "invocations; that of the read already does)"), link.english());
        RaceLink read = link(races("read.test", text.replace("st.atom.rel.scopewg", "st.atom.rel.scopedev")
                .replace("ld.atom.acq.scopedev", "ld.atom.acq.scopewg"), true), LinkSentence.SYNC_SCOPE);
        assertEquals(2, read.args().get(5));
        assertTrue(read.english().contains("widen the memory scope of the read, wg,"), read.english());
        RaceLink both = link(races("both.test", text.replace("ld.atom.acq.scopedev", "ld.atom.acq.scopewg"), true),
                LinkSentence.SYNC_SCOPE);
        assertEquals(0, both.args().get(5));
        assertTrue(both.english().contains("(widen both memory scopes"), both.english());
    }
}
