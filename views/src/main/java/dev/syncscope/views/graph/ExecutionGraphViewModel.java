package dev.syncscope.views.graph;

import dev.syncscope.core.check.Execution;
import dev.syncscope.core.check.RelationKind;
import dev.syncscope.core.exec.Race;
import dev.syncscope.core.exec.StepRecord;
import dev.syncscope.core.model.Launch;
import dev.syncscope.views.i18n.Messages;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

import java.util.Collection;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

/**
 * The execution graph's state: what it shows (a checker witness, or the stepper's trace so far), the
 * relations that source offers, the relations the user chose, and the resulting description.
 * The chosen relations persist across sources. Marks ({@link ExecutionHighlight}) lie over the
 * description: the selected write ({@link #select}) and the events of the problem the user opened
 * ({@link #markProblem}), and the chain of the read a "why this value?" explains ({@link #markExplanation}). FX thread only; takes immutable engine results.
 */
public class ExecutionGraphViewModel {

    private final ObservableList<RelationKind> available = FXCollections.observableArrayList();
    private final ObservableList<RelationKind> availableReadOnly = FXCollections.unmodifiableObservableList(available);
    private final Set<RelationKind> chosen = EnumSet.copyOf(ExecutionGraphModel.DEFAULT_SHOWN);
    private final ReadOnlyObjectWrapper<GraphDescription> description = new ReadOnlyObjectWrapper<>(this, "description");
    private final ReadOnlyStringWrapper lanesNote = new ReadOnlyStringWrapper(this, "lanesNote", "");
    private int maxLanes = TraceGraphModel.MAX_LANES;
    private int steppedInvocations;
    private Launch launch;
    private Execution execution;
    /** The trace steps shown and their synchronization links (made off the FX thread). */
    private TraceWindow window = TraceWindow.EMPTY;
    private List<Race> races = List.of();
    private ExecutionHighlight selection = ExecutionHighlight.NONE;
    private List<Integer> problemAgents = List.of();
    private List<Long> problemSteps = List.of();
    private dev.syncscope.core.explain.ReadExplanation explained;
    private final Messages text;

    /** A graph whose host-thread lane headers are in English. */
    public ExecutionGraphViewModel() {
        this(ExecutionGraphModel.ENGLISH);
    }

    /** @param text the words of the lane header of a host thread ("P0 · host") */
    public ExecutionGraphViewModel(Messages text) {
        this.text = text;
    }

    /** Shows a checker execution (a witness from the outcomes panel). */
    public void showExecution(Launch launchOfExecution, Execution witness) {
        launch = launchOfExecution;
        execution = witness;
        available.setAll(ExecutionGraphModel.EXECUTION_KINDS);
        refresh();
    }

    /**
     * Shows the steps of a trace with the synchronizes-with and happens-before links {@code steps} carries (computed
     * where it was made, never here) and the races found so far ({@code steps} ends at the current position).
     */
    public void showTrace(Launch launchOfTrace, TraceWindow steps, List<Race> found) {
        launch = launchOfTrace;
        execution = null;
        window = steps;
        races = List.copyOf(found);
        if (!available.equals(TraceGraphModel.TRACE_KINDS)) {
            available.setAll(TraceGraphModel.TRACE_KINDS);
        }
        refresh();
    }

    public void clear() {
        launch = null;
        execution = null;
        window = TraceWindow.EMPTY;
        races = List.of();
        available.clear();
        selection = ExecutionHighlight.NONE;
        problemAgents = List.of();
        problemSteps = List.of();
        explained = null;
        description.set(null);
    }

    /**
     * The engine's id of the write that the trace step drawn as {@code nodeId} made (a store or a
     * read-modify-write); empty for other nodes and for a checker execution (its events are not the
     * session's writes).
     */
    public java.util.OptionalInt writeAt(String nodeId) {
        StepRecord r = stepOf(nodeId);
        return r == null || r.event().writeId() < 0 ? java.util.OptionalInt.empty()
                : java.util.OptionalInt.of(r.event().writeId());
    }

    /** The invocation whose event node {@code nodeId} is (or whose lane header it is); empty for other ids. */
    public java.util.OptionalInt invocationAt(String nodeId) {
        if (nodeId.startsWith(ExecutionGraphModel.LANE_ID)) {
            return java.util.OptionalInt.of(Integer.parseInt(nodeId.substring(ExecutionGraphModel.LANE_ID.length())));
        }
        StepRecord r = stepOf(nodeId);
        return r == null ? java.util.OptionalInt.empty() : java.util.OptionalInt.of(r.event().agent());
    }

    /** The node of the shown trace's step that made write {@code writeId}, or null (not shown, or a checker execution). */
    public String nodeOfWrite(int writeId) {
        if (execution != null || writeId < 0) {
            return null;
        }
        for (StepRecord r : window.steps()) {
            if (r.event().writeId() == writeId) {
                return TraceGraphModel.stepId(r.index());
            }
        }
        return null;
    }

