package dev.syncscope.core.model;

import java.util.Collections;
import java.util.EnumSet;
import java.util.Set;

/**
 * Memory semantics of an atomic or barrier (VK MM: Memory Semantics). Immutable.
 *
 * @param acquire        the Acquire bit (AcquireRelease sets both)
 * @param release        the Release bit
 * @param storageClasses the storage classes named in the semantics (UniformMemory, WorkgroupMemory, …)
 * @param makeAvailable  MakeAvailable: the release also performs an availability operation
 * @param makeVisible    MakeVisible: the acquire also performs a visibility operation
 */
public record Semantics(boolean acquire, boolean release, Set<StorageClass> storageClasses,
                        boolean makeAvailable, boolean makeVisible) {

    /** Relaxed, naming no storage class. */
    public static final Semantics NONE = new Semantics(false, false, Set.of(), false, false);

    public Semantics {
        storageClasses = storageClasses.isEmpty()
                ? Set.of()
                : Collections.unmodifiableSet(EnumSet.copyOf(storageClasses));
    }

    public boolean isRelaxed() {
        return !acquire && !release;
    }

    public boolean covers(StorageClass sc) {
        return storageClasses.contains(sc);
    }
}
