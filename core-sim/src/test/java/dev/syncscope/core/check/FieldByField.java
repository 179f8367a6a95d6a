package dev.syncscope.core.check;

import java.lang.reflect.Array;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.lang.reflect.RecordComponent;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Equality of the checker's facts and parts ({@link StaticFacts}, {@link StaticParts}) field by field, through
 * records, lists and arrays; event sets by their members; relations, events, paths and objects of other packages by
 * their own {@code equals}. For tests that compare what is shared between combinations with what is built afresh.
 */
final class FieldByField {

    private FieldByField() {
    }

    /** Fails, naming the field and {@code combination}'s paths, where {@code actual} differs from {@code expected}. */
    static void assertSameFields(Object expected, Object actual, String where, List<Trace> combination)
            throws ReflectiveOperationException {
        if (expected == actual) {
            return;
        }
        String at = where + " of " + combination.stream().map(t -> t.steps().toString()).toList();
        assertEquals(expected == null, actual == null, at);
        assertEquals(expected.getClass(), actual.getClass(), at);
        if (expected instanceof EventSet e) {
            assertTrue(java.util.Arrays.equals(e.words(), ((EventSet) actual).words()), at);
        } else if (expected instanceof Relation || expected instanceof Event || expected instanceof Trace
                || !expected.getClass().getPackageName().equals(StaticFacts.class.getPackageName())
                && !(expected instanceof List) && !expected.getClass().isArray()) {
            assertEquals(expected, actual, at);
        } else if (expected instanceof List<?> l) {
            List<?> m = (List<?>) actual;
            assertEquals(l.size(), m.size(), at);
            for (int i = 0; i < l.size(); i++) {
                assertSameFields(l.get(i), m.get(i), where + "[" + i + "]", combination);
            }
        } else if (expected.getClass().isArray()) {
            assertEquals(Array.getLength(expected), Array.getLength(actual), at);
            for (int i = 0; i < Array.getLength(expected); i++) {
                assertSameFields(Array.get(expected, i), Array.get(actual, i), where + "[" + i + "]", combination);
            }
        } else if (expected.getClass().isRecord()) {
            for (RecordComponent c : expected.getClass().getRecordComponents()) {
                Field f = expected.getClass().getDeclaredField(c.getName());
                f.setAccessible(true);
                assertSameFields(f.get(expected), f.get(actual), where + "." + c.getName(), combination);
            }
        } else {
            for (Field f : expected.getClass().getDeclaredFields()) {
                if (!Modifier.isStatic(f.getModifiers())) {
                    f.setAccessible(true);
                    assertSameFields(f.get(expected), f.get(actual), where + "." + f.getName(), combination);
                }
            }
        }
    }

    /** Every combination of one path per agent, the first agent's path varying slowest. */
    static List<List<Trace>> combinations(List<List<Trace>> perAgent) {
        List<List<Trace>> out = new java.util.ArrayList<>();
        out.add(List.of());
        for (List<Trace> paths : perAgent) {
            List<List<Trace>> next = new java.util.ArrayList<>();
            for (List<Trace> prefix : out) {
                for (Trace t : paths) {
                    List<Trace> c = new java.util.ArrayList<>(prefix);
                    c.add(t);
                    next.add(c);
                }
            }
            out = next;
        }
        return out;
    }
}
