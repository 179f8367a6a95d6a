package dev.syncscope.core.exec;

import dev.syncscope.core.memory.History;
import dev.syncscope.core.memory.LocationState;
import dev.syncscope.core.memory.PSlots;
import dev.syncscope.core.memory.ReadRecord;
import dev.syncscope.core.memory.WriteRecord;

import java.util.ArrayList;
import java.util.List;

/**
 * Which write a read returns when nobody picks one: the newest write visible to it or mutually ordered with it,
 * else the newest location-ordered before it, never older than one an earlier location-ordered read returned
 * (VK MM: Visible-To, Location-Ordered, Acyclicity); and the newer writes such a read did not see. Stateless
 * apart from the engine it reads; owned by the engine's thread.
 */
final class DefaultReads {

    private final Engine e;

    DefaultReads(Engine e) {
        this.e = e;
    }

    /** The write the model makes visible to the read {@code y} (VK MM: Visible-To; operational). */
    WriteRecord of(LocationState ls, Op y) {
        if (!e.options.memoryModel()) {
            return ls.live().isEmpty() ? ls.initial() : ls.live().newest();
        }
        for (WriteRecord w : ls.live()) {
            if (((y.atomic() && e.ordering.mutuallyOrdered(w, y)) || e.ordering.visible(w, y, false))
                    && !Choices.readByAnotherRmw(e.ordering, ls, w, y)) {
                return w;
            }
        }
        // VK MM: Visible-To; Location-Ordered — a write location-ordered before the read without being
        // visible in the operational state: retired (retirement ends availability and visibility, not
        // location order; e.g. the reader's own store through the same reference, retired by a newer write
        // the reader never saw) or the write part of an RMW whose read part is location-ordered before
        // it. A write between it and the read would be location-ordered after it, so newer: the newest
        // such write is visible-to the read (reading anything older would from-read it: a locord ∪ fr
        // cycle, VK MM: Acyclicity)
        WriteRecord newest = newestLocationOrdered(ls.retired(), newestLocationOrdered(ls.live(), ls.initial(), y), y);
        // VK MM: Acyclicity — with no write visible (a racy read), still never return a value older than
        // one an earlier location-ordered read returned (no locord ∪ rf ∪ fr cycle). Only a read of a write newer
        // than the newest found can change the answer, and none is newer than the newest write any read took
        // (the reads' largest tag): when no read took a newer one the walk is skipped, and it stops once it found
        // that write, so a long spin of reads (each one added to the reads) does not walk them all at every read
        int newestRead = ls.reads().maxTag();
        for (java.util.Iterator<ReadRecord> it = ls.reads().iterator();
             newestRead >= 0 && (newest.initial() || newest.id() < newestRead) && it.hasNext(); ) {
            ReadRecord r = it.next();
            // the write's id first: looking it up walks the location's writes
            int from = r.readFrom();
            if (from < 0 || !newest.initial() && from <= newest.id()) {
                continue;
            }
            WriteRecord w0 = ls.write(from);
            if (w0 != null && !w0.initial() && e.ordering.locationOrdered(r, y)) {
                newest = w0;
            }
        }
        if (!ls.live().isEmpty() && (newest.initial() && Choices.initialReadClosesCycle(ls, y)
                || Choices.readByAnotherRmw(e.ordering, ls, newest, y))) {
            return ls.live().newest();
        }
        return newest;
    }

    /** The newest of {@code best} and the writes of {@code writes} location-ordered before {@code y}. */
    private WriteRecord newestLocationOrdered(PSlots<WriteRecord> writes, WriteRecord best, Op y) {
        for (WriteRecord w : writes) {
            if ((best.initial() || w.id() > best.id()) && e.ordering.locationOrdered(w, y)) {
                best = w;
            }
        }
        return best;
    }

    /**
     * As {@link #newestLocationOrdered(PSlots, WriteRecord, Op)} for a history, reading ids, agents and references
     * from its columns: a write of y's agent through y's reference is location-ordered before y without
     * looking (VK MM: Location-Ordered, first bullet; it was executed before y, so program-ordered before it).
     */
    private WriteRecord newestLocationOrdered(History<WriteRecord> writes, WriteRecord best, Op y) {
        for (int i = writes.size() - 1; i >= 0; i--) {
            if (!best.initial() && writes.id(i) <= best.id()) {
                continue;
            }
            if (writes.sameAccessor(i, y.agent(), y.reference()) || e.ordering.locationOrdered(writes.get(i), y)) {
                best = writes.get(i);
            }
        }
        return best;
    }

    /**
     * The ids of the writes newer than {@code from} that are neither visible to {@code y} nor mutually ordered with
     * it (a stale read's unseen writes), oldest first.
     */
    List<Integer> newerUnseen(LocationState ls, Op y, WriteRecord from) {
        List<Integer> out = List.of();
        for (WriteRecord w : ls.live()) {
            if (w.id() <= from.id()) {
                break;
            }
            if (!(y.atomic() && e.ordering.mutuallyOrdered(w, y)) && !e.ordering.visible(w, y, false)) {
                if (out.isEmpty()) {
                    out = new ArrayList<>(2);
                }
                out.add(0, w.id());
            }
        }
        return out;
    }
}
