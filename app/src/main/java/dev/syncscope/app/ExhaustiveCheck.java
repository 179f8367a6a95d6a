package dev.syncscope.app;

import dev.syncscope.app.cli.KernelExpectations;
import dev.syncscope.core.check.AxiomaticChecker;
import dev.syncscope.core.check.CheckOptions;
import dev.syncscope.core.check.CheckResult;
import dev.syncscope.core.kernel.PragmaParser;
import dev.syncscope.core.load.ProgramLoader;
import dev.syncscope.core.model.InputError;
import dev.syncscope.core.model.Program;
import dev.syncscope.core.litmus.herd.HerdParser;
import dev.syncscope.core.litmus.herd.HerdTest;
import dev.syncscope.core.litmus.khronos.KhronosParser;
import dev.syncscope.core.suite.CheckWithWitness;
import dev.syncscope.core.suite.CorpusAnswers;
import dev.syncscope.core.suite.HerdAnswers;
import dev.syncscope.core.suite.KhronosAnswers;
import dev.syncscope.core.suite.SuiteCheck;
import dev.syncscope.core.suite.StepperWitness;
import dev.syncscope.core.suite.TestQuestion;
import dev.syncscope.views.outcome.OutcomeViewModel;
import dev.syncscope.views.problems.CheckProblems;
import dev.syncscope.views.problems.ExpectationProblems;
import dev.syncscope.views.problems.Problem;
import dev.syncscope.views.problems.WitnessProblems;
import dev.syncscope.views.session.SessionViewModel;
import javafx.application.Platform;

