package dev.syncscope.views.threads;

import dev.syncscope.core.api.AgentView;
import dev.syncscope.core.api.BarrierView;
import dev.syncscope.core.api.Snapshot;
import dev.syncscope.core.exec.AgentStatus;
import dev.syncscope.core.model.Agent;
import dev.syncscope.views.i18n.Messages;
import dev.syncscope.views.i18n.SubgroupNames;
import javafx.beans.property.IntegerProperty;
import javafx.beans.property.ReadOnlyLongProperty;
import javafx.beans.property.ReadOnlyLongWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.value.ObservableValue;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The dispatch grid's state: the grid of the launch, each invocation's state in the latest snapshot
 * (none before the first step: "ready"), the focused invocation, one line per barrier instance
 * ("k/n arrived; waiting: …") and the invocations whose state changed since the view last drew.
 * Snapshots share unchanged agent views, so a step touches only the invocations it changed.
 * FX thread only.
 */
public class DispatchGridViewModel {

    private final ReadOnlyObjectWrapper<DispatchGridModel> grid = new ReadOnlyObjectWrapper<>(this, "grid");
    private final IntegerProperty focus;
    private final Messages text;
    private final Map<Integer, AgentView> shown = new HashMap<>();
    private final Map<Integer, Agent> agents = new HashMap<>();
    /** The numbering before any grid is shown: no subgroup. */
    private static final SubgroupNames NO_SUBGROUPS = SubgroupNames.ofAgents(List.of());
    /**
     * The grid's subgroups, named by workgroup and index within it (wg1·sg0, as gl_SubgroupID counts): the grid's own
     * numbering ({@link DispatchGridModel#subgroupNames}), taken anew with each grid.
     */
    private SubgroupNames subgroups = NO_SUBGROUPS;
    private final ObservableList<String> barrierLines = FXCollections.observableArrayList();
    /** The barrier each line was worded from: an unchanged barrier is not worded again. */
    private final List<BarrierView> described = new java.util.ArrayList<>();
    private final ObservableList<String> barrierLinesView = FXCollections.unmodifiableObservableList(barrierLines);
    private final Set<Integer> changed = new LinkedHashSet<>();
    private final ReadOnlyLongWrapper revision = new ReadOnlyLongWrapper(this, "revision");

    /**
     * @param model    the launch's grid
     * @param snapshot the latest snapshot (null before the run starts)
     * @param focus    the focused invocation; clicking a cell sets it
     */
    public DispatchGridViewModel(ObservableValue<DispatchGridModel> model, ObservableValue<Snapshot> snapshot,
                                 IntegerProperty focus, Messages text) {
        this.focus = focus;
        this.text = text;
        model.addListener((obs, old, now) -> showGrid(now));
        snapshot.addListener((obs, old, now) -> show(now));
        focus.addListener((obs, old, now) -> {
            changed.add(old.intValue());
            changed.add(now.intValue());
            revision.set(revision.get() + 1);
        });
        showGrid(model.getValue());
        show(snapshot.getValue());
    }

    private void showGrid(DispatchGridModel now) {
        grid.set(now);
        agents.clear();
        shown.clear();
        changed.clear();
        if (now != null) {
            now.hosts().forEach(a -> agents.put(a.id(), a));
            for (DispatchGridModel.Workgroup wg : now.workgroups()) {
                for (DispatchGridModel.Subgroup sg : wg.subgroups()) {
                    sg.invocations().forEach(a -> agents.put(a.id(), a));
                }
            }
        }
        subgroups = now == null ? NO_SUBGROUPS : now.subgroupNames();
        revision.set(revision.get() + 1);
    }

    /** Takes the states of {@code snapshot}'s invocations and its barrier lines; null shows every invocation ready. */
    public void show(Snapshot snapshot) {
        if (snapshot == null) {
            changed.addAll(shown.keySet());
            shown.clear();
            barrierLines.clear();
            described.clear();
            revision.set(revision.get() + 1);
            return;
        }
        for (AgentView agent : snapshot.agents()) {
            AgentView before = shown.put(agent.id(), agent);
            if (before != agent && (before == null || before.status() != agent.status())) {
                changed.add(agent.id());
            }
        }
        List<BarrierView> now = snapshot.barriers();
        if (barrierLines.size() > now.size()) {
            barrierLines.remove(now.size(), barrierLines.size());
        }
        while (described.size() > now.size()) {
            described.remove(described.size() - 1);
        }
        for (int i = 0; i < now.size(); i++) {
            if (i < described.size() && i < barrierLines.size() && described.get(i).equals(now.get(i))) {
                continue;
            }
            if (i < described.size()) {
                described.set(i, now.get(i));
            } else {
                described.add(now.get(i));
            }
            String words = GridStates.describe(now.get(i), snapshot, subgroups, text);
            if (i >= barrierLines.size()) {
                barrierLines.add(words);
            } else if (!barrierLines.get(i).equals(words)) {
                barrierLines.set(i, words);
            }
        }
        revision.set(revision.get() + 1);
    }

    /** The state of {@code invocation} in the latest snapshot; null before the first step (ready) or if unknown. */
    public AgentStatus statusOf(int invocation) {
        AgentView a = shown.get(invocation);
        return a == null ? null : a.status();
    }

    /** The tooltip of {@code invocation}'s cell: its state and next action, or before the run where it belongs. */
    public String tipText(int invocation) {
        AgentView now = shown.get(invocation);
        if (now != null) {
            return GridStates.describe(now, subgroups, text);
        }
        Agent agent = agents.get(invocation);
        return agent == null ? "" : GridStates.describe(agent, subgroups, text);
    }

    /** Whether {@code invocation} is a host thread (drawn in the host lane, as a rounded cell). */
    public boolean isHost(int invocation) {
        Agent agent = agents.get(invocation);
        return agent != null && agent.host();
    }

    /** The grid in words for screen readers (how many invocations and workgroups, which host threads). */
    public String accessibleText() {
        return GridStates.accessible(grid.get(), text);
    }

    /** The name of {@code invocation} ("T5"), or "" if the grid has no such invocation. */
    public String nameOf(int invocation) {
        Agent agent = agents.get(invocation);
        return agent == null ? "" : agent.name();
    }

    /** Focuses {@code invocation} (a click on its cell). */
    public void focus(int invocation) {
        if (agents.containsKey(invocation)) {
            focus.set(invocation);
        }
    }

    public int focused() {
        return focus.get();
    }

    /** The invocations whose state or focus changed since the last call (the cells to draw again); clears them. */
    public Set<Integer> takeChanged() {
        Set<Integer> out = Set.copyOf(changed);
        changed.clear();
        return out;
    }

    /** One line per barrier instance of the latest snapshot; lines change in place. */
    public ObservableList<String> barrierLines() {
        return barrierLinesView;
    }

    public ReadOnlyObjectProperty<DispatchGridModel> gridProperty() {
        return grid.getReadOnlyProperty();
    }

    /** Counts changes (grid, states, focus, barrier lines): the view draws when it moves. */
    public ReadOnlyLongProperty revisionProperty() {
        return revision.getReadOnlyProperty();
    }

    public Messages text() {
        return text;
    }
}
