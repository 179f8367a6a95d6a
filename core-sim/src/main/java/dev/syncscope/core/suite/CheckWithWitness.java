package dev.syncscope.core.suite;

import dev.syncscope.core.check.AxiomaticChecker;
import dev.syncscope.core.check.CheckLimit;
import dev.syncscope.core.check.CheckResult;
import dev.syncscope.core.model.Program;

import java.time.Duration;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.FutureTask;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * The exhaustive check of a kernel judged by race freedom, with the stepper runs of {@link StepperWitness} beside it
 * once the check has had {@link #HEAD_START} to itself. A kernel the check finishes by then gets the check's answer,
 * as without the runs. For a larger one the runs start on the calling thread while the check goes on on its own; when
 * a run answers (it races, or it decides a kernel that synchronizes only through control barriers) the check is
 * stopped and the run's answer is the kernel's ({@link CheckLimit.Kind#RUN_ANSWERED}), unless the check finished in
 * the meantime. Before, the runs started only once the check had stopped at its time limit: a racy histogram of 8
 * invocations answered {@code FAILED} after the whole 60 s of the default limit, and a race-free 128-invocation scan
 * {@code OK} after 13 s, where one run takes milliseconds. A race-free claim still has to agree with what the stopped
 * check found ({@link StepperWitness#agrees}); if it does not, the check runs again for the rest of its time and the
 * run claims nothing. With a heap under {@link #MIN_HEAP_BESIDE}, or when the runs beside the check fill the heap,
 * the runs wait for the check to stop, as before. Stateless.
 */
public final class CheckWithWitness {

    /** How long the check runs alone: kernels it finishes within this get its answer, with every outcome it lists. */
    public static final Duration HEAD_START = Duration.ofSeconds(CheckWithWitness.HEAD_START_SECONDS);

    /**
     * The smallest heap ({@code -Xmx}) with which the runs go beside the check: with less, they wait for it to stop
     * (a check and a run of an 8,000-invocation launch at once filled a 64 MB heap that held each alone).
     */
    static final long MIN_HEAP_BESIDE = 1L << 30;

    /** {@link #HEAD_START} in seconds (the command line's help names it). */
    public static final int HEAD_START_SECONDS = 3;

    private CheckWithWitness() {
    }

    /**
     * The check's result and, where a run answers what it left open, that run.
     *
     * @param result  the exhaustive check's result ({@link CheckLimit.Kind#RUN_ANSWERED} when a run stopped it)
     * @param witness the stepper run that answers the kernel (racy, deciding it race-free, or reading undefined memory);
     *                null when none does
     */
    public record Answer(CheckResult result, StepperWitness witness) {

        /**
         * The result with the witness's reads of undefined memory among its findings
         * ({@link StepperWitness#withUndefinedReads}).
         */
        public Answer {
            result = witness == null ? result : witness.withUndefinedReads(result);
        }
    }

    /**
     * {@code checker}'s check of {@code program} (its time limit {@code timeLimit} counted from {@code startedAt},
     * {@link System#nanoTime()}), with stepper runs beside it after {@link #HEAD_START}. The caller decides that the
     * kernel is judged by race freedom. When the calling thread is interrupted (the window's check cancelled), the
     * check is stopped too and its result returned, with no witness.
     */
    public static Answer check(AxiomaticChecker checker, Program program, long startedAt, Duration timeLimit) {
        return check(checker::check, program, startedAt, timeLimit, HEAD_START);
    }

    /** An exhaustive check of a program, its time counted from {@code startedAt} ({@link AxiomaticChecker#check}). */
    interface Checking {
        CheckResult check(Program program, long startedAt);
    }

    /**
     * As {@link #check(AxiomaticChecker, Program, long, Duration)}, with the check's head start given: {@link
     * FileCheck} passes its limits' ({@link FileCheckLimits#headStart()}, {@link #HEAD_START} unless a test chose).
     */
    static Answer check(Checking checker, Program program, long startedAt, Duration timeLimit, Duration headStart) {
        if (Runtime.getRuntime().maxMemory() < MIN_HEAP_BESIDE) {
            // a small heap holds the check or a run, not both at once: the runs wait for the check, as they did
            CheckResult alone = checker.check(program, startedAt);
            return new Answer(alone, StepperWitness.whereOpen(program, alone, timeLimit));
        }
        if (timeLimit.compareTo(headStart) <= 0) {
            // the check stops at its own time limit before any run would start beside it: the runs go after it, with
            // the whole time limit as for a check that stopped early, also when the check notices its limit late (a
            // wait for it that ended at the limit left the runs no time, and a racy kernel no witness)
            CheckResult alone = checker.check(program, startedAt);
            return new Answer(alone, StepperWitness.whereOpen(program, alone, timeLimit));
        }
        FutureTask<CheckResult> task = new FutureTask<>(() -> checker.check(program, startedAt));
        Thread thread = new Thread(task, "syncscope-check-beside-runs");
        thread.setDaemon(true);
        thread.start();
        try {
            CheckResult early = await(task, headStart.toNanos());
            if (early != null) {
                return new Answer(early, StepperWitness.whereOpen(program, early, timeLimit));
            }
            long left = startedAt + timeLimit.toNanos() - System.nanoTime();
            StepperWitness run;
            try {
                run = StepperWitness.find(program, Duration.ofNanos(Math.max(0,
                        Math.min(left, StepperWitness.BUDGET.toNanos()))));
            } catch (OutOfMemoryError e) {
                // the runs beside the check filled the heap: they run again after it, with its memory free
                CheckResult checked = result(task);
                return new Answer(checked, StepperWitness.whereOpen(program, checked, timeLimit));
            }
            if (run == null) {
                // no run answers: the check goes on to its own limit; the runs were tried, none is tried again. A check
                // that filled the heap while the runs held part of it runs again alone, in the time left
                CheckResult checked = result(task);
                return new Answer(heapFilled(checked) ? checker.check(program, startedAt) : checked, null);
            }
            CheckResult checked;
            if (task.isDone()) {
                checked = result(task);
            } else {
                thread.interrupt();
                checked = result(task);
                if (checked.limit() != null && checked.limit().kind() == CheckLimit.Kind.CANCELLED) {
                    checked = checked.stoppedBy(CheckLimit.runAnswered(
                            TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - startedAt)));
                }
            }
            if (!StepperWitness.leftOpen(checked)) {
                return new Answer(checked, null); // the check answered first, by itself
            }
            if (run.provesRaceFreedom() && !StepperWitness.agrees(run, checked)) {
                // the stopped check found what the run says no execution has (a fault of one of them): the check
                // answers alone, in the time left
                return new Answer(checker.check(program, startedAt), null);
            }
            return new Answer(checked, run);
        } catch (InterruptedException e) {
            thread.interrupt();
            CheckResult stopped = resultUninterruptibly(task);
            Thread.currentThread().interrupt();
            return new Answer(stopped, null);
        } finally {
            // a run that threw leaves no check running on to its limit beside nothing
            if (!task.isDone()) {
                thread.interrupt();
            }
        }
    }

    /** Whether {@code r} stopped because the heap filled ({@link CheckLimit.Kind#HEAP}, {@code HEAP_EXECUTION}). */
    private static boolean heapFilled(CheckResult r) {
        return r.limit() != null && (r.limit().kind() == CheckLimit.Kind.HEAP
                || r.limit().kind() == CheckLimit.Kind.HEAP_EXECUTION);
    }

    /** The check's result if it is done within {@code nanos}; else null. */
    private static CheckResult await(FutureTask<CheckResult> task, long nanos) throws InterruptedException {
        try {
            return task.get(Math.max(0, nanos), TimeUnit.NANOSECONDS);
        } catch (TimeoutException e) {
            return null;
        } catch (ExecutionException e) {
            throw rethrown(e);
        }
    }

    /** The check's result, waiting for it. */
    private static CheckResult result(FutureTask<CheckResult> task) throws InterruptedException {
        try {
            return task.get();
        } catch (ExecutionException e) {
            throw rethrown(e);
        }
    }

    /** The check's result once it stopped, waiting through interrupts (it stops soon after its own). */
    private static CheckResult resultUninterruptibly(FutureTask<CheckResult> task) {
        boolean interrupted = false;
        try {
            while (true) {
                try {
                    return task.get();
                } catch (InterruptedException e) {
                    interrupted = true;
                } catch (ExecutionException e) {
                    throw rethrown(e);
                }
            }
        } finally {
            if (interrupted) {
                Thread.currentThread().interrupt();
            }
        }
    }

    /** What the check's thread threw, thrown on the calling thread as it was. */
    private static RuntimeException rethrown(ExecutionException e) {
        Throwable cause = e.getCause();
        if (cause instanceof RuntimeException r) {
            throw r;
        }
        if (cause instanceof Error err) {
            throw err;
        }
        throw new IllegalStateException(cause);
    }
}
