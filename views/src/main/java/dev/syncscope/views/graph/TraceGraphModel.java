package dev.syncscope.views.graph;

import dev.syncscope.core.check.RelationKind;
import dev.syncscope.core.exec.Event;
import dev.syncscope.core.exec.Race;
import dev.syncscope.core.exec.StepRecord;
import dev.syncscope.core.model.Launch;
import dev.syncscope.views.i18n.EngineText;
import dev.syncscope.views.i18n.Messages;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Turns the stepper's trace into the execution graph as far as the steps tell: events in lanes as in
 * {@link ExecutionGraphModel}, program order, reads-from (the write each read returned), synchronizes-with
 * and inter-thread-happens-before between invocations as the steps built it (the links the {@link TraceWindow}
 * carries, computed where it was made: this runs on the FX thread and only draws them), and the races found
 * (VK MM: Data Race). Node {@code s<i>} is step {@code i}, so each step adds nodes and edges and moves nothing; a lane
 * appears when its invocation first steps. A pure function. Immutable.
 */
public final class TraceGraphModel {

    /** Relations a trace offers. */
    public static final List<RelationKind> TRACE_KINDS = List.of(RelationKind.PO, RelationKind.RF, RelationKind.SW,
            RelationKind.HB, RelationKind.RACE);

    private TraceGraphModel() {
    }

    /** {@link #describe(Launch, TraceWindow, List, Set, Messages)} in English. */
    public static GraphDescription describe(Launch launch, TraceWindow window, List<Race> races,
                                            Set<RelationKind> shown) {
        return describe(launch, window, races, shown, ExecutionGraphModel.ENGLISH);
    }

    /**
     * The graph of the steps of {@code window} with the links it carries; {@code text} words the events and a host
     * thread's lane header.
     */
    public static GraphDescription describe(Launch launch, TraceWindow window, List<Race> races,
                                            Set<RelationKind> shown, Messages text) {
        List<StepRecord> trace = window.steps();
        List<GraphDescription.Node> nodes = new ArrayList<>();
        Set<Integer> lanes = new HashSet<>();
        List<GraphDescription.Edge> edges = new ArrayList<>();
        Set<Long> racy = new HashSet<>();
        for (Race r : races) {
            racy.add(r.first().step());
            racy.add(r.second().step());
        }
        Map<Integer, String> lastOfAgent = new HashMap<>();
        Map<String, String> writer = new HashMap<>();
        for (StepRecord r : trace) {
            Event e = r.event();
            if (e.action() == null || e.kind() == Event.Kind.EXIT) {
                continue;
            }
            String id = stepId(r.index());
            if (lanes.add(e.agent())) {
                nodes.add(ExecutionGraphModel.lane(launch, e.agent(), text));
            }
            String cls = "event," + kindClass(e) + (racy.contains(r.index()) ? ",racy" : "") + (e.stale() ? ",stale" : "");
            nodes.add(new GraphDescription.Node(id, EngineText.label(e, text), cls, ExecutionGraphModel.laneX(launch, e.agent()),
                    -(e.seq() + 1) * ExecutionGraphModel.ROW_GAP));
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
            window.links().synchronizesWith().forEach(l -> edges.add(ExecutionGraphModel.edge(RelationKind.SW, l.from(), l.to())));
        }
        if (shown.contains(RelationKind.HB)) {
            window.links().happensBefore().forEach(l -> edges.add(ExecutionGraphModel.edge(RelationKind.HB, l.from(), l.to())));
        }
        if (shown.contains(RelationKind.RACE)) {
            for (Race r : races) {
                edges.add(ExecutionGraphModel.edge(RelationKind.RACE, stepId(r.first().step()), stepId(r.second().step())));
            }
        }
        return new GraphDescription(ExecutionGraphModel.facingOut(nodes), edges);
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
