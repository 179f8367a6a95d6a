package dev.syncscope.core.sync;

import java.util.Arrays;

/**
 * A sparse vector clock: for each agent id the highest sequence number (1-based position in that
 * agent's program order) known to inter-thread-happen-before the holder (VK MM:
 * Inter-Thread-Happens-Before). Absent agents map to 0. Immutable; {@link #join} returns a new
 * clock unless one side already dominates, so clocks are freely shared between agents and steps.
 */
public final class Clock {

    /** The clock that knows nothing. */
    public static final Clock EMPTY = new Clock(new int[0], new int[0]);

    private final int[] agents;
    private final int[] seqs;

    private Clock(int[] agents, int[] seqs) {
        this.agents = agents;
        this.seqs = seqs;
    }

    /** The clock knowing only {@code agent} up to {@code seq}. */
    public static Clock of(int agent, int seq) {
        return seq <= 0 ? EMPTY : new Clock(new int[] {agent}, new int[] {seq});
    }

    /** The highest known sequence number of {@code agent}, 0 when none. */
    public int get(int agent) {
        int i = Arrays.binarySearch(agents, agent);
        return i >= 0 ? seqs[i] : 0;
    }

    /** Number of agents with a non-zero entry. */
    public int size() {
        return agents.length;
    }

    /** The agent of the {@code i}-th non-zero entry ({@code 0 <= i < size()}), in ascending agent order. */
    public int agentAt(int i) {
        return agents[i];
    }

    /** The sequence number of the {@code i}-th non-zero entry. */
    public int seqAt(int i) {
        return seqs[i];
    }

    /** This clock with {@code agent} raised to at least {@code seq}. */
    public Clock with(int agent, int seq) {
        int i = Arrays.binarySearch(agents, agent);
        if (i >= 0) {
            if (seqs[i] >= seq) {
                return this;
            }
            int[] s = seqs.clone();
            s[i] = seq;
            return new Clock(agents, s);
        }
        if (seq <= 0) {
            return this;
        }
        int at = -i - 1;
        int[] a = new int[agents.length + 1];
        int[] s = new int[agents.length + 1];
        System.arraycopy(agents, 0, a, 0, at);
        System.arraycopy(seqs, 0, s, 0, at);
        a[at] = agent;
        s[at] = seq;
        System.arraycopy(agents, at, a, at + 1, agents.length - at);
        System.arraycopy(seqs, at, s, at + 1, agents.length - at);
        return new Clock(a, s);
    }

    /**
     * This clock with each {@code agentIds[i]}, {@code i < n}, raised to at least {@code seqNumbers[i]} (any
     * order; entries at most 0 change nothing); {@code this} when it dominates them. The raises are put in
     * agent order by a dense array over their id range when it is small (the agents of one scope instance),
     * else by sorting.
     */
    public Clock withAll(int[] agentIds, int[] seqNumbers, int n) {
        if (n == 0) {
            return this;
        }
        int lo = Integer.MAX_VALUE;
        int hi = Integer.MIN_VALUE;
        boolean ascending = true;
        for (int i = 0; i < n; i++) {
            int a = agentIds[i];
            ascending &= a > hi;
            lo = Math.min(lo, a);
            hi = Math.max(hi, a);
        }
        int[] a;
        int[] s;
        int m = 0;
        if (ascending) {
            a = agentIds;
            s = seqNumbers;
            m = n;
        } else if ((long) hi - lo < 4L * n + 64) {
            int[] dense = new int[hi - lo + 1];
            for (int i = 0; i < n; i++) {
                int at = agentIds[i] - lo;
                dense[at] = Math.max(dense[at], seqNumbers[i]);
            }
            a = new int[n];
            s = new int[n];
            for (int at = 0; at < dense.length; at++) {
                if (dense[at] > 0) {
                    a[m] = lo + at;
                    s[m++] = dense[at];
                }
            }
        } else {
            long[] pairs = new long[n];
            for (int i = 0; i < n; i++) {
                pairs[i] = ((long) agentIds[i] << 32) | (seqNumbers[i] & 0xffffffffL);
            }
            Arrays.sort(pairs);
            a = new int[n];
            s = new int[n];
            for (long p : pairs) {
                int agent = (int) (p >>> 32);
                int seq = (int) p;
                if (m > 0 && a[m - 1] == agent) {
                    s[m - 1] = Math.max(s[m - 1], seq);
                } else {
                    a[m] = agent;
                    s[m++] = seq;
                }
            }
        }
        return merged(a, s, m);
    }

