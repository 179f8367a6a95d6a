package dev.syncscope.app;

import dev.syncscope.core.api.LaunchOptions.SchedulerKind;
import dev.syncscope.views.i18n.Messages;
import javafx.beans.Observable;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.ObjectBinding;
import javafx.scene.control.ButtonBar;
import javafx.scene.control.ButtonType;
import javafx.scene.control.CheckBox;
import javafx.scene.control.ChoiceBox;
import javafx.scene.control.Dialog;
import javafx.scene.control.Label;
import javafx.scene.control.Spinner;
import javafx.scene.control.SpinnerValueFactory;
import javafx.scene.control.TextField;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.stage.Window;
import javafx.util.StringConverter;

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

    /**
     * The most workgroups the dialog takes in each dimension: 65,535, the least {@code maxComputeWorkGroupCount} a
     * Vulkan device may have (the dispatch-size limit bounds the product); a kernel's own larger {@code @dispatch}
     * stays as it is ({@link #maxWorkgroups}). It was 4,096, and a kernel of 65,536 workgroups shown in the dialog
     * came back from OK with 4,096.
     */
    private static final int MAX_WORKGROUPS = 65_535;
    /** The largest subgroup size the dialog takes. */
    private static final int MAX_SUBGROUP = 128;

    private LaunchDialog() {
    }

    static Optional<Settings> show(Window owner, Messages text, Settings current) {
        Dialog<Settings> dialog = new Dialog<>();
        dialog.initOwner(owner);
        dialog.setTitle(text.get("launch.title"));
        // JavaFX words its own OK and Cancel in the machine's language, not the window's
        ButtonType ok = new ButtonType(text.get("dialog.ok"), ButtonBar.ButtonData.OK_DONE);
        dialog.getDialogPane().getButtonTypes().addAll(ok,
                new ButtonType(text.get("dialog.cancel"), ButtonBar.ButtonData.CANCEL_CLOSE));
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
                s[i] = spinner("dispatch" + "xyz".charAt(i), 1, maxWorkgroups(current.dispatch()),
                        current.dispatch()[i]);
                s[i].setPrefWidth(90);
            }
            xyz = s;
            grid.addRow(row++, new Label(text.get("launch.dispatch")), new HBox(6, s[0], s[1], s[2]));
            subgroup = subgroupSpinner(current.subgroupSize());
            grid.addRow(row++, new Label(text.get("launch.subgroup")), subgroup);
        }
        ChoiceBox<String> chains = new ChoiceBox<>();
        chains.getItems().addAll(text.get("launch.chains.file"), text.get("launch.chains.on"), text.get("launch.chains.off"));
        chains.getSelectionModel().select(current.chains() == null ? 0 : current.chains() ? 1 : 2);
        chains.setId("chains");
        grid.addRow(row++, new Label(text.get("launch.chains")), chains);
        ChoiceBox<SchedulerKind> scheduler = new ChoiceBox<>();
        scheduler.getItems().addAll(SchedulerKind.values());
        scheduler.setConverter(schedulerNames(text));
        scheduler.setValue(current.scheduler());
        scheduler.setId("scheduler");
        grid.addRow(row++, new Label(text.get("launch.scheduler")), scheduler);
        Spinner<Integer> seed = spinner("seed", 0, Integer.MAX_VALUE,
                (int) Math.max(0, Math.min(current.seed(), Integer.MAX_VALUE)));
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
        TextField maxActions = limitField("maxActions", current.limits().maxActions());
        grid.addRow(row++, new Label(text.get("launch.maxActions")), maxActions);
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
        List<Observable> typed = new ArrayList<>(List.of(stepLimit.textProperty(), maxActions.textProperty(),
                maxInvocations.textProperty(), seed.getEditor().textProperty()));
        if (budget != null) {
            typed.add(budget.textProperty());
        }
        if (xyz != null) {
            for (Spinner<Integer> s : xyz) {
                typed.add(s.getEditor().textProperty());
            }
            typed.add(subgroup.getEditor().textProperty());
        }
        Spinner<Integer>[] finalXyz = xyz;
        Spinner<Integer> finalSubgroup = subgroup;
        ObjectBinding<LaunchLimits.Parsed> parsed = Bindings.createObjectBinding(() -> {
            String wrong = spinnerProblem(text, finalXyz, finalSubgroup, seed);
            return wrong != null ? new LaunchLimits.Parsed(null, wrong) : LaunchLimits.parse(text, stepLimit.getText(),
                    maxActions.getText(), maxInvocations.getText(), finalBudget == null ? null : finalBudget.getText());
        }, typed.toArray(Observable[]::new));
        problem.textProperty().bind(Bindings.createStringBinding(() -> parsed.get().valid() ? ""
                : parsed.get().problem(), parsed));
        dialog.getDialogPane().setContent(grid);
        dialog.getDialogPane().lookupButton(ok).disableProperty()
                .bind(Bindings.createBooleanBinding(() -> !parsed.get().valid(), parsed));
        dialog.setResultConverter(button -> button != ok ? null : new Settings(
                finalXyz == null ? null : new int[] {typedValue(finalXyz[0]), typedValue(finalXyz[1]),
                        typedValue(finalXyz[2])},
                finalSubgroup == null ? 0 : typedValue(finalSubgroup),
                switch (chains.getSelectionModel().getSelectedIndex()) {
                    case 1 -> Boolean.TRUE;
                    case 2 -> Boolean.FALSE;
                    default -> null;
                },
                scheduler.getValue(), typedValue(seed), parsed.get().limits(), readGoals.isSelected()));
        return dialog.showAndWait();
    }

    /** The scheduler choices' names in {@code text}'s language (key {@code launch.scheduler.<KIND>}). */
    static StringConverter<SchedulerKind> schedulerNames(Messages text) {
        return new StringConverter<>() {
            @Override
            public String toString(SchedulerKind kind) {
                return kind == null ? "" : text.get("launch.scheduler." + kind.name());
            }

            @Override
            public SchedulerKind fromString(String name) {
                for (SchedulerKind kind : SchedulerKind.values()) {
                    if (toString(kind).equals(name)) {
                        return kind;
                    }
                }
                return null;
            }
        };
    }

    /**
     * An editable spinner from {@code min} to {@code max} whose typed text is checked as the limits are: text that
     * is no number in range stays as typed (named under the fields, OK disabled) rather than throwing from the
     * spinner's converter or being clamped without a word.
     */
    private static Spinner<Integer> spinner(String id, int min, int max, int value) {
        Spinner<Integer> spinner = new Spinner<>(min, max, Math.max(min, Math.min(max, value)));
        spinner.setEditable(true);
        spinner.setId(id);
        spinner.getValueFactory().setConverter(new StringConverter<>() {
            @Override
            public String toString(Integer n) {
                return n == null ? "" : n.toString();
            }

            @Override
            public Integer fromString(String typed) {
                String digits = typed == null ? "" : typed.strip();
                if (!digits.matches("[0-9]{1,10}")) {
                    return spinner.getValue();
                }
                long n = Long.parseLong(digits);
                return n >= min && n <= max ? (int) n : spinner.getValue();
            }
        });
        return spinner;
    }

    /**
     * The subgroup size's spinner: its arrows double and halve the size, as Vulkan's subgroup sizes are powers of two
     * (VkPhysicalDeviceSubgroupProperties::subgroupSize); a typed size that is none is a problem ({@link
     * #spinnerProblem}), as the {@code @subgroup-size} pragma refuses it.
     */
    private static Spinner<Integer> subgroupSpinner(int value) {
        Spinner<Integer> spinner = spinner("subgroupSize", 1, MAX_SUBGROUP, value);
        StringConverter<Integer> typed = spinner.getValueFactory().getConverter();
        SpinnerValueFactory.IntegerSpinnerValueFactory doubling = new SpinnerValueFactory.IntegerSpinnerValueFactory(
                1, MAX_SUBGROUP, spinner.getValue()) {
            @Override
            public void decrement(int steps) {
                // a typed size that is no power of two goes down to the power of two below it first (12 -> 8)
                int below = Integer.highestOneBit(getValue());
                setValue(Math.max(getMin(), below == getValue() ? below >> steps : below >> (steps - 1)));
            }

            @Override
            public void increment(int steps) {
                setValue(Math.min(getMax(), Integer.highestOneBit(getValue()) << steps));
            }
        };
        doubling.setConverter(typed);
        spinner.setValueFactory(doubling);
        return spinner;
    }

    /** The most workgroups a dimension takes: {@link #MAX_WORKGROUPS}, or the launch's own when it has more. */
    private static int maxWorkgroups(int[] dispatch) {
        int most = MAX_WORKGROUPS;
        for (int d : dispatch) {
            most = Math.max(most, d);
        }
        return most;
    }

    /** The first spinner (dispatch x, y, z, subgroup size, seed) whose typed text is out of range, as a message, or null. */
    private static String spinnerProblem(Messages text, Spinner<Integer>[] xyz, Spinner<Integer> subgroup,
                                         Spinner<Integer> seed) {
        if (xyz != null) {
            for (Spinner<Integer> s : xyz) {
                String wrong = LaunchLimits.rangeProblem(text, "launch.dispatch", s.getEditor().getText(), 1,
                        ((javafx.scene.control.SpinnerValueFactory.IntegerSpinnerValueFactory) s.getValueFactory())
                                .getMax());
                if (wrong != null) {
                    return wrong;
                }
            }
            String wrong = LaunchLimits.rangeProblem(text, "launch.subgroup", subgroup.getEditor().getText(), 1,
                    MAX_SUBGROUP);
            if (wrong != null) {
                return wrong;
            }
            if (Integer.bitCount(LaunchLimits.parse(subgroup.getEditor().getText())) != 1) {
                return text.get("launch.invalidPowerOfTwo", text.get("launch.subgroup"), MAX_SUBGROUP);
            }
        }
        return LaunchLimits.rangeProblem(text, "launch.seed", seed.getEditor().getText(), 0, Integer.MAX_VALUE);
    }

    /** What {@code spinner}'s editor holds (checked by {@link #spinnerProblem}): OK may come before it is committed. */
    private static int typedValue(Spinner<Integer> spinner) {
        return LaunchLimits.parse(spinner.getEditor().getText());
    }

    private static TextField limitField(String id, long value) {
        TextField field = new TextField(Long.toString(value));
        field.setId(id);
        field.setPrefColumnCount(12);
        return field;
    }
}
