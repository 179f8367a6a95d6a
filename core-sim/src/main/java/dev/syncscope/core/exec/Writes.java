package dev.syncscope.core.exec;

import dev.syncscope.core.memory.AtomicsOnly;
import dev.syncscope.core.memory.AvailabilityFact;
import dev.syncscope.core.memory.CarriedTokens;
import dev.syncscope.core.memory.DomainKind;
import dev.syncscope.core.memory.History;
import dev.syncscope.core.memory.LocationState;
import dev.syncscope.core.memory.OpenSequence;
import dev.syncscope.core.memory.OpenSequences;
import dev.syncscope.core.memory.PList;
import dev.syncscope.core.memory.PSlots;
import dev.syncscope.core.memory.PMap;
import dev.syncscope.core.memory.WriteRecord;
import dev.syncscope.core.model.Access;
import dev.syncscope.core.model.Agent;
import dev.syncscope.core.model.Location;
import dev.syncscope.core.model.Reference;
import dev.syncscope.core.model.Scope;
import dev.syncscope.core.model.Semantics;
import dev.syncscope.core.model.SourceSpan;
import dev.syncscope.core.model.StorageClass;
import dev.syncscope.core.model.UndefinedValue;
import dev.syncscope.core.sync.ClassSets;
import dev.syncscope.core.sync.Clock;
import dev.syncscope.core.sync.FenceRelease;
import dev.syncscope.core.sync.Knowledge;
import dev.syncscope.core.sync.ReleaseToken;

import java.util.ArrayList;
import java.util.List;

/**
 * The write half of stores and read-modify-writes: the write record with its availability facts and
 * release tokens, the release sequences open at its location, races, retirement of the writes it happens-after,
 * the writer's unavailable own writes and per-instruction availability. Owned by the engine's thread.
 */
final class Writes {

    private final Engine e;
    private final Races races;
    private final Fences fences;
    /** The slots of the live writes a store retires (scratch of the engine's thread). */
    private int[] retiring = new int[8];

    Writes(Engine e, Races races, Fences fences) {
        this.e = e;
        this.races = races;
        this.fences = fences;
    }

    record WriteOutcome(AgentRuntime rt, WriteRecord write, int races) { }

    /** The value an invocation made that {@code undefined} is, else null (an undefined read's, or defined). */
    private static UndefinedValue made(Object undefined) {
        return undefined instanceof UndefinedValue v ? v : null;
    }

