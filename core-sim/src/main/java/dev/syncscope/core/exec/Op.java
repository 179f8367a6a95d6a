package dev.syncscope.core.exec;

import dev.syncscope.core.memory.AccessGroup;
import dev.syncscope.core.model.Location;
import dev.syncscope.core.model.Scope;
import dev.syncscope.core.model.SourceSpan;
import dev.syncscope.core.model.StorageClass;
import dev.syncscope.core.sync.Clock;
import dev.syncscope.core.sync.Knowledge;
import dev.syncscope.core.sync.VisMark;
import dev.syncscope.core.sync.VisMarks;

/**
 * A memory access being performed (or about to be), as the ordering rules see it. Immutable.
 *
 * @param agent        the agent
 * @param seq          its position in program order
 * @param reference    reference name
 * @param location     location
 * @param storageClass storage class of the location
 * @param write        writes
 * @param read         reads
 * @param atomic       atomic
 * @param nonPrivate   non-private
 * @param scope        atomic scope or per-instruction scope, or {@code null}
 * @param clock        the agent's knowledge of {@code storageClass} at the access
 * @param ownVisLevel  source level (0..3) of the access's own visibility operation, or -1
 * @param vis          the agent's visibility marks at the access
 * @param knowledge    the agent's knowledge of every storage class at the access
 * @param classMask    the access's storage classes as {@link Ordering#accessMask}: M(Y), its reference's
 *                     class and its semantics' classes when it is an acquire read or a release write (VK MM:
 *                     Inter-Thread-Happens-Before, "or that has all of SC in its semantics"), and the
 *                     reference's class alone
 */
record Op(int agent, int seq, String reference, Location location, StorageClass storageClass, boolean write,
          boolean read, boolean atomic, boolean nonPrivate, Scope scope, Clock clock, int ownVisLevel, VisMarks vis,
          Knowledge knowledge, int classMask) {

    /** This access with knowledge {@code k} (its class's clock from it) and visibility marks {@code v}. */
    Op withKnowledge(Knowledge k, VisMarks v) {
        return new Op(agent, seq, reference, location, storageClass, write, read, atomic, nonPrivate, scope,
                k.get(storageClass), ownVisLevel, v, k, classMask);
    }

    /**
     * The group of this access at {@code src} ({@link Races}' horizons): everything its location order from an earlier
     * access depends on besides what grows.
     */
    AccessGroup raceGroup(SourceSpan src) {
        int flags = (write() ? AccessGroup.WRITE : 0) | (read() ? AccessGroup.READ : 0)
                | (atomic() ? AccessGroup.ATOMIC : 0) | (nonPrivate() ? AccessGroup.NON_PRIVATE : 0);
        int marks = 0;
        long visMasks = 0;
        long perInstructionMasks = 0;
        // a mark for level l is also the mark of every narrower level, so no mark at level 0: none at all
        if (read() && vis().semantic(storageClass(), 0) != null) {
            for (int l = 0; l < VisMarks.LEVELS; l++) {
                VisMark m = vis().semantic(storageClass(), l);
                if (m != null) {
                    marks |= 1 << l;
                    visMasks |= (long) (m.classMask() & 0xFFFF) << (16 * l);
                }
            }
        }
        if (read() && vis().perInstruction(reference(), location(), 0) != null) {
            for (int l = 0; l < VisMarks.LEVELS; l++) {
                VisMark m = vis().perInstruction(reference(), location(), l);
                if (m != null) {
                    marks |= 1 << (4 + l);
                    perInstructionMasks |= (long) (m.classMask() & 0xFFFF) << (16 * l);
                }
            }
        }
        return new AccessGroup(agent(), reference(), src, flags, scope(), classMask(), ownVisLevel(), marks,
                visMasks, perInstructionMasks);
    }
}
