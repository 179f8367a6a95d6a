package dev.syncscope.core.exec;

import dev.syncscope.core.model.Action;
import dev.syncscope.core.model.Location;
import dev.syncscope.core.model.SourceSpan;
import dev.syncscope.core.model.ThreadState;

import java.util.Objects;

/**
 * One read of an invocation as the spin rule ({@link SpinRule}) watches it, linked to the invocation's read
 * before it: a load, or with {@code rmw} a read-modify-write that left the value as it was (a compare-exchange
 * that failed, {@code atomicOr(x, 0)}). The reads of a loop repeat with a period (a loop that waits for two
 * flags reads {@code a}, {@code b}, {@code a}, {@code b} …): {@link #period()} is the distance back to the
 * latest earlier read of the same source position, location, value and kind, and {@link #repeats()} how many
 * times in a row the last period's reads repeated, up to {@link #MAX_PERIOD} reads a period. The period is
 * found without walking the chain: each watch keeps a one-byte fingerprint of its read and of the seven reads
 * before it ({@code window}); a fingerprint may collide, so {@link #repeatsExactly} compares the reads
 * themselves before the rule relies on them.
 *
 * <p>Immutable. The chain reaches every read of the invocation, which its earlier records in the trace hold
 * anyway; equality compares it without recursion.
 */
public final class SpinWatch {

    /** The most reads a spin's loop may make in one iteration. */
    public static final int MAX_PERIOD = 8;

    private final Action action;
    private final Location location;
    private final long value;
    private final ThreadState before;
    private final SpinWatch previous;
    private final long window;
    /**
     * The period (bits 0-3), rmw (bit 4), wrote (bit 5), undefined (bit 6) and the reads matched (bits 7 and up): 48
     * bytes a watch.
     */
    private final int bits;

    private static final int PERIOD = 0xF;
    private static final int RMW = 1 << 4;
    private static final int WROTE = 1 << 5;
    private static final int UNDEFINED = 1 << 6;
    private static final int MATCHED_SHIFT = 7;

    private SpinWatch(Action action, Location location, long value, ThreadState before, SpinWatch previous, long window,
                      int bits) {
        this.action = action;
        this.location = location;
        this.value = value;
        this.before = before;
        this.previous = previous;
        this.window = window;
        this.bits = bits;
    }

    private static int bits(int period, boolean rmw, boolean wrote, int matched) {
        return period | (rmw ? RMW : 0) | (wrote ? WROTE : 0) | Math.min(matched, Integer.MAX_VALUE >>> MATCHED_SHIFT)
                << MATCHED_SHIFT;
    }

    /**
     * The watch after {@code action} read {@code value} at {@code location}, made by the
     * program state {@code before} (whose {@code next()} was the read); {@code current} is the watch of the
     * invocation's previous read, or null.
     */
    static SpinWatch after(SpinWatch current, Action action, Location location, long value, boolean rmw,
                           ThreadState before) {
        return after(current, action, location, value, rmw, false, before);
    }

    /**
     * As {@link #after(SpinWatch, Action, Location, long, boolean, ThreadState)}; {@code undefined} when the value
     * read is undefined ({@code value} is then what the simulator reads for it: {@link #undefined()}).
     */
    static SpinWatch after(SpinWatch current, Action action, Location location, long value, boolean rmw,
                           boolean undefined, ThreadState before) {
        int fp = fingerprint(action.source(), location, value, rmw);
        int flag = undefined ? UNDEFINED : 0;
        if (current == null) {
            return new SpinWatch(action, location, value, before, null, fp, bits(0, rmw, false, 0) | flag);
        }
        long w = current.window;
        int period = 0;
        int matched = 0;
        if (current.period() > 0 && byteAt(w, current.period() - 1) == fp) {
            period = current.period();
            matched = current.matched() + 1;
        } else {
            for (int d = 1; d <= MAX_PERIOD; d++) {
                if (byteAt(w, d - 1) == fp) {
                    period = d;
                    matched = 1;
                    break;
                }
            }
        }
        return new SpinWatch(action, location, value, before, current, (w << 8) | fp,
                bits(period, rmw, false, matched) | flag);
    }

    /**
     * The watch after the invocation wrote (a store, or a read-modify-write that changed a value): noted on the
     * latest read once its reads repeat with a period, so a loop's writes are known to the rule. Reads that do
     * not repeat note nothing (and allocate nothing).
     */
    static SpinWatch afterWrite(SpinWatch current) {
        return current == null || current.wrote() || current.period() == 0 ? current
                : new SpinWatch(current.action, current.location, current.value, current.before, current.previous,
                current.window, current.bits | WROTE);
    }

