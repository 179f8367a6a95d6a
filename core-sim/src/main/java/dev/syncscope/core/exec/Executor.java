package dev.syncscope.core.exec;

import dev.syncscope.core.memory.AtomicsOnly;
import dev.syncscope.core.memory.AvailabilityFact;
import dev.syncscope.core.memory.DomainInstance;
import dev.syncscope.core.memory.DomainKind;
import dev.syncscope.core.memory.CarriedTokens;
import dev.syncscope.core.memory.LocationState;
import dev.syncscope.core.memory.PList;
import dev.syncscope.core.memory.ReadRecord;
import dev.syncscope.core.memory.WriteRecord;
import dev.syncscope.core.model.Access;
import dev.syncscope.core.model.Action;
import dev.syncscope.core.model.Agent;
import dev.syncscope.core.model.InputError;
import dev.syncscope.core.model.Location;
import dev.syncscope.core.model.Reference;
import dev.syncscope.core.model.Scope;
import dev.syncscope.core.model.Semantics;
import dev.syncscope.core.model.SourceSpan;
import dev.syncscope.core.model.StorageClass;
import dev.syncscope.core.model.ThreadState;
import dev.syncscope.core.sync.Clock;
import dev.syncscope.core.sync.FenceRelease;
import dev.syncscope.core.sync.Knowledge;
import dev.syncscope.core.sync.VisMark;

import java.util.List;

/**
 * Performs one action of one invocation: loads, stores, read-modify-writes, memory barriers and
 * device-domain operations (control barriers go to {@link Barriers}, the write half of an access to
 * {@link Writes}, host-domain and memory domain operations to {@link HostDomain}, where an undefined value matters to
 * {@link UndefinedUses}). Owned by the engine's thread.
 */
final class Executor {

    static final int INITIAL_ID = -1;

    /** Where an initial value is available: the device domain, by the queue submission. */
    private static final List<AvailabilityFact> SUBMITTED = List.of(new AvailabilityFact(DomainInstance.DEVICE, -1, 0,
            -1, AvailabilityFact.Origin.SUBMIT, SourceSpan.UNKNOWN, 0));

    private final Engine e;
    private final Races races;
    private final Fences fences;
    private final Writes writes;
    private final HostDomain hostDomain;
    private final DefaultReads reads;
    private final UndefinedUses undefinedUses;
    /** The reference {@link #reference} was last asked for and its answer (the launch's references never change). */
    private Reference lastAsked;
    private Reference lastResolved;
    /** Per agent, {@link Agent#host()}. */
    private final boolean[] host;
    /** Whether an acquire stops at the releases it knows a covering one of ({@link ReadAcquire}; off only in tests). */
    private boolean skipCovered = true;

    Executor(Engine engine) {
        this.e = engine;
        this.races = new Races(engine);
        this.fences = new Fences(engine);
        this.writes = new Writes(engine, races, fences);
        this.hostDomain = new HostDomain(engine, this);
        this.reads = new DefaultReads(engine);
        this.undefinedUses = new UndefinedUses(engine);
        this.host = new boolean[engine.agentInfo.length];
        for (int i = 0; i < host.length; i++) {
            host[i] = engine.agentInfo[i].host();
        }
    }

    /** Whether agent {@code id} is a host agent ({@link Agent#host()}, kept here so that a step reads no agent record). */
    boolean host(int id) {
        return host[id];
    }

    Fences fences() {
        return fences;
    }

    Races races() {
        return races;
    }

    UndefinedUses undefinedUses() {
        return undefinedUses;
    }

    /** Skips the releases a covering one says are known ({@code true}, the default) or takes each (tests: the walk). */
    void skipCovered(boolean on) {
        skipCovered = on;
    }

