package dev.syncscope.core.exec;

import dev.syncscope.core.explain.ReadExplanation;
import dev.syncscope.core.explain.UnseenWrite;
import dev.syncscope.core.memory.History;
import dev.syncscope.core.memory.LocationState;
import dev.syncscope.core.memory.PList;
import dev.syncscope.core.memory.ReadRecord;
import dev.syncscope.core.memory.WriteRecord;
import dev.syncscope.core.model.Access;
import dev.syncscope.core.model.Action;
import dev.syncscope.core.model.InputError;
import dev.syncscope.core.model.Location;
import dev.syncscope.core.model.Reference;
import dev.syncscope.core.model.SourceSpan;
import dev.syncscope.core.model.ThreadState;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Read-only questions about the current state for snapshots and explanations: what each agent
 * would read, to whom a write is visible, why a read was stale. Owned by the engine's thread.
 */
final class Inspector {

    /** How many writes {@link #visibleTo} keeps answers for at least. */
    static final int REMEMBERED = 8;
    /** Per (agent, reference) slots of answers {@link #visibleTo} keeps over all writes (more writes on small launches). */
    private static final int REMEMBERED_SLOTS = 1 << 18;
    /** How many answers {@link #preview} keeps (all are dropped when full). */
    private static final int KEPT_PREVIEWS = 1 << 16;

    private record PreviewKey(int agent, String reference, int index) { }

    private record KeptPreview(LocationState location, AgentRuntime agent, Globals globals, ReadPreview preview) { }

    private final java.util.HashMap<PreviewKey, KeptPreview> previews = new java.util.HashMap<>();
    /** The states of locations no step touched that {@link #visibleTo} was asked about (immutable, the launch's). */
    private final java.util.HashMap<Location, LocationState> untouched = new java.util.HashMap<>();

    private final Engine e;
    private final Links links;
    private final PreviewReads reads;
    private record WriteKey(Location location, int writeId) {
        @Override
        public int hashCode() {
            // a location's writes have nearby ids, and so have neighbouring locations' hashes: mix
            return location.hashCode() * 0x9E3779B9 ^ writeId;
        }
    }

    /** The answers of {@link #visibleTo} for the writes asked about most recently, least recent first. */
    private final java.util.LinkedHashMap<WriteKey, Answers> remembered = new java.util.LinkedHashMap<>(64, 0.75f, true);
    /** How many writes {@link #remembered} holds at most: {@link #REMEMBERED}, more when few agents ask. */
    private final int rememberedWrites;

    Inspector(Engine e) {
        this.e = e;
        this.links = new Links(e);
        this.reads = new PreviewReads(e);
        this.rememberedWrites = Math.max(REMEMBERED, REMEMBERED_SLOTS / Math.max(1, e.agentInfo.length));
    }

    /**
     * A plain read by {@code agent} through {@code ref} at {@code loc}, as its next action would be (the snapshot's
     * question): when that next action is a load of {@code loc} through {@code ref}, with its privacy and its own
     * visibility operation, whose answer may differ (VK MM: Location-Ordered, "X is a read, both X and Y are
     * non-private, and X-&gt;Y": an RMW's read part orders its write before a later non-private read only); else as the
     * program makes a load through {@code ref} without memory operands ({@link ThreadState#plainLoadAccess}), and
     * non-private where it has no such rule (a litmus test).
     */
    static Op probe(Engine e, int agent, Reference ref, Location loc) {
        AgentRuntime rt = e.state.agents[agent];
        // a kernel's load through ref as its program makes it without memory operands: a legacy module's workgroup
        // load has its own MakePointerVisible at Workgroup scope (VK MM: Per-Instruction Availability and Visibility
        // Semantics), so a write a barrier made available is visible to it (the probe without it said "undefined")
        Access next = nextLoad(rt, ref, loc);
        Access access = next != null ? next : rt.thread().plainLoadAccess(ref, loc.index());
        if (access != null) {
            // the very operation the load makes (an atomic's scope and own visibility too: the session-89 review)
            return e.executor().op(rt, rt.seq() + 1, ref, loc, access, false, true);
        }
        return new Op(agent, rt.seq() + 1, ref.name(), loc, ref.storageClass(), false, true, false, true, null,
                rt.acquired().get(ref.storageClass()), -1, rt.vis(), rt.acquired(),
                Ordering.accessMask(ref.storageClass(), 0));
    }

    /** The access of {@code rt}'s next action when that is a load of {@code loc} through {@code ref}, else null. */
    private static Access nextLoad(AgentRuntime rt, Reference ref, Location loc) {
        ThreadState t = rt.thread();
        if (rt.status() != AgentStatus.RUNNING || rt.barrierWait() != null || t.status() != ThreadState.Status.RUNNING) {
            return null;
        }
        try {
            return t.next() instanceof Action.Load l && l.index() == loc.index()
                    && l.reference().name().equals(ref.name()) ? l.access() : null;
        } catch (RuntimeException ex) {
            // a program that fails at its next action reads nothing: the plain question stands
            return null;
        }
    }

