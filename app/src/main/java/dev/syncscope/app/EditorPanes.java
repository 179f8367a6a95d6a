package dev.syncscope.app;

import dev.syncscope.samples.LessonText;
import dev.syncscope.samples.SampleCatalog;
import dev.syncscope.views.i18n.Messages;
import dev.syncscope.views.lesson.LessonBrowserView;
import dev.syncscope.views.lesson.LessonBrowserViewModel;
import dev.syncscope.views.lesson.LessonEntry;
import dev.syncscope.views.session.SessionViewModel;
import dev.syncscope.views.source.LineEndings;
import dev.syncscope.views.source.SourceView;
import dev.syncscope.views.source.SourceViewModel;
import dev.syncscope.views.timeline.TimelineView;
import dev.syncscope.views.timeline.TimelineViewModel;
import javafx.beans.binding.Bindings;
import javafx.beans.value.ObservableValue;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;

import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.function.BooleanSupplier;

/**
 * The source view (editable text, markers, breakpoints, problems), the lessons browser over the
 * shipped samples (their titles and lessons in the window's language; the open sample's lesson selected), and
 * the timeline scrubber, wired to the session. FX thread only.
 */
final class EditorPanes {

    final SourceViewModel source = new SourceViewModel();
    final SourceView sourceView;
    final LessonBrowserView lessonsView;
    final TimelineView timelineView;
    private final Messages text;
    /** Asked before a lesson replaces the open kernel (unsaved edits). */
    private BooleanSupplier beforeOpen = () -> true;

    EditorPanes(SessionViewModel model, KernelOpener opener, SimulationController simulation) {
        text = model.text();
        source.follow(model);
        sourceView = new SourceView(source, text);
        SampleCatalog catalog = SampleCatalog.load();
        LessonBrowserViewModel lessons = new LessonBrowserViewModel(lessons(catalog, text.locale()), file -> {
            if (beforeOpen.getAsBoolean()) {
                opener.open(file, catalog.get(file).text());
            }
        });
        lessonsView = new LessonBrowserView(lessons, text);
        // the open kernel's lesson, when it is a shipped sample as it ships (also one opened from its file)
        model.sourceTextProperty().addListener((obs, old, now) ->
                shippedSample(catalog, model.kernelNameProperty().get(), now).ifPresent(lessons::selectFile));
        TimelineViewModel timeline = new TimelineViewModel(text, simulation::seek);
        timeline.follow(model);
        timelineView = new TimelineView(timeline, text);
    }

    /**
     * The samples' lessons in {@code locale}'s language (in English where a sample has no translation), each
     * also found by its English words.
     */
    static List<LessonEntry> lessons(SampleCatalog catalog, Locale locale) {
        return catalog.samples().stream().map(s -> {
            LessonText shown = s.lessonText(locale);
            String english = shown.equals(s.english()) ? "" : s.title() + "\n" + s.lesson();
            return new LessonEntry(s.fileName(), shown.title(), shown.lesson(), english);
        }).toList();
    }

    /**
     * The file name of the shipped sample named {@code fileName} when {@code text} is its text (line endings aside);
     * empty for another kernel or an edited sample.
     */
    static Optional<String> shippedSample(SampleCatalog catalog, String fileName, String text) {
        if (fileName == null || text == null) {
            return Optional.empty();
        }
        return catalog.samples().stream().filter(s -> s.fileName().equals(fileName)
                && LineEndings.normalized(s.text()).equals(LineEndings.normalized(text))).map(s -> s.fileName())
                .findFirst();
    }

    void setBeforeOpen(BooleanSupplier check) {
        beforeOpen = check;
    }

    /**
     * The source view under a bar (id {@code sourceBar}) that appears while the text has edits:
     * "edited, not saved" or "not applied" and a Reload kernel button (id {@code reloadButton}), or
     * the outcome of the last save or reload ({@code message}); for a SPIR-V binary, that it has no text and how to
     * get its disassembly.
     */
    Node sourcePane(Runnable reload, ObservableValue<String> message) {
        Label state = new Label();
        state.setId("sourceState");
        state.textProperty().bind(Bindings.createStringBinding(() -> {
            if (source.unappliedProperty().get()) {
                return text.get("source.unapplied");
            }
            if (source.modifiedProperty().get()) {
                return text.get("source.modified");
            }
            String name = source.fileNameProperty().get();
            if ((message.getValue() == null || message.getValue().isEmpty()) && name != null
                    && dev.syncscope.core.load.ProgramLoader.isBinary(name)) {
                // a binary module has no text to show: the empty pane said nothing (the QA audit)
                return text.get("source.binary", name, name.substring(0, name.length() - 4) + ".spvasm");
            }
            return message.getValue();
        }, source.unappliedProperty(), source.modifiedProperty(), message, source.fileNameProperty()));
        state.setMaxWidth(Double.MAX_VALUE);
        // whole on narrow panes too (a binary's note is two sentences)
        state.setWrapText(true);
        state.setMinHeight(javafx.scene.control.Control.USE_PREF_SIZE);
        HBox.setHgrow(state, Priority.ALWAYS);
        Button button = new Button(text.get("source.reload"));
        button.setId("reloadButton");
        button.setOnAction(e -> reload.run());
        button.visibleProperty().bind(source.unappliedProperty());
        button.managedProperty().bind(button.visibleProperty());
        HBox bar = new HBox(8, state, button);
        bar.setId("sourceBar");
        bar.getStyleClass().add("source-bar");
        bar.setAlignment(Pos.CENTER_LEFT);
        bar.setPadding(new Insets(2, 6, 2, 6));
        bar.visibleProperty().bind(state.textProperty().isNotEmpty());
        bar.managedProperty().bind(bar.visibleProperty());
        BorderPane pane = new BorderPane(sourceView);
        pane.setTop(bar);
        return pane;
    }
}
