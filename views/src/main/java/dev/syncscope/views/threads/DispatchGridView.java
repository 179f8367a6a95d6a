package dev.syncscope.views.threads;

import dev.syncscope.core.model.Agent;
import dev.syncscope.views.i18n.Messages;
import javafx.beans.value.ObservableValue;
import javafx.geometry.Insets;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;

/**
 * Draws a {@link DispatchGridModel}: a box per workgroup, a row per subgroup, a cell per
 * invocation (style class {@code invocation-cell}, id {@code inv-N}). FX thread only.
 */
public class DispatchGridView extends ScrollPane {

    private final FlowPane workgroups = new FlowPane(12, 12);
    private final Messages text;

    public DispatchGridView(ObservableValue<DispatchGridModel> model, Messages text) {
        this.text = text;
        createView();
        model.addListener((obs, old, now) -> render(now));
        render(model.getValue());
    }

    private void createView() {
        setId("dispatchGrid");
        getStyleClass().add("dispatch-grid");
        workgroups.setPadding(new Insets(10));
        setContent(workgroups);
        setFitToWidth(true);
    }

    private void render(DispatchGridModel model) {
        workgroups.getChildren().clear();
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
    }

    private Region cell(Agent agent) {
        Label cell = new Label(agent.name());
        cell.setId("inv-" + agent.id());
        cell.getStyleClass().addAll("invocation-cell", "state-ready");
        Tooltip.install(cell, new Tooltip(text.get("grid.cellTip", agent.name(), agent.subgroup(), agent.workgroup(),
                agent.queueFamily())));
        return cell;
    }
}
