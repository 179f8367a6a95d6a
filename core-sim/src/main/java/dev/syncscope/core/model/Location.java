package dev.syncscope.core.model;

/**
 * A memory location (VK MM: memory location): one element of an allocation. Immutable.
 *
 * <p>Equality is the allocation and index alone. {@code namedBy} is the reference the location was reached
 * through ({@link Reference#location}), which names it for users ({@link Reference#locationName}); it is
 * null for a location made from its allocation and index only.
 */
public record Location(String allocation, int index, Reference namedBy) {

    /** The location at {@code index} of {@code allocation}, named {@code allocation[index]}. */
    public Location(String allocation, int index) {
        this(allocation, index, null);
    }

    /**
     * Spreads (allocation, index) well: the record default {@code 31 * h(allocation) + index} makes
     * {@code s0[31]} and {@code s1[0]} collide, which degrades hash maps of per-workgroup arrays.
     */
    @Override
    public int hashCode() {
        return allocation.hashCode() * 0x9E3779B1 + index;
    }

    /** Field by field (the record's generated equality is slow on the access paths). */
    @Override
    public boolean equals(Object o) {
        return this == o
                || (o instanceof Location l && index == l.index && java.util.Objects.equals(allocation, l.allocation));
    }

    /**
     * {@code value} of this location written for people, as the reference it was reached through declares it
     * ({@link Reference#valueText}: {@code 1.5} for a float); in decimal for a location made without one.
     */
    public String valueText(long value) {
        return valueKind().text(value);
    }

    /** What this location holds as the reference it was reached through declares it ({@link Reference#valueKind}). */
    public ValueKind valueKind() {
        return namedBy == null ? ValueKind.INTEGER : namedBy.valueKind(index);
    }

    /** The width in bits of what this location holds ({@link Reference#bits}); 32 for a location made without one. */
    public int bits() {
        return namedBy == null ? 32 : namedBy.bits(index);
    }

    /** The name users see: the source's ({@link Reference#locationName}), else {@code allocation[index]}. */
    @Override
    public String toString() {
        if (namedBy != null) {
            return namedBy.locationName(index);
        }
        return index == 0 ? allocation : allocation + "[" + index + "]";
    }
}
