package dev.syncscope.app;

import dev.syncscope.app.workspace.AtomicFiles;
import dev.syncscope.core.load.InputFiles;
import dev.syncscope.core.model.InputError;
import dev.syncscope.views.i18n.Messages;
import dev.syncscope.views.problems.ErrorText;
import dev.syncscope.views.session.SessionViewModel;
import dev.syncscope.views.source.SourceError;
import dev.syncscope.views.source.SourceViewModel;
import javafx.application.Platform;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.scene.control.Alert;
import javafx.scene.control.ButtonBar;
import javafx.scene.control.ButtonType;
import javafx.stage.FileChooser;
import javafx.stage.Window;

import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.Supplier;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * The open kernel as a document: which file it is, saving it (atomically, on the files
 * executor), applying the editor's text to the session ("Reload kernel": compiled off the FX
 * thread; when it does not compile the errors are marked in the source and listed as a problem
 * and the previous session goes on), and asking before unsaved edits would be lost. FX thread only.
 */
final class KernelEditing implements KernelOpener.DocumentListener {

    private static final Logger LOG = Logger.getLogger(KernelEditing.class.getName());

    private final SourceViewModel source;
    private final SessionViewModel model;
    private final KernelOpener opener;
    private final ExecutorService files;
    private final Supplier<Window> owner;
    private final Messages text;
    private final ReadOnlyStringWrapper documentName = new ReadOnlyStringWrapper(this, "documentName", "");
    private final ReadOnlyStringWrapper message = new ReadOnlyStringWrapper(this, "message", "");
    private Path file;
    /** Asked as a save begins; what it gives is run once the save succeeded (the autosave drops its recovery file). */
    private Supplier<Runnable> onSave = () -> () -> { };

    KernelEditing(SourceViewModel source, SessionViewModel model, KernelOpener opener, ExecutorService files,
                  Supplier<Window> owner) {
        this.source = source;
        this.model = model;
        this.opener = opener;
        this.files = files;
        this.owner = owner;
        this.text = model.text();
        opener.setDocumentListener(this);
    }

    @Override
    public void opened(String name, Path from, String content) {
        file = from;
        documentName.set(name);
        message.set("");
        source.openDocument(content);
    }

    /**
     * Restores a document from a workspace: its file (null for a sample), the text on disk (null when
     * the file is gone: every edit counts as unsaved) and the editor's text.
     */
    void restore(String name, Path from, String onDisk, String edited) {
        file = from;
        documentName.set(name);
        source.openDocument(onDisk == null ? "" : onDisk);
        if (onDisk == null && from == null) {
            source.savedTextProperty().set(null);
        }
        source.editedTextProperty().set(edited);
    }

    /** @param action asked as a save begins; what it gives is run once the save succeeded */
    void setOnSave(Supplier<Runnable> action) {
        onSave = action;
    }

    /** The kernel's file, or null for a sample or a kernel never saved. */
    Path file() {
        return file;
    }

    /** The document's file name, for the title. */
    ReadOnlyStringProperty documentNameProperty() {
        return documentName.getReadOnlyProperty();
    }

    /** The outcome of the last save or reload, for the source pane's header. */
    ReadOnlyStringProperty messageProperty() {
        return message.getReadOnlyProperty();
    }

    /** Shows {@code news} in the source pane's bar (the outcome of a workspace action). */
    void say(String news) {
        message.set(news);
    }

    /** Applies the editor's text: a new session on it if it compiles; its errors marked if not. */
    CompletableFuture<Void> reload() {
        String name = model.kernelNameProperty().get();
        String edited = source.editedTextProperty().get();
        return opener.apply(name, edited).thenAccept(error -> Platform.runLater(() -> {
            if (error == null) {
                source.showEditErrors(List.of());
                message.set("");
                return;
            }
            LOG.log(Level.INFO, "edited kernel does not compile: {0}", error.toString());
            source.showEditErrors(error.all().stream().filter(e -> e.span().line() > 0)
                    .map(e -> new SourceError(e.span().line(), e.span().column(), e.getMessage())).toList());
            model.showBackgroundFailure(error);
            message.set(text.get("status.reloadFailed"));
        }));
    }

