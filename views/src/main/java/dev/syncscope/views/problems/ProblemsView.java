package dev.syncscope.views.problems;

import dev.syncscope.views.i18n.Messages;
import javafx.application.Platform;
import javafx.collections.ObservableList;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.Tooltip;
import javafx.scene.input.KeyCode;
import javafx.scene.input.MouseButton;
import javafx.scene.input.MouseEvent;
import javafx.scene.input.ScrollEvent;

import java.util.List;
import java.util.Locale;
import java.util.function.Consumer;

/**
 * Lists problems, newest last ({@link #showRow} scrolls one into view: the window, the newest a step found); shows a
 * placeholder when there are none. A long message wraps within
 * the list's width (no horizontal scrolling). Each row has its severity as
 * style class ({@code error}, {@code warning}, {@code info}); a click on a row, or Enter on the
 * selected one, opens it: the handler of {@link #setOnOpen} reveals its sites. FX thread only.
 */
public class ProblemsView extends ListView<Problem> {

    private Consumer<Problem> onOpen = p -> { };
    /**
     * The row {@link #showRow} last brought into view, kept there when the list's size changes, until the user selects
     * a row, scrolls or presses on the list (its scroll bar); or null.
     */
    private Problem kept;
    private boolean keepPending;

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
        widthProperty().addListener(obs -> keepInViewLater());
        heightProperty().addListener(obs -> keepInViewLater());
        sceneProperty().addListener(obs -> keepInViewLater());
        // the user's own choice of row, or scrolling, is kept instead
        getSelectionModel().selectedItemProperty().addListener(obs -> kept = null);
        addEventFilter(ScrollEvent.ANY, e -> kept = null);
        addEventFilter(MouseEvent.MOUSE_PRESSED, e -> kept = null);
        setOnKeyPressed(e -> {
            if (e.getCode() == KeyCode.ENTER && getSelectionModel().getSelectedItem() != null) {
                onOpen.accept(getSelectionModel().getSelectedItem());
            }
        });
    }

    /**
     * Scrolls {@code row} (the same object, not an equal one: comparing would word every lazy row) into view, at the
     * top of the list or, near its end, with the rows after it: the newest diagnostic a step found, which a long row
     * before it (a race's, at presentation size) hid below the list's edge.
     */
    public void showRow(Problem row) {
        kept = row;
        scrollToKept(false);
        keepInViewLater();
    }

    /**
     * Scrolls to the row {@link #showRow} asked for, if the list still has it; with {@code firstLine} (after the pulse
     * that showed it, once) to its first line too.
     */
    private void scrollToKept(boolean firstLine) {
        keepPending = false;
        List<Problem> items = getItems();
        for (int i = items.size() - 1; kept != null && i >= 0; i--) {
            if (items.get(i) == kept) {
                scrollTo(i);
                if (firstLine) {
                    showFirstLine(i);
                }
                return;
            }
        }
    }

    /**
     * Scrolls up to row {@code i}'s first line when its start lies above the list's edge: the list's last row, taller
     * than the list (a race's row at presentation size), is scrolled to with its end at the bottom, and the row showed
     * its fix's last lines without the line naming who races with whom (the session-66 review).
     */
    private void showFirstLine(int i) {
        if (!(lookup(".virtual-flow") instanceof javafx.scene.control.skin.VirtualFlow<?> flow)) {
            return;
        }
        applyCss();
        layout();
        javafx.scene.control.IndexedCell<?> cell = flow.getVisibleCell(i);
        if (cell != null && cell.getLayoutY() < -0.5) {
            flow.scrollPixels(cell.getLayoutY());
        }
    }

    /**
     * Scrolls to the kept row again after this pulse and after a new size or place (the list shown for the first time,
     * presentation mode moving it under the source): a scroll asked for before then left the row below its edge.
     */
    private void keepInViewLater() {
        if (kept != null && !keepPending) {
            keepPending = true;
            Platform.runLater(() -> scrollToKept(true));
        }
    }

    /** Called with the problem the user opened (clicked, or Enter). */
    public void setOnOpen(Consumer<Problem> handler) {
        onOpen = handler;
    }
}
