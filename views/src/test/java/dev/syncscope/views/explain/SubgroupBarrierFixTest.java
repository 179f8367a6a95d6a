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
}
