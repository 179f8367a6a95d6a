package dev.syncscope.views.explain;

import dev.syncscope.core.api.DebugSession;
import dev.syncscope.core.check.AxiomaticChecker;
import dev.syncscope.core.check.Race;
import dev.syncscope.core.exec.Diagnostic;
import dev.syncscope.core.exec.Event;
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
 * A reduction whose loop has a memory barrier where it needs a control barrier ({@code memoryBarrierShared()} for
 * {@code barrier()}, HLSL {@code GroupMemoryBarrier()} for {@code GroupMemoryBarrierWithGroupSync()}): a memory
 * barrier makes no invocation wait, and synchronizes two only through an atomic between them or as a half of a control
 * barrier (VK MM: Synchronizes-With), so the rounds race. {@code check}, {@code run} and "Why this value?" keep the
 * fix (a control barrier in the loop) and say first why the memory barrier in the kernel did not do (the GPU audit of
 * session 88: the fix never named the GroupMemoryBarrier() it replaces); the kernel fixed so is race-free.
 */
class FenceWithoutWaitWordsTest {

    private static final Path DIR = Path.of("src/test/resources/dev/syncscope/views/explain/links");

    /** The words of check's first race, of run's first race, and of "Why this value?" for run's stale loads. */
    private static List<String> words(String file, String source, Messages text) {
        List<String> out = new ArrayList<>();
        FileCheck.Report report = FileCheck.check(file, source, null, Duration.ofSeconds(60));
        Race race = report.races().stream().flatMap(p -> p.links().stream()).findFirst()
                .orElseThrow(() -> new AssertionError("no race in " + report.races()));
        out.add(CheckRaceWhy.of(race, CheckRaceWhy.accesses(report.races()), source, text));
        DebugSession session = DebugSession.load(ProgramLoader.load(file, source));
        session.run();
        Diagnostic d = session.diagnostics().stream().filter(x -> x.kind() == Diagnostic.Kind.DATA_RACE).findFirst()
                .orElseThrow(() -> new AssertionError("no race in " + session.diagnostics()));
        out.add(new DiagnosticText(text).of(d, new ExplanationContext(session.program().launch(), session.trace(),
                session.races().stream().filter(r -> r.second().step() == d.step()).toList(), source)));
        ExplanationContext ctx = new ExplanationContext(session.program().launch(), session.trace(), session.races(),
                source);
        for (int i = 0; i < session.trace().size(); i++) {
            if (session.trace().get(i).event().kind() == Event.Kind.LOAD && session.explainRead(i).stale()) {
                out.add(String.join("\n", ExplanationText.paragraphs(session.explainRead(i), ctx, text).stream()
                        .filter(p -> p.kind() == Paragraph.Kind.FIX).map(Paragraph::text).toList()));
                break;
            }
        }
        return out;
    }

    @Test
    void aGlslLoopWithMemoryBarrierSharedIsToldTheBarrierMakesNoInvocationWait() throws IOException {
        String source = Files.readString(DIR.resolve("fence-without-wait.comp"));
        List<String> en = words("fence-without-wait.comp", source, Messages.forLocale(Locale.ENGLISH));
        assertTrue(en.size() == 3, en.toString());
        for (String w : en) {
            assertTrue(w.contains("The memory barrier at line 12 does not order them: it makes no invocation wait for "
                    + "another") && w.contains("put barrier() inside the loop after line 11"), w);
        }
        for (String w : words("fence-without-wait.comp", source, Messages.forLocale(Locale.JAPANESE))) {
            assertTrue(w.contains("12 行目のメモリバリアは両者を順序付けません"), w);
        }
        String fixed = source.replace("memoryBarrierShared();", "barrier();");
        assertFalse(new AxiomaticChecker().check(ProgramLoader.load("fixed.comp", fixed)).hasRace());
    }

    @Test
    void anHlslLoopWithGroupMemoryBarrierIsToldOnlyTheGroupSyncBarriersMakeThreadsWait() throws IOException {
        String source = Files.readString(DIR.resolve("fence-without-wait.hlsl"));
        for (String w : words("fence-without-wait.hlsl", source, Messages.forLocale(Locale.ENGLISH))) {
            assertTrue(w.contains("The memory barrier at line 15 does not order them: it makes no thread wait for "
                    + "another (only the …WithGroupSync() barriers do)") && w.contains(
                    "put GroupMemoryBarrierWithGroupSync() inside the loop after line 14"), w);
        }
        String fixed = source.replace("GroupMemoryBarrier();", "GroupMemoryBarrierWithGroupSync();");
        assertFalse(new AxiomaticChecker().check(ProgramLoader.load("fixed.hlsl", fixed)).hasRace());
    }

    @Test
    void aFenceThatAFlagOrABarrierAccompaniesIsNotNoted() throws IOException {
        // the same loop with barrier() after the memory barrier: no race, so nothing to note; and the plain flag
        // between memory barriers keeps its own words (PLAIN_FLAG), not this note
        String source = Files.readString(DIR.resolve("fence-without-wait.comp"))
                .replace("memoryBarrierShared();", "memoryBarrierShared();\n        barrier();");
        assertFalse(new AxiomaticChecker().check(ProgramLoader.load("ok.comp", source)).hasRace());
        String plainFlag = Files.readString(DIR.resolve("plain-flag.comp"));
        for (String w : words("plain-flag.comp", plainFlag, Messages.forLocale(Locale.ENGLISH))) {
            assertFalse(w.contains("does not order them: it makes no invocation wait"), w);
        }
    }
}