    /**
     * What {@code agent} would read through {@code ref} at {@code index} now. A detailed snapshot asks
     * this for every agent and location after every step, and a step changes one agent and a few
     * locations: an answer is kept with the location's, the agent's and the globals' records it came
     * from (immutable, compared by identity), and given again while all three are the same.
     */
    ReadPreview preview(int agent, Reference ref, int index) {
        Location loc = ref.location(index);
        LocationState ls = e.state.locations.get(loc);
        AgentRuntime rt = e.state.agents[agent];
        Globals g = e.state.globals;
        PreviewKey key = new PreviewKey(agent, ref.name(), index);
        KeptPreview kept = ls == null ? null : previews.get(key);
        if (kept != null && kept.location() == ls && kept.agent() == rt && kept.globals() == g) {
            return kept.preview();
        }
        ReadPreview p = computePreview(agent, ref, loc, ls);
        if (ls != null) {
            if (previews.size() >= KEPT_PREVIEWS) {
                previews.clear();
            }
            previews.put(key, new KeptPreview(ls, rt, g, p));
        }
        return p;
    }

    private ReadPreview computePreview(int agent, Reference ref, Location loc, LocationState ls) {
        if (ls == null) {
            ls = e.executor().locationState(new Tx(e.state), ref, loc);
        }
        Op y = probe(e, agent, ref, loc);
        WriteRecord w = reads.defaultRead(ls, y);
        boolean stale = false;
        for (WriteRecord n : ls.live()) {
            if (n.id() > w.id() && !e.ordering.visible(n, y, false)) {
                stale = true;
                break;
            }
        }
        return new ReadPreview(agent, ref.name(), w.id(), w.value(), stale, w.undefined());
    }

    /**
     * The (agent, reference) pairs write {@code writeId} at {@code loc} is visible to now, in
     * reference order, then agent order. The views ask this for the same few writes after every
     * step, and a step changes few agents: the answers of the writes asked most recently (at least
     * {@link #REMEMBERED}; on a small launch every write a snapshot asks) are kept with the records
     * they were computed from, and only agents whose record changed are asked again (everything, when
     * the write's record or the device operations changed). The inputs are immutable records,
     * compared by identity, so a kept answer equals a fresh one.
     */
    List<AgentReference> visibleTo(Location loc, int writeId) {
        LocationState ls = e.state.locations.get(loc);
        if (ls == null && writeId == Executor.INITIAL_ID) {
            // a location no step touched: its initial write as the first access will find it, made visible by the
            // submit (VK MM: Availability and Visibility; it listed nobody until some step touched the location)
            // one state per location until a step touches it: a new initial write at each call missed the answers
            // kept for it and took another of their slots (the review of session 86)
            Reference ref = firstReference(loc);
            ls = ref == null ? null : untouched.computeIfAbsent(loc, l -> e.executor().fresh(ref, l));
        }
        WriteRecord w = ls == null ? null : ls.write(writeId);
        if (w == null) {
            throw new InputError(SourceSpan.UNKNOWN, "no write W" + writeId + " at " + loc);
        }
        if (w.retired() && !w.initial()) {
            // as Ordering.visible answers for every probe: retirement ends visibility for good
            return List.of();
        }
        Answers a = answersFor(loc, writeId);
        AgentRuntime[] agents = e.state.agents;
        PList<Globals.DeviceOp> deviceOps = e.state.globals.deviceOps();
        // a device-domain chain also reads the device operations' agents (Ordering.hbDevice)
        boolean all = a.write != w || a.deviceOps != deviceOps || !deviceOps.isEmpty();
        boolean changed = a.list == null;
        int n = agents.length;
        for (int i = 0; i < n; i++) {
            AgentRuntime rt = agents[i];
            if (!all && a.agents[i] == rt) {
                continue;
            }
            a.agents[i] = rt;
            for (int k = 0; k < a.refs.length; k++) {
                boolean v = e.ordering.visible(w, probe(e, i, a.refs[k], loc), false);
                if (v != a.visible[k * n + i]) {
                    a.visible[k * n + i] = v;
                    changed = true;
                }
            }
        }
        a.write = w;
        a.deviceOps = deviceOps;
        if (changed) {
            int count = 0;
            for (boolean v : a.visible) {
                count += v ? 1 : 0;
            }
            AgentReference[] out = new AgentReference[count];
            int next = 0;
            for (int slot = 0; slot < a.visible.length; slot++) {
                if (a.visible[slot]) {
                    out[next++] = a.pair(slot);
                }
            }
            a.list = List.of(out);
        }
        return a.list;
    }

