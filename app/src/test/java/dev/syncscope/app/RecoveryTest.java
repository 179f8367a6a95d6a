package dev.syncscope.app;

import dev.syncscope.app.workspace.Autosave;
import dev.syncscope.app.workspace.Workspace;
import dev.syncscope.app.workspace.WorkspaceFiles;
import dev.syncscope.core.exec.Decision;
import dev.syncscope.samples.Sample;
import dev.syncscope.samples.SampleCatalog;
import dev.syncscope.views.i18n.Messages;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.testfx.util.WaitForAsyncUtils;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Supplier;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The autosave as the window runs it, with the FX thread replaced by the calling thread. */
class RecoveryTest {

    private static final List<Sample> SAMPLES = SampleCatalog.load().samples();
    private static final Workspace EDITED = new Workspace(Workspace.CURRENT_FORMAT, "mp.test", "/k/mp.test",
            "NEWWG\n", "NEWWG\nNEWSG\n", null, List.of(1), null);
    private static final Workspace EDITED_MORE = new Workspace(Workspace.CURRENT_FORMAT, "mp.test", "/k/mp.test",
            "NEWWG\n", "NEWWG\nNEWSG\nNEWSG\n", null, List.of(1), null);
    /** A kernel file run as it is on disk, no step taken: nothing a crash would lose. */
    private static final Workspace UNTOUCHED = new Workspace(Workspace.CURRENT_FORMAT, "mp.test", "/k/mp.test", null,
            null, null, List.of(), null);

    private final List<Throwable> failures = new CopyOnWriteArrayList<>();
    private final List<Recovery> started = new CopyOnWriteArrayList<>();
    /** What the capture gives next (a future not yet complete: a capture in flight). */
    private final AtomicReference<CompletableFuture<Workspace>> next = new AtomicReference<>();
    private final AtomicInteger captures = new AtomicInteger();

    @AfterEach
    void close() {
        started.forEach(r -> r.close(false));
    }

    private Recovery start(Path dir, Supplier<CompletableFuture<Workspace>> capture) {
        return start(dir, 50, capture);
    }

    private Recovery start(Path dir, long delayMillis, Supplier<CompletableFuture<Workspace>> capture) {
        Recovery recovery = new Recovery(new Autosave(dir.resolve(Autosave.FILE_NAME), files()), capture, SAMPLES,
                Runnable::run, delayMillis, failures::add);
        started.add(recovery);
        return recovery;
    }

    /** A recovery whose capture gives {@link #next} and counts the captures. */
    private Recovery startOnNext(Path dir) {
        return start(dir, () -> {
            captures.incrementAndGet();
            return next.get();
        });
    }

    private static WorkspaceFiles files() {
        return new WorkspaceFiles(Messages.forLocale(Locale.ENGLISH)::get);
    }

    private static boolean holds(Path dir, Workspace w) {
        Path file = dir.resolve(Autosave.FILE_NAME);
        return Files.exists(file) && w.equals(files().read(file));
    }

    private static void waitUntil(java.util.concurrent.Callable<Boolean> condition) throws Exception {
        WaitForAsyncUtils.waitFor(5, TimeUnit.SECONDS, condition);
    }

    @Test
    void aBurstOfChangesAfterTheFirstWriteIsOneWriteOfTheRecoveryFileWhichACleanExitDeletes(@TempDir Path dir)
            throws Exception {
        Recovery r = startOnNext(dir);
        next.set(CompletableFuture.completedFuture(EDITED));
        r.save().get(5, TimeUnit.SECONDS);
        next.set(CompletableFuture.completedFuture(EDITED_MORE));
        for (int i = 0; i < 20; i++) {
            r.changed();
        }
        waitUntil(() -> holds(dir, EDITED_MORE));
        assertEquals(2, captures.get(), "the first write, then one capture for the burst");

        r.close(true);
        assertFalse(Files.exists(dir.resolve(Autosave.FILE_NAME)), "a clean exit leaves no recovery file");
        assertTrue(failures.isEmpty());
    }

    @Test
    void anUntouchedSessionWritesNoRecoveryFile(@TempDir Path dir) throws Exception {
        Recovery r = start(dir, () -> CompletableFuture.completedFuture(UNTOUCHED));
        r.changed();
        r.save().get(5, TimeUnit.SECONDS);
        assertFalse(Files.exists(dir.resolve(Autosave.FILE_NAME)));
        assertTrue(failures.isEmpty());
    }

    @Test
    void theFirstEditIsWrittenAtOnceNotAfterTheDelay(@TempDir Path dir) throws Exception {
        Recovery r = start(dir, TimeUnit.HOURS.toMillis(1), () -> CompletableFuture.completedFuture(EDITED));
        r.changed();
        waitUntil(() -> holds(dir, EDITED));
    }

    @Test
    void aSessionBackToNoWorkDeletesItsRecoveryFileAndTheNextEditWritesItAgain(@TempDir Path dir) throws Exception {
        Recovery r = startOnNext(dir);
        next.set(CompletableFuture.completedFuture(EDITED));
        r.changed();
        waitUntil(() -> holds(dir, EDITED));
        next.set(CompletableFuture.completedFuture(UNTOUCHED));
        r.changed();
        waitUntil(() -> !Files.exists(dir.resolve(Autosave.FILE_NAME)));
        next.set(CompletableFuture.completedFuture(EDITED_MORE));
        r.changed();
        waitUntil(() -> holds(dir, EDITED_MORE));
        assertTrue(failures.isEmpty());
    }

