package dev.syncscope.core.check;

import dev.syncscope.core.model.Access;
import dev.syncscope.core.model.Action;
import dev.syncscope.core.model.Agent;
import dev.syncscope.core.model.Launch;
import dev.syncscope.core.model.Reference;
import dev.syncscope.core.model.SourceSpan;
import dev.syncscope.core.model.StorageClass;
import dev.syncscope.core.model.ThreadState;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The checker follows an undefined value through memory ({@link UndefinedFlow}): a read of a write that stored one
 * returns one again. Where each read's value comes from is found once from reads-from, not by looking at every event
 * for each read on every replay, which made an execution copying uninitialised Workgroup memory (VK MM: Allocation,
 * "Workgroup variables have no initializer") twice quadratic in its events. The work is counted, not timed.
 */
class UndefinedFlowSourcesTest {

    private static final int N = 100;
    private static final Reference S = new Reference("s", "s", StorageClass.WORKGROUP, N, 0);
    private static final Reference T = new Reference("t", "t", StorageClass.WORKGROUP, N, 0);

    /**
     * A program that follows its values and stores the value it read last ({@link ThreadState#writtenUndefined}): its
     * store of an undefined read's value stores an undefined value.
     */
    private record Copying(Object last) implements ThreadState {
        @Override
        public Status status() {
            return Status.RUNNING;
        }

        @Override
        public Action next() {
            throw new UnsupportedOperationException();
        }

        @Override
        public ThreadState advance(long readValue) {
            return advance(readValue, null);
        }

        @Override
        public ThreadState advance(long readValue, Object undefinedOrigin) {
            return new Copying(undefinedOrigin);
        }

        @Override
        public boolean tracksDefinedness() {
            return true;
        }

        @Override
        public Object writtenUndefined(Object readOrigin) {
            return readOrigin != null ? readOrigin : last;
        }

        @Override
        public Map<String, Long> registers() {
            return Map.of();
        }
    }

    @Test
    void eachReadsSourceIsLookedUpNotSearchedAmongEveryEvent() {
        Access plain = Access.PLAIN;
        List<Trace.Step> copy = new ArrayList<>();
        List<Trace.Step> back = new ArrayList<>();
        for (int i = 0; i < N; i++) {
            copy.add(new Trace.Step(new Action.Load(S, i, plain, new SourceSpan("k", 1, 1)), 0L, null));
            copy.add(new Trace.Step(new Action.Store(T, i, 0, plain, new SourceSpan("k", 2, 1)), null, 0L));
            back.add(new Trace.Step(new Action.Load(T, i, plain, new SourceSpan("k", 3, 1)), 0L, null));
        }
        List<Agent> agents = List.of(new Agent(0, "T0", 0, 0, 0), new Agent(1, "T1", 1, 0, 0));
        StaticFacts s = new StaticFacts(new Launch(agents, List.of(S, T), Map.of(), List.of(), false),
                List.of(new Trace(0, copy, null), new Trace(1, back, null)), false);
        // T0 reads s[i] (no write: undefined) and stores it to t[i]; T1 reads t[i] from that store
        Relation.Builder rf = new Relation.Builder(s.n);
        for (int i = 0; i < N; i++) {
            rf.add(2 * i + 1, 2 * N + i);
        }
        EventSet init = EventSet.of(s.n, ev -> ev < 2 * N && ev % 2 == 0);
        Derivation d = new Derivation(s, new StaticParts(s), rf.build(), Relation.empty(s.n), init);
        UndefinedFlow flow = UndefinedFlow.of(d, List.of(new Copying(null), new Copying(null)));
        assertNotNull(flow);
        // the reads of undefined memory, T0's of s, matter: T0 stores their values (T1 reads them back, uses none)
        assertEquals(N, flow.reads().size());
        for (int i = 0; i < N; i++) {
            assertTrue(flow.undefinedWrite(2 * i + 1), "T0's store of t[" + i + "] stores an undefined value");
        }
        assertTrue(flow.examined() <= 4L * N, "events examined: " + flow.examined() + "; a search among every"
                + " event for each read of t examines about " + (long) N * N + " a replay");
    }
}
