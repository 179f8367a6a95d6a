package dev.syncscope.views.explain;

import dev.syncscope.core.api.DebugSession;
import dev.syncscope.core.check.LinkSentence;
import dev.syncscope.core.exec.Race;
import dev.syncscope.core.explain.ReadExplanation;
import dev.syncscope.core.suite.FileCheck;
import dev.syncscope.views.i18n.Messages;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Locale;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A kernel's race worded by {@code check} (the checker's link of kind {@code sentence}, {@link CheckRaceWhy}), by
 * {@code run} (the stepper's race of a round-robin run, {@link RaceWhy}) and, when asked, by "Why this value?" of the
 * racing read ({@link ExplanationText}), in English and Japanese: the tests' one comparison of the three, which asserts
 * that they say one sentence and gives it. Test helper; not thread-safe (each call opens its own session).
 */
final class SameWords {

    static final Messages EN = Messages.forLocale(Locale.ENGLISH);
    static final Messages JA = Messages.forLocale(Locale.JAPANESE);

    private SameWords() {
    }

    /** The sentence in each language, English first, that check, run and (with {@code why}) "Why this value?" say. */
    static List<String> of(Path kernels, String file, LinkSentence sentence, boolean why) throws IOException {
        String text = Files.readString(kernels.resolve(file));
        FileCheck.Report report = FileCheck.check(file, text, null, Duration.ofSeconds(60));
        dev.syncscope.core.check.Race checked = report.races().stream().flatMap(p -> p.links().stream())
                .filter(r -> r.link().sentence() == sentence).findFirst()
                .orElseThrow(() -> new AssertionError(file + ": no " + sentence + " in " + report.races()));
        java.util.Set<String> accesses = CheckRaceWhy.accesses(report.races());
        DebugSession session = DebugSession.open(kernels.resolve(file));
        session.run();
        Race race = session.races().stream().filter(r -> !String.valueOf(r.second().location()).startsWith("flag"))
                .findFirst().orElseThrow(() -> new AssertionError(file + ": no race in " + session.races()));
        ExplanationContext context = new ExplanationContext(session.program().launch(), session.trace(),
                session.races(), text);
        ReadExplanation read = why ? lastReadOf(session, String.valueOf(race.second().location())) : null;
        List<String> out = new java.util.ArrayList<>();
        for (Messages words : List.of(EN, JA)) {
            String check = CheckRaceWhy.of(checked, accesses, text, words);
            assertNotNull(check, file);
            assertEquals(check, RaceWhy.of(race, context, words), "run says what check says");
            if (why) {
                String said = ExplanationText.render(read, context, words);
                assertTrue(said.contains(check), "Why this value? says what check says:\n" + said + "\n---\n" + check);
            }
            out.add(check);
        }
        return out;
    }

    /** The explanation of the last read of {@code location} in the session's steps. */
    static ReadExplanation lastReadOf(DebugSession session, String location) {
        for (int i = session.trace().size() - 1; i >= 0; i--) {
            dev.syncscope.core.exec.Event e = session.trace().get(i).event();
            if (e.kind() == dev.syncscope.core.exec.Event.Kind.LOAD && String.valueOf(e.location()).equals(location)) {
                return session.explainRead(i);
            }
        }
        throw new AssertionError("no read of " + location);
    }
}
