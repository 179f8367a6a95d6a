package dev.syncscope.core.exec;

import dev.syncscope.core.memory.CarriedTokens;
import dev.syncscope.core.memory.OpenSequence;
import dev.syncscope.core.memory.PList;
import dev.syncscope.core.model.Agent;
import dev.syncscope.core.model.Scope;
import dev.syncscope.core.model.StorageClass;
import dev.syncscope.core.sync.ReleaseToken;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Set;

/**
 * The releases an agent observed but has not acquired yet ({@link Pending}, VK MM: Synchronizes-With, atomic–fence,
 * fence–fence and fence–control-barrier–fence): as a list, newest first, each entry once unless a control barrier
 * added it again. A relaxed atomic read that reads a write of a long release sequence saw every release of it; it is
 * kept as one {@link Read} that shares the write's tokens ({@link CarriedTokens}, the location's list of open
 * sequences by reference) and names the reader, not as one entry per release: a sequence of K releases read by N
 * invocations kept N×K entries. The list is expanded where it is read ({@link #iterator()}: the entries in exactly the
 * order and with exactly the deduplication that adding them one by one gave), and an acquire barrier walks the parts
 * ({@link #forEachRelease}). Equality and hashing are those of the expanded list. Immutable (the hash is
 * cached in a plain field, as {@link String}'s is); made and read on the engine's thread.
 */
public final class PendingReleases implements Iterable<Pending> {

    /** One part of the list: an entry, or a relaxed read's releases. */
    sealed interface Part permits Pending, Read { }

    /**
     * The releases a relaxed atomic read of {@code reader} at {@code scope} saw in the write it read: the write's own
     * tokens ({@code own}), then the tokens of the first {@code count} sequences of {@code continued} (the rest were
     * added by an earlier read alike, whose sequences they are a tail of), those the read would synchronize with
     * through an acquire barrier after it, each pending with {@code requiredClass}, the class of the location read.
     *
     * @param sameReference whether the read used the reference the write did (a barrier's token needs it: VK MM:
     *                      Synchronizes-With, fence–atomic and fence–fence, "X and B (Y) are mutually-ordered")
     */
    record Read(List<ReleaseToken> own, PList<OpenSequence> continued, int count, Agent reader, Scope scope,
                boolean sameReference, StorageClass requiredClass) implements Part {

        /** Whether the read leaves {@code t} pending ({@link #staysPending}). */
        boolean admits(ReleaseToken t) {
            return staysPending(t, reader, scope, sameReference);
        }

        /** Whether {@code o} reads alike: what one admits the other does, pending with the same class. */
        boolean alike(Read o) {
            return reader.equals(o.reader) && scope == o.scope && sameReference == o.sameReference
                    && requiredClass == o.requiredClass;
        }
    }

    /**
     * Whether a read by {@code reader} at {@code scope} of a write carrying {@code t} leaves it pending for an acquire
     * barrier after it, when the read does not acquire it itself: an atomic's release in scope, or a barrier's whose
     * sequence's head is mutually ordered with the read (VK MM: Synchronizes-With, atomic–fence and fence–fence, "X and
     * B (Y) are mutually-ordered", X the atomic write after the release barrier that heads the sequence read).
     * {@code sameReference}: whether the read used the reference the write did.
     */
    static boolean staysPending(ReleaseToken t, Agent reader, Scope scope, boolean sameReference) {
        return t.fence() ? sameReference && t.headInScopeOf(reader, scope) : t.inScopeOf(reader, scope);
    }

    /** What an acquire barrier does with each pending release. */
    interface Sink {
        void accept(ReleaseToken t, StorageClass requiredClass);
    }

    static final PendingReleases EMPTY = new PendingReleases(PList.empty(), 0);

    private final PList<Part> parts;
    private final int reads;
    private int hash;

    private PendingReleases(PList<Part> parts, int reads) {
        this.parts = parts;
        this.reads = reads;
    }

    /** This list with {@code p} first (an equal entry may be in it already: the caller decides). */
    PendingReleases prepend(Pending p) {
        return new PendingReleases(parts.prepend(p), reads);
    }

