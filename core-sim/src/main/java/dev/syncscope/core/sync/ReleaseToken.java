package dev.syncscope.core.sync;

import dev.syncscope.core.model.Agent;
import dev.syncscope.core.model.Scope;

import java.util.ArrayList;
import java.util.List;

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
 * @param headScope  the memory scope of the head of the release sequence it travels in: the release atomic's own
 *                   scope, or for a barrier's token on an atomic write X after it, X's scope (VK MM:
 *                   Synchronizes-With, the fence forms: "X and B are mutually-ordered"; Release Sequence: its
 *                   read-modify-writes "must be mutually-ordered with A")
 * @param group      for a group of release barriers before one control-barrier instance joined into this token, the
 *                   group's members ({@link Group}); null for one release. Not part of the token's identity.
 */
public record ReleaseToken(Agent source, int sourceSeq, Scope scope, int classSet, Clock base,
                           boolean fence, Scope headScope, Group group) {

    /** A token whose release sequence is headed by the release itself (or not yet by any write). */
    public ReleaseToken(Agent source, int sourceSeq, Scope scope, int classSet, Clock base, boolean fence) {
        this(source, sourceSeq, scope, classSet, base, fence, scope, null);
    }

    /** One release (no group) whose release sequence is headed at {@code headScope}. */
    public ReleaseToken(Agent source, int sourceSeq, Scope scope, int classSet, Clock base, boolean fence,
                        Scope headScope) {
        this(source, sourceSeq, scope, classSet, base, fence, headScope, null);
    }

    /**
     * A group of release barriers joined into one token at a control-barrier instance (their scope tests agree for
     * every acquirer whose memory scope's instance holds {@code where}'s: the barrier's execution scope instance, or
     * for releases narrower than it their subgroup), and the releases it joins: the first {@code count} of
     * {@code releases} (a {@link FenceRelease} for its tokens, or a {@link ReleaseToken}; a slot is never written
     * again, so the pair keeps its contents) that have the token's class set and scope, and with
     * {@code subgroup} at least 0, that subgroup's only.
     */
    public record Group(Scope where, Object[] releases, int count, int subgroup) {

        /** The releases of the group whose token has class set {@code classSet} and scope {@code scope}, one each. */
        public List<ReleaseToken> parts(int classSet, Scope scope) {
            List<ReleaseToken> out = new ArrayList<>();
            for (int i = 0; i < count; i++) {
                if (releases[i] instanceof FenceRelease f) {
                    if (f.scope() == scope && (subgroup < 0 || f.agent().subgroup() == subgroup)) {
                        for (ReleaseToken t : f.tokens()) {
                            if (t.classSet() == classSet) {
                                out.add(t);
                            }
                        }
                    }
                } else if (releases[i] instanceof ReleaseToken t && t.classSet() == classSet && t.scope() == scope
                        && (subgroup < 0 || t.source().subgroup() == subgroup)) {
                    out.add(t);
                }
            }
            return out;
        }
    }

    /** This barrier's token carried by the atomic write of scope {@code writeScope} that heads its release sequence. */
    public ReleaseToken headedAt(Scope writeScope) {
        return writeScope == headScope ? this : new ReleaseToken(source, sourceSeq, scope, classSet, base, fence,
                writeScope, group);
    }

    /**
     * Whether an acquire at {@code scopeB} tests this token whole with {@link #inScopeOf}: one release, or a group
     * whose members all pass or fail "A and B are in the instance of each other's memory scopes" alike (VK MM:
     * Synchronizes-With, fence–control-barrier–fence, for each release barrier A), the acquire's scope instance holding
     * the group's; else {@link #membersInScopeOf}. Found by the session-84 review: a group's test was its first
     * member's, so a subgroup-scope acquire after a workgroup control barrier synchronized with the whole group when
     * its first releaser was of the acquirer's subgroup, and with none of it otherwise, whoever else released.
     */
    public boolean testedWhole(Scope scopeB) {
        return group == null || scopeB.includes(group.where());
    }

    /** The members of this group an acquire by {@code b} at {@code scopeB} synchronizes with, one token each. */
    public List<ReleaseToken> membersInScopeOf(Agent b, Scope scopeB) {
        List<ReleaseToken> out = new ArrayList<>();
        for (ReleaseToken t : group.parts(classSet, scope)) {
            if (t.inScopeOf(b, scopeB)) {
                out.add(t);
            }
        }
        return out;
    }

    /** Equal when all but {@link #group} are: a group's members are what its joined clock already says. */
    @Override
    public boolean equals(Object o) {
        return this == o || o instanceof ReleaseToken t && sourceSeq == t.sourceSeq && classSet == t.classSet
                && fence == t.fence && source.equals(t.source) && scope == t.scope && headScope == t.headScope
                && base.equals(t.base);
    }

    @Override
    public int hashCode() {
        return ((source.hashCode() * 31 + sourceSeq) * 31 + scope.hashCode() * 7 + classSet) * 31 + base.hashCode()
                + (fence ? 1 : 0) + headScope.hashCode() * 3;
    }

    /**
     * Whether the atomic of {@code b} at {@code scopeB} is mutually ordered with the head of this token's release
     * sequence as far as scopes go (the head is an atomic of {@code source}): each in the other's scope instance.
     */
    public boolean headInScopeOf(Agent b, Scope scopeB) {
        return Scopes.inEachOthersScope(source, headScope, b, scopeB);
    }

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

    /**
     * Whether {@code c}, a clock of this token's class set, knows this atomic release already, and with it all of
     * {@link #clock()}: a vector clock that knows an event knows every event that inter-thread-happens-before it (VK
     * MM: Inter-Thread-Happens-Before is transitive and contains program order on either side), and an atomic's token
     * is its writer's clock at the release. Never for a barrier's token: a group's carries seq 0 and the clocks of many
     * invocations. What keeps it true: knowledge only grows along an agent's program order (stepping back restores whole
     * states), and every way an entry reaches a clock of a class set brings that agent's knowledge of the set with it:
     * an atomic's token (its writer's clock and its own event), a release barrier's (the clock at the barrier), a
     * control barrier group's (the releasers' clocks and positions), system-synchronizes-with (the predecessor's whole
     * knowledge). Asserted under {@code -ea}.
     */
    public boolean knownBy(Clock c) {
        if (fence || c.get(source.id()) < sourceSeq) {
            return false;
        }
        assert c.dominates(clock()) : "knows " + source.id() + ":" + sourceSeq + " but not its clock " + clock()
                + " in " + c;
        return true;
    }

    /** Whether an acquire by {@code b} at {@code scopeB} is in this release's scope and vice versa. */
    public boolean inScopeOf(Agent b, Scope scopeB) {
        return Scopes.inEachOthersScope(source, scope, b, scopeB);
    }
}
