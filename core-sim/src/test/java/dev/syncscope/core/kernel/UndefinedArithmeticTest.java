package dev.syncscope.core.kernel;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Integer arithmetic SPIR-V leaves undefined (the session-85 audit: each went on with a made-up 0, and check said OK).
 * OpUDiv, OpSDiv, OpUMod, OpSRem, OpSMod: "Behavior is undefined if Operand 2 is 0": undefined behaviour, so the
 * invocation faults there. OpShiftLeftLogical, OpShiftRightLogical, OpShiftRightArithmetic: "The resulting value is
 * undefined if Shift is greater than or equal to the bit width of the components of Base": an undefined value, reported
 * where it is stored or decides what the invocation does. The operands come from a buffer, so glslang cannot fold them.
 */
class UndefinedArithmeticTest {

    private static final String KERNEL = """
            // @buffer B = %s
            #version 450
            layout(local_size_x = 1) in;
            layout(binding = 0) buffer B { uint u; int i; uint r; int s; uvec2 v; };
            void main() {
                %s
            }
            """;

    @ParameterizedTest(name = "{1}")
    @CsvSource(delimiter = '|', textBlock = """
            0, 0      | r = 7u / u;
            0, 0      | r = 7u % u;
            0, 0      | s = 7 / i;
            0, 0      | s = 7 % i;
            """)
    void aDivisionOrRemainderByZeroFaultsAtItsLine(String values, String statement) {
        String said = CleanRun.runDiagnostics(CleanRun.program("div.comp", KERNEL.formatted(values, statement)));
        assertTrue(said.contains("FAULT") && said.contains("div.comp:6: division by zero"), said);
    }

    @Test
    void aDivisionByANonZeroValueDoesNotFault() {
        String said = CleanRun.runDiagnostics(CleanRun.program("div.comp", KERNEL.formatted("2, -3", "r = 7u / u; s = 7 % i;")));
        assertFalse(said.contains("FAULT"), said);
    }

    @ParameterizedTest(name = "{1}")
    @CsvSource(delimiter = '|', textBlock = """
            32, 0     | r = 1u << u;                 | OpShiftLeftLogical by 32 bits
            40, 0     | r = 0xFFu >> u;              | OpShiftRightLogical by 40 bits
            0, 33     | s = -8 >> i;                 | OpShiftRightArithmetic by 33 bits
            0, 0      | v = uvec2(1u) << uvec2(u + 1u, 32u + u); | OpShiftLeftLogical by 32 bits
            """)
    void aShiftByTheValuesWidthOrMoreMakesAnUndefinedValue(String values, String statement, String what) {
        String said = CleanRun.runDiagnostics(CleanRun.program("shift.comp", KERNEL.formatted(values, statement)));
        assertTrue(said.contains("uses the undefined value of " + what + ", as many as its value has or more at"
                + " shift.comp:6"), said);
    }

    /** Per component: a lane shifted less than the width stays defined (the session-85 review: the whole vector was not). */
    @Test
    void aVectorShiftIsUndefinedOnlyInTheLanesShiftedTooFar() {
        String said = CleanRun.runDiagnostics(CleanRun.program("shift.comp",
                KERNEL.formatted("0, 0", "uvec2 t = uvec2(1u) << uvec2(u + 1u, 32u + u); r = t.x;")));
        assertFalse(said.contains("undefined"), said);
        String other = CleanRun.runDiagnostics(CleanRun.program("shift.comp",
                KERNEL.formatted("0, 0", "uvec2 t = uvec2(1u) << uvec2(u + 1u, 32u + u); r = t.y;")));
        assertTrue(other.contains("undefined value of OpShiftLeftLogical by 32 bits"), other);
    }

    @Test
    void aShiftByLessThanTheWidthIsDefined() {
        String said = CleanRun.runDiagnostics(CleanRun.program("shift.comp",
                KERNEL.formatted("31, 31", "r = 1u << u; s = -8 >> i;")));
        assertFalse(said.contains("undefined"), said);
    }

    /**
     * A specialization constant computed by such arithmetic is refused when the kernel is loaded, named by the constant:
     * a constant holds no undefined value (the shift was silently 0, the session-85 review).
     */
    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            const uint S = 1u << D;  | 32 | by as many bits as its value has or more
            const uint S = 7u / D;   | 0  | division by zero
            """)
    void aSpecializationConstantMadeUndefinedIsRefused(String declaration, String d, String message) {
        String kernel = """
                #version 450
                layout(local_size_x = 1) in;
                layout(constant_id = 0) const uint D = %s;
                %s
                layout(binding = 0) buffer B { uint r; };
                void main() { if (D != 0u && D < 32u) { r = S; } }
                """.formatted(d + "u", declaration);
        dev.syncscope.core.model.InputError e = org.junit.jupiter.api.Assertions.assertThrows(
                dev.syncscope.core.model.InputError.class, () -> CleanRun.program("spec.comp", kernel));
        assertTrue(e.getMessage().contains(message) && e.getMessage().contains("OpSpecConstantOp"), e.getMessage());
    }
}
