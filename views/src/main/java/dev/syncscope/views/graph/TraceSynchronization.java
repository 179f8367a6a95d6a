package dev.syncscope.views.graph;

import dev.syncscope.core.exec.AgentRuntime;
import dev.syncscope.core.exec.Effect;
import dev.syncscope.core.exec.Event;
import dev.syncscope.core.exec.StepRecord;
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
 * control barrier) that the acquire synchronizes with (VK MM: Synchronizes-With). An invocation started by
 * system-synchronizes-with learns its predecessors before its first event: happens-before only, from their last events
 * to its first; so are edges from or to a host thread. A barrier's partners each synchronize with each other: an
 * arrival's knowledge is what it knew when it arrived. A pure function, called where the steps are read, off the FX
 * thread: the simulation thread builds a {@link TraceWindow} with these links for each frame the execution graph shows
 * (7 ms for the last 300 steps of {@code reduction-1024.comp} at step 5,000). Immutable.
 */
public final class TraceSynchronization {

    /** At most this many edges of each kind: a barrier of many invocations would draw every pair of them. */
    static final int MAX_EDGES = 2_000;

    /**
     * A step learning more events at once than this (a wide barrier's release) draws only those between the lanes in
     * focus, or none without a focus.
     */
    static final int MAX_LEARNT_AT_ONCE = 64;

    /** One edge: the earlier step's node and the later one's. Immutable. */
    public record Link(String from, String to) { }

    /** The reduced happens-before edges ({@code happensBefore}) and, among them, the synchronizes-with ones. Immutable. */
    public record Links(List<Link> happensBefore, List<Link> synchronizesWith) {
        public Links {
            happensBefore = List.copyOf(happensBefore);
            synchronizesWith = List.copyOf(synchronizesWith);
        }
    }

    private TraceSynchronization() {
    }

    /** The edges between the steps of {@code trace} (both ends must be steps of it). */
    public static Links of(Launch launch, List<StepRecord> trace) {
        return of(launch, trace, null);
    }

    /**
     * {@link #of(Launch, List)}, with a wide barrier's release drawn between the invocations of {@code focus} (the lanes
     * the graph will draw, {@link TraceGraphModel#lanes}): a step learning more than {@link #MAX_LEARNT_AT_ONCE} events
     * at once draws, for a learner in {@code focus}, the events of {@code focus} it learnt, and nothing for the others;
     * without a focus (null) it draws none.
     */
    public static Links of(Launch launch, List<StepRecord> trace, java.util.Set<Integer> focus) {
        Map<Long, String> nodeAt = new HashMap<>();
        Map<Long, Knowledge> knowledgeAt = new HashMap<>();
        // an invocation started by system-synchronizes-with learns its predecessors before its first event has a node
        Map<Integer, List<Long>> beforeFirstEvent = new HashMap<>();
        List<Link> hb = new ArrayList<>();
        List<Link> sw = new ArrayList<>();
        for (StepRecord r : trace) {
            Event e = r.event();
            if (e.action() != null && e.kind() != Event.Kind.EXIT) {
                String node = TraceGraphModel.stepId(r.index());
                nodeAt.put(key(e.agent(), e.seq()), node);
                List<Long> started = beforeFirstEvent.remove(e.agent());
                for (long source : started == null ? List.<Long>of() : started) {
                    // VK MM: System-Synchronizes-With: happens-before, no synchronizes-with
                    if (hb.size() < MAX_EDGES) {
                        hb.add(new Link(nodeAt.get(source), node));
                    }
                }
            }
            List<Effect.AgentChange> changes = agentChanges(r);
            knowledgeAtEvents(e, changes, knowledgeAt);
            for (Effect.AgentChange c : changes) {
                if (c.before() == null || c.before().acquired() == c.after().acquired() || hb.size() >= MAX_EDGES) {
                    continue;
                }
                AgentRuntime after = c.after();
                List<Long> learnt = reduced(learnt(c.before().acquired(), after.acquired(), after.id(), nodeAt, focus),
                        knowledgeAt);
                String to = nodeAt.get(key(after.id(), after.seq()));
                if (to == null) {
                    if (after.seq() == 0 && !learnt.isEmpty()) {
                        beforeFirstEvent.computeIfAbsent(after.id(), k -> new ArrayList<>()).addAll(learnt);
                    }
                    continue;
                }
                for (long source : learnt) {
                    Link link = new Link(nodeAt.get(source), to);
                    hb.add(link);
                    if (!launch.agents().get(agentOf(source)).host() && !launch.agents().get(after.id()).host()) {
                        sw.add(link);
                    }
                }
            }
        }
        return new Links(hb, sw);
    }

