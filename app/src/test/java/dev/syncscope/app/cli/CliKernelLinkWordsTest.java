package dev.syncscope.app.cli;

import org.junit.jupiter.api.Test;

import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code check} and {@code run} word the links of a GLSL kernel's race that fell back to the engine's words (a fence's
 * memory scope, availability and visibility) in the kernel's language, as the window does (views'
 * {@code KernelLinkWordsTest} has every kind, in English and Japanese).
 */
class CliKernelLinkWordsTest extends CliHarness {

    private static final Path LINKS = Path.of("../views/src/test/resources/dev/syncscope/views/explain/links");

    @Test
    void checkAndRunWordAReleaseBarriersNarrowScopeInGlsl() {
        // VK MM: Synchronizes-With, fence forms: the release barrier (line 15) and the acquire must be in the instance
        // of each other's memory scopes; it has workgroup scope and T1 is in the other workgroup of the dispatch, in the
        // same queue family instance (VK MM: Availability and Visibility, queue family instance)
        Path file = LINKS.resolve("release-fence-scope.comp");
        String words = "T0's release (line 15) after the write at line 14 has a memory scope that does not include T1"
                + " (gl_ScopeWorkgroup reaches only T0's workgroup, gl_ScopeSubgroup only its subgroup, gl_ScopeInvocation"
                + " only T0 itself), so no acquire"
                + " of T1 synchronizes with it. Give T0's release (line 15) gl_ScopeQueueFamily as its memory scope, the"
                + " narrowest that includes T1: memoryBarrier(gl_ScopeQueueFamily, …, gl_SemanticsRelease …), or"
                + " memoryBarrier(), which has that scope and every storage semantics; a release atomicStore takes"
                + " gl_ScopeQueueFamily likewise.";
        assertEquals(Cli.FAILED, run("check", file.toString()), out.toString());
        // was: missing: no happens-before between T0 and T1: T0's release barrier (at …:15) … has wg scope, whose
        // instance does not include T1 …
        assertTrue(out.toString().contains("    missing: " + words + "\n"), out.toString());
        assertFalse(out.toString().contains("wg scope"), out.toString());
        out.getBuffer().setLength(0);
        assertEquals(Cli.FAILED, run("run", file.toString()), out.toString());
        assertTrue(out.toString().contains("): " + words + " (" + file + ":20)"), out.toString());
    }

    @Test
    void checkWordsAReadNotMadeVisibleOnceInGlsl() {
        // VK MM: Availability and Visibility: no visibility operation of T1 makes the write visible to the read at line
        // 18; the engine words the link once per value read (R data = 0, R data = 1), the kernel's words once
        Path file = LINKS.resolve("not-visible.comp");
        assertEquals(Cli.FAILED, run("check", file.toString()), out.toString());
        assertEquals(1, out.toString().lines().filter(l -> l.startsWith("    missing: ")).count(), out.toString());
        // the write is available to T1 (the release makes it so): the reader's side is what is missing (audit 42, 5)
        assertTrue(out.toString().contains("    missing: T0's write is already made available to T1, but no visibility "
                + "operation of T1 made it visible: data (line 8) is not declared coherent, so the load at line 18 does "
                + "not make it visible"), out.toString());
        assertFalse(out.toString().contains("MakePointerVisible"), out.toString());
    }
}
