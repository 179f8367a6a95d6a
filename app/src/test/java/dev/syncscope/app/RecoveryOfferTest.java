package dev.syncscope.app;

import dev.syncscope.app.workspace.Workspace;
import dev.syncscope.core.exec.Decision;
import dev.syncscope.samples.Sample;
import dev.syncscope.samples.SampleCatalog;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Which recovery files are worth offering, and when restoring one opens another file than the command line's. */
class RecoveryOfferTest {

    private static final List<Sample> SAMPLES = SampleCatalog.load().samples();

    private static Workspace session(String path, String kernelText, String edited, List<Integer> breakpoints,
                                     List<Decision> steps) {
        return new Workspace(Workspace.CURRENT_FORMAT, "k.test", path, kernelText, edited, null, breakpoints,
                Workspace.History.of(steps, steps.size()));
    }

    @Test
    void aSessionThatRanItsFileUnchangedAndTookNoStepHoldsNoWork() {
        assertFalse(RecoveryOffer.holdsWork(session("/k/k.test", null, null, List.of(), List.of()), SAMPLES));
    }

    @Test
    void aShippedSampleAsItShipsHoldsNoWorkButAnEditedOneDoes() {
        Sample sample = SampleCatalog.load().defaultSample();
        Workspace shipped = new Workspace(Workspace.CURRENT_FORMAT, sample.fileName(), null, sample.text(), null, null,
                List.of(), null);
        assertFalse(RecoveryOffer.holdsWork(shipped, SAMPLES));
        Workspace applied = new Workspace(Workspace.CURRENT_FORMAT, sample.fileName(), null, sample.text() + "NEWWG\n",
                null, null, List.of(), null);
        assertTrue(RecoveryOffer.holdsWork(applied, SAMPLES), "edits applied to a sample");
    }

    @Test
    void editsStepsAndBreakpointsAreWork() {
        assertTrue(RecoveryOffer.holdsWork(session("/k/k.test", null, "edited\n", List.of(), List.of()), SAMPLES));
        assertTrue(RecoveryOffer.holdsWork(session("/k/k.test", "applied\n", null, List.of(), List.of()), SAMPLES));
        assertTrue(RecoveryOffer.holdsWork(session("/k/k.test", null, null, List.of(3), List.of()), SAMPLES));
        assertTrue(RecoveryOffer.holdsWork(session("/k/k.test", null, null, List.of(), List.of(Decision.of(0))),
                SAMPLES));
    }

    @Test
    void restoringReplacesAnotherFileNamedOnTheCommandLineButNotTheSameOne(@TempDir Path dir) throws IOException {
        Path recovered = Files.writeString(dir.resolve("relaxed-flag.test"), "NEWWG\n");
        Path other = Files.writeString(dir.resolve("rec.test"), "NEWWG\n");
        Workspace found = session(recovered.toString(), null, "edited\n", List.of(), List.of());
        assertTrue(RecoveryOffer.replaces(other, found));
        assertTrue(RecoveryOffer.replaces(dir.resolve("missing.test"), found));
        assertTrue(RecoveryOffer.replaces(dir.resolve("s.syncscope.json"), found), "a workspace is not its kernel");
        assertTrue(RecoveryOffer.replaces(recovered, session(null, "x\n", null, List.of(), List.of())),
                "a kernel never saved");
        assertFalse(RecoveryOffer.replaces(recovered, found));
        assertFalse(RecoveryOffer.replaces(dir.resolve("x").resolve("..").resolve("relaxed-flag.test"), found));
        assertFalse(RecoveryOffer.replaces(null, found), "no file named: the default sample is nobody's choice");
    }
}
