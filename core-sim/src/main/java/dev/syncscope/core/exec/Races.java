package dev.syncscope.core.exec;

import dev.syncscope.core.memory.LocationState;
import dev.syncscope.core.memory.ReadRecord;
import dev.syncscope.core.memory.WriteRecord;
import dev.syncscope.core.model.SourceSpan;

import java.util.List;

/**
 * Data-race detection at each access (VK MM: Data Race): the new access against every earlier
 * access to the location. Owned by the engine's thread.
 */
final class Races {

    private final Engine e;
    private final Links links;

    Races(Engine e) {
        this.e = e;
        this.links = new Links(e);
    }

    /** Checks access {@code y} against the earlier accesses of {@code ls}; returns how many races were new. */
    int check(Tx tx, LocationState ls, Op y, SourceSpan src) {
        int n = 0;
        for (WriteRecord w : ls.live()) {
            n += checkWrite(tx, w, y, src);
        }
        for (WriteRecord w : ls.retired()) {
            n += checkWrite(tx, w, y, src);
        }
        if (y.write()) {
            for (ReadRecord r : ls.reads()) {
                if (r.id() == e.position() && r.agent() == y.agent()) {
                    continue;
                }
                if (r.atomic() && y.atomic() && e.ordering.mutuallyOrdered(r, y)) {
                    continue;
                }
                if (!e.ordering.locationOrdered(r, y)) {
                    Links.Found f = links.forRead(r, y);
                    n += report(tx, site(r.agent(), false, r.atomic(), r.nonPrivate(), r.reference().name(), r.id(),
                            r.source(), ls), site(y, src, ls), f);
                }
            }
        }
        return n;
    }

    private int checkWrite(Tx tx, WriteRecord w, Op y, SourceSpan src) {
        if (w.agent() == y.agent() && w.reference().name().equals(y.reference())) {
            return 0;
        }
        if (w.atomic() && y.atomic() && e.ordering.mutuallyOrdered(w, y)) {
            return 0;
        }
        if (e.ordering.locationOrdered(w, y)) {
            return 0;
        }
        Links.Found f = links.forWrite(w, y, true);
        LocationState ls = e.state.locations.get(w.location());
        return report(tx, site(w.agent(), true, w.atomic(), w.nonPrivate(), w.reference().name(), w.step(),
                w.source(), ls), site(y, src, ls), f);
    }

    private AccessSite site(int agent, boolean write, boolean atomic, boolean nonPriv, String ref, long step,
                            SourceSpan src, LocationState ls) {
        return new AccessSite(agent, e.agentInfo[agent].name(), write, atomic, nonPriv, ref,
                ls == null ? null : ls.location(), step, src);
    }

    private AccessSite site(Op y, SourceSpan src, LocationState ls) {
        return new AccessSite(y.agent(), e.agentInfo[y.agent()].name(), y.write(), y.atomic(), y.nonPrivate(),
                y.reference(), y.location(), e.position(), src);
    }

    private int report(Tx tx, AccessSite first, AccessSite second, Links.Found f) {
        Globals g = tx.globals();
        for (Race r : g.races()) {
            if (r.first().agent() == first.agent() && r.second().agent() == second.agent()
                    && r.first().source().equals(first.source()) && r.second().source().equals(second.source())
                    && r.first().write() == first.write() && r.second().write() == second.write()) {
                return 0;
            }
        }
        Race race = new Race(first, second, f.link(), f.detail());
        String msg = "data race on " + second.location() + ": " + (first.write() ? "write" : "read") + " by "
                + first.agentName() + " (" + first.source() + ") and " + (second.write() ? "write" : "read") + " by "
                + second.agentName() + " (" + second.source() + "): " + f.link().words();
        tx.put(g.withRace(race, new Diagnostic(Diagnostic.Kind.DATA_RACE, msg,
                List.of(first.agent(), second.agent()), second.source(), e.position())));
        return 1;
    }
}
