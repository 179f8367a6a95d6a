package dev.syncscope.core.model;

/**
 * A reference (VK MM: Reference): a named way to reach an allocation, e.g. a descriptor binding
 * or a litmus variable. Two references with the same {@code allocation} alias the same locations
 * (litmus {@code SLOC}, kernel binding aliasing). Immutable.
 *
 * @param name         the name shown to users ({@code x}, {@code buf.data})
 * @param allocation   the allocation the reference points into
 * @param storageClass the storage class of the memory
 * @param length       number of locations reachable through the reference (1 for a litmus variable)
 */
public record Reference(String name, String allocation, StorageClass storageClass, int length) {

    public Reference {
        if (length < 1) {
            throw new IllegalArgumentException("reference " + name + " must have at least one location");
        }
    }

    /** The location at {@code index} within this reference. */
    public Location location(int index) {
        if (index < 0 || index >= length) {
            throw new IndexOutOfBoundsException(name + "[" + index + "] is outside 0.." + (length - 1));
        }
        return new Location(allocation, index);
    }
}
