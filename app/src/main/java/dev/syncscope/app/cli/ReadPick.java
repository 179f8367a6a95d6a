package dev.syncscope.app.cli;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * One {@code run --read INV:LINE[#N]=VALUE}: invocation {@code INV}'s read at source line {@code LINE} (every time
 * it reads there, or only its {@code N}-th read there) reads the allowed write whose value is {@code VALUE}, as the
 * window's read chooser picks one. Invocations and lines are named as {@code run} prints them ({@code P1}, {@code T3};
 * a litmus test's own line, a kernel's source line). Immutable.
 *
 * @param invocation the invocation's name
 * @param line       the source line of the read, from 1
 * @param nth        which read at that line, from 1, or {@link #EVERY}
 * @param value      the value to read
 * @param text       the option's value as typed, to name it in messages
 */
record ReadPick(String invocation, int line, int nth, long value, String text) {

    /** {@link #nth()} of a pick that applies to every read of its invocation at its line. */
    static final int EVERY = 0;

    private static final Pattern FORM = Pattern.compile("([A-Za-z_][A-Za-z0-9_.]*):(\\d+)(?:#(\\d+))?=(-?\\d+)");

    /** The pick {@code text} writes, or null when it is not of the form {@code INV:LINE[#N]=VALUE}. */
    static ReadPick parse(String text) {
        Matcher m = FORM.matcher(text.strip());
        if (!m.matches()) {
            return null;
        }
        try {
            int line = Integer.parseInt(m.group(2));
            int nth = m.group(3) == null ? EVERY : Integer.parseInt(m.group(3));
            long value = Long.parseLong(m.group(4));
            return line < 1 || m.group(3) != null && nth < 1 ? null
                    : new ReadPick(m.group(1), line, nth, value, text.strip());
        } catch (NumberFormatException e) {
            // a line, count or value too large for its type
            return null;
        }
    }

    /** What {@code run} says of an option value that is no pick. */
    static String malformed(String text) {
        return "syncscope: --read takes INV:LINE=VALUE (every read of invocation INV at source line LINE reads VALUE)"
                + " or INV:LINE#N=VALUE (only its N-th read there; N from 1), as run names them, e.g. P1:10=0;"
                + " not " + text;
    }

    /** Whether this pick and {@code other} ask about the same reads (they cannot both be given). */
    boolean sameReads(ReadPick other) {
        return invocation.equals(other.invocation) && line == other.line && nth == other.nth;
    }

    /** Whether this pick applies to the {@code count}-th read (from 1) of its invocation at its line. */
    boolean appliesTo(int count) {
        return nth == EVERY || nth == count;
    }
}
