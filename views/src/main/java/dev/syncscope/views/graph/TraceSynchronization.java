package dev.syncscope.views.graph;

import dev.syncscope.core.exec.AgentRuntime;
import dev.syncscope.core.exec.Effect;
import dev.syncscope.core.exec.Event;
import dev.syncscope.core.exec.StepRecord;
import dev.syncscope.core.model.Agent;
import dev.syncscope.core.model.Launch;
import dev.syncscope.core.sync.ClassSets;
import dev.syncscope.core.sync.Clock;
import dev.syncscope.core.sync.Knowledge;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The synchronizes-with and inter-thread-happens-before edges between the steps of a stepper trace, read
 * from what each step did to the invocations' happens-before knowledge (the engine's vector clocks, one per
 * set of storage classes: {@link AgentRuntime#acquired()} before and after, in the step's
 * {@link Effect.AgentChange}s). When a step raises invocation B's knowledge of invocation A to A's event at
 * position {@code s} in program order, that event inter-thread-happens-before B's event at B's current
 * position (VK MM: Inter-Thread-Happens-Before): a happens-before edge. Of the events B learns at once, one
 * that another of them already knew is left out (the edges are transitively reduced, as the checker's
 * happens-before is drawn); what remains, between two invocations, is the release (or release barrier, or
 * control barrier) that the acquire synchronizes with (VK MM: Synchronizes-With). Knowledge from a host
 * thread comes by system-synchronizes-with, so those edges are happens-before only. A pure function.
 * Immutable.
 */
final class TraceSynchronization {

    /** At most this many edges of each kind: a barrier of many invocations would draw every pair of them. */
    static final int MAX_EDGES = 2_000;

    /** A step learning more events at once than this draws none of them (a wide barrier's release). */
    static final int MAX_LEARNT_AT_ONCE = 64;

    /** One edge: the earlier step's node and the later one's. */
    record Link(String from, String to) { }

    /** The reduced happens-before edges ({@code happensBefore}) and, among them, the synchronizes-with ones. */
    record Links(List<Link> happensBefore, List<Link> synchronizesWith) { }

    private TraceSynchronization() {
    }

    /** The edges between the steps of {@code trace} (both ends must be steps of it). */
    static Links of(Launch launch, List<StepRecord> trace) {
        Map<Long, String> nodeAt = new HashMap<>();
        Map<Long, Knowledge> knowledgeAt = new HashMap<>();
        List<Link> hb = new ArrayList<>();
        List<Link> sw = new ArrayList<>();
        for (StepRecord r : trace) {
            Event e = r.event();
            if (e.action() != null && e.kind() != Event.Kind.EXIT) {
                nodeAt.put(key(e.agent(), e.seq()), TraceGraphModel.stepId(r.index()));
            }
            for (Effect f : r.effects()) {
                if (!(f instanceof Effect.AgentChange c) || c.after() == null) {
                    continue;
                }
                AgentRuntime after = c.after();
                knowledgeAt.put(key(after.id(), after.seq()), after.acquired());
                if (c.before() == null || c.before().acquired() == after.acquired() || hb.size() >= MAX_EDGES) {
                    continue;
                }
                String to = nodeAt.get(key(after.id(), after.seq()));
                if (to == null) {
                    continue;
                }
                for (long source : reduced(learnt(launch, c.before().acquired(), after.acquired(), after.id(), nodeAt),
                        knowledgeAt)) {
                    Link link = new Link(nodeAt.get(source), to);
                    hb.add(link);
                    if (!launch.agents().get(agentOf(source)).host() && !launch.agents().get(after.id()).host()) {
                        sw.add(link);
                    }
                }
            }
        }
        return new Links(List.copyOf(hb), List.copyOf(sw));
    }

    /**
     * The events (as {@link #key}s) of other invocations, drawn in the trace, that {@code after} knows and
     * {@code before} did not, in any set of storage classes; each invocation's latest one.
     */
    private static List<Long> learnt(Launch launch, Knowledge before, Knowledge after, int holder,
                                     Map<Long, String> nodeAt) {
        Map<Integer, Integer> latest = new LinkedHashMap<>();
        for (int set = 0; set < ClassSets.COUNT; set++) {
            Clock was = before.get(set);
            Clock now = after.get(set);
            if (was == now || was.equals(now)) {
                continue;
            }
            for (Agent a : launch.agents()) {
                int seq = now.get(a.id());
                if (a.id() != holder && seq > was.get(a.id()) && seq > latest.getOrDefault(a.id(), 0)) {
                    latest.put(a.id(), seq);
                }
            }
        }
        List<Long> out = new ArrayList<>();
        latest.forEach((agent, seq) -> {
            if (nodeAt.containsKey(key(agent, seq))) {
                out.add(key(agent, seq));
            }
        });
        return out.size() > MAX_LEARNT_AT_ONCE ? List.of() : out;
    }

    /** {@code events} without those another of them already knew when it happened. */
    private static List<Long> reduced(List<Long> events, Map<Long, Knowledge> knowledgeAt) {
        List<Long> out = new ArrayList<>();
        for (long e : events) {
            boolean implied = false;
            for (long other : events) {
                Knowledge k = knowledgeAt.get(other);
                if (other != e && k != null && k.knowsAny(agentOf(e), seqOf(e))) {
                    implied = true;
                    break;
                }
            }
            if (!implied) {
                out.add(e);
            }
        }
        return out;
    }

    private static long key(int agent, int seq) {
        return ((long) agent << 32) | (seq & 0xffffffffL);
    }

    private static int agentOf(long key) {
        return (int) (key >>> 32);
    }

    private static int seqOf(long key) {
        return (int) key;
    }
}
