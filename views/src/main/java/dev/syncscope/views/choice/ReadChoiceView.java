package dev.syncscope.views.choice;

import dev.syncscope.views.i18n.Messages;
import javafx.collections.ListChangeListener;
import javafx.geometry.Insets;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.FlowPane;

/**
 * The read chooser under the toolbar and timeline (id {@code readChoices}): what the focused invocation reads next
 * and one button per value the model allows there ({@code readChoice0}, {@code readChoice1}, …, the default first),
 * each stepping the invocation reading that value; a value allowed only because the read races is marked in words and by
 * the style class {@code race-only}, the default by {@code default-choice}. When the values are not listed (their
 * location has had too many accesses) the row is its title alone, saying why. Hidden (and taking no room) while the
 * view model has nothing to offer. Thin: everything it shows comes from the {@link ReadChoiceViewModel}. FX thread
 * only.
 */
public class ReadChoiceView extends FlowPane {

    private final ReadChoiceViewModel model;
    private final Label title = new Label();

    public ReadChoiceView(ReadChoiceViewModel model, Messages text) {
        this.model = model;
        createView(text);
        initListeners();
    }

    private void createView(Messages text) {
        setId("readChoices");
        getStyleClass().add("read-choices");
        setHgap(6);
        setVgap(4);
        setPadding(new Insets(4, 6, 4, 6));
        title.setId("readChoiceTitle");
        title.getStyleClass().add("read-choice-title");
        title.setWrapText(true);
        setAccessibleText(text.get("choice.accessible"));
        visibleProperty().bind(model.shownProperty());
        managedProperty().bind(model.shownProperty());
    }

    private void initListeners() {
        title.textProperty().bind(model.titleProperty());
        model.options().addListener((ListChangeListener<ReadChoiceViewModel.Option>) c -> rebuild());
        rebuild();
    }

    private void rebuild() {
        getChildren().setAll(title);
        int i = 0;
        for (ReadChoiceViewModel.Option o : model.options()) {
            Button b = new Button(o.text());
            b.setId("readChoice" + i++);
            b.getStyleClass().add("read-choice");
            if (o.isDefault()) {
                b.getStyleClass().add("default-choice");
            }
            if (o.raceOnly()) {
                b.getStyleClass().add("race-only");
            }
            Tooltip tip = new Tooltip(o.tip());
            tip.setWrapText(true);
            tip.setMaxWidth(420);
            b.setTooltip(tip);
            b.setOnAction(e -> model.choose(o));
            getChildren().add(b);
        }
    }
}
