package dev.syncscope.views.explain;

import dev.syncscope.core.api.DebugSession;
import dev.syncscope.core.exec.Event;
import dev.syncscope.core.load.ProgramLoader;
import dev.syncscope.views.i18n.Messages;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Locale;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code count++} in two workgroups (the GPU audit's counter): the fix was atomicStore and atomicLoad apart, which
 * makes the accesses race-free (VK MM: Data Race, mutually-ordered atomics) but still lets an update be lost; the fix
 * is one atomic read-modify-write, atomicAdd.
 */
class UpdateFixTest {

    private static final String COUNTER = """
            // @dispatch 2
            #version 450
            layout(local_size_x = 1) in;
            layout(binding = 0) buffer Count { uint count; };

            void main() {
                count++;
            }
            """;

    @Test
    void aPlainIncrementInTwoInvocationsIsFixedByAnAtomicAdd() {
        DebugSession s = DebugSession.load(ProgramLoader.load("counter.comp", COUNTER));
        // T0 reads, T1 reads and writes, T0 writes: T0's read missed nothing, T1's read is the one explained
        s.step(0);
        s.step(1);
        s.step(1);
        s.step(0);
        int read = -1;
        for (int i = 0; i < s.trace().size(); i++) {
            if (s.trace().get(i).event().kind() == Event.Kind.LOAD && s.explainRead(i).stale()) {
                read = i;
            }
        }
        if (read < 0) {
            // round robin order: the second invocation's read missed the first's write
            s = DebugSession.load(ProgramLoader.load("counter.comp", COUNTER));
            s.step(0);
            s.step(0);
            s.step(1);
            read = 2;
        }
        assertTrue(s.explainRead(read).stale(), s.explainRead(read).summary());
        ExplanationContext ctx = new ExplanationContext(s.program().launch(), s.trace(), s.races(), COUNTER);
        List<Paragraph> en = ExplanationText.paragraphs(s.explainRead(read), ctx, Messages.forLocale(Locale.ENGLISH));
        String fix = String.join("\n", en.stream().filter(p -> p.kind() == Paragraph.Kind.FIX).map(Paragraph::text)
                .toList());
        assertTrue(fix.contains("one atomic read-modify-write: atomicAdd"), fix);
        assertFalse(fix.contains("atomicStore at line"), fix);
        List<Paragraph> ja = ExplanationText.paragraphs(s.explainRead(read), ctx, Messages.forLocale(Locale.JAPANESE));
        assertTrue(ja.stream().anyMatch(p -> p.kind() == Paragraph.Kind.FIX && p.text().contains("atomicAdd")), ja
                .toString());
    }
}
