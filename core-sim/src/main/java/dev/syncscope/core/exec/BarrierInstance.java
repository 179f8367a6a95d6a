package dev.syncscope.core.exec;

import dev.syncscope.core.memory.PList;
import dev.syncscope.core.sync.FenceRelease;
import dev.syncscope.core.sync.ReleaseToken;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Arrivals at one dynamic instance of a control barrier (or collective operation) in one
 * execution-scope instance, as growing arrays: the arrived invocations and the releases of their
 * release halves, oldest first: a release barrier as the arrival's {@link FenceRelease} (the record its
 * agent keeps anyway), expanded into one {@link ReleaseToken} per set of storage classes only when read
 * ({@link #tokensOldestFirst()}, {@link #view()}; the release aggregates them without the tokens,
 * {@link ReleaseTokens#aggregate(Object[], int, dev.syncscope.core.model.Scope)}), or a token as it is. Mutable, owned by the engine's thread; the immutable
 * {@link BarrierState} is built from it only when someone asks ({@link #view()}).
 *
 * <p>Undo and redo set the lengths back ({@link #mark}, {@link #reset}) instead of copying records.
 * A slot once written is never written again in the same array: an arrival below the highest length
 * an array has held (the steps after it were undone and are being replaced) first copies the
 * array. So an (array, length) pair taken at any time keeps its contents for good, which the
 * trace's lazily built effects rely on ({@link #arrivalsArray()}).
 */
final class BarrierInstance {

    private static final int[] NO_ARRIVALS = new int[0];
    private static final int MAX_RESERVED = 4096;
    private static final Object[] NO_RELEASES = new Object[0];
    private static final int COUNT_BITS = 24;
    private static final long COUNT_MASK = (1L << COUNT_BITS) - 1;
    private static final long OPEN = 1L << COUNT_BITS;
    private static final long PRESENT = 1L << (COUNT_BITS + 1);
    private static final int TOKENS_SHIFT = COUNT_BITS + 2;

    /** {@link #slot()} before the state first held the instance. */
    static final int NO_SLOT = Integer.MIN_VALUE;

    final BarrierKey key;
    /** Arrivals that complete the instance, null for all invocations of the scope instance. */
    final Long quorum;
    private int[] arrivals = NO_ARRIVALS;
    private int count;
    /** Slots of {@link #arrivals} written so far (never written again: see the class comment). */
    private int arrivalsWritten;
    /** {@link FenceRelease}s and {@link ReleaseToken}s, oldest first. */
    private Object[] tokens = NO_RELEASES;
    private int tokenCount;
    private int tokensWritten;
    /** The length of the releases' first array ({@link #reserve}). */
    private int firstReleases = 4;
    private boolean open;
    /** Whether the engine's state holds this instance (kept by {@link State}). */
    private boolean present;
    /** Its scope instance's slot ({@link Engine#slotOf}; -1: none), set by {@link State} when it first holds it. */
    private int slot = NO_SLOT;
    /** The immutable view at {@link #viewMark}, or null (dropped when an array is copied: its slots change). */
    private BarrierState view;
    private long viewMark;
    /** The releases joined as they arrive, kept and checked by {@link ReleaseTokens#fold}; null before and after. */
    ReleaseTokens.Running running;

    BarrierInstance(BarrierKey key, Long quorum, boolean open) {
        this.key = key;
        this.quorum = quorum;
        this.open = open;
    }

    /** A new instance with the contents of {@code s} (a state from elsewhere, see {@link Effect.BarrierChange}). */
    static BarrierInstance of(BarrierState s) {
        BarrierInstance b = new BarrierInstance(s.key(), s.quorum(), s.open());
        int[] ids = new int[s.count()];
        int i = ids.length;
        for (int a : s.arrivals()) {
            ids[--i] = a;
        }
        for (int a : ids) {
            b.arrive(a);
        }
        for (ReleaseToken t : s.tokens().toListOldestFirst()) {
            b.addRelease(t);
        }
        return b;
    }

    /** Whether the engine's state holds this instance now. */
    boolean present() {
        return present;
    }

    void setPresent(boolean p) {
        present = p;
    }

    int slot() {
        return slot;
    }

    void setSlot(int s) {
        slot = s;
    }

    int count() {
        return count;
    }

    boolean open() {
        return open;
    }

    /** The newest arrival. */
    int head() {
        return arrivals[count - 1];
    }

    /**
     * Makes room for {@code n} arrivals (before the first; at most {@link #MAX_RESERVED}, growing as needed
     * beyond), and as many releases once the first comes (an arrival with release semantics brings one or more).
     */
    void reserve(int n) {
        if (count == 0 && arrivals.length < n) {
            arrivals = new int[Math.min(n, MAX_RESERVED)];
        }
        firstReleases = Math.max(4, Math.min(n, MAX_RESERVED));
    }

    void arrive(int agent) {
        if (count < arrivalsWritten) {
            arrivals = Arrays.copyOf(arrivals, arrivals.length);
            arrivalsWritten = count;
            view = null;
        }
        if (count == arrivals.length) {
            arrivals = Arrays.copyOf(arrivals, Math.max(4, count * 2));
        }
        arrivals[count++] = agent;
        arrivalsWritten = count;
    }

    /** Appends a release: a {@link FenceRelease} (its tokens, see the class comment) or a {@link ReleaseToken}. */
    void addRelease(Object t) {
        if (tokenCount < tokensWritten) {
            tokens = Arrays.copyOf(tokens, tokens.length);
            tokensWritten = tokenCount;
            view = null;
        }
        if (tokenCount == tokens.length) {
            tokens = Arrays.copyOf(tokens, Math.max(tokens.length == 0 ? firstReleases : 4, tokenCount * 2));
        }
        tokens[tokenCount++] = t;
        tokensWritten = tokenCount;
    }

    void setOpen() {
        open = true;
    }

    /** The arrived agent ids, ascending (a new array). */
    int[] ascending() {
        int n = count;
        int[] out = Arrays.copyOf(arrivals, n);
        if (n < 2) {
            return out;
        }
        boolean sorted = true;
        int min = out[0];
        int max = min;
        for (int i = 1; i < n; i++) {
            int a = out[i];
            sorted &= out[i - 1] < a;
            min = Math.min(min, a);
            max = Math.max(max, a);
        }
        if (!sorted && !denseAscending(out, min, max)) {
            Arrays.sort(out);
        }
        return out;
    }

    /**
     * Writes {@code ids} (between {@code min} and {@code max}) ascending through a bitmap when they span
     * few more ids than there are (the members of one scope instance do) and none repeats; returns
     * whether it did (else {@code ids} is unchanged). The round robin's arrivals come out of order.
     */
    private static boolean denseAscending(int[] ids, int min, int max) {
        long span = (long) max - min + 1;
        if (span > 4L * ids.length + 64) {
            return false;
        }
        long[] bits = new long[(int) ((span + 63) >>> 6)];
        for (int a : ids) {
            int o = a - min;
            long bit = 1L << o;
            if ((bits[o >>> 6] & bit) != 0) {
                return false;
            }
            bits[o >>> 6] |= bit;
        }
        int at = 0;
        for (int w = 0; w < bits.length; w++) {
            for (long word = bits[w]; word != 0; word &= word - 1) {
                ids[at++] = min + (w << 6) + Long.numberOfTrailingZeros(word);
            }
        }
        return true;
    }

    /** The release tokens, oldest first (a fresh list). */
    List<ReleaseToken> tokensOldestFirst() {
        return expand(tokens, tokenCount);
    }

    /** The releases now, oldest first: {@link FenceRelease}s and {@link ReleaseToken}s (read, never change, the slots). */
    Object[] releasesArray() {
        return tokens;
    }

    /** How many releases there are. */
    int releaseCount() {
        return tokenCount;
    }

    /** The tokens of the first {@code n} releases, oldest first, a fence's in {@link FenceRelease#tokens()} order. */
    static List<ReleaseToken> expand(Object[] releases, int n) {
        List<ReleaseToken> out = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            if (releases[i] instanceof FenceRelease f) {
                out.addAll(f.tokens());
            } else {
                out.add((ReleaseToken) releases[i]);
            }
        }
        return out;
    }

    /** The arrivals' array now: its slots below any length this instance had or has stay as they are. */
    int[] arrivalsArray() {
        return arrivals;
    }

    /** The lengths and flags now, packed, with whether the instance is in the engine's state. */
    long mark(boolean present) {
        return count | (open ? OPEN : 0) | (present ? PRESENT : 0) | ((long) tokenCount << TOKENS_SHIFT);
    }

    static boolean present(long mark) {
        return (mark & PRESENT) != 0;
    }

    /** Back to the lengths and flags of {@code mark} (the slots below them are unchanged since). */
    void reset(long mark) {
        count = (int) (mark & COUNT_MASK);
        open = (mark & OPEN) != 0;
        tokenCount = (int) (mark >>> TOKENS_SHIFT);
    }

    /** The immutable contents now (built once per change: the same object while nothing changed). */
    BarrierState view() {
        long m = mark(true);
        if (view == null || viewMark != m) {
            view = viewOf(key, quorum, arrivals, tokens, m);
            viewMark = m;
        }
        return view;
    }

    /** The immutable contents of an instance with these arrays at the lengths and flags of {@code mark}. */
    static BarrierState viewOf(BarrierKey key, Long quorum, int[] arrivals, Object[] releases, long mark) {
        int n = (int) (mark & COUNT_MASK);
        int tn = (int) (mark >>> TOKENS_SHIFT);
        PList<Integer> a = PList.empty();
        for (int i = 0; i < n; i++) {
            a = a.prepend(arrivals[i]);
        }
        PList<ReleaseToken> t = PList.empty();
        for (ReleaseToken r : expand(releases, tn)) {
            t = t.prepend(r);
        }
        return new BarrierState(key, a, t, quorum, (mark & OPEN) != 0);
    }
}
