package dev.syncscope.core.sync;

import dev.syncscope.core.model.StorageClass;

/**
 * One vector clock per storage class: what inter-thread-happens-before&lt;{sc}&gt; the holder, for
 * each storage class sc (VK MM: Inter-Thread-Happens-Before is templated on a set of storage
 * classes; the engine only asks it between operations on, or with semantics naming, one class, so
 * singleton sets suffice). Immutable.
 */
public final class Knowledge {

    private static final int CLASSES = StorageClass.values().length;

    /** Knowing nothing for any class. */
    public static final Knowledge EMPTY = new Knowledge(filled(Clock.EMPTY));

    private final Clock[] clocks;

    private Knowledge(Clock[] clocks) {
        this.clocks = clocks;
    }

    private static Clock[] filled(Clock c) {
        Clock[] a = new Clock[CLASSES];
        java.util.Arrays.fill(a, c);
        return a;
    }

    public Clock get(StorageClass sc) {
        return clocks[sc.ordinal()];
    }

    public Clock get(int classIndex) {
        return clocks[classIndex];
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

    /** This knowledge with class {@code classIndex} joined with {@code clock}. */
    public Knowledge join(int classIndex, Clock clock) {
        Clock joined = clocks[classIndex].join(clock);
        if (joined == clocks[classIndex]) {
            return this;
        }
        Clock[] a = clocks.clone();
        a[classIndex] = joined;
        return new Knowledge(a);
    }

    /** This knowledge with class {@code classIndex} replaced by {@code clock}, which must dominate it. */
    public Knowledge replace(int classIndex, Clock clock) {
        if (clock == clocks[classIndex]) {
            return this;
        }
        Clock[] a = clocks.clone();
        a[classIndex] = clock;
        return new Knowledge(a);
    }

    /** The pointwise join over all classes. */
    public Knowledge join(Knowledge other) {
        Knowledge k = this;
        for (int i = 0; i < CLASSES; i++) {
            k = k.join(i, other.clocks[i]);
        }
        return k;
    }

    /** This knowledge with {@code agent} raised to {@code seq} in every class. */
    public Knowledge withEverywhere(int agent, int seq) {
        Clock[] a = clocks.clone();
        for (int i = 0; i < CLASSES; i++) {
            a[i] = a[i].with(agent, seq);
        }
        return new Knowledge(a);
    }

    public int approximateBytes() {
        int b = 16 + 16 + 4 * CLASSES;
        for (Clock c : clocks) {
            b += c.approximateBytes();
        }
        return b;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Knowledge k && java.util.Arrays.equals(clocks, k.clocks);
    }

    @Override
    public int hashCode() {
        return java.util.Arrays.hashCode(clocks);
    }

    @Override
    public String toString() {
        return java.util.Arrays.toString(clocks);
    }
}
