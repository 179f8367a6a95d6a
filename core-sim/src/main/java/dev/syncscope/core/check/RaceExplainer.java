package dev.syncscope.core.check;

import dev.syncscope.core.memory.DomainKind;
import dev.syncscope.core.model.Agent;
import dev.syncscope.core.model.Scope;

import java.util.ArrayList;
import java.util.List;

/**
 * Turns the {@code dr} pairs of an execution into {@link Race}s, each with the first missing link of
 * the chain write → availability → happens-before → visibility that location-order needs
 * (VK MM: Location-Ordered, Availability and Visibility). Stateless.
 */
final class RaceExplainer {

    private RaceExplainer() {
    }

    static List<Race> races(Derivation d) {
        Relation dr = d.dataRaces();
        List<Race> out = new ArrayList<>();
        for (int[] p : dr.pairs()) {
            if (p[0] < p[1]) {
                Agent a = d.s.launch.agents().get(d.s.ev(p[0]).agent());
                Agent b = d.s.launch.agents().get(d.s.ev(p[1]).agent());
                out.add(new Race(d.s.ev(p[0]), d.s.ev(p[1]), explain(d, p[0], p[1]), readsUndefined(d, p[0]),
                        readsUndefined(d, p[1]), a.narrowestSharedScope(b)));
            }
        }
        return List.copyOf(out);
    }

    /** Whether event {@code e} reads the initial value of memory that has none (VK MM: Allocation). */
    private static boolean readsUndefined(Derivation d, int e) {
        Event ev = d.s.ev(e);
        return d.rfInit.contains(e) && ev.reference() != null
                && !d.s.launch.initiallyDefined(ev.reference(), ev.location());
    }