    private Reference firstReference(Location loc) {
        List<Reference> refs = referencesTo(loc);
        return refs.isEmpty() ? null : refs.get(0);
    }

    /** The references that reach {@code loc}, in launch order. */
    private List<Reference> referencesTo(Location loc) {
        List<Reference> refs = new ArrayList<>();
        for (Reference r : e.launch.references()) {
            if (r.allocation().equals(loc.allocation()) && loc.index() < r.length()) {
                refs.add(r);
            }
        }
        return refs;
    }

    private Answers answersFor(Location loc, int writeId) {
        WriteKey key = new WriteKey(loc, writeId);
        Answers kept = remembered.get(key);
        if (kept != null) {
            return kept;
        }
        List<Reference> refs = referencesTo(loc);
        Answers evicted = null;
        if (remembered.size() >= rememberedWrites) {
            java.util.Iterator<Answers> eldest = remembered.values().iterator();
            evicted = eldest.next();
            eldest.remove();
        }
        Answers a = new Answers(refs.toArray(new Reference[0]), evicted, e.agentInfo.length);
        remembered.put(key, a);
        return a;
    }

    /** What {@link #visibleTo} answered for one write, and the records the answers came from. Owned by the engine's thread. */
    private static final class Answers {
        /** The references that reach the location, in launch order. */
        final Reference[] refs;
        /** Per agent, the record its answers were computed from ({@code null}: not yet). */
        final AgentRuntime[] agents;
        /** Per (reference, agent), reference-major: visible or not. */
        final boolean[] visible;
        private final AgentReference[] pairs;
        WriteRecord write;
        PList<Globals.DeviceOp> deviceOps;
        List<AgentReference> list;

        /** Answers for a new write; the arrays of {@code evicted} (the answers it replaces, or null) are reused when they fit. */
        Answers(Reference[] refs, Answers evicted, int agentCount) {
            this.refs = refs;
            if (evicted != null && evicted.visible.length == refs.length * agentCount) {
                this.agents = evicted.agents;
                this.visible = evicted.visible;
                Arrays.fill(agents, null);
                Arrays.fill(visible, false);
            } else {
                this.agents = new AgentRuntime[agentCount];
                this.visible = new boolean[refs.length * agentCount];
            }
            this.pairs = evicted != null && Arrays.equals(evicted.refs, refs) && evicted.agents.length == agentCount
                    ? evicted.pairs : new AgentReference[refs.length * agentCount];
        }

        /** The (agent, reference) pair of slot {@code slot} of {@link #visible}, made once. */
        AgentReference pair(int slot) {
            if (pairs[slot] == null) {
                pairs[slot] = new AgentReference(slot % agents.length, refs[slot / agents.length].name());
            }
            return pairs[slot];
        }
    }

    /**
     * Explains the read made at trace index {@code step}, seeking to just after it and back.
     * @throws InputError when there is no such step or it is not a read
     */
    ReadExplanation explainAt(int step) {
        if (step < 0 || step >= e.traceSize()) {
            throw new InputError(SourceSpan.UNKNOWN, "explain: no step " + step);
        }
        int back = e.position();
        e.seek(step + 1);
        try {
            return explain(step);
        } finally {
            e.seek(back);
        }
    }

    /** Explains the read made at trace index {@code step}, from the state right after it. */
    private ReadExplanation explain(int step) {
        StepRecord rec = e.trace().get(step);
        Event ev = rec.event();
        if (ev.location() == null || (ev.kind() != Event.Kind.LOAD && ev.kind() != Event.Kind.RMW)) {
            throw new InputError(ev.source(), "step " + step + " is not a read");
        }
        LocationState ls = e.state.locations.get(ev.location());
        ReadRecord rr = null;
        for (ReadRecord r : ls.reads()) {
            if (r.id() == step && r.agent() == ev.agent()) {
                rr = r;
                break;
            }
        }
        if (rr == null) {
            throw new InputError(ev.source(), "step " + step + " left no read record (memory model off?)");
        }
        Access acc = ev.action() instanceof Action.Load l ? l.access() : ((Action.ReadModifyWrite) ev.action()).access();
        int ownVis = acc.atomic() || acc.makePointerVisible() ? Executor.levelOf(acc.scope()) : -1;
        AgentRuntime rt = e.state.agents[ev.agent()];
        Op y = new Op(ev.agent(), rr.seq(), rr.reference().name(), rr.location(), ls.storageClass(), false, true,
                rr.atomic(), rr.nonPrivate(), rr.scope(), rr.clock(), ownVis, rt.vis(), rr.knowledge(), rr.classMask());
        List<UnseenWrite> unseen = new ArrayList<>();
        for (int id : rr.newerUnseen()) {
            WriteRecord w = ls.write(id);
            // VK MM: Visible-To is "X is location-ordered before Y": the stale read misses what the race misses
            Links.Found f = links.forWrite(w, y, true);
            unseen.add(new UnseenWrite(id, w.agent(), name(w.agent()), w.value(), w.source(), f.link(), f.detail(),
                    f.kase()));
        }
        WriteRecord from = ls.write(rr.readFrom());
        // only a stale read has hidden writes; an RMW's own write retired what it overwrote after its read
        Overwritten overwritten = rr.newerUnseen().isEmpty() ? new Overwritten(List.of(), 0)
                : overwrittenUnseen(ls, y, from, ev.kind() == Event.Kind.RMW ? ev.writeId() : -1);
        unseen.addAll(overwritten.listed());
        boolean notVisible = from != null && !from.initial() && !e.ordering.visible(from, y, false);
        boolean modificationOrder = from != null && from.atomic() && y.atomic() && e.ordering.mutuallyOrdered(from, y);
        return new ReadExplanation(step, ev.agent(), name(ev.agent()), rr.reference().name(), rr.location(),
                rr.source(), rr.value(), rr.readFrom(), from == null || from.initial(), from != null && from.undefined(),
                from == null ? "host" : name(from.agent()), from == null ? SourceSpan.UNKNOWN : from.source(), unseen,
                overwritten.notListed(), notVisible && modificationOrder, notVisible && !modificationOrder,
                newerInOrder(ls, y, from, step, rr.newerUnseen().isEmpty()));
    }

