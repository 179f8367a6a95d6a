package dev.syncscope.core.exec;

import dev.syncscope.core.model.Semantics;
import dev.syncscope.core.model.StorageClass;

/**
 * The storage classes of memory semantics as bit masks, remembered by identity in a small
 * direct-mapped table: {@link Semantics#covers} goes through an unmodifiable set, which the hot
 * barrier paths asked hundreds of times per release. Mutable cache, owned by the engine's thread.
 */
final class ClassMasks {

    private final Semantics[] keys = new Semantics[256];
    private final int[] masks = new int[256];
    private final Object[] setKeys = new Object[256];
    private final int[] setMasks = new int[256];

    /** Whether {@code s} names storage class {@code c} (as {@code s.covers(c)}). */
    boolean covers(Semantics s, StorageClass c) {
        return (mask(s) & (1 << c.ordinal())) != 0;
    }

    /** The storage classes of {@code s} as a bit mask by ordinal. */
    int mask(Semantics s) {
        int i = System.identityHashCode(s) & (keys.length - 1);
        if (keys[i] != s) {
            int m = 0;
            for (StorageClass c : s.storageClasses()) {
                m |= 1 << c.ordinal();
            }
            keys[i] = s;
            masks[i] = m;
        }
        return masks[i];
    }

    /** The storage classes in {@code set} as a bit mask by ordinal (remembered by the set's identity). */
    int mask(java.util.Set<StorageClass> set) {
        int i = System.identityHashCode(set) & (setKeys.length - 1);
        if (setKeys[i] != set) {
            int m = 0;
            for (StorageClass c : set) {
                m |= 1 << c.ordinal();
            }
            setKeys[i] = set;
            setMasks[i] = m;
        }
        return setMasks[i];
    }
}
