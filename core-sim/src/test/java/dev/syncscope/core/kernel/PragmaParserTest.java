package dev.syncscope.core.kernel;

import dev.syncscope.core.model.InputError;
import dev.syncscope.core.model.ValueKind;
import dev.syncscope.core.model.ValueLiteral;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class PragmaParserTest {

    @Test
    void everyPragmaIsRead() {
        LaunchPragmas p = PragmaParser.parse("k.comp", """
                // A kernel.
                //   @dispatch 2,3
                // @workgroup-size 8
                // @subgroup-size 4
                // @buffer data = 1, -2, 0x10, 5*3
                // @length data = 64
                // @alias data other
                // @chains on
                // @spec 0 = 16
                // @entry main
                // @budget 500
                // @expect race
                #version 450
                // @dispatch 9
                """, "//");
        assertEquals(List.of(2, 3, 1), p.dispatch());
        assertEquals(List.of(8, 1, 1), p.workgroupSize());
        assertEquals(4, p.subgroupSize());
        assertEquals(List.of(1L, -2L, 16L, 5L, 5L, 5L), bits(p.buffers().get("data")));
        assertEquals(Map.of("data", 64), p.lengths());
        assertEquals(List.of(List.of("data", "other")), p.aliases());
        assertTrue(p.chains());
        assertEquals(Map.of(0, 16L), p.specConstants());
        assertEquals("main", p.entryPoint());
        assertEquals(500, p.stepBudget());
        assertEquals("race", p.expectations().get(0).text());
        assertEquals(12, p.expectations().get(0).span().line());
        assertEquals(5, p.origins().get("data").line());
    }

    @Test
    void everyNameOfTheListIsAPragmaTheParserReads() {
        for (String name : PragmaParser.NAMES) {
            try {
                PragmaParser.parse("k.comp", "// @" + name + "\n", "//");
            } catch (InputError e) {
                assertFalse(e.getMessage().startsWith("unknown pragma"), e.getMessage());
            }
        }
    }

    @Test
    void floatBufferValuesAreStoredAsTheirBits() {
        LaunchPragmas p = PragmaParser.parse("k.comp", "// @buffer f = 1.5, -2f, 0xff, 3, NaN(0x7fc00001), -Infinity\n",
                "//");
        assertEquals(List.of((long) Float.floatToIntBits(1.5f), Float.floatToIntBits(-2f) & 0xffffffffL, 255L, 3L,
                0x7fc00001L, 0xff800000L), bits(p.buffers().get("f")));
        // a decimal integer is kept as written: a float location reads it as that number (3.0), a uint one as 3
        assertEquals(0x40400000L, p.buffers().get("f").get(3).bits(ValueKind.FLOAT32));
        assertEquals(3L, p.buffers().get("f").get(3).bits(ValueKind.INTEGER));
    }

    private static List<Long> bits(List<ValueLiteral> values) {
        return values.stream().map(ValueLiteral::bits).toList();
    }

    @Test
    void noPragmasGiveTheDefaults() {
        LaunchPragmas p = PragmaParser.parse("k.comp", "#version 450\n", "//");
        assertEquals(List.of(1, 1, 1), p.dispatch());
        assertNull(p.workgroupSize());
        assertEquals(32, p.subgroupSize());
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', textBlock = """
            // @dispatchh 2         | 1:5  | unknown pragma '@dispatchh'
            // @dispatch 0          | 1:14 | between 1 and
            // @dispatch 1,2,3,4    | 1:21 | at most three sizes
            // @dispatch x          | 1:14 | expected a size, found 'x'
            // @buffer data 1,2     | 1:17 | expected '='
            // @buffer data = 1,,2  | 1:21 | expected a value
            // @alias a             | 1:4  | at least two buffer names
            // @chains maybe        | 1:12 | expected 'on' or 'off'
            // @subgroup-size 4 4   | 1:21 | unexpected '4'
            // @subgroup-size 3     | 1:19 | expected a subgroup size that is a power of two (1, 2, 4, … 128, as Vulkan's subgroupSize), found 3
            // @subgroup-size 256   | 1:19 | expected a subgroup size between 1 and 128, found 256
            // @subgroup-size 0     | 1:19 | expected a subgroup size between 1 and 128, found 0
            // @                    | 1:5  | expected a pragma name
            // @length data = 0     | 1:19 | expected an element count between 1 and 1048576, found 0
            // @length data = -1    | 1:19 | expected an element count between 1 and 1048576, found -1
            // @length data = 2000000 | 1:19 | between 1 and 1048576, found 2000000
            """)
    void badPragmaIsAnInputErrorAtItsColumn(String line, String where, String message) {
        InputError e = assertThrows(InputError.class, () -> PragmaParser.parse("k.comp", line.strip() + "\n", "//"));
        assertEquals("k.comp:" + where, e.span().file() + ":" + e.span().line() + ":" + e.span().column(),
                e.getMessage());
        assertTrue(e.getMessage().contains(message), e.getMessage());
    }

    /** A pragma of one value given twice is refused at the second: the last one won with no word (session-85 audit). */
    @ParameterizedTest
    @CsvSource(delimiter = '|', textBlock = """
            // @dispatch 2          | // @dispatch 3          | @dispatch is given twice (first at line 1)
            // @buffer data = 1     | // @buffer data = 2     | @buffer data is given twice (first at line 1)
            // @subgroup-size 4     | // @subgroup-size 8     | @subgroup-size is given twice (first at line 1)
            // @length d = 2        | // @length d = 3        | @length d is given twice
            // @spec 1 = 2          | // @spec 1 = 3          | @spec 1 is given twice
            // @chains on           | // @chains off          | @chains is given twice
            // @budget 10           | // @budget 20           | @budget is given twice
            // @entry main          | // @entry other         | @entry is given twice
            """)
    void aPragmaOfOneValueGivenTwiceIsAnInputErrorAtTheSecond(String first, String second, String message) {
        InputError e = assertThrows(InputError.class,
                () -> PragmaParser.parse("k.comp", first.strip() + "\n" + second.strip() + "\n", "//"));
        assertEquals("k.comp:2:4", e.span().file() + ":" + e.span().line() + ":" + e.span().column(), e.getMessage());
        assertTrue(e.getMessage().contains(message), e.getMessage());
        // two different buffers, and two @spec ids, are two pragmas
        PragmaParser.parse("k.comp", "// @buffer a = 1\n// @buffer b = 2\n// @spec 1 = 2\n// @spec 2 = 3\n", "//");
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', textBlock = """
            // @buffer d = 1, 99999999999 | 1:19 | found 99999999999
            // @buffer d = -2147483649    | 1:16 | found -2147483649
            """)
    void aValueWiderThanItsThirtyTwoBitLocationIsAnInputErrorAtItsColumn(String line, String where, String found) {
        // since session 82 the pragma's parser keeps a wide value's column and the launch judges it, since a 64-bit
        // scalar's location takes one (SixtyFourBitMemoryTest); until then the parser refused every wide value
        InputError e = assertThrows(InputError.class, () -> KernelLoader.load("k.comp", line.strip() + """

                #version 450
                layout(local_size_x = 1) in;
                layout(binding = 0) buffer D { uint d[]; };
                void main() { d[0] = 1u; }
                """));
        assertEquals("k.comp:" + where, e.span().file() + ":" + e.span().line() + ":" + e.span().column(),
                e.getMessage());
        assertEquals("expected a 32-bit value (from -2147483648 to 4294967295), " + found, e.getMessage());
    }

    @Test
    void moreInitialValuesThanAFixedSizeBlockHoldsAreRefusedAtThePragma() {
        // the CLI audit: @buffer flag = 1,2,3,4,5 on a one-uint block invented flag[1..4]; a runtime array still grows
        InputError e = assertThrows(InputError.class, () -> KernelLoader.load("k.comp", """
                // @buffer flag = 1,2,3,4,5
                #version 450
                layout(local_size_x = 1) in;
                layout(binding = 0) buffer Flag { uint flag; };
                void main() { flag = 1u; }
                """));
        assertEquals("k.comp:1:12", e.span().toString());
        assertTrue(e.getMessage().contains("@buffer gives flag 5 values, but it holds 1 32-bit word"), e.getMessage());
        assertEquals(5, KernelLoader.load("k.comp", """
                // @buffer data = 1,2,3,4,5
                #version 450
                layout(local_size_x = 1) in;
                layout(binding = 0) buffer Data { uint data[]; };
                void main() { data[0] = 1u; }
                """).program().launch().references().get(0).length());
    }

    @Test
    void unknownBufferNameIsReportedAtThePragma() {
        InputError e = assertThrows(InputError.class, () -> KernelLoader.load("k.comp", """
                // @buffer nosuch = 1
                #version 450
                layout(local_size_x = 1) in;
                layout(binding = 0) buffer A { uint a[]; };
                void main() { a[0] = 1; }
                """));
        assertEquals(1, e.span().line());
        assertEquals(12, e.span().column());
        assertTrue(e.getMessage().contains("known: a"), e.getMessage());
    }

    @Test
    void workgroupSizePragmaMustAgreeWithTheShader() {
        InputError e = assertThrows(InputError.class, () -> KernelLoader.load("k.comp", """
                // @workgroup-size 2
                #version 450
                layout(local_size_x = 1) in;
                void main() { }
                """));
        assertEquals(1, e.span().line());
        assertTrue(e.getMessage().contains("workgroup size is 1,1,1"), e.getMessage());
    }
}
