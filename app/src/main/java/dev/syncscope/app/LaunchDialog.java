package dev.syncscope.app;

import dev.syncscope.core.api.LaunchOptions.SchedulerKind;
import dev.syncscope.views.i18n.Messages;
import javafx.beans.Observable;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.ObjectBinding;
import javafx.scene.control.ButtonType;
import javafx.scene.control.CheckBox;
import javafx.scene.control.ChoiceBox;
import javafx.scene.control.Dialog;
import javafx.scene.control.Label;
import javafx.scene.control.Spinner;
import javafx.scene.control.TextField;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.stage.Window;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The launch dialog: dispatch size and subgroup size (kernels only), availability/visibility
 * chains, scheduler and seed, and the limits ({@link LaunchLimits}: step limit per run, dispatch-size
 * limit, and for kernels the instruction budget), checked as they are typed: an invalid one is named
 * under the fields and OK stays disabled. FX thread only.
 */
final class LaunchDialog {

    /**
     * What the dialog edits. Immutable. {@code dispatch} is null for litmus tests (fixed threads);
     * their {@code limits} have budget 0. {@code readGoals}: the scheduler steers towards a {@code .test}'s
     * asked load values (shown for litmus tests only).
     */
    record Settings(int[] dispatch, int subgroupSize, Boolean chains, SchedulerKind scheduler, long seed,
                    LaunchLimits limits, boolean readGoals) {

        /** Settings whose scheduler follows read goals. */
        Settings(int[] dispatch, int subgroupSize, Boolean chains, SchedulerKind scheduler, long seed,
                 LaunchLimits limits) {
            this(dispatch, subgroupSize, chains, scheduler, seed, limits, true);
        }
    }

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
        grid.addRow(row++, new Label(text.get("launch.seed")), seed);
        CheckBox readGoals = new CheckBox(text.get("launch.readGoals.steer"));
        readGoals.setSelected(current.readGoals());
        readGoals.setId("readGoals");
        if (current.dispatch() == null) {
            readGoals.setTooltip(new Tooltip(text.get("launch.readGoals.tip")));
            grid.addRow(row++, new Label(text.get("launch.readGoals")), readGoals);
        }
        TextField stepLimit = limitField("stepLimit", current.limits().stepLimit());
        grid.addRow(row++, new Label(text.get("launch.stepLimit")), stepLimit);
        TextField maxInvocations = limitField("maxInvocations", current.limits().maxInvocations());
        grid.addRow(row++, new Label(text.get("launch.maxInvocations")), maxInvocations);
        TextField budget = null;
        if (current.dispatch() != null) {
            budget = limitField("budget", current.limits().budget());
            grid.addRow(row++, new Label(text.get("launch.budget")), budget);
        }
        TextField finalBudget = budget;
        Label problem = new Label();
        problem.setId("launchProblem");
        problem.setStyle("-fx-text-fill: #c62828;");
        problem.setWrapText(true);
        problem.setMaxWidth(420);
        grid.add(problem, 0, row, 2, 1);
        List<Observable> typed = new ArrayList<>(List.of(stepLimit.textProperty(), maxInvocations.textProperty()));
        if (budget != null) {
            typed.add(budget.textProperty());
        }
        ObjectBinding<LaunchLimits.Parsed> parsed = Bindings.createObjectBinding(() -> LaunchLimits.parse(text,
                stepLimit.getText(), maxInvocations.getText(), finalBudget == null ? null : finalBudget.getText()),
                typed.toArray(Observable[]::new));
        problem.textProperty().bind(Bindings.createStringBinding(() -> parsed.get().valid() ? ""
                : parsed.get().problem(), parsed));
        dialog.getDialogPane().setContent(grid);
        dialog.getDialogPane().lookupButton(ButtonType.OK).disableProperty()
                .bind(Bindings.createBooleanBinding(() -> !parsed.get().valid(), parsed));
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
                scheduler.getValue(), seed.getValue(), parsed.get().limits(), readGoals.isSelected()));
        return dialog.showAndWait();
    }

    private static TextField limitField(String id, long value) {
        TextField field = new TextField(Long.toString(value));
        field.setId(id);
        field.setPrefColumnCount(12);
        return field;
    }
}
