package dev.syncscope.core.check;

import dev.syncscope.core.kernel.KernelLoader;
import dev.syncscope.core.model.Program;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static dev.syncscope.core.check.FieldByField.assertSameFields;
import static dev.syncscope.core.check.FieldByField.combinations;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * What the checker keeps per shape of combinations ({@link PartsByShape}) — the first combination's facts, its
 * ill-formed barrier instance, its barrier divergence and its static parts — is what each combination of the shape
 * would build for itself; and the shapes kept are the most recently used.
 */
class PartsByShapeTest {

    @ParameterizedTest(name = "{0}")
    @MethodSource("dev.syncscope.core.check.StaticFactsOfSameShapeTest#kernels")
    void everyCombinationGetsWhatItWouldBuildItself(String name, Program program, boolean chains, int minShared)
            throws Exception {
        PartsByShape byShape = new PartsByShape();
        Map<PartsByShape.Shape, Integer> met = new java.util.IdentityHashMap<>();
        for (List<Trace> combination : combinations(paths(program))) {
            PartsByShape.Shape shape = byShape.of(program.launch(), combination, chains);
            met.merge(shape, 1, Integer::sum);
            StaticFacts fresh = new StaticFacts(program.launch(), combination, chains);
            StaticFacts s = shape.facts(new ArrayList<>(combination));
            assertSameFields(fresh, s, "facts", combination);
            // SPIR-V OpControlBarrier: the same dynamic instance for every invocation of the execution scope instance
            assertEquals(BarrierInstances.problem(fresh), shape.barrierProblem(), name);
            BarrierInstances.Divergence divergence = BarrierInstances.divergenceOf(fresh);
            assertEquals(divergence == null ? null : divergence.finding(fresh, combination),
                    shape.divergence(s, combination), name);
            List<Relation> partners = QuorumBarriers.partnerChoices(fresh, combination);
            List<StaticParts> parts = shape.parts(s, combination);
            assertEquals(partners.size(), parts.size(), name);
            for (int i = 0; i < partners.size(); i++) {
                StaticParts own = new StaticParts(fresh, partners.get(i));
                own.orderWithoutReads(fresh, () -> false);
                parts.get(i).orderWithoutReads(s, () -> false);
                assertSameFields(own, parts.get(i), "parts[" + i + "]", combination);
            }
        }
        assertTrue(met.values().stream().anyMatch(n -> n > 1), "no shape met twice: " + name);
    }

    @Test
    void theFirstCombinationsFactsAreItsOwnAndAnotherOfTheShapeGetsNew() {
        Program program = kernel();
        List<List<Trace>> combinations = combinations(paths(program));
        Map<List<Object>, List<Trace>> firstOfShape = new LinkedHashMap<>();
        List<Trace> first = null;
        List<Trace> second = null;
        for (List<Trace> c : combinations) {
            List<Trace> earlier = firstOfShape.putIfAbsent(shape(c), c);
            if (earlier != null) {
                first = earlier;
                second = c;
                break;
            }
        }
        assertTrue(second != null, "two combinations of one shape");
        PartsByShape byShape = new PartsByShape();
        PartsByShape.Shape shape = byShape.of(program.launch(), first, false);
        StaticFacts own = shape.facts(new ArrayList<>(first));
        assertSame(own, shape.facts(new ArrayList<>(first)), "the same paths, refilled in another list");
        assertSame(shape, byShape.of(program.launch(), second, false));
        StaticFacts other = shape.facts(second);
        assertNotSame(own, other);
        assertEquals(second, other.traces);
    }

    @Test
    void theLeastRecentlyUsedShapeIsLetGoFirst() {
        Program program = kernel();
        List<List<Trace>> shapes = new ArrayList<>(distinctShapes(program).values());
        assertTrue(shapes.size() >= 3, "shapes: " + shapes.size());
        PartsByShape byShape = new PartsByShape(2, 1, Integer.MAX_VALUE);
        PartsByShape.Shape a = byShape.of(program.launch(), shapes.get(0), false);
        PartsByShape.Shape b = byShape.of(program.launch(), shapes.get(1), false);
        assertSame(a, byShape.of(program.launch(), shapes.get(0), false), "two kept");
        byShape.of(program.launch(), shapes.get(2), false);
        assertSame(a, byShape.of(program.launch(), shapes.get(0), false), "used last but one: kept");
        assertNotSame(b, byShape.of(program.launch(), shapes.get(1), false), "used least recently: let go");
    }

    @Test
    void onceACombinationIsLargeFewerShapesAreKept() {
        Program program = kernel();
        List<List<Trace>> shapes = new ArrayList<>(distinctShapes(program).values());
        PartsByShape small = new PartsByShape(2, 1, Integer.MAX_VALUE);
        PartsByShape large = new PartsByShape(2, 1, 0);
        PartsByShape.Shape s = small.of(program.launch(), shapes.get(0), false);
        PartsByShape.Shape l = large.of(program.launch(), shapes.get(0), false);
        small.of(program.launch(), shapes.get(1), false);
        large.of(program.launch(), shapes.get(1), false);
        assertSame(s, small.of(program.launch(), shapes.get(0), false));
        assertNotSame(l, large.of(program.launch(), shapes.get(0), false), "one shape kept once one is large");
    }

    private static Program kernel() {
        return (Program) StaticFactsOfSameShapeTest.kernels().findFirst().orElseThrow().get()[1];
    }

    private static List<List<Trace>> paths(Program program) {
        return new TraceEnumerator(program, CheckOptions.DEFAULT.withSpinBound(2), Long.MAX_VALUE).enumerate();
    }

    private static List<Object> shape(List<Trace> combination) {
        List<Object> shape = new ArrayList<>();
        combination.forEach(t -> shape.add(StoresFirst.shape(t)));
        return shape;
    }

    /** One combination of each shape, in the order met. */
    private static Map<List<Object>, List<Trace>> distinctShapes(Program program) {
        Map<List<Object>, List<Trace>> out = new LinkedHashMap<>();
        for (List<Trace> c : combinations(paths(program))) {
            out.putIfAbsent(shape(c), c);
        }
        return out;
    }
}
