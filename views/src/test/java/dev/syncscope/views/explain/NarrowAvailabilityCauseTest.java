package dev.syncscope.views.explain;

import dev.syncscope.core.check.LinkSentence;
import dev.syncscope.core.check.Race;
import dev.syncscope.core.suite.FileCheck;
import dev.syncscope.views.i18n.Messages;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.Locale;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The audit 91's k51 and k65: a write made available only at gl_ScopeWorkgroup, read from another workgroup (VK MM:
 * Availability and Visibility; Location-Ordered). The why said "data (line 9) is declared workgroupcoherent or
 * subgroupcoherent, or the release that makes it available has gl_ScopeWorkgroup…", whose first half was false for
 * k51 (nonprivate data; the memoryBarrier at line 15 has gl_ScopeWorkgroup MakeAvailable), and named neither cause.
 * The words now name the one the kernel has: the release and its line, or the declaration. The checker's link carries
 * the release's place ({@link LinkSentence#NARROW_AVAILABILITY}, argument 6).
 */
class NarrowAvailabilityCauseTest {

    private static final String HEAD = """
            // @dispatch 2
            #version 450
            #pragma use_vulkan_memory_model
            #extension GL_KHR_memory_scope_semantics : require
            layout(local_size_x = 1) in;
            """;

    /**
     * k51: nonprivate data, made available by a workgroup-scope release barrier, read in workgroup 1; the call ends at
     * line 13, the line glslang gives it.
     */
    private static final String K51 = HEAD + """
            layout(binding = 0) nonprivate buffer Data { uint data; };
            layout(binding = 1) buffer Flag { uint flag; };
            layout(binding = 2) buffer Result { uint result; };
            void main() {
                if (gl_WorkGroupID.x == 0) {
                    data = 42;
                    memoryBarrier(gl_ScopeWorkgroup, gl_StorageSemanticsBuffer,
                                  gl_SemanticsRelease | gl_SemanticsMakeAvailable);
                    atomicStore(flag, 1u, gl_ScopeDevice, gl_StorageSemanticsBuffer, gl_SemanticsRelease);
                } else {
                    uint seen = atomicLoad(flag, gl_ScopeDevice, gl_StorageSemanticsBuffer,
                                           gl_SemanticsAcquire | gl_SemanticsMakeVisible);
                    if (seen == 1) { result = data + 1; }
                }
            }
            """;

    /** k65: workgroupcoherent data (line 6), its store's own availability the only one. */
    private static final String K65 = HEAD + """
            layout(binding = 0) workgroupcoherent buffer Data { uint data; };
            layout(binding = 1) buffer Flag { uint flag; };
            layout(binding = 2) buffer Result { uint result; };
            void main() {
                if (gl_WorkGroupID.x == 0) {
                    data = 42;
                    atomicStore(flag, 1u, gl_ScopeDevice, gl_StorageSemanticsBuffer, gl_SemanticsRelease);
                } else {
                    uint seen = atomicLoad(flag, gl_ScopeDevice, gl_StorageSemanticsBuffer, gl_SemanticsAcquire);
                    if (seen == 1) { result = data + 1; }
                }
            }
            """;

    private static String words(String source, Messages text) {
        FileCheck.Report report = FileCheck.check("k.comp", source, null, Duration.ofSeconds(60));
        Race race = report.races().stream().flatMap(p -> p.links().stream())
                .filter(r -> r.link().sentence() == LinkSentence.NARROW_AVAILABILITY).findFirst()
                .orElseThrow(() -> new AssertionError("no narrow availability in " + report.races()));
        return CheckRaceWhy.of(race, CheckRaceWhy.accesses(report.races()), source, text);
    }

    @Test
    void aReleaseAtWorkgroupScopeIsNamedWithItsLineAndTheDataIsNotSaidToBeWorkgroupcoherent() {
        String en = words(K51, Messages.forLocale(Locale.ENGLISH));
        assertTrue(en.contains("the release (line 13) that makes it available has gl_SemanticsMakeAvailable at a"
                + " memory scope that does not include T1"), en);
        assertTrue(en.contains("data (line 6) is not declared coherent at a scope that includes T1"), en);
        assertFalse(en.contains("is declared workgroupcoherent"), en);
        String ja = words(K51, Messages.forLocale(Locale.JAPANESE));
        assertTrue(ja.contains("13 行目") && ja.contains("gl_SemanticsMakeAvailable のメモリスコープ"), ja);
        assertFalse(ja.contains("workgroupcoherent または subgroupcoherent と宣言"), ja);
    }

    @Test
    void aWorkgroupcoherentDeclarationIsNamedAsTheCause() {
        String en = words(K65, Messages.forLocale(Locale.ENGLISH));
        assertTrue(en.contains("data (line 6) is declared workgroupcoherent, so its store makes the write available"
                + " only to its own workgroup"), en);
        assertFalse(en.contains("or the release that makes it available"), en);
        String ja = words(K65, Messages.forLocale(Locale.JAPANESE));
        assertTrue(ja.contains("workgroupcoherent と宣言されているため"), ja);
    }
}
