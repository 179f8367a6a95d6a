package dev.syncscope.views.explain;

import dev.syncscope.core.api.DebugSession;
import dev.syncscope.core.api.LaunchOptions;
import dev.syncscope.core.check.LinkSentence;
import dev.syncscope.core.check.Race;
import dev.syncscope.core.exec.Diagnostic;
import dev.syncscope.core.suite.FileCheck;
import dev.syncscope.views.i18n.Messages;
import dev.syncscope.views.problems.DiagnosticText;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A GLSL kernel's race whose first missing link is a scope, as {@code check} ({@link CheckRaceWhy}) and {@code run}
 * ({@link DiagnosticText}) word it in English and Japanese: the acquire whose MakeVisible is too narrow for where the
 * write is available (and the visibility chain a device without chains lacks), a control barrier whose memory scope is
 * too narrow (widened, never replaced by a fence), and one whose execution scope leaves the other invocation out (named,
 * not "nothing synchronizes"). The audit 51's findings 3 and 4; each kernel's header gives the clause.
 */
class ScopeLinkWordsTest {

    private static final Messages EN = Messages.forLocale(Locale.ENGLISH);
    private static final Messages JA = Messages.forLocale(Locale.JAPANESE);
    private static final Path KERNELS = Path.of("src/test/resources/dev/syncscope/views/explain/links");
    private static final Pattern JAPANESE = Pattern.compile("[\\p{IsHiragana}\\p{IsKatakana}\\p{IsHan}]");

    /** The checker's words for the first race of {@code file} whose link is {@code sentence}. */
    private static String check(String file, LinkSentence sentence, Messages text) throws IOException {
        String source = Files.readString(KERNELS.resolve(file));
        FileCheck.Report report = FileCheck.check(file, source, null, Duration.ofSeconds(60));
        Race race = report.races().stream().flatMap(p -> p.links().stream())
                .filter(r -> r.link().sentence() == sentence).findFirst()
                .orElseThrow(() -> new AssertionError(file + ": no " + sentence + " in " + report.races()));
        return CheckRaceWhy.of(race, CheckRaceWhy.accesses(report.races()), source, text);
    }

    /** The stepper's words for the first race of {@code file} run with the random scheduler's {@code seed}. */
    private static String run(String file, long seed, Messages text) throws IOException {
        Path path = KERNELS.resolve(file);
        DebugSession session = DebugSession.open(path,
                LaunchOptions.DEFAULTS.withScheduler(LaunchOptions.SchedulerKind.RANDOM, seed));
        session.run();
        Diagnostic race = session.diagnostics().stream().filter(d -> d.kind() == Diagnostic.Kind.DATA_RACE)
                .findFirst().orElseThrow(() -> new AssertionError(file + ": no race in " + session.diagnostics()));
        ExplanationContext context = new ExplanationContext(session.program().launch(), session.trace(),
                session.races().stream().filter(r -> r.second().step() == race.step()).toList(),
                Files.readString(path));
        return new DiagnosticText(text).of(race, context);
    }

    private static void assertContains(String words, String... fragments) {
        for (String f : fragments) {
            assertTrue(words.contains(f), "\"" + f + "\" not in: " + words);
        }
    }

    private static void assertJapanese(String words, String... fragments) {
        assertContains(words, fragments);
        assertTrue(JAPANESE.matcher(words).find(), words);
        assertFalse(Pattern.compile("\\b(does not|the|synchronizes|Give|Keep)\\b").matcher(words).find(), words);
    }

    /**
     * VK MM: Availability and Visibility ("VIS ... for which (W,L) is available in any domain in the source scope"; a
     * visibility chain); Location-Ordered (without vulkanMemoryModelAvailabilityVisibilityChains "AVC and VISC must
     * each only have a single element"): line 24's acquire has MakeVisible, at Workgroup scope, so the words name it
     * and its scope, and the fix widens it or asks for chains; never "no acquire ... has gl_SemanticsMakeVisible".
     */
    @Test
    void aWorkgroupScopeAcquireIsNamedWithTheVisibilityChainTheDeviceLacks() throws IOException {
        for (String words : List.of(check("visibility-chain-off.comp", LinkSentence.NARROW_VISIBILITY, EN),
                run("visibility-chain-off.comp", 13, EN))) {
            assertContains(words, "T3's acquire (line 24) has gl_SemanticsMakeVisible with gl_StorageSemanticsBuffer, "
                    + "but its memory scope does not include T0", "visibility chain", "chains are off",
                    "Give T3's acquire (line 24) gl_ScopeQueueFamily as its memory scope", "// @chains on");
            assertFalse(words.contains("no acquire before it has gl_SemanticsMakeVisible"), words);
        }
        for (String words : List.of(check("visibility-chain-off.comp", LinkSentence.NARROW_VISIBILITY, JA),
                run("visibility-chain-off.comp", 13, JA))) {
            assertJapanese(words, "アクワイア (24 行目)", "可視化チェーン", "gl_ScopeQueueFamily", "// @chains on");
        }
        FileCheck.Report on = FileCheck.check("visibility-chain-on.comp",
                Files.readString(KERNELS.resolve("visibility-chain-on.comp")), null, Duration.ofSeconds(60));
        assertTrue(on.races().isEmpty(), "with chains the visibility chain orders them: " + on.races());
    }

