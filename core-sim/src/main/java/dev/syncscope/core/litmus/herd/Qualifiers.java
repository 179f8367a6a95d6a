package dev.syncscope.core.litmus.herd;

import dev.syncscope.core.model.Access;
import dev.syncscope.core.model.RmwOp;
import dev.syncscope.core.model.Scope;
import dev.syncscope.core.model.Semantics;
import dev.syncscope.core.model.StorageClass;

import java.util.Set;

/**
 * The dot-qualifiers of one instruction ({@code ld.atom.acq.wg.sc0.semsc0.semvis}), already checked
 * for the instruction kind by {@link QualifierReader}. Immutable.
 *
 * @param atomic          {@code atom} (always true for {@code rmw})
 * @param order           {@code acq}, {@code rel}, {@code acq_rel} or none
 * @param scope           {@code sg}, {@code wg}, {@code qf}, {@code dv}; null when absent
 * @param storageClass    the accessed storage class {@code sc0}..{@code sc3}; null for barriers
 * @param semanticClasses the storage classes of the semantics, {@code semsc0}..{@code semsc3}
 * @param available       {@code av}: MakePointerAvailable
 * @param visible         {@code vis}: MakePointerVisible
 * @param semAvailable    {@code semav}: MakeAvailable semantics
 * @param semVisible      {@code semvis}: MakeVisible semantics
 * @param nonPrivate      {@code nonpriv}: NonPrivatePointer
 * @param rmwOp           the operation of an {@code rmw} ({@code add}, ...; EXCHANGE when none); null otherwise
 */
public record Qualifiers(boolean atomic, Order order, Scope scope, StorageClass storageClass,
                         Set<StorageClass> semanticClasses, boolean available, boolean visible,
                         boolean semAvailable, boolean semVisible, boolean nonPrivate, RmwOp rmwOp) {

    /** The memory order qualifier. */
    public enum Order {
        NONE, ACQUIRE, RELEASE, ACQ_REL;

        public boolean acquires() {
            return this == ACQUIRE || this == ACQ_REL;
        }

        public boolean releases() {
            return this == RELEASE || this == ACQ_REL;
        }
    }

    public Qualifiers {
        semanticClasses = Set.copyOf(semanticClasses);
    }

    /** The memory semantics (VK MM: Memory Semantics); relaxed and empty for plain accesses. */
    public Semantics semantics() {
        return new Semantics(order.acquires(), order.releases(), semanticClasses, semAvailable, semVisible);
    }

    /** How a load, store or rmw with these qualifiers accesses memory (VK MM: Memory Operations). */
    public Access access() {
        return new Access(atomic, scope, semantics(), available, visible, nonPrivate);
    }
}
