package dev.syncscope.core.check;

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
                out.add(new Race(d.s.ev(p[0]), d.s.ev(p[1]), explain(d, p[0], p[1])));
            }
        }
        return List.copyOf(out);
    }

    static String explain(Derivation d, int a, int b) {
        StaticFacts s = d.s;
        Event ea = s.ev(a);
        Event eb = s.ev(b);
        if (s.atomic.contains(a) && s.atomic.contains(b)) {
            if (!ea.reference().equals(eb.reference())) {
                return "atomics through different references (" + ea.reference().name() + ", "
                        + eb.reference().name() + ") are not mutually ordered";
            }
            return "atomics not in each other's scope instance (scope too narrow: " + scopeName(s, a) + " / "
                    + scopeName(s, b) + ")";
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
            return "no happens-before between " + ea.agentName() + " and " + eb.agentName()
                    + ": missing synchronization (release/acquire pair with matching storage-class semantics "
                    + "and scopes, a control barrier, or system-synchronizes-with)";
        }
        Event ex = s.ev(x);
        Event ey = s.ev(y);
        if (ex.isWrite() && (s.host.contains(x) || s.host.contains(y))) {
            return HostDomainLinks.missing(d, x, y);
        }
        if (s.priv.contains(x) || s.priv.contains(y)) {
            Event p = s.priv.contains(x) ? ex : ey;
            return "private access: " + p.label() + " is not NonPrivate, so only system-synchronizes-with "
                    + "orders it with another invocation";
        }
        if (!ex.isWrite()) {
            return "no location-ordered relation from the read to the write";
        }
        if (!ex.reference().equals(ey.reference())) {
            return "different references (" + ex.reference().name() + ", " + ey.reference().name()
                    + "): only availability/visibility through the device domain (avdevice/visdevice) orders them";
        }
        Relation rcPoInc = s.po.reflexive().intersect(s.avvisinc);
        EventSet avOps = s.av.union(s.semAv);
        EventSet ownAv = rcPoInc.successors(x).intersect(avOps);
        if (ownAv.count() == 0) {
            return "write not made available: no MakePointerAvailable / release with MakeAvailable covering "
                    + ex.label() + " (availability)";
        }
        Scope needed = commonScope(s.agent(x), s.agent(y));
        Scope widest = null;
        for (int e = ownAv.next(0); e >= 0; e = ownAv.next(e + 1)) {
            if (s.scope[e] != null && (widest == null || s.scope[e].compareTo(widest) > 0)) {
                widest = s.scope[e];
            }
        }
        if (widest == null || !widest.includes(needed)) {
            return "write only made available to the " + (widest == null ? "invocation" : widest.shortName())
                    + " domain; " + ey.agentName() + " needs the " + needed.shortName() + " domain"
                    + (s.chains ? "" : " (availability chains not supported)");
        }
        if (ey.isRead()) {
            EventSet visOps = s.vis.union(s.semVis);
            EventSet ownVis = rcPoInc.inverse().successors(y).intersect(visOps);
            if (ownVis.count() == 0) {
                return "read not made visible: no MakePointerVisible / acquire with MakeVisible covering "
                        + ey.label() + " (visibility)";
            }
            return "the availability operation does not happen-before a visibility operation of " + ey.agentName()
                    + " in a shared domain (missing happens-before between availability and visibility)";
        }
        return "the availability operation does not happen-before " + ey.label();
    }

    private static String scopeName(StaticFacts s, int e) {
        return s.scope[e] == null ? "none" : s.scope[e].shortName();
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
