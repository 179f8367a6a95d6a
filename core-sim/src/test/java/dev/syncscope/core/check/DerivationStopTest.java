package dev.syncscope.core.check;

import dev.syncscope.core.model.Access;
import dev.syncscope.core.model.Action;
import dev.syncscope.core.model.Agent;
import dev.syncscope.core.model.Launch;
import dev.syncscope.core.model.Reference;
import dev.syncscope.core.model.Scope;
import dev.syncscope.core.model.Semantics;
import dev.syncscope.core.model.SourceSpan;
import dev.syncscope.core.model.StorageClass;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * One candidate execution of thousands of events takes seconds to derive, so the derivation asks the check's limits
 * between its relations and gives up at once when told to ({@code Derivation.Stopped}); the check's time limit then
 * holds within a candidate, not only between candidates.
 */
class DerivationStopTest {

    private static final Reference X = new Reference("x", "x", StorageClass.STORAGE_BUFFER, 1);

    /** T0 stores x atomically, T1 loads it: two events, every relation of the derivation built. */
    private static StaticFacts facts() {
        Access atomic = new Access(true, Scope.DEVICE, Semantics.NONE, false, false, false);
        List<Trace> traces = List.of(
                new Trace(0, List.of(new Trace.Step(new Action.Store(X, 0, 1, atomic, new SourceSpan("t", 1, 1)), 0L,
                        null)), null),
                new Trace(1, List.of(new Trace.Step(new Action.Load(X, 0, atomic, new SourceSpan("t", 2, 1)), 0L,
                        null)), null));
        List<Agent> agents = List.of(new Agent(0, "T0", 0, 0, 0), new Agent(1, "T1", 1, 1, 0));
        return new StaticFacts(new Launch(agents, List.of(X), Map.of(), List.of(), false), traces, false);
    }

    private static Derivation derive(StaticFacts s, java.util.function.BooleanSupplier stop) {
        return new Derivation(s, new StaticParts(s), Relation.empty(s.n), Relation.empty(s.n), s.r, stop);
    }

    @Test
    void aDerivationAsksBetweenItsRelationsAndStopsWhereverItIsTold() {
        StaticFacts s = facts();
        int[] asked = {0};
        derive(s, () -> {
            asked[0]++;
            return false;
        });
        assertTrue(asked[0] >= 4, "asked before synchronizes-with, happens-before, location order and from-reads: "
                + asked[0]);
        for (int at = 1; at <= asked[0]; at++) {
            int[] calls = {0};
            int stopAt = at;
            assertThrows(Derivation.Stopped.class, () -> derive(s, () -> ++calls[0] >= stopAt), "stop at call " + at);
        }
    }
}