    /**
     * The write of access {@code y} through {@code ref} (the launch's reference named {@code y.reference()});
     * {@code undefined}, when the value it stores is undefined, says where that came from (an {@link UndefinedRead}, or
     * an {@link UndefinedValue} the invocation made, which the write keeps: {@link WriteRecord#made()}), else null.
     */
    WriteOutcome write(Tx tx, AgentRuntime rt, Reference ref, LocationState ls, Op y, long value, Access acc,
                       WriteRecord rmwFrom, Object undefined, SourceSpan src) {
        Agent agent = e.agentInfo[rt.id()];
        // one write per step at most: the step index identifies it, in execution order
        int id = e.position();
        if (!e.options.memoryModel()) {
            WriteRecord w = new WriteRecord(id, y.location(), ref, rt.id(), y.seq(), e.position(), value, acc.atomic(),
                    acc.isNonPrivate(), acc.scope(), rmwFrom != null, Clock.EMPTY, List.of(), CarriedTokens.NONE,
                    WriteRecord.NOT_RETIRED, false, undefined != null, src, Knowledge.EMPTY, y.classMask(),
                    made(undefined));
            tx.put(ls.withWrites(PSlots.<WriteRecord>empty().append(w), ls.retired(), AtomicsOnly.MIXED, null));
            return new WriteOutcome(rt, w, 0);
        }
        Semantics sem = acc.semantics();
        if (acc.atomic() && sem.release() && sem.makeAvailable()) {
            rt = fences.semanticAvailability(tx, rt, y.seq(), sem, acc.scope(), src, y.classMask());
            ls = tx.location(y.location()) == null ? ls : tx.location(y.location());
        }
        // VK MM: "Atomic operations implicitly have availability/visibility operations"
        List<AvailabilityFact> facts = acc.atomic() ? fences.factsUpTo(agent, y.seq(), acc.scope(),
                AvailabilityFact.Origin.ATOMIC, src, y.classMask()) : List.of();
        if (acc.makePointerAvailable()) {
            List<AvailabilityFact> own = fences.factsUpTo(agent, y.seq(), acc.scope(),
                    AvailabilityFact.Origin.PER_INSTRUCTION, src, y.classMask());
            facts = facts.isEmpty() ? own : merged(facts, own);
        }
        List<ReleaseToken> ownTokens = acc.atomic() ? new ArrayList<>() : List.of();
        CarriedTokens tokens = CarriedTokens.NONE;
        OpenSequences open = null;
        if (acc.atomic()) {
            if (sem.release()) {
                for (int sets = ClassSets.within(e.classMasks.mask(sem)); sets != 0; sets &= sets - 1) {
                    int set = Integer.numberOfTrailingZeros(sets);
                    ownTokens.add(new ReleaseToken(agent, y.seq(), acc.scope(), set, rt.acquired().get(set), false));
                }
            }
            for (FenceRelease f : rt.fenceTokens()) {
                // VK MM: Synchronizes-With, fence–atomic: "X's storage class is in A's semantics"
                if (f.classes().contains(y.storageClass())) {
                    // this write heads the release sequence the barrier's tokens travel in
                    for (ReleaseToken t : f.tokens()) {
                        ownTokens.add(t.headedAt(acc.scope()));
                    }
                }
            }
            AfterWrite after = sequencesAfter(ls.openSequences(), agent, y, acc.scope(), rmwFrom != null, ownTokens);
            open = after.open();
            tokens = after.tokens();
        }
        int newRaces = 0;
        if (e.options.raceDetection() && !y.read()) {
            newRaces = races.check(tx, ls, y, src);
            ls = races.checked();
        }
        WriteRecord w = new WriteRecord(id, y.location(), ref, rt.id(), y.seq(), e.position(), value, acc.atomic(),
                acc.isNonPrivate(), acc.scope(), rmwFrom != null, y.clock(), facts, tokens, WriteRecord.NOT_RETIRED,
                false, undefined != null, src, y.knowledge(), y.classMask(), made(undefined));
        // VK MM: Availability and Visibility: "If write W2 happens-after W ... W will not be available/visible"
        // (W2 happens-after W through any class in both writes' M: VK MM: Inter-Thread-Happens-Before)
        PSlots<WriteRecord> live = ls.live();
        History<WriteRecord> retired = ls.retired();
        // a writer that knows no other invocation's events happens-after only its own writes (VK MM:
        // Inter-Thread-Happens-Before runs through what it acquired): then a live write's invocation decides, and the
        // walk over every live write of a location many invocations wrote (a counter) costs no happens-before each
        boolean ownOnly = y.knowledge().knowsOnly(y.agent());
        PMap<Integer, Integer> writers = ls.liveWriters();
        int count = 0;
        if (ownOnly && writers != null) {
            // every store retires each earlier live write of its own invocation here (program order is in
            // happens-before: Ordering.hb), so an invocation has one live write at a location at most, the one its
            // entry names unless a store of another invocation retired it since
            Integer slot = writers.get(y.agent());
            WriteRecord old = slot == null ? null : live.at(slot);
            if (old != null && old.agent() == y.agent()) {
                retiring[count++] = slot;
            }
        } else {
            if (retiring.length < live.size()) {
                retiring = new int[Math.max(2 * retiring.length, live.size())];
            }
            for (int c = live.top(); c >= 0; c = live.below(c)) {
                if (retires(live.at(c), y, ownOnly)) {
                    retiring[count++] = c;
                }
            }
        }
        for (int k = 0; k < count; k++) {
            WriteRecord old = live.at(retiring[k]);
            retired = retired.prepend(old.retire(id), old.id(), old.agent(), old.reference().name());
        }
        PSlots<WriteRecord> kept = live.removeAndAppend(retiring, count, w);
        AtomicsOnly atomics = AtomicsOnly.after(ls.atomicsOnly(), w.atomic() && !w.initial(), w.reference().name(),
                w.scope(), w.agent(), e.agentInfo);
        writers = writersAfter(writers, live, kept, y.agent());
        tx.put(open == null ? ls.withWrites(kept, retired, atomics, writers)
                : ls.withWrites(kept, retired, open, atomics, writers));
        {
            // an earlier own write to the same location is retired by this one (program order). A write available in
            // the shader domain stays too: a later MakeAvailable naming other storage classes makes it available
            // again, ordered by those classes (VK MM: Availability and Visibility: every availability operation that
            // happens-after W and includes it in its source scope makes it available)
            Location at = y.location();
            int level = Math.min(facts.size(), DomainKind.SHADER.ordinal() + 1) - 1;
            PList<AgentRuntime.OwnWrite> own = withoutLocation(rt.unavailable(), at)
                    .prepend(new AgentRuntime.OwnWrite(at, id, y.storageClass(), level, level < 0 ? 0 : y.classMask()));
            fences.rememberOwnWrites(rt.id(), own);
            rt = rt.withUnavailable(own);
        }
        if (acc.makePointerAvailable() && !e.launch.availabilityVisibilityChains()
                && Executor.levelOf(acc.scope()) >= 1) {
            e.availabilityLog.add(e.position(), rt.id(), y.seq(), Executor.levelOf(acc.scope()), null, y.reference(),
                    y.location(), rt.acquired(), y.classMask());
        }
        if (e.launch.availabilityVisibilityChains() && !facts.isEmpty()) {
            Chains.perInstruction(e, tx, rt.id(), y, acc.scope(), src, rt.acquired());
        }
        return new WriteOutcome(rt, w, newRaces);
    }

