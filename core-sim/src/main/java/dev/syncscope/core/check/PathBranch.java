package dev.syncscope.core.check;

import dev.syncscope.core.model.Action;
import dev.syncscope.core.model.Contribution;
import dev.syncscope.core.model.Location;
import dev.syncscope.core.model.ThreadState;

import java.util.List;

/**
 * One node of {@link TraceEnumerator}'s path tree: its state, its action, and which of the values it may read (or of
 * the tangles it may meet) comes next. The states after each value are computed when asked for and kept: a path cut
 * right after the read (the spin bound, a value change left out) never advances its state, and whether the read
 * {@link BarrierCausality#waits waits} is asked only for the reads of paths that become traces. Owned by the checking
 * thread.
 */
final class PathBranch {
    final ThreadState state;
    final Action action;
    /** The location the action reads or writes; null for one that accesses none. */
    final Location loc;
    /** The values a load or RMW may read, in order; null for an action that reads nothing (one choice). */
    final long[] reads;
    /** The tangles a subgroup operation may meet, each sorted by member; null for every other action. */
    final List<List<Contribution>> tangles;
    /** The path's length at this node: the index of the step it takes in the path. */
    final int depth;
    /** How many choices were taken. */
    int choice;
    /** Per value of {@link #reads}, the state after reading it, once computed. */
    private ThreadState[] after;
    /** Whether the read is a wait's, once asked: 0 unknown, 1 no, 2 yes. */
    private byte waits;

    PathBranch(ThreadState state, Action action, Location loc, long[] reads, int depth) {
        this.state = state;
        this.action = action;
        this.loc = loc;
        this.reads = reads;
        this.tangles = null;
        this.depth = depth;
    }

    PathBranch(ThreadState state, Action.Collective action, List<List<Contribution>> tangles, int depth) {
        this.state = state;
        this.action = action;
        this.loc = null;
        this.reads = null;
        this.tangles = tangles;
        this.depth = depth;
    }

    int choices() {
        return tangles != null ? tangles.size() : reads == null ? 1 : reads.length;
    }

    /** The next choice's step; its {@link Trace.Step#waits()} is false until {@link #marked} asks. */
    Trace.Step take() {
        int i = choice++;
        if (tangles != null) {
            return new Trace.Step(action, null, null, tangles.get(i));
        }
        if (action instanceof Action.Load) {
            return new Trace.Step(action, reads[i], null);
        } else if (action instanceof Action.ReadModifyWrite rmw) {
            return new Trace.Step(action, reads[i], rmw.written(reads[i]));
        } else if (action instanceof Action.Store st) {
            return new Trace.Step(action, null, st.value());
        }
        return new Trace.Step(action, null, null);
    }

    /** The state after the last choice taken. */
    ThreadState next(Trace.Step taken) {
        if (taken.participants() != null) {
            return state.advanceCollective(taken.participants());
        }
        return reads == null ? state.advance(0) : after(choice - 1);
    }

    private ThreadState after(int i) {
        if (after == null) {
            after = new ThreadState[reads.length];
        }
        if (after[i] == null) {
            after[i] = state.advance(reads[i]);
        }
        return after[i];
    }

    /** Whether the read is a wait's ({@link BarrierCausality#waits}); asked once. */
    boolean waits() {
        if (waits == 0) {
            boolean w = false;
            if (reads != null && reads.length > 1) {
                for (int i = 0; i < reads.length; i++) {
                    after(i);
                }
                w = BarrierCausality.waits(state, reads, after);
            }
            waits = (byte) (w ? 2 : 1);
        }
        return waits == 2;
    }

    /**
     * {@code path} with the steps of the waits among {@code branches} (the nodes of its path, in any order) marked
     * ({@link Trace.Step#waits()}); {@code path} itself when none waits.
     */
    static List<Trace.Step> marked(Iterable<PathBranch> branches, List<Trace.Step> path) {
        List<Trace.Step> out = path;
        for (PathBranch b : branches) {
            if (b.depth < path.size() && b.waits()) {
                if (out == path) {
                    out = new java.util.ArrayList<>(path);
                }
                Trace.Step s = out.get(b.depth);
                out.set(b.depth, new Trace.Step(s.action(), s.read(), s.written(), s.participants(), true));
            }
        }
        return out;
    }
}
