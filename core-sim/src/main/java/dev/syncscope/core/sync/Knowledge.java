package dev.syncscope.core.sync;

import dev.syncscope.core.model.StorageClass;

/**
 * One vector clock per set of storage classes SC in {@link ClassSets}: what
 * inter-thread-happens-before&lt;SC&gt; the holder (VK MM: Inter-Thread-Happens-Before is templated on
 * a set of storage classes; single classes and pairs suffice, see {@link ClassSets}). The pairs'
 * clocks are stored only once one of them knows something (most programs never name two classes
 * in one release and acquire). Immutable.
 */
public final class Knowledge {

    private static final int SINGLES = ClassSets.SINGLES;

    /** Knowing nothing for any class. */
    public static final Knowledge EMPTY = new Knowledge(filled(Clock.EMPTY, SINGLES));

    /** The clocks by set index; the pairs' clocks only when one of them is not empty. */
    private final Clock[] clocks;

    private Knowledge(Clock[] clocks) {
        this.clocks = clocks;
    }

    private static Clock[] filled(Clock c, int n) {
        Clock[] a = new Clock[n];
        java.util.Arrays.fill(a, c);
        return a;
    }

    /** A copy of the clocks with room for set {@code set}. */
    private Clock[] copyFor(int set) {
        if (set < clocks.length) {
            return clocks.clone();
        }
        Clock[] a = java.util.Arrays.copyOf(clocks, ClassSets.COUNT);
        java.util.Arrays.fill(a, clocks.length, a.length, Clock.EMPTY);
        return a;
    }

    public Clock get(StorageClass sc) {
        return clocks[sc.ordinal()];
    }

    /** The clock of the set with index {@code set} (see {@link ClassSets}). */
    public Clock get(int set) {
        return set < clocks.length ? clocks[set] : Clock.EMPTY;
    }

    /** Whether event {@code (agent, seq)} inter-thread-happens-before&lt;{sc}&gt; the holder. */
    public boolean knows(StorageClass sc, int agent, int seq) {
        return clocks[sc.ordinal()].get(agent) >= seq;
    }

    /** Whether the event is known for any class (used for system-synchronizes-with chains). */
    public boolean knowsAny(int agent, int seq) {
        for (Clock c : clocks) {
            if (c.get(agent) >= seq) {
                return true;
            }
        }
        return false;
    }

    /** Whether no event of an agent other than {@code agent} is known, for any set of classes. */
    public boolean knowsOnly(int agent) {
        for (Clock c : clocks) {
            for (int i = 0; i < c.size(); i++) {
                if (c.agentAt(i) != agent) {
                    return false;
                }
            }
        }
        return true;
    }

    /** This knowledge with set {@code set}'s clock joined with {@code clock}. */
    public Knowledge join(int set, Clock clock) {
        Clock old = get(set);
        Clock joined = old.join(clock);
        if (joined == old) {
            return this;
        }
        Clock[] a = copyFor(set);
        a[set] = joined;
        return new Knowledge(a);
    }

    /** This knowledge with set {@code set}'s clock replaced by {@code clock}, which must dominate it. */
    public Knowledge replace(int set, Clock clock) {
        if (clock == get(set)) {
            return this;
        }
        Clock[] a = copyFor(set);
        a[set] = clock;
        return new Knowledge(a);
    }

    /** The pointwise join over all sets. */
    public Knowledge join(Knowledge other) {
        Knowledge k = this;
        for (int i = 0; i < other.clocks.length; i++) {
            k = k.join(i, other.clocks[i]);
        }
        return k;
    }

    /**
     * This knowledge with {@code agent} raised to {@code seq} in every set
     * (VK MM: System-Synchronizes-With "implicitly includes all storage class semantics").
     */
    public Knowledge withEverywhere(int agent, int seq) {
        Clock[] a = copyFor(ClassSets.COUNT - 1);
        for (int i = 0; i < a.length; i++) {
            a[i] = a[i].with(agent, seq);
        }
        return new Knowledge(a);
    }

    public int approximateBytes() {
        int b = 16 + 16 + 4 * clocks.length;
        for (Clock c : clocks) {
            b += c.approximateBytes();
        }
        return b;
    }

    @Override
    public boolean equals(Object o) {
        if (!(o instanceof Knowledge k)) {
            return false;
        }
        for (int i = 0; i < ClassSets.COUNT; i++) {
            if (!get(i).equals(k.get(i))) {
                return false;
            }
        }
        return true;
    }

    @Override
    public int hashCode() {
        int h = 1;
        for (int i = 0; i < ClassSets.COUNT; i++) {
            h = 31 * h + get(i).hashCode();
        }
        return h;
    }

    @Override
    public String toString() {
        return java.util.Arrays.toString(clocks);
    }
}