    /** From this many live writes on, a location keeps the invocations that wrote them ({@link LocationState#liveWriters()}). */
    static final int WRITERS_FROM = 64;

    /**
     * The slot of each invocation's live write at a location ({@link LocationState#liveWriters()}) after {@code agent}
     * wrote it: {@code writers} (numbered as {@code before}, the live writes then) with {@code agent}'s entry at its new
     * write, the newest of {@code after}; made from {@code after} once it is long (null while short: a walk over few
     * writes costs less than the map), and again whenever {@code after} renumbered its slots.
     */
    private static PMap<Integer, Integer> writersAfter(PMap<Integer, Integer> writers, PSlots<WriteRecord> before,
                                                       PSlots<WriteRecord> after, int agent) {
        if (writers == null && after.size() < WRITERS_FROM) {
            return null;
        }
        if (writers == null || !after.numberedAs(before)) {
            writers = PMap.empty();
            for (int c = after.top(); c >= 0; c = after.below(c)) {
                int a = after.at(c).agent();
                if (writers.get(a) == null) {
                    writers = writers.put(a, c);
                }
            }
            return writers;
        }
        return writers.put(agent, after.top());
    }

    /** {@code facts} and those of {@code added} whose domain none of {@code facts} has. */
    private static List<AvailabilityFact> merged(List<AvailabilityFact> facts, List<AvailabilityFact> added) {
        List<AvailabilityFact> out = new ArrayList<>(facts);
        for (AvailabilityFact f : added) {
            boolean present = false;
            for (AvailabilityFact x : out) {
                present |= x.domain().equals(f.domain());
            }
            if (!present) {
                out.add(f);
            }
        }
        return out;
    }

    /** The release sequences open at a location after an atomic write, and the tokens the write carries. */
    private record AfterWrite(OpenSequences open, CarriedTokens tokens) {
    }

