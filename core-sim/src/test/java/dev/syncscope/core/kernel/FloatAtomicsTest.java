package dev.syncscope.core.kernel;

import dev.syncscope.core.api.DebugSession;
import dev.syncscope.core.api.LaunchOptions;
import dev.syncscope.core.check.AxiomaticChecker;
import dev.syncscope.core.check.CheckResult;
import dev.syncscope.core.model.Outcome;
import dev.syncscope.core.model.Program;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * GL_EXT_shader_atomic_float's {@code atomicAdd} on a float (SPV_EXT_shader_atomic_float_add OpAtomicFAddEXT) and
 * GL_EXT_shader_atomic_float2's {@code atomicMin}/{@code atomicMax} (SPV_EXT_shader_atomic_float_min_max
 * OpAtomicFMinEXT/FMaxEXT) run in both engines, and a read-modify-write of a float names its values as floats.
 */
class FloatAtomicsTest {

    private static Program program(String name, String text) {
        return KernelLoader.load(name, text).program();
    }

    private static Set<String> values(Set<Outcome> outcomes, String location) {
        return outcomes.stream().map(o -> String.valueOf(o.shown(Outcome.UNDEFINED).get(location)))
                .collect(Collectors.toCollection(TreeSet::new));
    }

    /**
     * By hand, in binary32 rounded to nearest even: 1.0E8 is exact and its neighbours are 8 apart, so 1.0E8 + 1.0
     * is 1.0E8 and -1.0E8 + 1.0 is -1.0E8. Of the six orders of adding 1.0E8, 1.0 and -1.0E8 to 0.0, the two that
     * add the large ones first end at 1.0, the other four at 0.0: an atomic float sum depends on the order its adds
     * reach memory, and the checker lists both.
     */
    private static final String ORDER = """
            #version 450
            #extension GL_EXT_shader_atomic_float : require
            layout(local_size_x = 3) in;
            layout(binding = 0) buffer B { float s; };
            const float terms[3] = float[3](1.0e8, 1.0, -1.0e8);
            void main() { atomicAdd(s, terms[gl_LocalInvocationID.x]); }
            """;

    @Test
    void atomicFloatAddsInEveryOrderGiveEveryRoundedSum() {
        CheckResult r = new AxiomaticChecker().check(program("order.comp", ORDER));
        assertEquals(Set.of("0.0", "1.0"), values(r.allowedOutcomes(), "s"));
        r.consistentExecutions().forEach(e -> assertTrue(e.races().isEmpty(), e.races().toString()));
        DebugSession s = DebugSession.load(program("order.comp", ORDER), LaunchOptions.DEFAULTS);
        s.run();
        // round-robin: T0 adds 1.0E8, T1 adds 1.0 (lost beside 1.0E8), T2 adds -1.0E8
        assertEquals("0.0", s.outcome().shown(Outcome.UNDEFINED).get("s"));
    }

    @Test
    void anAtomicFloatAddIsDescribedWithItsOperandAsAFloat() {
        DebugSession s = DebugSession.load(program("order.comp", ORDER), LaunchOptions.DEFAULTS);
        String next = s.snapshot().agents().get(1).next();
        assertTrue(next.startsWith("rmw.fadd") && next.endsWith(" s 1.0"), next);
    }

    /**
     * SPV_EXT_shader_atomic_float_min_max: "min(-0, +0) = min(+0, -0) = +0 or -0"; SyncScope takes -0 for the
     * minimum and +0 for the maximum, in both engines and in either order. By hand: lo and hi start at 0.0; lo ends
     * at -0.0 whichever invocation comes first, hi at 0.0.
     */
    @Test
    void atomicFloatMinAndMaxOrderTheZerosAndSkipNaN() {
        Program p = program("zeros.comp", """
                #version 450
                #extension GL_EXT_shader_atomic_float2 : require
                layout(local_size_x = 3) in;
                layout(binding = 0) buffer B { float lo; float hi; float big; };
                const float v[3] = float[3](-0.0, 0.0, 0.0 / 0.0);
                void main() {
                    uint i = gl_LocalInvocationID.x;
                    if (i < 2u) { atomicMin(lo, v[i]); atomicMax(hi, v[i]); }
                    atomicMax(big, i == 2u ? v[2] : 2.5);
                }
                """);
        // the choice is said once at each line with an atomicMin or atomicMax (lines 8 and 9)
        assertEquals(List.of(8, 9), p.notes().stream().filter(n -> n.key().equals("note.floatAtomicMinMax"))
                .map(n -> n.where().line()).sorted().toList());
        Set<Outcome> outcomes = new AxiomaticChecker().check(p).allowedOutcomes();
        assertEquals(Set.of("-0.0"), values(outcomes, "lo"));
        assertEquals(Set.of("0.0"), values(outcomes, "hi"));
        // max(x, qNaN) = max(qNaN, x) = x
        assertEquals(Set.of("2.5"), values(outcomes, "big"));
        DebugSession s = DebugSession.load(p, LaunchOptions.DEFAULTS);
        s.run();
        assertEquals("-0.0", s.outcome().shown(Outcome.UNDEFINED).get("lo"));
        assertEquals("0.0", s.outcome().shown(Outcome.UNDEFINED).get("hi"));
        assertEquals("2.5", s.outcome().shown(Outcome.UNDEFINED).get("big"));
    }

    @Test
    void aRaceOnAFloatExchangeNamesTheValuesAsFloats() {
        // VK MM: Data Race — T1's plain store is not location-ordered with T0's exchange (it was 0 -> 1075838976)
        CheckResult r = new AxiomaticChecker().check(program("xchg.comp", """
                #version 450
                #extension GL_EXT_shader_atomic_float : require
                layout(local_size_x = 2) in;
                layout(binding = 0) buffer B { float s; float o; };
                void main() {
                    if (gl_LocalInvocationID.x == 0u) { o = atomicExchange(s, 2.5); } else { s = 1.5; }
                }
                """));
        Set<String> labels = new TreeSet<>();
        r.consistentExecutions().forEach(e -> e.races().forEach(race -> {
            labels.add(race.first().valueLabel());
            labels.add(race.second().valueLabel());
        }));
        assertTrue(labels.contains("0.0 -> 2.5") && labels.contains("1.5"), labels.toString());
    }
}