    /**
     * This list after a relaxed atomic read of {@code reader} at {@code scope} of a write carrying {@code tokens}:
     * every admitted release not in it yet is added, in the order of {@code tokens} (each put first). Stored as one
     * part; what an earlier read alike added is left out of it (the tail of the sequences shared with such a read, the
     * same write's own tokens), and nothing is stored when nothing is left.
     */
    PendingReleases withRead(CarriedTokens tokens, Agent reader, Scope scope, boolean sameReference,
                             StorageClass requiredClass) {
        if (tokens.isEmpty()) {
            return this;
        }
        if (!parts.isEmpty() && parts.head() instanceof Read r && r.continued() == tokens.continued()
                && (tokens.own().isEmpty() || r.own().equals(tokens.own())) && r.reader().equals(reader)
                && r.scope() == scope && r.sameReference() == sameReference && r.requiredClass() == requiredClass) {
            // the newest part is this read again (a spin loop reading one write): it added all of it already
            return this;
        }
        Read read = new Read(tokens.own(), tokens.continued(), tokens.continued().size(), reader, scope,
                sameReference, requiredClass);
        Set<PList<OpenSequence>> covered = null;
        boolean ownAdded = read.own().isEmpty();
        for (PList<Part> c = parts; reads > 0 && !c.isEmpty(); c = c.tail()) {
            if (c.head() instanceof Read r && r.alike(read)) {
                // such a read added every release of its sequences, from its list's head on, and its own tokens: by
                // induction, as what it left out an earlier read alike added
                if (covered == null) {
                    covered = Collections.newSetFromMap(new IdentityHashMap<>());
                }
                covered.add(r.continued());
                ownAdded |= r.own() == read.own() || r.own().equals(read.own());
            }
        }
        int count = read.count();
        if (covered != null) {
            count = 0;
            for (PList<OpenSequence> c = read.continued(); !c.isEmpty() && !covered.contains(c); c = c.tail()) {
                count++;
            }
        }
        if (ownAdded && count == 0) {
            return this;
        }
        return new PendingReleases(parts.prepend(new Read(ownAdded ? List.of() : read.own(), read.continued(), count,
                reader, scope, sameReference, requiredClass)), reads + 1);
    }

    boolean isEmpty() {
        return parts.isEmpty();
    }

    /** Whether a relaxed read's releases are kept as one part (then {@link #iterator()} expands). */
    boolean hasReads() {
        return reads > 0;
    }

    /** The parts stored, newest first: entries and relaxed reads (a measure of the memory kept). */
    int partCount() {
        return parts.size();
    }

    /** The part stored last. */
    Part newestPart() {
        return parts.head();
    }

    /**
     * Hands every pending release, with the class it requires, to {@code sink}, newest part first: as the expanded
     * list, but an entry held twice may be handed twice (for an acquire barrier, where the second changes nothing).
     */
    void forEachRelease(Sink sink) {
        for (PList<Part> c = parts; !c.isEmpty(); c = c.tail()) {
            if (c.head() instanceof Pending p) {
                sink.accept(p.token(), p.requiredClass());
            } else {
                Read r = (Read) c.head();
                for (ReleaseToken t : r.own()) {
                    if (r.admits(t)) {
                        sink.accept(t, r.requiredClass());
                    }
                }
                PList<OpenSequence> s = r.continued();
                for (int i = 0; i < r.count(); i++, s = s.tail()) {
                    ReleaseToken t = s.head().token();
                    if (r.admits(t)) {
                        sink.accept(t, r.requiredClass());
                    }
                }
            }
        }
    }

    /** The entries, newest first, as adding each read's releases one by one (unless held already) gave them. */
    @Override
    public Iterator<Pending> iterator() {
        if (reads == 0) {
            Iterator<Part> it = parts.iterator();
            return new Iterator<>() {
                @Override
                public boolean hasNext() {
                    return it.hasNext();
                }

                @Override
                public Pending next() {
                    return (Pending) it.next();
                }
            };
        }
        return expanded().iterator();
    }

    /** The number of entries of the expanded list. */
    int size() {
        return reads == 0 ? parts.size() : expanded().size();
    }

    private List<Pending> expanded() {
        List<Part> oldestFirst = parts.toListOldestFirst();
        List<Pending> out = new ArrayList<>();
        Set<Pending> held = new HashSet<>();
        for (Part part : oldestFirst) {
            if (part instanceof Pending p) {
                // an entry was added as it is (a control barrier's without a check, a read's after one)
                out.add(p);
                held.add(p);
                continue;
            }
            Read r = (Read) part;
            for (ReleaseToken t : r.own()) {
                add(r, t, out, held);
            }
            PList<OpenSequence> s = r.continued();
            for (int i = 0; i < r.count(); i++, s = s.tail()) {
                add(r, s.head().token(), out, held);
            }
        }
        Collections.reverse(out);
        return out;
    }

    private static void add(Read r, ReleaseToken t, List<Pending> out, Set<Pending> held) {
        if (r.admits(t)) {
            Pending p = new Pending(t, r.requiredClass());
            if (held.add(p)) {
                out.add(p);
            }
        }
    }

    /** Equal when the expanded lists are. */
    @Override
    public boolean equals(Object o) {
        if (this == o) {
            return true;
        }
        if (!(o instanceof PendingReleases other)) {
            return false;
        }
        if (parts.equals(other.parts)) {
            return true;
        }
        if (reads == 0 && other.reads == 0) {
            return false;
        }
        Iterator<Pending> b = other.iterator();
        for (Pending p : this) {
            if (!b.hasNext() || !p.equals(b.next())) {
                return false;
            }
        }
        return !b.hasNext();
    }

    /** The expanded list's hash, as a list's ({@link List#hashCode()}). */
    @Override
    public int hashCode() {
        int h = hash;
        if (h == 0) {
            h = 1;
            for (Pending p : this) {
                h = 31 * h + p.hashCode();
            }
            hash = h;
        }
        return h;
    }

    @Override
    public String toString() {
        StringBuilder b = new StringBuilder("[");
        for (Pending p : this) {
            b.append(b.length() > 1 ? ", " : "").append(p);
        }
        return b.append(']').toString();
    }
}
