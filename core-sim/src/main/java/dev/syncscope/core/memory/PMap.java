package dev.syncscope.core.memory;

import java.util.Arrays;
import java.util.Objects;
import java.util.function.BiConsumer;

/**
 * A persistent hash map (a hash array mapped trie: 32-way nodes indexed by five bits of the key's
 * hash per level, path copying on {@link #put}), so that an immutable state holding it costs
 * O(log32 n) new nodes per update and shares everything else with its predecessor. Keys need
 * {@code equals} and {@code hashCode}; {@code null} keys and values are not allowed. Immutable.
 *
 * @param <K> key type
 * @param <V> value type
 */
public final class PMap<K, V> {

    private static final PMap<?, ?> EMPTY = new PMap<>(null, 0);
    private static final int BITS = 5;
    private static final int MASK = (1 << BITS) - 1;
    /** Below this depth the 32 hash bits are used up: a node's slots are entries with the same hash. */
    private static final int MAX_SHIFT = 30;

    /** One key and its value. */
    private record Entry(Object key, Object value, int hash) { }

    /** A trie node: a bitmap of the occupied slots and, in slot order, entries or child nodes. */
    private record Node(int bitmap, Object[] slots) { }

    private final Node root;
    private final int size;

    private PMap(Node root, int size) {
        this.root = root;
        this.size = size;
    }

    @SuppressWarnings("unchecked")
    public static <K, V> PMap<K, V> empty() {
        return (PMap<K, V>) EMPTY;
    }

    public int size() {
        return size;
    }

    /** The value of {@code key}, or {@code null}. */
    @SuppressWarnings("unchecked")
    public V get(K key) {
        int h = key.hashCode();
        Node n = root;
        for (int shift = 0; n != null; shift += BITS) {
            if (shift > MAX_SHIFT) {
                for (Object o : n.slots) {
                    Entry e = (Entry) o;
                    if (e.key.equals(key)) {
                        return (V) e.value;
                    }
                }
                return null;
            }
            int bit = 1 << ((h >>> shift) & MASK);
            if ((n.bitmap & bit) == 0) {
                return null;
            }
            Object o = n.slots[Integer.bitCount(n.bitmap & (bit - 1))];
            if (o instanceof Entry e) {
                return e.hash == h && e.key.equals(key) ? (V) e.value : null;
            }
            n = (Node) o;
        }
        return null;
    }

    /** This map with {@code key} mapped to {@code value}. */
    public PMap<K, V> put(K key, V value) {
        Objects.requireNonNull(value);
        int[] added = new int[1];
        Node r = put(root, 0, key, value, key.hashCode(), added);
        return new PMap<>(r, size + added[0]);
    }

    /**
     * The node {@code n} with {@code key} mapped to {@code value}. A key equal to one the map holds keeps the held
     * key object: a caller that makes its key anew for every put (the race check's access groups) then leaves the
     * new one to be collected at once instead of keeping one per version of the map. The entry is made only where
     * it is stored.
     */
    private static Node put(Node n, int shift, Object key, Object value, int hash, int[] added) {
        if (n == null) {
            added[0] = 1;
            Entry e = new Entry(key, value, hash);
            return shift > MAX_SHIFT ? new Node(0, new Object[] {e})
                    : new Node(1 << ((hash >>> shift) & MASK), new Object[] {e});
        }
        if (shift > MAX_SHIFT) {
            for (int i = 0; i < n.slots.length; i++) {
                Entry old = (Entry) n.slots[i];
                if (old.key.equals(key)) {
                    return new Node(0, with(n.slots, i, new Entry(old.key, value, hash)));
                }
            }
            added[0] = 1;
            Object[] s = Arrays.copyOf(n.slots, n.slots.length + 1);
            s[n.slots.length] = new Entry(key, value, hash);
            return new Node(0, s);
        }
        int bit = 1 << ((hash >>> shift) & MASK);
        int i = Integer.bitCount(n.bitmap & (bit - 1));
        if ((n.bitmap & bit) == 0) {
            added[0] = 1;
            Object[] s = new Object[n.slots.length + 1];
            System.arraycopy(n.slots, 0, s, 0, i);
            s[i] = new Entry(key, value, hash);
            System.arraycopy(n.slots, i, s, i + 1, n.slots.length - i);
            return new Node(n.bitmap | bit, s);
        }
        Object o = n.slots[i];
        if (o instanceof Node child) {
            return new Node(n.bitmap, with(n.slots, i, put(child, shift + BITS, key, value, hash, added)));
        }
        Entry old = (Entry) o;
        if (old.hash == hash && old.key.equals(key)) {
            return new Node(n.bitmap, with(n.slots, i, new Entry(old.key, value, hash)));
        }
        // two entries in one slot: push the old one a level down, then the new one beside it
        Node pushed = put(null, shift + BITS, old.key, old.value, old.hash, new int[1]);
        return new Node(n.bitmap, with(n.slots, i, put(pushed, shift + BITS, key, value, hash, added)));
    }

    private static Object[] with(Object[] slots, int i, Object o) {
        Object[] s = slots.clone();
        s[i] = o;
        return s;
    }

    /** Calls {@code action} for every entry, in no particular order. */
    @SuppressWarnings("unchecked")
    public void forEach(BiConsumer<? super K, ? super V> action) {
        forEach(root, (BiConsumer<Object, Object>) action);
    }

    private static void forEach(Node n, BiConsumer<Object, Object> action) {
        if (n == null) {
            return;
        }
        for (Object o : n.slots) {
            if (o instanceof Entry e) {
                action.accept(e.key, e.value);
            } else {
                forEach((Node) o, action);
            }
        }
    }

    @Override
    @SuppressWarnings("unchecked")
    public boolean equals(Object o) {
        if (this == o) {
            return true;
        }
        if (!(o instanceof PMap<?, ?> other) || other.size != size) {
            return false;
        }
        boolean[] same = {true};
        forEach((k, v) -> same[0] &= v.equals(((PMap<Object, Object>) other).get(k)));
        return same[0];
    }

    @Override
    public int hashCode() {
        int[] h = {0};
        forEach((k, v) -> h[0] += k.hashCode() ^ v.hashCode());
        return h[0];
    }
}
