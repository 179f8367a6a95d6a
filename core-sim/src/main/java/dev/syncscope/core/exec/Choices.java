package dev.syncscope.core.exec;

import dev.syncscope.core.memory.LocationState;
import dev.syncscope.core.memory.ReadRecord;
import dev.syncscope.core.memory.WriteRecord;
import dev.syncscope.core.model.Access;
import dev.syncscope.core.model.Action;
import dev.syncscope.core.model.Location;
import dev.syncscope.core.model.Reference;

import java.util.ArrayList;
import java.util.List;

/**
 * The values a read may return (VK MM: Visible-To, Acyclicity and its Scoped Modification Order
 * Coherence consequences; racy reads: every write not hidden behind a location-ordered newer one).
 * Stateless.
 */
final class Choices {

    private Choices() {
    }

    /** The values the next read of agent {@code id} may return (empty when its next action does not read). */
    static List<ReadChoice> forAgent(Engine e, int id) {
        AgentRuntime rt = e.state.agents[id];
        return rt.status() != AgentStatus.RUNNING ? List.of() : forRead(e, id, rt.thread().next());
    }

    /**
     * The values {@code act} may return if agent {@code id} performed it now, after the actions it performed
     * (empty when it does not read). The spin rule asks this of every read of a spin's loop, not only the next.
     */
    static List<ReadChoice> forRead(Engine e, int id, Action act) {
        ReadOf n = readOf(e, id, act);
        return n == null ? List.of() : of(e, n.ls, n.y, e.executor().defaultRead(n.ls, n.y));
    }

    /**
     * Whether the read {@code act}, performed by agent {@code id} now, is atomic and every write to its location so
     * far is an atomic mutually ordered with it, or the reader's own through the same reference: what it may read then
     * depends on coherence alone, never on
     * availability or visibility, and a new happens-before edge can only hide writes from it (VK MM: Scoped
     * Modification Order Coherence, Visible-To), never show it one.
     */
    static boolean readsByCoherenceAlone(Engine e, int id, Action act) {
        ReadOf n = readOf(e, id, act);
        if (n == null || !n.y.atomic()) {
            return false;
        }
        for (WriteRecord w : n.ls.allWritesOldestFirst()) {
            // the reader's own earlier writes through the same reference are location-ordered before the read (VK MM:
            // Location-Ordered, "A_X == A_Y and R_X == R_Y and X happens-before Y"): no new edge shows them, whatever
            // their kind (a plain store initialising the flag the loop then polls with atomicAdd(flag, 0) kept the
            // spin from being recognized, and each step's look at the growing history made the run quadratic)
            if (w.agent() == id && w.reference() != null && w.reference().name().equals(n.y.reference())) {
                continue;
            }
            if (!e.ordering.mutuallyOrdered(w, n.y)) {
                return false;
            }
        }
        return true;
    }

    private record ReadOf(LocationState ls, Op y) { }

    /** The location and access of {@code act} as agent {@code id}'s next action, or null when it does not read. */
    private static ReadOf readOf(Engine e, int id, Action act) {
        AgentRuntime rt = e.state.agents[id];
        Executor x = e.executor();
        Reference ref;
        int index;
        Access acc;
        boolean write;
        if (act instanceof Action.Load l) {
            ref = x.reference(l.reference());
            index = l.index();
            acc = l.access();
            write = false;
        } else if (act instanceof Action.ReadModifyWrite m) {
            ref = x.reference(m.reference());
            index = m.index();
            acc = m.access();
            write = true;
        } else {
            return null;
        }
        if (ref == null || index < 0 || index >= ref.length()) {
            return null;
        }
        Location loc = ref.location(index);
        LocationState ls = e.state.locations.get(loc);
        if (ls == null) {
            ls = x.locationState(new Tx(e.state), ref, loc);
        }
        return new ReadOf(ls, x.op(rt, rt.seq() + 1, ref, loc, acc, write, true));
    }

