package dev.syncscope.core.memory;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Numbered slots are a persistent list: every version keeps its elements whatever is done to another, an element keeps
 * its slot until it is removed or the list renumbers, and a number is never given to a second element.
 */
class PSlotsTest {

    private static List<String> newestFirst(PSlots<String> p) {
        List<String> out = new ArrayList<>();
        p.forEach(out::add);
        return out;
    }

    /** The same walk the engine's hot loops take: top, then below. */
    private static List<String> bySlots(PSlots<String> p) {
        List<String> out = new ArrayList<>();
        for (int c = p.top(); c >= 0; c = p.below(c)) {
            out.add(p.at(c));
        }
        return out;
    }

    @Test
    void elementsAreWalkedNewestFirstAndKeepTheirSlotsWhenOthersAreRemoved() {
        PSlots<String> p = PSlots.empty();
        for (int i = 0; i < 5; i++) {
            p = p.append("v" + i);
        }
        assertEquals(List.of("v4", "v3", "v2", "v1", "v0"), newestFirst(p));
        assertEquals(List.of("v0", "v1", "v2", "v3", "v4"), p.toListOldestFirst());
        int two = p.below(p.below(p.top()));
        assertEquals("v2", p.at(two));
        PSlots<String> less = p.remove(p.top());
        assertEquals("v3", less.newest(), "the newest is the one below the removed");
        assertEquals("v2", less.at(two), "the others keep their slots");
        assertEquals(List.of("v4", "v3", "v2", "v1", "v0"), newestFirst(p), "the earlier version is unchanged");
        PSlots<String> mid = less.remove(two);
        assertNull(mid.at(two), "a removed slot holds nothing");
        assertEquals(List.of("v3", "v1", "v0"), bySlots(mid));
        assertEquals(List.of("v3", "v1", "v0"), newestFirst(mid));
        assertEquals(3, mid.size());
        assertThrows(NoSuchElementException.class, () -> mid.remove(two), "nothing left to remove there");
        assertThrows(NoSuchElementException.class, () -> PSlots.empty().newest());
    }

    @Test
    void removingTheLastElementOrMostOfThemRenumbersAfterEveryEarlierSlot() {
        PSlots<String> one = PSlots.<String>empty().append("a");
        int a = one.top();
        PSlots<String> none = one.remove(a);
        PSlots<String> again = none.append("b");
        assertTrue(again.top() > a, "a slot number is never given to a second element");
        assertTrue(!again.numberedAs(one) && again.numberedAs(none));
        PSlots<String> four = PSlots.empty();
        for (String s : List.of("w", "x", "y", "z")) {
            four = four.append(s);
        }
        int top = four.top();
        PSlots<String> two = four.remove(new int[] {top, four.below(top)}, 2);
        assertTrue(two.numberedAs(four), "as many empty slots as elements: kept");
        PSlots<String> oneLeft = two.remove(two.top());
        assertTrue(!oneLeft.numberedAs(four), "more empty slots than elements: renumbered");
        assertTrue(oneLeft.top() > top);
        assertEquals(List.of("w"), newestFirst(oneLeft));
    }

    @Test
    void removingAndAppendingAtOnceIsRemovingThenAppending() {
        PSlots<String> p = PSlots.<String>empty().append("a").append("b");
        int b = p.top();
        int a = p.below(b);
        PSlots<String> all = p.removeAndAppend(new int[] {b, a}, 2, "c");
        assertEquals(p.remove(new int[] {b, a}, 2).append("c"), all);
        assertTrue(all.top() > b, "the new element's slot is numbered after every earlier one");
        PSlots<String> one = p.removeAndAppend(new int[] {a}, 1, "c");
        assertEquals(List.of("c", "b"), newestFirst(one));
        assertEquals("b", one.at(b));
        assertEquals(List.of("c", "b", "a"), newestFirst(p.removeAndAppend(new int[0], 0, "c")));
        assertThrows(NoSuchElementException.class, () -> one.removeAndAppend(new int[] {a, b}, 2, "d"),
                "a slot already empty");
    }

