package dev.syncscope.views.problems;

import dev.syncscope.core.check.Event;
import dev.syncscope.core.check.RaceLink;
import dev.syncscope.views.i18n.EngineText;
import dev.syncscope.views.i18n.Messages;

/**
 * The missing link of a checker race in the window's language: the pattern of its message key
 * ({@code check.link.noHappensBefore}, {@code check.link.host.notVisible}, …) filled with its arguments, an event
 * among them labelled as the race's accesses are ({@code P1: 読み x = 1}: the invocation as the engine names it, the
 * rest from {@link EngineText#label(Event, Messages)}); the engine's English when the text has no pattern for the key.
 * The English patterns give {@link RaceLink#english()} back. Stateless.
 */
public final class RaceLinkText {

    private RaceLinkText() {
    }

    /** The sentence of {@code link} in the language of {@code text}. */
    public static String of(RaceLink link, Messages text) {
        if (!text.has(link.key())) {
            return link.english();
        }
        Object[] args = link.args().toArray();
        for (int i = 0; i < args.length; i++) {
            if (args[i] instanceof Event e) {
                args[i] = label(e, text);
            }
        }
        return text.get(link.key(), args);
    }

    /**
     * An event a sentence names as the checker's English does ({@code dev.syncscope.core.check.LinkSentence}):
     * {@code P1: W x = 1}, a read without its value ({@code P1: R x}: a race's entry stands for executions that may
     * read different values).
     */
    static String label(Event e, Messages text) {
        return e.agentName() + ": " + (e.isRead() ? EngineText.access(e, text) : EngineText.label(e, text));
    }
}
