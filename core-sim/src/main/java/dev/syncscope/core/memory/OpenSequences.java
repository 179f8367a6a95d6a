package dev.syncscope.core.memory;

import dev.syncscope.core.model.Agent;
import dev.syncscope.core.model.Scope;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/**
 * The release sequences open at a location ({@link #list()}: newest first, see {@link OpenSequence}), and the same
 * elements by group: the heads that share a reference, a head scope and that scope's instance. An atomic write of an
 * agent is mutually ordered with a head only when the head is in the write's scope instance and the write in the
 * head's (VK MM: Atomic Operation, "mutually-ordered"; Scoped Modification Order), so the heads a write may be in the
 * order of are in the groups of its own instance at each head scope, and it finds them without walking the sequences
 * of other instances: a workgroup-scope add to a bin that many workgroups share leaves every other workgroup's
 * sequences open, and walking them made each add cost as much as all the adds before it. Immutable; equal by the list
 * alone (the groups are worked out from it).
 */
public final class OpenSequences {

    /** No sequence open. */
    public static final OpenSequences NONE = new OpenSequences(PList.empty(), null);

    /**
     * From this many sequences on, a list whose heads are not all of one group keeps its groups; a shorter one is
     * walked.
     */
    static final int GROUPED_FROM = 32;

    /** The heads that share a reference (by name), a head scope and that scope's instance (the head agent's). */
    private record Group(String reference, Scope headScope, int instance) {
        static Group of(OpenSequence o) {
            return new Group(o.headReference(), o.token().headScope(),
                    o.token().source().instanceOf(o.token().headScope()));
        }
    }

    private final PList<OpenSequence> list;
    /**
     * Per group, the suffixes of {@link #list} its elements head, newest first (a suffix's size is its position); null
     * while the list is short or its heads are all of one group ({@link #oneGroup}).
     */
    private final PMap<Group, PList<PList<OpenSequence>>> groups;

    private OpenSequences(PList<OpenSequence> list, PMap<Group, PList<PList<OpenSequence>>> groups) {
        this.list = list;
        this.groups = groups;
    }

    /** The sequences of {@code list} (a list made anew), grouped when it is long and of several groups. */
    public static OpenSequences of(PList<OpenSequence> list) {
        return new OpenSequences(list, grouped(list) ? groupsOf(list) : null);
    }

    /** The list, newest first. */
    public PList<OpenSequence> list() {
        return list;
    }

    /** These with {@code o} opened in front: the list is shared, not copied. */
    public OpenSequences prepend(OpenSequence o) {
        PList<OpenSequence> l = list.prepend(o);
        if (groups == null) {
            return new OpenSequences(l, grouped(l) ? groupsOf(l) : null);
        }
        return new OpenSequences(l, withSuffix(groups, l));
    }

    /**
     * Calls {@code visit} with every sequence whose head the atomic write of {@code writer} through {@code reference}
     * may be mutually ordered with, in the list's order: the heads through that reference in {@code writer}'s instance
     * of their head scope. A superset of those mutually ordered with it, which the caller picks out; every other head
     * is one the write is not mutually ordered with.
     */
    public void forEachCandidate(Agent writer, String reference, Consumer<OpenSequence> visit) {
        if (list.isEmpty()) {
            return;
        }
        OpenSequence.Common all = list.head().common();
        if (groups == null) {
            Scope one = oneGroup(all);
            if (one != null && (!reference.equals(all.headReference())
                    || all.instances()[one.ordinal()] != writer.instanceOf(one))) {
                return;
            }
            for (OpenSequence o : list) {
                visit.accept(o);
            }
            return;
        }
        @SuppressWarnings("unchecked")
        PList<PList<OpenSequence>>[] chains = new PList[SCOPES.length];
        int n = 0;
        for (Scope s : SCOPES) {
            if ((all.headScopes() & 1 << s.ordinal()) != 0) {
                PList<PList<OpenSequence>> c = groups.get(new Group(reference, s, writer.instanceOf(s)));
                if (c != null) {
                    chains[n++] = c;
                }
            }
        }
        while (true) {
            // the newest of the chains' first elements: the longest suffix
            int newest = -1;
            for (int i = 0; i < n; i++) {
                if (!chains[i].isEmpty()
                        && (newest < 0 || chains[i].head().size() > chains[newest].head().size())) {
                    newest = i;
                }
            }
            if (newest < 0) {
                return;
            }
            visit.accept(chains[newest].head().head());
            chains[newest] = chains[newest].tail();
        }
    }

    /** The one head scope of a list whose heads are all of one group, as its summary {@code all} says; else null. */
    private static Scope oneGroup(OpenSequence.Common all) {
        int scopes = all.headScopes();
        if (all.headReference() == null || Integer.bitCount(scopes) != 1) {
            return null;
        }
        Scope s = SCOPES[Integer.numberOfTrailingZeros(scopes)];
        return all.instances()[s.ordinal()] >= 0 ? s : null;
    }

    private static boolean grouped(PList<OpenSequence> list) {
        return list.size() >= GROUPED_FROM && oneGroup(list.head().common()) == null;
    }

    private static PMap<Group, PList<PList<OpenSequence>>> groupsOf(PList<OpenSequence> list) {
        List<PList<OpenSequence>> suffixes = new ArrayList<>(list.size());
        for (PList<OpenSequence> c = list; !c.isEmpty(); c = c.tail()) {
            suffixes.add(c);
        }
        PMap<Group, PList<PList<OpenSequence>>> groups = PMap.empty();
        for (int i = suffixes.size() - 1; i >= 0; i--) {
            groups = withSuffix(groups, suffixes.get(i));
        }
        return groups;
    }

    /** {@code groups} with the suffix {@code l} first in its head's group. */
    private static PMap<Group, PList<PList<OpenSequence>>> withSuffix(PMap<Group, PList<PList<OpenSequence>>> groups,
                                                                   PList<OpenSequence> l) {
        Group g = Group.of(l.head());
        PList<PList<OpenSequence>> in = groups.get(g);
        return groups.put(g, (in == null ? PList.<PList<OpenSequence>>empty() : in).prepend(l));
    }

    /** By the list (the groups follow from it). */
    @Override
    public boolean equals(Object o) {
        return this == o || o instanceof OpenSequences s && list.equals(s.list);
    }

    @Override
    public int hashCode() {
        return list.hashCode();
    }

    @Override
    public String toString() {
        return list.toString();
    }

    private static final Scope[] SCOPES = Scope.values();
}
