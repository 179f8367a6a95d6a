package dev.syncscope.core.exec;

import dev.syncscope.core.model.Semantics;
import dev.syncscope.core.model.StorageClass;

/**
 * The storage classes of memory semantics as bit masks, remembered by identity in a small two-way
 * table (per slot the latest key and the one before it: two objects whose identity hashes share a slot,
 * as a barrier's and an access's semantics may in one JVM out of 256, alternate without a miss):
 * {@link Semantics#covers} goes through an unmodifiable set, which the hot barrier paths asked hundreds
 * of times per release. Mutable cache, owned by the engine's thread.
 */
final class ClassMasks {

    private static final int SLOTS = 256;

    /** Per slot, the latest key and its mask at {@code 2 * slot}, the one before at {@code 2 * slot + 1}. */
    private final Object[] keys = new Object[2 * SLOTS];
    private final int[] masks = new int[2 * SLOTS];
    private final Object[] setKeys = new Object[2 * SLOTS];
    private final int[] setMasks = new int[2 * SLOTS];

    /** Whether {@code s} names storage class {@code c} (as {@code s.covers(c)}). */
    boolean covers(Semantics s, StorageClass c) {
        return (mask(s) & (1 << c.ordinal())) != 0;
    }

    /** The storage classes of {@code s} as a bit mask by ordinal. */
    int mask(Semantics s) {
        int i = 2 * (System.identityHashCode(s) & (SLOTS - 1));
        if (keys[i] == s) {
            return masks[i];
        }
        return miss(keys, masks, i, s, keys[i + 1] == s ? masks[i + 1] : maskOf(s.storageClasses()));
    }

    /** The storage classes in {@code set} as a bit mask by ordinal (remembered by the set's identity). */
    int mask(java.util.Set<StorageClass> set) {
        int i = 2 * (System.identityHashCode(set) & (SLOTS - 1));
        if (setKeys[i] == set) {
            return setMasks[i];
        }
        return miss(setKeys, setMasks, i, set, setKeys[i + 1] == set ? setMasks[i + 1] : maskOf(set));
    }

    /** Makes {@code key} with {@code mask} the latest of slot {@code i}, the latest before it the older one. */
    private static int miss(Object[] keys, int[] masks, int i, Object key, int mask) {
        keys[i + 1] = keys[i];
        masks[i + 1] = masks[i];
        keys[i] = key;
        masks[i] = mask;
        return mask;
    }

    private static int maskOf(java.util.Set<StorageClass> set) {
        int m = 0;
        for (StorageClass c : set) {
            m |= 1 << c.ordinal();
        }
        return m;
    }
}
