package dev.syncscope.views.explain;

import dev.syncscope.core.api.DebugSession;
import dev.syncscope.core.exec.Event;
import dev.syncscope.core.explain.MissingLink;
import dev.syncscope.core.load.ProgramLoader;
import dev.syncscope.views.Walkthrough;
import dev.syncscope.views.i18n.Messages;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The "why" sentence of a missing link, the part of "Why this value?" after "did not reach this read:" (and of a race
 * after its colon), is worded in the kernel's language as its fix is ({@link SourceDialect}): a GLSL kernel hears of
 * {@code coherent}, an HLSL one of {@code globallycoherent}, SPIR-V assembly of its memory operands, never of litmus
 * notation ({@code av on the store}, {@code nonpriv}, {@code avdevice}); a litmus test keeps its words exactly. In
 * English and Japanese.
 */
class KernelWhyWordsTest {

    private static final Messages EN = Messages.forLocale(Locale.ENGLISH);
    private static final Messages JA = Messages.forLocale(Locale.JAPANESE);
    private static final Path KERNELS = Path.of("../sample-kernels/kernels");

    /** Litmus notation a kernel's why sentence must not use (VK MM appendix, Khronos litmus syntax). */
    private static final List<String> LITMUS = List.of("av on", "vis on", "nonpriv", "avdevice", "visdevice",
            " av ", " vis ", "sc0", "sc1", "semsc");

    private static void assertNoLitmus(String why) {
        for (String word : LITMUS) {
            assertFalse(why.contains(word), "\"" + word + "\" in: " + why);
        }
    }

    /** The why sentences (unseen writes' and races') of the read at trace index {@code step}, in {@code text}. */
    private static List<String> whys(DebugSession s, int step, String source, Messages text) {
        ExplanationContext ctx = new ExplanationContext(s.program().launch(), s.trace(), s.races(), source);
        return ExplanationText.paragraphs(s.explainRead(step), ctx, text).stream()
                .filter(p -> p.kind() == Paragraph.Kind.UNSEEN || p.kind() == Paragraph.Kind.RACE)
                .map(p -> p.text().substring(p.text().indexOf(": ") + 2))
                .toList();
    }

    /** The last read of {@code session}'s steps. */
    private static int lastRead(DebugSession s) {
        for (int i = s.trace().size() - 1; i >= 0; i--) {
            if (s.trace().get(i).event().kind() == Event.Kind.LOAD) {
                return i;
            }
        }
        throw new AssertionError("no read");
    }

    private static DebugSession stepped(String kernel, int... order) {
        DebugSession s = DebugSession.open(KERNELS.resolve(kernel));
        for (int agent : order) {
            s.step(agent);
        }
        return s;
    }

