package dev.syncscope.core.sync;

import dev.syncscope.core.model.Agent;
import dev.syncscope.core.model.Scope;
import dev.syncscope.core.model.StorageClass;

/**
 * What a release (a release atomic, a release barrier, or a group of release barriers before one
 * control-barrier instance) hands to the acquire that synchronizes with it
 * (VK MM: Synchronizes-With): who released, at which memory scope, for which storage class, and
 * the clock of that class including the release itself. Immutable.
 *
 * @param source     an agent of the releasing group; scope-instance tests use its instances
 * @param sourceSeq  the release's position in {@code source}'s program order
 * @param scope      the release's memory scope
 * @param storageClass the storage class in the release's semantics this token is for
 * @param base       the releaser's inter-thread-happens-before&lt;{storageClass}&gt; knowledge before the release
 * @param fence      whether the release is a barrier (fence) rather than an atomic
 */
public record ReleaseToken(Agent source, int sourceSeq, Scope scope, StorageClass storageClass, Clock base,
                           boolean fence) {

    /** The knowledge carried: the base plus the release itself. */
    public Clock clock() {
        return base.with(source.id(), sourceSeq);
    }

    /** Whether an acquire by {@code b} at {@code scopeB} is in this release's scope and vice versa. */
    public boolean inScopeOf(Agent b, Scope scopeB) {
        return Scopes.inEachOthersScope(source, scope, b, scopeB);
    }
}
