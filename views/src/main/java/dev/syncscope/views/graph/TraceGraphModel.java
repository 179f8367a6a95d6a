package dev.syncscope.views.graph;

import dev.syncscope.core.check.RelationKind;
import dev.syncscope.core.exec.Event;
import dev.syncscope.core.exec.Race;
import dev.syncscope.core.exec.StepRecord;
import dev.syncscope.core.model.Launch;
import dev.syncscope.views.i18n.EngineText;
import dev.syncscope.views.i18n.Messages;

import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Turns the stepper's trace into the execution graph as far as the steps tell: events in lanes as in
 * {@link ExecutionGraphModel}, program order, reads-from (the write each read returned), synchronizes-with
 * and inter-thread-happens-before between invocations as the steps built it (the links the {@link TraceWindow}
 * carries, computed where it was made: this runs on the FX thread and only draws them), and the races found
 * (VK MM: Data Race). Node {@code s<i>} is step {@code i}, so each step adds nodes and edges and moves nothing while the
 * earliest event drawn and the lanes drawn stay (rows count from it); a lane appears when its invocation first steps;
 * at most {@link #MAX_LANES} lanes are drawn ({@link #lanes}), side by side in invocation order ({@link #columns}). A
 * pure function.
 * Immutable.
 */
public final class TraceGraphModel {

    /** Relations a trace offers. */
    public static final List<RelationKind> TRACE_KINDS = List.of(RelationKind.PO, RelationKind.RF, RelationKind.SW,
            RelationKind.HB, RelationKind.RACE);

    private TraceGraphModel() {
    }

    /**
     * At most this many invocations get a lane: a launch of hundreds of invocations steps hundreds of them in the
     * window's few hundred steps (round-robin at step 3,000 of {@code reduction-1024.comp}: 300 lanes of one event each),
     * and their lanes, fitted into the pane, ran together into one unreadable line.
     */
    public static final int MAX_LANES = 8;

    /** {@link #describe(Launch, TraceWindow, List, Set, Messages)} in English. */
    public static GraphDescription describe(Launch launch, TraceWindow window, List<Race> races,
                                            Set<RelationKind> shown) {
        return describe(launch, window, races, shown, ExecutionGraphModel.ENGLISH);
    }

    /** {@link #describe(Launch, TraceWindow, List, Set, Messages, Collection, int)} with no invocation asked for. */
    public static GraphDescription describe(Launch launch, TraceWindow window, List<Race> races,
                                            Set<RelationKind> shown, Messages text) {
        return describe(launch, window, races, shown, text, List.of(), MAX_LANES);
    }

    /**
     * The graph of the steps of {@code window} with the links it carries, in at most {@code maxLanes} lanes of
     * {@link #lanes} ({@code wanted} first); {@code text} words the events and a host thread's lane header.
     */
    public static GraphDescription describe(Launch launch, TraceWindow window, List<Race> races,
                                            Set<RelationKind> shown, Messages text, Collection<Integer> wanted,
                                            int maxLanes) {
        List<StepRecord> trace = window.steps();
        Set<Integer> drawn = lanes(window, wanted, maxLanes);
        Map<Integer, Double> laneX = columns(drawn);
        List<GraphDescription.Node> nodes = new ArrayList<>();
        Set<Integer> lanes = new HashSet<>();
        Set<String> ids = new HashSet<>();
        List<GraphDescription.Edge> edges = new ArrayList<>();
        Set<Long> racy = new HashSet<>();
        for (Race r : races) {
            racy.add(r.first().step());
            racy.add(r.second().step());
        }
        // rows count from the earliest event drawn, so the lane headers sit just above it: after thousands of steps an
        // invocation's events drawn are its latest (program-order position 20, say), and counting from its first left
        // 20 empty rows between header and events (in presentation mode the header went out of view)
        int firstSeq = Integer.MAX_VALUE;
        for (StepRecord r : trace) {
            if (drawable(r.event()) && drawn.contains(r.event().agent())) {
                firstSeq = Math.min(firstSeq, r.event().seq());
            }
        }
        // an invocation's first event is at position 1, drawn one row below the header, as the earliest drawn is here
        int rowsLeftOut = firstSeq == Integer.MAX_VALUE ? 0 : Math.max(0, firstSeq - 1);
        Map<Integer, String> lastOfAgent = new HashMap<>();
        Map<String, String> writer = new HashMap<>();
        for (StepRecord r : trace) {
            Event e = r.event();
            if (e.action() == null || e.kind() == Event.Kind.EXIT || !drawn.contains(e.agent())) {
                continue;
            }
            String id = stepId(r.index());
            ids.add(id);
            if (lanes.add(e.agent())) {
                nodes.add(ExecutionGraphModel.lane(launch, e.agent(), text, laneX.get(e.agent())));
            }
            String cls = "event," + kindClass(e) + (racy.contains(r.index()) ? ",racy" : "") + (e.stale() ? ",stale" : "");
            nodes.add(new GraphDescription.Node(id, EngineText.label(e, text), cls, laneX.get(e.agent()),
                    -(e.seq() - rowsLeftOut) * ExecutionGraphModel.ROW_GAP, EngineText.shortLabel(e, text)));
            String previous = lastOfAgent.put(e.agent(), id);
            if (previous != null && shown.contains(RelationKind.PO)) {
                edges.add(ExecutionGraphModel.edge(RelationKind.PO, previous, id));
            }
            boolean reads = e.kind() == Event.Kind.LOAD || e.kind() == Event.Kind.RMW;
            if (reads && e.readFrom() >= 0 && shown.contains(RelationKind.RF)) {
                String w = writer.get(e.location() + "#" + e.readFrom());
                if (w != null) {
                    edges.add(ExecutionGraphModel.edge(RelationKind.RF, w, id));
                }
            }
            if (e.writeId() >= 0) {
                writer.put(e.location() + "#" + e.writeId(), id);
            }
        }
        if (shown.contains(RelationKind.SW)) {
            addLinks(edges, RelationKind.SW, window.links().synchronizesWith(), ids);
        }
        if (shown.contains(RelationKind.HB)) {
            addLinks(edges, RelationKind.HB, window.links().happensBefore(), ids);
        }
        if (shown.contains(RelationKind.RACE)) {
            for (Race r : races) {
                String first = stepId(r.first().step());
                String second = stepId(r.second().step());
                if (ids.contains(first) && ids.contains(second)) {
                    edges.add(ExecutionGraphModel.edge(RelationKind.RACE, first, second));
                }
            }
        }
        return new GraphDescription(ExecutionGraphModel.facingOut(nodes), edges);
    }

    /**
     * Each lane's x: the lanes drawn side by side in the order of their invocations, {@link
     * ExecutionGraphModel#LANE_GAP} apart. Placed by invocation number, lanes T6, T7 and T31 of 32 put T6 and T7 a
     * thirtieth of the pane apart, their labels over each other, and left the pane's width between T7 and T31.
     */
    static Map<Integer, Double> columns(Set<Integer> drawn) {
        Map<Integer, Double> out = new HashMap<>();
        int column = 0;
        for (int agent : new java.util.TreeSet<>(drawn)) {
            out.put(agent, column++ * ExecutionGraphModel.LANE_GAP);
        }
        return out;
    }

    /**
     * The invocations whose lanes are drawn: of those with a step in {@code window}, the ones in {@code wanted} (a
     * problem's or an explained read's invocations) in their order, then the most recently stepped, up to
     * {@code maxLanes}. Iteration order: chosen first.
     */
    public static Set<Integer> lanes(TraceWindow window, Collection<Integer> wanted, int maxLanes) {
        return lanes(window.steps(), wanted, maxLanes);
    }

    /** {@link #lanes(TraceWindow, Collection, int)} of {@code steps}. */
    public static Set<Integer> lanes(List<StepRecord> steps, Collection<Integer> wanted, int maxLanes) {
        Set<Integer> stepped = stepped(steps);
        Set<Integer> out = new LinkedHashSet<>();
        for (int agent : wanted) {
            if (out.size() < maxLanes && stepped.contains(agent)) {
                out.add(agent);
            }
        }
        for (int i = steps.size() - 1; i >= 0 && out.size() < maxLanes; i--) {
            if (drawable(steps.get(i).event())) {
                out.add(steps.get(i).event().agent());
            }
        }
        return out;
    }

    /** The invocations with an event drawn in {@code window} (every one that may get a lane). */
    public static Set<Integer> stepped(TraceWindow window) {
        return stepped(window.steps());
    }

    private static Set<Integer> stepped(List<StepRecord> steps) {
        Set<Integer> out = new HashSet<>();
        for (StepRecord r : steps) {
            if (drawable(r.event())) {
                out.add(r.event().agent());
            }
        }
        return out;
    }

    private static boolean drawable(Event e) {
        return e.action() != null && e.kind() != Event.Kind.EXIT;
    }

    private static void addLinks(List<GraphDescription.Edge> edges, RelationKind kind,
                                 List<TraceSynchronization.Link> links, Set<String> ids) {
        for (TraceSynchronization.Link l : links) {
            if (ids.contains(l.from()) && ids.contains(l.to())) {
                edges.add(ExecutionGraphModel.edge(kind, l.from(), l.to()));
            }
        }
    }

    /** Node id of trace step {@code index}. */
    public static String stepId(long index) {
        return "s" + index;
    }

    private static String kindClass(Event e) {
        return switch (e.kind()) {
            case LOAD -> "read";
            case STORE -> "write";
            case RMW -> "rmw";
            default -> "barrier";
        };
    }
}
