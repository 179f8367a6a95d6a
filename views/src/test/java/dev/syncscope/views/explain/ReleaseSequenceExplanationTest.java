package dev.syncscope.views.explain;

import dev.syncscope.core.api.DebugSession;
import dev.syncscope.core.exec.Diagnostic;
import dev.syncscope.views.i18n.Messages;
import dev.syncscope.views.problems.DiagnosticText;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * "Why this value?" of a read whose invocation acquired a flag value written outside the release sequence of the
 * writer's release (VK MM: Release Sequence: only read-modify-writes continue it) says what the problems pane and
 * {@code check} say, not that the flag's store "is not a release": the releaser's own later relaxed store ended the
 * sequence, and the fix is to make that store an atomicExchange or a release.
 */
class ReleaseSequenceExplanationTest {

    private static final Path FILE = Path.of(
            "src/test/resources/dev/syncscope/views/explain/links/release-sequence-own-store-wait.comp");

    @Test
    void theExplanationOfTheDataReadNamesTheStoreThatEndedTheSequence() throws IOException {
        String text = Files.readString(FILE);
        DebugSession s = DebugSession.open(FILE);
        s.run();
        Diagnostic race = s.diagnostics().stream().filter(d -> d.kind() == Diagnostic.Kind.DATA_RACE).findFirst()
                .orElseThrow(() -> new AssertionError("no race: " + s.diagnostics()));
        ExplanationContext context = new ExplanationContext(s.program().launch(), s.trace(), s.races(), text);
        Messages en = Messages.forLocale(Locale.ENGLISH);
        String why = ExplanationText.render(s.explainRead((int) race.step()), context, en);
        String sentence = "T1's read of flag at line 18 takes the value T0 stored at line 15, which is not in the"
                + " release sequence headed by T0's store at line 14";
        assertTrue(why.contains(sentence), why);
        assertTrue(why.contains("Make the store at line 15 an atomicExchange"), why);
        assertFalse(why.contains("is not a release"), why);
        assertTrue(new DiagnosticText(en).of(race, context).contains(sentence), "the problems pane says the same");
        String ja = ExplanationText.render(s.explainRead((int) race.step()), context, Messages.forLocale(Locale.JAPANESE));
        assertTrue(ja.contains("リリースシーケンスに含まれません"), ja);
    }
}