    static List<ReadChoice> of(Engine e, LocationState ls, Op y, WriteRecord dflt) {
        List<WriteRecord> writes = new ArrayList<>();
        writes.add(ls.initial());
        writes.addAll(ls.allWritesOldestFirst());
        Ordering o = e.ordering;
        boolean racy = false;
        for (WriteRecord w : writes) {
            if (!w.initial() && !(w.atomic() && y.atomic() && o.mutuallyOrdered(w, y)) && !o.locationOrdered(w, y)) {
                racy = true;
                break;
            }
        }
        WriteRecord newestMutual = null;
        for (WriteRecord w : writes) {
            if (y.atomic() && o.mutuallyOrdered(w, y)) {
                newestMutual = w;
            }
        }
        List<ReadChoice> out = new ArrayList<>();
        for (WriteRecord w : writes) {
            boolean hidden = false;
            for (WriteRecord z : writes) {
                if (z != w && !z.initial() && z.id() > w.id() && o.locationOrdered(w, z) && o.locationOrdered(z, y)) {
                    hidden = true;
                    break;
                }
            }
            boolean consistent;
            if (readByAnotherRmw(o, ls, w, y)) {
                consistent = false;
            } else if (y.atomic() && (w.initial() || o.mutuallyOrdered(w, y))) {
                consistent = !hidden && coherent(o, writes, w, y) && readReadCoherent(o, ls, w, y)
                        && !(w.initial() && initialReadClosesCycle(ls, y));
                if (y.write() && newestMutual != null) {
                    // an RMW reads the newest mutually-ordered write unless a newer write hides it
                    consistent = w == newestMutual && !hidden;
                }
            } else {
                consistent = o.locationOrdered(w, y) && !hidden && readReadCoherent(o, ls, w, y);
            }
            boolean raceOnly = !consistent && racy && !hidden && !w.retired();
            boolean isDefault = w == dflt;
            if (consistent || raceOnly || isDefault) {
                ReadChoice c = new ReadChoice(w.id(), w.value(), w.agent(), w.source(), isDefault, consistent, raceOnly,
                        w.undefined(), y.location());
                if (isDefault) {
                    out.add(0, c);
                } else {
                    out.add(c);
                }
            }
        }
        return out;
    }

    /**
     * VK MM: Acyclicity — a read of the initial value from-reads every write to the location, whatever
     * the reference: once an RMW of this location read the initial value, another RMW reading it too
     * would from-read each other's write (a cycle), mutually ordered or not.
     */
    static boolean initialReadClosesCycle(LocationState ls, Op y) {
        if (!(y.read() && y.write())) {
            return false;
        }
        for (ReadRecord r : ls.reads()) {
            if (r.readFrom() < 0 && rmwWriteOf(ls, r) != null) {
                return true;
            }
        }
        return false;
    }

    /**
     * VK MM: Scoped Modification Order Coherence, "If A is a write and B is a read-modify-write and B reads the
     * value written by A, then B comes immediately after A in A's scoped modification order": whether the RMW
     * {@code y} reading {@code w} would be a second RMW in {@code w}'s scoped modification order to read it (each
     * would from-read the other's write, VK MM: Acyclicity), mutually ordered with each other or not. Only a write
     * newer than {@code w} can be such an RMW, so the newest write costs no search.
     */
    static boolean readByAnotherRmw(Ordering o, LocationState ls, WriteRecord w, Op y) {
        if (!(y.read() && y.write()) || w.initial() || ls.live().isEmpty() || ls.live().newest() == w
                || !o.mutuallyOrdered(w, y)) {
            return false;
        }
        for (ReadRecord r : ls.reads()) {
            if (r.readFrom() == w.id()) {
                WriteRecord z = rmwWriteOf(ls, r);
                if (z != null && o.mutuallyOrdered(w, z)) {
                    return true;
                }
            }
        }
        return false;
    }

    /** The write of the RMW whose read is {@code r} (same agent and program position), or null for a plain read. */
    private static WriteRecord rmwWriteOf(LocationState ls, ReadRecord r) {
        for (WriteRecord w : ls.allWritesOldestFirst()) {
            if (w.rmw() && w.agent() == r.agent() && w.seq() == r.seq()) {
                return w;
            }
        }
        return null;
    }

    /** Coherence write-read: no mutually-ordered write later than w in modification order is location-ordered before y. */
    private static boolean coherent(Ordering o, List<WriteRecord> writes, WriteRecord w, Op y) {
        for (WriteRecord z : writes) {
            if (!z.initial() && z.id() > w.id() && o.mutuallyOrdered(z, y) && o.locationOrdered(z, y)) {
                return false;
            }
        }
        return true;
    }

    /**
     * Coherence read-read (VK MM: Scoped Modification Order Coherence; a read of the initial value
     * from-reads every write): an earlier read location-ordered before y that read a write later in
     * modification order than w (or any write, when w is the initial value) rules w out. So does one
     * that read a write w is location-ordered before (VK MM: Acyclicity: y would from-read it through
     * the write-to-write location order, closing w0 rf r locord y fr w0).
     */
    private static boolean readReadCoherent(Ordering o, LocationState ls, WriteRecord w, Op y) {
        for (ReadRecord r : ls.reads()) {
            if (r.readFrom() == w.id() || !o.locationOrdered(r, y)) {
                continue;
            }
            if (w.initial() && r.readFrom() >= 0) {
                return false;
            }
            WriteRecord w0 = ls.write(r.readFrom());
            if (w0 != null && !w0.initial() && !w.initial() && w.id() < w0.id() && o.locationOrdered(w, w0)) {
                return false;
            }
            if (w0 != null && !w0.initial() && !w.initial() && w0.atomic() && w.atomic() && w0.id() > w.id()
                    && w0.reference().name().equals(w.reference().name())) {
                return false;
            }
        }
        return true;
    }
}