    /**
     * For an atomic read that no newer write was hidden from, the newest mutually-ordered atomic write made before it
     * that is newer in the modification order than {@code from} (the engine orders such writes as it makes them): an
     * older value read, which coherence allows while nothing orders that write before the read (VK MM: Scoped
     * Modification Order Coherence); else null.
     */
    private ReadExplanation.Newer newerInOrder(LocationState ls, Op y, WriteRecord from, int step, boolean noneHidden) {
        if (!y.atomic() || !noneHidden) {
            return null;
        }
        int fromId = from == null || from.initial() ? Integer.MIN_VALUE : from.id();
        WriteRecord newest = null;
        for (Iterable<WriteRecord> writes : List.of(ls.live(), ls.retired())) {
            for (WriteRecord w : writes) {
                if (w.id() > fromId && w.step() < step && w.atomic() && (newest == null || w.id() > newest.id())
                        && e.ordering.mutuallyOrdered(w, y)) {
                    newest = w;
                }
            }
        }
        return newest == null ? null : new ReadExplanation.Newer(newest.id(), name(newest.agent()), newest.value(),
                newest.source());
    }

    /**
     * The writes newer than {@code from} that were overwritten before the read (retired) and are not visible-to it
     * (VK MM: Visible-To: a write not location-ordered before the read; retirement ends a write's availability and
     * visibility, not location order, so one that is location-ordered before the read is not unseen): the newest
     * {@link ReadExplanation#OVERWRITTEN_LISTED} oldest first, then how many more there are. The engine's read record
     * lists the writes still in memory; these come after them. {@code ownWrite}: an RMW's own write, which retires
     * what it overwrites after its read (those were in memory when it read), or -1.
     */
    private Overwritten overwrittenUnseen(LocationState ls, Op y, WriteRecord from, int ownWrite) {
        long after = from == null || from.initial() ? Long.MIN_VALUE : from.id();
        List<WriteRecord> newer = new ArrayList<>();
        History<WriteRecord> retired = ls.retired();
        for (int i = 0; i < retired.size(); i++) {
            // the id column first: a long loop of stores leaves many retired writes, most older than the one read
            if (retired.id(i) > after) {
                WriteRecord w = retired.get(i);
                if (!w.initial() && w.retiredBy() != ownWrite && !(y.atomic() && e.ordering.mutuallyOrdered(w, y))
                        && !e.ordering.locationOrdered(w, y)) {
                    newer.add(w);
                }
            }
        }
        newer.sort(java.util.Comparator.comparingInt(WriteRecord::id));
        int left = Math.max(0, newer.size() - ReadExplanation.OVERWRITTEN_LISTED);
        List<UnseenWrite> out = new ArrayList<>();
        for (WriteRecord w : newer.subList(left, newer.size())) {
            Links.Found f = links.forWrite(w, y, true);
            WriteRecord by = ls.write(w.retiredBy());
            out.add(new UnseenWrite(w.id(), w.agent(), name(w.agent()), w.value(), w.source(), f.link(), f.detail(),
                    f.kase(), w.retiredBy(), by == null ? SourceSpan.UNKNOWN : by.source()));
        }
        return new Overwritten(out, left);
    }

    /** The overwritten unseen writes listed, and how many more were left out. */
    private record Overwritten(List<UnseenWrite> listed, int notListed) { }

    private String name(int agent) {
        return agent < 0 ? "host" : e.agentInfo[agent].name();
    }
}
