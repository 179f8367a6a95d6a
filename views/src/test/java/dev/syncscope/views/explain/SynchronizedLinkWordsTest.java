package dev.syncscope.views.explain;

import dev.syncscope.core.api.DebugSession;
import dev.syncscope.core.check.LinkSentence;
import dev.syncscope.core.check.Race;
import dev.syncscope.core.exec.Diagnostic;
import dev.syncscope.core.suite.FileCheck;
import dev.syncscope.core.suite.RaceSites;
import dev.syncscope.views.i18n.Messages;
import dev.syncscope.views.problems.DiagnosticText;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Locale;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The races whose invocations do synchronize, or meet a release, yet neither access happens-before the other (the
 * audit's findings 4 and 5b): {@code check} names what the synchronization leaves out, as {@code run} does, not
 * "nothing synchronizes T0 with T1" with advice the kernel already follows. Each kernel under {@code links/} states its
 * clause in its header: the release or acquire leaves the data's storage class out (VK MM:
 * Inter-Thread-Happens-Before), the read took a value outside the release sequence (VK MM: Release Sequence), a
 * control barrier's memory scope leaves one invocation out, or one fence of fence–control-barrier–fence is there and
 * the other is missing (VK MM: Synchronizes-With).
 */
class SynchronizedLinkWordsTest {

    private static final Messages EN = Messages.forLocale(Locale.ENGLISH);
    private static final Messages JA = Messages.forLocale(Locale.JAPANESE);
    private static final Path KERNELS = Path.of("src/test/resources/dev/syncscope/views/explain/links");

    /** The generic sentence that the kernels' races got though their invocations synchronize. */
    private static final List<String> WRONG = List.of("nothing synchronizes", "Synchronize T0 with T1",
            "through an atomic flag", "controlBarrier(", "missing synchronization (release/acquire pair");

    private static void assertWords(String words, String fragment) {
        assertTrue(words.contains(fragment), "\"" + fragment + "\" not in: " + words);
        for (String wrong : WRONG) {
            assertFalse(words.contains(wrong), "\"" + wrong + "\" in: " + words);
        }
    }

    /** The checker's link of kind {@code sentence}, as check prints it and the window shows it, in English and Japanese. */
    @ParameterizedTest(name = "{0}: {1}")
    @CsvSource(delimiter = '|', textBlock = """
            sync-class-fences.comp            | SYNC_CLASS               | a release or acquire does not order the memory of data (barrier() and memoryBarrierShared() order only shared variables | memoryBarrierBuffer() は data のメモリを
            sync-class-atomics.comp           | SYNC_CLASS               | Put gl_StorageSemanticsBuffer (the memory of data) in the storage semantics of the release | gl_StorageSemanticsBuffer
            sync-class-fences.hlsl            | SYNC_CLASS               | GroupMemoryBarrier…() orders groupshared memory only           | DeviceMemoryBarrier()
            release-sequence-own-store.comp   | OUTSIDE_RELEASE_SEQUENCE | T1's read of flag at line 18 takes the value T0 stored at line 16, which is not in the release sequence headed by T0's store at line 15 | atomicExchange
            release-sequence-own-store.comp   | OUTSIDE_RELEASE_SEQUENCE | or a release itself: atomicStore with gl_SemanticsRelease     | gl_SemanticsRelease
            release-sequence-other-store.comp | OUTSIDE_RELEASE_SEQUENCE | takes the value T2 stored at line 18, which is not in the release sequence headed by T0's store at line 15 | 18 行目
            release-sequence-narrow-rmw.comp  | SEQUENCE_SCOPE           | Give the read-modify-write at line 16 and the store at line 14 the memory scope gl_ScopeQueueFamily, the narrowest whose instance includes T0, T1 and T2 | gl_ScopeQueueFamily にしてください
            plain-flag.comp                   | PLAIN_FLAG               | T0 stores the flag `flag` at line 12, after the barrier at line 11, and T1 loads it at line 14, before the barrier at line 15, with plain accesses | atomicExchange
            plain-flag.hlsl                   | PLAIN_FLAG               | Make the write an InterlockedExchange of flag[0] and the read an InterlockedAdd of 0 to it (or InterlockedOr), keeping the barriers. | InterlockedExchange
            one-sided-fence.comp              | BARRIER_NO_ACQUIRE       | Add memoryBarrierBuffer() after the control barrier at line 11          | memoryBarrierBuffer()
            one-sided-fence-reader.comp       | BARRIER_NO_RELEASE       | Add memoryBarrierBuffer() before the control barrier at line 11         | memoryBarrierBuffer()
            """)
    void theCheckersLinkNamesWhatTheSynchronizationLeavesOut(String file, LinkSentence sentence, String english,
                                                             String japanese) throws IOException {
        String text = Files.readString(KERNELS.resolve(file));
        FileCheck.Report report = FileCheck.check(file, text, null, Duration.ofSeconds(60));
        java.util.Set<String> accesses = CheckRaceWhy.accesses(report.races());
        List<Race> links = report.races().stream().flatMap(p -> p.links().stream()).toList();
        for (Race r : links) {
            assertFalse(r.link().sentence() == LinkSentence.NO_HAPPENS_BEFORE, file + ": " + r.missingLink());
        }
        Race race = links.stream().filter(r -> r.link().sentence() == sentence).findFirst()
                .orElseThrow(() -> new AssertionError(file + ": no " + sentence + " in " + report.races()));
        String en = CheckRaceWhy.of(race.first(), race.second(), race.link(), accesses, text, EN);
        assertNotNull(en, race.missingLink());
        assertWords(en, english);
        String ja = CheckRaceWhy.of(race.first(), race.second(), race.link(), accesses, text, JA);
        assertNotNull(ja, race.missingLink());
        assertWords(ja, japanese);
        assertTrue(ja.matches("(?s).*[\\p{IsHiragana}\\p{IsKatakana}].*"), ja);
        RaceSites pair = report.races().stream().filter(p -> p.links().contains(race)).findFirst().orElseThrow();
        assertTrue(CheckRaceWhy.links(pair, accesses, text, EN, Race::missingLink).contains(en));
    }

