package dev.syncscope.views.source;

import dev.syncscope.core.api.LocationView;
import dev.syncscope.core.api.Snapshot;
import dev.syncscope.core.api.WriteView;
import dev.syncscope.core.model.SourceSpan;
import dev.syncscope.views.problems.Problem;
import dev.syncscope.views.session.SessionViewModel;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.IntegerProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.ReadOnlyIntegerWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.SimpleBooleanProperty;
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
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.StringJoiner;

/**
 * The state of the source view: the kernel text the session runs and the editor's text (which
 * the user edits), whether there are unsaved or unapplied edits, the language and highlighting,
 * the program-counter markers of the current snapshot, the breakpoints (lines the app's
 * run-to-breakpoint stops at) and the error markers (the session's problems and the errors of the
 * last attempt to apply the edits). FX thread only.
 *
 * <p>Inputs are plain properties the app binds ({@link #follow(SessionViewModel)} binds them all).
 * The editor's text follows the session's text as long as it has no edits of its own; the app calls
 * {@link #openDocument} when another file is opened and {@link #markSaved} after saving.
 */
public class SourceViewModel {

    /** Problems at one site whose sentences its marker says on hover; the others are counted. */
    static final int SENTENCES_PER_SITE = 8;

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
    private final StringProperty editedText = new SimpleStringProperty(this, "editedText", "");
    private final StringProperty savedText = new SimpleStringProperty(this, "savedText");
    private final ReadOnlyBooleanWrapper modified = new ReadOnlyBooleanWrapper(this, "modified", false);
    private final ReadOnlyBooleanWrapper unapplied = new ReadOnlyBooleanWrapper(this, "unapplied", false);
    private final ReadOnlyBooleanWrapper editable = new ReadOnlyBooleanWrapper(this, "editable", true);
    /** Whether the text shown is a running load's (read-only until the load ends). */
    private final BooleanProperty previewing = new SimpleBooleanProperty(this, "previewing", false);
    private final List<SourceError> problemErrors = new ArrayList<>();
    private final List<SourceError> editErrors = new ArrayList<>();
    private final ObservableList<SourceError> errors = FXCollections.observableArrayList();
    /** Made once: a wrapper made per call would drop its listeners when collected. */
    private final ObservableList<SourceError> errorsView = FXCollections.unmodifiableObservableList(errors);

    public SourceViewModel() {
        fileName.addListener((obs, old, now) -> {
            language.set(Language.forFileName(now));
            updateEditable();
            breakpoints.clear();
            restyle();
        });
        text.addListener((obs, old, now) -> {
            if (Objects.equals(editedText.get(), old)) {
                editedText.set(now);
            }
            editErrors.clear();
            mergeErrors();
            recompare();
        });
        editedText.addListener((obs, old, now) -> {
            followEdit(LineEndings.normalized(old == null ? "" : old), LineEndings.normalized(now == null ? "" : now));
            recompare();
            restyle();
        });
        savedText.addListener((obs, old, now) -> recompare());
        snapshot.addListener((obs, old, now) -> remark());
        focusedInvocation.addListener((obs, old, now) -> remark());
        errors.addListener((ListChangeListener<SourceError>) c -> restyle());
        previewing.addListener((obs, old, now) -> updateEditable());
        restyle();
    }

    /** A binary (.spv) is never edited, nor a running load's text. */
    private void updateEditable() {
        String name = fileName.get();
        editable.set((name == null || !dev.syncscope.core.load.ProgramLoader.isBinary(name)) && !previewing.get());
    }

    /**
     * Binds text, file name, snapshot and focus to the session (the text read-only while it is a running load's),
     * and shows its problems as error markers.
     */
    public void follow(SessionViewModel session) {
        previewing.bind(session.previewingProperty());
        text.bind(session.sourceTextProperty());
        fileName.bind(session.kernelNameProperty());
        snapshot.bind(session.snapshotProperty());
        focusedInvocation.bind(session.focusedInvocationProperty());
        ObservableList<Problem> problems = session.problems();
        problems.addListener((ListChangeListener<Problem>) c -> showProblems(problems));
        showProblems(problems);
    }

    /** Replaces the error markers of the session's problems. */
    public void setErrors(List<SourceError> now) {
        problemErrors.clear();
        problemErrors.addAll(now);
        mergeErrors();
    }

    /**
     * Shows the errors of the last attempt to apply the edits (compile or parse errors in the
     * editor's text); they stay until the session's text changes or this is called again.
     */
    public void showEditErrors(List<SourceError> now) {
        editErrors.clear();
        editErrors.addAll(now);
        mergeErrors();
    }

    /** Starts editing a freshly opened file: the editor and the saved copy both hold {@code content}. */
    public void openDocument(String content) {
        savedText.set(content);
        editedText.set(content);
        editErrors.clear();
        mergeErrors();
    }

    /** The editor's text {@code content} was saved to the kernel's file. */
    public void markSaved(String content) {
        savedText.set(content);
    }

