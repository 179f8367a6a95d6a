package dev.syncscope.views.explain;

import dev.syncscope.core.api.DebugSession;
import dev.syncscope.core.exec.Event;
import dev.syncscope.views.i18n.Messages;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * subgroup-vs-workgroup-barrier.comp: an invocation reads the other subgroup's halves slot past subgroupBarrier(),
 * which orders only its own subgroup (VK MM: Synchronizes-With, "in the instance of each other's memory
 * scopes"). The fix said to put barrier() between the lines, leaving the subgroupBarrier() at line 28 in place (the
 * teacher audit); it now says to replace it.
 */
class SubgroupBarrierFixTest {

    private static final Path KERNEL = Path.of("../sample-kernels/kernels/subgroup-vs-workgroup-barrier.comp");

    @Test
    void theFixReplacesTheSubgroupBarrier() throws IOException {
        // round robin: T3 reads halves[1] of the other subgroup, past the subgroup barrier, before T1 wrote it
        DebugSession s = DebugSession.open(KERNEL);
        for (int i = 0; i < 24; i++) {
            s.step();
        }
        int read = -1;
        for (int i = s.trace().size() - 1; i >= 0 && read < 0; i--) {
            if (s.trace().get(i).event().kind() == Event.Kind.LOAD && s.explainRead(i).stale()) {
                read = i;
            }
        }
        assertTrue(read >= 0, "a stale read across the subgroups");
        String source = Files.readString(KERNEL);
        ExplanationContext ctx = new ExplanationContext(s.program().launch(), s.trace(), s.races(), source);
        for (Locale locale : List.of(Locale.ENGLISH, Locale.JAPANESE)) {
            String fix = String.join("\n", ExplanationText.paragraphs(s.explainRead(read), ctx,
                    Messages.forLocale(locale)).stream().filter(p -> p.kind() == Paragraph.Kind.FIX)
                    .map(Paragraph::text).toList());
            assertTrue(fix.contains("subgroupBarrier()") && fix.contains("28") && fix.contains("barrier()"),
                    locale + ": " + fix);
        }
    }

    /**
     * The memory-model audit's V2: the subgroup-scope barrier is controlBarrier(gl_ScopeSubgroup, gl_ScopeWorkgroup,
     * …), whose execution scope leaves the other subgroup out (VK MM: Synchronizes-With, control barriers: the dynamic
     * instance is of the invocations in its execution scope's instance); the fix names that barrier, not a
     * subgroupBarrier() the kernel does not have.
     */
    @Test
    void theFixNamesTheControlBarrierTheLineHas() {
        String source = String.join("\n", "// @subgroup-size 1", "#version 450", "#pragma use_vulkan_memory_model",
                "#extension GL_KHR_memory_scope_semantics : require", "layout(local_size_x = 2) in;", "shared uint s[2];",
                "layout(binding = 2) buffer R { uint res[2]; };", "void main() {", "    uint i = gl_LocalInvocationID.x;",
                "    s[i] = i + 1;", "    controlBarrier(gl_ScopeSubgroup, gl_ScopeWorkgroup, gl_StorageSemanticsShared, "
                + "gl_SemanticsAcquireRelease | gl_SemanticsMakeAvailable | gl_SemanticsMakeVisible);",
                "    res[i] = s[1 - i];", "}", "");
        for (Locale locale : List.of(Locale.ENGLISH, Locale.JAPANESE)) {
            for (String words : KernelRaceWords.stepped("v2.comp", source, Messages.forLocale(locale))) {
                assertTrue(words.contains("gl_ScopeSubgroup") && words.contains("11") && words.contains("barrier()"),
                        locale + ": " + words);
                assertFalse(words.contains("subgroupBarrier()"), locale + ": " + words);
            }
        }
    }
}