    private static String source(String kernel) {
        try {
            return Files.readString(KERNELS.resolve(kernel));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * uav-not-globallycoherent.hlsl (the audit's order): the UAV's write is private, and the why says so in HLSL's
     * words: the UAV is not declared globallycoherent (line 18), and no barrier or Interlocked operation of the shader
     * carries a private write to another thread (VK MM: Location-Ordered, last bullet), not "avdevice, then
     * system-synchronizes-with, then visdevice".
     */
    @Test
    void aPrivateUavIsExplainedByItsMissingGloballycoherent() {
        DebugSession s = stepped("uav-not-globallycoherent.hlsl", 0, 0, 0, 1, 1, 1);
        String src = source("uav-not-globallycoherent.hlsl");
        assertEquals(MissingLink.PRIVATE_ACCESS, s.explainRead(lastRead(s)).unseen().get(0).link());
        String en = whys(s, lastRead(s), src, EN).get(0);
        assertTrue(en.startsWith("data (line 18) is not declared globallycoherent, so its plain reads and writes are"
                + " private, and a private access of one thread is location-ordered with another thread's only through"
                + " the device domain"), en);
        assertTrue(en.contains("no barrier or Interlocked operation in the shader makes a private write reach another"
                + " thread"), en);
        assertNoLitmus(en);
        String ja = whys(s, lastRead(s), src, JA).get(0);
        assertTrue(ja.startsWith("data (18 行目) が globallycoherent と宣言されていないため、その通常の読み書きはプライベートです。"),
                ja);
        assertNoLitmus(ja);
    }

    /**
     * mp-private-payload.comp (T0 runs, then T1 reads data twice): the second read races with T0's private store, and
     * the race's why names GLSL's coherent and the buffer's declaring line.
     */
    @Test
    void aPrivateGlslBufferInARaceIsExplainedByItsMissingCoherent() {
        DebugSession s = stepped("mp-private-payload.comp", 0, 0, 1, 1);
        String src = source("mp-private-payload.comp");
        String en = String.join("\n", whys(s, lastRead(s), src, EN));
        assertTrue(en.contains("data (line 20) is not declared coherent, so its plain loads and stores are private"), en);
        assertTrue(en.contains("no barrier or atomic in the shader makes a private write reach another invocation"), en);
        assertNoLitmus(en);
        String ja = String.join("\n", whys(s, lastRead(s), src, JA));
        assertTrue(ja.contains("data (20 行目) が coherent と宣言されていないため、その通常のロードとストアはプライベートです。"), ja);
        assertNoLitmus(ja);
    }

    /**
     * A Vulkan-memory-model GLSL kernel whose buffer is {@code nonprivate} but not {@code coherent}, T0 writing and T1
     * reading it across a control barrier with the buffer's semantics: the barrier orders them, but the store and load
     * are non-private without availability or visibility operations (GL_KHR_memory_scope_semantics: nonprivate gives
     * NonPrivatePointer alone), so the write was neither made available nor the read visible, and the why names what
     * GLSL has for them: coherent, gl_SemanticsMakeAvailable and gl_SemanticsMakeVisible with
     * gl_StorageSemanticsBuffer.
     */
    @Test
    void aNonprivateButNotCoherentGlslBufferIsExplainedWithGlslsAvailabilityWords() {
        String src = """
                #version 450
                #pragma use_vulkan_memory_model
                #extension GL_KHR_memory_scope_semantics : require
                layout(local_size_x = 2) in;
                layout(std430, binding = 0) nonprivate buffer B { uint data; };
                void main() {
                    if (gl_LocalInvocationIndex == 0) {
                        data = 42;
                    }
                    controlBarrier(gl_ScopeWorkgroup, gl_ScopeWorkgroup, gl_StorageSemanticsBuffer,
                                   gl_SemanticsAcquireRelease);
                    if (gl_LocalInvocationIndex == 1) {
                        uint x = data;
                    }
                }
                """;
        DebugSession s = DebugSession.load(ProgramLoader.load("nonprivate.comp", src));
        s.run();
        int read = lastRead(s);
        assertEquals(MissingLink.NOT_MADE_AVAILABLE, s.explainRead(read).unseen().get(0).link());
        String en = whys(s, read, src, EN).get(0);
        assertEquals("no availability operation made the write available, and no visibility operation of T1 made it"
                + " visible: data (line 5) is not declared coherent, so the store at line 8 does not make it available,"
                + " nor does the load at line 13 make it visible, and there is no release after the write with"
                + " gl_SemanticsMakeAvailable, nor an acquire before the read with gl_SemanticsMakeVisible, with"
                + " gl_StorageSemanticsBuffer in its storage semantics.", en);
        String ja = whys(s, read, src, JA).get(0);
        assertTrue(ja.contains("data (5 行目) が coherent と宣言されていないため 8 行目のストアも 13 行目のロードも"), ja);
        assertTrue(ja.contains("gl_SemanticsMakeAvailable"), ja);
        assertNoLitmus(ja);
    }


    /**
     * SPIR-V assembly under the Vulkan memory model, plain accesses ordered by a control barrier: they are private,
     * and the why says it by the missing NonPrivatePointer memory operand, not "avdevice, then visdevice".
     */
    @Test
    void aPrivateAccessInSpirvAssemblyIsExplainedByItsMemoryOperands() {
        String src = dev.syncscope.views.SpirvModules.barrierModule("");
        DebugSession s = DebugSession.load(ProgramLoader.load("private.spvasm", src));
        s.run();
        int read = lastRead(s);
        String en = String.join("\n", whys(s, read, src, EN));
        assertTrue(en.contains("the access at line 38 or the one at line 45 has no NonPrivatePointer memory operand (in a"
                + " GLSL450 module: its variable is neither decorated Coherent nor in Workgroup storage), so it is"
                + " private"), en);
        assertNoLitmus(en);
        String ja = String.join("\n", whys(s, read, src, JA));
        assertTrue(ja.contains("38 行目か 45 行目のアクセスに NonPrivatePointer メモリオペランドがないため"), ja);
        assertNoLitmus(ja);
    }

    /**
     * The same module with NonPrivatePointer on both accesses but no MakePointerAvailable or MakePointerVisible: the
     * why names those memory operands and the semantics bit, not "av on the store".
     */
    @Test
    void aNonPrivateSpirvStoreWithoutMakePointerAvailableIsExplainedByItsMemoryOperands() {
        String src = dev.syncscope.views.SpirvModules.barrierModule(" NonPrivatePointer");
        DebugSession s = DebugSession.load(ProgramLoader.load("nonprivate.spvasm", src));
        s.run();
        int read = lastRead(s);
        assertEquals(MissingLink.NOT_MADE_AVAILABLE, s.explainRead(read).unseen().get(0).link());
        String en = whys(s, read, src, EN).get(0);
        assertTrue(en.contains("the store at line 38 has no MakePointerAvailable and the load at line 45 no"
                + " MakePointerVisible memory operand"), en);
        assertTrue(en.contains("with UniformMemory in its semantics"), en);
        assertNoLitmus(en);
        String ja = whys(s, read, src, JA).get(0);
        assertTrue(ja.contains("38 行目のストアに MakePointerAvailable が、45 行目のロードに MakePointerVisible メモリオペランドがなく"),
                ja);
        assertNoLitmus(ja);
    }

    /** A litmus test keeps the litmus words exactly: docs/examples/barrier.test, and a private message passing. */
    @Test
    void aLitmusTestKeepsItsWhySentences() {
        Path barrier = Path.of("../docs/examples/barrier.test");
        DebugSession s = DebugSession.open(barrier);
        for (int i = 0; i < 6; i++) {
            s.step();
        }
        String src;
        try {
            src = Files.readString(barrier);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        assertEquals("no availability operation made the write available (no av on the store, no later release with"
                + " MakeAvailable naming the storage class of x), and P1 has no visibility operation for it either (no"
                + " vis on the load, no acquire with MakeVisible).", whys(s, lastRead(s), src, EN).get(0));
        assertEquals("書き込みを可用にする操作がありません (ストアに av がなく、x のストレージクラスを含む MakeAvailable 付きリリースも後に"
                + "ありません)。P1 にもそれを可視にする操作がありません (ロードに vis がなく、MakeVisible 付きアクワイアもありません)。",
                whys(s, lastRead(s), src, JA).get(0));
        DebugSession p = Walkthrough.stepped(Walkthrough.PRIVATE, 0, 0, 1, 1);
        assertTrue(String.join("\n", whys(p, 3, Walkthrough.PRIVATE, EN)).contains("private accesses of different"
                + " invocations are location-ordered only through the device domain (avdevice, then"
                + " system-synchronizes-with, then visdevice), never through shader availability and visibility."));
    }

    /** In a kernel, a key without the language's words falls back to the words every shader language shares. */
    @Test
    void aKernelFallsBackToTheKernelWordsThenTheLitmusOnes() {
        assertEquals("explain.why.NO_HAPPENS_BEFORE.device.kernel",
                SourceDialect.GLSL.key(EN, "explain.why.NO_HAPPENS_BEFORE.device"));
        assertEquals("explain.why.NO_HAPPENS_BEFORE.device",
                SourceDialect.LITMUS.key(EN, "explain.why.NO_HAPPENS_BEFORE.device"));
        assertEquals("explain.why.PRIVATE_ACCESS.spirv", SourceDialect.SPIRV.key(EN, "explain.why.PRIVATE_ACCESS"));
        for (String key : List.of("NOT_MADE_AVAILABLE.device", "NO_HAPPENS_BEFORE.device", "NOT_MADE_VISIBLE.device")) {
            for (Messages text : List.of(EN, JA)) {
                String why = text.get(SourceDialect.HLSL.key(text, "explain.why." + key), "T0", "T1", "x");
                assertNoLitmus(why);
                assertTrue(why.contains("API"), why);
            }
        }
    }
}
