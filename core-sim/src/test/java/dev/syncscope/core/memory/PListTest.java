package dev.syncscope.core.memory;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

/** The persistent list's updates keep the order of the other elements and leave the old list unchanged. */
class PListTest {

    /** The list 5, 4, 3, 2, 1 (newest first) of distinct objects. */
    private static PList<String> fiveDown() {
        PList<String> l = PList.empty();
        for (int i = 1; i <= 5; i++) {
            l = l.prepend(new String("v" + i));
        }
        return l;
    }

    private static List<String> newestFirst(PList<String> l) {
        List<String> out = new java.util.ArrayList<>();
        l.forEach(out::add);
        return out;
    }

    @Test
    void replaceSwapsTheElementInPlace() {
        PList<String> l = fiveDown();
        String three = newestFirst(l).get(2);
        PList<String> r = l.replace(three, "x");
        assertEquals(List.of("v5", "v4", "x", "v2", "v1"), newestFirst(r));
        assertEquals(5, r.size());
        assertEquals(List.of("v5", "v4", "v3", "v2", "v1"), newestFirst(l), "the old list is unchanged");
    }

    @Test
    void replaceOfTheHeadAndOfTheLastElement() {
        PList<String> l = fiveDown();
        assertEquals(List.of("x", "v4", "v3", "v2", "v1"), newestFirst(l.replace(l.head(), "x")));
        String one = newestFirst(l).get(4);
        assertEquals(List.of("v5", "v4", "v3", "v2", "x"), newestFirst(l.replace(one, "x")));
    }

    @Test
    void replaceMatchesByIdentityOnlyAndLeavesAListWithoutTheElementAlone() {
        PList<String> l = fiveDown();
        assertSame(l, l.replace(new String("v3"), "x"), "an equal but distinct object is not in the list");
        assertSame(PList.<String>empty(), PList.<String>empty().replace("a", "b"));
    }

    @Test
    void removeIfKeepsTheOrderOfTheRest() {
        PList<String> l = fiveDown();
        PList<String> r = l.removeIf(s -> s.equals("v4") || s.equals("v2"));
        assertEquals(List.of("v5", "v3", "v1"), newestFirst(r));
        assertEquals(3, r.size());
        assertEquals(List.of("v4", "v3", "v2", "v1"), newestFirst(l.removeIf(s -> s.equals("v5"))));
        assertEquals(List.of("v5", "v4", "v3", "v2"), newestFirst(l.removeIf(s -> s.equals("v1"))));
        assertEquals(List.of(), newestFirst(l.removeIf(s -> true)));
        assertSame(l, l.removeIf(s -> false));
    }
}
