package dev.syncscope.core.check;

import java.util.List;

/**
 * The first missing link of a checker race as a sentence kind and the arguments it is built from, so that the window
 * can word it in its own language as it words a stepper {@link dev.syncscope.core.exec.Diagnostic}; the English
 * ({@link #english()}), which the command line and its JSON print, is made from the same arguments. Immutable.
 *
 * @param sentence the kind of sentence
 * @param args     its arguments, as {@link LinkSentence} lists them: {@link String}, {@link Integer}, or one of the
 *                 race's {@link Event}s
 */
public record RaceLink(LinkSentence sentence, List<Object> args) {

    public RaceLink {
        args = List.copyOf(args);
        if (args.size() != sentence.arity()) {
            throw new IllegalArgumentException(sentence + " takes " + sentence.arity() + " arguments, not " + args);
        }
        for (Object a : args) {
            if (!(a instanceof String || a instanceof Integer || a instanceof Event)) {
                throw new IllegalArgumentException("a missing link's argument is a string, an integer or an event, "
                        + "not " + a + " (" + a.getClass().getName() + ")");
            }
        }
    }

    /** {@code sentence} with {@code args}. */
    static RaceLink of(LinkSentence sentence, Object... args) {
        return new RaceLink(sentence, List.of(args));
    }

    /** The message key of the sentence, e.g. {@code check.link.noHappensBefore}. */
    public String key() {
        return sentence.key();
    }

    /** The sentence in English. */
    public String english() {
        return sentence.english(args);
    }
}
