package dev.syncscope.core.sync;

import dev.syncscope.core.model.StorageClass;

/**
 * The sets of storage classes SC for which the engine keeps an inter-thread-happens-before&lt;SC&gt;
 * clock: every single class (indices 0–3, the class's ordinal) and every pair of two classes
 * (indices 4–9). Stateless.
 *
 * <p>Why these suffice (VK MM: Inter-Thread-Happens-Before): X ithb&lt;SC&gt; Y needs X and Y each to
 * be "an operation on memory in a storage class in SC or that has all of SC in its semantics", and
 * every synchronizes-with edge of the chain to have all of SC in both ends' semantics. A larger SC
 * only makes the chain harder, so the weakest SC is what the ends need: a class both name
 * (their memory or semantics), or, when both qualify only by their memory and those are of two
 * classes a ≠ b (references of two classes aliasing one location, litmus {@code test11}), exactly
 * {a, b}. Three or more classes are never needed.
 */
public final class ClassSets {

    /** Number of single classes. */
    public static final int SINGLES = StorageClass.values().length;

    /** Number of sets: the singles, then the pairs. */
    public static final int COUNT = SINGLES + SINGLES * (SINGLES - 1) / 2;

    private static final int[] MASKS = new int[COUNT];
    private static final int[][] PAIR = new int[SINGLES][SINGLES];
    /** Per class bit mask: the bit mask over set indices of the sets all of whose classes it names. */
    private static final int[] WITHIN = new int[1 << SINGLES];

    static {
        for (int c = 0; c < SINGLES; c++) {
            MASKS[c] = 1 << c;
            PAIR[c][c] = c;
        }
        int next = SINGLES;
        for (int a = 0; a < SINGLES; a++) {
            for (int b = a + 1; b < SINGLES; b++) {
                MASKS[next] = (1 << a) | (1 << b);
                PAIR[a][b] = next;
                PAIR[b][a] = next;
                next++;
            }
        }
        for (int m = 0; m < WITHIN.length; m++) {
            for (int s = 0; s < COUNT; s++) {
                if ((MASKS[s] & ~m) == 0) {
                    WITHIN[m] |= 1 << s;
                }
            }
        }
    }

    private ClassSets() {
    }

    /** The classes of set {@code set} as a bit mask by ordinal. */
    public static int classMask(int set) {
        return MASKS[set];
    }

    /** The set {a, b} (the single class when {@code a == b}), by ordinals. */
    public static int of(int a, int b) {
        return PAIR[a][b];
    }

    /** The sets all of whose classes are in {@code classMask} (a bit mask over set indices). */
    public static int within(int classMask) {
        return WITHIN[classMask & (WITHIN.length - 1)];
    }

    /** Whether semantics naming the classes in {@code classMask} have all of set {@code set}. */
    public static boolean hasAll(int classMask, int set) {
        return (MASKS[set] & ~classMask) == 0;
    }

    /** The classes of a set in litmus names, e.g. {@code sc0} or {@code {sc0,sc1}}. */
    public static String describe(int set) {
        if (set < SINGLES) {
            return StorageClass.values()[set].litmusName();
        }
        StringBuilder sb = new StringBuilder("{");
        for (StorageClass c : StorageClass.values()) {
            if ((MASKS[set] & (1 << c.ordinal())) != 0) {
                sb.append(sb.length() > 1 ? "," : "").append(c.litmusName());
            }
        }
        return sb.append('}').toString();
    }
}
