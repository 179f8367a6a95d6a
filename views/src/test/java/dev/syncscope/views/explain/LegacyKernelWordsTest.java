package dev.syncscope.views.explain;

import dev.syncscope.core.api.DebugSession;
import dev.syncscope.core.check.AxiomaticChecker;
import dev.syncscope.core.load.ProgramLoader;
import dev.syncscope.core.suite.FileCheck;
import dev.syncscope.core.suite.RaceSites;
import dev.syncscope.views.i18n.Messages;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Properties;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A GLSL 4.50 kernel that does not enable GL_KHR_memory_scope_semantics cannot call controlBarrier, atomicStore or
 * atomicLoad nor name gl_Scope*, gl_StorageSemantics* or the make-available/visible semantics: its fixes are
 * barrier(), the memory barrier functions, atomicExchange, atomicAdd and {@code coherent} (audit 42, finding 6). The
 * checker's and the stepper's words for such kernels name only those, in English and Japanese, and each advised edit,
 * pasted into the kernel, compiles and leaves it race-free.
 */
class LegacyKernelWordsTest {

    private static final Messages EN = Messages.forLocale(Locale.ENGLISH);
    private static final Messages JA = Messages.forLocale(Locale.JAPANESE);
    private static final Path KERNELS = Path.of("src/test/resources/dev/syncscope/views/explain/links");

    /** What only a kernel with GL_KHR_memory_scope_semantics can write (a placeholder left unfilled, too). */
    private static final List<String> EXTENSION_ONLY = List.of("controlBarrier(", "atomicStore(", "atomicLoad(",
            "gl_Scope", "gl_StorageSemantics", "gl_SemanticsAcquire", "gl_SemanticsMake", "{");