    /** Saves the editor's text to the kernel's file (asks for one when there is none); completes with whether it saved. */
    CompletableFuture<Boolean> save() {
        if (file == null) {
            return saveAs();
        }
        return saveTo(file);
    }

    /** Asks for a file and saves the editor's text there. */
    CompletableFuture<Boolean> saveAs() {
        FileChooser chooser = new FileChooser();
        chooser.setTitle(text.get("dialog.saveKernel.title"));
        if (file != null && file.getParent() != null) {
            chooser.setInitialDirectory(file.getParent().toFile());
        }
        chooser.setInitialFileName(documentName.get());
        File chosen = chooser.showSaveDialog(owner.get());
        return chosen == null ? CompletableFuture.completedFuture(false) : saveTo(chosen.toPath());
    }

    /**
     * Writes the editor's text to {@code target} atomically on the files executor; completes
     * (on that executor) once written. The document then is that file.
     */
    CompletableFuture<Boolean> saveTo(Path target) {
        String content = source.editedTextProperty().get();
        Runnable saved = onSave.get();
        return CompletableFuture.supplyAsync(() -> {
            try {
                AtomicFiles.writeString(target, content);
                return true;
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }, files).whenComplete((ok, failure) -> Platform.runLater(() -> {
            if (failure != null) {
                LOG.log(Level.WARNING, "saving " + target + " failed", failure);
                error(text.get("dialog.save.error"), target + ": " + rootMessage(failure));
                return;
            }
            file = target;
            documentName.set(target.getFileName().toString());
            source.markSaved(content);
            message.set(text.get("status.kernelSaved", target.getFileName()));
            saved.run();
        })).exceptionally(failure -> false);
    }

    /**
     * Whether unsaved edits may be dropped: true when there are none, or the user saved them or
     * chose not to; false when the user cancelled (or saving failed). Blocks the FX thread for the
     * save's file write only.
     */
    boolean confirmDiscard() {
        if (!source.modifiedProperty().get()) {
            return true;
        }
        ButtonType save = new ButtonType(text.get("dialog.unsaved.save"), ButtonBar.ButtonData.YES);
        ButtonType discard = new ButtonType(text.get("dialog.unsaved.discard"), ButtonBar.ButtonData.NO);
        ButtonType cancel = new ButtonType(text.get("dialog.unsaved.cancel"), ButtonBar.ButtonData.CANCEL_CLOSE);
        Alert ask = new Alert(Alert.AlertType.CONFIRMATION, text.get("dialog.unsaved.content"), save, discard, cancel);
        ask.setTitle(text.get("dialog.unsaved.title"));
        ask.setHeaderText(text.get("dialog.unsaved.header", documentName.get()));
        ask.initOwner(owner.get());
        Optional<ButtonType> answer = ask.showAndWait();
        if (answer.isEmpty() || answer.get() == cancel) {
            return false;
        }
        if (answer.get() == discard) {
            return true;
        }
        try {
            return save().get(30, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        } catch (ExecutionException | TimeoutException e) {
            return false;
        }
    }

    private void error(String title, String detail) {
        ErrorDialogs.show(owner.get(), title, detail);
    }

    /**
     * What went wrong, for a dialog: an input error with its position; a file system failure in words ("permission
     * denied", "it is a folder"), not only the name of the file it was about (a temporary file's, for a save).
     */
    static String rootMessage(Throwable failure) {
        Throwable t = root(failure);
        if (t instanceof InputError e) {
            return e.span().line() > 0 ? ErrorText.of(e) : e.getMessage();
        }
        if (t instanceof IOException e) {
            return InputFiles.reason(e);
        }
        return String.valueOf(t.getMessage());
    }

    /** {@code failure} without the wrappers of the files task that carried it. */
    static Throwable root(Throwable failure) {
        Throwable t = failure;
        while (t.getCause() != null && (t instanceof java.util.concurrent.CompletionException
                || t instanceof UncheckedIOException || t instanceof ExecutionException)) {
            t = t.getCause();
        }
        return t;
    }

    /**
     * Whether {@code failure} is about the user's input (a malformed or unreadable file), which the window explains
     * in a dialog: the log then gets one line, not a stack trace.
     */
    static boolean isInputProblem(Throwable failure) {
        Throwable t = root(failure);
        return t instanceof InputError || t instanceof java.io.IOException;
    }
}
