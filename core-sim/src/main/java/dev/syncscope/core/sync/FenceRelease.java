package dev.syncscope.core.sync;

import dev.syncscope.core.model.Agent;
import dev.syncscope.core.model.Scope;
import dev.syncscope.core.model.StorageClass;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * A release barrier an agent executed: its scope, the storage classes in its semantics, its
 * position, and the agent's knowledge at that point. Atomic writes program-ordered after it and
 * control barriers carry it as release tokens (VK MM: Synchronizes-With, fence–atomic,
 * fence–fence, fence–control-barrier–fence). Immutable ({@code classes} must be an unmodifiable set,
 * as {@link dev.syncscope.core.model.Semantics#storageClasses()} is).
 */
public record FenceRelease(Agent agent, Scope scope, Set<StorageClass> classes, int seq, Knowledge knowledge) {

    /** One token per set of storage classes ({@link ClassSets}) all of which the semantics name. */
    public List<ReleaseToken> tokens() {
        int mask = 0;
        for (StorageClass c : classes) {
            mask |= 1 << c.ordinal();
        }
        List<ReleaseToken> out = new ArrayList<>(classes.size());
        for (int sets = ClassSets.within(mask); sets != 0; sets &= sets - 1) {
            int set = Integer.numberOfTrailingZeros(sets);
            out.add(new ReleaseToken(agent, seq, scope, set, knowledge.get(set), true));
        }
        return out;
    }
}
