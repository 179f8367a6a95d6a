package dev.syncscope.core.sync;

import dev.syncscope.core.model.Agent;
import dev.syncscope.core.model.Scope;

/**
 * What a release (a release atomic, a release barrier, or a group of release barriers before one
 * control-barrier instance) hands to the acquire that synchronizes with it
 * (VK MM: Synchronizes-With): who released, at which memory scope, for which storage class, and
 * the clock of that class including the release itself. Immutable.
 *
 * @param source     an agent of the releasing group; scope-instance tests use its instances
 * @param sourceSeq  the release's position in {@code source}'s program order
 * @param scope      the release's memory scope
 * @param classSet   the set of storage classes this token is for (an index of {@link ClassSets})
 * @param base       the releaser's inter-thread-happens-before&lt;classSet&gt; knowledge before the release
 * @param fence      whether the release is a barrier (fence) rather than an atomic
 */
public record ReleaseToken(Agent source, int sourceSeq, Scope scope, int classSet, Clock base,
                           boolean fence) {

    /**
     * Whether an acquire whose semantics name the classes in {@code acquireClasses} (a bit mask by
     * ordinal) has all of this token's classes (VK MM: Inter-Thread-Happens-Before, "A synchronizes-with
     * B, and both A and B have all of SC in their semantics").
     */
    public boolean acquirableBy(int acquireClasses) {
        return ClassSets.hasAll(acquireClasses, classSet);
    }

    /** The knowledge carried: the base plus the release itself. */
    public Clock clock() {
        return base.with(source.id(), sourceSeq);
    }

    /** Whether an acquire by {@code b} at {@code scopeB} is in this release's scope and vice versa. */
    public boolean inScopeOf(Agent b, Scope scopeB) {
        return Scopes.inEachOthersScope(source, scope, b, scopeB);
    }
}
