package dev.syncscope.app;

import dev.syncscope.core.exec.HeapGuard;
import dev.syncscope.core.exec.LaunchHeap;
import dev.syncscope.core.kernel.KernelLoader;
import dev.syncscope.core.kernel.LoadedKernel;
import dev.syncscope.core.load.InputFiles;
import dev.syncscope.core.load.ProgramLoader;
import dev.syncscope.core.model.InputError;
import dev.syncscope.core.model.LoadMonitor;
import dev.syncscope.core.model.Program;
import dev.syncscope.core.model.SourceSpan;
import dev.syncscope.core.spirv.DispatchConfig;
import dev.syncscope.core.spirv.SpirvInterpreter;
import dev.syncscope.views.i18n.Messages;
import dev.syncscope.views.session.SessionViewModel;

import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.CompletableFuture;
import java.util.function.BiConsumer;
import java.util.function.Function;
import java.util.function.IntSupplier;
import java.util.function.Supplier;
import java.util.function.UnaryOperator;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * Opens kernels: reads and compiles them as the window's current load ({@link BackgroundLoads}: on the
 * background executor, cancelled by a newer load or the user), then shows the result (or the error,
 * with its position) in the session view model on the FX thread. Also applies edited kernel text
 * ({@link #apply}), keeping the previous session when the text does not compile. A cancelled or
 * superseded load shows nothing: the document and session stay as they were, and its future fails
 * with a {@link java.util.concurrent.CancellationException}. Never blocks the FX thread. Call from the
 * FX thread.
 */
final class KernelOpener {

    /**
     * What compiling produced: the text and either a program (and, for kernels, the kernel) or the
     * error. Immutable.
     *
     * @param file the file the text was read from, or null (a sample, or edited text)
     */
    record Compiled(String name, Path file, String text, Program program, LoadedKernel kernel, InputError error) { }

    /** Told (on the FX thread) about each newly opened file or sample: its path (null for a sample) and text. */
    interface DocumentListener {
        void opened(String name, Path file, String text);
    }

    private static final Logger LOG = Logger.getLogger(KernelOpener.class.getName());
    private static final Messages ENGLISH = Messages.forLocale(Locale.ENGLISH);

    private final SessionViewModel model;
    private final BackgroundLoads loads;
    private final BiConsumer<Program, LoadedKernel> onLoaded;
    private DocumentListener onDocument = (name, file, text) -> { };
    private IntSupplier invocationLimit = () -> SpirvInterpreter.MAX_INVOCATIONS;

    /**
     * @param onLoaded told (on the FX thread) about each program shown, to start a session on it, with the
     *                 kernel it came from (null for litmus tests), so it can be launched again differently
     */
    KernelOpener(SessionViewModel model, BackgroundLoads loads, BiConsumer<Program, LoadedKernel> onLoaded) {
        this.model = model;
        this.loads = loads;
        this.onLoaded = onLoaded;
    }

    /** Sets who is told about newly opened files and samples (not about applied edits). */
    void setDocumentListener(DocumentListener listener) {
        onDocument = listener;
    }

    /** Sets where the dispatch-size limit of kernels opened from now on comes from (the launch settings). */
    void setInvocationLimit(IntSupplier limit) {
        invocationLimit = limit;
    }

    /** Opens kernel text that is already in memory (a shipped sample). */
    CompletableFuture<Void> open(String name, String text) {
        int limit = invocationLimit.getAsInt();
        return loads.start(name, monitor -> {
            loads.preview(monitor, name, text);
            return compileNow(model.text(), name, null, text, limit, monitor, UnaryOperator.identity());
        }).thenApply(this::show);
    }

    /**
     * Reads and opens a kernel file; a missing or unreadable file is shown as a problem, and the document shown is then
     * of no file (see {@link KernelEditing#save}).
     */
    CompletableFuture<Void> open(Path file) {
        String name = file.getFileName().toString();
        int limit = invocationLimit.getAsInt();
        return loads.start(name, monitor -> {
            if (ProgramLoader.isBinary(name)) {
                return compileGuarded(model.text(), name, file, "", monitor,
                        heap -> ProgramLoader.kernel(file, name, limit, heap));
            }
            String text;
            try {
                text = InputFiles.readText(file, name);
            } catch (InputError e) {
                // no document of that file: what the user types into the empty editor must never be saved over a
                // file that was not read (non-UTF-8, too large, unreadable); Save asks for a file instead
                return new Compiled(name, null, "", null, null, e);
            }
            // read once: the text the editor shows is the text compiled, even if the file changes meanwhile; shown
            // while a long launch runs when nothing else is
            loads.preview(monitor, name, text);
            return compileGuarded(model.text(), name, file, text, monitor, heap -> ProgramLoader.isKernel(name)
                    ? KernelLoader.load(name, text, limit, heap) : ProgramLoader.load(name, text, limit));
        }).thenApply(this::show);
    }

    /**
     * Compiles edited text of the open kernel and, when it compiles, starts a session on it; when it
     * does not, the session goes on unchanged. Completes with the error, or null on success.
     */
    CompletableFuture<InputError> apply(String name, String text) {
        int limit = invocationLimit.getAsInt();
        return loads.start(name, monitor -> compileNow(model.text(), name, null, text, limit, monitor,
                UnaryOperator.identity())).thenApply(c -> {
            if (c.error() == null) {
                model.showLoaded(c.name(), c.text(), c.program());
                onLoaded.accept(c.program(), c.kernel());
            }
            return c.error();
        });
    }

    /**
     * Compiles {@code text} on the calling thread (never the FX thread); a SPIR-V binary is read from
     * {@code file}. Any failure becomes the result's error.
     */
    static Compiled compileNow(String name, Path file, String text) {
        return compileNow(name, file, text, SpirvInterpreter.MAX_INVOCATIONS);
    }

    /** {@link #compileNow(String, Path, String)} with a kernel launch of at most {@code maxInvocations} invocations. */
    static Compiled compileNow(String name, Path file, String text, int maxInvocations) {
        return compileNow(name, file, text, maxInvocations, LoadMonitor.NONE);
    }

    /**
     * {@link #compileNow(String, Path, String, int)} asking {@code monitor} whether to go on while a kernel's
     * launch is built (a stopped load is the result's error, of kind {@link InputError.Kind#STOPPED}).
     */
    static Compiled compileNow(String name, Path file, String text, int maxInvocations, LoadMonitor monitor) {
        return compileNow(ENGLISH, name, file, text, maxInvocations, monitor, UnaryOperator.identity());
    }

    /**
     * {@link #compileNow(String, Path, String, int, LoadMonitor)} with a kernel launched as {@code launchAs} makes of
     * the file's own configuration (another dispatch, budget or subgroup size): one launch, where compiling as the file
     * says and then relaunching built every invocation twice. Litmus tests have no such configuration. The window's
     * own errors (out of memory, an internal error) are worded by {@code words}.
     */
    static Compiled compileNow(Messages words, String name, Path file, String text, int maxInvocations,
                               LoadMonitor monitor, UnaryOperator<DispatchConfig> launchAs) {
        boolean binary = file != null && ProgramLoader.isBinary(name);
        return compileGuarded(words, name, file, text, monitor, heap -> binary
                ? ProgramLoader.kernel(file, name, maxInvocations, heap, launchAs)
                : ProgramLoader.isKernel(name) ? KernelLoader.load(name, text, maxInvocations, heap, launchAs)
                : ProgramLoader.load(name, text, maxInvocations));
    }

    /** {@link #compileGuarded(Messages, String, Path, String, LoadMonitor, Function, HeapGuard.Probe)} on this JVM's heap. */
    private static Compiled compileGuarded(Messages words, String name, Path file, String text, LoadMonitor monitor,
                                           Function<LoadMonitor, Object> compile) {
        return compileGuarded(words, name, file, text, monitor, compile, HeapGuard.jvmProbe());
    }

    /**
     * {@link #compileWith(Messages, String, Path, String, Supplier)} with the heap watched while the launch is built
     * ({@link LaunchHeap}, as the CLI does): a launch that will not fit stops before the heap fills, so no
     * {@code OutOfMemoryError} can strike the FX thread while the last invocations are built, and the error is the
     * same memory-limit one, in the window's language. {@code compile} gets the monitor to pass to the loader.
     */
    static Compiled compileGuarded(Messages words, String name, Path file, String text, LoadMonitor monitor,
                                   Function<LoadMonitor, Object> compile, HeapGuard.Probe probe) {
        LaunchHeap heap = new LaunchHeap(probe, monitor);
        Compiled compiled = compileWith(words, name, file, text, () -> compile.apply(heap));
        return heap.stopped() && compiled.error() != null ? memoryLimit(words, name, file, text, compiled.error())
                : compiled;
    }

    /** The error of a launch too large for the heap, in {@code words}: what to lower. */
    private static Compiled memoryLimit(Messages words, String name, Path file, String text, Throwable cause) {
        String mb = String.valueOf(Runtime.getRuntime().maxMemory() / (1 << 20));
        return new Compiled(name, file, text, null, null, new InputError(new SourceSpan(name, 0, 0),
                words.get("problems.load.outOfMemory", mb), cause, InputError.Kind.MEMORY_LIMIT, List.of(),
                "problems.load.outOfMemory", List.of(mb)));
    }

    /** Shows what {@link #compileNow} produced as a newly opened document (or its error). FX thread. */
    void showOpened(Compiled compiled) {
        onDocument.opened(compiled.name(), compiled.file(), compiled.text());
        if (compiled.program() != null) {
            model.showLoaded(compiled.name(), compiled.text(), compiled.program());
        } else {
            model.showLoadFailure(compiled.name(), compiled.text(), compiled.error());
        }
    }

    /**
     * Runs {@code compile}; any failure becomes the result's error. Running out of memory (a dispatch
     * too large for the heap) is caught here, where the half-built launch is garbage at once, and
     * says what to lower. In English.
     */
    static Compiled compileWith(String name, Path file, String text, Supplier<Object> compile) {
        return compileWith(ENGLISH, name, file, text, compile);
    }

    /** {@link #compileWith(String, Path, String, Supplier)} with its own errors worded by {@code words}. */
    static Compiled compileWith(Messages words, String name, Path file, String text, Supplier<Object> compile) {
        try {
            Object compiled = compile.get();
            return compiled instanceof LoadedKernel k ? new Compiled(name, file, text, k.program(), k, null)
                    : new Compiled(name, file, text, (Program) compiled, null, null);
        } catch (OutOfMemoryError e) {
            LOG.log(Level.WARNING, "loading " + name + " ran out of memory", e);
            return memoryLimit(words, name, file, text, e);
        } catch (InputError e) {
            // a launch over the dispatch-size limit: where the window raises it, as check names its option
            boolean raisable = e.kind() == InputError.Kind.DISPATCH_LIMIT && e.invocations() > 0
                    && e.invocations() <= Integer.MAX_VALUE;
            return new Compiled(name, file, text, null, null,
                    raisable ? e.withMessage(words.get("problems.load.dispatchLimit", e.getMessage())) : e);
        } catch (RuntimeException | StackOverflowError e) {
            LOG.log(Level.WARNING, "loading " + name + " failed", e);
            return new Compiled(name, file, text, null, null, new InputError(new SourceSpan(name, 0, 0),
                    words.get("problems.load.internal", String.valueOf(e)), e, InputError.Kind.BAD_INPUT, List.of(),
                    "problems.load.internal", List.of(String.valueOf(e))));
        }
    }

    private Void show(Compiled compiled) {
        showOpened(compiled);
        if (compiled.program() != null) {
            onLoaded.accept(compiled.program(), compiled.kernel());
        }
        return null;
    }
}
