package dev.syncscope.core.memory;

import dev.syncscope.core.model.Agent;
import dev.syncscope.core.model.Scope;
import dev.syncscope.core.sync.ReleaseToken;

import java.util.Arrays;
import java.util.Objects;

/**
 * A release sequence open at a location: its release token, carried by the newest write of its head's scoped
 * modification order, and the reference its head used. A write is in that order only when it is mutually ordered
 * with the head, which needs the same reference as well as each in the other's scope instance (VK MM: Atomic
 * Operation, "mutually-ordered"; Scoped Modification Order; Release Sequence). Immutable; an element of the location's
 * list of open sequences (a write's own come first, in front of the list as it was, after a write that ends none; a
 * write that ends some puts the sequences it leaves open first), and what it says of the sequences after it holds for
 * that list's tail.
 *
 * @param token         the release the sequence carries
 * @param headReference the name of the reference the sequence's head wrote through
 * @param coversSet     whether the token is an atomic's whose clock knows the release of every token of its class set
 *                      after this one in the location's list (they are then known with their clocks: VK MM:
 *                      Inter-Thread-Happens-Before&lt;SC&gt; is per class set and transitive), none of them a
 *                      barrier's: an acquire that takes this class set and knows this release gains nothing from
 *                      those; the tokens of other class sets after it (semantics naming two storage classes give a
 *                      write one token per set) are each covered, or not, by their own set's
 * @param common        what this sequence and every one after it in the list share
 */
public record OpenSequence(ReleaseToken token, String headReference, boolean coversSet, Common common) {

    /**
     * What a run of open sequences shares, so that a write can tell it is mutually ordered with every head without
     * looking at each: their one head reference (null when they differ), whether none is a barrier's, the scopes of
     * their heads (a mask by ordinal), per scope (by ordinal) the instance every head's agent is in, -1 where
     * they differ, and the class sets of their tokens (a mask by {@link dev.syncscope.core.sync.ClassSets} index: an
     * acquire that knows every token of these sets from here on stops here).
     */
    public record Common(String headReference, boolean noBarrier, int headScopes, int[] instances, int classSets) {

        /**
         * Whether the atomic write of {@code writer} at {@code scope} through {@code reference} is mutually ordered
         * with the head of every sequence sharing this (VK MM: Atomic Operation, "mutually-ordered": the same
         * reference, and each in the instance of the other's memory scope); false when this cannot tell.
         */
        public boolean allMutuallyOrdered(Agent writer, Scope scope, String reference) {
            if (!noBarrier || headReference == null || !headReference.equals(reference)
                    || !sameInstance(writer, scope)) {
                return false;
            }
            for (Scope s : SCOPES) {
                if ((headScopes & 1 << s.ordinal()) != 0 && !sameInstance(writer, s)) {
                    return false;
                }
            }
            return true;
        }

        /** By value, the instances too (a state rebuilt by stepping back or seeking equals the one it replaces). */
        @Override
        public boolean equals(Object o) {
            return this == o || o instanceof Common c && Objects.equals(headReference, c.headReference)
                    && noBarrier == c.noBarrier && headScopes == c.headScopes && Arrays.equals(instances, c.instances)
                    && classSets == c.classSets;
        }

        @Override
        public int hashCode() {
            return (Objects.hash(headReference, noBarrier, headScopes) * 31 + Arrays.hashCode(instances)) * 31
                    + classSets;
        }

        @Override
        public String toString() {
            return "Common[" + headReference + ", noBarrier=" + noBarrier + ", headScopes=" + headScopes + ", instances="
                    + Arrays.toString(instances) + ", classSets=" + classSets + "]";
        }

        private boolean sameInstance(Agent writer, Scope scope) {
            int at = instances[scope.ordinal()];
            return at >= 0 && at == writer.instanceOf(scope);
        }
    }

    /**
     * The sequence of {@code token}, headed through {@code headReference}, opened at the head of {@code rest} (the
     * location's list).
     */
    public static OpenSequence opening(ReleaseToken token, String headReference, boolean coversSet,
                                       PList<OpenSequence> rest) {
        return new OpenSequence(token, headReference, coversSet,
                joined(token, headReference, rest.isEmpty() ? null : rest.head().common()));
    }

    /**
     * What {@code token}'s sequence, headed through {@code headReference}, shares with the sequences after it,
     * {@code rest} ({@code null} for none): {@code rest} itself when the new sequence changes none of it (along a run of
     * alike sequences, the usual case, nothing is allocated).
     */
    static Common joined(ReleaseToken token, String headReference, Common rest) {
        Agent a = token.source();
        String reference = rest == null || headReference.equals(rest.headReference()) ? headReference : null;
        boolean noBarrier = !token.fence() && (rest == null || rest.noBarrier());
        int headScopes = (rest == null ? 0 : rest.headScopes()) | 1 << token.headScope().ordinal();
        int classSets = (rest == null ? 0 : rest.classSets()) | 1 << token.classSet();
        boolean same = rest != null && Objects.equals(reference, rest.headReference())
                && noBarrier == rest.noBarrier() && headScopes == rest.headScopes() && classSets == rest.classSets();
        for (int i = 0; same && i < SCOPES.length; i++) {
            int at = rest.instances()[i];
            same = at < 0 || at == a.instanceOf(SCOPES[i]);
        }
        if (same) {
            return rest;
        }
        int[] instances = new int[SCOPES.length];
        for (int i = 0; i < SCOPES.length; i++) {
            instances[i] = rest == null || rest.instances()[i] == a.instanceOf(SCOPES[i]) ? a.instanceOf(SCOPES[i]) : -1;
        }
        return new Common(reference, noBarrier, headScopes, instances, classSets);
    }

    /**
     * This sequence at the head of {@code rest} (the list after it), covering its class set there or not as
     * {@code covers} says: itself when it says just that already.
     */
    public OpenSequence before(boolean covers, PList<OpenSequence> rest) {
        Common c = joined(token, headReference, rest.isEmpty() ? null : rest.head().common());
        return covers == coversSet && c.equals(common) ? this : new OpenSequence(token, headReference, covers, c);
    }

    private static final Scope[] SCOPES = Scope.values();
}
