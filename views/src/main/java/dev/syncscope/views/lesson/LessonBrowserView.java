package dev.syncscope.views.lesson;

import dev.syncscope.views.i18n.Messages;
import javafx.beans.binding.Bindings;
import javafx.geometry.Insets;
import javafx.geometry.Orientation;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.SplitPane;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import javafx.scene.input.MouseButton;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import org.controlsfx.control.textfield.TextFields;

/**
 * Draws a {@link LessonBrowserViewModel}: a filter box (id {@code lessonFilter}, clearable) over
 * the list of lesson titles (id {@code lessonList}), each title wrapped to the list's width (a column beside
 * the text left about 150 px, and titles read "Message passing wit…"); below them, in a split pane whose
 * divider moves, the selected lesson's title and wrapped text (id {@code lessonText}) and the Open button
 * (id {@code openLesson}). Double-click or Enter on a lesson opens it. FX thread only.
 */
public class LessonBrowserView extends BorderPane {

    private final LessonBrowserViewModel model;
    private final Messages text;
    private final ListView<LessonEntry> list = new ListView<>();
    private final TextField filter = TextFields.createClearableTextField();
    private boolean syncing;

    public LessonBrowserView(LessonBrowserViewModel model, Messages text) {
        this.model = model;
        this.text = text;
        createView();
        initListeners();
    }

    private void createView() {
        setId("lessonBrowser");
        getStyleClass().add("lesson-browser");
        filter.setId("lessonFilter");
        filter.setPromptText(text.get("lesson.filter"));
        filter.textProperty().bindBidirectional(model.filterProperty());
        list.setId("lessonList");
        list.setItems(model.shown());
        list.setCellFactory(v -> new TitleCell(v));
        list.setPlaceholder(new Label(text.get("lesson.empty")));
        VBox left = new VBox(4, filter, list);
        left.setPadding(new Insets(4));
        VBox.setVgrow(list, Priority.ALWAYS);

        Label title = new Label();
        title.getStyleClass().add("lesson-title");
        title.setWrapText(true);
        title.textProperty().bind(model.titleProperty());
        Label lesson = new Label();
        lesson.setId("lessonText");
        lesson.getStyleClass().add("lesson-text");
        lesson.setWrapText(true);
        lesson.textProperty().bind(Bindings.when(model.selectedProperty().isNull())
                .then(text.get("lesson.none")).otherwise(model.lessonProperty()));
        ScrollPane scroll = new ScrollPane(new VBox(title, lesson));
        scroll.setFitToWidth(true);
        Button open = new Button(text.get("lesson.open"));
        open.setId("openLesson");
        open.disableProperty().bind(model.canOpenProperty().not());
        open.setOnAction(e -> model.open());
        HBox buttons = new HBox(open);
        buttons.setAlignment(Pos.CENTER_RIGHT);
        buttons.setPadding(new Insets(4));
        BorderPane right = new BorderPane(scroll);
        right.setBottom(buttons);

        // no least heights: the split keeps its divider where it was put (presentation mode's larger text made
        // the least heights push it, and it stayed there after leaving the mode)
        left.setMinHeight(0);
        right.setMinHeight(0);
        SplitPane split = new SplitPane(left, right);
        split.setId("lessonSplit");
        split.setOrientation(Orientation.VERTICAL);
        // the lesson's text below gets most of the height: in presentation mode its title alone took the 55 % it had
        split.setDividerPositions(0.3);
        setCenter(split);
    }

    private void initListeners() {
        list.getSelectionModel().selectedItemProperty().addListener((obs, old, now) -> {
            if (!syncing) {
                model.selectedProperty().set(now);
            }
        });
        model.selectedProperty().addListener((obs, old, now) -> {
            syncing = true;
            try {
                if (now == null) {
                    list.getSelectionModel().clearSelection();
                } else {
                    list.getSelectionModel().select(now);
                    list.scrollTo(now);
                }
            } finally {
                syncing = false;
            }
        });
        list.setOnMouseClicked(e -> {
            if (e.getButton() == MouseButton.PRIMARY && e.getClickCount() == 2) {
                model.open();
            }
        });
        list.setOnKeyPressed(e -> {
            if (e.getCode() == KeyCode.ENTER) {
                model.open();
            }
        });
        filter.setOnAction(e -> {
            model.selectFirst();
            list.requestFocus();
        });
    }

    /** A lesson's title, wrapped to the list's width rather than cut off. FX thread only. */
    private static final class TitleCell extends ListCell<LessonEntry> {

        /** The list's padding and vertical scroll bar, in the font's size (the scroll bar grows with it). */
        private static final double SCROLL_BAR_AND_PADDING_EM = 2;

        TitleCell(ListView<LessonEntry> list) {
            setWrapText(true);
            prefWidthProperty().bind(Bindings.createDoubleBinding(
                    () -> Math.max(0, list.getWidth() - SCROLL_BAR_AND_PADDING_EM * getFont().getSize() - 4),
                    list.widthProperty(), fontProperty()));
            setMaxWidth(USE_PREF_SIZE);
        }

        @Override
        protected void updateItem(LessonEntry item, boolean empty) {
            super.updateItem(item, empty);
            setText(empty || item == null ? null : item.title());
        }
    }
}
