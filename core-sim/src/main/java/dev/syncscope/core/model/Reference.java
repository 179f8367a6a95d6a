package dev.syncscope.core.model;

/**
 * A reference (VK MM: Reference): a named way to reach an allocation, e.g. a descriptor binding
 * or a litmus variable. Two references with the same {@code allocation} alias the same locations
 * (litmus {@code SLOC}, kernel binding aliasing). Immutable.
 *
 * <p>A kernel's Workgroup-storage variable is instantiated once per workgroup (VK MM: storage
 * class Workgroup is shared by the invocations of one workgroup instance); each instance is its own
 * reference, and {@code workgroup} names the workgroup instance whose invocations can reach it.
 * References every agent can reach (buffers, litmus variables of any storage class) have
 * {@link #ANY_WORKGROUP}.
 *
 * @param name         the name shown to users ({@code x}, {@code buf.data})
 * @param allocation   the allocation the reference points into
 * @param storageClass the storage class of the memory
 * @param length       number of locations reachable through the reference (1 for a litmus variable); for a kernel's
 *                     memory its 32-bit words, a 64-bit scalar's high word among them ({@link #highWord}), or its
 *                     bytes where it holds 8- or 16-bit scalars ({@link #unit})
 * @param workgroup    the global id ({@link Agent#workgroup()}) of the only workgroup instance whose
 *                     invocations can reach it, or {@link #ANY_WORKGROUP}
 * @param names        the source's names of the locations (block members, struct fields), or null where the
 *                     locations are {@code name} alone or {@code name[index]} ({@link #locationName})
 */
public record Reference(String name, String allocation, StorageClass storageClass, int length, int workgroup,
                        LocationNames names) {

    /** {@link #workgroup()} of a reference every agent of the launch can reach. */
    public static final int ANY_WORKGROUP = -1;

    public Reference {
        if (length < 1) {
            throw new IllegalArgumentException("reference " + name + " must have at least one location");
        }
        if (workgroup < ANY_WORKGROUP) {
            throw new IllegalArgumentException("reference " + name + " has workgroup " + workgroup);
        }
    }

    /** A reference every agent of the launch can reach. */
    public Reference(String name, String allocation, StorageClass storageClass, int length) {
        this(name, allocation, storageClass, length, ANY_WORKGROUP, null);
    }

    /** A reference whose locations are {@code name} alone or {@code name[index]}. */
    public Reference(String name, String allocation, StorageClass storageClass, int length, int workgroup) {
        this(name, allocation, storageClass, length, workgroup, null);
    }

    /**
     * How users see location {@code index} of this reference, in outcomes, races, explanations and the
     * views: by the source's name for it where {@link #names} has one ({@code data}, {@code buf.seen},
     * {@code items[3].key}), else {@code name} for a reference of one location and {@code name[index]}.
     */
    public String locationName(int index) {
        if (names != null && index >= 0 && index < length) {
            String own = names.name(name, index);
            if (own != null) {
                return own;
            }
        }
        return length == 1 && index == 0 ? name : name + "[" + index + "]";
    }

    /**
     * What location {@code index} holds as the source declared it through this reference ({@link ValueKind#FLOAT32}
     * for an element of a {@code float} array); {@link ValueKind#INTEGER} where the source's type is an integer or
     * unknown.
     */
    public ValueKind valueKind(int index) {
        if (names != null && index >= 0 && index < length) {
            ValueKind k = names.kind(index * (long) unit());
            if (k != null) {
                return k;
            }
        }
        return ValueKind.INTEGER;
    }

    /**
     * Whether index {@code index} is no location of its own ({@link LocationNames#highWord}): the high word of a 64-bit
     * scalar, or in memory indexed by byte ({@link #unit} 1) a byte inside a wider scalar or padding. It is never
     * accessed, and left out of outcomes and the memory view.
     */
    public boolean highWord(int index) {
        return names != null && index >= 0 && index < length && names.highWord(index * (long) unit());
    }

    /**
     * The bytes one index stands for: 4 (a 32-bit word), or 1 for memory holding 8- or 16-bit scalars, whose every
     * scalar is a location at its byte offset ({@link LocationNames.Bytes}).
     */
    public int unit() {
        return names == null ? 4 : names.unit();
    }

    /**
     * The width in bits of the value location {@code index} holds: 8, 16, 32 or 64 as the source declares it, 32 for
     * a word where no scalar starts (padding) or with no names.
     */
    public int bits(int index) {
        int b = names == null || index < 0 || index >= length ? 0 : names.bits(index * (long) unit());
        return b == 0 ? 32 : b;
    }

    /** {@code value} of location {@code index} written for people ({@link ValueKind#text}: {@code 1.5} for a float). */
    public String valueText(int index, long value) {
        return valueKind(index).text(value);
    }

    /** Field by field, without the location names (equal references hash alike; hashing stays cheap). */
    @Override
    public int hashCode() {
        return ((name.hashCode() * 31 + allocation.hashCode()) * 31 + storageClass.hashCode()) * 31
                + length * 17 + workgroup;
    }

    /** Whether {@code agent} can access memory through this reference. */
    public boolean reachableBy(Agent agent) {
        return workgroup == ANY_WORKGROUP || agent.workgroup() == workgroup;
    }

    /** The location at {@code index} within this reference. */
    public Location location(int index) {
        if (index < 0 || index >= length) {
            throw new IndexOutOfBoundsException(name + "[" + index + "] is outside 0.." + (length - 1));
        }
        return new Location(allocation, index, this);
    }
}
