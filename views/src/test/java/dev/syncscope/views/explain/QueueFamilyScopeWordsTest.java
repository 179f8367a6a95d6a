package dev.syncscope.views.explain;

import dev.syncscope.core.api.DebugSession;
import dev.syncscope.core.exec.Event;
import dev.syncscope.core.load.ProgramLoader;
import dev.syncscope.views.i18n.Messages;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import static dev.syncscope.views.explain.KernelRaceWords.checked;
import static dev.syncscope.views.explain.KernelRaceWords.assertRaceFree;
import static dev.syncscope.views.explain.KernelRaceWords.stepped;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Two invocations of one dispatch in two workgroups share the queue family's scope instance (VK MM: Availability and
 * Visibility, "queue family instance - accessible by shader agents in a single queue family"; one dispatch runs on
 * one queue): a fix that widens a memory scope names the queue family where the kernel can name it, in the checker's
 * words and the stepper's alike, and each advised call, pasted into the kernel, leaves it race-free. A kernel that
 * cannot name it (no Vulkan memory model; legacy GLSL; HLSL) keeps the device, whose instance holds the queue
 * family's; agents of two queue families share only the device's.
 */
class QueueFamilyScopeWordsTest {

    private static final Messages EN = Messages.forLocale(Locale.ENGLISH);
    private static final Messages JA = Messages.forLocale(Locale.JAPANESE);
    private static final Path KERNELS = Path.of("src/test/resources/dev/syncscope/views/explain/links");
    private static final Path SAMPLES = Path.of("../sample-kernels/kernels");

    /** VK MM: Synchronizes-With, fence forms: the release barrier at line 15 has workgroup scope. */
    @Test
    void aReleaseAcrossWorkgroupsIsGivenTheQueueFamilyScope() throws IOException {
        String file = "release-fence-scope.comp";
        String text = Files.readString(KERNELS.resolve(file));
        assertWords(file, text, "Give T0's release (line 15) gl_ScopeQueueFamily as its memory scope, the narrowest"
                + " that includes T1: memoryBarrier(gl_ScopeQueueFamily, …, gl_SemanticsRelease …), or memoryBarrier(),",
                "gl_ScopeQueueFamily にしてください", "gl_ScopeDevice");
        // the advised call, as written, and the scope-less barrier it names (glslang gives memoryBarrier() QueueFamily
        // scope under #pragma use_vulkan_memory_model)
        assertRaceFree(file, pasted(text, 15,
                "memoryBarrier(gl_ScopeQueueFamily, B, gl_SemanticsRelease | gl_SemanticsMakeAvailable);"));
        assertRaceFree(file, pasted(text, 15, "memoryBarrier();"));
    }

    /** VK MM: Atomic Operation: the adds at line 10 have workgroup scope and run in two workgroups. */
    @Test
    void atomicsAcrossWorkgroupsAreGivenTheQueueFamilyScope() throws IOException {
        String file = "atomic-scope.comp";
        String text = Files.readString(KERNELS.resolve(file));
        assertWords(file, text, "Give both atomics gl_ScopeQueueFamily as their memory scope, the narrowest whose"
                + " instance includes both invocations", "gl_ScopeQueueFamily にしてください", "Give both atomics gl_ScopeDevice");
        assertRaceFree(file, pasted(text, 10, "atomicAdd(count, 1u, gl_ScopeQueueFamily, 0, 0);"));
    }

    /**
     * Without #pragma use_vulkan_memory_model the kernel has no QueueFamily scope (SPIR-V: QueueFamily is enabled by
     * the VulkanMemoryModel capability): the fix names the device and says what the narrower scope needs.
     */
    @Test
    void withoutTheVulkanMemoryModelTheFixNamesTheDeviceAndThePragma() throws IOException {
        String file = "atomic-scope-no-pragma.comp";
        String text = Files.readString(KERNELS.resolve(file));
        assertWords(file, text, "Give both atomics gl_ScopeDevice as their memory scope", "gl_ScopeDevice にしてください",
                "Give both atomics gl_ScopeQueueFamily");
        for (String sentence : checked(file, text, EN)) {
            assertTrue(sentence.contains("gl_ScopeQueueFamily is narrower and also holds both invocations")
                    && sentence.contains("#pragma use_vulkan_memory_model") && !sentence.contains("''"), sentence);
        }
        for (String sentence : checked(file, text, JA)) {
            assertTrue(sentence.contains("#pragma use_vulkan_memory_model を宣言しておらず"), sentence);
        }
        assertRaceFree(file, pasted(text, 10, "atomicAdd(count, 1u, gl_ScopeDevice, 0, 0);"));
    }

    /**
     * A SPIR-V module names QueueFamily where it declares the VulkanMemoryModel capability (QueueFamily's enabling
     * capability), as the window words its race; the fixed module, its atomics at QueueFamily scope, is race-free.
     */
    @Test
    void aSpirvModuleNamesQueueFamily() throws IOException {
        String file = "atomic-scope-two-workgroups.spvasm";
        String text = Files.readString(KERNELS.resolve(file));
        for (String sentence : stepped(file, text, EN)) {
            assertTrue(sentence.contains("Widen the scope of both atomics to QueueFamily, the narrowest whose instance"
                    + " contains T0 and T1."), sentence);
        }
        for (String sentence : stepped(file, text, JA)) {
            assertTrue(sentence.contains("最も狭いスコープ QueueFamily に広げてください"), sentence);
        }
        assertRaceFree(file, text.replace("%workgroup = OpConstant %uint 2", "%workgroup = OpConstant %uint 5"));
    }