    StepEvent execute(Tx tx, Decision d) {
        int a = d.agent();
        AgentRuntime rt = tx.agent(a);
        Action act;
        try {
            act = rt.thread().next();
        } catch (InputError ie) {
            throw ie;
        } catch (RuntimeException ex) {
            return fault(tx, rt, "its program failed to produce a next action: " + ex);
        }
        Validation.check(e, act, a);
        if (act instanceof Action.Load l) {
            return load(tx, rt, l, d.readFrom());
        } else if (act instanceof Action.Store s) {
            return store(tx, rt, s);
        } else if (act instanceof Action.ReadModifyWrite m) {
            return rmw(tx, rt, m, d.readFrom());
        } else if (act instanceof Action.MemoryBarrier b) {
            int seq = rt.seq() + 1;
            rt = fences.fence(tx, rt, seq, b.scope(), b.semantics(), b.source());
            finish(tx, rt, seq, 0);
            return e.stepEvent.set(Event.Kind.MEMORY_BARRIER, a, seq, act, null, 0, -1, Integer.MIN_VALUE, false, 0, false);
        } else if (act instanceof Action.ControlBarrier c) {
            return e.barriersOf().arrive(tx, rt, c);
        } else if (act instanceof Action.Collective c) {
            return e.collectives.arrive(tx, rt, c);
        } else if (act instanceof Action.DeviceAvailability) {
            int seq = rt.seq() + 1;
            fences.deviceAvailability(tx, a, seq, act.source());
            finish(tx, rt, seq, 0);
            return e.stepEvent.set(Event.Kind.DEVICE_AVAILABILITY, a, seq, act, null, 0, -1, Integer.MIN_VALUE, false, 0,
                    false);
        } else if (!(act instanceof Action.DeviceVisibility)) {
            return hostDomain.perform(tx, rt, act);
        } else {
            int seq = rt.seq() + 1;
            Globals g = tx.globals();
            // VK MM: Availability, Visibility, and Domain Operations (device-domain visibility)
            tx.put(g.withDeviceOp(new Globals.DeviceOp(a, seq, e.position())));
            finish(tx, rt.withDeviceVisSeq(seq), seq, 0);
            return e.stepEvent.set(Event.Kind.DEVICE_VISIBILITY, a, seq, act, null, 0, -1, Integer.MIN_VALUE, false, 0,
                    false);
        }
    }

    /** The agent's program failed: it stops with a FAULT diagnostic (never an unexplained exception). */
    private StepEvent fault(Tx tx, AgentRuntime rt, String why) {
        tx.put(rt.withStatus(AgentStatus.FAULT));
        Diagnostics.add(tx, e, Diagnostic.Kind.FAULT, e.agentInfo[rt.id()].name() + ": " + why, List.of(rt.id()),
                SourceSpan.UNKNOWN);
        return e.stepEvent.set(Event.Kind.EXIT, rt.id(), rt.seq(), null, null, 0, -1, Integer.MIN_VALUE, false, 0, false);
    }

    /** Advances the program past the action just performed and updates the status. */
    void finish(Tx tx, AgentRuntime rt, int seq, long readValue) {
        finish(tx, rt, seq, readValue, null, null);
    }

    /**
     * As {@link #finish(Tx, AgentRuntime, int, long)}; with a {@code wait}, the agent then waits at a
     * barrier with status {@code waitStatus} (set in the same new record).
     */
    void finish(Tx tx, AgentRuntime rt, int seq, long readValue, AgentStatus waitStatus, BarrierWait wait) {
        finish(tx, rt, seq, readValue, null, waitStatus, wait, rt.spin());
    }

    /**
     * As above, the value read undefined from {@code origin} when non-null ({@link UndefinedRead}, or the
     * {@link dev.syncscope.core.model.UndefinedValue} the write read had stored).
     */
    private void finish(Tx tx, AgentRuntime rt, int seq, long readValue, Object origin, AgentStatus waitStatus,
                        BarrierWait wait, SpinWatch spin) {
        ThreadState nextState;
        try {
            nextState = rt.thread().advance(readValue, origin);
            decides(tx, rt, rt.thread(), nextState);
        } catch (InputError ie) {
            throw ie;
        } catch (RuntimeException ex) {
            failedToAdvance(tx, rt, seq, wait, spin, ex);
            return;
        }
        if (wait != null) {
            tx.put(rt.advanced(nextState, seq, waitStatus, wait, spin));
            return;
        }
        AgentStatus st = rt.status() == AgentStatus.RUNNING ? AgentStatus.of(nextState) : rt.status();
        tx.put(rt.advanced(nextState, seq, st, rt.barrierWait(), spin));
    }

    private void failedToAdvance(Tx tx, AgentRuntime rt, int seq, BarrierWait wait, SpinWatch spin,
                                 RuntimeException ex) {
        tx.put(rt.advanced(rt.thread(), seq, AgentStatus.FAULT, wait == null ? rt.barrierWait() : wait, spin));
        Diagnostics.add(tx, e, Diagnostic.Kind.FAULT, e.agentInfo[rt.id()].name()
                + ": its program failed to advance: " + ex, List.of(rt.id()), SourceSpan.UNKNOWN);
    }