    /**
     * VK MM: Availability and Visibility ("VIS ... for which (W,L) is available in any domain in the source scope"): the
     * acquire with the too narrow MakeVisible is the barrier at line 19, not the flag's acquire load at line 18, which has
     * no MakeVisible; "Why this value?" of the read named line 18 in its fix while run and check named 19 (the audit of
     * session 86). The fix checked race-free: the barrier at gl_ScopeWorkgroup.
     */
    @Test
    void whyThisValueNamesTheAcquireWhoseMakeVisibleIsTooNarrowNotTheFlagsLoad() throws IOException {
        String file = "visibility-fence-after-acquire.comp";
        String source = Files.readString(KERNELS.resolve(file));
        DebugSession session = DebugSession.open(KERNELS.resolve(file), LaunchOptions.DEFAULTS);
        session.run();
        Diagnostic race = session.diagnostics().stream().filter(d -> d.kind() == Diagnostic.Kind.DATA_RACE)
                .findFirst().orElseThrow(() -> new AssertionError("no race in " + session.diagnostics()));
        ExplanationContext context = new ExplanationContext(session.program().launch(), session.trace(),
                session.races(), source);
        for (String words : List.of(ExplanationText.render(session.explainRead((int) race.step()), context, EN),
                run(file, 1, EN))) {
            assertContains(words, "Give T1's acquire (line 19) gl_ScopeWorkgroup as its memory scope");
            assertFalse(words.contains("(line 18)"), words);
        }
        assertJapanese(ExplanationText.render(session.explainRead((int) race.step()), context, JA), "19 行目");
        FileCheck.Report fixed = FileCheck.check(file, source.replace("memoryBarrier(gl_ScopeSubgroup",
                "memoryBarrier(gl_ScopeWorkgroup"), null, Duration.ofSeconds(60));
        assertTrue(fixed.races().isEmpty(), fixed.races().toString());
    }

    /**
     * VK MM: Synchronizes-With, fence–control-barrier–fence: "A and B are in the instance of each other's memory
     * scopes": the control barrier at line 14 is the release and the acquire both, so the fix widens its memory scope
     * and keeps it a control barrier; a memoryBarrier() or groupMemoryBarrier() in its place would not wait, and race.
     */
    @Test
    void aControlBarrierWithTooNarrowAMemoryScopeIsWidenedNotReplacedByAFence() throws IOException {
        for (String words : List.of(check("barrier-memory-subgroup.comp", LinkSentence.BARRIER_MEMORY_SCOPE, EN),
                run("barrier-memory-subgroup.comp", 1, EN))) {
            assertContains(words, "both pass the control barrier at line 14", "its memory scope does not include both",
                    "Keep the control barrier at line 14 and give it gl_ScopeWorkgroup as its memory scope too",
                    "controlBarrier(gl_ScopeWorkgroup, gl_ScopeWorkgroup, …)");
            assertFalse(words.contains("memoryBarrier(gl_ScopeWorkgroup") || words.contains("groupMemoryBarrier()"),
                    words);
        }
        for (String words : List.of(check("barrier-memory-subgroup.comp", LinkSentence.BARRIER_MEMORY_SCOPE, JA),
                run("barrier-memory-subgroup.comp", 1, JA))) {
            assertJapanese(words, "14 行目の制御バリア", "controlBarrier(gl_ScopeWorkgroup, gl_ScopeWorkgroup, …)");
        }
    }

    /**
     * VK MM: Synchronizes-With, control barrier: "A and B are in the instance of C's execution scope": both reach the
     * barrier at line 14, in two subgroups, so its Subgroup execution scope is the link, named with its line.
     */
    @Test
    void aSubgroupExecutionScopeBarrierIsTheLinkNamedNotNothing() throws IOException {
        for (String words : List.of(check("barrier-execution-subgroup.comp", LinkSentence.BARRIER_EXECUTION_SCOPE, EN),
                run("barrier-execution-subgroup.comp", 1, EN))) {
            assertContains(words, "both reach the control barrier at line 14, but its execution scope is a subgroup",
                    "Replace the control barrier at line 14, whose execution scope is gl_ScopeSubgroup, by barrier()");
            assertFalse(words.contains("nothing synchronizes"), words);
        }
        for (String words : List.of(check("barrier-execution-subgroup.comp", LinkSentence.BARRIER_EXECUTION_SCOPE, JA),
                run("barrier-execution-subgroup.comp", 1, JA))) {
            assertJapanese(words, "14 行目の制御バリアに達します", "barrier()");
        }
    }
}
