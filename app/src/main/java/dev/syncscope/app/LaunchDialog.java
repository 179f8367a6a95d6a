package dev.syncscope.app;

import dev.syncscope.core.api.LaunchOptions.SchedulerKind;
import dev.syncscope.views.i18n.Messages;
import javafx.scene.control.ButtonType;
import javafx.scene.control.ChoiceBox;
import javafx.scene.control.Dialog;
import javafx.scene.control.Label;
import javafx.scene.control.Spinner;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.stage.Window;

import java.util.Optional;

/**
 * The launch dialog: dispatch size and subgroup size (kernels only), availability/visibility
 * chains, scheduler and seed. FX thread only.
 */
final class LaunchDialog {

    /** What the dialog edits. Immutable. {@code dispatch} is null for litmus tests (fixed threads). */
    record Settings(int[] dispatch, int subgroupSize, Boolean chains, SchedulerKind scheduler, long seed) { }

    private LaunchDialog() {
    }

    static Optional<Settings> show(Window owner, Messages text, Settings current) {
        Dialog<Settings> dialog = new Dialog<>();
        dialog.initOwner(owner);
        dialog.setTitle(text.get("launch.title"));
        dialog.getDialogPane().getButtonTypes().addAll(ButtonType.OK, ButtonType.CANCEL);
        GridPane grid = new GridPane();
        grid.setHgap(8);
        grid.setVgap(8);
        int row = 0;
        Spinner<Integer>[] xyz = null;
        Spinner<Integer> subgroup = null;
        if (current.dispatch() != null) {
            @SuppressWarnings("unchecked")
            Spinner<Integer>[] s = new Spinner[3];
            for (int i = 0; i < 3; i++) {
                s[i] = new Spinner<>(1, 4096, current.dispatch()[i]);
                s[i].setEditable(true);
                s[i].setPrefWidth(90);
                s[i].setId("dispatch" + "xyz".charAt(i));
            }
            xyz = s;
            grid.addRow(row++, new Label(text.get("launch.dispatch")), new HBox(6, s[0], s[1], s[2]));
            subgroup = new Spinner<>(1, 128, current.subgroupSize());
            subgroup.setEditable(true);
            subgroup.setId("subgroupSize");
            grid.addRow(row++, new Label(text.get("launch.subgroup")), subgroup);
        }
        ChoiceBox<String> chains = new ChoiceBox<>();
        chains.getItems().addAll(text.get("launch.chains.file"), text.get("launch.chains.on"), text.get("launch.chains.off"));
        chains.getSelectionModel().select(current.chains() == null ? 0 : current.chains() ? 1 : 2);
        chains.setId("chains");
        grid.addRow(row++, new Label(text.get("launch.chains")), chains);
        ChoiceBox<SchedulerKind> scheduler = new ChoiceBox<>();
        scheduler.getItems().addAll(SchedulerKind.values());
        scheduler.setValue(current.scheduler());
        scheduler.setId("scheduler");
        grid.addRow(row++, new Label(text.get("launch.scheduler")), scheduler);
        Spinner<Integer> seed = new Spinner<>(0, Integer.MAX_VALUE, (int) Math.min(current.seed(), Integer.MAX_VALUE));
        seed.setEditable(true);
        seed.setId("seed");
        seed.disableProperty().bind(scheduler.valueProperty().isNotEqualTo(SchedulerKind.RANDOM));
        grid.addRow(row, new Label(text.get("launch.seed")), seed);
        dialog.getDialogPane().setContent(grid);
        Spinner<Integer>[] finalXyz = xyz;
        Spinner<Integer> finalSubgroup = subgroup;
        dialog.setResultConverter(button -> button != ButtonType.OK ? null : new Settings(
                finalXyz == null ? null : new int[] {finalXyz[0].getValue(), finalXyz[1].getValue(), finalXyz[2].getValue()},
                finalSubgroup == null ? 0 : finalSubgroup.getValue(),
                switch (chains.getSelectionModel().getSelectedIndex()) {
                    case 1 -> Boolean.TRUE;
                    case 2 -> Boolean.FALSE;
                    default -> null;
                },
                scheduler.getValue(), seed.getValue()));
        return dialog.showAndWait();
    }
}
