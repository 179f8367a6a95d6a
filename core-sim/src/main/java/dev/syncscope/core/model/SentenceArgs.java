package dev.syncscope.core.model;

import java.util.List;

/**
 * The arguments of a sentence given as data, a kind and what fills it ({@link FaultReason},
 * {@code check.CheckLimit}, {@code suite.AnswerDetail}), so that the window can word it in its own language: numbers
 * as {@link Long}, one list per sentence, as many as its kind takes. Stateless.
 */
public final class SentenceArgs {

    private SentenceArgs() {
    }

    /** {@code args} as an unmodifiable list, ints widened to longs. */
    public static List<Object> widened(Object... args) {
        Object[] a = args.clone();
        for (int i = 0; i < a.length; i++) {
            if (a[i] instanceof Integer n) {
                a[i] = n.longValue();
            }
        }
        return List.of(a);
    }

    /**
     * {@code args} copied, checked to be as many as {@code kind} takes.
     *
     * @throws IllegalArgumentException when they are not
     */
    public static List<Object> checked(Object kind, int arity, List<Object> args) {
        List<Object> copy = List.copyOf(args);
        if (copy.size() != arity) {
            throw new IllegalArgumentException(kind + " takes " + arity + " arguments, not " + copy);
        }
        return copy;
    }
}
