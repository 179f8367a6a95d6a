package dev.syncscope.views.lesson;

import javafx.beans.binding.BooleanExpression;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import javafx.collections.transformation.FilteredList;

import java.util.List;
import java.util.function.Consumer;

/**
 * The state of the lessons browser: the lessons matching the filter, the selected one and its
 * text, and Open, which passes the selected lesson's file name to the app. A filter that hides the
 * selected lesson clears the selection; the app selects the lesson of the sample it has open. FX thread only.
 */
public class LessonBrowserViewModel {

    private final StringProperty filter = new SimpleStringProperty(this, "filter", "");
    private final ObjectProperty<LessonEntry> selected = new SimpleObjectProperty<>(this, "selected");
    private final ReadOnlyStringWrapper title = new ReadOnlyStringWrapper(this, "title", "");
    private final ReadOnlyStringWrapper lesson = new ReadOnlyStringWrapper(this, "lesson", "");
    /** Made once: the list views and their listeners hold on to it. */
    private final List<LessonEntry> all;
    private final FilteredList<LessonEntry> shown;
    private final ObservableList<LessonEntry> shownView;
    private final BooleanExpression canOpen = selected.isNotNull();
    private final Consumer<String> open;

    /** A browser over {@code lessons}; Open calls {@code open} with the selected file name. */
    public LessonBrowserViewModel(List<LessonEntry> lessons, Consumer<String> open) {
        this.open = open;
        this.all = List.copyOf(lessons);
        this.shown = new FilteredList<>(FXCollections.observableArrayList(lessons));
        this.shownView = FXCollections.unmodifiableObservableList(shown);
        filter.addListener((obs, old, now) -> {
            shown.setPredicate(entry -> entry.matches(now));
            if (selected.get() != null && !shown.contains(selected.get())) {
                selected.set(null);
            }
        });
        selected.addListener((obs, old, now) -> {
            title.set(now == null ? "" : now.title());
            lesson.set(now == null ? "" : now.lesson());
        });
    }

    /** Opens the selected lesson's kernel; nothing when none is selected. */
    public void open() {
        if (selected.get() != null) {
            open.accept(selected.get().fileName());
        }
    }

    /**
     * Selects the lesson of the kernel {@code fileName} (the sample the app has open), clearing a filter that hides
     * it; nothing when no lesson has that file name.
     */
    public void selectFile(String fileName) {
        LessonEntry entry = all.stream().filter(e -> e.fileName().equals(fileName)).findFirst().orElse(null);
        if (entry == null) {
            return;
        }
        if (!shown.contains(entry)) {
            filter.set("");
        }
        selected.set(entry);
    }

    /** Selects the first lesson shown, if any (for Enter in the filter box). */
    public void selectFirst() {
        selected.set(shown.isEmpty() ? null : shown.get(0));
    }

    /** The filter text; lessons containing all its words are shown. */
    public StringProperty filterProperty() {
        return filter;
    }

    /** The selected lesson; the list view writes it. */
    public ObjectProperty<LessonEntry> selectedProperty() {
        return selected;
    }

    public ReadOnlyStringProperty titleProperty() {
        return title.getReadOnlyProperty();
    }

    /** The selected lesson's text ("" when none). */
    public ReadOnlyStringProperty lessonProperty() {
        return lesson.getReadOnlyProperty();
    }

    /** The lessons matching the filter, in catalogue order. */
    public ObservableList<LessonEntry> shown() {
        return shownView;
    }

    public BooleanExpression canOpenProperty() {
        return canOpen;
    }
}
