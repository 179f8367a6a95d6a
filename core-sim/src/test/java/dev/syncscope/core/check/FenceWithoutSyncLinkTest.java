package dev.syncscope.core.check;

import dev.syncscope.core.api.DebugSession;
import dev.syncscope.core.exec.Race;
import dev.syncscope.core.load.ProgramLoader;
import dev.syncscope.core.model.Program;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A release memory barrier after one invocation's write and an acquire memory barrier before another's read, with
 * nothing between them: memory barriers synchronize only through an atomic written after the release and read before
 * the acquire (the fence forms) or as the halves of a control barrier (VK MM: Synchronizes-With), and none makes an
 * invocation wait, so the two race. The checker ({@link LinkSentence#FENCE_WITHOUT_SYNC}) and the stepper name the two
 * barriers instead of "nothing synchronizes" (the GPU audit of session 88: a reduction's loop with
 * {@code GroupMemoryBarrier()} where it needs {@code GroupMemoryBarrierWithGroupSync()}); an atomic flag or a control
 * barrier between them is another link's.
 */
class FenceWithoutSyncLinkTest {

    private static final String FENCES = """
            NEWWG
            NEWSG
            NEWTHREAD
            st.av.scopedev.sc0 x = 1
            membar.rel.scopedev.semsc0
            %s
            NEWWG
            NEWSG
            NEWTHREAD
            %s
            membar.acq.scopedev.semsc0
            ld.vis.scopedev.sc0 x
            """;

    private static Program program(String afterRelease, String beforeAcquire) {
        return ProgramLoader.load("fences.test", FENCES.formatted(afterRelease, beforeAcquire));
    }

    private static List<RaceLink> checkerLinks(Program p) {
        return new AxiomaticChecker().check(p).consistentExecutions().stream().flatMap(e -> e.races().stream())
                .filter(r -> String.valueOf(r.first().location()).equals("x")).map(r -> r.link()).distinct().toList();
    }

    private static List<Race> stepperRaces(Program p) {
        DebugSession s = DebugSession.load(p);
        s.run();
        return s.races().stream().filter(r -> String.valueOf(r.second().location()).equals("x")).toList();
    }

    @Test
    void memoryBarriersWithNothingBetweenThemAreNamedByTheCheckerAndTheStepper() {
        Program p = program("", "");
        List<RaceLink> links = checkerLinks(p);
        assertEquals(1, links.size(), links.toString());
        assertEquals(LinkSentence.FENCE_WITHOUT_SYNC, links.get(0).sentence());
        assertEquals(List.of("P0", "P1", "fences.test:5:1", "fences.test:11:1"), links.get(0).args());
        assertTrue(links.get(0).english().contains("a memory barrier makes no invocation wait for another"),
                links.get(0).english());
        List<Race> races = stepperRaces(p);
        assertFalse(races.isEmpty());
        assertEquals("P0's release barrier (line 5) and P1's acquire barrier (line 11) synchronize only through an "
                + "atomic written after the release and read before the acquire, or as the halves of a control barrier "
                + "both pass, and there is neither: a memory barrier makes no invocation wait for another (an atomic "
                + "flag between them, or a control barrier both reach, would order them)", races.get(0).detail());
    }

    @Test
    void anAtomicFlagBetweenTheBarriersSynchronizesThemAndNoRaceIsLeft() {
        // the fence forms: the release barrier, an atomic store of y, an atomic load of y reading it, the acquire
        // barrier; the test's question is the execution where the load reads 1
        Program p = program("st.atom.scopedev.sc0 y = 1", "ld.atom.scopedev.sc0 y = 1");
        assertTrue(new AxiomaticChecker().check(p).consistentExecutions().stream()
                .filter(e -> e.outcomes().stream().anyMatch(o -> Long.valueOf(1).equals(o.values().get("P1:r0"))))
                .allMatch(e -> e.races().isEmpty()));
    }

    @Test
    void aFlagBetweenTheBarriersIsTheFlagsLinkNotThisOneWhateverTheLoadRead() {
        // a relaxed flag store after the release barrier and a load the acquire barrier follows, at workgroup scope in
        // two workgroups: not mutually ordered, a scope link (VK MM: Atomic Operation) where the load read the store,
        // and where it read the initial value the fence link's "there is no atomic between them" would be untrue
        Program p = program("st.atom.scopewg.sc0 y = 1", "ld.atom.scopewg.sc0 y = 1");
        assertFalse(checkerLinks(p).stream().anyMatch(l -> l.sentence() == LinkSentence.FENCE_WITHOUT_SYNC),
                checkerLinks(p).toString());
    }
}
