package dev.syncscope.core.check;

/**
 * The first missing link of a race between a write X and a later access Y where a host agent takes part:
 * such accesses are location-ordered only through the appendix's last Location-Ordered bullet,
 * X -> AV(D_X) -> DOM(D_X,D_Y) -> (VIS(D_Y) ->) Y with D_X, D_Y the host or the device domain (VK MM:
 * Location-Ordered; Availability, Visibility, and Domain Operations). Stateless.
 */
final class HostDomainLinks {

    private HostDomainLinks() {
    }

    /** Why write {@code x}, which happens-before {@code y}, is not location-ordered before it. */
    static RaceLink missing(Derivation d, int x, int y) {
        StaticFacts s = d.s;
        Event ex = s.ev(x);
        Event ey = s.ev(y);
        boolean hostX = s.host.contains(x);
        boolean hostY = s.host.contains(y);
        Relation hbInc = d.hb.intersect(s.avvisinc);
        String av = hostX ? "flush" : "avdevice";
        EventSet avs = hbInc.successors(x).intersect(hostX ? s.avHost : s.avDevice);
        if (avs.count() == 0) {
            return RaceLink.of(LinkSentence.HOST_NOT_AVAILABLE, domain(hostX), av, ex);
        }
        EventSet reached = avs;
        String last = av;
        if (hostX != hostY) {
            String dom = hostX ? "dom.h2d" : "dom.d2h";
            reached = after(d, avs).intersect(hostX ? s.hostToDevice : s.deviceToHost);
            if (reached.count() == 0) {
                return RaceLink.of(LinkSentence.HOST_NO_DOMAIN_OPERATION, domain(hostX), ey.agentName(),
                        domain(hostY), dom, av);
            }
            last = dom;
        }
        if (!ey.isRead()) {
            return RaceLink.of(LinkSentence.HOST_NOT_BEFORE, last, ey);
        }
        String vis = hostY ? "invalidate" : "visdevice";
        EventSet visBefore = hbInc.inverse().successors(y).intersect(hostY ? s.visHost : s.visDevice);
        if (visBefore.count() == 0) {
            return RaceLink.of(LinkSentence.HOST_NOT_VISIBLE, vis, domain(hostY), ey);
        }
        return RaceLink.of(LinkSentence.HOST_VISIBILITY_TOO_EARLY, last, vis, ey);
    }

    /** The events some member of {@code from} happens-before. */
    private static EventSet after(Derivation d, EventSet from) {
        EventSet out = EventSet.of(from.size(), e -> false);
        for (int e = from.next(0); e >= 0; e = from.next(e + 1)) {
            out = out.union(d.hb.successors(e));
        }
        return out;
    }

    /** A domain as {@link LinkSentence}'s arguments give it: 1 the host, 0 the device domain. */
    private static int domain(boolean host) {
        return host ? 1 : 0;
    }
}
