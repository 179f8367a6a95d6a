package dev.syncscope.core.model;

/**
 * A memory location (VK MM: memory location): one element of an allocation. Immutable.
 */
public record Location(String allocation, int index) {
    @Override
    public String toString() {
        return index == 0 ? allocation : allocation + "[" + index + "]";
    }
}
