package dev.syncscope.core.kernel;

import dev.syncscope.core.check.AxiomaticChecker;
import dev.syncscope.core.check.CheckResult;
import dev.syncscope.core.model.InputError;
import dev.syncscope.core.model.Program;
import org.junit.jupiter.api.Test;

import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * 8- and 16-bit integers ({@code uint8_t}, {@code int8_t}, {@code uint16_t}, {@code int16_t}) in buffer and workgroup
 * memory: such memory has a location per scalar, indexed by byte (VK MM "Memory Location": a location is 8 bits, and
 * every access SPIR-V makes touches a whole scalar), so neighbouring bytes written by two invocations do not race and
 * a store and a load of one element do. Until session 83 such a kernel was refused at load ("8-bit memory accesses are
 * not supported by the interpreter (its memory locations hold 32 bits)").
 */
class NarrowMemoryTest {

    @Test
    void neighbouringBytesAreDistinctLocationsAndDoNotRace() {
        // VK MM Memory Location and Data Race: four invocations store four neighbouring bytes of one word; their sets
        // of locations are disjoint, so no two race, and each byte keeps its own value (300 wraps to 44)
        Program p = CleanRun.program("bytes.comp", """
                #version 450
                #extension GL_EXT_shader_8bit_storage : require
                #extension GL_EXT_shader_explicit_arithmetic_types_int8 : require
                layout(local_size_x = 4) in;
                layout(binding = 0) buffer B { uint8_t bytes[4]; };
                void main() {
                    uint i = gl_LocalInvocationID.x;
                    bytes[i] = uint8_t(i * 100u);
                }
                """);
        Map<String, Object> shown = CleanRun.outcome(p);
        assertEquals(Map.of("bytes[0]", 0L, "bytes[1]", 100L, "bytes[2]", 200L, "bytes[3]", 44L),
                shown.entrySet().stream().filter(e -> e.getKey().startsWith("bytes"))
                        .collect(Collectors.toMap(Map.Entry::getKey, Map.Entry::getValue)));
        assertEquals(Set.of(shown), CleanRun.raceFreeOutcomes(p));
    }

    private static final String EXCHANGE = """
            #version 450
            #extension GL_EXT_shader_16bit_storage : require
            #extension GL_EXT_shader_explicit_arithmetic_types_int16 : require
            layout(local_size_x = 2) in;
            shared int16_t s[2];
            layout(binding = 0) buffer B { int got[2]; };
            void main() {
                uint i = gl_LocalInvocationID.x;
                s[i] = int16_t(-1000 - int(i));
                %s
                got[i] = int(s[1u - i]);
            }
            """;

    @Test
    void aBarrierHandsA16BitWorkgroupValueAcrossSignExtended() {
        // VK MM Synchronizes-With (control barrier, WorkgroupMemory acquire-release): each reads the other's element in
        // every execution; an int16_t -1001 is sign-extended to the int -1001
        Program p = CleanRun.program("x16.comp", EXCHANGE.formatted("barrier();"));
        Set<Map<String, Object>> outcomes = CleanRun.raceFreeOutcomes(p);
        assertEquals(1, outcomes.size(), outcomes::toString);
        Map<String, Object> only = outcomes.iterator().next();
        assertEquals(-1001L, only.get("got[0]"), only::toString);
        assertEquals(-1000L, only.get("got[1]"), only::toString);
        assertEquals(-1000L, only.get("s[0]"), only::toString);
        assertEquals(only, CleanRun.outcome(p));
    }

    @Test
    void withoutTheBarrierA16BitStoreAndLoadOfOneElementRace() {
        // VK MM Data Race: a store and a load of the same memory locations, neither happening before the other
        Program p = CleanRun.program("x16.comp", EXCHANGE.formatted(""));
        CheckResult r = new AxiomaticChecker().check(p);
        assertTrue(r.consistentExecutions().stream().anyMatch(e -> !e.races().isEmpty()));
        String said = CleanRun.runDiagnostics(p);
        assertTrue(said.contains("DATA_RACE") && said.contains("s[1]"), said);
    }

    @Test
    void aBlockOfMixedWidthsNamesEachScalarOnceAndReadsBufferValuesByWidth() {
        // one location per scalar at its byte offset: a (byte 0), b (4), c (8), d (10); no location for the padding
        // bytes 1-3 or for the bytes inside b. @buffer gives one value a scalar: a = 250, b = 70000, c = 65535, d = -2
        Program p = CleanRun.program("mixed.comp", """
                // @buffer M = 250, 70000, 65535, -2
                #version 450
                #extension GL_EXT_shader_8bit_storage : require
                #extension GL_EXT_shader_16bit_storage : require
                #extension GL_EXT_shader_explicit_arithmetic_types : require
                layout(local_size_x = 1) in;
                layout(binding = 0) buffer M { uint8_t a; uint b; uint16_t c; int16_t d; };
                layout(binding = 1) buffer O { uint sum; int neg; };
                void main() {
                    sum = uint(a) + b + uint(c);
                    c = c + uint16_t(1);
                    neg = int(d) * 3;
                    a = uint8_t(a + uint8_t(10));
                }
                """);
        Map<String, Object> shown = CleanRun.outcome(p);
        assertEquals(250L + 70000 + 65535, shown.get("sum"), shown::toString);
        assertEquals(-6L, shown.get("neg"), shown::toString);
        assertEquals(0L, shown.get("c"), shown::toString);
        assertEquals(4L, shown.get("a"), shown::toString);
        assertEquals(-2L, shown.get("d"), shown::toString);
        assertFalse(shown.keySet().stream().anyMatch(k -> k.startsWith("M[")), shown::toString);
        assertEquals(Set.of(shown), CleanRun.raceFreeOutcomes(p));
    }

    @Test
    void aBufferValueWiderThanItsScalarIsRefusedAtItsColumn() {
        InputError e = assertThrows(InputError.class, () -> CleanRun.program("wide.comp", """
                // @buffer v = 1, 300
                #version 450
                #extension GL_EXT_shader_8bit_storage : require
                layout(local_size_x = 1) in;
                layout(binding = 0) buffer B { uint8_t v[2]; };
                layout(binding = 1) buffer O { uint r; };
                void main() { r = uint(v[1]); }
                """));
        assertTrue(e.getMessage().contains("expected an 8-bit value (from -128 to 255), found 300"), e.getMessage());
        assertEquals(new dev.syncscope.core.model.SourceSpan("wide.comp", 1, 19), e.span());
    }

    @Test
    void aRuntimeArrayOfBytesHasItsLengthInElements() {
        // OpArrayLength: the buffer's bytes over the stride, 10 uint8_t elements
        Map<String, Object> shown = CleanRun.outcome(CleanRun.program("len.comp", """
                // @length bytes = 10
                #version 450
                #extension GL_EXT_shader_8bit_storage : require
                layout(local_size_x = 1) in;
                layout(binding = 0) buffer B { uint8_t bytes[]; };
                layout(binding = 1) buffer O { uint n; };
                void main() { n = uint(bytes.length()); }
                """));
        assertEquals(10L, shown.get("n"), shown::toString);
    }

    @Test
    void anAccessPastTheEndNamesTheElementNotTheByte() {
        // h[2] of two uint16_t is byte 4: the fault names the element as the source does, and the buffer's bytes
        String said = CleanRun.runDiagnostics(CleanRun.program("oob16.comp", """
                // @length h = 2
                #version 450
                #extension GL_EXT_shader_16bit_storage : require
                #extension GL_EXT_shader_explicit_arithmetic_types_int16 : require
                layout(local_size_x = 3) in;
                layout(binding = 0) buffer B { uint16_t h[]; };
                void main() { h[gl_LocalInvocationID.x] = uint16_t(1); }
                """));
        assertTrue(said.contains("out-of-bounds access h[2] (past the end of h, which holds 4 bytes)"), said);
    }

    @Test
    void anAccessPastAFixedArraysEndNamesTheByteAndAnIndexLandingInsideAWiderMemberFaults() {
        // h[4] of four uint16_t is byte 8, past the buffer; a[5] of four uint8_t is byte 5, inside w (bytes 4-7),
        // where no 8-bit scalar starts: as one location of its own it would race with nothing (VK MM Data Race needs
        // the overlapping sets of locations that w's store has). Its subscript is past the declared size (GLSL:
        // undefined behavior), which faults at the index since session 84 when the element is inside the buffer
        String kernel = """
                // @buffer K = 0, 0, 0
                #version 450
                #extension GL_EXT_shader_8bit_storage : require
                #extension GL_EXT_shader_16bit_storage : require
                #extension GL_EXT_shader_explicit_arithmetic_types_int16 : require
                layout(local_size_x = 1) in;
                layout(binding = 0) buffer K { uint8_t a[4]; uint w; uint k; };
                layout(binding = 1) buffer H { uint16_t h[4]; };
                void main() {
                    %s
                }
                """;
        String pastSaid = CleanRun.runDiagnostics(CleanRun.program("fixed.comp",
                kernel.formatted("h[k + 4u] = uint16_t(1);")));
        assertTrue(pastSaid.contains(
                "out-of-bounds access byte 8 of h (past the end of h, which holds 8 bytes)"),
                () -> pastSaid);
        String insideSaid = CleanRun.runDiagnostics(CleanRun.program("inside.comp",
                kernel.formatted("a[k + 5u] = uint8_t(7);")));
        assertTrue(insideSaid.contains("index 5 out of bounds (size 4)"), () -> insideSaid);
    }

    @Test
    void aSixteenBitAtomicIsRefusedAtLoad() {
        // Vulkan's atomics are of 32- and 64-bit scalars (spirv-val: "needs to be a 32-bit int"); run as a 16-bit
        // location's it held 65536 after adding 1 to 65535
        String text = """
                OpCapability Shader
                OpCapability Int16
                OpCapability StorageBuffer16BitAccess
                OpExtension "SPV_KHR_16bit_storage"
                OpMemoryModel Logical GLSL450
                OpEntryPoint GLCompute %main "main"
                OpExecutionMode %main LocalSize 1 1 1
                OpDecorate %B Block
                OpMemberDecorate %B 0 Offset 0
                OpDecorate %b DescriptorSet 0
                OpDecorate %b Binding 0
                %void = OpTypeVoid
                %fn = OpTypeFunction %void
                %uint = OpTypeInt 32 0
                %ushort = OpTypeInt 16 0
                %B = OpTypeStruct %ushort
                %pB = OpTypePointer StorageBuffer %B
                %b = OpVariable %pB StorageBuffer
                %ps = OpTypePointer StorageBuffer %ushort
                %u0 = OpConstant %uint 0
                %u1 = OpConstant %uint 1
                %one = OpConstant %ushort 1
                %main = OpFunction %void None %fn
                %e = OpLabel
                %p = OpAccessChain %ps %b %u0
                %old = OpAtomicIAdd %ushort %p %u1 %u0 %one
                OpReturn
                OpFunctionEnd
                """;
        InputError e = assertThrows(InputError.class, () -> CleanRun.program("at16.spvasm", text));
        assertEquals("OpAtomicIAdd of a 16-bit integer: Vulkan's atomic instructions operate on 32-bit or 64-bit"
                + " integers only", e.getMessage());
        assertEquals(text.lines().toList().indexOf("%old = OpAtomicIAdd %ushort %p %u1 %u0 %one") + 1, e.span().line());
    }

    @Test
    void aBufferOfBytesAliasesNone() {
        // another buffer's 32-bit view of its bytes would be other locations: refused, naming the buffer
        InputError e = assertThrows(InputError.class, () -> CleanRun.program("alias8.comp", """
                // @alias a b
                #version 450
                #extension GL_EXT_shader_8bit_storage : require
                layout(local_size_x = 1) in;
                layout(binding = 0) buffer A { uint8_t x[4]; } a;
                layout(binding = 1) buffer W { uint w; } b;
                void main() { a.x[1] = uint8_t(1); b.w = 2u; }
                """));
        assertTrue(e.getMessage().contains("buffer a holds 8- or 16-bit scalars, and such a buffer cannot alias"),
                e.getMessage());
    }
}
