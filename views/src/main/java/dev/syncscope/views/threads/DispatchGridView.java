package dev.syncscope.views.threads;

import dev.syncscope.core.api.AgentView;
import dev.syncscope.core.api.BarrierView;
import dev.syncscope.core.api.Snapshot;
import dev.syncscope.core.model.Agent;
import dev.syncscope.views.i18n.Messages;
import javafx.beans.property.IntegerProperty;
import javafx.beans.value.ObservableValue;
import javafx.geometry.Insets;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Draws a {@link DispatchGridModel}: a box per workgroup, a row per subgroup, a cell per invocation
 * (style class {@code invocation-cell}, id {@code inv-N}) coloured by its state in the latest
 * snapshot, and below them each barrier instance with "k/n arrived" and who waits. Clicking a cell
 * focuses that invocation. FX thread only.
 */
public class DispatchGridView extends ScrollPane {

    private final FlowPane workgroups = new FlowPane(12, 12);
    private final VBox barriers = new VBox(4);
    private final Map<Integer, Label> cells = new HashMap<>();
    /** What each cell shows now; snapshots share unchanged agent views, so most cells are skipped. */
    private final Map<Integer, AgentView> shown = new HashMap<>();
    private final Messages text;
    private final IntegerProperty focus;
    private final Map<Integer, Agent> agents = new HashMap<>();
    /** One tooltip for every cell, worded when it shows: a step changes no tooltip text. */
    private final Tooltip tip = new Tooltip();

    public DispatchGridView(ObservableValue<DispatchGridModel> model, ObservableValue<Snapshot> snapshot,
                            IntegerProperty focus, Messages text) {
        this.text = text;
        this.focus = focus;
        createView();
        model.addListener((obs, old, now) -> render(now));
        snapshot.addListener((obs, old, now) -> update(now));
        focus.addListener((obs, old, now) -> markFocus(old.intValue(), now.intValue()));
        render(model.getValue());
        update(snapshot.getValue());
    }

    private void createView() {
        setId("dispatchGrid");
        getStyleClass().add("dispatch-grid");
        workgroups.setPadding(new Insets(10));
        barriers.setId("barriers");
        barriers.setPadding(new Insets(0, 10, 10, 10));
        setContent(new VBox(workgroups, barriers));
        setFitToWidth(true);
        tip.setOnShowing(e -> tip.setText(tipText(tip.getOwnerNode())));
        skinProperty().addListener((obs, old, now) -> uncacheViewport());
    }

    /**
     * The scroll pane's skin caches its viewport as an image, so one changed cell repaints every cell
     * into the cache; without it a step repaints only the cells it changed.
     */
    private void uncacheViewport() {
        javafx.scene.Node viewport = lookup(".viewport");
        if (viewport != null) {
            viewport.setCache(false);
        }
    }

    private String tipText(javafx.scene.Node cell) {
        if (cell == null || cell.getId() == null || !cell.getId().startsWith("inv-")) {
            return "";
        }
        int id = Integer.parseInt(cell.getId().substring(4));
        AgentView now = shown.get(id);
        if (now != null) {
            return GridStates.describe(now, text);
        }
        Agent agent = agents.get(id);
        return agent == null ? "" : text.get("grid.cellTip", agent.name(), agent.subgroup(), agent.workgroup(),
                agent.queueFamily());
    }

    private void render(DispatchGridModel model) {
        workgroups.getChildren().clear();
        cells.clear();
        agents.clear();
        shown.clear();
        if (model == null) {
            return;
        }
        for (DispatchGridModel.Workgroup wg : model.workgroups()) {
            VBox box = new VBox(6);
            box.getStyleClass().add("workgroup-box");
            box.getChildren().add(new Label(text.get("grid.workgroup", wg.id())));
            for (DispatchGridModel.Subgroup sg : wg.subgroups()) {
                HBox row = new HBox(4);
                row.getStyleClass().add("subgroup-row");
                Label name = new Label(text.get("grid.subgroup", sg.id()));
                name.getStyleClass().add("subgroup-label");
                row.getChildren().add(name);
                for (Agent agent : sg.invocations()) {
                    row.getChildren().add(cell(agent));
                }
                box.getChildren().add(row);
            }
            workgroups.getChildren().add(box);
        }
        markFocus(-1, focus.get());
    }

    private Label cell(Agent agent) {
        Label cell = new Label(agent.name());
        cell.setId("inv-" + agent.id());
        cell.getStyleClass().add("invocation-cell");
        GridStates.apply(cell, null);
        cell.setTooltip(tip);
        agents.put(agent.id(), agent);
        cell.setOnMouseClicked(e -> focus.set(agent.id()));
        cells.put(agent.id(), cell);
        return cell;
    }

    private void update(Snapshot snapshot) {
        if (snapshot == null) {
            barriers.getChildren().clear();
            cells.values().forEach(c -> GridStates.apply(c, null));
            shown.clear();
            return;
        }
        for (AgentView agent : snapshot.agents()) {
            Label cell = cells.get(agent.id());
            AgentView before = shown.put(agent.id(), agent);
            if (cell == null || before == agent || agent.equals(before)) {
                continue;
            }
            if (before == null || before.status() != agent.status()) {
                GridStates.apply(cell, agent.status());
            }
        }
        showBarriers(snapshot);
    }

    /** One line per barrier instance; lines are reused and only changed text is set, so a step relayouts nothing. */
    private void showBarriers(Snapshot snapshot) {
        List<BarrierView> now = snapshot.barriers();
        javafx.collections.ObservableList<javafx.scene.Node> lines = barriers.getChildren();
        if (lines.size() > now.size()) {
            lines.remove(now.size(), lines.size());
        }
        for (int i = 0; i < now.size(); i++) {
            String words = GridStates.describe(now.get(i), snapshot, text);
            if (i < lines.size()) {
                Label line = (Label) lines.get(i);
                if (!line.getText().equals(words)) {
                    line.setText(words);
                }
            } else {
                Label line = new Label(words);
                line.getStyleClass().add("barrier-wait");
                lines.add(line);
            }
        }
    }

    private void markFocus(int old, int now) {
        Label before = cells.get(old);
        if (before != null) {
            before.getStyleClass().remove("focused");
        }
        Label after = cells.get(now);
        if (after != null && !after.getStyleClass().contains("focused")) {
            after.getStyleClass().add("focused");
        }
    }
}