    static RaceLink explain(Derivation d, int a, int b) {
        StaticFacts s = d.s;
        Event ea = s.ev(a);
        Event eb = s.ev(b);
        if (s.atomic.contains(a) && s.atomic.contains(b)) {
            if (!ea.reference().equals(eb.reference())) {
                return RaceLink.of(LinkSentence.ATOMIC_REFERENCES, ea.reference().name(), eb.reference().name());
            }
            return RaceLink.of(LinkSentence.ATOMIC_SCOPE, scopeName(s.scope[a]), scoped(s.scope[a]),
                    scopeName(s.scope[b]), scoped(s.scope[b]));
        }
        int x;
        int y;
        if (d.hb.contains(a, b)) {
            x = a;
            y = b;
        } else if (d.hb.contains(b, a)) {
            x = b;
            y = a;
        } else {
            // VK MM: Location-Ordered: every bullet between agents needs happens-before, so it is the first link
            return NoHappensBeforeLinks.why(d, a, b);
        }
        Event ex = s.ev(x);
        Event ey = s.ev(y);
        if (ex.isWrite() && (s.host.contains(x) || s.host.contains(y))) {
            return HostDomainLinks.missing(d, x, y);
        }
        if (ex.isWrite() && !ex.reference().equals(ey.reference())) {
            // VK MM: Location-Ordered: availability and visibility operations act per (agent, reference, location), and
            // the shader-domain bullet asks R_X == R_Y before it asks that both be non-private: with two references no
            // shader-domain chain joins the accesses, so a private access is no link of theirs (making it non-private
            // alone leaves the race); only the device domain, which needs neither, orders them. As the stepper
            // (exec/Links.forWrite) and docs/memory-model.md ("A race's first missing link")
            return RaceLink.of(LinkSentence.DIFFERENT_REFERENCES, ex.reference().name(), ey.reference().name());
        }
        if (s.priv.contains(x) || s.priv.contains(y)) {
            // x happens-before y: which is first decides what the fix asks (VK MM: Location-Ordered)
            return RaceLink.of(LinkSentence.PRIVATE_ACCESS, s.priv.contains(x) ? ex : ey, ex);
        }
        if (!ex.isWrite()) {
            return RaceLink.of(LinkSentence.READ_TO_WRITE);
        }
        Relation rcPoInc = s.po.reflexive().intersect(s.avInc);
        EventSet avOps = s.av.union(s.semAv);
        EventSet ownAv = rcPoInc.successors(x).intersect(avOps);
        if (ownAv.count() == 0) {
            return RaceLink.of(LinkSentence.NOT_AVAILABLE, ex);
        }
        Scope needed = commonScope(s.agent(x), s.agent(y));
        Scope widest = null;
        int widestOp = -1;
        for (int e = ownAv.next(0); e >= 0; e = ownAv.next(e + 1)) {
            if (s.scope[e] != null && (widest == null || s.scope[e].compareTo(widest) > 0)) {
                widest = s.scope[e];
                widestOp = e;
            }
        }
        if (widest == null || !widest.includes(needed)) {
            // VK MM: Location-Ordered: without vulkanMemoryModelAvailabilityVisibilityChains "AVC ... must only have a
            // single element": the launch option is named only where a chain would join the write's availability to a
            // later, wider one (the audit 51's p1-wg: no second availability operation, and with chains on it raced
            // all the same)
            // VK MM: Availability and Visibility: an atomic write's own availability operation has the atomic's scope;
            // when it is the write's only one, the atomic's scope is what the fix widens
            boolean atomicOnly = s.atomic.contains(x) && ownAv.count() == 1 && ownAv.contains(x) && scoped(widest) == 1;
            // the release (a barrier or an atomic with MakeAvailable) whose scope that is, when it is not the write's
            // own availability (a workgroupcoherent store's MakePointerAvailable): the words name the cause
            String release = widestOp >= 0 && widestOp != x ? String.valueOf(s.ev(widestOp).source()) : "";
            return RaceLink.of(LinkSentence.NARROW_AVAILABILITY, domainName(widest), scoped(widest), ey.agentName(),
                    domainName(needed), availabilityChainWouldHelp(d, ownAv, x, y, needed) ? 1 : 0, atomicOnly ? 1 : 0,
                    release);
        }
        if (ey.isRead()) {
            EventSet visOps = s.vis.union(s.semVis);
            EventSet ownVis = s.po.reflexive().intersect(s.visInc).inverse().successors(y).intersect(visOps);
            Scope widestVis = null;
            int widestVisOp = -1;
            for (int e = ownVis.next(0); e >= 0; e = ownVis.next(e + 1)) {
                if (s.scope[e] != null && (widestVis == null || s.scope[e].compareTo(widestVis) > 0)) {
                    widestVis = s.scope[e];
                    widestVisOp = e;
                }
            }
            if (widestVis != null && widestVis != Scope.INVOCATION && !widestVis.includes(needed)
                    && s.semVis.contains(widestVisOp)) {
                // VK MM: Availability and Visibility ("VIS ... for which (W,L) is available in any domain in the source
                // scope"): the reader's acquire has MakeVisible, but its scope's domain is narrower than the one the
                // write reached; a wider visibility operation before it would join it only as a visibility chain
                // (Location-Ordered: one element without vulkanMemoryModelAvailabilityVisibilityChains), as the
                // stepper says (exec/Links: NOT_MADE_VISIBLE, UnseenWrite.Case.NARROW_VISIBILITY)
                return RaceLink.of(LinkSentence.NARROW_VISIBILITY, ey, widestVis.shortName(),
                        String.valueOf(s.ev(widestVisOp).source()), domainName(needed),
                        !s.chains && visibilityChainWouldHelp(d, ownAv, widestVisOp, y, needed) ? 1 : 0);
            }
            if (ownVis.count() == 0 || widestVis == null || !widestVis.includes(needed)) {
                // VK MM: Availability and Visibility; Location-Ordered (shader-domain bullet): the write is available
                // at a scope that includes both, but the reader's visibility operations (a workgroupcoherent load's
                // MakePointerVisible at Workgroup scope) make visible only from a narrower domain that the availability
                // does not reach: the reader's side is missing, as the stepper says (exec/Links: NOT_MADE_VISIBLE)
                return RaceLink.of(LinkSentence.NOT_VISIBLE, ey);
            }
            return RaceLink.of(LinkSentence.AVAILABILITY_TO_VISIBILITY, ey.agentName());
        }
        return RaceLink.of(LinkSentence.AVAILABILITY_TO_ACCESS, ey);
    }

