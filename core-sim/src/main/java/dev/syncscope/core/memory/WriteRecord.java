package dev.syncscope.core.memory;

import dev.syncscope.core.model.Location;
import dev.syncscope.core.model.Reference;
import dev.syncscope.core.model.Scope;
import dev.syncscope.core.model.SourceSpan;
import dev.syncscope.core.model.UndefinedValue;
import dev.syncscope.core.sync.Clock;
import dev.syncscope.core.sync.Knowledge;

import java.util.ArrayList;
import java.util.List;

/**
 * One write W to one location L and its state (VK MM: Availability and Visibility: availability
 * per memory domain, retirement by a write that happens-after it). Visibility is derived from the
 * availability facts and the reader's visibility operations, see the engine. Immutable: updates
 * return new records.
 *
 * @param id          the index of the step that made the write (so ids follow execution order); -1: the initial value
 * @param location    L
 * @param reference   the reference written through ({@code null} for an initial value)
 * @param agent       writer (-1: host)
 * @param seq         position in the writer's program order
 * @param step        global step (-1 for initial values)
 * @param value       value written
 * @param atomic      written by an atomic
 * @param nonPrivate  a non-private write (VK MM: Private vs. Non-Private)
 * @param scope       memory scope of the atomic ({@code null} for non-atomics)
 * @param rmw         the write part of a read-modify-write
 * @param clock       the writer's knowledge of the location's storage class at the write
 * @param facts       where (W,L) is available and by which operation, oldest first (a domain reached by
 *                    several API-side operations, none happening-before the next, has a fact for each)
 * @param tokens      release tokens of release sequences this write is part of (atomics; {@link CarriedTokens#NONE}
 *                    otherwise)
 * @param retiredBy   id of a write that happens-after this one, or {@link Integer#MIN_VALUE}
 * @param initial     an initial value (host write made visible by the submit)
 * @param undefined   an undefined value: the initial value of workgroup memory (read as 0), or a write that stored a
 *                    value computed from an undefined read (docs/memory-model.md, "Undefined reads")
 * @param source      where the write is in the user's file
 * @param knowledge   the writer's knowledge of every storage class at the write
 * @param classMask   the write's storage classes: bits 0-7 M(W) by ordinal, the class of its reference plus
 *                    the classes of its semantics when it is a release (or an acquire read-modify-write);
 *                    bits 8-15 the class of its reference alone (VK MM: Inter-Thread-Happens-Before: "an
 *                    operation on memory in a storage class in SC or that has all of SC in its semantics")
 * @param made        when {@code undefined} came from a value an invocation made (an OpUndef, a variable read before
 *                    any store), that value: a read of this write returns it again, as the checker's
 *                    {@code UndefinedFlow} follows it; null otherwise
 */
