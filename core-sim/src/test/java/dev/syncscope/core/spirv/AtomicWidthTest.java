package dev.syncscope.core.spirv;

import dev.syncscope.core.api.DebugSession;
import dev.syncscope.core.api.LaunchOptions;
import dev.syncscope.core.check.AxiomaticChecker;
import dev.syncscope.core.model.Outcome;
import dev.syncscope.core.model.Program;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import java.util.Set;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * Atomics on 32-bit shared memory wrap at 32 bits in both engines, and keep the representation plain
 * stores use (uint zero-extended, int sign-extended; docs/spirv-interpreter.md "Locations").
 */
class AtomicWidthTest {

    /**
     * By hand: buf (uint) 0 + 0xFFFFFFFF = 4294967295, then + 2 = 1 (mod 2^32; unwrapped it would be
     * 4294967297); 0 + 0x7FFFFFFF + 1 = 0x80000000 = 2147483648 held zero-extended. The workgroup variable
     * w (int): 0 + 2147483647 + 1 = -2147483648, held sign-extended (unwrapped: 2147483648). One
     * invocation, so exactly one outcome each.
     */
    private static Program program(String type, String pointer, String big, String small) {
        return Kernels.program(1, """
                %pint = OpTypePointer Workgroup %int
                %w = OpVariable %pint Workgroup
                %umax = OpConstant %uint 4294967295
                %imax = OpConstant %int 2147483647
                %uhalf = OpConstant %uint 2147483647
                %i1 = OpConstant %int 1
                %main = OpFunction %void None %fn
                %e = OpLabel
                %p = POINTER
                %a = OpAtomicIAdd TYPE %p %u1 %u0 BIG
                %b = OpAtomicIAdd TYPE %p %u1 %u0 SMALL
                OpReturn
                OpFunctionEnd
                """.replace("TYPE", type).replace("POINTER", pointer).replace("BIG", big).replace("SMALL", small));
    }

    static Stream<Arguments> kernels() {
        String buf = "OpAccessChain %pu %buf %i0 %u0";
        String w = "OpCopyObject %pint %w";
        return Stream.of(Arguments.of(program("%uint", buf, "%umax", "%u2"), "buf", 1L),
                Arguments.of(program("%uint", buf, "%uhalf", "%u1"), "buf", 2147483648L),
                Arguments.of(program("%int", w, "%imax", "%i1"), "w", -2147483648L));
    }

    @ParameterizedTest
    @MethodSource("kernels")
    void thirtyTwoBitAtomicsWrapInTheChecker(Program p, String location, long expected) {
        Set<Outcome> outcomes = new AxiomaticChecker().check(p).allowedOutcomes();
        assertEquals(1, outcomes.size(), outcomes.toString());
        assertEquals(expected, outcomes.iterator().next().values().get(location), outcomes.toString());
    }

    @ParameterizedTest
    @MethodSource("kernels")
    void thirtyTwoBitAtomicsWrapInTheStepper(Program p, String location, long expected) {
        DebugSession s = DebugSession.load(p, LaunchOptions.DEFAULTS);
        s.run();
        assertEquals(expected, s.outcome().values().get(location), s.outcome().toString());
    }
}