    @Test
    void anExplicitSaveDeletesTheFileAndAStateCapturedBeforeItIsNotWrittenAfter(@TempDir Path dir) throws Exception {
        Recovery r = startOnNext(dir);
        next.set(CompletableFuture.completedFuture(EDITED));
        r.save().get(5, TimeUnit.SECONDS);
        CompletableFuture<Workspace> inFlight = new CompletableFuture<>();
        next.set(inFlight);
        r.changed();
        waitUntil(() -> captures.get() == 2);

        r.explicitSave().run();
        waitUntil(() -> !Files.exists(dir.resolve(Autosave.FILE_NAME)));
        inFlight.complete(EDITED);
        next.set(CompletableFuture.completedFuture(EDITED));
        r.save().get(5, TimeUnit.SECONDS);
        assertFalse(Files.exists(dir.resolve(Autosave.FILE_NAME)),
                "neither the capture in flight nor one with no change since the save is written");

        r.changed();
        waitUntil(() -> holds(dir, EDITED));
        assertTrue(failures.isEmpty());
    }

    @Test
    void aChangeWhileAnExplicitSaveIsWrittenIsRecoveredEvenWhenItsWriteCameFirst(@TempDir Path dir)
            throws Exception {
        Recovery r = startOnNext(dir);
        next.set(CompletableFuture.completedFuture(EDITED));
        r.save().get(5, TimeUnit.SECONDS);
        Runnable saved = r.explicitSave();
        next.set(CompletableFuture.completedFuture(EDITED_MORE));
        r.changed();
        waitUntil(() -> holds(dir, EDITED_MORE));
        CompletableFuture<Workspace> again = new CompletableFuture<>();
        next.set(again);

        saved.run();
        waitUntil(() -> captures.get() == 3);
        assertFalse(Files.exists(dir.resolve(Autosave.FILE_NAME)), "the save's delete came after the write");
        again.complete(EDITED_MORE);
        waitUntil(() -> holds(dir, EDITED_MORE));
        assertTrue(failures.isEmpty());
    }

    static List<Workspace> sessions() {
        Sample sample = SampleCatalog.load().defaultSample();
        return List.of(UNTOUCHED, EDITED,
                new Workspace(Workspace.CURRENT_FORMAT, sample.fileName(), null, sample.text(), null, null, List.of(),
                        null),
                new Workspace(Workspace.CURRENT_FORMAT, sample.fileName(), null, sample.text() + "NEWWG\n", null, null,
                        List.of(), null),
                new Workspace(Workspace.CURRENT_FORMAT, "k.test", null, "NEWWG\n", null, null, List.of(), null),
                new Workspace(Workspace.CURRENT_FORMAT, "mp.test", "/k/mp.test", "NEWWG\n", null, null, List.of(),
                        null),
                new Workspace(Workspace.CURRENT_FORMAT, "mp.test", "/k/mp.test", null, null, null, List.of(3), null),
                new Workspace(Workspace.CURRENT_FORMAT, "mp.test", "/k/mp.test", null, null, null, List.of(),
                        Workspace.History.of(List.of(Decision.of(0)), 0)));
    }

    @ParameterizedTest
    @MethodSource("sessions")
    void aRecoveryFileIsWrittenExactlyWhenTheStartUpOfferWouldRestoreIt(Workspace session, @TempDir Path dir)
            throws Exception {
        start(dir, () -> CompletableFuture.completedFuture(session)).save().get(5, TimeUnit.SECONDS);
        assertEquals(RecoveryOffer.holdsWork(session, SAMPLES), Files.exists(dir.resolve(Autosave.FILE_NAME)),
                session.toString());
        assertTrue(failures.isEmpty());
    }

    @Test
    void rebuildingTheWindowKeepsTheRecoveryFile(@TempDir Path dir) throws Exception {
        Recovery r = start(dir, () -> CompletableFuture.completedFuture(EDITED));
        r.save().get(5, TimeUnit.SECONDS);
        r.close(false);
        assertTrue(Files.exists(dir.resolve(Autosave.FILE_NAME)));
    }

    @Test
    void aFailingSaveReachesTheProblemsAndTheLogAndAutosavingGoesOn(@TempDir Path dir) throws Exception {
        try (LogCapture log = LogCapture.of(Recovery.class)) {
            AtomicInteger calls = new AtomicInteger();
            Recovery r = start(dir, () -> {
                if (calls.incrementAndGet() == 1) {
                    throw new IllegalStateException("capture broke");
                }
                return CompletableFuture.completedFuture(EDITED);
            });
            r.save().get(5, TimeUnit.SECONDS);
            assertEquals(1, failures.size());
            assertTrue(String.valueOf(failures.get(0).getCause()).contains("capture broke"), failures.get(0).toString());
            assertTrue(log.records().stream().anyMatch(rec -> rec.getThrown() != null), "the failure is logged");

            r.save().get(5, TimeUnit.SECONDS);
            assertTrue(holds(dir, EDITED), "the next save works");
        }
    }
}
