package dev.syncscope.views.graph;

import dev.syncscope.core.check.Event;
import dev.syncscope.core.check.Execution;
import dev.syncscope.core.check.Race;
import dev.syncscope.core.check.Relation;
import dev.syncscope.core.check.RelationKind;
import dev.syncscope.core.model.Agent;
import dev.syncscope.core.model.Launch;
import dev.syncscope.views.i18n.EngineText;
import dev.syncscope.views.i18n.Messages;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * Turns an execution into the execution graph: one lane per invocation (x = lane, a header node on
 * top), its events below in program order (y = −order), and edges of the chosen relations (VK MM:
 * program-order, reads-from, scoped modification order, from-reads, synchronizes-with,
 * happens-before, location-ordered, data race). Orders that are transitive are drawn transitively
 * reduced; races once per pair; the pairs of an event with itself (release sequences) are left out. Positions depend only on (invocation, program order), so a graph
 * that grows keeps its nodes still. A pure function. Immutable.
 */
public final class ExecutionGraphModel {

    /** Horizontal distance between lanes, vertical between events, in graph units. */
    static final double LANE_GAP = 3.0;
    static final double ROW_GAP = 1.0;
    /** How the id of a lane's header node starts, the invocation's number after it ({@link #lane}). */
    static final String LANE_ID = "lane:";

    /** Relations a checker execution offers, in menu order. */
    public static final List<RelationKind> EXECUTION_KINDS = List.of(RelationKind.PO, RelationKind.RF,
            RelationKind.SW, RelationKind.HB, RelationKind.LOCORD, RelationKind.FR, RelationKind.MO, RelationKind.RACE,
            RelationKind.RS, RelationKind.SSW);

    /** Relations shown at first. */
    public static final Set<RelationKind> DEFAULT_SHOWN =
            EnumSet.of(RelationKind.PO, RelationKind.RF, RelationKind.SW, RelationKind.RACE);

    private static final Set<RelationKind> REDUCED =
            EnumSet.of(RelationKind.PO, RelationKind.HB, RelationKind.LOCORD, RelationKind.MO);

    static final Messages ENGLISH = Messages.forLocale(Locale.ENGLISH);

    private ExecutionGraphModel() {
    }

    /** The graph of a checker execution in English, every relation available; a host thread's lane says "· host". */
    public static GraphDescription describe(Launch launch, Execution execution, Set<RelationKind> shown) {
        return describe(launch, execution, shown, ENGLISH);
    }

    /** The graph of a checker execution, every relation available; {@code text} words the events and a host thread's lane header. */
    public static GraphDescription describe(Launch launch, Execution execution, Set<RelationKind> shown,
                                            Messages text) {
        List<GraphDescription.Node> nodes = new ArrayList<>(lanes(launch, text));
        Set<Integer> racy = new HashSet<>();
        for (Race r : execution.races()) {
            racy.add(r.first().id());
            racy.add(r.second().id());
        }
        for (Event e : execution.events()) {
            String cls = "event," + kindClass(e) + (racy.contains(e.id()) ? ",racy" : "");
            nodes.add(new GraphDescription.Node(eventId(e.id()), EngineText.label(e, text), cls, laneX(launch, e.agent()),
                    -(e.indexInAgent() + 1) * ROW_GAP, EngineText.shortLabel(e, text)));
        }
        List<GraphDescription.Edge> edges = new ArrayList<>();
        for (RelationKind k : EXECUTION_KINDS) {
            Relation r = execution.relation(k);
            if (!shown.contains(k) || r == null) {
                continue;
            }
            if (REDUCED.contains(k)) {
                r = r.immediate();
            }
            for (int[] p : r.pairs()) {
                if (p[0] != p[1] && (k != RelationKind.RACE || p[0] < p[1])) {
                    edges.add(edge(k, eventId(p[0]), eventId(p[1])));
                }
            }
        }
        return new GraphDescription(facingOut(nodes), edges);
    }

    /**
     * {@code nodes} with the events of the leftmost of several lanes labelled on their left (style class {@code
     * labelLeft}): the edges between the first two lanes then run between the lanes' nodes, not under the first lane's
     * labels, where an edge to one event seemed to end at the label of the event above it.
     */
    static List<GraphDescription.Node> facingOut(List<GraphDescription.Node> nodes) {
        List<GraphDescription.Node> lanes = nodes.stream().filter(n -> n.styleClass().equals("lane")).toList();
        if (lanes.size() < 2) {
            return nodes;
        }
        double first = lanes.stream().mapToDouble(GraphDescription.Node::x).min().orElse(0);
        return nodes.stream().map(n -> n.x() == first && !n.styleClass().equals("lane") ? new GraphDescription.Node(
                n.id(), n.label(), n.styleClass() + ",labelLeft", n.x(), n.y(), n.shortLabel()) : n).toList();
    }

    /** Node id of event {@code id}. */
    public static String eventId(int id) {
        return "e" + id;
    }

    static GraphDescription.Edge edge(RelationKind kind, String from, String to) {
        String k = kind.name().toLowerCase(Locale.ROOT);
        return new GraphDescription.Edge(k + ":" + from + ">" + to, from, to, k);
    }

    /** A header node per invocation, above its lane. */
    static List<GraphDescription.Node> lanes(Launch launch, Messages text) {
        List<GraphDescription.Node> out = new ArrayList<>();
        for (Agent a : launch.agents()) {
            out.add(lane(launch, a.id(), text));
        }
        return out;
    }

    /** {@link #lane(Launch, int, Messages)} in English. */
    static GraphDescription.Node lane(Launch launch, int agent) {
        return lane(launch, agent, ENGLISH);
    }

    /** The header node of invocation {@code agent}'s lane: its name, "P0 · host" for a host thread. */
    static GraphDescription.Node lane(Launch launch, int agent, Messages text) {
        return lane(launch, agent, text, laneX(launch, agent));
    }

    /** {@link #lane(Launch, int, Messages)} at {@code x}. */
    static GraphDescription.Node lane(Launch launch, int agent, Messages text, double x) {
        Agent a = launch.agents().get(agent);
        return new GraphDescription.Node(LANE_ID + agent, a.host() ? text.get("graph.hostThread", a.name()) : a.name(),
                "lane", x, 0);
    }

    static double laneX(Launch launch, int agent) {
        return agent * LANE_GAP;
    }

    private static String kindClass(Event e) {
        return switch (e.kind()) {
            case READ -> "read";
            case WRITE -> "write";
            case READ_MODIFY_WRITE -> "rmw";
            default -> "barrier";
        };
    }
}
