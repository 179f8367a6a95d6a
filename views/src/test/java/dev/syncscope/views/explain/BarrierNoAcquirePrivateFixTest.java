package dev.syncscope.views.explain;

import dev.syncscope.core.check.AxiomaticChecker;
import dev.syncscope.core.load.ProgramLoader;
import dev.syncscope.views.i18n.Messages;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import static dev.syncscope.views.explain.KernelRaceWords.assertRaceFree;
import static dev.syncscope.views.explain.KernelRaceWords.checked;
import static dev.syncscope.views.explain.KernelRaceWords.stepped;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A legacy GLSL kernel releases a plain buffer with {@code memoryBarrierBuffer(); barrier();} but acquires nothing after
 * the barrier. The fix adds the acquire, and, the buffer not being {@code coherent}, non-private accesses too: a barrier
 * orders private accesses of two invocations in no case (VK MM: Location-Ordered), so the acquire alone left the race
 * (the session-43 review). {@code check} and {@code run} say both, and following both removes the race.
 */
class BarrierNoAcquirePrivateFixTest {

    private static final String KERNEL = String.join("\n", "// @length d = 4", "#version 450",
            "layout(local_size_x = 2) in;", "layout(binding = 0) buffer B { uint d[]; };", "void main() {",
            "    uint i = gl_LocalInvocationID.x;", "    d[i] = i + 1;", "    memoryBarrierBuffer();", "    barrier();",
            "    d[2 + i] = d[1 - i];", "}", "");

    @Test
    void theAcquireAfterTheBarrierAndACoherentBufferAreBothAdvised() {
        List<String> all = new ArrayList<>(checked("noacq.comp", KERNEL, Messages.forLocale(Locale.ENGLISH)));
        all.addAll(stepped("noacq.comp", KERNEL, Messages.forLocale(Locale.ENGLISH)));
        for (String sentence : all) {
            assertTrue(sentence.contains("Add memoryBarrierBuffer() after the control barrier at line 9"), sentence);
            assertTrue(sentence.contains("Declare d coherent (line 4) too"), sentence);
        }
        for (String sentence : checked("noacq.comp", KERNEL, Messages.forLocale(Locale.JAPANESE))) {
            assertTrue(sentence.contains("coherent"), sentence);
        }
        String acquireOnly = KERNEL.replace("    barrier();", "    barrier();\n    memoryBarrierBuffer();");
        assertTrue(new AxiomaticChecker().check(ProgramLoader.load("noacq.comp", acquireOnly)).hasRace(), acquireOnly);
        assertRaceFree("noacq.comp", acquireOnly.replace(") buffer B", ") coherent buffer B"));
    }
}
