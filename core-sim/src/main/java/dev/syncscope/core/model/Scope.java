package dev.syncscope.core.model;

/**
 * A scope, from narrowest to widest (VK MM: Scope). Immutable.
 *
 * <p>{@link #includes(Scope)} is the nesting Invocation ⊂ Subgroup ⊂ Workgroup ⊂ QueueFamily ⊂ Device.
 */
public enum Scope {
    INVOCATION("inv"),
    SUBGROUP("sg"),
    WORKGROUP("wg"),
    QUEUE_FAMILY("qf"),
    DEVICE("dv");

    private final String shortName;

    Scope(String shortName) {
        this.shortName = shortName;
    }

    /** The short name used by the herd-style litmus format: {@code sg}, {@code wg}, {@code qf}, {@code dv}. */
    public String shortName() {
        return shortName;
    }

    /** Whether an instance of this scope contains the matching instance of {@code narrower}. */
    public boolean includes(Scope narrower) {
        return compareTo(narrower) >= 0;
    }

    /** The wider of this scope and {@code other} (its instances include the other's). */
    public Scope wider(Scope other) {
        return includes(other) ? this : other;
    }
}
