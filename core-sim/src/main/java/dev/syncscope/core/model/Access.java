package dev.syncscope.core.model;

/**
 * How a load, store or read-modify-write accesses memory (VK MM: Memory Operations). Immutable.
 *
 * <p>Derived facts the engines rely on:
 * <ul>
 *   <li>an atomic is always non-private, its write part carries an implicit availability operation
 *       and its read part an implicit visibility operation, both at {@code scope};</li>
 *   <li>{@code makePointerAvailable}/{@code makePointerVisible} (litmus {@code av}/{@code vis})
 *       add a per-instruction availability/visibility operation at {@code scope} and imply non-private;</li>
 *   <li>a plain access without {@code nonPrivate} is private (VK MM: "private" memory operations).</li>
 * </ul>
 *
 * @param atomic               OpAtomic* (litmus {@code atom})
 * @param scope                memory scope of the atomic or of the per-instruction av/vis; {@code null} when neither applies
 * @param semantics            memory semantics of an atomic ({@link Semantics#NONE} for non-atomics)
 * @param makePointerAvailable MakePointerAvailable (litmus {@code av})
 * @param makePointerVisible   MakePointerVisible (litmus {@code vis})
 * @param nonPrivate           NonPrivatePointer (litmus {@code nonpriv}), as written
 */
public record Access(boolean atomic, Scope scope, Semantics semantics,
                     boolean makePointerAvailable, boolean makePointerVisible, boolean nonPrivate) {

    /** A plain private access. */
    public static final Access PLAIN = new Access(false, null, Semantics.NONE, false, false, false);

    public Access {
        if (semantics == null) {
            semantics = Semantics.NONE;
        }
    }

    /** Whether the access is non-private in the model's sense (atomic, av, vis or nonpriv). */
    public boolean isNonPrivate() {
        return atomic || nonPrivate || makePointerAvailable || makePointerVisible;
    }
}
