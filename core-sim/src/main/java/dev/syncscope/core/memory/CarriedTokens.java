package dev.syncscope.core.memory;

import dev.syncscope.core.sync.ReleaseToken;

import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.Objects;

/**
 * The release tokens an atomic write carries (VK MM: Release Sequence): first its own (its release's, and the
 * barriers' whose sequence it heads), then those of the sequences it continues. A read-modify-write that continues
 * every sequence open at its location carries that list of open sequences itself, shared by reference, not copied:
 * along a run of release read-modify-writes (a counter every invocation adds to with acquire-release semantics) the
 * open sequences grow by one a write, and copying them made each write cost as much as all the writes before it.
 * Immutable.
 */
public final class CarriedTokens implements Iterable<ReleaseToken> {

    /** No tokens (a non-atomic write, or an atomic one in no release sequence). */
    public static final CarriedTokens NONE = new CarriedTokens(List.of(), PList.empty());

    private final List<ReleaseToken> own;
    private final PList<OpenSequence> continued;

    private CarriedTokens(List<ReleaseToken> own, PList<OpenSequence> continued) {
        this.own = own;
        this.continued = continued;
    }

    /** Exactly {@code tokens}, in that order. */
    public static CarriedTokens of(List<ReleaseToken> tokens) {
        return tokens.isEmpty() ? NONE : new CarriedTokens(List.copyOf(tokens), PList.empty());
    }

    /** {@code own}, then the token of each sequence in {@code continued}, in the list's order. */
    public static CarriedTokens ownThen(List<ReleaseToken> own, PList<OpenSequence> continued) {
        return own.isEmpty() && continued.isEmpty() ? NONE : new CarriedTokens(List.copyOf(own), continued);
    }

    /** The write's own tokens, first. */
    public List<ReleaseToken> own() {
        return own;
    }

    /** The sequences it continues, in the location's list's order: the tokens after {@link #own()}. */
    public PList<OpenSequence> continued() {
        return continued;
    }

    public int size() {
        return own.size() + continued.size();
    }

    public boolean isEmpty() {
        return size() == 0;
    }

    @Override
    public Iterator<ReleaseToken> iterator() {
        return new Iterator<>() {
            private int i;
            private PList<OpenSequence> rest = continued;

            @Override
            public boolean hasNext() {
                return i < own.size() || !rest.isEmpty();
            }

            @Override
            public ReleaseToken next() {
                if (i < own.size()) {
                    return own.get(i++);
                }
                if (rest.isEmpty()) {
                    throw new NoSuchElementException();
                }
                ReleaseToken t = rest.head().token();
                rest = rest.tail();
                return t;
            }
        };
    }

    @Override
    public boolean equals(Object o) {
        if (this == o) {
            return true;
        }
        if (!(o instanceof CarriedTokens other) || other.size() != size()) {
            return false;
        }
        Iterator<ReleaseToken> b = other.iterator();
        for (ReleaseToken t : this) {
            if (!Objects.equals(t, b.next())) {
                return false;
            }
        }
        return true;
    }

    @Override
    public int hashCode() {
        int h = 1;
        for (ReleaseToken t : this) {
            h = 31 * h + Objects.hashCode(t);
        }
        return h;
    }

    @Override
    public String toString() {
        StringBuilder b = new StringBuilder("[");
        for (ReleaseToken t : this) {
            b.append(b.length() > 1 ? ", " : "").append(t);
        }
        return b.append(']').toString();
    }
}
