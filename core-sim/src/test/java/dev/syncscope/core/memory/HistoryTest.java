package dev.syncscope.core.memory;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A history is persistent although versions share their arrays: growing one version never changes what
 * another sees, including a version that a step back made current again and that then grows differently.
 */
class HistoryTest {

    private static History<String> upTo(int n) {
        History<String> h = History.empty();
        for (int i = 1; i <= n; i++) {
            h = h.prepend("v" + i, 10L * i, i % 2, i % 3 == 0 ? "b" : "a");
        }
        return h;
    }

    private static List<String> newestFirst(History<String> h) {
        List<String> out = new ArrayList<>();
        h.forEach(out::add);
        return out;
    }

    @Test
    void elementsAreNewestFirstWhenIteratedAndOldestFirstByIndexWithTheirColumns() {
        History<String> h = upTo(5);
        assertEquals(List.of("v5", "v4", "v3", "v2", "v1"), newestFirst(h));
        assertEquals(List.of("v1", "v2", "v3", "v4", "v5"), h.toListOldestFirst());
        assertEquals("v5", h.head());
        assertEquals(5, h.size());
        assertEquals(30L, h.id(2));
        assertEquals(1, h.agent(2));
        assertTrue(h.sameAccessor(2, 1, "b"));
        assertFalse(h.sameAccessor(2, 0, "b"), "another agent");
        assertFalse(h.sameAccessor(2, 1, "a"), "another reference");
        assertTrue(h.sameAccessor(3, 0, new String("a")), "references are compared by name");
        History<String> unnamed = History.<String>empty().prepend("w", 1, 0, null);
        assertFalse(unnamed.sameAccessor(0, 0, "a"), "an access without a reference name matches no reference");
        assertThrows(IndexOutOfBoundsException.class, () -> h.get(5));
        assertThrows(java.util.NoSuchElementException.class, () -> History.empty().head());
    }

    @Test
    void eachVersionKeepsTheLargestTagOfItsOwnElements() {
        History<String> none = upTo(3);
        assertEquals(History.NO_TAG, none.maxTag(), "elements without a tag");
        History<String> seven = none.prepend("r7", 40, 0, "a", 7);
        History<String> stillSeven = seven.prepend("r2", 50, 0, "a", 2);
        assertEquals(7, seven.maxTag());
        assertEquals(7, stillSeven.maxTag(), "a smaller tag leaves the largest");
        // a version grown differently after a step back has its own largest tag
        History<String> other = none.prepend("r-1", 40, 1, "a", -1);
        assertEquals(-1, other.maxTag());
        assertEquals(History.NO_TAG, none.maxTag());
        assertEquals(9, stillSeven.prepend("r9", 60, 0, "a", 9).maxTag());
    }

    @Test
    void aVersionGrownAgainAfterAStepBackLeavesTheUndoneVersionAsItWas() {
        History<String> before = upTo(3);
        History<String> undone = before.prepend("undone", 40, 0, "a");
        // stepping back makes `before` current again; the step taken instead grows it differently
        History<String> taken = before.prepend("taken", 40, 1, "b");
        assertEquals(List.of("undone", "v3", "v2", "v1"), newestFirst(undone));
        assertEquals(List.of("taken", "v3", "v2", "v1"), newestFirst(taken));
        assertEquals(0, undone.agent(3));
        assertEquals(1, taken.agent(3));
        assertEquals(List.of("v3", "v2", "v1"), newestFirst(before));
        // and both keep growing on their own
        assertEquals(List.of("u2", "undone", "v3", "v2", "v1"), newestFirst(undone.prepend("u2", 50, 0, "a")));
        assertEquals(List.of("t2", "taken", "v3", "v2", "v1"), newestFirst(taken.prepend("t2", 50, 1, "b")));
        assertEquals(List.of("undone", "v3", "v2", "v1"), newestFirst(undone));
    }

    @Test
    void growingPastTheArraysCopiesAndKeepsEveryOlderVersion() {
        List<History<String>> versions = new ArrayList<>();
        History<String> h = History.empty();
        for (int i = 1; i <= 40; i++) {
            h = h.prepend("v" + i, i, i, "r");
            versions.add(h);
        }
        for (int n = 1; n <= 40; n++) {
            History<String> v = versions.get(n - 1);
            assertEquals(n, v.size());
            assertEquals("v" + n, v.head());
            assertEquals(n, v.agent(n - 1));
        }
    }

    @Test
    void equalityIsByElements() {
        assertEquals(upTo(4), upTo(4));
        assertEquals(upTo(4).hashCode(), upTo(4).hashCode());
        assertNotEquals(upTo(4), upTo(3));
        assertEquals(History.empty(), upTo(0));
        History<String> base = upTo(2);
        assertNotEquals(base.prepend("x", 3, 0, "a"), base.prepend("y", 3, 0, "a"));
    }
}
