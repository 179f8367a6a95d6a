package dev.syncscope.views.source;

import dev.syncscope.core.api.Snapshot;
import dev.syncscope.views.problems.Problem;
import dev.syncscope.views.session.SessionViewModel;
import javafx.beans.property.IntegerProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.ReadOnlyIntegerWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.SimpleIntegerProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ListChangeListener;
import javafx.collections.ObservableList;
import javafx.collections.ObservableSet;
import org.fxmisc.richtext.model.StyleSpans;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.StringJoiner;

/**
 * The state of the source view: the kernel text and its language, the highlighting, the
 * program-counter markers of the current snapshot, the breakpoints (lines the app's
 * run-to-breakpoint stops at) and the error markers. FX thread only.
 *
 * <p>Inputs are plain properties the app binds ({@link #follow(SessionViewModel)} binds them all).
 */
public class SourceViewModel {

    private final StringProperty text = new SimpleStringProperty(this, "text", "");
    private final StringProperty fileName = new SimpleStringProperty(this, "fileName", "");
    private final ObjectProperty<Snapshot> snapshot = new SimpleObjectProperty<>(this, "snapshot");
    private final IntegerProperty focusedInvocation = new SimpleIntegerProperty(this, "focusedInvocation", 0);
    private final ReadOnlyObjectWrapper<Language> language = new ReadOnlyObjectWrapper<>(this, "language", Language.PLAIN);
    private final ReadOnlyObjectWrapper<Map<Integer, LineMarker>> markers =
            new ReadOnlyObjectWrapper<>(this, "markers", Map.of());
    private final ReadOnlyIntegerWrapper focusedLine = new ReadOnlyIntegerWrapper(this, "focusedLine", 0);
    private final ReadOnlyObjectWrapper<StyleSpans<Collection<String>>> styles = new ReadOnlyObjectWrapper<>(this, "styles");
    private final ObservableSet<Integer> breakpoints = FXCollections.observableSet();
    private final ObservableList<SourceError> errors = FXCollections.observableArrayList();
    /** Made once: a wrapper made per call would drop its listeners when collected. */
    private final ObservableList<SourceError> errorsView = FXCollections.unmodifiableObservableList(errors);

    public SourceViewModel() {
        fileName.addListener((obs, old, now) -> {
            language.set(Language.forFileName(now));
            breakpoints.clear();
            restyle();
        });
        text.addListener((obs, old, now) -> {
            breakpoints.removeIf(line -> line > lineCount());
            restyle();
        });
        snapshot.addListener((obs, old, now) -> remark());
        focusedInvocation.addListener((obs, old, now) -> remark());
        errors.addListener((ListChangeListener<SourceError>) c -> restyle());
        restyle();
    }

    /** Binds text, file name, snapshot and focus to the session, and shows its problems as error markers. */
    public void follow(SessionViewModel session) {
        text.bind(session.sourceTextProperty());
        fileName.bind(session.kernelNameProperty());
        snapshot.bind(session.snapshotProperty());
        focusedInvocation.bind(session.focusedInvocationProperty());
        ObservableList<Problem> problems = session.problems();
        problems.addListener((ListChangeListener<Problem>) c -> showProblems(problems));
        showProblems(problems);
    }

    /** Replaces the error markers. */
    public void setErrors(List<SourceError> now) {
        errors.setAll(now);
    }

    /** Replaces the markers with the problems that have a line in this file (warnings and infos as warnings). */
    public void showProblems(List<Problem> problems) {
        List<SourceError> list = new ArrayList<>();
        for (Problem p : problems) {
            if (p.where() != null && p.where().line() > 0 && sameFile(p.where().file())) {
                list.add(new SourceError(p.where().line(), p.where().column(), p.message(),
                        p.severity() != Problem.Severity.ERROR));
            }
        }
        errors.setAll(list);
    }

    /** Adds a breakpoint at {@code line} (1-based), or removes the one there. */
    public void toggleBreakpoint(int line) {
        if (line < 1 || line > lineCount()) {
            return;
        }
        if (!breakpoints.remove(line)) {
            breakpoints.add(line);
        }
    }

    /** The messages of the errors on {@code line}, one per line, or {@code null} when there is none. */
    public String errorAt(int line) {
        StringJoiner messages = new StringJoiner("\n");
        errors.stream().filter(e -> e.line() == line).forEach(e -> messages.add(e.message()));
        return messages.length() == 0 ? null : messages.toString();
    }

    /** Whether a marker on {@code line} is an error (not only warnings). */
    public boolean hasErrorAt(int line) {
        return errors.stream().anyMatch(e -> e.line() == line && !e.warning());
    }

    /** The number of lines of the text (at least 1). */
    public int lineCount() {
        return (int) current().chars().filter(ch -> ch == '\n').count() + 1;
    }

    public StringProperty textProperty() {
        return text;
    }

    public StringProperty fileNameProperty() {
        return fileName;
    }

    public ObjectProperty<Snapshot> snapshotProperty() {
        return snapshot;
    }

    public IntegerProperty focusedInvocationProperty() {
        return focusedInvocation;
    }

    public ReadOnlyObjectProperty<Language> languageProperty() {
        return language.getReadOnlyProperty();
    }

    /** Program-counter markers by 1-based line. */
    public ReadOnlyObjectProperty<Map<Integer, LineMarker>> markersProperty() {
        return markers.getReadOnlyProperty();
    }

    /** The focused invocation's line, 0 when it has none (finished, or no snapshot). */
    public ReadOnlyIntegerProperty focusedLineProperty() {
        return focusedLine.getReadOnlyProperty();
    }

    /** Highlighting and error underlines for the whole text. */
    public ReadOnlyObjectProperty<StyleSpans<Collection<String>>> stylesProperty() {
        return styles.getReadOnlyProperty();
    }

    /** Breakpoint lines (1-based); the app's run-to-breakpoint reads them, the gutter toggles them. */
    public ObservableSet<Integer> breakpoints() {
        return breakpoints;
    }

    public ObservableList<SourceError> errors() {
        return errorsView;
    }

    private boolean sameFile(String file) {
        String mine = fileName.get();
        if (file == null || file.isEmpty() || mine == null || mine.isEmpty()) {
            return true;
        }
        return baseName(file).equals(baseName(mine));
    }

    private static String baseName(String path) {
        return path.substring(Math.max(path.lastIndexOf('/'), path.lastIndexOf('\\')) + 1);
    }

    private void remark() {
        Map<Integer, LineMarker> now = LineMarker.of(snapshot.get(), focusedInvocation.get());
        markers.set(now);
        focusedLine.set(now.values().stream().filter(LineMarker::focused).mapToInt(LineMarker::line).findFirst().orElse(0));
    }

    private void restyle() {
        styles.set(SourceStyles.of(current(), language.get(), errors));
    }

    private String current() {
        return text.get() == null ? "" : text.get();
    }
}
