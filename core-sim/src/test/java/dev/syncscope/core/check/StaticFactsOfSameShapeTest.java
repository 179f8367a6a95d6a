package dev.syncscope.core.check;

import dev.syncscope.core.kernel.KernelLoader;
import dev.syncscope.core.load.ProgramLoader;
import dev.syncscope.core.model.Program;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import static dev.syncscope.core.check.FieldByField.assertSameFields;
import static dev.syncscope.core.check.FieldByField.combinations;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The checker builds the facts of a combination of paths from those of the first combination of its shape ({@link
 * StaticFacts#ofSameShape}, {@link PartsByShape}): for every combination of a kernel's paths they must equal the facts
 * built from scratch, field by field — the events with the combination's own values, and every set and relation.
 */
class StaticFactsOfSameShapeTest {

    private static final Path LITMUS = Path.of("src/test/resources/litmus");

    /**
     * Adds whose values each invocation reads differ, a compare-exchange that writes or not, a barrier, and a read that
     * is a wait's or not by the value the add read (none loops while {@code old} is 0: {@link BarrierCausality#waits}).
     */
    private static final String KERNEL = """
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
            """;

    /**
     * Invocation 0 meets a barrier invocation 1 never meets; each returns early or at the end of {@code main} by the
     * value its add read, so combinations of one shape diverge with different exits.
     */
    private static final String DIVERGENT = """
            #version 450
            layout(local_size_x = 2) in;
            layout(binding = 0) buffer B { uint counter; };
            void main() {
                uint old = atomicAdd(counter, 1u);
                if (gl_LocalInvocationIndex == 0u) {
                    barrier();
                }
                if (old == 0u) {
                    return;
                }
            }
            """;

    /**
     * Kernels whose facts depend on more than the events: availability chains on (the chain relations), a host agent
     * (the host's domain, system-synchronizes-with), a named barrier with a quorum (its partner choices), barrier
     * divergence. Arguments: name, program, chains, how many combinations share a shape at least.
     */
    static Stream<Arguments> kernels() {
        return Stream.of(
                Arguments.of("adds, a compare-exchange, a barrier, a wait", KernelLoader.load("shapes.comp", KERNEL)
                        .program(), false, 50),
                Arguments.of("a barrier one invocation skips, finishing where its add's value says",
                        KernelLoader.load("divergent.comp", DIVERGENT).program(), false, 1),
                Arguments.of("chains on (Khronos mp3transitive)", ProgramLoader.load(
                        LITMUS.resolve("khronos/mp3transitive.test")), true, 3),
                Arguments.of("a host agent, a domain operation, system-synchronizes-with", ProgramLoader.load(
                        LITMUS.resolve("host/d2h-invalidate.test")), false, 1),
                Arguments.of("a named barrier with a quorum", ProgramLoader.load(
                        LITMUS.resolve("herd-extensions/named-barrier-quorum.litmus")), false, 3));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("kernels")
    void factsBuiltFromTheShapeEqualFactsBuiltFromScratch(String name, Program program, boolean chains, int minShared)
            throws Exception {
        List<List<Trace>> perAgent = new TraceEnumerator(program, CheckOptions.DEFAULT.withSpinBound(2),
                Long.MAX_VALUE).enumerate();
        Map<List<Object>, StaticFacts> firstOfShape = new HashMap<>();
        int shared = 0;
        for (List<Trace> combination : combinations(perAgent)) {
            List<Object> shape = new ArrayList<>();
            combination.forEach(t -> shape.add(StoresFirst.shape(t)));
            StaticFacts fresh = new StaticFacts(program.launch(), combination, chains);
            StaticFacts first = firstOfShape.putIfAbsent(shape, fresh);
            if (first != null) {
                assertSameFields(fresh, first.ofSameShape(combination), "facts", combination);
                shared++;
            }
        }
        assertTrue(shared >= minShared, "combinations sharing a shape with an earlier one: " + shared);
    }
}
