package dev.syncscope.app;

import dev.syncscope.app.workspace.Autosave;
import dev.syncscope.app.workspace.Workspace;
import dev.syncscope.app.workspace.WorkspaceFiles;
import dev.syncscope.views.i18n.Messages;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.util.WaitForAsyncUtils;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The autosave as the window runs it, with the FX thread replaced by the calling thread. */
class RecoveryTest {

    private static final Workspace EDITED = new Workspace(Workspace.CURRENT_FORMAT, "mp.test", "/k/mp.test",
            "NEWWG\n", "NEWWG\nNEWSG\n", null, List.of(1), null);

    private final List<Throwable> failures = new CopyOnWriteArrayList<>();
    private Recovery recovery;

    @AfterEach
    void close() {
        if (recovery != null) {
            recovery.close(false);
        }
    }

    private Recovery start(Path dir, Supplier<CompletableFuture<Workspace>> capture) {
        Autosave autosave = new Autosave(dir.resolve(Autosave.FILE_NAME), new WorkspaceFiles(Messages.forLocale(Locale.ENGLISH)::get));
        recovery = new Recovery(autosave, capture, Runnable::run, 50, failures::add);
        return recovery;
    }

    @Test
    void aBurstOfChangesIsOneWriteOfTheRecoveryFileWhichACleanExitDeletes(@TempDir Path dir) throws Exception {
        AtomicInteger captures = new AtomicInteger();
        Recovery r = start(dir, () -> {
            captures.incrementAndGet();
            return CompletableFuture.completedFuture(EDITED);
        });
        for (int i = 0; i < 20; i++) {
            r.changed();
        }
        Path file = dir.resolve(Autosave.FILE_NAME);
        WaitForAsyncUtils.waitFor(5, TimeUnit.SECONDS, () -> Files.exists(file));
        assertEquals(1, captures.get(), "one capture for the burst");
        assertEquals(EDITED, new WorkspaceFiles(Messages.forLocale(Locale.ENGLISH)::get).read(file), "the unsaved edits are in the recovery file");

        r.close(true);
        assertFalse(Files.exists(file), "a clean exit leaves no recovery file");
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
            assertEquals(EDITED, new WorkspaceFiles(Messages.forLocale(Locale.ENGLISH)::get).read(dir.resolve(Autosave.FILE_NAME)), "the next save works");
        }
    }
}