    /** Legacy GLSL has no queue-family form: memoryBarrier() stays the advice, with no gl_Scope name. */
    @Test
    void aLegacyKernelKeepsMemoryBarrier() throws IOException {
        String file = "group-fence-two-workgroups.comp";
        String text = Files.readString(KERNELS.resolve(file));
        assertWords(file, text, "Use memoryBarrier() as T0's release (line 12)", "memoryBarrier() を使ってください",
                "QueueFamily");
    }

    /**
     * HLSL names no queue family scope; DXC compiles DeviceMemoryBarrier() to OpMemoryBarrier at Device scope with
     * UniformMemory | ImageMemory, GroupMemoryBarrier() at Workgroup scope with WorkgroupMemory alone: the fix of a
     * group-scope UAV release (D3D11 sync_ugroup) across two thread groups is DeviceMemoryBarrier(), in HLSL words.
     */
    @Test
    void anHlslReleaseAcrossGroupsIsToldDeviceMemoryBarrier() throws IOException {
        String file = "d3d11-sync-fences-across-groups.hlsl";
        String text = Files.readString(SAMPLES.resolve(file));
        List<String> english = checked(file, text, EN);
        assertFalse(english.isEmpty());
        for (String sentence : english) {
            assertTrue(sentence.contains("Use DeviceMemoryBarrier() as T0's release (line 35): its memory scope includes"
                    + " T1"), sentence);
            assertFalse(sentence.contains("Widen") || sentence.contains("scopedev"), sentence);
        }
        for (String sentence : checked(file, text, JA)) {
            assertTrue(sentence.contains("T0 のリリース (35 行目)に DeviceMemoryBarrier() を使ってください"), sentence);
        }
        // both group-scope fences of phase 0 (the release at line 35 and the acquire at line 45) as advised
        String fixed = pasted(pasted(text, 35, "DeviceMemoryBarrier();"), 45, "DeviceMemoryBarrier();")
                .replace("// @expect race uav_data[0]\n", "");
        assertRaceFree(file, fixed);
    }

    /** A litmus test names the scope in its own notation: {@code scopeqf} in a Khronos test, {@code .qf} in herd's. */
    @Test
    void aLitmusTestNamesTheQueueFamilyInItsNotation() throws IOException {
        String khronos = explained("release-scope-two-workgroups.test", EN);
        assertTrue(khronos.contains("Widen the memory scope of the release and of the acquire to scopeqf, the narrowest"
                + " whose instance contains P0 and P1."), khronos);
        String japanese = explained("release-scope-two-workgroups.test", JA);
        assertTrue(japanese.contains("最も狭いスコープ scopeqf に広げてください"), japanese);
        String herd = explained("release-scope-two-workgroups.litmus", EN);
        assertTrue(herd.contains("Widen the memory scope of the release and of the acquire to .qf, the narrowest whose"
                + " instance contains P0 and P1."), herd);
    }

    /** Agents of two queue families share only the device's scope instance: the fix names the device. */
    @Test
    void twoQueueFamiliesAreToldTheDevice() throws IOException {
        String words = explained("release-scope-two-queue-families.test", EN);
        assertTrue(words.contains("Widen the memory scope of the release and of the acquire to scopedev, the"
                + " narrowest whose instance contains P0 and P1."), words);
        assertFalse(words.contains("scopeqf,"), words);
    }

    private static void assertWords(String file, String text, String english, String japanese, String wider) {
        for (Messages words : List.of(EN, JA)) {
            String expected = words == EN ? english : japanese;
            List<String> all = new ArrayList<>(checked(file, text, words));
            all.addAll(stepped(file, text, words));
            for (String sentence : all) {
                assertTrue(sentence.contains(expected), sentence);
                assertFalse(sentence.contains(wider), sentence);
            }
        }
    }

    /** {@code text} with line {@code line} replaced by {@code call}, its indentation kept. */
    private static String pasted(String text, int line, String call) {
        List<String> lines = new ArrayList<>(text.lines().toList());
        String old = lines.get(line - 1);
        lines.set(line - 1, old.substring(0, old.length() - old.stripLeading().length()) + call);
        return String.join("\n", lines) + "\n";
    }

    /**
     * "Why this value?" of the litmus test's last read, P0 stepped to its end before P1, P1's acquire reading P0's
     * release.
     */
    private static String explained(String file, Messages words) throws IOException {
        String text = Files.readString(KERNELS.resolve(file));
        DebugSession s = DebugSession.load(ProgramLoader.load(file, text));
        s.step(0);
        s.step(0);
        s.step(1, s.choices(1).stream().filter(c -> c.value() == 1).findFirst().orElseThrow().writeId());
        s.step(1);
        for (int i = s.trace().size() - 1; i >= 0; i--) {
            if (s.trace().get(i).event().kind() == Event.Kind.LOAD) {
                return ExplanationText.render(s.explainRead(i), new ExplanationContext(s.program().launch(),
                        s.trace(), s.races(), text), words);
            }
        }
        throw new AssertionError("no read in " + file);
    }
}
