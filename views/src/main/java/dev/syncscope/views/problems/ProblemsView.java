package dev.syncscope.views.problems;

import dev.syncscope.views.i18n.Messages;
import javafx.collections.ObservableList;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.Tooltip;
import javafx.scene.input.KeyCode;
import javafx.scene.input.MouseButton;

import java.util.Locale;
import java.util.function.Consumer;

/**
 * Lists problems, newest last; shows a placeholder when there are none. A long message wraps within
 * the list's width (no horizontal scrolling). Each row has its severity as
 * style class ({@code error}, {@code warning}, {@code info}); a click on a row, or Enter on the
 * selected one, opens it: the handler of {@link #setOnOpen} reveals its sites. FX thread only.
 */
public class ProblemsView extends ListView<Problem> {

    private Consumer<Problem> onOpen = p -> { };

    public ProblemsView(ObservableList<Problem> problems, Messages text) {
        super(problems);
        setId("problems");
        getStyleClass().add("problems");
        setPlaceholder(new Label(text.get("problems.none")));
        String hint = text.get("problems.open");
        setCellFactory(list -> new ListCell<>() {
            {
                // a row is as wide as the list, never wider, and wraps: a long message reads whole at any width
                setWrapText(true);
                setPrefWidth(0);
                setOnMouseClicked(e -> {
                    if (e.getButton() == MouseButton.PRIMARY && getItem() != null && !isEmpty()) {
                        onOpen.accept(getItem());
                    }
                });
            }

            @Override
            protected void updateItem(Problem item, boolean empty) {
                super.updateItem(item, empty);
                getStyleClass().removeAll("error", "warning", "info");
                if (empty || item == null) {
                    setText(null);
                    setTooltip(null);
                } else {
                    setText(item.text(text.get("problems.severity." + item.severity().name())));
                    getStyleClass().add(item.severity().name().toLowerCase(Locale.ROOT));
                    setTooltip(item.hasLine() || !item.steps().isEmpty() ? new Tooltip(hint) : null);
                }
            }
        });
        setOnKeyPressed(e -> {
            if (e.getCode() == KeyCode.ENTER && getSelectionModel().getSelectedItem() != null) {
                onOpen.accept(getSelectionModel().getSelectedItem());
            }
        });
    }

    /** Called with the problem the user opened (clicked, or Enter). */
    public void setOnOpen(Consumer<Problem> handler) {
        onOpen = handler;
    }
}