    /**
     * Whether an acquire with MakeVisible of another invocation, at a scope that includes {@code needed} and covering
     * the read's storage class, happens-after one of the write's availability operations {@code ownAv} and
     * happens-before the reader's narrower visibility operation {@code vis}, performed in the instance of {@code vis}'s
     * scope: the first element of a visibility chain ending at {@code vis} (VK MM: Availability and Visibility, "element
     * N of the chain is performed in the dual scope instance of the source memory domain of element N+1 and element N
     * happens-before element N+1").
     */
    private static boolean visibilityChainWouldHelp(Derivation d, EventSet ownAv, int vis, int read, Scope needed) {
        StaticFacts s = d.s;
        if (s.storageClass[read] == null) {
            return false;
        }
        int bit = 1 << s.storageClass[read].ordinal();
        for (int v = s.semVis.next(0); v >= 0; v = s.semVis.next(v + 1)) {
            if (s.ev(v).agent() == s.ev(read).agent() || s.scope[v] == null || !s.scope[v].includes(needed)
                    || (s.semanticsClasses[v] & bit) == 0 || !d.hb.contains(v, vis)
                    || !s.agent(v).sharesInstance(s.agent(read), s.scope[vis])) {
                continue;
            }
            for (int a = ownAv.next(0); a >= 0; a = ownAv.next(a + 1)) {
                if (d.hb.contains(a, v)) {
                    return true;
                }
            }
        }
        return false;
    }

    /**
     * Without chains: whether an availability chain would carry the write {@code x}, made available by {@code ownAv}
     * to too narrow a domain, on to a domain of a scope that includes {@code needed} before {@code y}: a later
     * availability operation of the write's storage class (or of its location) to a broader domain, performed in the
     * instance of the earlier one's scope and happening-after it, whose last element includes {@code needed} and
     * happens-before {@code y} (VK MM: Availability and Visibility, "element N+1 of the chain is performed in the dual
     * scope instance of the destination memory domain of element N and element N happens-before element N+1";
     * Location-Ordered: a single element without vulkanMemoryModelAvailabilityVisibilityChains). The chain's steps are
     * the checker's with chains on ({@link ChainSteps#ofClass}).
     */
    private static boolean availabilityChainWouldHelp(Derivation d, EventSet ownAv, int x, int y, Scope needed) {
        StaticFacts s = d.s;
        if (s.chains || s.storageClass[x] == null) {
            return false;
        }
        ChainSteps steps = ChainSteps.ofClass(s, s.storageClass[x]);
        if (steps == null) {
            return false;
        }
        EventSet elements = s.av.union(s.semAv);
        java.util.ArrayDeque<Integer> todo = new java.util.ArrayDeque<>();
        boolean[] seen = new boolean[s.n];
        for (int a = ownAv.next(0); a >= 0; a = ownAv.next(a + 1)) {
            if (s.scope[a] != null && s.scope[a] != Scope.INVOCATION) {
                seen[a] = true;
                todo.add(a);
            }
        }
        while (!todo.isEmpty()) {
            int a = todo.poll();
            for (int v = elements.next(0); v >= 0; v = elements.next(v + 1)) {
                if (seen[v] || s.scope[v] == null || s.scope[v].compareTo(s.scope[a]) <= 0
                        || !steps.avStep().contains(a, v) || !d.hb.contains(a, v)
                        || !s.agent(v).sharesInstance(s.agent(a), s.scope[a])) {
                    continue;
                }
                if (s.scope[v].includes(needed) && d.hb.contains(v, y)) {
                    return true;
                }
                seen[v] = true;
                todo.add(v);
            }
        }
        return false;
    }

    /** A scope's short name ({@code wg}), empty for none. */
    private static String scopeName(Scope scope) {
        return scope == null ? "" : scope.shortName();
    }

    /**
     * The short name of the domain an availability or visibility operation at {@code scope} uses ("" for none): sg, wg,
     * qf, and for Device scope the shader domain, as the memory-domain graph names them: "device domain" is not to be
     * confused with Device scope (VK MM: Availability and Visibility Semantics, "Device scope uses the shader domain";
     * the session-86 audit: "P1 needs the dv domain" read as avdevice's device domain).
     */
    private static String domainName(Scope scope) {
        DomainKind kind = scope == null ? null : DomainKind.forScope(scope);
        return kind == null ? "" : kind.shortName();
    }

    /**
     * 1 for a scope whose availability operations make a write available to a domain, 0 for none or Invocation scope
     * (VK MM: Availability and Visibility: "Invocation perform no availability/visibility operations"; the
     * memory-model audit's CH2b was told "made available to the inv domain", which does not exist).
     */
    private static int scoped(Scope scope) {
        return scope == null || scope == Scope.INVOCATION ? 0 : 1;
    }

    /** The narrowest scope whose instance contains both agents. */
    private static Scope commonScope(Agent a, Agent b) {
        for (Scope sc : Scope.values()) {
            if (a.sharesInstance(b, sc)) {
                return sc;
            }
        }
        return Scope.DEVICE;
    }
}
