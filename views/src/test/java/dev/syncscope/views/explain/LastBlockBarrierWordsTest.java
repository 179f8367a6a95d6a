package dev.syncscope.views.explain;

import dev.syncscope.core.api.DebugSession;
import dev.syncscope.core.check.AxiomaticChecker;
import dev.syncscope.core.check.Race;
import dev.syncscope.core.exec.Diagnostic;
import dev.syncscope.core.load.ProgramLoader;
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

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The last-block-done reduction with no memory barrier around its counter: each workgroup stores its partial sum, then
 * an atomicAdd of a buffer counter, then barrier(), and the last workgroup reads the partials. barrier() orders shared
 * variables only (WorkgroupMemory), so it neither releases nor acquires the buffer the counter and the partials are in
 * (VK MM: Synchronizes-With, fence forms: "Y's storage class is in B's semantics"). The words used to tell the user to
 * move that barrier() above the atomicAdd, into the branch one invocation takes (the GPU audit of session 88), or to
 * "use memoryBarrier() at line 24" in its place, which would take away the wait the kernel needs for its shared flag.
 * They now keep the barrier() and put memoryBarrier() beside it, and the kernel so fixed is race-free.
 */
class LastBlockBarrierWordsTest {

    private static final Path KERNEL = Path.of("src/test/resources/dev/syncscope/views/explain/links/"
            + "last-block-no-fence.comp");

    private static List<String> words(String source, Messages text) {
        FileCheck.Report report = FileCheck.check("last-block.comp", source, null, Duration.ofSeconds(60));
        Race race = report.races().stream().flatMap(p -> p.links().stream()).findFirst()
                .orElseThrow(() -> new AssertionError("no race in " + report.races()));
        DebugSession session = DebugSession.load(ProgramLoader.load("last-block.comp", source));
        session.run();
        Diagnostic d = session.diagnostics().stream().filter(x -> x.kind() == Diagnostic.Kind.DATA_RACE).findFirst()
                .orElseThrow(() -> new AssertionError("no race in " + session.diagnostics()));
        ExplanationContext context = new ExplanationContext(session.program().launch(), session.trace(),
                session.races().stream().filter(r -> r.second().step() == d.step()).toList(), source);
        return List.of(CheckRaceWhy.of(race, CheckRaceWhy.accesses(report.races()), source, text),
                new DiagnosticText(text).of(d, context));
    }

    @Test
    void theBarrierIsKeptAndAMemoryBarrierPutBesideItInCheckAndRun() throws IOException {
        String source = Files.readString(KERNEL);
        for (String w : words(source, Messages.forLocale(Locale.ENGLISH))) {
            assertTrue(w.contains("barrier() at line 24 orders shared variables only, so it does not acquire "
                    + "gl_StorageSemanticsBuffer") && w.contains("Keep the barrier() and put memoryBarrier() right "
                    + "after it, before the read at line 26"), w);
            assertTrue(w.contains("between the write at line 20 and its atomicAdd of the flag at line 21"), w);
            assertFalse(w.contains("Move the barrier") || w.contains("Use memoryBarrier() at line 24"), w);
        }
        for (String w : words(source, Messages.forLocale(Locale.JAPANESE))) {
            assertTrue(w.contains("barrier() はそのままにして"), w);
        }
    }

    /**
     * With GL_KHR_memory_scope_semantics the kernel's words said "Add gl_StorageSemanticsBuffer to the barrier's
     * storage semantics", which barrier() cannot take (the session-88 review): the barrier() is kept there too.
     */
    @Test
    void withTheMemoryScopeExtensionTheBarrierIsKeptToo() throws IOException {
        String source = Files.readString(KERNEL).replace("#version 450\n",
                "#version 450\n#extension GL_KHR_memory_scope_semantics : require\n");
        for (String w : words(source, Messages.forLocale(Locale.ENGLISH))) {
            assertTrue(w.contains("Keep the barrier() and put memoryBarrier() right after it"), w);
            assertFalse(w.contains("to the barrier's storage semantics"), w);
        }
    }

    /**
     * In HLSL the barrier at line 23 is GroupMemoryBarrierWithGroupSync(), which the groupshared amLast needs: the
     * barrier advised in its place waits too (DeviceMemoryBarrierWithGroupSync(); "Use DeviceMemoryBarrier()" took the
     * wait away: the session-88 review), and the kernel fixed so is race-free.
     */
    @Test
    void anHlslGroupSyncBarrierIsReplacedByOneThatWaitsToo() throws IOException {
        Path hlsl = KERNEL.resolveSibling("last-block-no-fence.hlsl");
        String source = Files.readString(hlsl);
        FileCheck.Report report = FileCheck.check("last-block.hlsl", source, null, Duration.ofSeconds(60));
        Race race = report.races().stream().flatMap(p -> p.links().stream()).findFirst().orElseThrow();
        String w = CheckRaceWhy.of(race, CheckRaceWhy.accesses(report.races()), source,
                Messages.forLocale(Locale.ENGLISH));
        assertTrue(w.contains("Use DeviceMemoryBarrierWithGroupSync() at line 23"), w);
        String fixed = source.replace("        InterlockedAdd(counter[0], 1, prev);",
                "        DeviceMemoryBarrier();\n        InterlockedAdd(counter[0], 1, prev);")
                .replace("    GroupMemoryBarrierWithGroupSync();\n    if (amLast",
                        "    AllMemoryBarrierWithGroupSync();\n    if (amLast");
        assertTrue(fixed.contains("AllMemoryBarrierWithGroupSync();\n    if (amLast"), fixed);
        assertFalse(new AxiomaticChecker().check(ProgramLoader.load("fixed.hlsl", fixed)).hasRace());
    }

    @Test
    void theKernelFixedAsTheWordsSayIsRaceFree() throws IOException {
        String fixed = Files.readString(KERNEL)
                .replace("        uint prev = atomicAdd", "        memoryBarrier();\n        uint prev = atomicAdd")
                .replace("    barrier();\n    if (amLast", "    barrier();\n    memoryBarrier();\n    if (amLast");
        assertTrue(fixed.contains("barrier();\n    memoryBarrier();\n    if (amLast"), fixed);
        assertFalse(new AxiomaticChecker().check(ProgramLoader.load("last-block.comp", fixed)).hasRace());
    }
}
