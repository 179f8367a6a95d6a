package dev.syncscope.app.cli;

import dev.syncscope.core.model.ValueKind;
import dev.syncscope.core.model.ValueLiteral;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * One {@code run --read INV:LINE[#N]=VALUE}: invocation {@code INV}'s read at source line {@code LINE} (every time
 * it reads there, or only its {@code N}-th read there) reads the allowed write whose value is {@code VALUE}, as the
 * window's read chooser picks one. Invocations and lines are named as {@code run} prints them ({@code P1}, {@code T3};
 * a litmus test's own line, a kernel's source line). A value is written as {@code run} shows it ({@code 1.5},
 * {@code 3}, {@code -0.0}, {@code NaN}) or as hexadecimal bits ({@code 0x40200000}): {@link ValueLiteral}. Immutable.
 *
 * @param invocation the invocation's name
 * @param line       the source line of the read, from 1
 * @param nth        which read at that line, from 1, or {@link #EVERY}
 * @param value      the value to read, as typed ({@code 1}, {@code 1.5})
 * @param text       the option's value as typed, to name it in messages
 */
record ReadPick(String invocation, int line, int nth, String value, String text) {

    /** {@link #nth()} of a pick that applies to every read of its invocation at its line. */
    static final int EVERY = 0;

    private static final Pattern FORM = Pattern.compile(
            "([A-Za-z_][A-Za-z0-9_.]*):(\\d+)(?:#(\\d+))?=(\\S+)");

    /** The pick {@code text} writes, or null when it is not of the form {@code INV:LINE[#N]=VALUE}. */
    static ReadPick parse(String text) {
        Matcher m = FORM.matcher(text.strip());
        if (!m.matches()) {
            return null;
        }
        try {
            int line = Integer.parseInt(m.group(2));
            int nth = m.group(3) == null ? EVERY : Integer.parseInt(m.group(3));
            return line < 1 || m.group(3) != null && nth < 1 || !ValueLiteral.isValue(m.group(4)) ? null
                    : new ReadPick(m.group(1), line, nth, m.group(4), text.strip());
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

    /**
     * Whether a read returning {@code bits} of a location of {@code kind} returns this pick's value, read as
     * {@code @buffer} and {@code @expect} read values ({@link ValueLiteral}): a decimal integer as that number (in a
     * float location its float: {@code 1} and {@code 1.0} are the bits of 1.0), hexadecimal as bits, a float
     * ({@code 2.5}, {@code -Infinity}, {@code NaN(0x7fc00001)}) as its bits; in an integer location {@code width} bits
     * wide its bits written signed or unsigned alike ({@link ValueKind#sameValue}: {@code -1} and {@code 4294967295}
     * in a 32-bit one, {@code 0xFD} and {@code -3} in an 8-bit one).
     */
    boolean matches(long bits, ValueKind kind, int width) {
        return kind.sameValue(bits, ValueLiteral.parse(value).bits(kind), width);
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
