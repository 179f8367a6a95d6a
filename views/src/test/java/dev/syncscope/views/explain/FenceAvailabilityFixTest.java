package dev.syncscope.views.explain;

import dev.syncscope.core.check.Race;
import dev.syncscope.core.model.Scope;
import dev.syncscope.core.suite.FileCheck;
import dev.syncscope.views.i18n.Messages;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.Locale;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The audit 91's k03: a Vulkan-memory-model GLSL message pass at gl_ScopeSubgroup across two subgroups, on nonprivate
 * (not coherent) data. The fix ended "…gl_ScopeWorkgroup…; groupMemoryBarrier() has it.", and the kernel fixed that
 * way (k67: groupMemoryBarrier() around relaxed workgroup atomics) still raced: under #pragma use_vulkan_memory_model
 * glslang's groupMemoryBarrier() has no MakeAvailable or MakeVisible (VK MM: Availability and Visibility;
 * Location-Ordered, X ->rcpo AVC -> VISC ->rcpo Y). The fix now names gl_SemanticsMakeAvailable/MakeVisible there, or
 * a workgroupcoherent declaration with which groupMemoryBarrier() does; each fixed kernel is checked race-free.
 */
class FenceAvailabilityFixTest {

    private static final String K03 = """
            // @subgroup-size 1
            #version 450
            #pragma use_vulkan_memory_model
            #extension GL_KHR_memory_scope_semantics : require
            layout(local_size_x = 2) in;
            layout(binding = 0) nonprivate buffer Data { uint data; };
            layout(binding = 1) buffer Flag { uint flag; };
            layout(binding = 2) buffer Result { uint result; };
            void main() {
                if (gl_LocalInvocationID.x == 0) {
                    data = 42;
                    atomicStore(flag, 1u, gl_ScopeSubgroup, gl_StorageSemanticsBuffer,
                                gl_SemanticsRelease | gl_SemanticsMakeAvailable);
                } else {
                    uint seen = atomicLoad(flag, gl_ScopeSubgroup, gl_StorageSemanticsBuffer,
                                           gl_SemanticsAcquire | gl_SemanticsMakeVisible);
                    if (seen == 1) { result = data + 1; }
                }
            }
            """;

    /** k67: what the old aside said, groupMemoryBarrier() for the release and the acquire around workgroup atomics. */
    private static final String K67 = """
            // @subgroup-size 1
            #version 450
            #pragma use_vulkan_memory_model
            #extension GL_KHR_memory_scope_semantics : require
            layout(local_size_x = 2) in;
            layout(binding = 0) nonprivate buffer Data { uint data; };
            layout(binding = 1) buffer Flag { uint flag; };
            layout(binding = 2) buffer Result { uint result; };
            void main() {
                if (gl_LocalInvocationID.x == 0) {
                    data = 42;
                    groupMemoryBarrier();
                    atomicStore(flag, 1u, gl_ScopeWorkgroup, gl_StorageSemanticsNone, gl_SemanticsRelaxed);
                } else {
                    uint seen = atomicLoad(flag, gl_ScopeWorkgroup, gl_StorageSemanticsNone, gl_SemanticsRelaxed);
                    groupMemoryBarrier();
                    if (seen == 1) { result = data + 1; }
                }
            }
            """;

    private static FileCheck.Report check(String name, String source) {
        return FileCheck.check(name, source, null, Duration.ofSeconds(60));
    }

    private static boolean races(String name, String source) {
        return !check(name, source).races().isEmpty();
    }

    /** The checker's words for the race on data. */
    private static String dataFix(String source, Messages text) {
        FileCheck.Report report = check("k03.comp", source);
        Race race = report.races().stream().flatMap(p -> p.links().stream())
                .filter(r -> "data".equals(r.first().location().toString())).findFirst()
                .orElseThrow(() -> new AssertionError("no race on data in " + report.races()));
        return CheckRaceWhy.of(race, CheckRaceWhy.accesses(report.races()), source, text);
    }

