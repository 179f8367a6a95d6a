package dev.syncscope.core.exec;

import dev.syncscope.core.check.AxiomaticChecker;
import dev.syncscope.core.check.LinkSentence;
import dev.syncscope.core.check.RaceLink;
import dev.syncscope.core.explain.UnseenWrite;
import dev.syncscope.core.load.ProgramLoader;
import dev.syncscope.core.model.Program;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A release memory barrier after one invocation's write and an acquire memory barrier before another's read, in one
 * workgroup, with nothing between them: memory barriers synchronize only through an atomic written after the release
 * and read before the acquire (the fence forms) or as the halves of a control barrier (VK MM: Synchronizes-With), and
 * none makes an invocation wait, so the two race. The checker ({@link LinkSentence#FENCE_WITHOUT_SYNC}) and the
 * stepper name the two barriers instead of "nothing synchronizes" (the GPU audit of session 88: a reduction's loop with
 * {@code GroupMemoryBarrier()} where it needs {@code GroupMemoryBarrierWithGroupSync()}). Where its remedies would not
 * do (the barriers leave the data's class or the other invocation out, two workgroups, private accesses) or a flag is
 * there, it is another link (the session-88 review).
 */
class FenceWithoutSyncLinkTest {

    /** P0 (line 4) writes x, P1 (subgroup 1 of the same workgroup) reads it at line 11. */
    private static final String FENCES = """
            NEWWG
            NEWSG
            NEWTHREAD
            %s x = 1
            %s
            %s
            NEWSG
            NEWTHREAD
            %s
            %s
            %s x
            """;

    private static Program program(String store, String release, String afterRelease, String beforeAcquire,
                                   String acquire, String load, boolean twoWorkgroups) {
        String text = FENCES.formatted(store, release, afterRelease, beforeAcquire, acquire, load);
        return ProgramLoader.load("fences.test", twoWorkgroups ? text.replace("NEWSG\nNEWTHREAD\n" + beforeAcquire,
                "NEWWG\nNEWSG\nNEWTHREAD\n" + beforeAcquire) : text);
    }

    private static Program fences() {
        return program("st.av.scopedev.sc0", "membar.rel.scopedev.semsc0", "", "", "membar.acq.scopedev.semsc0",
                "ld.vis.scopedev.sc0", false);
    }

    private static List<RaceLink> checkerLinks(Program p) {
        return new AxiomaticChecker().check(p).consistentExecutions().stream().flatMap(e -> e.races().stream())
                .filter(r -> String.valueOf(r.first().location()).equals("x")).map(r -> r.link()).distinct().toList();
    }

    private static List<Race> stepperRaces(Program p, int... order) {
        Engine e = new Engine(p, EngineOptions.DEFAULTS);
        Mini.runInOrder(e, order);
        return e.races().stream().filter(r -> String.valueOf(r.second().location()).equals("x")).toList();
    }

    @Test
    void memoryBarriersWithNothingBetweenThemAreNamedByTheCheckerAndTheStepper() {
        Program p = fences();
        List<RaceLink> links = checkerLinks(p);
        assertEquals(1, links.size(), links.toString());
        assertEquals(LinkSentence.FENCE_WITHOUT_SYNC, links.get(0).sentence());
        assertEquals(List.of("P0", "P1", "fences.test:5:1", "fences.test:10:1"), links.get(0).args());
        assertTrue(links.get(0).english().contains("a memory barrier makes no invocation wait for another"),
                links.get(0).english());
        // the write first, then the read; and the read first (VK MM: Data Race either way), then the write
        for (boolean readFirst : new boolean[] {false, true}) {
            List<Race> races = stepperRaces(!readFirst ? p : ProgramLoader.load("r.test", """
                    NEWWG
                    NEWSG
                    NEWTHREAD
                    ld.vis.scopedev.sc0 x
                    membar.rel.scopedev.semsc0
                    NEWSG
                    NEWTHREAD
                    membar.acq.scopedev.semsc0
                    st.av.scopedev.sc0 x = 1
                    """), 0, 1);
            assertEquals(1, races.size(), races.toString());
            assertEquals(UnseenWrite.Case.FENCE_WITHOUT_SYNC, races.get(0).kase(), races.get(0).detail());
            assertTrue(races.get(0).detail().startsWith("P0's release barrier (line 5) and P1's acquire barrier "
                    + "(line "), races.get(0).detail());
        }
    }

    /** Shapes where a flag or a control barrier between the two would still not order them, or a flag is there. */
    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            barriers leaving the data's class out | st.av.scopedev.sc0 | membar.rel.scopedev.semsc1 |  | \
                | membar.acq.scopedev.semsc1 | ld.vis.scopedev.sc0 | false
            a release at subgroup scope          | st.av.scopedev.sc0 | membar.rel.scopesg.semsc0 |  | \
                | membar.acq.scopedev.semsc0 | ld.vis.scopedev.sc0 | false
            two workgroups                       | st.av.scopedev.sc0 | membar.rel.scopedev.semsc0 |  | \
                | membar.acq.scopedev.semsc0 | ld.vis.scopedev.sc0 | true
            private accesses                     | st.sc0 | membar.rel.scopedev.semsc0 |  | \
                | membar.acq.scopedev.semsc0 | ld.sc0 | false
            a flag the read does not see          | st.av.scopedev.sc0 | membar.rel.scopedev.semsc0 \
                | st.atom.scopedev.sc0 y = 1 | ld.atom.scopedev.sc0 y = 0 | membar.acq.scopedev.semsc0 \
                | ld.vis.scopedev.sc0 | false
            """)
    void whereItsRemediesWouldNotDoOrAFlagIsThereItIsAnotherLink(String name, String store, String release,
                                                                 String afterRelease, String beforeAcquire,
                                                                 String acquire, String load, boolean twoWorkgroups) {
        Program p = program(store, release, afterRelease == null ? "" : afterRelease,
                beforeAcquire == null ? "" : beforeAcquire, acquire, load, twoWorkgroups);
        assertFalse(checkerLinks(p).stream().anyMatch(l -> l.sentence() == LinkSentence.FENCE_WITHOUT_SYNC),
                checkerLinks(p).toString());
        for (int[] order : new int[][] {{0, 1}, {1, 0}}) {
            for (Race r : stepperRaces(p, order)) {
                assertFalse(r.kase() == UnseenWrite.Case.FENCE_WITHOUT_SYNC || r.detail().contains("makes no "
                        + "invocation wait"), r.detail());
            }
        }
    }
}