    /** Marks node {@code nodeId} as the selected write (style class {@code selected}); {@code null} clears it. */
    public void select(String nodeId) {
        selection = nodeId == null ? ExecutionHighlight.NONE
                : new ExecutionHighlight(java.util.Map.of(nodeId, List.of("selected")), java.util.Map.of(), List.of());
        refresh();
    }

    /**
     * Marks the events of a problem (style class {@code problem}): the events of {@code steps}, and for
     * each invocation of {@code agents} with none of them, its latest event shown (where it waits, for
     * a deadlock or a divergent barrier). The marks stay, following the trace, until another problem
     * is marked; empty lists clear them.
     */
    public void markProblem(List<Integer> agents, List<Long> steps) {
        problemAgents = List.copyOf(agents);
        problemSteps = List.copyOf(steps);
        refresh();
    }

    /**
     * Marks the chain of a read that "why this value?" explains: the read and the write it read
     * (style class {@code chain}, and their reads-from edge), each newer write it did not see
     * ({@code unseen}) and, from each of those to the read, an edge of class {@code missing} that
     * stands for the first missing link (VK MM: Availability and Visibility). {@code null} clears it.
     */
    public void markExplanation(dev.syncscope.core.explain.ReadExplanation ex) {
        explained = ex;
        refresh();
    }

    private ExecutionHighlight explanationMarks() {
        if (execution != null || explained == null) {
            return ExecutionHighlight.NONE;
        }
        String read = null;
        String wrote = null;
        java.util.Map<Integer, String> unseen = new java.util.LinkedHashMap<>();
        for (dev.syncscope.core.explain.UnseenWrite u : explained.unseen()) {
            unseen.put(u.writeId(), null);
        }
        for (StepRecord r : window.steps()) {
            dev.syncscope.core.exec.Event e = r.event();
            if (r.index() == explained.step()) {
                read = TraceGraphModel.stepId(r.index());
            }
            if (e.writeId() < 0 || !explained.location().equals(e.location())) {
                continue;
            }
            if (!explained.readFromInitial() && e.writeId() == explained.readFrom()) {
                wrote = TraceGraphModel.stepId(r.index());
            }
            if (unseen.containsKey(e.writeId())) {
                unseen.put(e.writeId(), TraceGraphModel.stepId(r.index()));
            }
        }
        java.util.Map<String, List<String>> nodes = new java.util.LinkedHashMap<>();
        java.util.Map<String, String> edges = new java.util.HashMap<>();
        List<GraphDescription.Edge> extra = new java.util.ArrayList<>();
        if (read != null) {
            nodes.put(read, List.of("chain"));
        }
        if (wrote != null) {
            nodes.put(wrote, List.of("chain"));
            if (read != null) {
                edges.put(ExecutionGraphModel.edge(RelationKind.RF, wrote, read).id(), "chain");
            }
        }
        for (String u : unseen.values()) {
            if (u != null) {
                nodes.put(u, List.of("unseen"));
                if (read != null) {
                    extra.add(new GraphDescription.Edge("missing:" + u + ">" + read, u, read, "missing"));
                }
            }
        }
        return new ExecutionHighlight(nodes, edges, extra);
    }

    private ExecutionHighlight problemMarks() {
        if (execution != null || (problemAgents.isEmpty() && problemSteps.isEmpty())) {
            return ExecutionHighlight.NONE;
        }
        java.util.Map<String, List<String>> nodes = new java.util.LinkedHashMap<>();
        java.util.Set<Integer> covered = new java.util.HashSet<>();
        java.util.Map<Integer, StepRecord> latest = new java.util.HashMap<>();
        java.util.Set<Long> drawn = new java.util.HashSet<>();
        for (StepRecord r : window.steps()) {
            drawn.add(r.index());
            if (r.event().action() == null || r.event().kind() == dev.syncscope.core.exec.Event.Kind.EXIT) {
                continue;
            }
            latest.put(r.event().agent(), r);
            if (problemSteps.contains(r.index())) {
                nodes.put(TraceGraphModel.stepId(r.index()), List.of("problem"));
                covered.add(r.event().agent());
            }
        }
        for (int agent : problemAgents) {
            StepRecord last = latest.get(agent);
            if (!covered.contains(agent) && last != null) {
                nodes.put(TraceGraphModel.stepId(last.index()), List.of("problem"));
            }
        }
        return new ExecutionHighlight(nodes, raceFocus(drawn), List.of());
    }

