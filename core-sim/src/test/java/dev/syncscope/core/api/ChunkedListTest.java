package dev.syncscope.core.api;

import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.stream.IntStream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

/** The snapshot's chunked lists equal plain lists, share what did not change and cannot be changed. */
class ChunkedListTest {

    private static String[] names(int n) {
        return IntStream.range(0, n).mapToObj(i -> "v" + i).toArray(String[]::new);
    }

    @Test
    void equalsAPlainListWithTheSameElements() {
        String[] v = names(150);
        ChunkedList<String> list = ChunkedList.of(v);
        assertEquals(List.of(v), list);
        assertEquals(List.of(v).hashCode(), list.hashCode());
        assertEquals("v149", list.get(149));
        assertThrows(IndexOutOfBoundsException.class, () -> list.get(150));
        assertEquals(List.of(), ChunkedList.of(new String[0]));
    }

    @Test
    void sharesItselfWhenNothingChangedAndCopiesOnlyTheChangedChunk() {
        String[] v = names(150);
        ChunkedList<String> before = ChunkedList.of(v);
        assertSame(before, ChunkedList.with(before, v.clone()), "the same objects: the same list");
        v[70] = "changed";
        ChunkedList<String> after = ChunkedList.with(before, v);
        assertNotSame(before, after);
        assertEquals("changed", after.get(70));
        assertEquals("v70", before.get(70), "the earlier list is unchanged");
        assertNotEquals(before, after);
        assertEquals(List.of(v), after);
        v[0] = "later";
        assertEquals("v0", after.get(0), "the list copied the array's values");
    }

    @Test
    void aDifferentLengthMakesANewList() {
        ChunkedList<String> before = ChunkedList.of(names(64));
        ChunkedList<String> after = ChunkedList.with(before, names(65));
        assertEquals(List.of(names(65)), after);
    }

    @Test
    void cannotBeChanged() {
        ChunkedList<String> list = ChunkedList.of(names(3));
        assertThrows(UnsupportedOperationException.class, () -> list.add("x"));
        assertThrows(UnsupportedOperationException.class, () -> list.set(0, "x"));
        assertThrows(NullPointerException.class, () -> ChunkedList.of(new String[] {"a", null}));
    }
}
