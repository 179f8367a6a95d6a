package dev.syncscope.core.exec;

import dev.syncscope.core.explain.MissingLink;
import dev.syncscope.core.explain.UnseenWrite;
import dev.syncscope.core.memory.AvailabilityFact;
import dev.syncscope.core.memory.DomainKind;
import dev.syncscope.core.memory.WriteRecord;
import dev.syncscope.core.model.Agent;
import dev.syncscope.core.model.StorageClass;
import dev.syncscope.core.sync.VisMark;
import dev.syncscope.core.sync.VisMarks;

import java.util.List;

/**
 * The links of {@link Links} that a visibility operation too narrow for where a write is available, or a device
 * without availability/visibility chains, leaves out (VK MM: Availability and Visibility; Location-Ordered: without
 * vulkanMemoryModelAvailabilityVisibilityChains each chain has a single element). Owned by the engine's thread.
 */
final class ChainLinks {

    private final Engine e;

    ChainLinks(Engine e) {
        this.e = e;
    }

    /**
     * The reader {@code reader}'s access {@code y} made {@code c} visible with an acquire's MakeVisible, but from a
     * domain narrower than any of {@code reachable}, where {@code w} is available (VK MM: Availability and Visibility,
     * "VIS ... for which (W,L) is available in any domain in the source scope"): that link, naming the acquire's line
     * and, without chains, the visibility chain that would have carried the write on; as the checker says
     * (check/RaceExplainer: NARROW_VISIBILITY). Null when the reader made no such visibility operation.
     */
    Links.Found narrowVisibility(WriteRecord w, Op y, StorageClass c, Agent reader, List<AvailabilityFact> reachable) {
        int narrow = narrowLevel(y, c, w);
        if (narrow < 0) {
            return null;
        }
        boolean chain = visibilityChainWouldHelp(w, y, c, narrow, reachable);
        int line = sourceLine(y.agent(), y.vis().semantic(c, narrow).seq());
        String domain = DomainKind.ALL.get(narrow).shortName();
        return new Links.Found(MissingLink.NOT_MADE_VISIBLE, reader.name() + "'s acquire with MakeVisible"
                + (line > 0 ? " (line " + line + ")" : "") + " sources only its " + domain + " domain, but the write is "
                + "available in the " + Links.widest(e, reachable) + " domain" + (chain ? "; an earlier visibility "
                + "operation from that domain by an invocation of " + reader.name() + "'s " + domain + " would carry it "
                + "on as a visibility chain, but the device does not support availability/visibility chains (launch "
                + "option)" : ""), chain ? UnseenWrite.Case.NARROW_VISIBILITY_CHAINS_OFF
                : UnseenWrite.Case.NARROW_VISIBILITY);
    }

    /**
     * The widest source domain level of a visibility operation of the reader's semantics (an acquire, or a barrier,
     * with MakeVisible covering {@code c}) made after it learnt of {@code w}, or -1: the reader made the class visible,
     * only from a domain too narrow for where {@code w} is available (VK MM: Availability and Visibility).
     */
    private static int narrowLevel(Op y, StorageClass c, WriteRecord w) {
        if (c == null) {
            return -1;
        }
        for (int level = VisMarks.LEVELS - 1; level >= 0; level--) {
            VisMark m = y.vis().semantic(c, level);
            if (m != null && Links.knows(m.clock(), w)) {
                return level;
            }
        }
        return -1;
    }

    /**
     * The source line of {@code agent}'s step at program position {@code seq} in the applied steps, or 0: a binary
     * search of its own steps ({@link AgentSteps}; their positions in program order grow with the trace), not a walk
     * of the trace, which each race of a long run would repeat.
     */
    private int sourceLine(int agent, int seq) {
        AgentSteps steps = e.agentSteps();
        int lo = 0;
        int hi = steps.count(agent);
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (e.traceLog().event(steps.at(agent, mid)).seq() <= seq) {
                lo = mid + 1;
            } else {
                hi = mid;
            }
        }
        if (lo == 0) {
            return 0;
        }
        Event ev = e.traceLog().event(steps.at(agent, lo - 1));
        return ev.seq() == seq && ev.source() != null ? ev.source().line() : 0;
    }

    /**
     * Without chains: a visibility operation of another agent in the reader's instance of level {@code narrow}, from a
     * domain where {@code w} is available, which knows {@code w} and which the reader's own visibility operation at
     * {@code narrow} knows (happens-after): with chains the two would make one visibility chain (VK MM: Availability and
     * Visibility, "element N of the chain is performed in the dual scope instance of the source memory domain of element
     * N+1 and element N happens-before element N+1"; Location-Ordered: a single element without chains).
     */
    private boolean visibilityChainWouldHelp(WriteRecord w, Op y, StorageClass c, int narrow,
                                             List<AvailabilityFact> reachable) {
        if (e.launch.availabilityVisibilityChains()) {
            return false;
        }
        VisMark own = y.vis().semantic(c, narrow);
        Agent reader = e.agentInfo[y.agent()];
        for (AgentRuntime k : e.state.agents) {
            if (k.id() == y.agent() || e.agentInfo[k.id()].host() || !dev.syncscope.core.memory.DomainInstance
                    .of(DomainKind.ALL.get(narrow), e.agentInfo[k.id()]).contains(reader)) {
                continue;
            }
            for (AvailabilityFact f : reachable) {
                int level = f.domain().kind().ordinal();
                VisMark m = level < VisMarks.LEVELS ? k.vis().semantic(c, level) : null;
                if (m != null && Links.knows(m.clock(), w) && own.clock() != null && own.clock().get(k.id()) >= m.seq()) {
                    return true;
                }
            }
        }
        return false;
    }

    /**
     * Without chains: an availability operation by another agent of a domain the write reached,
     * which the write's availability happens-before and which reaches a domain of the reader, would
     * have carried the write on (VK MM: availability chain).
     */
    Links.Found availabilityChainWouldHelp(WriteRecord w, StorageClass c, Agent reader) {
        if (e.launch.availabilityVisibilityChains() || c == null) {
            return null;
        }
        for (AvailabilityFact f : w.facts()) {
            if (!f.domain().kind().isShaderDomain()) {
                continue;
            }
            // newest first, the operations of the applied steps (and of the step under way)
            for (int i = e.availabilityLog.countBefore(e.availabilityLimit()) - 1; i >= 0; i--) {
                Globals.AvailabilityOp x = e.availabilityLog.get(i);
                Agent b = e.agentInfo[x.agent()];
                boolean covers = x.semantics() != null ? x.semantics().covers(c)
                        : x.location().equals(w.location()) && x.reference().equals(w.reference().name());
                if (x.agent() != w.agent() && x.level() > f.domain().kind().ordinal() && f.domain().contains(b)
                        && covers && Ordering.hb(f.agent(), f.seq(), f.classMask(), x.agent(), x.seq(), x.classMask(),
                        x.knowledge())
                        && dev.syncscope.core.memory.DomainInstance.of(DomainKind.ALL.get(x.level()), b)
                        .contains(reader)) {
                    return new Links.Found(MissingLink.CHAINS_OFF, "the write reached " + f.domain() + "; " + b.name()
                            + "'s later availability operation to its " + DomainKind.ALL.get(x.level()).shortName()
                            + " domain would carry it on as an availability chain, but the device does not support "
                            + "availability/visibility chains (launch option)");
                }
            }
        }
        return null;
    }
}