    /**
     * For a race's problem, its race edges drawn as the problem's and the other races' faded: four invocations' lost
     * updates draw 18 race edges over each other, and the ones the row names were not to be told apart. A race row's
     * steps are its race's two accesses, the later being the step that found it ({@code Problem.sitesOf}: one row per
     * race), so its edge is the one from the earlier step to the latest. Empty when no race edge of the problem's is
     * {@code drawn} (the indices of the steps shown).
     */
    private java.util.Map<String, String> raceFocus(java.util.Set<Long> drawn) {
        java.util.Map<String, String> edges = new java.util.HashMap<>();
        long found = problemSteps.stream().mapToLong(Long::longValue).max().orElse(-1);
        boolean focused = false;
        for (Race r : races) {
            boolean mine = r.second().step() == found && problemSteps.contains(r.first().step());
            // a row whose races are older than the steps drawn fades nothing (every drawn race was faded: the review)
            focused |= mine && drawn.contains(r.first().step()) && drawn.contains(r.second().step());
            edges.put(ExecutionGraphModel.edge(RelationKind.RACE, TraceGraphModel.stepId(r.first().step()),
                    TraceGraphModel.stepId(r.second().step())).id(), mine ? "problem" : "faded");
        }
        return focused ? edges : java.util.Map.of();
    }

    /** The shown trace's step drawn as {@code nodeId}, or null. */
    private StepRecord stepOf(String nodeId) {
        if (execution != null || !nodeId.startsWith("s")) {
            return null;
        }
        long index;
        try {
            index = Long.parseLong(nodeId.substring(1));
        } catch (NumberFormatException e) {
            return null;
        }
        for (StepRecord r : window.steps()) {
            if (r.index() == index) {
                return r;
            }
        }
        return null;
    }

    /** Chooses the relations to draw; kinds the source does not offer are remembered for later sources. */
    public void setShown(Collection<RelationKind> kinds) {
        chosen.clear();
        chosen.addAll(kinds);
        refresh();
    }

    /** The chosen relations that the current source offers. */
    public Set<RelationKind> shown() {
        Set<RelationKind> out = EnumSet.noneOf(RelationKind.class);
        for (RelationKind k : available) {
            if (chosen.contains(k)) {
                out.add(k);
            }
        }
        return out;
    }

    private void refresh() {
        if (launch == null) {
            return;
        }
        List<Integer> wanted = wantedLanes();
        GraphDescription d = execution != null ? ExecutionGraphModel.describe(launch, execution, chosen, text)
                : TraceGraphModel.describe(launch, window, races, chosen, text, wanted, maxLanes);
        int stepped = execution != null ? 0 : TraceGraphModel.stepped(window).size();
        steppedInvocations = stepped;
        lanesNote.set(stepped <= maxLanes ? ""
                : text.get("execgraph.lanesNote", maxLanes, stepped, window.steps().size()));
        description.set(marks().applyTo(d));
    }

    /**
     * Sets how many lanes a trace draws at most (the pane's width and text size decide: fewer when presenting), from
     * 2 to {@link TraceGraphModel#MAX_LANES}.
     */
    public void setMaxLanes(int lanes) {
        int n = Math.max(2, Math.min(TraceGraphModel.MAX_LANES, lanes));
        if (n == maxLanes) {
            return;
        }
        // drawn again only when the lanes change: fewer invocations stepped than either count draws them all
        boolean redraw = launch != null && execution == null && TraceGraphModel.stepped(window).size() > Math.min(n,
                maxLanes);
        maxLanes = n;
        if (redraw) {
            refresh();
        }
    }

    /** How many invocations stepped in the trace shown (0 for a checker execution): each may get a lane. */
    public int steppedInvocations() {
        return steppedInvocations;
    }

    /** How many lanes a trace draws at most. */
    public int maxLanes() {
        return maxLanes;
    }

    /**
     * The invocations whose lanes come first when not all fit ({@link TraceGraphModel#MAX_LANES}): those of the
     * problem shown, then the explained read's and the writes it did not see.
     */
    private List<Integer> wantedLanes() {
        if (execution != null) {
            return List.of();
        }
        java.util.Set<Integer> out = new java.util.LinkedHashSet<>(problemAgents);
        java.util.Set<Long> steps = new java.util.HashSet<>(problemSteps);
        java.util.Set<Integer> unseen = new java.util.HashSet<>();
        if (explained != null) {
            steps.add(explained.step());
            explained.unseen().forEach(u -> unseen.add(u.writeId()));
        }
        for (StepRecord r : window.steps()) {
            dev.syncscope.core.exec.Event e = r.event();
            boolean unseenWrite = explained != null && e.writeId() >= 0 && unseen.contains(e.writeId())
                    && explained.location().equals(e.location());
            if (steps.contains(r.index()) || unseenWrite) {
                out.add(e.agent());
            }
        }
        return List.copyOf(out);
    }

    /**
     * Empty while every invocation that stepped in the shown steps has its lane; else says how many are drawn of how
     * many (a trace only).
     */
    public ReadOnlyStringProperty lanesNoteProperty() {
        return lanesNote.getReadOnlyProperty();
    }

    private ExecutionHighlight marks() {
        return explanationMarks().plus(problemMarks()).plus(selection);
    }

    /** Relations the current source offers, in menu order. */
    public ObservableList<RelationKind> availableKinds() {
        return availableReadOnly;
    }

    public ReadOnlyObjectProperty<GraphDescription> descriptionProperty() {
        return description.getReadOnlyProperty();
    }
}
