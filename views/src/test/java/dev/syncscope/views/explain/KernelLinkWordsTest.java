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
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The missing links of a GLSL or HLSL kernel's data race (VK MM: Data Race) that were left in the engine's words (its
 * SPIR-V and litmus terms: {@code sc0 (UniformMemory)}, {@code wg scope}, {@code MakePointerAvailable},
 * {@code avdevice}) are worded in the kernel's language, with its lines, in English and Japanese: the checker's links
 * as {@code check} and the window's check rows give them ({@link CheckRaceWhy#links}), and the stepper's as {@code run}
 * and the window's problems pane give them ({@link DiagnosticText}). Each kernel under {@code links/} makes its link for
 * the reason its header gives, from the memory model's clause (not from SyncScope's output).
 */
class KernelLinkWordsTest {

    private static final Messages EN = Messages.forLocale(Locale.ENGLISH);
    private static final Messages JA = Messages.forLocale(Locale.JAPANESE);
    private static final Path KERNELS = Path.of("src/test/resources/dev/syncscope/views/explain/links");

    /** The engine's words (SPIR-V, litmus notation) that a kernel's sentence must not fall back to. */
    private static final List<String> ENGINE = List.of("sc0", "sc1", "UniformMemory", "WorkgroupMemory", "MakePointer",
            "avdevice", "visdevice", "scope instance", "(availability)", "(visibility)", "wg scope", "qf domain",
            "Widen the scope", "Name the storage class", "release barrier (at", "different references (");

    private static final Pattern JAPANESE = Pattern.compile("[\\p{IsHiragana}\\p{IsKatakana}\\p{IsHan}]");

    private static void assertKernelWords(String words, String fragment) {
        assertTrue(words.contains(fragment), "\"" + fragment + "\" not in: " + words);
        for (String engine : ENGINE) {
            assertFalse(words.contains(engine), "\"" + engine + "\" in: " + words);
        }
    }

    private static void assertJapanese(String words, String fragment) {
        assertKernelWords(words, fragment);
        assertTrue(JAPANESE.matcher(words).find(), words);
        assertFalse(Pattern.compile("\\b(does not|the|synchronizes|Give|Make)\\b").matcher(words).find(), words);
    }

    /**
     * The checker's link of kind {@code sentence} in each kernel, in English and Japanese: what is missing at which
     * lines, and the fix in the kernel's terms.
     */
    @ParameterizedTest(name = "{0}: {1}")
    @CsvSource(delimiter = '|', textBlock = """
            release-fence-scope.comp         | RELEASE_FENCE_SCOPE         | T0's release (line 15) after the write at line 14 has a memory scope that does not include T1 | gl_ScopeQueueFamily
            acquire-fence-scope.comp         | ACQUIRE_FENCE_SCOPE         | T1's acquire (line 19) before the read at line 20              | gl_ScopeQueueFamily
            barrier-release-scope.comp       | BARRIER_RELEASE_SCOPE       | T0's release (line 12) after the write at line 11              | gl_ScopeWorkgroup
            atomic-scope.comp                | ATOMIC_SCOPE                | Give both atomics gl_ScopeQueueFamily                           | gl_ScopeQueueFamily
            release-fence-after-flag.comp    | RELEASE_FENCE_AFTER_FLAG    | release barrier at line 16 comes after its store of the flag `flag` at line 15 | 16 行目
            acquire-fence-before-flag.comp   | ACQUIRE_FENCE_BEFORE_FLAG   | acquire barrier at line 18 comes before its load of the flag `flag` at line 19 | 18 行目
            release-fence-flag-class.comp    | RELEASE_FENCE_FLAG_CLASS    | release barrier at line 15 does not have gl_StorageSemanticsBuffer | gl_StorageSemanticsBuffer
            acquire-fence-flag-class.comp    | ACQUIRE_FENCE_FLAG_CLASS    | acquire barrier at line 19 does not have gl_StorageSemanticsBuffer | gl_StorageSemanticsBuffer
            release-fence-flag-class.hlsl    | RELEASE_FENCE_FLAG_CLASS    | Use DeviceMemoryBarrier() at line 11                            | DeviceMemoryBarrier()
            not-available.comp               | NOT_AVAILABLE               | declare data coherent (line 8)                                  | gl_SemanticsMakeAvailable
            not-visible.comp                 | NOT_VISIBLE                 | the load at line 18 does not make it visible                    | gl_SemanticsMakeVisible
            narrow-availability.comp         | NARROW_AVAILABILITY         | declare data coherent (line 8), whose scope includes both invocations | workgroupcoherent
            atomic-availability.comp         | NARROW_AVAILABILITY         | Give the atomic at line 15 gl_ScopeQueueFamily as its scope     | 15 行目のアトミック
            workgroupcoherent-release.comp   | NARROW_AVAILABILITY         | the release after the write gl_SemanticsMakeAvailable and the acquire before the read gl_SemanticsMakeVisible, both at gl_ScopeQueueFamily | gl_SemanticsMakeVisible
            workgroupcoherent-made-available.comp | NOT_VISIBLE            | T0's write is already made available to T1, but no visibility operation of T1 made it visible | すでに T1 に対して可用
            availability-to-visibility.comp  | AVAILABILITY_TO_VISIBILITY  | no availability operation of T0's write at line 14 happens-before a visibility operation of T1 | gl_SemanticsMakeAvailable
            availability-to-access.comp      | AVAILABILITY_TO_ACCESS      | no availability operation of T0's write at line 14 happens-before T1's write at line 19 | gl_SemanticsMakeAvailable
            different-references.comp        | DIFFERENT_REFERENCES        | T0's access at line 12 and T1's at line 15 reach b through two bindings | 12 行目
            different-references.hlsl        | DIFFERENT_REFERENCES        | through two UAVs of one buffer                                  | UAV
            atomic-references.comp           | ATOMIC_REFERENCES           | Make both atomics on b through one binding                      | 9 行目
            atomic-references.hlsl           | ATOMIC_REFERENCES           | Make both Interlocked operations on b[0] through one UAV        | Interlocked
            """)
    void aCheckersLinkIsWordedInTheKernelsLanguage(String file, LinkSentence sentence, String english,
                                                   String japanese) throws IOException {
        String text = Files.readString(KERNELS.resolve(file));
        FileCheck.Report report = FileCheck.check(file, text, null, Duration.ofSeconds(60));
        java.util.Set<String> accesses = CheckRaceWhy.accesses(report.races());
        Race race = report.races().stream().flatMap(p -> p.links().stream())
                .filter(r -> r.link().sentence() == sentence).findFirst()
                .orElseThrow(() -> new AssertionError(file + ": no " + sentence + " in " + report.races()));
        // the race's own shared scope (Race#shared), as check and the window word it: two workgroups of one dispatch
        // share the queue family's instance (VK MM: Availability and Visibility, queue family instance)
        String en = CheckRaceWhy.of(race, accesses, text, EN);
        assertNotNull(en, race.missingLink());
        assertKernelWords(en, english);
        String ja = CheckRaceWhy.of(race, accesses, text, JA);
        assertNotNull(ja, race.missingLink());
        assertJapanese(ja, japanese);
        // the rows check and the window print: the kernel's words, not the engine's sentence
        RaceSites pair = report.races().stream().filter(p -> p.links().contains(race)).findFirst().orElseThrow();
        List<String> rows = CheckRaceWhy.links(pair, accesses, text, EN, Race::missingLink);
        assertTrue(rows.contains(en), rows::toString);
        assertFalse(rows.contains(race.missingLink()), rows::toString);
    }

