package dev.syncscope.core.exec;

import dev.syncscope.core.check.AxiomaticChecker;
import dev.syncscope.core.check.LinkEnglish;
import dev.syncscope.core.check.LinkSentence;
import dev.syncscope.core.explain.MissingLink;
import dev.syncscope.core.litmus.khronos.KhronosParser;
import dev.syncscope.core.model.Program;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A control barrier two invocations both reach between their accesses, in two instances of its execution scope, does
 * not synchronize them (VK MM: Synchronizes-With, control barrier: "A and B are in the instance of C's execution
 * scope"). The stepper's race names that barrier and its fix as the checker does ({@code BARRIER_EXECUTION_SCOPE}), for
 * a litmus test too, where {@code run} prints the engine's words: it said "nothing synchronizes P0 with P1" beside
 * {@code check}'s barrier (session 87's review).
 */
class BarrierExecutionScopeLinkTest {

    /** The stepper's races of {@code test}, P0 run to its end and then P1, as "link — detail". */
    private static List<String> stepperRaces(Program p) {
        Engine e = new Engine(p, EngineOptions.DEFAULTS);
        Mini.runInOrder(e, 0, 1);
        return e.races().stream().map(r -> r.link() + " — " + r.detail()).toList();
    }

    private static Program program(String scope, String secondInvocation) {
        return new KhronosParser().parse("t.test", """
                NEWWG
                NEWSG
                NEWTHREAD
                st.av.scopewg.sc0 x = 1
                cbar.acq.rel.%1$s.semsc0 0
                %2$s
                NEWSG
                NEWTHREAD
                cbar.acq.rel.%1$s.semsc0 0
                ld.vis.scopewg.sc0 x = 1
                SATISFIABLE consistent[X] && #dr=0
                """.formatted(scope, secondInvocation)).program();
    }

    /** The checker's sentences for the races of {@code p}, and the arguments of the first. */
    private static List<Object> checkerLink(Program p) {
        var links = new AxiomaticChecker().check(p).consistentExecutions().stream()
                .flatMap(x -> x.races().stream()).map(r -> r.link()).distinct().toList();
        assertFalse(links.isEmpty());
        assertEquals(LinkSentence.BARRIER_EXECUTION_SCOPE, links.get(0).sentence(), links.toString());
        return links.get(0).args();
    }

    @Test
    void aWorkgroupBarrierReachedInTwoWorkgroupsIsNamedWithAFlagAsItsFixAsTheCheckerNamesIt() {
        Program p = program("scopewg", "NEWWG");
        List<String> races = stepperRaces(p);
        assertEquals(1, races.size(), races.toString());
        assertEquals(MissingLink.NO_HAPPENS_BEFORE + " — P0 and P1 both reach the control barrier at lines 5 and 9, "
                + "but its execution scope, wg, has an instance that does not include both, so the barrier does not "
                + "synchronize them (" + LinkEnglish.executionScopeFix(true) + ")", races.get(0));
        assertTrue(races.get(0).contains("through an atomic flag"), races.get(0));
        assertEquals(1, checkerLink(p).get(4));
    }

    @Test
    void aSubgroupBarrierReachedInTwoSubgroupsIsNamedWithAWiderExecutionScopeAsItsFix() {
        Program p = program("scopesg", "");
        List<String> races = stepperRaces(p);
        assertEquals(1, races.size(), races.toString());
        assertTrue(races.get(0).contains("P0 and P1 both reach the control barrier at lines 5 and 9, but its execution "
                + "scope, sg, has an instance that does not include both"), races.get(0));
        assertTrue(races.get(0).endsWith("(widen its execution scope to one that includes both invocations)"),
                races.get(0));
        assertEquals(0, checkerLink(p).get(4));
    }

    /** A read first and the write after the barrier: named as well (the session-88 review: only a write first was). */
    @Test
    void aReadBeforeTheBarrierAndAWriteAfterItAreNamedToo() {
        Program p = new KhronosParser().parse("t.test", """
                NEWWG
                NEWSG
                NEWTHREAD
                cbar.acq.rel.scopewg.semsc0 0
                st.av.scopewg.sc0 x = 1
                NEWWG
                NEWSG
                NEWTHREAD
                ld.vis.scopewg.sc0 x = 0
                cbar.acq.rel.scopewg.semsc0 0
                SATISFIABLE consistent[X] && #dr=0
                """).program();
        Engine e = new Engine(p, EngineOptions.DEFAULTS);
        Mini.runInOrder(e, 1, 0);
        List<String> races = e.races().stream().map(r -> r.detail()).toList();
        assertEquals(1, races.size(), races.toString());
        assertTrue(races.get(0).startsWith("P1 and P0 both reach the control barrier at lines 10 and 4, but its "
                + "execution scope, wg, has an instance that does not include both"), races.get(0));
    }

    @Test
    void aWorkgroupBarrierInOneWorkgroupSynchronizesTheTwo() {
        // the same program with both invocations in one workgroup: fence–control-barrier–fence holds, and the accesses'
        // availability and visibility at wg scope complete the path (VK MM: Location-Ordered): no race
        assertEquals(List.of(), stepperRaces(program("scopewg", "")));
    }
}