    /**
     * The changes to invocations that step {@code r} made, but for an invocation's removal (read once: a barrier's
     * release expands its waiters' changes as they are read).
     */
    private static List<Effect.AgentChange> agentChanges(StepRecord r) {
        List<Effect.AgentChange> out = new ArrayList<>();
        for (Effect f : r.effects()) {
            if (f instanceof Effect.AgentChange c && c.after() != null) {
                out.add(c);
            }
        }
        return out;
    }

    /**
     * Records what each event executed in the step of {@code e} (whose changes to invocations are {@code changes})
     * knew when it ran, before the step's edges are drawn: a control barrier's arrival releases what its invocation
     * knew before it (the release of the other waiters in the same step comes after it), every other event what its
     * invocation knew after it (an acquire's own knowledge included). An invocation released from a barrier in
     * another's step keeps the knowledge of its own arrival.
     */
    private static void knowledgeAtEvents(Event e, List<Effect.AgentChange> changes, Map<Long, Knowledge> knowledgeAt) {
        for (Effect.AgentChange c : changes) {
            AgentRuntime after = c.after();
            if (c.before() != null && c.before().seq() == after.seq()) {
                continue;
            }
            boolean arrival = e.kind() == Event.Kind.CONTROL_BARRIER && e.agent() == after.id() && c.before() != null;
            knowledgeAt.put(key(after.id(), after.seq()), arrival ? c.before().acquired() : after.acquired());
        }
    }

    /**
     * The events (as {@link #key}s) of other invocations, drawn in the trace, that {@code after} knows and
     * {@code before} did not, in any set of storage classes; each invocation's latest one. Walks the clocks' non-zero
     * entries only (a launch of a million invocations has few in one clock).
     */
    private static List<Long> learnt(Knowledge before, Knowledge after, int holder, Map<Long, String> nodeAt,
                                     java.util.Set<Integer> focus) {
        boolean focused = focus != null && focus.contains(holder);
        Map<Integer, Integer> latest = new LinkedHashMap<>();
        for (int set = 0; set < ClassSets.COUNT; set++) {
            Clock was = before.get(set);
            Clock now = after.get(set);
            if (was == now || was.equals(now)) {
                continue;
            }
            for (int i = 0; i < now.size(); i++) {
                int agent = now.agentAt(i);
                int seq = now.seqAt(i);
                if (agent != holder && seq > was.get(agent) && seq > latest.getOrDefault(agent, 0)
                        && nodeAt.containsKey(key(agent, seq))) {
                    latest.put(agent, seq);
                    if (latest.size() > MAX_LEARNT_AT_ONCE && !focused) {
                        // a wide barrier's release: none of them is drawn, so stop reading
                        return List.of();
                    }
                }
            }
        }
        List<Long> out = new ArrayList<>();
        boolean wide = latest.size() > MAX_LEARNT_AT_ONCE;
        latest.forEach((agent, seq) -> {
            if (!wide || focus.contains(agent)) {
                out.add(key(agent, seq));
            }
        });
        return out;
    }

    /** {@code events} (distinct) without those another of them already knew when it happened. */
    private static List<Long> reduced(List<Long> events, Map<Long, Knowledge> knowledgeAt) {
        if (events.size() < 2) {
            return events;
        }
        Knowledge[] known = new Knowledge[events.size()];
        for (int i = 0; i < known.length; i++) {
            known[i] = knowledgeAt.get(events.get(i));
        }
        List<Long> out = new ArrayList<>();
        for (int i = 0; i < known.length; i++) {
            long e = events.get(i);
            boolean implied = false;
            for (int j = 0; j < known.length && !implied; j++) {
                implied = j != i && known[j] != null && known[j].knowsAny(agentOf(e), seqOf(e));
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