    /**
     * The stepper's race of each kernel, as {@code run} and the window's problems pane word it, in English and
     * Japanese: the links the stepper shares with the checker (a scope, visibility, availability, a reference) and a
     * visibility operation before the acquire, which the checker sees as availability that does not happen-before it.
     */
    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            release-fence-scope.comp         | T0's release (line 15) after the write at line 14 has a memory scope that does not include T1 | 15 行目
            acquire-fence-scope.comp         | T1's acquire (line 19) before the read at line 20              | 19 行目
            barrier-release-scope.comp       | memoryBarrier(gl_ScopeWorkgroup                                 | gl_ScopeWorkgroup
            atomic-scope.comp                | Give both atomics gl_ScopeQueueFamily                           | gl_ScopeQueueFamily
            not-visible.comp                 | the load at line 18 does not make it visible                    | 18 行目
            narrow-availability.comp         | declare data coherent (line 8), whose scope includes both       | workgroupcoherent
            atomic-availability.comp         | the atomic write at line 15 has a scope that does not include T1 | 15 行目のアトミック
            different-references.comp        | T0's access at line 12 and T1's at line 15                      | 12 行目
            different-references.hlsl        | through two UAVs of one buffer                                  | UAV
            visibility-too-early.comp        | T1's gl_SemanticsMakeVisible comes before the acquire           | gl_SemanticsMakeVisible
            release-fence-flag-class.hlsl    | DeviceMemoryBarrier()                                           | DeviceMemoryBarrier()
            """)
    void aRunsRaceIsWordedInTheKernelsLanguage(String file, String english, String japanese) throws IOException {
        Path path = KERNELS.resolve(file);
        String text = Files.readString(path);
        DebugSession session = DebugSession.open(path);
        session.run();
        Diagnostic race = session.diagnostics().stream().filter(d -> d.kind() == Diagnostic.Kind.DATA_RACE)
                .findFirst().orElseThrow(() -> new AssertionError(file + ": no race in " + session.diagnostics()));
        ExplanationContext context = new ExplanationContext(session.program().launch(), session.trace(),
                session.races().stream().filter(r -> r.second().step() == race.step()).toList(), text);
        assertKernelWords(new DiagnosticText(EN).of(race, context), english);
        assertJapanese(new DiagnosticText(JA).of(race, context), japanese);
    }
}