    /**
     * The release sequences open at the location after the atomic write {@code y} of {@code writer} at {@code scope},
     * and the tokens {@code y} carries (VK MM: Release Sequence, "the longest continuous subsequence of A's scoped
     * modification order" whose later elements are atomic read-modify-writes; Scoped Modification Order holds the
     * atomics mutually ordered with A: the same reference, each in the other's scope instance). A sequence whose head
     * the write is not mutually ordered with stays open (the write is not in that order); a read-modify-write in the
     * order continues it, so the write carries its token, once; any other write in the order ends it. The write's
     * own tokens ({@code own}: its release, the barriers' it heads) open sequences of its own, and come first.
     */
    private static AfterWrite sequencesAfter(OpenSequences sequences, Agent writer, Op y, Scope scope,
                                             boolean readModifyWrite, List<ReleaseToken> own) {
        PList<OpenSequence> before = sequences.list();
        boolean continuesAll = readModifyWrite && noBarrierToken(own);
        if (continuesAll && !before.isEmpty() && !before.head().common().allMutuallyOrdered(writer, scope,
                y.reference())) {
            for (PList<OpenSequence> c = before; continuesAll && !c.isEmpty(); c = c.tail()) {
                continuesAll = !c.head().token().fence() && inHeadsOrder(c.head(), writer, y, scope);
            }
        }
        if (continuesAll) {
            // a read-modify-write that continues every open sequence: they stay open, after its own, in the order
            // they were, and are the tokens it carries; no token is twice among them (see below), so the list is
            // shared, not copied (a counter every invocation adds to with release semantics opens one a write)
            return new AfterWrite(prefixed(own, sequences, y), CarriedTokens.ownThen(own, before));
        }
        // the sequences whose head the write is mutually ordered with, in the list's order: those of its own group
        // of heads only (OpenSequences.forEachCandidate), not every one open
        List<ReleaseToken> tokens = new ArrayList<>(own);
        boolean[] ends = new boolean[1];
        sequences.forEachCandidate(writer, y.reference(), o -> {
            if (!inHeadsOrder(o, writer, y, scope)) {
                return;
            }
            if (readModifyWrite && !(o.token().fence() && carries(tokens, o.token()))) {
                // only a barrier's token can be carried twice (re-headed by each atomic write after the barrier);
                // an atomic's own release token opens one sequence once, and a write either carries it on, once, or
                // leaves its sequence open as it was
                tokens.add(o.token());
            } else {
                ends[0] = true;
            }
        });
        if (!ends[0]) {
            // a write that ends no sequence (a read-modify-write that continues some, or an atomic write in the
            // order of none): those it continues stay open as those it is not in the order of do, so every open
            // sequence stays where it was and its own go first, as above; only the tokens it carries (its own, then
            // those it continues) are a list of their own. A workgroup-scope add to a bin that many workgroups share
            // continues its own workgroup's sequences and leaves the others' open, and making the location's list
            // anew at each such add cost each add as much as all the adds before it, in time and in memory kept
            return new AfterWrite(prefixed(own, sequences, y), CarriedTokens.of(tokens));
        }
        List<OpenSequence> open = new ArrayList<>();
        for (OpenSequence o : before) {
            if (!inHeadsOrder(o, writer, y, scope)) {
                open.add(o);
            }
        }
        // the list anew, the sequences left open first, then the write's: built from its oldest end, what each says of
        // those after it worked out again (they changed); a sequence left open is kept as it is when that still holds
        PList<OpenSequence> after = PList.empty();
        for (int i = tokens.size() - 1; i >= 0; i--) {
            after = after.prepend(OpenSequence.opening(tokens.get(i), y.reference(), coversSet(tokens.get(i), after),
                    after));
        }
        for (int i = open.size() - 1; i >= 0; i--) {
            OpenSequence o = open.get(i);
            after = after.prepend(o.before(coversSet(o.token(), after), after));
        }
        return new AfterWrite(OpenSequences.of(after), CarriedTokens.of(tokens));
    }

    /**
     * {@code before} (its list shared, not copied) with a sequence opened by each of the write {@code y}'s own tokens
     * in front, in their order: what {@code before}'s elements say of the list after them still holds, since that did
     * not change.
     */
    private static OpenSequences prefixed(List<ReleaseToken> own, OpenSequences before, Op y) {
        OpenSequences open = before;
        for (int i = own.size() - 1; i >= 0; i--) {
            open = open.prepend(OpenSequence.opening(own.get(i), y.reference(), coversSet(own.get(i), open.list()),
                    open.list()));
        }
        return open;
    }