import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.BiFunction;
import java.util.function.BooleanSupplier;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * "Check all executions": runs the axiomatic checker on the open program on its own thread
 * ({@code syncscope-check}) and shows the allowed outcomes with their witnesses; Cancel interrupts
 * it (the checker stops as "cancelled"). The result's witness execution feeds the execution graph. A kernel judged by
 * race freedom that the check has not answered after {@link CheckWithWitness#HEAD_START} is answered by a stepper run
 * beside it where one can ({@link StepperWitness}: a racy run, or one that decides every execution), as
 * {@code syncscope check} does. For a Khronos
 * test whose loads ask for values, or a herd test with a filter, the problems and outcomes say where races lie as
 * {@code syncscope check} does: both ask the program's {@link TestQuestion}. A litmus test's expected answers (a Khronos
 * test's answer lines, a herd test's condition) are rows of the Problems pane, first, as {@code check} lists them. {@link #start()} and {@link #cancel()} on the FX thread.
 */
final class ExhaustiveCheck {

    private static final Logger LOG = Logger.getLogger(ExhaustiveCheck.class.getName());
    /** The window's check gives up after this long; the CLI has --time-limit for longer ones. */
    private static final Duration TIME_LIMIT = Duration.ofMinutes(2);

    private final SessionViewModel session;
    private final OutcomeViewModel outcomes;
    private final ExecutorService worker = Executors.newSingleThreadExecutor(r -> {
        Thread t = new Thread(r, "syncscope-check");
        t.setDaemon(true);
        return t;
    });
    private Future<?> running;
    /** Set by Cancel; the checker itself only sees the interrupt and reports a limit. */
    private volatile boolean cancelled;
    /** Counts the programs shown (FX thread): a check's result is shown only while its program still is. */
    private int shown;

    /**
     * Whether the kernel shown is launched as its file says (FX thread, asked when a check starts): only then are its
     * {@code @expect} lines judged, as {@code check FILE} judges them only for the file's own launch.
     */
    private BooleanSupplier fileLaunch = () -> true;
    /** The file of the program shown, or null (asked on the FX thread): a corpus's rows beside it answer herd tests. */
    private java.util.function.Supplier<java.nio.file.Path> shownFile = () -> null;

    /** How a litmus program is checked: by the checker, or what a test stands in for it. */
    private final BiFunction<AxiomaticChecker, Program, CheckResult> litmusCheck;

    ExhaustiveCheck(SessionViewModel session, OutcomeViewModel outcomes) {
        this(session, outcomes, AxiomaticChecker::check);
    }

    /**
     * A check whose litmus programs are checked by {@code litmusCheck} instead of the checker (a test stands in a
     * check that runs out of memory).
     */
    ExhaustiveCheck(SessionViewModel session, OutcomeViewModel outcomes,
                    BiFunction<AxiomaticChecker, Program, CheckResult> litmusCheck) {
        this.session = session;
        this.outcomes = outcomes;
        this.litmusCheck = litmusCheck;
        outcomes.cancelRequestedProperty().addListener((obs, old, now) -> {
            if (now) {
                cancel();
            }
        });
        // the outcomes are the checked program's: another program (opened, edited, relaunched) drops them
        session.programProperty().addListener((obs, old, now) -> {
            shown++;
            cancel();
            outcomes.reset();
        });
    }

    /** Tells the check where the program shown was read from ({@link KernelEditing#file()}; null: nowhere). */
    void answersBeside(java.util.function.Supplier<java.nio.file.Path> file) {
        this.shownFile = file;
    }

    /** Tells the check whether the kernel shown is launched as its file says ({@link LaunchActions#fileLaunch()}). */
    void judgeExpectationsWhen(BooleanSupplier ownLaunch) {
        this.fileLaunch = ownLaunch;
    }

    /**
     * Starts a check of the program shown, unless one runs. The future completes once its result (or its
     * rejection, cancellation or failure) is shown, or at once when nothing was started.
     */
    CompletableFuture<Void> start() {
        Program program = session.programProperty().get();
        if (program == null || (running != null && !running.isDone())) {
            return CompletableFuture.completedFuture(null);
        }
        CompletableFuture<Void> done = new CompletableFuture<>();
        cancelled = false;
        outcomes.start();
        session.showCheckProblems(List.of());
        outcomes.runningProperty().set(true);
        outcomes.progressProperty().set(-1);
        int checked = shown;
        String sourceText = session.sourceTextProperty().get();
        // a kernel judged by race freedom: its @expect lines, if any, say what it should do instead (as check FILE),
        // when the launch is the file's own; another launch (the launch settings) is judged by race freedom
        String name = session.kernelNameProperty().get();
        boolean expects = ProgramLoader.isKernel(name) && sourceText != null && !PragmaParser.parse(name, sourceText,
                PragmaParser.commentPrefix(name)).expectations().isEmpty();
        boolean judged = expects && fileLaunch.getAsBoolean();
        java.nio.file.Path file = shownFile.get();
        boolean kernel = ProgramLoader.isKernel(name) && !judged;
        running = worker.submit(() -> {
            try {
                AxiomaticChecker checker = new AxiomaticChecker(CheckOptions.DEFAULT.withTimeLimit(TIME_LIMIT)
                        .withConsistentOnly(true));
                // a kernel judged by race freedom: stepper runs beside the check may answer it, as in check FILE
                CheckWithWitness.Answer answer = kernel
                        ? CheckWithWitness.check(checker, program, System.nanoTime(), TIME_LIMIT)
                        : new CheckWithWitness.Answer(litmusCheck.apply(checker, program), null);
                CheckResult result = answer.result();
                StepperWitness witness = cancelled ? null : answer.witness();
                // grouped here, on the check's thread: the FX thread only shows the rows
                TestQuestion question = TestQuestion.of(program, result);
                // a litmus test's or kernel's expected answers, as check FILE ends with them: the verdict a lesson asks
                // (the answers written in the file first, those that do not hold or are not known before those that
                // hold; a kernel's implicit answers that hold, written nowhere, after the check's own findings)
                List<Problem> answers = ExpectationProblems.of(cancelled ? List.of()
                        : judged ? kernelExpectations(name, sourceText, program, result)
                        : expectations(name, file, sourceText, program, result), session.text());
                java.util.function.Predicate<Problem> implicitHolds = p -> p.severity() == Problem.Severity.INFO
                        && p.where() == null;
                List<Problem> rows = new java.util.ArrayList<>(answers.stream().filter(implicitHolds.negate())
                        .toList());
                rows.addAll(CheckProblems.of(result, question, sourceText, session.text()));
                rows.addAll(WitnessProblems.of(witness, sourceText, session.text()));
                rows.addAll(answers.stream().filter(implicitHolds).toList());
                if (expects && !judged) {
                    rows.add(new Problem(Problem.Severity.INFO, session.text().get("problems.expect.otherLaunch"),
                            null));
                }
                OutcomeViewModel.Prepared table = outcomes.prepare(result, question, witness);
                whileShown(checked, done, () -> {
                    outcomes.runningProperty().set(false);
                    if (cancelled) {
                        outcomes.showCancelled();
                    } else {
                        outcomes.show(table);
                        session.showCheckProblems(rows);
                    }
                });
            } catch (InputError e) {
                whileShown(checked, done, () -> {
                    outcomes.runningProperty().set(false);
                    outcomes.showRejected(e.getMessage());
                    session.showBackgroundFailure(e);
                });
            } catch (OutOfMemoryError e) {
                // the check keeps every consistent execution it finds: too many for the heap is a limit of this
                // program's check, said as such, not an internal error to report (the cliff audit: 8 writers to x)
                long heapMb = Runtime.getRuntime().maxMemory() >> 20;
                whileShown(checked, done, () -> {
                    outcomes.runningProperty().set(false);
                    outcomes.showOutOfMemory(heapMb);
                    session.showCheckProblems(List.of(new Problem(Problem.Severity.ERROR,
                            outcomes.summaryProperty().get(), null)));
                });
            } catch (RuntimeException | StackOverflowError e) {
                LOG.log(Level.WARNING, "exhaustive check failed", e);
                whileShown(checked, done, () -> {
                    outcomes.runningProperty().set(false);
                    outcomes.showCancelled();
                    session.showBackgroundFailure(e);
                });
            }
        });
        return done;
    }

    /**
     * The verdicts on the {@code @expect} lines of the kernel {@code name} (its text {@code text}, launched as the file
     * says) against the check's {@code result}, as {@code syncscope check} lists them ({@link KernelExpectations}: the
     * checker's result for races and final values, every stepper schedule for stale reads and diagnostics); a line
     * naming nothing the program has is a row of its own, as {@code check} refuses it.
     */
    private static List<SuiteCheck> kernelExpectations(String name, String text, Program program, CheckResult result) {
        try {
            KernelExpectations.JUDGE.validate(name, text, program);
            return KernelExpectations.JUDGE.judge(name, text, program, result);
        } catch (InputError e) {
            return List.of(new SuiteCheck(name, e.span(), "@expect", true, null, SuiteCheck.Verdict.ERROR,
                    e.getMessage(), Duration.ZERO));
        }
    }

    /**
     * The expected answers of the litmus test {@code name} (its text {@code text}) against the check's {@code result}, as
     * {@code syncscope check} lists them: a Khronos test's answer lines, each checked as written (with or without
     * chains, consistent executions or all: {@link KhronosAnswers}; those about the consistent executions of the program
     * checked take {@code result}), a herd test's condition (the rows of a corpus
     * beside its {@code file} instead, when they answer it: {@link CorpusAnswers}); none for a kernel (its
     * {@code @expect} lines are judged by {@code check FILE}) or a test that states none.
     */
    private static List<SuiteCheck> expectations(String name, java.nio.file.Path file, String text, Program program,
                                                 CheckResult result) {
        if (name == null || text == null) {
            return List.of();
        }
        String lower = name.toLowerCase(Locale.ROOT);
        try {
            if (lower.endsWith(".test")) {
                // the lines about the consistent executions of the program as written take this check's result when
                // the text still parses as the program checked (as check FILE does): not the same check twice
                return KhronosAnswers.check(name, new KhronosParser().parse(name, text),
                        CheckOptions.DEFAULT.withTimeLimit(TIME_LIMIT), new KhronosAnswers.Known(program, result));
            }
            if (lower.endsWith(".litmus")) {
                HerdTest test = HerdParser.parse(name, text);
                // a corpus's expected/*.csv rows about the file answer it, as check FILE and suite judge it
                List<SuiteCheck> rows = file == null ? List.of() : CorpusAnswers.of(file.toString())
                        .check(name, test, result, program.launch().availabilityVisibilityChains());
                if (!rows.isEmpty()) {
                    return rows;
                }
                return test.condition().isPresent() ? List.of(HerdAnswers.condition(name, test, result)) : List.of();
            }
        } catch (InputError e) {
            // the text shown no longer parses as the program checked: its answers are not this check's
            LOG.log(Level.FINE, "expectations not read", e);
        }
        return List.of();
    }

    /**
     * Runs {@code show} on the FX thread unless the window moved on to another program since the check began, then
     * completes {@code done}.
     */
    private void whileShown(int checked, CompletableFuture<Void> done, Runnable show) {
        Platform.runLater(() -> {
            try {
                if (shown == checked) {
                    show.run();
                }
            } finally {
                done.complete(null);
            }
        });
    }

    void cancel() {
        if (running != null && !running.isDone()) {
            cancelled = true;
            running.cancel(true);
        }
    }

    void close() {
        worker.shutdownNow();
    }
}
