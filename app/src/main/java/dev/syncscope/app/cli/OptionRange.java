package dev.syncscope.app.cli;

import java.util.Map;

/**
 * The values a numeric option takes, from {@code min} to {@code max}, and how a value outside them, or no whole number
 * at all, is refused: one line naming the option and its range, as every command words it. One table for every
 * command, so that the check of a value and the message about a word that is no number agree. Immutable.
 */
record OptionRange(long min, long max, boolean namesMax) {

    /** A range refused as "at least {@code min}" when its {@code max} is only its Java type's largest value. */
    OptionRange(long min, long max) {
        this(min, max, false);
    }

    /** The ranges by option name; an option with the same name means the same in every command that has it. */
    private static final Map<String, OptionRange> RANGES = Map.ofEntries(
            Map.entry("--time-limit", new OptionRange(0, Cli.MAX_TIME_LIMIT)),
            Map.entry("--max-candidates", new OptionRange(1, Long.MAX_VALUE)),
            Map.entry("--max-invocations", new OptionRange(1, Integer.MAX_VALUE)),
            Map.entry("--spin-bound", new OptionRange(1, Integer.MAX_VALUE)),
            Map.entry("--max-actions", new OptionRange(1, Integer.MAX_VALUE)),
            Map.entry("--max-events", new OptionRange(1, Integer.MAX_VALUE)),
            Map.entry("--max-value-rounds", new OptionRange(1, Integer.MAX_VALUE)),
            Map.entry("--max-paths", new OptionRange(1, Integer.MAX_VALUE)),
            Map.entry("--budget", new OptionRange(1, Integer.MAX_VALUE)),
            Map.entry("--unroll", new OptionRange(0, Integer.MAX_VALUE)),
            Map.entry("--max-steps", new OptionRange(1, Long.MAX_VALUE)),
            // the window's seeds are ints from 0: a run's seed names a schedule the window can repeat; a long option
            // whose largest value is an int's, so its refusal names both ends
            Map.entry("--seed", new OptionRange(0, Integer.MAX_VALUE, true)),
            Map.entry("--rounds", new OptionRange(1, Integer.MAX_VALUE)));

    /** The range of {@code option}, or, for one not in the table, every value of its Java type ({@code int} or not). */
    static OptionRange of(String option, Class<?> type) {
        OptionRange r = RANGES.get(option);
        if (r != null) {
            return r;
        }
        return type == int.class || type == Integer.class ? new OptionRange(Integer.MIN_VALUE, Integer.MAX_VALUE)
                : new OptionRange(Long.MIN_VALUE, Long.MAX_VALUE);
    }

    /** The range of {@code option}, which must be in the table. */
    static OptionRange of(String option) {
        OptionRange r = RANGES.get(option);
        if (r == null) {
            throw new IllegalArgumentException("no range for " + option);
        }
        return r;
    }

    /**
     * Why {@code value}, given as {@code option}, is not from {@link #min} to {@link #max}, naming the option
     * ({@code syncscope: --max-candidates must be at least 1, not 0}); null when it is.
     */
    String problem(String option, long value) {
        if (value >= min && value <= max) {
            return null;
        }
        // "at least" where the largest value is only the type's
        boolean typeMax = !namesMax && (max == Long.MAX_VALUE || max == Integer.MAX_VALUE);
        return "syncscope: " + option + " must be " + (typeMax ? "at least " + min : "from " + min + " to " + max)
                + ", not " + value;
    }

    /**
     * Why {@code text}, given as {@code option}, is no value of it: not a whole number, or one too large to read
     * ({@code syncscope: --max-candidates must be a whole number from 1 to 9223372036854775807, not 'abc'}). The whole
     * range is named, since "at least 1" does not say why 99999999999999999999 is refused.
     */
    String notANumber(String option, String text) {
        return "syncscope: " + option + " must be a whole number from " + min + " to " + max + ", not '" + text + "'";
    }
}