    /**
     * The pointwise maximum of this clock and the raises {@code a[i]} to {@code s[i]}, {@code i < m}, with
     * strictly ascending ids (raises to at most 0 skipped); {@code this} when it dominates them.
     */
    private Clock merged(int[] a, int[] s, int m) {
        int size = 0;
        boolean raises = false;
        int i = 0;
        for (int j = 0; j < m; j++) {
            if (s[j] <= 0) {
                continue;
            }
            while (i < agents.length && agents[i] < a[j]) {
                i++;
                size++;
            }
            if (i < agents.length && agents[i] == a[j]) {
                raises |= s[j] > seqs[i];
                i++;
            } else {
                raises = true;
            }
            size++;
        }
        if (!raises) {
            return this;
        }
        size += agents.length - i;
        int[] na = new int[size];
        int[] ns = new int[size];
        int n = 0;
        i = 0;
        for (int j = 0; j < m; j++) {
            if (s[j] <= 0) {
                continue;
            }
            while (i < agents.length && agents[i] < a[j]) {
                na[n] = agents[i];
                ns[n++] = seqs[i++];
            }
            na[n] = a[j];
            if (i < agents.length && agents[i] == a[j]) {
                ns[n++] = Math.max(s[j], seqs[i++]);
            } else {
                ns[n++] = s[j];
            }
        }
        while (i < agents.length) {
            na[n] = agents[i];
            ns[n++] = seqs[i++];
        }
        return new Clock(na, ns);
    }

    /** Whether every entry of {@code other} is at most this clock's entry. */
    public boolean dominates(Clock other) {
        if (other == this || other.agents.length == 0) {
            return true;
        }
        int i = 0;
        for (int j = 0; j < other.agents.length; j++) {
            while (i < agents.length && agents[i] < other.agents[j]) {
                i++;
            }
            if (i == agents.length || agents[i] != other.agents[j] || seqs[i] < other.seqs[j]) {
                return false;
            }
        }
        return true;
    }

    /**
     * The pointwise maximum; returns {@code this} or {@code other} when one dominates. A first pass counts the result's
     * entries and finds whether one side dominates, so that only a new clock is allocated, at its size.
     */
    public Clock join(Clock other) {
        if (other == this || other.agents.length == 0) {
            return this;
        }
        if (agents.length == 0) {
            return other;
        }
        int i = 0;
        int j = 0;
        int n = 0;
        boolean thisWins = true;
        boolean otherWins = true;
        while (i < agents.length && j < other.agents.length) {
            if (agents[i] < other.agents[j]) {
                i++;
                otherWins = false;
            } else if (other.agents[j] < agents[i]) {
                j++;
                thisWins = false;
            } else {
                thisWins &= seqs[i] >= other.seqs[j];
                otherWins &= other.seqs[j] >= seqs[i];
                i++;
                j++;
            }
            n++;
        }
        otherWins &= i == agents.length;
        thisWins &= j == other.agents.length;
        if (thisWins) {
            return this;
        }
        if (otherWins) {
            return other;
        }
        n += agents.length - i + other.agents.length - j;
        int[] a = new int[n];
        int[] s = new int[n];
        i = 0;
        j = 0;
        n = 0;
        while (i < agents.length || j < other.agents.length) {
            if (j == other.agents.length || (i < agents.length && agents[i] < other.agents[j])) {
                a[n] = agents[i];
                s[n++] = seqs[i++];
            } else if (i == agents.length || other.agents[j] < agents[i]) {
                a[n] = other.agents[j];
                s[n++] = other.seqs[j++];
            } else {
                a[n] = agents[i];
                s[n++] = Math.max(seqs[i++], other.seqs[j++]);
            }
        }
        return new Clock(a, s);
    }

    /** Approximate retained size in bytes, for the memory figures of the bench. */
    public int approximateBytes() {
        return 16 + 2 * (16 + 4 * agents.length);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Clock c && Arrays.equals(agents, c.agents) && Arrays.equals(seqs, c.seqs);
    }

    @Override
    public int hashCode() {
        return 31 * Arrays.hashCode(agents) + Arrays.hashCode(seqs);
    }

    @Override
    public String toString() {
        StringBuilder b = new StringBuilder("{");
        for (int i = 0; i < agents.length; i++) {
            b.append(i == 0 ? "" : ", ").append(agents[i]).append(':').append(seqs[i]);
        }
        return b.append('}').toString();
    }
}
