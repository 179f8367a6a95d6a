package dev.syncscope.core.spirv;

import dev.syncscope.core.model.Access;
import dev.syncscope.core.model.Action;
import dev.syncscope.core.model.SourceSpan;

import java.util.ArrayList;
import java.util.List;

/**
 * The memory actions of an OpLoad or OpStore through a pointer into shared memory: one per scalar the
 * pointee holds, in layout order. A scalar pointee (most accesses) gives its one action without lists of
 * leaves and scalars. Stateless.
 */
final class MemoryActions {

    private MemoryActions() {
    }

    /** The loads reading the pointee of {@code m} (immutable). */
    static List<Action> loads(Ptr.Memory m, Access access, SourceSpan span) {
        if (SpirvType.isScalar(m.pointee())) {
            return List.of(new Action.Load(m.reference(), scalarIndex(m), access, span));
        }
        List<Action> out = new ArrayList<>();
        for (Pointers.Leaf leaf : Pointers.leaves(m)) {
            out.add(new Action.Load(m.reference(), Pointers.index(m, leaf), access, span));
        }
        return List.copyOf(out);
    }

    /** The stores writing {@code value} to the pointee of {@code m} (immutable); a fault when their sizes differ. */
    static List<Action> stores(Ptr.Memory m, Object value, Access access, SourceSpan span) {
        if (value instanceof Long bits && SpirvType.isScalar(m.pointee())) {
            return List.of(new Action.Store(m.reference(), scalarIndex(m), Pointers.toMemory(bits, m.pointee()),
                    access, span));
        }
        List<Long> scalars = new ArrayList<>();
        Pointers.flatten(value, scalars);
        List<Pointers.Leaf> leaves = Pointers.leaves(m);
        if (scalars.size() != leaves.size()) {
            throw new Fault("the stored value has " + scalars.size() + " scalars, the pointee type "
                    + m.pointee() + " " + leaves.size());
        }
        List<Action> out = new ArrayList<>();
        for (int i = 0; i < leaves.size(); i++) {
            Pointers.Leaf leaf = leaves.get(i);
            out.add(new Action.Store(m.reference(), Pointers.index(m, leaf),
                    Pointers.toMemory(scalars.get(i), leaf.type()), access, span));
        }
        return List.copyOf(out);
    }

    /** The location index of a scalar pointee (its one leaf). */
    private static int scalarIndex(Ptr.Memory m) {
        return Pointers.index(m, new Pointers.Leaf(m.offset(), m.pointee()));
    }
}