    /** The eight low bits of a hash of the read, never 0 (an empty slot of a window). */
    private static int fingerprint(SourceSpan source, Location location, long value, boolean rmw) {
        int h = source.line() * 31 + source.column();
        h = h * 31 + location.index();
        h = h * 31 + Objects.hashCode(location.allocation());
        h = h * 31 + Long.hashCode(value);
        h = h * 2 + (rmw ? 1 : 0);
        h ^= h >>> 16;
        h *= 0x45d9f3b;
        h ^= h >>> 16;
        int fp = h & 0xFF;
        return fp == 0 ? 1 : fp;
    }

    private static int byteAt(long window, int k) {
        return (int) (window >>> (8 * k)) & 0xFF;
    }

    /** The action that read. */
    public Action action() {
        return action;
    }

    public SourceSpan source() {
        return action.source();
    }

    public Location location() {
        return location;
    }

    public long value() {
        return value;
    }

    /** Whether the read was a read-modify-write that left the value as it was. */
    public boolean rmw() {
        return (bits & RMW) != 0;
    }

    /** The program state that made the read (its {@code next()} was the read). */
    public ThreadState before() {
        return before;
    }

    /**
     * Whether the value read is undefined (memory no write defined, or a write that stored an undefined value): it can
     * be anything, and {@link #value()} is only what the simulator reads for it.
     */
    public boolean undefined() {
        return (bits & UNDEFINED) != 0;
    }

    /** Whether the invocation wrote after this read (noted only once its reads repeat, see {@link #afterWrite}). */
    public boolean wrote() {
        return (bits & WROTE) != 0;
    }

    /** The distance back to the latest earlier read like this one (0: none within {@link #MAX_PERIOD}). */
    public int period() {
        return bits & PERIOD;
    }

    private int matched() {
        return bits >>> MATCHED_SHIFT;
    }

    /** The period of the loop the reads repeat, 1 when they do not repeat (a loop of this read alone). */
    int cyclePeriod() {
        return Math.max(period(), 1);
    }

    /**
     * How many times in a row the reads of the last period repeated, this one's period included (1: they did not
     * repeat). Based on fingerprints: {@link #repeatsExactly} confirms it.
     */
    public int repeats() {
        int p = period();
        return p == 0 ? 1 : matched() / p + 1;
    }

    /** The read {@code k} reads before this one ({@code k = 0}: this one), or null when there is none. */
    SpinWatch back(int k) {
        SpinWatch w = this;
        for (int i = 0; i < k && w != null; i++) {
            w = w.previous;
        }
        return w;
    }

    /**
     * Whether the last {@code times} periods of reads are the same reads, one for one: source position, location,
     * value and kind (the fingerprints of {@link #repeats()} may collide).
     */
    boolean repeatsExactly(int times) {
        int p = cyclePeriod();
        SpinWatch later = this;
        SpinWatch earlier = back(p);
        for (int i = 0; i < p * (times - 1); i++) {
            if (earlier == null || !sameRead(later, earlier)) {
                return false;
            }
            later = later.previous;
            earlier = earlier.previous;
        }
        return true;
    }

    /** Whether the invocation wrote after one of the last period's reads (a write of the loop). */
    boolean cycleWrote() {
        SpinWatch w = this;
        for (int i = 0; i < cyclePeriod() && w != null; i++) {
            if (w.wrote()) {
                return true;
            }
            w = w.previous;
        }
        return false;
    }

    private static boolean sameRead(SpinWatch a, SpinWatch b) {
        return a.value == b.value && a.rmw() == b.rmw() && a.undefined() == b.undefined()
                && Executor.sameLocation(a.location, b.location)
                && Executor.sameSpan(a.source(), b.source());
    }

    /** Equal reads (action, place, value, kind, state, writes, period) all along both chains. */
    @Override
    public boolean equals(Object o) {
        if (!(o instanceof SpinWatch)) {
            return false;
        }
        SpinWatch a = this;
        SpinWatch b = (SpinWatch) o;
        while (a != null && b != null) {
            if (a == b) {
                return true;
            }
            if (!sameRead(a, b) || a.window != b.window || a.bits != b.bits || !Objects.equals(a.action, b.action)
                    || !Objects.equals(a.before, b.before)) {
                return false;
            }
            a = a.previous;
            b = b.previous;
        }
        return a == b;
    }

    /** A hash of this read alone (equal chains have equal heads). */
    @Override
    public int hashCode() {
        return Objects.hash(location, value, bits);
    }

    @Override
    public String toString() {
        return "SpinWatch[" + location + " = " + value + (undefined() ? " (undefined)" : "") + " at " + source()
                + (rmw() ? ", rmw" : "")
                + (wrote() ? ", wrote" : "") + ", period " + period() + ", repeats " + repeats() + "]";
    }
}