    /**
     * {@code file}'s race in the checker's and the stepper's words names {@code english} / {@code japanese} and nothing
     * only the extension gives; the kernel with line {@code line} replaced by {@code fixed} ("|" between lines of a
     * replacement of two lines, {@code line} and the next) has no race.
     */
    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '~', textBlock = """
            legacy-barrier-buffer.comp           ~ Put memoryBarrierBuffer() right before the barrier() at line 10 and right after it (memoryBarrierBuffer(); barrier(); memoryBarrierBuffer();) ~ memoryBarrierBuffer() を置いてください ~ 10 ~ memoryBarrierBuffer(); barrier(); memoryBarrierBuffer();
            legacy-plain-stores.comp             ~ Make both stores to data atomic: atomicExchange at line 8 and at line 9 ~ 8 行目と 9 行目を atomicExchange に ~ 8 ~ if (gl_WorkGroupID.x == 0) { atomicExchange(data, 1u); }|if (gl_WorkGroupID.x == 1) { atomicExchange(data, 2u); }
            legacy-release-fence-after-flag.comp ~ Move the barrier above line 12, between the write and the atomic store of the flag (atomicExchange). ~ バリアを 12 行目より上 ~ 12 ~ memoryBarrier();|atomicExchange(flag, 1u);
            """)
    void aLegacyKernelIsAdvisedCallsItCanCompile(String file, String english, String japanese, int line, String fixed)
            throws IOException {
        String text = Files.readString(KERNELS.resolve(file));
        for (Messages words : List.of(EN, JA)) {
            List<String> sentences = new ArrayList<>(checked(file, text, words));
            sentences.addAll(stepped(file, text, words));
            assertFalse(sentences.isEmpty(), file);
            for (String sentence : sentences) {
                assertTrue(sentence.contains(words == EN ? english : japanese), sentence);
                for (String only : EXTENSION_ONLY) {
                    assertFalse(sentence.contains(only), only + " in: " + sentence);
                }
            }
        }
        List<String> lines = new ArrayList<>(text.lines().toList());
        String[] replacement = fixed.split("\\|");
        for (int i = 0; i < replacement.length; i++) {
            String old = lines.get(line - 1 + i);
            lines.set(line - 1 + i, old.substring(0, old.length() - old.stripLeading().length()) + replacement[i]);
        }
        String pasted = String.join("\n", lines) + "\n";
        assertFalse(new AxiomaticChecker().check(ProgramLoader.load(file, pasted)).hasRace(), pasted);
    }

    /**
     * Every GLSL fix (explain.fix.*, check.kernel.*, and the workgroup barrier explain.barrier.* it names) that writes
     * what only GL_KHR_memory_scope_semantics gives has a {@code .glsl.legacy} form, in both languages, free of it;
     * but for the fixes of links a kernel without the extension cannot have: availability or visibility narrower than
     * or apart from {@code coherent} (workgroupcoherent, gl_SemanticsMakeAvailable/MakeVisible: VK MM: Availability and
     * Visibility), atomics narrower than the device scope its atomic functions have (VK MM: Atomic Operation), and a
     * release sequence headed by an atomicStore; and the update fix, which names atomicLoad and atomicStore as what not
     * to do.
     */
    @Test
    void everyGlslFixThatNeedsTheExtensionHasALegacyForm() throws IOException {
        Properties en = bundle("explanations.properties");
        Properties ja = bundle("explanations_ja.properties");
        Set<String> unreachable = Set.of("explain.fix.visibilityAfterAcquire.glsl",
                "explain.fix.AVAILABLE_ONLY_IN_OTHER_DOMAIN.glsl", "check.kernel.AVAILABILITY_TO_VISIBILITY.glsl",
                "check.kernel.AVAILABILITY_TO_ACCESS.glsl", "check.kernel.OUTSIDE_RELEASE_SEQUENCE.glsl",
                "explain.fix.SCOPE_EXCLUDES_AGENT.glsl", "explain.fix.update.glsl",
                // said only in a kernel with #pragma use_vulkan_memory_model and the extension (AvailabilityKeys)
                "explain.fix.SCOPE_EXCLUDES_AGENT.release.avvis.glsl",
                "explain.fix.SCOPE_EXCLUDES_AGENT.releaseSide.avvis.glsl",
                "explain.fix.SCOPE_EXCLUDES_AGENT.acquireSide.avvis.glsl",
                "explain.fix.SCOPE_EXCLUDES_AGENT.any.avvis.glsl",
                // said only beside a fix in a kernel that enables the extension (FixText#queueFamilyUnnamed)
                "explain.fix.queueFamilyUnnamed.glsl",
                // said only of a controlBarrier(gl_ScopeSubgroup, …), which a kernel without the extension cannot call
                "explain.fix.workgroupBarrierReplacingControl.glsl",
                // said only of an atomic with a scope narrower than the reader's: without the extension an atomic
                // function takes no scope, and has the device's
                "explain.fix.AVAILABLE_ONLY_IN_OTHER_DOMAIN.atomicScope.glsl",
                // a read-modify-write narrower than the release it follows: without the extension both have the device's
                "check.kernel.SEQUENCE_SCOPE.glsl");
        List<String> missing = new ArrayList<>();
        for (String key : en.stringPropertyNames()) {
            boolean fix = key.startsWith("explain.fix.") || key.startsWith("check.kernel.")
                    || key.startsWith("explain.barrier.");
            if (!fix || !key.endsWith(".glsl") || unreachable.contains(key)) {
                continue;
            }
            String value = en.getProperty(key);
            if (EXTENSION_ONLY.stream().filter(t -> !t.equals("{")).anyMatch(value::contains)
                    || value.contains("atomicStore") || value.contains("atomicLoad")) {
                String legacy = key + ".legacy";
                if (!en.containsKey(legacy) || !ja.containsKey(legacy)) {
                    missing.add(key);
                    continue;
                }
                for (String words : List.of(en.getProperty(legacy), ja.getProperty(legacy))) {
                    for (String only : EXTENSION_ONLY.subList(0, EXTENSION_ONLY.size() - 1)) {
                        assertFalse(words.contains(only), legacy + ": " + only + " in " + words);
                    }
                }
            }
        }
        assertEquals(List.of(), missing.stream().sorted().toList());
    }

    private static Properties bundle(String name) throws IOException {
        Properties p = new Properties();
        try (InputStream in = LegacyKernelWordsTest.class.getResourceAsStream("/dev/syncscope/views/i18n/" + name)) {
            p.load(new InputStreamReader(in, StandardCharsets.UTF_8));
        }
        return p;
    }

    /** The check's missing links of every race of the kernel, in {@code words}' language. */
    private static List<String> checked(String file, String text, Messages words) {
        FileCheck.Report report = FileCheck.check(file, text, null, Duration.ofSeconds(60));
        java.util.Set<String> accesses = CheckRaceWhy.accesses(report.races());
        List<String> out = new ArrayList<>();
        for (RaceSites pair : report.races()) {
            out.addAll(CheckRaceWhy.links(pair, accesses, text, words, r -> {
                throw new AssertionError("not worded in GLSL: " + r.missingLink());
            }));
        }
        return out;
    }

    /** The stepper's races of a round-robin run of the kernel, in {@code words}' language. */
    private static List<String> stepped(String file, String text, Messages words) {
        DebugSession s = DebugSession.load(ProgramLoader.load(file, text));
        s.run();
        ExplanationContext ctx = new ExplanationContext(s.program().launch(), s.trace(), s.races(), text);
        return s.races().stream().map(r -> RaceWhy.of(r, ctx, words)).toList();
    }
}