    /**
     * A GLSL 4.50 kernel without GL_KHR_memory_scope_semantics is told GLSL 4.50's calls (memoryBarrier(),
     * atomicExchange, atomicAdd), not atomicStore/atomicLoad with gl_Semantics* and gl_Scope*, which it cannot compile
     * (the audit's finding 6); a kernel with the extension keeps those words (release-fence-flag-class.comp). The
     * fence–atomic–atomic–fence form synchronizes as the release/acquire atomics do (VK MM: Synchronizes-With), and
     * memoryBarrier() names every storage class at device scope.
     */
    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            legacy-no-happens-before.comp        | BARRIER_EXECUTION_SCOPE  | after the write, memoryBarrier() and then an atomicExchange of the flag | true
            legacy-release-fence-flag-class.comp | RELEASE_FENCE_FLAG_CLASS | Use memoryBarrier() at line 11, which orders every kind of memory       | true
            release-fence-flag-class.comp        | RELEASE_FENCE_FLAG_CLASS | atomicStore with gl_SemanticsRelease                                    | false
            """)
    void aLegacyKernelIsToldCallsItCanCompile(String file, LinkSentence sentence, String english, boolean legacy)
            throws IOException {
        String text = Files.readString(KERNELS.resolve(file));
        FileCheck.Report report = FileCheck.check(file, text, null, Duration.ofSeconds(60));
        java.util.Set<String> accesses = CheckRaceWhy.accesses(report.races());
        Race race = report.races().stream().flatMap(p -> p.links().stream())
                .filter(r -> r.link().sentence() == sentence).findFirst()
                .orElseThrow(() -> new AssertionError(file + ": no " + sentence + " in " + report.races()));
        String en = CheckRaceWhy.of(race.first(), race.second(), race.link(), accesses, text, EN);
        assertNotNull(en, race.missingLink());
        assertTrue(en.contains(english), en);
        String ja = CheckRaceWhy.of(race.first(), race.second(), race.link(), accesses, text, JA);
        assertNotNull(ja, race.missingLink());
        assertTrue(ja.contains(legacy ? "memoryBarrier()" : "gl_SemanticsRelease"), ja);
        for (String words : List.of(en, ja)) {
            // no call or name that needs the extension, and no argument left unfilled
            assertFalse(legacy && (words.contains("gl_SemanticsAcquire") || words.contains("gl_ScopeDevice")
                    || words.contains("controlBarrier(") || words.contains("{")), words);
        }
    }

    /**
     * The fix for a private member of a block says what coherent gives: non-private accesses made available and
     * visible at QueueFamily scope, as a GLSL 4.50 module's Coherent is upgraded (docs/spirv-memory-model-upgrade.md
     * rows 1 and 2) and a Vulkan-model coherent is, not "device scope" (the audit's finding 6; VK MM: Private vs.
     * Non-Private).
     */
    @org.junit.jupiter.api.Test
    void coherentIsSaidAtItsQueueFamilyScope() throws IOException {
        String file = "private-member-coherent.comp";
        String text = Files.readString(KERNELS.resolve(file));
        FileCheck.Report report = FileCheck.check(file, text, null, Duration.ofSeconds(60));
        Race race = report.races().stream().flatMap(p -> p.links().stream())
                .filter(r -> r.link().sentence() == LinkSentence.PRIVATE_ACCESS).findFirst()
                .orElseThrow(() -> new AssertionError(file + ": " + report.races()));
        java.util.Set<String> accesses = CheckRaceWhy.accesses(report.races());
        String en = CheckRaceWhy.of(race.first(), race.second(), race.link(), accesses, text, EN);
        assertTrue(en.contains("Declare b coherent (line 6): its accesses become non-private, made available and "
                + "visible at queue-family scope"), en);
        assertFalse(en.contains("device scope"), en);
        String ja = CheckRaceWhy.of(race.first(), race.second(), race.link(), accesses, text, JA);
        assertTrue(ja.contains("キューファミリースコープで可用・可視"), ja);
    }

    /**
     * A SPIR-V control barrier with Workgroup execution and Subgroup memory scope, passed by two invocations of two
     * subgroups: check's sentence (the engine's words, a SPIR-V module's) names the memory scope (VK MM:
     * Synchronizes-With: "A and B are in the instance of each other's memory scopes").
     */
    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            barrier-memory-scope.spvasm | its memory scope, sg, has an instance that does not include both | メモリスコープ sg
            """)
    void aSpirvBarriersNarrowMemoryScopeIsNamed(String file, String english, String japanese) throws IOException {
        String text = Files.readString(KERNELS.resolve(file));
        FileCheck.Report report = FileCheck.check(file, text, null, Duration.ofSeconds(60));
        Race race = report.races().stream().flatMap(p -> p.links().stream())
                .filter(r -> r.link().sentence() == LinkSentence.BARRIER_MEMORY_SCOPE).findFirst()
                .orElseThrow(() -> new AssertionError(file + ": " + report.races()));
        assertWords(race.missingLink(), english);
        assertWords(dev.syncscope.views.problems.RaceLinkText.of(race.link(), JA), japanese);
    }

    /**
     * The stepper's race of the one-sided fence idioms, as {@code run} and the window's problems pane word it: the
     * fence that is there is seen, the missing one is named in a call a legacy kernel can make (no controlBarrier,
     * which needs GL_KHR_memory_scope_semantics).
     */
    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            one-sided-fence.comp        | Add memoryBarrierBuffer() after the control barrier at line 11 | 11 行目の制御バリアの後
            one-sided-fence-reader.comp | Add memoryBarrierBuffer() before the control barrier at line 11| 11 行目の制御バリアの前
            """)
    void theRunsRaceNamesTheMissingFence(String file, String english, String japanese) throws IOException {
        Path path = KERNELS.resolve(file);
        String text = Files.readString(path);
        DebugSession session = DebugSession.open(path);
        session.run();
        Diagnostic race = session.diagnostics().stream().filter(d -> d.kind() == Diagnostic.Kind.DATA_RACE)
                .findFirst().orElseThrow(() -> new AssertionError(file + ": no race in " + session.diagnostics()));
        ExplanationContext context = new ExplanationContext(session.program().launch(), session.trace(),
                session.races().stream().filter(r -> r.second().step() == race.step()).toList(), text);
        assertWords(new DiagnosticText(EN).of(race, context), english);
        assertWords(new DiagnosticText(JA).of(race, context), japanese);
    }
}
