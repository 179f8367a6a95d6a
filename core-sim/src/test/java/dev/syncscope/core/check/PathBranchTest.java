package dev.syncscope.core.check;

import dev.syncscope.core.kernel.KernelLoader;
import dev.syncscope.core.model.Action;
import dev.syncscope.core.model.ThreadState;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The enumeration's path nodes ({@link PathBranch}): a path that becomes a trace has the steps of its waits marked
 * ({@link BarrierCausality#waits}: a read whose value can keep the invocation in a loop), and only those; a node past
 * the end of a path cut short marks nothing.
 */
class PathBranchTest {

    /** A plain load, then a wait on a flag, then a store of the load's value. */
    private static final ThreadState START = KernelLoader.load("waits.comp", """
            #version 450
            #pragma use_vulkan_memory_model
            #extension GL_KHR_memory_scope_semantics : require
            layout(local_size_x = 1) in;
            layout(binding = 0) buffer B { uint data; uint flag; uint r; };
            void main() {
                uint a = data;
                while (atomicLoad(flag, gl_ScopeDevice, 0, 0) == 0u) { }
                r = a;
            }
            """).program().initial().get(0);

    private static final long[] ZERO_OR_ONE = {0, 1};

    /** The load of {@code data} and the first load of {@code flag}, each offered 0 and 1, and the steps taken. */
    private record TwoReads(PathBranch data, PathBranch flag, List<Trace.Step> path) {
    }

    private static TwoReads twoReads(long[] flagValues) {
        PathBranch data = new PathBranch(START, START.next(), null, ZERO_OR_ONE, 0);
        Trace.Step first = data.take();
        ThreadState atFlag = data.next(first);
        assertInstanceOf(Action.Load.class, atFlag.next());
        PathBranch flag = new PathBranch(atFlag, atFlag.next(), null, flagValues, 1);
        Trace.Step second = flag.take();
        return new TwoReads(data, flag, List.of(first, second));
    }

    @Test
    void theWaitsReadIsMarkedAndThePlainLoadIsNot() {
        TwoReads r = twoReads(ZERO_OR_ONE);
        List<Trace.Step> marked = PathBranch.marked(List.of(r.flag(), r.data()), r.path());
        assertFalse(marked.get(0).waits(), "reading data decides nothing");
        assertTrue(marked.get(1).waits(), "reading 0 from flag keeps the invocation in its loop");
        assertEquals(r.path().get(1).read(), marked.get(1).read());
        assertEquals(r.path().get(1).action(), marked.get(1).action());
        assertNotSame(r.path(), marked);
        assertFalse(r.path().get(1).waits(), "the path given is left as it was");
    }

    @Test
    void aReadWithOneValueIsNoWaitAndThePathIsReturnedAsItIs() {
        TwoReads r = twoReads(new long[] {1});
        assertSame(r.path(), PathBranch.marked(List.of(r.data(), r.flag()), r.path()));
    }

    @Test
    void aNodePastTheEndOfAPathCutShortMarksNothing() {
        TwoReads r = twoReads(ZERO_OR_ONE);
        List<Trace.Step> cut = new ArrayList<>(r.path().subList(0, 1));
        assertSame(cut, PathBranch.marked(List.of(r.data(), r.flag()), cut));
    }

    @Test
    void theStateAfterAValueIsTheOneTheWaitTestComputed() {
        TwoReads r = twoReads(ZERO_OR_ONE);
        assertTrue(r.flag().waits());
        ThreadState afterZero = r.flag().next(r.path().get(1));
        assertSame(afterZero, r.flag().next(r.path().get(1)), "computed once per value");
        assertEquals(0L, r.path().get(1).read());
        Trace.Step one = r.flag().take();
        assertEquals(1L, one.read());
        assertNotSame(afterZero, r.flag().next(one));
        assertEquals(2, r.flag().choices());
    }
}
