package dev.syncscope.core.memory;

import org.junit.jupiter.api.Test;

import java.util.HashMap;
import java.util.Map;
import java.util.SplittableRandom;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;

/** The persistent map answers as a hash map does, version by version, and keeps a key it already holds. */
class PMapTest {

    /** A key whose hash is chosen, so that keys collide at every level of the trie. */
    private record Key(int id, int hash) {
        @Override
        public int hashCode() {
            return hash;
        }
    }

    @Test
    void everyVersionAnswersAsAHashMapWithTheSamePutsIncludingCollidingHashes() {
        SplittableRandom r = new SplittableRandom(7);
        PMap<Key, Integer> p = PMap.empty();
        Map<Key, Integer> m = new HashMap<>();
        PMap<Key, Integer> half = null;
        Map<Key, Integer> halfCopy = null;
        for (int i = 0; i < 5_000; i++) {
            int id = r.nextInt(800);
            // a few hashes only: many keys share a full 32-bit hash (the trie's deepest level)
            Key k = new Key(id, id % 3 == 0 ? id % 7 : id * 0x9E3779B9);
            p = p.put(k, i);
            m.put(k, i);
            if (i == 2_500) {
                half = p;
                halfCopy = new HashMap<>(m);
            }
        }
        assertEquals(m.size(), p.size());
        for (Map.Entry<Key, Integer> e : m.entrySet()) {
            assertEquals(e.getValue(), p.get(e.getKey()));
        }
        for (Map.Entry<Key, Integer> e : halfCopy.entrySet()) {
            assertEquals(e.getValue(), half.get(e.getKey()), "an older version is unchanged");
        }
        assertNull(p.get(new Key(900, 1)));
        PMap<Key, Integer> again = PMap.empty();
        for (Map.Entry<Key, Integer> e : m.entrySet()) {
            again = again.put(e.getKey(), e.getValue());
        }
        assertEquals(p, again);
        assertEquals(p.hashCode(), again.hashCode());
    }

    @Test
    void aPutUnderAnEqualKeyKeepsTheKeyObjectTheMapHolds() {
        Key first = new Key(1, 42);
        Key equal = new Key(1, 42);
        PMap<Key, String> p = PMap.<Key, String>empty().put(first, "a").put(equal, "b");
        assertEquals("b", p.get(first));
        Key[] held = new Key[1];
        p.forEach((k, v) -> held[0] = k);
        assertSame(first, held[0], "the new equal key is left to the collector");
        // the same at the deepest level, where entries with one full hash share a node
        Key other = new Key(2, 42);
        PMap<Key, String> deep = p.put(other, "c").put(new Key(2, 42), "d");
        assertEquals("d", deep.get(other));
        deep.forEach((k, v) -> {
            if (k.id() == 2) {
                assertSame(other, k);
            }
        });
    }
}