    @Test
    void aVulkanModelKernelOnNonCoherentDataIsToldTheSemanticsNotGroupMemoryBarrier() {
        String en = dataFix(K03, Messages.forLocale(Locale.ENGLISH));
        assertFalse(en.contains("groupMemoryBarrier() has it"), en);
        assertTrue(en.contains("gl_SemanticsRelease | gl_SemanticsMakeAvailable")
                && en.contains("gl_SemanticsAcquire | gl_SemanticsMakeVisible")
                && en.contains("Or declare data workgroupcoherent (line 6): then groupMemoryBarrier() does."), en);
        String ja = dataFix(K03, Messages.forLocale(Locale.JAPANESE));
        assertTrue(ja.contains("gl_SemanticsMakeAvailable") && ja.contains("workgroupcoherent") && !ja.contains("Give"),
                ja);
        // the old aside, followed: still a race on data
        assertTrue(races("k67.comp", K67), "k67");
        // the fix followed: both atomics at gl_ScopeWorkgroup, keeping MakeAvailable / MakeVisible
        assertFalse(races("k03-fixed.comp", K03.replace("gl_ScopeSubgroup", "gl_ScopeWorkgroup")), "k03 fixed");
        // its alternative: data workgroupcoherent, and then groupMemoryBarrier() does
        assertFalse(races("k67-wgc.comp", K67.replace("nonprivate buffer Data", "workgroupcoherent buffer Data")),
                "k67 with workgroupcoherent data");
    }

    /**
     * Plain (private) data: the semantics alone leave it racing, since availability and visibility order only
     * non-private accesses (VK MM: Location-Ordered); the fix says to declare it nonprivate too (the session-91
     * review), and the kernel fixed so is race-free, where with the scope alone it still races.
     */
    @Test
    void privateDataIsToldToBeDeclaredNonprivateToo() {
        String plain = K03.replace("nonprivate buffer Data", "buffer Data");
        String en = dataFix(plain, Messages.forLocale(Locale.ENGLISH));
        assertTrue(en.contains("If data is not declared nonprivate, declare it so too"), en);
        assertTrue(dataFix(plain, Messages.forLocale(Locale.JAPANESE)).contains("nonprivate と宣言されていなければ"));
        String scopeOnly = plain.replace("gl_ScopeSubgroup", "gl_ScopeWorkgroup");
        assertTrue(races("plain-scope-only.comp", scopeOnly), "the scope alone leaves private data racing");
        assertFalse(races("plain-fixed.comp", scopeOnly.replace("buffer Data", "nonprivate buffer Data")));
    }

    @Test
    void dataCoherentAtTheSharedScopeKeepsTheGroupMemoryBarrierAside() {
        String wgc = K03.replace("nonprivate buffer Data", "workgroupcoherent buffer Data")
                .replace(" | gl_SemanticsMakeAvailable", "").replace(" | gl_SemanticsMakeVisible", "");
        String en = dataFix(wgc, Messages.forLocale(Locale.ENGLISH));
        assertTrue(en.contains("groupMemoryBarrier() has it"), en);
        assertFalse(races("wgc-fixed.comp", wgc.replace("gl_ScopeSubgroup", "gl_ScopeWorkgroup")));
    }

    @Test
    void coherenceIsReadFromTheMemberAndItsBlock() {
        String src = """
                layout(binding = 0) workgroupcoherent
                    buffer A { uint a; };
                layout(binding = 1) buffer B { devicecoherent uint b; uint c; };
                layout(binding = 2) coherent buffer D { uint d; };  // workgroupcoherent in a comment
                layout(binding = 3) nonprivate buffer E { uint e; };
                layout(binding = 4) coherent buffer G {
                    uint g0;
                    uint g1;
                };
                layout(binding = 5) workgroupcoherent buffer H { uint h0; uint h1; };
                """;
        assertEquals(Scope.WORKGROUP, AvailabilityKeys.coherence(src, "a"));
        assertEquals(Scope.DEVICE, AvailabilityKeys.coherence(src, "b"));
        assertNull(AvailabilityKeys.coherence(src, "c"));
        assertEquals(Scope.DEVICE, AvailabilityKeys.coherence(src, "d"));
        assertNull(AvailabilityKeys.coherence(src, "e"));
        // a later member of a block: its nearest separator is the member before's ';', and the head still counts
        assertEquals(Scope.DEVICE, AvailabilityKeys.coherence(src, "g1"));
        assertEquals(Scope.WORKGROUP, AvailabilityKeys.coherence(src, "h1"));
    }
}
