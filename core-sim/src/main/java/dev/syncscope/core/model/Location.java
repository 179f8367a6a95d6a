package dev.syncscope.core.model;

/**
 * A memory location (VK MM: memory location): one element of an allocation. Immutable.
 */
public record Location(String allocation, int index) {

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

    @Override
    public String toString() {
        return index == 0 ? allocation : allocation + "[" + index + "]";
    }
}
