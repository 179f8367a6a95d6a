package dev.syncscope.core.check;

import dev.syncscope.core.model.Access;
import dev.syncscope.core.model.Action;
import dev.syncscope.core.model.Agent;
import dev.syncscope.core.model.Launch;
import dev.syncscope.core.model.Reference;
import dev.syncscope.core.model.RmwOp;
import dev.syncscope.core.model.Scope;
import dev.syncscope.core.model.Semantics;
import dev.syncscope.core.model.SourceSpan;
import dev.syncscope.core.model.StorageClass;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@link ExclusiveWrites#orderable}: at a location whose writes are all mutually ordered atomics, a combination's writes
 * must fit one modification order that keeps each invocation's program order (VK MM: Location-Ordered, po through one
 * reference) and puts each read-modify-write immediately after the write whose value it read (VK MM: Scoped
 * Modification Order Coherence, "B comes immediately after A in A's scoped modification order"), or first when it read
 * the initial value (from-read before every write: VK MM: Acyclicity); a store may come anywhere.
 */
class ExclusiveWritesOrderTest {

    private static final Reference X = new Reference("x", "x", StorageClass.STORAGE_BUFFER, 1);
    private static final Access ATOMIC = new Access(true, Scope.DEVICE, Semantics.NONE, false, false, false);
    private static final List<Agent> AGENTS = List.of(new Agent(0, "T0", 0, 0, 0), new Agent(1, "T1", 1, 1, 0),
            new Agent(2, "T2", 2, 2, 0));

    private int line = 1;

    /** An atomic exchange of x that read {@code read} and wrote {@code written}. */
    private Trace.Step rmw(long read, long written) {
        return new Trace.Step(new Action.ReadModifyWrite(X, 0, RmwOp.EXCHANGE, written, null, ATOMIC,
                new SourceSpan("t", line++, 1)), read, written);
    }

    /** An atomic store of {@code value} to x. */
    private Trace.Step store(long value) {
        return new Trace.Step(new Action.Store(X, 0, value, ATOMIC, new SourceSpan("t", line++, 1)), null, value);
    }

    /** Whether one path per invocation, each with {@code steps[i]}, is orderable, x starting at {@code initial}. */
    private static boolean orderable(long initial, List<List<Trace.Step>> steps) {
        List<Trace> chosen = new ArrayList<>();
        List<List<Trace>> traces = new ArrayList<>();
        for (int a = 0; a < steps.size(); a++) {
            Trace t = new Trace(a, steps.get(a), null);
            chosen.add(t);
            traces.add(List.of(t));
        }
        Launch launch = new Launch(AGENTS.subList(0, steps.size()), List.of(X), Map.of(X.location(0), initial),
                List.of(), false);
        return new ExclusiveWrites(launch, traces).orderable(chosen, null);
    }

    @Test
    void eachReadModifyWriteComesRightAfterTheWriteItRead() {
        assertTrue(orderable(0, List.of(List.of(rmw(0, 1)), List.of(rmw(1, 2)))));
        // two RMWs cannot both come right after the initial value, nor each right after the other
        assertFalse(orderable(0, List.of(List.of(rmw(0, 1)), List.of(rmw(0, 2)))));
        assertFalse(orderable(0, List.of(List.of(rmw(1, 2)), List.of(rmw(2, 1)))));
    }

    @Test
    void aReadModifyWriteThatReadTheInitialValueComesFirst() {
        assertTrue(orderable(3, List.of(List.of(rmw(3, 4)))));
        assertFalse(orderable(3, List.of(List.of(rmw(0, 4)))));
    }

    @Test
    void theOrderKeepsEachInvocationsProgramOrder() {
        // T0 stores 1 and then exchanges: its RMW comes after its store, so it cannot have read the initial 0
        assertFalse(orderable(0, List.of(List.of(store(1), rmw(0, 5)))));
        assertTrue(orderable(0, List.of(List.of(rmw(0, 5), store(1)))));
        assertTrue(orderable(0, List.of(List.of(store(1), rmw(1, 5)))));
    }

    @Test
    void aStoreMayComeAnywhereButEachWriteIsReadByOneReadModifyWriteAtMost() {
        assertTrue(orderable(0, List.of(List.of(store(7)), List.of(rmw(7, 8)))));
        assertTrue(orderable(0, List.of(List.of(store(7)), List.of(rmw(0, 8)))));
        // immediately after: one store of 1 can be followed by one of the two RMWs that read 1, two stores by both
        assertFalse(orderable(0, List.of(List.of(store(1)), List.of(rmw(1, 2)), List.of(rmw(1, 3)))));
        assertTrue(orderable(0, List.of(List.of(store(1), store(1)), List.of(rmw(1, 2)), List.of(rmw(1, 3)))));
    }
}
