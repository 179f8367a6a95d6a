package dev.syncscope.core.check;

import dev.syncscope.core.kernel.KernelLoader;
import dev.syncscope.core.model.Program;
import org.junit.jupiter.api.Test;

import java.lang.reflect.Array;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The checker builds the facts of a combination of paths from those of the first combination of its shape ({@link
 * StaticFacts#ofSameShape}, {@link PartsByShape}): for every combination of a kernel's paths they must equal the facts
 * built from scratch, field by field — the events with the combination's own values, and every set and relation.
 */
class StaticFactsOfSameShapeTest {

    /**
     * Adds whose values each invocation reads differ, a compare-exchange that writes or not, a barrier, and a read that
     * is a wait's or not by the value the add read (none loops while {@code old} is 0: {@link BarrierCausality#waits}).
     */
    private static final Program KERNEL = KernelLoader.load("shapes.comp", """
            #version 450
            #pragma use_vulkan_memory_model
            #extension GL_KHR_memory_scope_semantics : require
            layout(local_size_x = 2) in;
            layout(binding = 0) buffer B { uint counter; uint flag; uint r[2]; };
            void main() {
                uint i = gl_LocalInvocationIndex;
                uint old = atomicAdd(counter, 1u);
                atomicCompSwap(flag, 0u, i + 1u);
                barrier();
                while (atomicLoad(flag, gl_ScopeDevice, 0, 0) < old) { }
                r[i] = old;
            }
            """).program();

    @Test
    void factsBuiltFromTheShapeEqualFactsBuiltFromScratch() throws Exception {
        List<List<Trace>> perAgent = new TraceEnumerator(KERNEL, CheckOptions.DEFAULT.withSpinBound(2),
                Long.MAX_VALUE).enumerate();
        Map<List<Object>, StaticFacts> firstOfShape = new HashMap<>();
        int shared = 0;
        for (List<Trace> combination : combinations(perAgent)) {
            List<Object> shape = new ArrayList<>();
            combination.forEach(t -> shape.add(StoresFirst.shape(t)));
            StaticFacts fresh = new StaticFacts(KERNEL.launch(), combination, false);
            StaticFacts first = firstOfShape.putIfAbsent(shape, fresh);
            if (first != null) {
                assertSame(fresh, first.ofSameShape(combination), "facts", combination);
                shared++;
            }
        }
        assertTrue(shared > 50, "combinations sharing a shape with an earlier one: " + shared);
        assertTrue(firstOfShape.size() > 1, "shapes: " + firstOfShape.size());
    }

    private static List<List<Trace>> combinations(List<List<Trace>> perAgent) {
        List<List<Trace>> out = new ArrayList<>();
        out.add(List.of());
        for (List<Trace> paths : perAgent) {
            List<List<Trace>> next = new ArrayList<>();
            for (List<Trace> prefix : out) {
                for (Trace t : paths) {
                    List<Trace> c = new ArrayList<>(prefix);
                    c.add(t);
                    next.add(c);
                }
            }
            out = next;
        }
        return out;
    }

    /** Field by field, through records, lists and arrays; event sets by their members. */
    private static void assertSame(Object expected, Object actual, String where, List<Trace> combination)
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
                assertSame(l.get(i), m.get(i), where + "[" + i + "]", combination);
            }
        } else if (expected.getClass().isArray()) {
            assertEquals(Array.getLength(expected), Array.getLength(actual), at);
            for (int i = 0; i < Array.getLength(expected); i++) {
                assertSame(Array.get(expected, i), Array.get(actual, i), where + "[" + i + "]", combination);
            }
        } else if (expected.getClass().isRecord()) {
            for (RecordComponent c : expected.getClass().getRecordComponents()) {
                Field f = expected.getClass().getDeclaredField(c.getName());
                f.setAccessible(true);
                assertSame(f.get(expected), f.get(actual), where + "." + c.getName(), combination);
            }
        } else {
            for (Field f : expected.getClass().getDeclaredFields()) {
                if (!Modifier.isStatic(f.getModifiers())) {
                    f.setAccessible(true);
                    assertSame(f.get(expected), f.get(actual), where + "." + f.getName(), combination);
                }
            }
        }
    }
}