    /**
     * As {@link #finish(Tx, AgentRuntime, int, long, AgentStatus, BarrierWait)} for an agent that now waits
     * at a barrier, with the synchronization state of the barrier's release half (one new record).
     * Returns the next program state ({@code null} when the program failed).
     */
    ThreadState finishAtBarrier(Tx tx, AgentRuntime rt, int seq, BarrierWait wait, Knowledge k,
                                List<FenceRelease> fenceTokens, dev.syncscope.core.sync.VisMarks vis,
                                PList<AgentRuntime.OwnWrite> unavailable) {
        ThreadState nextState;
        try {
            nextState = rt.thread().advance(0);
        } catch (InputError ie) {
            throw ie;
        } catch (RuntimeException ex) {
            failedToAdvance(tx, rt.withSync(k, fenceTokens, vis, unavailable), seq, wait, rt.spin(), ex);
            return null;
        }
        tx.put(new AgentRuntime(rt.id(), nextState, seq, AgentStatus.WAITING_BARRIER, k, rt.sswStart(), fenceTokens,
                rt.pending(), vis, rt.deviceVisSeq(), unavailable, wait, rt.spin()));
        return nextState;
    }

    // ---- memory accesses ---------------------------------------------------------------------

    /** The launch's reference named as {@code r} (null when none), by name once per reference object asked in a row. */
    Reference reference(Reference r) {
        if (r != lastAsked) {
            lastResolved = e.references.get(r.name());
            lastAsked = r;
        }
        return lastResolved;
    }

    LocationState locationState(Tx tx, Reference ref, Location loc) {
        LocationState ls = tx.location(loc);
        return ls != null ? ls : fresh(ref, loc);
    }

    /** The state of a location no step touched yet: its initial write only. */
    LocationState fresh(Reference ref, Location loc) {
        boolean defined = e.launch.initiallyDefined(ref, loc);
        WriteRecord init = new WriteRecord(INITIAL_ID, loc, null, -1, 0, -1, e.launch.initialValue(loc), false,
                true, null, false, Clock.EMPTY, SUBMITTED, CarriedTokens.NONE, WriteRecord.NOT_RETIRED, true, !defined,
                SourceSpan.UNKNOWN, Knowledge.EMPTY, Ordering.accessMask(ref.storageClass(), 0), null);
        return LocationState.fresh(loc, ref.storageClass(), init);
    }

    static int levelOf(Scope scope) {
        DomainKind k = scope == null ? null : DomainKind.forScope(scope);
        return k == null ? -1 : k.ordinal();
    }

    Op op(AgentRuntime rt, int seq, Reference ref, Location loc, Access acc, boolean write, boolean read) {
        int ownVis = read && (acc.atomic() || acc.makePointerVisible()) ? levelOf(acc.scope()) : -1;
        return new Op(rt.id(), seq, ref.name(), loc, ref.storageClass(), write, read, acc.atomic(), acc.isNonPrivate(),
                acc.scope(), rt.acquired().get(ref.storageClass()), ownVis, rt.vis(), rt.acquired(),
                classMask(ref.storageClass(), acc, write, read));
    }

    /**
     * The class mask ({@link Ordering#accessMask}) of an access: its reference's class, and its semantics' classes when
     * it is an acquire read or a release write (VK MM: Inter-Thread-Happens-Before, "an operation on
     * memory in a storage class in SC or that has all of SC in its semantics"; VK MM: Memory Semantics:
     * acquire applies to reads, release to writes, and relaxed semantics order nothing).
     */
    int classMask(StorageClass c, Access acc, boolean write, boolean read) {
        Semantics sem = acc.semantics();
        boolean ordered = (acc.atomic() || (read && write)) && ((sem.acquire() && read) || (sem.release() && write));
        return Ordering.accessMask(c, ordered ? e.classMasks.mask(sem) : 0);
    }

    /** The write the model makes visible to the read {@code y} ({@link DefaultReads#of}). */
    WriteRecord defaultRead(LocationState ls, Op y) {
        return reads.of(ls, y);
    }

    private WriteRecord chosen(LocationState ls, Op y, int readFrom, SourceSpan src) {
        if (readFrom == Decision.DEFAULT) {
            return defaultRead(ls, y);
        }
        for (ReadChoice c : Choices.of(e, ls, y, defaultRead(ls, y))) {
            if (c.writeId() == readFrom) {
                return ls.write(readFrom);
            }
        }
        throw new InputError(src, "read of " + ls.location() + ": write W" + readFrom
                + " is not a value the memory model allows here");
    }

