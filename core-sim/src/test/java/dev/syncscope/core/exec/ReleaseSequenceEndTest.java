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
        assertSameWords(p, LinkSentence.OUTSIDE_RELEASE_SEQUENCE, fragment);
    }

    /** As {@link #assertSameWords(Program, String)} for the checker's links of kind {@code sentence}. */
    private static void assertSameWords(Program p, LinkSentence sentence, String fragment) {
        DebugSession s = DebugSession.load(p);
        s.run();
        Race race = s.races().stream().filter(r -> String.valueOf(r.second().location()).equals("x")).findFirst()
                .orElseThrow(() -> new AssertionError("no race on x: " + s.diagnostics()));
        assertEquals(MissingLink.NO_HAPPENS_BEFORE, race.link());
        List<RaceLink> links = new AxiomaticChecker().check(p).consistentExecutions().stream()
                .flatMap(x -> x.races().stream()).map(dev.syncscope.core.check.Race::link)
                .filter(l -> l.sentence() == sentence).distinct().toList();
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

    /**
     * VK MM: Scoped Modification Order ("relates no other operations" than the atomic writes mutually ordered with A);
     * Release Sequence ("the longest continuous subsequence of A's scoped modification order"): a third invocation's
     * read-modify-write at workgroup scope, in another workgroup, is not in P0's release's sequence, and the stepper
     * says so as the checker does (it said "nothing synchronizes P0 with P1 … add a release", which P0 has).
     */
    @Test
    void aThirdInvocationsNarrowRmwIsNotInTheSequence() {
        assertSameWords(ProgramLoader.load("narrow.test", MP.replace("WRITER", "")
                        + "NEWWG\nNEWSG\nNEWTHREAD\nrmw.scopewg.sc0 y = 1 2\n"),
                LinkSentence.SEQUENCE_SCOPE, "the read-modify-write at narrow.test:15:1 by P2 (scope wg) and the store "
                        + "(scope dv) are not in each other's scope instance");
    }

    /**
     * A narrow read-modify-write passed over, then another invocation's plain atomic store that ends the sequence: the
     * store is named, as the checker names it, not the read-modify-write, which widening would not mend (the review of
     * session 86; VK MM: Release Sequence: an operation out of A's scoped modification order does not end it).
     */
    @Test
    void aPlainStoreAfterANarrowRmwEndsTheSequence() {
        // P2's stores of z hold its store of y back until P1's read-modify-write ran (round-robin)
        String text = "NEWWG\nNEWSG\nNEWTHREAD\nst.av.scopedev.sc0 x = 1\nst.atom.rel.scopedev.sc0.semsc0 y = 1\n"
                + "NEWWG\nNEWSG\nNEWTHREAD\nrmw.scopewg.sc0 y = 1 2\nNEWWG\nNEWSG\nNEWTHREAD\nst.sc0 z = 1\n"
                + "st.sc0 z = 2\nst.sc0 z = 3\nst.atom.scopedev.sc0 y = 3\nNEWWG\nNEWSG\nNEWTHREAD\n"
                + "ld.atom.acq.scopedev.sc0.semsc0 y = 3\nld.vis.scopedev.sc0 x = 0\n";
        assertSameWords(ProgramLoader.load("plain.test", text), "takes the value of P2's atomic write");
    }

    @Test
    void anRmwContinuesTheSequenceSoTheReadSynchronizes() {
        DebugSession s = DebugSession.load(ProgramLoader.load("rmw.test",
                MP.replace("WRITER", "rmw.scopedev.sc0 y = 1 2")));
        s.run();
        assertTrue(s.races().stream().noneMatch(r -> String.valueOf(r.second().location()).equals("x")),
                s.diagnostics().toString());
    }

    @Test
    void theEnginesSearchWalksTheTwoInvocationsStepsNotEveryStepSinceTheWrite() {
        StringBuilder bystanders = new StringBuilder();
        for (int t = 0; t < 8; t++) {
            bystanders.append("NEWWG\nNEWSG\nNEWTHREAD\n");
            for (int k = 0; k < 20; k++) {
                bystanders.append("st.sc0 z").append(t).append(" = ").append(k + 1).append('\n');
            }
        }
        // P1 stores to w 20 times before its acquire, so that round robin runs it after P0's second store of y
        String reader = "NEWTHREAD\n" + "st.sc0 w = 1\n".repeat(20) + "ld.atom.acq";
        Program p = ProgramLoader.load("busy.test", MP.replace("WRITER", "st.atom.scopedev.sc0 y = 2")
                .replace("NEWTHREAD\nld.atom.acq", reader) + bystanders);
        Engine e = new Engine(p, EngineOptions.DEFAULTS);
        e.run(Scheduler.roundRobin(), StopCondition.NEVER, Long.MAX_VALUE);
        int write = -1;
        int read = -1;
        for (int i = 0; i < e.position(); i++) {
            Event ev = e.traceLog().event(i);
            if (ev.location() != null && ev.location().toString().equals("x")) {
                write = ev.agent() == 0 ? i : write;
                read = ev.agent() == 1 ? i : read;
            }
        }
        int[] touched = new int[2];
        int from = write;
        int to = read;
        RaceLink scanned = ReleaseSequenceEnd.find(i -> count(e, touched, 0, i), from, to, 0, 1, id -> e.agentInfo[id]);
        AgentSteps own = e.agentSteps();
        RaceLink walked = ReleaseSequenceEnd.find(i -> count(e, touched, 1, i), (a, lo, hi) -> {
            int first = own.firstAtOrAfter(a, lo + 1L);
            int[] out = new int[Math.max(0, own.firstAtOrAfter(a, hi) - first)];
            for (int k = 0; k < out.length; k++) {
                out[k] = own.at(a, first + k);
            }
            return out;
        }, from, to, 0, 1, id -> e.agentInfo[id]);
        assertTrue(scanned != null && scanned.sentence() == LinkSentence.OUTSIDE_RELEASE_SEQUENCE, scanned + " "
                + from + ".." + to + " " + e.races());
        assertEquals(scanned, walked);
        assertTrue(to - from > 40, "bystanders' steps lie between the write and the read: " + from + ".." + to);
        assertTrue(touched[1] * 3 < touched[0], "events built: every step " + touched[0] + ", two invocations' "
                + touched[1]);
    }

    private static Event count(Engine e, int[] touched, int which, int i) {
        touched[which]++;
        return e.traceLog().event(i);
    }
}
