package dev.syncscope.core.exec;

import dev.syncscope.core.model.Access;
import dev.syncscope.core.model.Action;
import dev.syncscope.core.model.Agent;
import dev.syncscope.core.model.Launch;
import dev.syncscope.core.model.Program;
import dev.syncscope.core.model.Reference;
import dev.syncscope.core.model.SourceSpan;
import dev.syncscope.core.model.StorageClass;
import dev.syncscope.core.model.ThreadState;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The race check keeps skip links ({@link RaceSkips}) only for the locations and lines where it met a saturated pair:
 * 64 invocations racing on counter (counter = counter + 1) and then each storing 20 times to its own element of out,
 * which never races, hold lines for counter's load and store alone. A line per location and instruction checked once
 * any race went unlisted held about 770 B for each of 49,401 locations that never race (the session's review).
 */
class RaceSkipsLinesTest {

    private static final Reference COUNTER = new Reference("counter", "counter", StorageClass.STORAGE_BUFFER, 1);
    private static final Reference OUT = new Reference("out", "out", StorageClass.STORAGE_BUFFER, 64);

    @Test
    void onlyTheLocationWhereSaturatedInvocationsRaceHoldsLines() {
        SourceSpan load = new SourceSpan("counter.comp", 5, 5);
        SourceSpan store = new SourceSpan("counter.comp", 5, 15);
        SourceSpan own = new SourceSpan("counter.comp", 7, 9);
        List<Agent> agents = new ArrayList<>();
        List<ThreadState> code = new ArrayList<>();
        for (int a = 0; a < 64; a++) {
            agents.add(new Agent(a, "T" + a, a, 0, 0));
            List<Action> body = new ArrayList<>();
            body.add(new Action.Load(COUNTER, 0, Access.PLAIN, load));
            body.add(new Action.Store(COUNTER, 0, 1, Access.PLAIN, store));
            for (int k = 0; k < 20; k++) {
                body.add(new Action.Store(OUT, a, k, Access.PLAIN, own));
            }
            code.add(ScriptedThread.of(body));
        }
        Program p = new Program("counter", new Launch(agents, List.of(COUNTER, OUT), Map.of(), List.of(), false),
                code);
        Engine e = RaceHorizonTest.engine(p, true);
        RaceHorizonTest.runRandom(e, new SplittableRandom(7), 100_000);
        assertTrue(e.racesUnlisted() > 0, "the counter's races fill the tallies");
        assertTrue(e.executor().races().linksTaken() > 0, "saturated runs are passed over");
        // counter's load line and store line, at most: none for out's 64 locations
        int lines = e.executor().races().linesHeld();
        assertTrue(lines >= 1 && lines <= 2, lines + " lines held");
        Engine full = RaceHorizonTest.engine(p, true);
        full.executor().races().skipSaturated(false);
        RaceHorizonTest.replay(full, e.decisions());
        assertEquals(full.racesUnlisted(), e.racesUnlisted());
        assertEquals(full.state.globals.raceCounts(), e.state.globals.raceCounts());
    }
}