public record WriteRecord(int id, Location location, Reference reference, int agent, int seq, long step, long value,
                          boolean atomic, boolean nonPrivate, Scope scope, boolean rmw, Clock clock,
                          List<AvailabilityFact> facts, CarriedTokens tokens, int retiredBy,
                          boolean initial, boolean undefined, SourceSpan source,
                          Knowledge knowledge, int classMask, UndefinedValue made) {

    public static final int NOT_RETIRED = Integer.MIN_VALUE;

    public WriteRecord {
        facts = List.copyOf(facts);
    }

    public boolean retired() {
        return retiredBy != NOT_RETIRED;
    }

    /** Whether (W,L) is available in exactly this domain instance. */
    public boolean availableIn(DomainInstance domain) {
        for (AvailabilityFact f : facts) {
            if (f.domain().equals(domain)) {
                return true;
            }
        }
        return false;
    }

    /** This write with new availability facts added (facts for domains already reached are kept). */
    public WriteRecord withFacts(List<AvailabilityFact> added) {
        if (added.isEmpty()) {
            return this;
        }
        if (facts.isEmpty()) {
            // every fact is new: the list is shared as it is (copied only when mutable)
            return with(added);
        }
        int missing = 0;
        for (AvailabilityFact f : added) {
            missing += availableIn(f.domain()) ? 0 : 1;
        }
        if (missing == 0) {
            return this;
        }
        AvailabilityFact[] all = facts.toArray(new AvailabilityFact[facts.size() + missing]);
        int n = facts.size();
        for (AvailabilityFact f : added) {
            if (!availableIn(f.domain())) {
                all[n++] = f;
            }
        }
        return with(List.of(all));
    }

    /**
     * This write with the facts of one availability operation, {@code added}, each added unless its domain has a
     * fact of the same agent, no later in its program order, whose storage classes include all of the new one's:
     * that one happens-before whatever the new one does (VK MM: Happens-Before; Inter-Thread-Happens-Before: a
     * chain through SC leaves from an operation with all of SC in its semantics or on memory of a class in SC), so
     * the new one makes the write visible to no one the older does not. Any other later operation may order the
     * write before readers the earlier facts do not (VK MM: Availability and Visibility: every availability
     * operation that happens-after W and includes it in its source scope makes W available).
     */
    public WriteRecord withNewerFacts(List<AvailabilityFact> added) {
        if (facts.isEmpty()) {
            return added.isEmpty() ? this : with(added);
        }
        AvailabilityFact[] all = null;
        int n = facts.size();
        for (AvailabilityFact f : added) {
            if (!coveredBy(f, facts)) {
                if (all == null) {
                    all = facts.toArray(new AvailabilityFact[facts.size() + added.size()]);
                }
                all[n++] = f;
            }
        }
        return all == null ? this : with(List.of(java.util.Arrays.copyOf(all, n)));
    }

    /** Whether an older fact of {@code f}'s agent in {@code f}'s domain has all of {@code f}'s storage classes. */
    private static boolean coveredBy(AvailabilityFact f, List<AvailabilityFact> facts) {
        for (AvailabilityFact g : facts) {
            if (g.domain().equals(f.domain()) && g.agent() == f.agent() && g.seq() <= f.seq()
                    && (f.classMask() & ~g.classMask()) == 0) {
                return true;
            }
        }
        return false;
    }

    /**
     * This write with every fact of {@code added} appended, domains reached already or not: the caller (an
     * availability or visibility chain step) has kept only facts no earlier fact of their domain makes redundant.
     */
    public WriteRecord withAddedFacts(List<AvailabilityFact> added) {
        if (added.isEmpty()) {
            return this;
        }
        if (facts.isEmpty()) {
            return with(added);
        }
        AvailabilityFact[] all = facts.toArray(new AvailabilityFact[facts.size() + added.size()]);
        int n = facts.size();
        for (AvailabilityFact f : added) {
            all[n++] = f;
        }
        return with(List.of(all));
    }

    /**
     * This write with fact {@code f} added even when its domain was reached already: an API-side operation
     * (device, host or memory domain) whose earlier fact for the domain does not happen-before it reaches
     * readers the earlier one does not (VK MM: Availability and Visibility, "VIS that happens-after AV (or
     * DOM)"); the caller decides.
     */
    public WriteRecord withFact(AvailabilityFact f) {
        AvailabilityFact[] all = facts.toArray(new AvailabilityFact[facts.size() + 1]);
        all[facts.size()] = f;
        return with(List.of(all));
    }

    /** This write with the availability facts {@code all}. */
    private WriteRecord with(List<AvailabilityFact> all) {
        return new WriteRecord(id, location, reference, agent, seq, step, value, atomic, nonPrivate, scope,
                rmw, clock, all, tokens, retiredBy, initial, undefined, source, knowledge, classMask, made);
    }

    public WriteRecord retire(int byWrite) {
        return new WriteRecord(id, location, reference, agent, seq, step, value, atomic, nonPrivate, scope, rmw, clock,
                facts, tokens, byWrite, initial, undefined, source, knowledge, classMask, made);
    }

    /**
     * The domains where the write is available, each once, innermost first, for display. A visibility chain's element
     * ({@link AvailabilityFact.Origin#VISIBILITY_CHAIN}) is not among them: it only sources later, narrower visibility
     * operations (VK MM: Availability and Visibility, "visibility chain"); a visibility operation makes nothing
     * available ("Visibility operations expand the set of (agent,reference,memory location) tuples to which the write
     * is visible").
     */
    public List<DomainInstance> domains() {
        List<DomainInstance> out = new ArrayList<>();
        for (AvailabilityFact f : facts) {
            if (f.origin() != AvailabilityFact.Origin.VISIBILITY_CHAIN && !out.contains(f.domain())) {
                out.add(f.domain());
            }
        }
        out.sort(java.util.Comparator.comparing(DomainInstance::kind));
        return out;
    }
}
