package dev.syncscope.core.check;

import dev.syncscope.core.model.Action;
import dev.syncscope.core.model.ThreadState;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * What a control barrier's execution rules out beyond the appendix's axioms: a wait's read, whose value decides
 * whether its invocation goes on to a control barrier at all, cannot take its value from a write made after another
 * invocation leaves that barrier instance, directly or through a chain of such reads and writes. SPIR-V
 * {@code OpControlBarrier}: "Wait for all active invocations within the specified Scope to reach this point"; the
 * write's invocation leaves the instance only once the reader's arrives, which it does only after its read returned
 * the value that took it there. The appendix's axioms, which have no dependencies, allow such a read (with
 * {@code barrier()}, whose semantics name Workgroup memory only, a buffer flag read before it may form a cycle with
 * program order and reads-from, as load buffering does); no execution of a machine can perform it. In
 * {@code if (t == 1u) { while (atomicLoad(flag, …) == 0u) { } } barrier(); atomicStore(flag, 1u, …);} the check listed
 * an outcome in which invocation 1 leaves its wait, where every stepper run spins and deadlocks.
 *
 * <p>A read <em>waits</em> ({@link Trace.Step#waits()}, {@link #waits}) when one value it may take leaves a loop
 * that another keeps it in for ever: reading that value again and again brings the invocation back to the same state
 * ({@code while (atomicLoad(flag, …) == 0u) { }}). No compiler may move a barrier, or a write, above a loop that may
 * never exit. A read that only decides a branch (or a bounded loop) is no wait: a compiler may turn the branch into a
 * select, or move the whole of it below a barrier whose semantics leave the location's storage class out, and the read
 * then completes late, as a read whose value is only stored or used as an address may (load buffering across the
 * barrier, which the appendix allows and the check keeps). The graph: each waiting read before each later write of its
 * invocation up to its next control barrier and before that barrier; each control barrier before its instance; the
 * instance before each write of every participant after its barrier up to its next one, and before that next one;
 * plus reads-from. A candidate is ruled out when the graph has a cycle through an instance. Built per combination of
 * paths ({@link StaticFacts}); null when no read waits or no control barrier is met. Immutable.
 */
final class BarrierCausality {

    private final int nodes;
    /** Successors per node: events {@code 0..n-1}, then one node per barrier instance. */
    private final int[][] next;
    private final int firstInstance;

    private BarrierCausality(int[][] next, int firstInstance) {
        this.next = next;
        this.nodes = next.length;
        this.firstInstance = firstInstance;
    }

    /** Actions followed from a read's value back to the read before it is taken for no wait. */
    static final int WAIT_STEPS = 64;

    /**
     * Whether the read {@code before} is about to do is a wait's: it {@link #decides} where the invocation goes, and
     * for one of the {@code values} ({@code after}: the state after reading each), reading that value again at every
     * read of the location, passing fences and running no other memory action, barrier or subgroup operation, the
     * invocation comes back to the read in a state it was in there before ({@link ThreadState#backAt}; the first time
     * round may differ, as a kernel's loop header does when entered) within {@link #WAIT_STEPS} actions: a loop that
     * value keeps it in for ever.
     */
    static boolean waits(ThreadState before, long[] values, ThreadState[] after) {
        if (!decides(after)) {
            return false;
        }
        Action read = before.next();
        dev.syncscope.core.model.Location loc = AccessedLocation.of(read);
        for (int i = 0; i < after.length; i++) {
            ThreadState s = after[i];
            List<ThreadState> atRead = new ArrayList<>(List.of(before));
            for (int k = 0; k < WAIT_STEPS && s.status() == ThreadState.Status.RUNNING; k++) {
                Action a = s.next();
                if (a.equals(read)) {
                    ThreadState now = s;
                    if (atRead.stream().anyMatch(now::backAt)) {
                        return true;
                    }
                    atRead.add(s);
                }
                if (a instanceof Action.MemoryBarrier) {
                    s = s.advance(0);
                } else if (loc.equals(AccessedLocation.of(a)) && (a instanceof Action.Load || a.equals(read))) {
                    s = s.advance(values[i]);
                } else {
                    break;
                }
            }
        }
        return false;
    }

    /**
     * Whether the next program point of {@code state} depends on the value read, among {@code values}: the next
     * actions' source positions (or the states' end) differ for two of them.
     */
    static boolean decides(ThreadState[] after) {
        for (ThreadState t : after) {
            if (!samePoint(t, after[0])) {
                return true;
            }
        }
        return false;
    }

    /** Whether {@code a} and {@code b} are at one program point: the same kind of next action at one source place. */
    private static boolean samePoint(ThreadState a, ThreadState b) {
        if (a.status() != ThreadState.Status.RUNNING || b.status() != ThreadState.Status.RUNNING) {
            return a.status() == b.status();
        }
        return a.next().getClass() == b.next().getClass()
                && java.util.Objects.equals(a.next().source(), b.next().source());
    }

    /** The graph of {@code s}'s events ({@code waits}: per event), or null when no read waits or no barrier is met. */
    static BarrierCausality of(StaticFacts s, boolean[] waits) {
        if (s.cbar.count() == 0) {
            return null;
        }
        boolean any = false;
        for (boolean d : waits) {
            any |= d;
        }
        if (!any) {
            return null;
        }
        // barrier instances: classes of scbarinst (reflexive: a barrier no other invocation meets is its own)
        int[] instance = new int[s.n];
        Arrays.fill(instance, -1);
        int instances = 0;
        for (int b = s.cbar.next(0); b >= 0; b = s.cbar.next(b + 1)) {
            if (instance[b] < 0 && waitsForAll(s.ev(b).action())) {
                instance[b] = instances;
                for (int o = s.scbarinst.successors(b).next(0); o >= 0; o = s.scbarinst.successors(b).next(o + 1)) {
                    instance[o] = instances;
                }
                instances++;
            }
        }
        List<List<Integer>> out = new ArrayList<>();
        for (int i = 0; i < s.n + instances; i++) {
            out.add(new ArrayList<>());
        }
        // per invocation, in program order (an invocation's events are consecutive, StaticFacts)
        int start = 0;
        while (start < s.n) {
            int end = start;
            while (end < s.n && s.ev(end).agent() == s.ev(start).agent()) {
                end++;
            }
            List<Integer> deciding = new ArrayList<>();
            int left = -1; // the instance node of the invocation's last barrier, or -1
            for (int e = start; e < end; e++) {
                boolean barrier = waitsForAll(s.ev(e).action());
                if (barrier || s.ev(e).isWrite()) {
                    for (int r : deciding) {
                        out.get(r).add(e);
                    }
                    if (left >= 0) {
                        out.get(left).add(e);
                    }
                }
                if (barrier) {
                    deciding.clear();
                    left = s.n + instance[e];
                    out.get(e).add(left);
                }
                if (waits[e]) {
                    deciding.add(e);
                }
            }
            start = end;
        }
        int[][] next = new int[out.size()][];
        for (int i = 0; i < next.length; i++) {
            next[i] = out.get(i).stream().mapToInt(Integer::intValue).toArray();
        }
        return new BarrierCausality(next, s.n);
    }

    /**
     * Whether {@code a} is a control barrier whose instance no invocation leaves before every one of it arrived: not
     * a named barrier with a quorum, which the first {@code q} arrivals complete (Dat3M's NamedBarrier).
     */
    static boolean waitsForAll(Action a) {
        return a instanceof Action.ControlBarrier b && b.quorum() == null;
    }

    /** Whether no barrier instance is on a cycle of the graph with {@code rf}'s edges added. */
    boolean allowed(Relation rf) {
        int[][] with = next.clone();
        for (int[] p : rf.pairs()) {
            with[p[0]] = Arrays.copyOf(with[p[0]], with[p[0]].length + 1);
            with[p[0]][with[p[0]].length - 1] = p[1];
        }
        for (int i = firstInstance; i < nodes; i++) {
            if (reaches(with, i)) {
                return false;
            }
        }
        return true;
    }

    /** Whether a path of one edge or more leads from {@code from} back to it. */
    private static boolean reaches(int[][] graph, int from) {
        boolean[] seen = new boolean[graph.length];
        ArrayDeque<Integer> todo = new ArrayDeque<>();
        todo.push(from);
        while (!todo.isEmpty()) {
            int v = todo.pop();
            for (int w : graph[v]) {
                if (w == from) {
                    return true;
                }
                if (!seen[w]) {
                    seen[w] = true;
                    todo.push(w);
                }
            }
        }
        return false;
    }
}