    private StepEvent load(Tx tx, AgentRuntime rt, Action.Load l, int readFrom) {
        Reference ref = reference(l.reference());
        Location loc = e.state.locations.location(ref, l.index());
        int seq = rt.seq() + 1;
        LocationState ls = locationState(tx, ref, loc);
        Op y = op(rt, seq, ref, loc, l.access(), false, true);
        WriteRecord from = chosen(ls, y, readFrom, l.source());
        ReadOutcome r = read(tx, rt, ref, ls, y, from, l.access(), l.source());
        rt = r.rt;
        // the spin watch goes into the same new record as the program state
        finish(tx, rt, seq, from.value(), undefinedUses.read(rt, from, loc, l.source()), null, null,
                SpinWatch.after(rt.spin(), l, loc, from.value(), false, from.undefined(), rt.thread()));
        return e.stepEvent.set(Event.Kind.LOAD, rt.id(), seq, l, loc, from.value(), -1, from.id(), r.stale, r.races, false);
    }

    /** The first use of an undefined value {@code after} makes, when {@code before} had made none: reported. */
    void decides(Tx tx, AgentRuntime rt, ThreadState before, ThreadState after) {
        undefinedUses.decides(tx, rt, before, after);
    }

    private record ReadOutcome(AgentRuntime rt, LocationState ls, boolean stale, int races) { }

    private ReadOutcome read(Tx tx, AgentRuntime rt, Reference ref, LocationState ls, Op y, WriteRecord from,
                             Access acc, SourceSpan src) {
        int newRaces = 0;
        boolean stale = false;
        List<Integer> unseen = List.of();
        if (e.options.memoryModel()) {
            unseen = reads.newerUnseen(ls, y, from);
            stale = !unseen.isEmpty();
            // VK MM: Synchronizes-With, an acquire read is B itself: what the release it reads orders happens-before
            // the read (and is location-ordered before it through its availability: Location-Ordered, Data Race)
            AgentRuntime acquiring = from.atomic() && y.atomic() && e.ordering.mutuallyOrdered(from, y)
                    ? ReadAcquire.fromWrite(rt, e.agentInfo[rt.id()], from, y, acc.semantics(),
                    e.classMasks.mask(acc.semantics()), skipCovered) : rt;
            Op acquired = acquiring.acquired() == rt.acquired() ? y : y.withKnowledge(acquiring.acquired(), y.vis());
            if (e.options.raceDetection()) {
                newRaces = races.check(tx, ls, acquired, src);
                ls = races.checked();
            }
            if (stale) {
                Diagnostics.staleRead(tx, e, rt.id(), ls, from, unseen, src);
            }
            if (from.undefined() && !rt.thread().tracksDefinedness()) {
                // a program that does not follow definedness may use the value anywhere: key
                // diagnostic.undefinedRead: the invocation and the location. "No write visible", not "nobody wrote": a
                // newer write may exist that the reader did not see (its stale read says which)
                Diagnostics.add(tx, e, Diagnostic.Kind.UNDEFINED_READ, e.agentInfo[rt.id()].name() + " reads "
                        + ls.location() + ", workgroup memory with no write visible to it (undefined)",
                        List.of(rt.id()), src, "diagnostic.undefinedRead", e.agentInfo[rt.id()].name(),
                        String.valueOf(ls.location()), 0, 0, "", "", "");
            }
            ReadRecord rr = new ReadRecord(e.position(), y.location(), ref, rt.id(),
                    y.seq(), y.atomic(), y.nonPrivate(), y.scope(), y.clock(), from.id(), from.value(), stale, unseen,
                    src, y.knowledge(), y.classMask());
            ls = ls.withRead(rr, AtomicsOnly.after(ls.atomicsOnly(), rr.atomic(), rr.reference().name(), rr.scope(),
                    rr.agent(), e.agentInfo));
            // VK MM: Per-Instruction Availability and Visibility Semantics (the read's own visibility op; an
            // atomic's is part of the atomic operation, so it too is ordered after what the read acquires)
            if (y.ownVisLevel() >= 0) {
                rt = rt.withVis(rt.vis().withPerInstruction(y.reference(), y.location(), y.ownVisLevel(),
                        new VisMark(y.seq(), acquired.clock(), acquired.knowledge(), y.classMask())));
            }
            if (acquiring != rt) {
                rt = rt.withAcquired(acquiring.acquired()).withPending(acquiring.pending());
            }
            if (acc.atomic() && acc.semantics().acquire() && acc.semantics().makeVisible()) {
                rt = fences.semanticVisibility(rt, y.seq(), acc.semantics(), acc.scope(), y.classMask());
            }
        }
        tx.put(ls);
        if (e.options.memoryModel() && e.launch.availabilityVisibilityChains()) {
            // VK MM: Availability and Visibility, "visibility chain": every visibility operation can be an element,
            // the read's own (per-instruction) one and an acquire's MakeVisible semantics as well as a barrier's
            if (y.ownVisLevel() >= 0) {
                Chains.perInstructionVisibility(e, tx, rt.id(), y, acc.scope(), src, y.knowledge());
            }
            if (acc.atomic() && acc.semantics().acquire() && acc.semantics().makeVisible()) {
                Chains.visibility(e, tx, rt.id(), y.seq(), acc.semantics(), acc.scope(), src, rt.acquired(),
                        y.classMask());
            }
            ls = tx.location(ls.location());
        }
        return new ReadOutcome(rt, ls, stale, newRaces);
    }

