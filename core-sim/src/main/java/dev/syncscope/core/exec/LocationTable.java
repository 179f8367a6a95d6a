package dev.syncscope.core.exec;

import dev.syncscope.core.memory.LocationState;
import dev.syncscope.core.model.Location;
import dev.syncscope.core.model.Reference;

import java.util.AbstractMap;
import java.util.AbstractSet;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.Set;

/**
 * The current state of every touched location, in one array slot per location of the launch
 * (allocations laid out one after the other), so a lookup is one hash of the allocation name and a
 * checkpoint is an array copy. The accesses use one {@link Location} object per location
 * ({@link #location}), and the table remembers the slot of the last one looked up, so an access
 * hashes the allocation name once, not at each of its lookups. Mutable, owned by the engine's thread;
 * {@link #freeze()} gives an immutable map.
 */
final class LocationTable {

    private final Map<String, int[]> layout;
    private final Location[] keys;
    private final LocationState[] slots;
    /** Per slot, the location's one object for the accesses (made on first use). */
    private final Location[] canonical;
    /** Per allocation, the reference that names its locations ({@link dev.syncscope.core.model.Launch#namingReference}). */
    private final Map<String, Reference> namers = new HashMap<>();
    /** The reference {@link #location} was last asked about (by identity) and its allocation's layout entry. */
    private Reference lastRef;
    private int[] lastAt;
    /** The location last looked up (by identity) and its slot. */
    private Location last;
    private int lastSlot;
    private int size;

    LocationTable(List<Reference> references) {
        Map<String, Integer> lengths = new HashMap<>();
        for (Reference r : references) {
            lengths.merge(r.allocation(), r.length(), Math::max);
            namers.computeIfAbsent(r.allocation(), a -> dev.syncscope.core.model.Launch.namingReference(references, a));
        }
        Map<String, int[]> l = new HashMap<>();
        int next = 0;
        for (Reference r : references) {
            if (!l.containsKey(r.allocation())) {
                int n = lengths.get(r.allocation());
                l.put(r.allocation(), new int[] {next, n});
                next += n;
            }
        }
        this.layout = l;
        this.keys = new Location[next];
        this.slots = new LocationState[next];
        this.canonical = new Location[next];
    }

    /**
     * The location at {@code index} within {@code ref} (as {@link Reference#location}, which it calls for
     * an index outside the reference), the same object every time.
     */
    Location location(Reference ref, int index) {
        if (index < 0 || index >= ref.length()) {
            return ref.location(index);
        }
        int[] at = lastAt;
        if (ref != lastRef) {
            at = layout.get(ref.allocation());
            lastRef = ref;
            lastAt = at;
        }
        if (at == null || index >= at[1]) {
            return ref.location(index);
        }
        int i = at[0] + index;
        Location l = canonical[i];
        if (l == null) {
            Reference namer = namers.get(ref.allocation());
            l = (namer.length() > index ? namer : ref).location(index);
            canonical[i] = l;
        }
        last = l;
        lastSlot = i;
        return l;
    }

    private int slot(Location l) {
        if (l == last) {
            return lastSlot;
        }
        int i = slot(layout, l);
        if (i >= 0) {
            last = l;
            lastSlot = i;
        }
        return i;
    }

    private static int slot(Map<String, int[]> layout, Object key) {
        if (!(key instanceof Location l)) {
            return -1;
        }
        int[] at = layout.get(l.allocation());
        return at == null || l.index() < 0 || l.index() >= at[1] ? -1 : at[0] + l.index();
    }

    LocationState get(Location l) {
        int i = slot(l);
        return i < 0 ? null : slots[i];
    }

    void put(Location l, LocationState ls) {
        int i = slot(l);
        if (i < 0) {
            throw new IllegalArgumentException(l + " is not a location of the launch");
        }
        if (ls == null) {
            remove(l);
            return;
        }
        if (slots[i] == null) {
            size++;
            keys[i] = l;
        }
        slots[i] = ls;
    }

    void remove(Location l) {
        int i = slot(l);
        if (i >= 0 && slots[i] != null) {
            slots[i] = null;
            size--;
        }
    }

    int size() {
        return size;
    }

    /** The touched locations' states (a copy; engine's thread). */
    List<LocationState> values() {
        List<LocationState> out = new ArrayList<>(size);
        for (LocationState ls : slots) {
            if (ls != null) {
                out.add(ls);
            }
        }
        return out;
    }

    /** An immutable copy, as a map from location to state. */
    Map<Location, LocationState> freeze() {
        return new Frozen(layout, keys, slots.clone(), size);
    }

    /** Overwrite with a frozen copy (from {@link #freeze()}, or any map of locations). */
    void restore(Map<Location, LocationState> frozen) {
        if (frozen instanceof Frozen f && f.slots.length == slots.length) {
            System.arraycopy(f.slots, 0, slots, 0, slots.length);
            System.arraycopy(f.keys, 0, keys, 0, keys.length);
            size = f.size;
            return;
        }
        java.util.Arrays.fill(slots, null);
        size = 0;
        frozen.forEach(this::put);
    }

    /** Live, unmodifiable view of the touched locations (engine's thread). */
    Set<Location> keySet() {
        return new Frozen(layout, keys, slots, -1).keySet();
    }

    /** An immutable map over a copied slot array. */
    private static final class Frozen extends AbstractMap<Location, LocationState> {
        private final Map<String, int[]> layout;
        private final Location[] keys;
        private final LocationState[] slots;
        private final int size;

        Frozen(Map<String, int[]> layout, Location[] keys, LocationState[] slots, int size) {
            this.layout = layout;
            this.keys = keys;
            this.slots = slots;
            this.size = size;
        }

        @Override
        public LocationState get(Object key) {
            int i = slot(layout, key);
            return i < 0 ? null : slots[i];
        }

        @Override
        public boolean containsKey(Object key) {
            return get(key) != null;
        }

        @Override
        public int size() {
            if (size >= 0) {
                return size;
            }
            int n = 0;
            for (LocationState ls : slots) {
                n += ls == null ? 0 : 1;
            }
            return n;
        }

        @Override
        public Set<Entry<Location, LocationState>> entrySet() {
            return new AbstractSet<>() {
                @Override
                public Iterator<Entry<Location, LocationState>> iterator() {
                    return new Iterator<>() {
                        private int i = advance(0);

                        private int advance(int from) {
                            while (from < slots.length && slots[from] == null) {
                                from++;
                            }
                            return from;
                        }

                        @Override
                        public boolean hasNext() {
                            return i < slots.length;
                        }

                        @Override
                        public Entry<Location, LocationState> next() {
                            if (i >= slots.length) {
                                throw new NoSuchElementException();
                            }
                            Entry<Location, LocationState> e = new SimpleImmutableEntry<>(keys[i], slots[i]);
                            i = advance(i + 1);
                            return e;
                        }
                    };
                }

                @Override
                public int size() {
                    return Frozen.this.size();
                }
            };
        }
    }
}
