package dev.syncscope.core.kernel;

import dev.syncscope.core.model.InputError;
import dev.syncscope.core.model.Program;
import org.junit.jupiter.api.Test;

import java.math.BigInteger;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * An {@code @buffer} value is held as the kernel's own store of it would leave it ({@code Pointers.toMemory}: an
 * unsigned integer zero-extended, a signed one sign-extended, each to its width), since SPIR-V's OpTypeInt signedness
 * is how its operations read the bits, not a different value in memory. Until session 84 a value was kept as written:
 * {@code -1} in a {@code uint} was shown and listed as -1 while the kernel's own store of the same bits was 4294967295,
 * so {@code @expect final data = 4294967295} failed on a location the kernel never wrote.
 */
class BufferValueFormsTest {

    private static final String KERNEL = """
            // @dispatch 1
            // @buffer B = %s
            #version 450
            #extension GL_EXT_shader_explicit_arithmetic_types : require
            layout(local_size_x = 1) in;
            layout(binding = 0) buffer B { uint u; int i; uint8_t u8; int8_t i8; int16_t i16; int64_t i64;
                                          uint64_t u64; };
            void main() {
            }
            """;

    @Test
    void bufferIntegersAreHeldZeroExtendedWhenUnsignedAndSignExtendedWhenSigned() {
        Program p = CleanRun.program("forms.comp", KERNEL.formatted("-1, 4294967295, -1, 255, 65535, -1, -1"));
        Map<String, Object> shown = CleanRun.outcome(p);
        assertEquals(4294967295L, shown.get("u"));
        assertEquals(-1L, shown.get("i"));
        assertEquals(255L, shown.get("u8"));
        assertEquals(-1L, shown.get("i8"));
        assertEquals(-1L, shown.get("i16"));
        assertEquals(-1L, shown.get("i64"));
        assertEquals(new BigInteger("18446744073709551615"), shown.get("u64"));
        // the exhaustive check's initial values are the same ones
        assertEquals(java.util.Set.of(shown), CleanRun.raceFreeOutcomes(p));
    }

    @Test
    void valuesAlreadyInTheirTypesRangeAreKeptAsWritten() {
        Program p = CleanRun.program("kept.comp", KERNEL.formatted("7, -7, 200, -100, -30000, -5, 5"));
        Map<String, Object> shown = CleanRun.outcome(p);
        assertEquals(Map.of("u", 7L, "i", -7L, "u8", 200L, "i8", -100L, "i16", -30000L, "i64", -5L, "u64", 5L),
                shown);
    }

    @Test
    void twoAliasedBuffersMayGiveOneWordAsTheSameBitsWrittenSignedAndUnsigned() {
        // one allocation seen as an int and as a uint: -1 and 4294967295 are the same 32 bits, no conflict
        Program p = CleanRun.program("alias.comp", """
                // @dispatch 1
                // @alias s u
                // @buffer s = -1
                // @buffer u = 4294967295
                #version 450
                layout(local_size_x = 1) in;
                layout(binding = 0) buffer S { int s; };
                layout(binding = 1) buffer U { uint u; };
                void main() {
                }
                """);
        assertEquals(1, CleanRun.raceFreeOutcomes(p).size());
        // two different values still conflict
        InputError e = assertThrows(InputError.class, () -> CleanRun.program(
                "alias2.comp", """
                // @dispatch 1
                // @alias s u
                // @buffer s = -1
                // @buffer u = 4294967294
                #version 450
                layout(local_size_x = 1) in;
                layout(binding = 0) buffer S { int s; };
                layout(binding = 1) buffer U { uint u; };
                void main() {
                }
                """));
        assertTrue(e.getMessage().contains("two initial values"), e.getMessage());
    }
}