    @Test
    void everySlotIsFoundAcrossTheTriesLevels() {
        // the newest block joins the trie every 32 appends; the root grows a level at 1,056 and at 32,800 slots
        PSlots<Integer> p = PSlots.empty();
        List<PSlots<Integer>> at = new ArrayList<>();
        for (int i = 0; i < 33_000; i++) {
            p = p.append(i);
            if (i == 31 || i == 32 || i == 1_055 || i == 1_056 || i == 32_799 || i == 32_800) {
                at.add(p);
            }
        }
        int first = p.top() - 32_999;
        for (int i = 0; i < 33_000; i++) {
            assertEquals(i, p.at(first + i));
        }
        for (PSlots<Integer> v : at) {
            assertEquals(v.size() - 1, v.newest(), "a version made before the levels grew is unchanged");
            assertEquals(0, v.at(first));
        }
        // removals deep in the trie and in the newest block, then the walk that the race check takes
        PSlots<Integer> less = p.remove(new int[] {first + 5, first + 1_040, first + 32_790, first + 32_999}, 4);
        assertEquals(32_998, less.newest());
        int n = 0;
        for (int c = less.top(); c >= 0; c = less.below(c)) {
            n++;
        }
        assertEquals(32_996, n);
        assertNull(less.at(first + 1_040));
        assertEquals(1_041, less.at(first + 1_041));
    }

    @Test
    void equalListsHoldTheSameElementsInOrderWhateverTheirSlots() {
        PSlots<String> p = PSlots.<String>empty().append("a").append("x").append("b");
        PSlots<String> q = p.remove(p.below(p.top()));
        PSlots<String> r = PSlots.<String>empty().append("a").append("b");
        assertEquals(r, q);
        assertEquals(r.hashCode(), q.hashCode());
        assertNotEquals(r, p);
        PSlots<String> s = r.set(r.top(), "c");
        assertEquals(List.of("c", "a"), newestFirst(s));
        assertEquals(List.of("b", "a"), newestFirst(r));
        String b = r.newest();
        assertEquals(List.of("d", "a"), newestFirst(r.replace(b, "d")));
        assertSame(r, r.replace("not here", "d"));
    }

    /**
     * Random appends, removals (one or several), replacements and a return to an older version, against a list kept
     * by copying, past the first trie level (1,024 slots; the next is {@link #everySlotIsFoundAcrossTheTriesLevels}).
     * Along each line of versions a slot number,
     * once given, is never given to another element (the race check's skip links rely on it while stepping forward).
     */
    @Property(tries = 40)
    void everyVersionHoldsWhatACopiedListHolds(@ForAll long seed, @ForAll @IntRange(min = 10, max = 4000) int steps) {
        Random rnd = new Random(seed);
        PSlots<String> p = PSlots.empty();
        List<String> model = new ArrayList<>();
        int highest = -1;
        List<PSlots<String>> versions = new ArrayList<>();
        List<List<String>> models = new ArrayList<>();
        List<Integer> highests = new ArrayList<>();
        int next = 0;
        for (int k = 0; k < steps; k++) {
            int op = rnd.nextInt(10);
            if (op < 6 || model.isEmpty()) {
                String v = "e" + next++;
                PSlots<String> q = p.append(v);
                assertTrue(q.top() > highest, "an append takes a number never given before");
                highest = q.top();
                p = q;
                model.add(v);
            } else if (op < 8) {
                List<Integer> slots = new ArrayList<>();
                for (int c = p.top(); c >= 0; c = p.below(c)) {
                    slots.add(c);
                }
                int n = 1 + rnd.nextInt(Math.min(3, slots.size()));
                Collections.shuffle(slots, rnd);
                int[] drop = new int[n];
                for (int i = 0; i < n; i++) {
                    drop[i] = slots.get(i);
                    model.remove(p.at(drop[i]));
                }
                PSlots<String> q = p.remove(drop, n);
                if (!q.numberedAs(p)) {
                    int lowest = Integer.MAX_VALUE;
                    for (int c = q.top(); c >= 0; c = q.below(c)) {
                        lowest = c;
                    }
                    assertTrue(q.isEmpty() || lowest > highest, "renumbered slots come after every earlier one");
                    highest = q.isEmpty() ? highest : q.top();
                }
                p = q;
            } else if (op < 9) {
                int c = p.top();
                for (int i = rnd.nextInt(p.size()); i > 0; i--) {
                    c = p.below(c);
                }
                String old = p.at(c);
                String v = old + "'";
                model.set(model.indexOf(old), v);
                p = p.set(c, v);
            } else if (!versions.isEmpty()) {
                int back = rnd.nextInt(versions.size());
                p = versions.get(back);
                model = new ArrayList<>(models.get(back));
                highest = highests.get(back);
            }
            versions.add(p);
            models.add(new ArrayList<>(model));
            highests.add(highest);
            assertEquals(model.size(), p.size());
            assertEquals(model, p.toListOldestFirst());
            if (!model.isEmpty()) {
                assertEquals(model.get(model.size() - 1), p.newest());
            }
        }
        for (int i = 0; i < versions.size(); i++) {
            List<String> expected = new ArrayList<>(models.get(i));
            Collections.reverse(expected);
            assertEquals(expected, bySlots(versions.get(i)), "version " + i + " changed after it was made");
        }
    }
}