    /**
     * Replaces the markers with the errors and warnings that have a line in this file. Information marks no line: a
     * race only outside a test's question drew ⚠ on the correct message-passing test's store (the teacher audit).
     * A site says the sentences of its first {@link #SENTENCES_PER_SITE} problems on hover and how many more there are
     * ("… +N"): a kernel whose every invocation races has 100,000 rows at two lines, each worded only when read
     * ({@link dev.syncscope.views.problems.StepperRows}).
     */
    public void showProblems(List<Problem> problems) {
        List<SourceError> list = new ArrayList<>();
        Map<SourceError, Integer> more = new LinkedHashMap<>();
        Map<SourceError, Integer> said = new HashMap<>();
        for (Problem p : problems) {
            if (p.severity() == Problem.Severity.INFO) {
                continue;
            }
            // its site and the second one its message names (where an invocation that skipped a barrier finished)
            for (SourceSpan site : p.sites()) {
                if (sameFile(site.file())) {
                    SourceError at = new SourceError(site.line(), site.column(), "", p.severity() != Problem.Severity.ERROR);
                    if (said.merge(at, 1, Integer::sum) <= SENTENCES_PER_SITE) {
                        list.add(new SourceError(at.line(), at.column(), p.message(), at.warning()));
                    } else {
                        more.merge(at, 1, Integer::sum);
                    }
                }
            }
        }
        more.forEach((at, n) -> list.add(new SourceError(at.line(), at.column(), "… +" + n, at.warning())));
        setErrors(list);
    }

    /** Moves the breakpoints with the lines an edit inserted or removed, and drops those past the end. */
    private void followEdit(String before, String after) {
        Set<Integer> moved = new HashSet<>(LineShift.apply(before, after, breakpoints));
        int lines = lineCount();
        moved.removeIf(line -> line > lines);
        if (!moved.equals(breakpoints)) {
            breakpoints.retainAll(moved);
            breakpoints.addAll(moved);
        }
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

    /**
     * The write a store or atomic on {@code line} (1-based) made that the user most likely means: the
     * focused invocation's latest write from that line, else the latest write from that line by any
     * invocation; empty when the line has made no write in the current snapshot (not run yet, or no
     * store there). Writes of another file (an include) do not count.
     */
    public Optional<WriteView> writeAt(int line) {
        Snapshot now = snapshot.get();
        if (now == null || line <= 0) {
            return Optional.empty();
        }
        WriteView mine = null;
        WriteView anyone = null;
        for (LocationView l : now.locations()) {
            for (WriteView w : l.writes()) {
                if (w.writer() < 0 || w.source().line() != line || !sameFile(w.source().file())) {
                    continue;
                }
                if (anyone == null || w.id() > anyone.id()) {
                    anyone = w;
                }
                if (w.writer() == focusedInvocation.get() && (mine == null || w.id() > mine.id())) {
                    mine = w;
                }
            }
        }
        return Optional.ofNullable(mine != null ? mine : anyone);
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

    /** The number of lines of the editor's text (at least 1). */
    public int lineCount() {
        return (int) LineEndings.normalized(current()).chars().filter(ch -> ch == '\n').count() + 1;
    }

    public StringProperty textProperty() {
        return text;
    }

    /** The editor's text: what the user sees and edits; the session's text until the first edit. */
    public StringProperty editedTextProperty() {
        return editedText;
    }

    /** The text of the kernel's file as last opened or saved; {@code null} when unknown (then the session's text counts). */
    public StringProperty savedTextProperty() {
        return savedText;
    }

    /** The editor has edits not saved to the kernel's file. */
    public ReadOnlyBooleanProperty modifiedProperty() {
        return modified.getReadOnlyProperty();
    }

    /** The editor's text differs from the text the session runs (the edits are not applied yet). */
    public ReadOnlyBooleanProperty unappliedProperty() {
        return unapplied.getReadOnlyProperty();
    }

    /** Whether the text can be edited (not for SPIR-V binaries, which have no text). */
    public ReadOnlyBooleanProperty editableProperty() {
        return editable.getReadOnlyProperty();
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

    /** Highlighting and error underlines for the whole text, as the editor holds it ({@link LineEndings#normalized}). */
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

    private void mergeErrors() {
        List<SourceError> all = new ArrayList<>(problemErrors);
        all.addAll(editErrors);
        errors.setAll(all);
    }

    private void recompare() {
        String edited = current();
        String saved = savedText.get() != null ? savedText.get() : text.get() == null ? "" : text.get();
        modified.set(!edited.equals(saved));
        unapplied.set(!edited.equals(text.get() == null ? "" : text.get()));
    }

    private void restyle() {
        // on the editor's text: it ends lines with \n whatever the file does (LineEndings)
        styles.set(SourceStyles.of(LineEndings.normalized(current()), language.get(), errors));
    }

    private String current() {
        return editedText.get() == null ? "" : editedText.get();
    }
}
