package dev.syncscope.core.exec;

import dev.syncscope.core.explain.ReadExplanation;
import dev.syncscope.core.explain.UnseenWrite;
import dev.syncscope.core.memory.LocationState;
import dev.syncscope.core.memory.ReadRecord;
import dev.syncscope.core.memory.WriteRecord;
import dev.syncscope.core.model.Access;
import dev.syncscope.core.model.Action;
import dev.syncscope.core.model.InputError;
import dev.syncscope.core.model.Location;
import dev.syncscope.core.model.Reference;
import dev.syncscope.core.model.SourceSpan;

import java.util.ArrayList;
import java.util.List;

/**
 * Read-only questions about the current state for snapshots and explanations: what each agent
 * would read, to whom a write is visible, why a read was stale. Owned by the engine's thread.
 */
final class Inspector {

    private final Engine e;
    private final Links links;

    Inspector(Engine e) {
        this.e = e;
        this.links = new Links(e);
    }

    private Op probe(int agent, Reference ref, Location loc) {
        AgentRuntime rt = e.state.agents[agent];
        return new Op(agent, rt.seq() + 1, ref.name(), loc, ref.storageClass(), false, true, false, true, null,
                rt.acquired().get(ref.storageClass()), -1, rt.vis());
    }

    ReadPreview preview(int agent, Reference ref, int index) {
        Location loc = ref.location(index);
        LocationState ls = e.state.locations.get(loc);
        if (ls == null) {
            ls = e.executor().locationState(new Tx(e.state), ref, loc);
        }
        Op y = probe(agent, ref, loc);
        WriteRecord w = e.executor().defaultRead(ls, y);
        boolean stale = false;
        for (WriteRecord n : ls.live()) {
            if (n.id() > w.id() && !e.ordering.visible(n, y, false)) {
                stale = true;
                break;
            }
        }
        return new ReadPreview(agent, ref.name(), w.id(), w.value(), stale, w.undefined());
    }

    List<AgentReference> visibleTo(Location loc, int writeId) {
        LocationState ls = e.state.locations.get(loc);
        WriteRecord w = ls == null ? null : ls.write(writeId);
        if (w == null) {
            throw new InputError(SourceSpan.UNKNOWN, "no write W" + writeId + " at " + loc);
        }
        List<AgentReference> out = new ArrayList<>();
        for (Reference r : e.launch.references()) {
            if (!r.allocation().equals(loc.allocation()) || loc.index() >= r.length()) {
                continue;
            }
            for (int a = 0; a < e.agentInfo.length; a++) {
                if (e.ordering.visible(w, probe(a, r, loc), false)) {
                    out.add(new AgentReference(a, r.name()));
                }
            }
        }
        return out;
    }

    /** Explains the read made at trace index {@code step}, from the state right after it. */
    ReadExplanation explain(int step) {
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
                rr.atomic(), rr.nonPrivate(), rr.scope(), rr.clock(), ownVis, rt.vis());
        List<UnseenWrite> unseen = new ArrayList<>();
        for (int id : rr.newerUnseen()) {
            WriteRecord w = ls.write(id);
            Links.Found f = links.forWrite(w, y, false);
            unseen.add(new UnseenWrite(id, w.agent(), name(w.agent()), w.value(), w.source(), f.link(), f.detail()));
        }
        WriteRecord from = ls.write(rr.readFrom());
        return new ReadExplanation(step, ev.agent(), name(ev.agent()), rr.reference().name(), rr.location(),
                rr.source(), rr.value(), rr.readFrom(), from == null || from.initial(),
                from == null ? "host" : name(from.agent()), from == null ? SourceSpan.UNKNOWN : from.source(), unseen);
    }

    private String name(int agent) {
        return agent < 0 ? "host" : e.agentInfo[agent].name();
    }
}