    /**
     * Whether the atomic release {@code t}, opening a sequence at the head of {@code rest}, covers its class set there
     * ({@link OpenSequence#coversSet}): its clock knows the release of the first of {@code rest} of that set, which
     * covers the others of the set (VK MM: Inter-Thread-Happens-Before&lt;SC&gt;, per class set). So along a run of
     * acquire-release read-modify-writes each covers every one before it, per class set when their semantics name
     * several classes (a write then opens one sequence per set, side by side), and an acquire of the newest looks at
     * a write's worth of tokens, not all of them. The first of the set is looked for among the next {@link
     * ClassSets#COUNT} only (a write's own tokens are one per set); further on {@code t} is said not to cover.
     */
    private static boolean coversSet(ReleaseToken t, PList<OpenSequence> rest) {
        if (t.fence()) {
            return false;
        }
        int set = t.classSet();
        PList<OpenSequence> c = rest;
        for (int looked = 0; !c.isEmpty() && (c.head().common().classSets() & 1 << set) != 0; c = c.tail()) {
            OpenSequence next = c.head();
            ReleaseToken u = next.token();
            if (u.classSet() != set) {
                if (++looked >= ClassSets.COUNT) {
                    return false;
                }
                continue;
            }
            if (!next.coversSet()) {
                return false;
            }
            if (u.source().id() == t.source().id()) {
                // the writer's own release: an earlier one is known by program order (its clock only grows); a later
                // one (a sequence left open before the write's own, in a list made anew) is not
                boolean earlier = u.sourceSeq() < t.sourceSeq();
                assert !earlier || t.clock().dominates(u.clock()) : "own release " + u + " not in " + t;
                return earlier;
            }
            return u.knownBy(t.base());
        }
        // none of its class set after it
        return true;
    }

    private static boolean inHeadsOrder(OpenSequence o, Agent writer, Op y, Scope scope) {
        return o.headReference().equals(y.reference()) && o.token().headInScopeOf(writer, scope);
    }

    private static boolean noBarrierToken(List<ReleaseToken> tokens) {
        for (ReleaseToken t : tokens) {
            if (t.fence()) {
                return false;
            }
        }
        return true;
    }

    /**
     * Whether {@code tokens} has a token of the same release as {@code t} in a sequence with the same head scope
     * (a barrier's token re-headed by every atomic write after it would otherwise pile up along a run of RMWs).
     */
    private static boolean carries(List<ReleaseToken> tokens, ReleaseToken t) {
        for (ReleaseToken o : tokens) {
            if (o == t || o.source().id() == t.source().id() && o.sourceSeq() == t.sourceSeq()
                    && o.classSet() == t.classSet() && o.fence() == t.fence() && o.scope() == t.scope()
                    && o.headScope() == t.headScope()) {
                return true;
            }
        }
        return false;
    }

    /** {@code own} without the writes to location {@code at} (at most one: each new one replaces the last). */
    private static PList<AgentRuntime.OwnWrite> withoutLocation(PList<AgentRuntime.OwnWrite> own, Location at) {
        int matches = 0;
        for (PList<AgentRuntime.OwnWrite> c = own; !c.isEmpty(); c = c.tail()) {
            matches += Executor.sameLocation(c.head().location(), at) ? 1 : 0;
        }
        if (matches == 0) {
            return own;
        }
        if (matches == 1 && Executor.sameLocation(own.head().location(), at)) {
            return own.tail();
        }
        return own.removeIf(ow -> Executor.sameLocation(ow.location(), at));
    }

    /**
     * Whether the write {@code y} retires {@code old}: it happens-after it. {@code ownOnly}: y knows no other
     * invocation's events, so it happens-after exactly its own earlier writes (program order: their seq is lower).
     */
    private static boolean retires(WriteRecord old, Op y, boolean ownOnly) {
        if (ownOnly) {
            return old.agent() == y.agent();
        }
        return Ordering.hb(old.agent(), old.seq(), old.classMask(), y.agent(), y.seq(), y.classMask(), y.knowledge());
    }
}
