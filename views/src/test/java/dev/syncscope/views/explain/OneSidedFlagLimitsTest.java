package dev.syncscope.views.explain;

import dev.syncscope.core.api.DebugSession;
import dev.syncscope.core.check.LinkSentence;
import dev.syncscope.core.exec.Race;
import dev.syncscope.core.suite.FileCheck;
import dev.syncscope.views.i18n.Messages;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Locale;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Where a one-sided flag sentence ({@link FlagSide}, {@link LinkSentence#FLAG_NO_ACQUIRE} …) must not be said, found by
 * the review of the change that made them: a barrier after the reader's next atomic read serves that read (advised to
 * move above the first, it left data2 racing), an acquire whose memory scope leaves out the writer is no side that
 * is there ({@code run} said "Only T0's side is missing" of a reader whose groupMemoryBarrier() reaches one workgroup),
 * and private data needs more than the flag (the advised barrier left the race, then on coherence).
 */
class OneSidedFlagLimitsTest {

    private static final Messages EN = Messages.forLocale(Locale.ENGLISH);
    private static final Path KERNELS = Path.of("../core-sim/src/test/resources/kernels/one-sided-flag");

    private static List<String> checkSays(String file, String location) throws IOException {
        String text = Files.readString(KERNELS.resolve(file));
        FileCheck.Report report = FileCheck.check(file, text, null, Duration.ofSeconds(60));
        return report.races().stream().flatMap(p -> p.links().stream())
                .filter(r -> r.toString().contains(location))
                .map(r -> r.link().sentence() + ": " + CheckRaceWhy.of(r, CheckRaceWhy.accesses(report.races()), text,
                        EN)).toList();
    }

    private static String runSays(String file, String location) throws IOException {
        String text = Files.readString(KERNELS.resolve(file));
        DebugSession session = DebugSession.open(KERNELS.resolve(file));
        session.run();
        Race race = session.races().stream().filter(r -> String.valueOf(r.second().location()).equals(location))
                .findFirst().orElseThrow(() -> new AssertionError(file + ": no race on " + location + " in "
                        + session.races()));
        return RaceWhy.of(race, new ExplanationContext(session.program().launch(), session.trace(), session.races(),
                text), EN);
    }

    @Test
    void aBarrierAfterTheReadersNextAtomicReadIsNotAdvisedToMoveAboveTheRead() throws IOException {
        List<String> check = checkSays("two-flags.comp", "data");
        assertTrue(check.stream().anyMatch(s -> s.startsWith("FLAG_NO_ACQUIRE: ") && s.contains("make the atomicLoad of flag"
                + " at line 22 an acquire")), check.toString());
        assertTrue(check.stream().noneMatch(s -> s.contains("Move the barrier")), check.toString());
        String run = runSays("two-flags.comp", "data");
        assertTrue(run.contains("Only T1's side is missing: make the atomicLoad of flag at line 22 an acquire"), run);
        assertFalse(run.contains("Move the barrier"), run);
    }

    @Test
    void anAcquireWhoseScopeLeavesOutTheWriterIsNoSideThatIsThere() throws IOException {
        String run = runSays("narrow-acquire.comp", "data");
        assertFalse(run.contains("Only T0's side is missing"), run);
        List<String> check = checkSays("narrow-acquire.comp", "data");
        assertTrue(check.stream().noneMatch(s -> s.contains("side is missing")), check.toString());
    }

    /** Private (not coherent) data needs more than the flag's synchronization: no "only this side" sentence. */
    @Test
    void privateDataIsNeverOnlyOneSideMissing() throws IOException {
        String run = runSays("private-data.comp", "data");
        assertFalse(run.contains("side is missing"), run);
        List<String> check = checkSays("private-data.comp", "data");
        assertTrue(!check.isEmpty() && check.stream().noneMatch(s -> s.contains("side is missing")), check.toString());
    }
}
