package dev.syncscope.core.exec;

import dev.syncscope.core.api.DebugSession;
import dev.syncscope.core.check.AxiomaticChecker;
import dev.syncscope.core.check.LinkSentence;
import dev.syncscope.core.check.RaceLink;
import dev.syncscope.core.load.ProgramLoader;
import dev.syncscope.core.model.Program;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The stepper's races around a flag stored and loaded plainly between memoryBarrier()s get the checker's link of the
 * same races ({@link PlainFlagSteps}, {@link LinkSentence#PLAIN_FLAG}): the fence forms of synchronizes-with need an
 * atomic write after the release barrier and an atomic read before the acquire barrier (VK MM: Synchronizes-With), so
 * nothing orders the data, and the flag's plain accesses race themselves (VK MM: Data Race). Not where a control
 * barrier comes between (a phase of barrier()s, not a flag) or an access is private, as the checker.
 */
class PlainFlagStepsTest {

    private static final String KERNEL = """
            // @dispatch 2
            #version 450
            layout(local_size_x = 1) in;
            layout(binding = 0) coherent buffer Data { uint data; uint flag; uint result; };
            void main() {
                if (gl_WorkGroupID.x == 0u) {
                    data = 42u;
                    memoryBarrier();
                    flag = 1u;
                } else {
                    uint seen = flag;
                    memoryBarrier();
                    if (seen == 1u) {
                        result = data + 1u;
                    }
                }
            }
            """;

    private static int position(DebugSession s, long step) {
        for (int i = 0; i < s.trace().size(); i++) {
            if (s.trace().get(i).index() == step) {
                return i;
            }
        }
        throw new AssertionError("no step " + step);
    }

    /** The stepper's link of the race on {@code location}, over the first {@code size} steps (-1: all). */
    private static RaceLink stepper(DebugSession s, String location, int size) {
        Race race = s.races().stream().filter(r -> String.valueOf(r.second().location()).equals(location)).findFirst()
                .orElseThrow(() -> new AssertionError("no race on " + location + ": " + s.diagnostics()));
        List<StepRecord> trace = s.trace();
        return PlainFlagSteps.find(i -> trace.get(i).event(), size < 0 ? trace.size() : size,
                position(s, race.first().step()), position(s, race.second().step()),
                s.program().launch().agents()::get);
    }

    /** The arguments of the checker's PLAIN_FLAG links of {@code p}. */
    private static Set<List<Object>> checker(Program p) {
        return new AxiomaticChecker().check(p).consistentExecutions().stream().flatMap(x -> x.races().stream())
                .map(dev.syncscope.core.check.Race::link).filter(l -> l.sentence() == LinkSentence.PLAIN_FLAG)
                .map(RaceLink::args).collect(Collectors.toSet());
    }

    @Test
    void theFlagsOwnRaceWithTheLoadFirstIsTheCheckersLink() {
        Program p = ProgramLoader.load("flag.comp", KERNEL);
        DebugSession s = DebugSession.load(p);
        s.run(); // round-robin: T1 loads the flag (0) before T0 stores it
        RaceLink link = stepper(s, "flag", -1);
        assertNotNull(link, s.races().toString());
        assertEquals(List.of("T0", "T1", "flag.comp:9", "flag", "flag.comp:11", "flag.comp:8", "flag.comp:12"),
                link.args().stream().map(String::valueOf).map(a -> a.replaceAll(":(\\d+):\\d+$", ":$1")).toList());
        assertTrue(checker(p).contains(link.args()), checker(p) + " has not " + link.args());
    }

    @Test
    void theDataRaceAfterTheFlagWasReadIsTheCheckersLinkToo() {
        Program p = ProgramLoader.load("flag.comp", KERNEL);
        DebugSession s = DebugSession.load(p);
        StepRecord stored = null;
        for (int i = 0; i < 3; i++) {
            stored = s.step(0); // T0 stores data, passes its barrier and stores the flag
        }
        // T1's load reads the flag's store: with no happens-before the model lets it read 1, not its default 0
        s.step(1, stored.event().writeId());
        s.run();
        RaceLink flag = stepper(s, "flag", -1);
        RaceLink data = stepper(s, "data", -1);
        assertNotNull(data, s.races().toString());
        assertEquals(flag.args(), data.args(), "one flag between both races");
        assertTrue(checker(p).contains(data.args()), checker(p) + " has not " + data.args());
    }

    /**
     * Two flags between the barriers: as the checker, the writer's earliest flag store (flag1) is named for the data's
     * race, not the reader's nearest load (flag2).
     */
    @Test
    void ofTwoFlagsTheEarliestStoreIsNamedAsTheCheckerNamesIt() {
        Program p = ProgramLoader.load("two.comp", KERNEL.replace("uint data; uint flag; uint result;",
                "uint data; uint flag; uint flag2; uint result;").replace("        flag = 1u;\n",
                "        flag = 1u;\n        flag2 = 1u;\n").replace("uint seen = flag;\n",
                "uint seen = flag;\n        uint seen2 = flag2;\n"));
        DebugSession s = DebugSession.load(p);
        StepRecord[] stored = new StepRecord[4];
        for (int i = 0; i < 4; i++) {
            stored[i] = s.step(0); // data, the barrier, flag, flag2
        }
        s.step(1, stored[2].event().writeId());
        s.step(1, stored[3].event().writeId());
        s.run();
        RaceLink data = stepper(s, "data", -1);
        assertNotNull(data, s.races().toString());
        assertEquals("flag", data.args().get(3));
        assertTrue(checker(p).contains(data.args()), checker(p) + " has not " + data.args());
    }

    /** The flag's race is found at its load, before the reader's acquire barrier: until that is stepped, no link. */
    @Test
    void withoutTheReadersAcquireBarrierInTheStepsThereIsNoLink() {
        DebugSession s = DebugSession.load(ProgramLoader.load("flag.comp", KERNEL));
        s.run();
        Race race = s.races().stream().filter(r -> String.valueOf(r.second().location()).equals("flag")).findFirst()
                .orElseThrow();
        int load = position(s, race.first().step()); // the load came first
        assertNull(stepper(s, "flag", load + 1));
    }

    /** VK MM: Synchronizes-With, control barrier: a barrier() between the load and the memoryBarrier() is a phase. */
    @Test
    void aControlBarrierBetweenTheLoadAndTheAcquireBarrierIsNoFlag() {
        Program p = ProgramLoader.load("phase.comp", KERNEL.replace("uint seen = flag;\n",
                "uint seen = flag;\n        barrier();\n"));
        DebugSession s = DebugSession.load(p);
        s.run();
        assertNull(stepper(s, "flag", -1));
        assertEquals(Set.of(), checker(p));
    }

    /** VK MM: Private vs. Non-Private: a buffer not coherent needs more than atomics for the flag. */
    @Test
    void aPrivateFlagIsNoPlainFlagLink() {
        Program p = ProgramLoader.load("private.comp", KERNEL.replace("coherent buffer", "buffer"));
        DebugSession s = DebugSession.load(p);
        s.run();
        assertNull(stepper(s, "flag", -1));
        assertEquals(Set.of(), checker(p));
    }
}
