package dev.syncscope.core.exec;

import dev.syncscope.core.api.DebugSession;
import dev.syncscope.core.check.AxiomaticChecker;
import dev.syncscope.core.check.LinkSentence;
import dev.syncscope.core.check.RaceLink;
import dev.syncscope.core.explain.MissingLink;
import dev.syncscope.core.load.ProgramLoader;
import dev.syncscope.core.model.Program;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The stepper's race whose reader acquired a flag value written outside the release sequence of the writer's release
 * (VK MM: Release Sequence: "the atomic operation A as its first element; atomic read-modify-write operations on M by
 * any agent"; Synchronizes-With: B "reads a value written by A or by an operation in the release sequence headed by
 * A") is worded as the checker words the same race ({@link ReleaseSequenceEnd}), not "nothing synchronizes P0 with
 * P1 … a release after the write and an acquire before the access would order them", which the program has. Khronos
 * litmus programs, run towards their load values.
 */
class ReleaseSequenceEndTest {

    private static final String MP = "NEWWG\nNEWSG\nNEWTHREAD\nst.av.scopedev.sc0 x = 1\n"
            + "st.atom.rel.scopedev.sc0.semsc0 y = 1\nWRITER\nNEWWG\nNEWSG\nNEWTHREAD\n"
            + "ld.atom.acq.scopedev.sc0.semsc0 y = 2\nld.vis.scopedev.sc0 x = 0\n";

    /** The stepper's race on x, and the checker's link of the race on x with the same value read. */
    private static void assertSameWords(Program p, String fragment) {
        DebugSession s = DebugSession.load(p);
        s.run();
        Race race = s.races().stream().filter(r -> String.valueOf(r.second().location()).equals("x")).findFirst()
                .orElseThrow(() -> new AssertionError("no race on x: " + s.diagnostics()));
        assertEquals(MissingLink.NO_HAPPENS_BEFORE, race.link());
        List<RaceLink> links = new AxiomaticChecker().check(p).consistentExecutions().stream()
                .flatMap(x -> x.races().stream()).map(dev.syncscope.core.check.Race::link)
                .filter(l -> l.sentence() == LinkSentence.OUTSIDE_RELEASE_SEQUENCE).distinct().toList();
        assertFalse(links.isEmpty());
        String check = links.get(0).english();
        assertTrue(check.contains(fragment), check);
        assertEquals(check.substring(check.indexOf(": ") + 2), race.detail());
        assertFalse(race.detail().contains("nothing synchronizes"), race.detail());
    }

    @Test
    void theReleasersOwnLaterStoreEndsTheSequence() {
        assertSameWords(ProgramLoader.load("own.test", MP.replace("WRITER", "st.atom.scopedev.sc0 y = 2")),
                "takes the value of P0's atomic write (at own.test:6:1), which is not in the release sequence headed by"
                        + " P0's store (at own.test:5:1)");
    }

    @Test
    void anRmwContinuesTheSequenceSoTheReadSynchronizes() {
        DebugSession s = DebugSession.load(ProgramLoader.load("rmw.test",
                MP.replace("WRITER", "rmw.scopedev.sc0 y = 1 2")));
        s.run();
        assertTrue(s.races().stream().noneMatch(r -> String.valueOf(r.second().location()).equals("x")),
                s.diagnostics().toString());
    }
}
