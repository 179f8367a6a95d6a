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
import java.util.Set;
import java.util.TreeSet;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Every pair of invocations that store to one location without synchronization races (VK MM: Data Race: two
 * writes, neither location-ordered before the other), so n invocations at one statement make n(n-1)/2 races.
 * The engine lists a race while either of its invocations has fewer than {@link Races#LISTED_PER_LINES} listed
 * between its two instructions (a new access checks the newest earlier ones first), and counts the invocations with
 * races found and not listed ({@link Engine#racesUnlisted()}): 16,384 invocations listed in full ran out of memory after
 * minutes.
 */
class RaceListingTest {

    private static final SourceSpan STORE = new SourceSpan("all.comp", 6, 5);
    private static final SourceSpan LOAD = new SourceSpan("all.comp", 7, 9);
    private static final SourceSpan STORE_AGAIN = new SourceSpan("all.comp", 8, 5);

    /** {@code n} invocations in one workgroup each running {@code actions(id)} on the one-word buffer v. */
    private static Engine engine(int n, java.util.function.BiFunction<Reference, Integer, List<Action>> actions) {
        Reference v = new Reference("v", "v", StorageClass.STORAGE_BUFFER, 1);
        List<Agent> agents = new ArrayList<>();
        List<ThreadState> code = new ArrayList<>();
        for (int id = 0; id < n; id++) {
            agents.add(new Agent(id, "T" + id, id / 32, 0, 0));
            code.add(ScriptedThread.of(actions.apply(v, id)));
        }
        return new Engine(new Program("all", new Launch(agents, List.of(v), Map.of(), List.of(), false), code),
                EngineOptions.DEFAULTS);
    }

    private static Engine allStore(int n) {
        return engine(n, (v, id) -> List.of(new Action.Store(v, 0, id, Access.PLAIN, STORE)));
    }

    private static void runInOrder(Engine e) {
        for (int a = 0; a < e.agentCount(); a++) {
            while (e.isRunnable(a)) {
                e.step(Decision.of(a));
            }
        }
    }

    /** The earlier invocations whose races with {@code agent} are listed. */
    private static Set<Integer> listedWith(Engine e, int agent) {
        Set<Integer> out = new TreeSet<>();
        for (Race r : e.races()) {
            if (r.second().agent() == agent) {
                out.add(r.first().agent());
            }
        }
        return out;
    }

    @Test
    void anInvocationsRacesWithOneStatementAreListedUpToEightTheNewestFirst() {
        Engine e = allStore(20);
        runInOrder(e);
        // T_k races with T_0 … T_{k-1} (VK MM: Data Race); min(k, 8) of them are listed
        int listed = 0;
        for (int k = 0; k < 20; k++) {
            listed += Math.min(k, Races.LISTED_PER_LINES);
        }
        assertEquals(listed, e.races().size());
        assertEquals(Set.of(11, 12, 13, 14, 15, 16, 17, 18), listedWith(e, 19), "T19's newest eight");
        assertEquals(Set.of(0, 1, 2), listedWith(e, 3), "T3 races with all three before it");
        // each of T0 … T19 ends with eight or more listed and a race of it with another full invocation not listed
        // (T0's ninth would be with T10, whose own eight are T2 … T9, newest first)
        assertEquals(20, e.racesUnlisted());
        assertEquals(e.races().size(), e.diagnostics().stream()
                .filter(d -> d.kind() == Diagnostic.Kind.DATA_RACE).count(), "one diagnostic per listed race");
    }

    @Test
    void aFewInvocationsHaveEveryRaceListed() {
        // at most one race per earlier invocation and instruction: nine invocations list all 36 pairs
        Engine e = allStore(9);
        runInOrder(e);
        assertEquals(36, e.races().size());
        assertEquals(0, e.racesUnlisted());
    }

    @Test
    void stepsBackForgetTheCountAndStepsForwardFindTheSameRaces() {
        Engine e = allStore(12);
        runInOrder(e);
        List<Race> races = e.races();
        e.seek(0);
        assertEquals(0, e.racesUnlisted());
        assertTrue(e.races().isEmpty());
        e.seek(e.traceSize());
        assertEquals(races, e.races());
        assertEquals(6, e.racesUnlisted());
    }

    @Test
    void everyInvocationThatRacesHasARaceListedThoughTheOtherSideIsFull() {
        // 30 readers, then one writer: the writer's store races with every read (VK MM: Data Race: a write and a read,
        // neither location-ordered before the other). Its own eight are full after the newest readers, but each
        // reader has none yet, so every reader's race is listed (the audit: T0 … T1014 of 1,023 readers had none)
        Engine e = engine(31, (v, id) -> id < 30 ? List.of(new Action.Load(v, 0, Access.PLAIN, LOAD))
                : List.of(new Action.Store(v, 0, 1, Access.PLAIN, STORE)));
        runInOrder(e);
        Set<Integer> readers = new TreeSet<>();
        e.races().forEach(r -> readers.add(r.first().agent()));
        assertEquals(30, readers.size(), readers.toString());
        assertEquals(30, e.races().size());
        assertEquals(0, e.racesUnlisted());
    }

    @Test
    void eachPairOfInstructionsHasItsOwnEightAndReadsCountLikeWrites() {
        // v = v + 1 by each invocation, then v = 0: the load races with the earlier invocations' stores at two
        // lines, each store with their loads and stores at two lines (VK MM: Data Race: a write and another access)
        Engine e = engine(12, (v, id) -> List.of(new Action.Load(v, 0, Access.PLAIN, LOAD),
                new Action.Store(v, 0, id + 1, Access.PLAIN, STORE), new Action.Store(v, 0, 0, Access.PLAIN, STORE_AGAIN)));
        runInOrder(e);
        Map<String, Integer> listed = new java.util.TreeMap<>();
        for (Race r : e.races()) {
            if (r.second().agent() == 11) {
                listed.merge(r.first().source().line() + "-" + r.second().source().line(), 1, Integer::sum);
            }
        }
        // T11's load with stores at 6 and 8, its store at 6 with loads at 7 and stores at 6 and 8, its store at 8 likewise
        assertEquals(Map.of("6-7", 8, "8-7", 8, "7-6", 8, "6-6", 8, "8-6", 8, "7-8", 8, "6-8", 8, "8-8", 8), listed);
    }
}