    private StepEvent store(Tx tx, AgentRuntime rt, Action.Store s) {
        Reference ref = reference(s.reference());
        Location loc = e.state.locations.location(ref, s.index());
        int seq = rt.seq() + 1;
        LocationState ls = locationState(tx, ref, loc);
        Op y = op(rt, seq, ref, loc, s.access(), true, false);
        Object undefined = rt.thread().writtenUndefined(null);
        undefinedUses.stored(tx, rt, undefined, loc, s.source());
        Writes.WriteOutcome w = writes.write(tx, rt, ref, ls, y, s.value(), s.access(), null, undefined, s.source());
        finish(tx, w.rt(), seq, 0, null, null, null, SpinWatch.afterWrite(w.rt().spin()));
        return e.stepEvent.set(Event.Kind.STORE, rt.id(), seq, s, loc, s.value(), w.write().id(), Integer.MIN_VALUE, false,
                w.races(), false);
    }

    private StepEvent rmw(Tx tx, AgentRuntime rt, Action.ReadModifyWrite m, int readFrom) {
        Reference ref = reference(m.reference());
        Location loc = e.state.locations.location(ref, m.index());
        int seq = rt.seq() + 1;
        LocationState ls = locationState(tx, ref, loc);
        boolean mayWrite = true;
        Op probe = op(rt, seq, ref, loc, m.access(), true, true);
        WriteRecord from = chosen(ls, probe, readFrom, m.source());
        long old = from.value();
        if (m.compare() != null && m.compare() != old) {
            mayWrite = false;
        }
        // SPIR-V OpAtomicCompareExchange: a compare that fails only loads, with the Unequal semantics
        Access acc = mayWrite ? m.access() : m.unequalAccess();
        Op y = op(rt, seq, ref, loc, acc, mayWrite, true);
        ReadOutcome r = read(tx, rt, ref, ls, y, from, acc, m.source());
        int writeId = -1;
        int raceCount = r.races;
        AgentRuntime after = r.rt;
        Object origin = undefinedUses.read(rt, from, loc, m.source());
        if (mayWrite) {
            Object undefined = rt.thread().writtenUndefined(origin);
            undefinedUses.stored(tx, rt, undefined, loc, m.source());
            Writes.WriteOutcome w = writes.write(tx, after, ref, r.ls, y.withKnowledge(after.acquired(), after.vis()),
                    m.op().apply(old, m.operand(), m.format()), m.access(), from, undefined, m.source());
            after = w.rt();
            writeId = w.write().id();
        }
        // a failed compare-exchange, or one that writes back what it read, may be a spin (SpinRule)
        Long written = m.written(old);
        finish(tx, after, seq, old, origin, null, null, written == null || written == old
                ? SpinWatch.after(after.spin(), m, loc, old, true, from.undefined(), rt.thread())
                : SpinWatch.afterWrite(after.spin()));
        return e.stepEvent.set(Event.Kind.RMW, rt.id(), seq, m, loc, old, writeId, from.id(), r.stale, raceCount, false);
    }

    /** {@code a.equals(b)}, field by field (the record's reflective equality is slow on the access paths). */
    static boolean sameLocation(Location a, Location b) {
        return a == b || (a.index() == b.index() && java.util.Objects.equals(a.allocation(), b.allocation()));
    }

    /** {@code a.equals(b)}, field by field. */
    static boolean sameSpan(SourceSpan a, SourceSpan b) {
        return a == b || (a.line() == b.line() && a.column() == b.column() && java.util.Objects.equals(a.file(), b.file()));
    }
}
