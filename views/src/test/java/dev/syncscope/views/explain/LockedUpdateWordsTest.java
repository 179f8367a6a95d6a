package dev.syncscope.views.explain;

import dev.syncscope.core.api.DebugSession;
import dev.syncscope.core.check.AxiomaticChecker;
import dev.syncscope.core.check.Race;
import dev.syncscope.core.exec.Diagnostic;
import dev.syncscope.core.load.ProgramLoader;
import dev.syncscope.core.suite.FileCheck;
import dev.syncscope.views.i18n.Messages;
import dev.syncscope.views.problems.DiagnosticText;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code counter[0] = counter[0] + 1;} inside a spin lock, on a buffer that is not globallycoherent: the lock orders
 * the two threads' updates (happens-before holds), but private accesses are location-ordered only through the device
 * domain (VK MM: Private vs. Non-Private, Location-Ordered), so they race. The fix is to make them non-private
 * (globallycoherent); no update is lost under the lock, so "one Interlocked operation", the fix of an unordered
 * {@code count++}, is not it. {@code check} gave that one while {@code run} said globallycoherent (the GPU audit of
 * session 88); both now say globallycoherent, and the kernel so fixed is race-free.
 */
class LockedUpdateWordsTest {

    private static final Path KERNEL = Path.of("src/test/resources/dev/syncscope/views/explain/links/"
            + "locked-update-not-coherent.hlsl");

    @Test
    void checkAndRunBothAdviseGloballyCoherentNotAnInterlockedUpdate() throws IOException {
        String source = Files.readString(KERNEL);
        Messages en = Messages.forLocale(Locale.ENGLISH);
        List<String> words = new ArrayList<>();
        FileCheck.Report report = FileCheck.check("lock.hlsl", source, null, Duration.ofSeconds(60));
        for (Race race : report.races().stream().flatMap(p -> p.links().stream()).toList()) {
            words.add(CheckRaceWhy.of(race, CheckRaceWhy.accesses(report.races()), source, en));
        }
        DebugSession session = DebugSession.load(ProgramLoader.load("lock.hlsl", source));
        session.run();
        for (Diagnostic d : session.diagnostics()) {
            if (d.kind() == Diagnostic.Kind.DATA_RACE) {
                words.add(new DiagnosticText(en).of(d, new ExplanationContext(session.program().launch(),
                        session.trace(), session.races().stream().filter(r -> r.second().step() == d.step()).toList(),
                        source)));
            }
        }
        assertTrue(words.size() > 1, words.toString());
        for (String w : words) {
            assertTrue(w.contains("globallycoherent"), w);
            assertFalse(w.contains("one Interlocked operation"), w);
        }
    }

    @Test
    void theKernelDeclaredGloballyCoherentIsRaceFree() throws IOException {
        String fixed = Files.readString(KERNEL).replace("\nRWStructuredBuffer<uint> counter",
                "\ngloballycoherent RWStructuredBuffer<uint> counter");
        assertTrue(fixed.contains("globallycoherent RWStructuredBuffer<uint> counter"));
        var result = new AxiomaticChecker().check(ProgramLoader.load("lock.hlsl", fixed));
        assertFalse(result.hasRace());
    }
}
