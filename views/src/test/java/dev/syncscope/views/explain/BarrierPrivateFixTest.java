package dev.syncscope.views.explain;

import dev.syncscope.core.api.DebugSession;
import dev.syncscope.core.check.AxiomaticChecker;
import dev.syncscope.core.exec.Event;
import dev.syncscope.core.load.ProgramLoader;
import dev.syncscope.views.i18n.Messages;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Locale;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * barrier() guarding a plain (not coherent) buffer (the GPU audit's k03): the fix gave the barrier the buffer's
 * semantics, and the kernel fixed that way still raced ("private access": VK MM: Location-Ordered, private accesses of
 * two invocations are ordered only through the device domain). The fix now also declares the buffer coherent, and the
 * kernel fixed as it says, with the calls a kernel without GL_KHR_memory_scope_semantics can compile, is race-free.
 */
class BarrierPrivateFixTest {

    private static final String KERNEL = """
            // @length tmp = 2
            // @length outv = 2
            #version 450
            layout(local_size_x = 2) in;
            layout(binding = 0) buffer Tmp { uint tmp[]; };
            layout(binding = 1) buffer Out { uint outv[]; };

            void main() {
                uint i = gl_LocalInvocationID.x;
                tmp[i] = i + 10u;
                barrier();
                outv[i] = tmp[i ^ 1u];
            }
            """;

    @Test
    void theFixOfABarrierOverAPlainBufferAlsoDeclaresItCoherentAndFixesTheKernel() {
        DebugSession s = DebugSession.load(ProgramLoader.load("k03.comp", KERNEL));
        s.run();
        int read = -1;
        for (int i = 0; i < s.trace().size() && read < 0; i++) {
            if (s.trace().get(i).event().kind() == Event.Kind.LOAD && s.explainRead(i).stale()) {
                read = i;
            }
        }
        assertTrue(read >= 0, "a stale read of tmp");
        ExplanationContext ctx = new ExplanationContext(s.program().launch(), s.trace(), s.races(), KERNEL);
        List<Paragraph> en = ExplanationText.paragraphs(s.explainRead(read), ctx, Messages.forLocale(Locale.ENGLISH));
        String fix = String.join("\n", en.stream().filter(p -> p.kind() == Paragraph.Kind.FIX).map(Paragraph::text)
                .toList());
        // a GLSL 4.50 kernel without GL_KHR_memory_scope_semantics has no controlBarrier: the buffer's fences go on both
        // sides of barrier() (VK MM: Synchronizes-With, fence–control-barrier–fence; audit 42, finding 6)
        assertTrue(fix.contains("memoryBarrierBuffer(); barrier(); memoryBarrierBuffer();") && fix.contains("declare tmp "
                + "coherent") && !fix.contains("controlBarrier("), fix);
        String fixed = KERNEL.replace("buffer Tmp", "coherent buffer Tmp").replace("    barrier();",
                "    memoryBarrierBuffer(); barrier(); memoryBarrierBuffer();");
        assertFalse(new AxiomaticChecker().check(ProgramLoader.load("k03-fixed.comp", fixed)).hasRace(),
                "the kernel fixed as the fix says");
        List<Paragraph> ja = ExplanationText.paragraphs(s.explainRead(read), ctx, Messages.forLocale(Locale.JAPANESE));
        assertTrue(ja.stream().anyMatch(p -> p.kind() == Paragraph.Kind.FIX && p.text().contains("coherent")),
                ja.toString());
    }
}
