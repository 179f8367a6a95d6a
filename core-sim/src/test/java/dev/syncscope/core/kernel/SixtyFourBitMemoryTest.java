package dev.syncscope.core.kernel;

import dev.syncscope.core.check.AxiomaticChecker;
import dev.syncscope.core.check.CheckResult;
import dev.syncscope.core.model.InputError;
import dev.syncscope.core.model.Outcome;
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
 * 64-bit scalars (GLSL {@code double}, {@code int64_t}, {@code uint64_t}, {@code dvec2}) in buffer and workgroup
 * memory: each one location holding its 64 bits, at the index of its low word (every access of it touches all 8 of
 * its bytes, VK MM "Memory Location", so they are ordered, made visible and race together); 64-bit atomics are one
 * location's read-modify-write. Until session 82 such a kernel was refused at load ("64-bit memory accesses are not
 * supported by the interpreter (its memory locations hold 32 bits)").
 */
class SixtyFourBitMemoryTest {

    private static Set<Map<String, Object>> checked(Program p) {
        CheckResult r = new AxiomaticChecker().check(p);
        return r.allowedOutcomes().stream().map(o -> o.shown(Outcome.UNDEFINED)).collect(Collectors.toSet());
    }

    @Test
    void doublesAndLongIntegersAreOneLocationEachShownAsTheirType() {
        // @buffer gives one value a location: d = 1.5, then twice (no value: 0), n, v. 1.5 × 2 = 3.0;
        // -((1 << 40) + 5) = -1099511627781; a uint64_t in unsigned decimal. The high word of each scalar is no
        // location (no B[1], B[3] …; std430 pads n, at bytes 16-23, to the dvec2 at 32: B[6] and B[7] are padding)
        Program p = CleanRun.program("d64.comp", """
                // @buffer B = 1.5
                #version 450
                #extension GL_EXT_shader_explicit_arithmetic_types_int64 : require
                layout(local_size_x = 1) in;
                layout(binding = 0) buffer B { double d; double twice; int64_t n; dvec2 v; uint64_t big; };
                void main() {
                    twice = d * 2.0lf;
                    n = -((1l << 40) + 5l);
                    v = dvec2(0.5lf, -2.0lf);
                    big = 0xFFFFFFFF00000001ul;
                }
                """);
        Map<String, Object> shown = CleanRun.outcome(p);
        assertEquals("1.5", shown.get("d"), shown::toString);
        assertEquals("3.0", shown.get("twice"), shown::toString);
        assertEquals(-1099511627781L, shown.get("n"), shown::toString);
        assertEquals("0.5", shown.get("v.x"), shown::toString);
        assertEquals("-2.0", shown.get("v.y"), shown::toString);
        assertEquals(new java.math.BigInteger("18446744069414584321"), shown.get("big"), shown::toString);
        for (int high : new int[] {1, 3, 5, 9, 11, 13}) {
            assertFalse(shown.containsKey("B[" + high + "]"), shown::toString);
        }
        assertTrue(shown.containsKey("B[6]"), shown::toString);
        assertEquals(Set.of(shown), checked(p));
    }

    @Test
    void sixtyFourBitAtomicsAddAndCompareTheWholeValue() {
        // two invocations add 1 to c = 0xFFFFFFFF: 0x100000001, a carry a 32-bit location would lose (it would
        // hold 1); atomicMin of uint64 compares unsigned: min(2^64 - 1, 7 + i) = 7; atomicAdd of a double: 2 × 0.25
        Program p = CleanRun.program("a64.comp", """
                // @buffer B = 0xFFFFFFFF, 0xFFFFFFFFFFFFFFFF, 0.0
                #version 450
                #extension GL_EXT_shader_explicit_arithmetic_types_int64 : require
                #extension GL_EXT_shader_atomic_int64 : require
                #extension GL_EXT_shader_atomic_float : require
                layout(local_size_x = 2) in;
                layout(binding = 0) buffer B { uint64_t c; uint64_t m; double f; };
                void main() {
                    atomicAdd(c, 1ul);
                    atomicMin(m, 7ul + uint64_t(gl_LocalInvocationID.x));
                    atomicAdd(f, 0.25lf);
                }
                """);
        Map<String, Object> shown = CleanRun.outcome(p);
        assertEquals(0x100000001L, shown.get("c"), shown::toString);
        assertEquals(7L, shown.get("m"), shown::toString);
        assertEquals("0.5", shown.get("f"), shown::toString);
        assertEquals(Set.of(shown), checked(p));
    }

    private static final String EXCHANGE = """
            #version 450
            #extension GL_EXT_shader_explicit_arithmetic_types_int64 : require
            layout(local_size_x = 2) in;
            shared uint64_t s[2];
            layout(binding = 0) buffer B { uint64_t got[2]; };
            void main() {
                uint i = gl_LocalInvocationID.x;
                s[i] = (1ul << 40) + uint64_t(i);
                %s
                got[i] = s[1u - i];
            }
            """;

    @Test
    void aBarrierOrdersAWorkgroupValueAndNeighbouringLongsDoNotConflict() {
        // VK MM Synchronizes-With (control barrier with WorkgroupMemory acquire-release): each invocation reads the
        // other's whole value in every execution; got[0] and got[1] are disjoint sets of memory locations, so the two
        // stores to them do not race (Data Race needs overlapping sets)
        CheckResult r = new AxiomaticChecker().check(CleanRun.program("x64.comp", EXCHANGE.formatted("barrier();")));
        assertTrue(r.consistentExecutions().stream().allMatch(e -> e.races().isEmpty()));
        Set<Map<String, Object>> outcomes = r.allowedOutcomes().stream().map(o -> o.shown(Outcome.UNDEFINED))
                .collect(Collectors.toSet());
        assertEquals(1, outcomes.size(), outcomes::toString);
        Map<String, Object> only = outcomes.iterator().next();
        assertEquals((1L << 40) + 1, only.get("got[0]"), only::toString);
        assertEquals(1L << 40, only.get("got[1]"), only::toString);
    }

    @Test
    void withoutTheBarrierTheValueRacesAndTheStepperSaysSo() {
        // VK MM Data Race: a store and a load of overlapping sets of memory locations, neither happening before the
        // other
        CheckResult r = new AxiomaticChecker().check(CleanRun.program("x64.comp", EXCHANGE.formatted("")));
        assertTrue(r.consistentExecutions().stream().anyMatch(e -> !e.races().isEmpty()));
        String said = CleanRun.runDiagnostics(CleanRun.program("x64.comp", EXCHANGE.formatted("")));
        assertTrue(said.contains("race") && said.contains("s[1]"), said);
    }

    @Test
    void anAccessPastTheEndOfADoubleArrayNamesTheElement() {
        // element 1 of one double is word 2: until session 83 the fault said d[2] (it has 2 locations)
        String said = CleanRun.runDiagnostics(CleanRun.program("oob64.comp", """
                // @length d = 1
                #version 450
                layout(local_size_x = 2) in;
                layout(binding = 0) buffer B { double d[]; };
                void main() { d[gl_LocalInvocationID.x] = 0.5lf; }
                """));
        assertTrue(said.contains("out-of-bounds access d[1] (past the end of d, which holds 8 bytes)"), said);
    }

    @Test
    void aBufferHoldingALongAliasesNone() {
        // another buffer's 32-bit view of the high word would be another location: refused, naming the scalar
        InputError e = assertThrows(InputError.class, () -> CleanRun.program("alias64.comp", """
                // @alias a b
                #version 450
                #extension GL_EXT_shader_explicit_arithmetic_types_int64 : require
                layout(local_size_x = 1) in;
                layout(binding = 0) buffer A { uint64_t x; uint y; } a;
                layout(binding = 1) buffer W { uint w[2]; } b;
                void main() { a.x = 1ul; b.w[1] = 2u; }
                """));
        assertTrue(e.getMessage().contains("holds a 64-bit scalar (a.x), and such a buffer cannot alias another"),
                e.getMessage());
    }

    @Test
    void aStrippedModulesLongsAreOneLocationEachToo() {
        // no OpMemberName (a stripped .spv): the words keep their index names, b[0] the uint64_t and b[2] the
        // double, shown as one; their high words b[1] and b[3] are no locations. 2 atomic adds of 1; 0.25 + 0.5
        Program p = CleanRun.program("stripped.spvasm", """
                OpCapability Shader
                OpCapability Int64
                OpCapability Float64
                OpCapability Int64Atomics
                OpMemoryModel Logical GLSL450
                OpEntryPoint GLCompute %main "main"
                OpExecutionMode %main LocalSize 1 1 1
                OpDecorate %B Block
                OpMemberDecorate %B 0 Offset 0
                OpMemberDecorate %B 1 Offset 8
                OpDecorate %b DescriptorSet 0
                OpDecorate %b Binding 0
                %void = OpTypeVoid
                %fn = OpTypeFunction %void
                %uint = OpTypeInt 32 0
                %ulong = OpTypeInt 64 0
                %double = OpTypeFloat 64
                %B = OpTypeStruct %ulong %double
                %pB = OpTypePointer StorageBuffer %B
                %b = OpVariable %pB StorageBuffer
                %pul = OpTypePointer StorageBuffer %ulong
                %pd = OpTypePointer StorageBuffer %double
                %u0 = OpConstant %uint 0
                %u1 = OpConstant %uint 1
                %sem = OpConstant %uint 0
                %one = OpConstant %ulong 1
                %half = OpConstant %double 0.5
                %quarter = OpConstant %double 0.25
                %main = OpFunction %void None %fn
                %e = OpLabel
                %pc = OpAccessChain %pul %b %u0
                %o1 = OpAtomicIAdd %ulong %pc %u1 %sem %one
                %o2 = OpAtomicIAdd %ulong %pc %u1 %sem %one
                %pf = OpAccessChain %pd %b %u1
                OpStore %pf %quarter
                %v = OpLoad %double %pf
                %w = OpFAdd %double %v %half
                OpStore %pf %w
                OpReturn
                OpFunctionEnd
                """);
        Map<String, Object> shown = CleanRun.outcome(p);
        assertEquals(2L, shown.get("b[0]"), shown::toString);
        assertEquals("0.75", shown.get("b[2]"), shown::toString);
        assertFalse(shown.containsKey("b[1]") || shown.containsKey("b[3]"), shown::toString);
    }

    @Test
    void r64uiImageTexelsAreOneLocationAndTakeImageAtomics() {
        // VUID-StandaloneSpirv-OpImageTexelPointer-04658 allows R64ui image atomics: imageAtomicMin of
        // (depth << 32) | id by two invocations from 2^64 - 1 keeps (3 << 32) | 1 = 12884901889 in every execution
        // (compared on the low words alone, 0 < 1 would keep the far hit's id); an imageStore and imageLoad of an
        // i64image1D hold -5 whole. Texels are named img[x], @buffer gives one value a texel, and the texels' high
        // words are no locations
        Program p = CleanRun.program("r64.comp", """
                // @buffer best = 0xFFFFFFFFFFFFFFFF, 0xFFFFFFFFFFFFFFFF
                #version 450
                #extension GL_EXT_shader_explicit_arithmetic_types_int64 : require
                #extension GL_EXT_shader_image_int64 : require
                layout(local_size_x = 2) in;
                layout(binding = 0, r64ui) uniform u64image1D best;
                layout(binding = 1, r64i) uniform i64image1D s;
                layout(binding = 2) buffer B { int64_t back; };
                void main() {
                    uint id = gl_LocalInvocationID.x;
                    uint depth = id == 0u ? 5u : 3u;
                    imageAtomicMin(best, 0, (uint64_t(depth) << 32) | uint64_t(id));
                    if (id == 1u) {
                        imageStore(s, 1, i64vec4(-5l));
                        back = imageLoad(s, 1).x;
                    }
                }
                """);
        Map<String, Object> shown = CleanRun.outcome(p);
        assertEquals(12884901889L, shown.get("best[0]"), shown::toString);
        assertEquals(new java.math.BigInteger("18446744073709551615"), shown.get("best[1]"), shown::toString);
        assertEquals(-5L, shown.get("s[1]"), shown::toString);
        assertEquals(-5L, shown.get("back"), shown::toString);
        // two texels each (one per invocation), each one location: no third name for a high word
        assertEquals(Set.of("best[0]", "best[1]", "s[0]", "s[1]"), shown.keySet().stream()
                .filter(k -> k.startsWith("best[") || k.startsWith("s[")).collect(Collectors.toSet()), shown::toString);
        assertEquals(Set.of(shown), checked(p));
    }

    @Test
    void anR64uiImageAtomicMaxComparesAllSixtyFourBits() {
        // imageAtomicMax of uint64: max(5 << 32, (3 << 32) | 1) = 5 << 32 = 21474836480, a comparison a 32-bit texel
        // would make on the low words alone (0 < 1, the wrong hit)
        Program p = CleanRun.program("max64.comp", """
                #version 450
                #extension GL_EXT_shader_explicit_arithmetic_types_int64 : require
                #extension GL_EXT_shader_image_int64 : require
                layout(local_size_x = 2) in;
                layout(binding = 0, r64ui) uniform u64image1D best;
                void main() {
                    uint id = gl_LocalInvocationID.x;
                    uint depth = id == 0u ? 5u : 3u;
                    imageAtomicMax(best, 0, (uint64_t(depth) << 32) | uint64_t(id));
                }
                """);
        Map<String, Object> shown = CleanRun.outcome(p);
        assertEquals(21474836480L, shown.get("best[0]"), shown::toString);
        assertEquals(0L, shown.get("best[1]"), shown::toString);
        assertEquals(Set.of(shown), checked(p));
    }

    @Test
    void hlslStructuredBuffersOfLongsAndDoublesRunToo() {
        // (3 << 32) | 0 = 12884901888 and (4 << 32) | 1 = 17179869185; the bundled compiler has no 64-bit Interlocked
        Map<String, Object> shown = CleanRun.outcome(CleanRun.program("w64.hlsl", """
                RWStructuredBuffer<uint64_t> counters : register(u0);
                RWStructuredBuffer<double> values : register(u1);
                [numthreads(2, 1, 1)]
                void main(uint3 id : SV_DispatchThreadID) {
                    uint64_t v = id.x + 3;
                    counters[id.x] = (v << 32) | id.x;
                    values[id.x] = double(id.x) * 0.5;
                }
                """));
        assertEquals(12884901888L, shown.get("counters[0]"), shown::toString);
        assertEquals(17179869185L, shown.get("counters[1]"), shown::toString);
        assertEquals("0.5", shown.get("values[1]"), shown::toString);
    }

    @Test
    void bufferValuesOfSixtyFourBitsInitialiseSixtyFourBitScalarsOnly() {
        // @buffer gives a 64-bit scalar any 64-bit value: a double's bits, a decimal past 2^32, 2^64 - 1 in decimal
        Map<String, Object> shown = CleanRun.outcome(CleanRun.program("init64.comp", """
                // @buffer B = 0x3FF8000000000000, 12884901889, 18446744073709551615, 7
                #version 450
                #extension GL_EXT_shader_explicit_arithmetic_types_int64 : require
                layout(local_size_x = 1) in;
                layout(binding = 0) buffer B { double d; int64_t n; uint64_t u; uint small; };
                void main() { small += 1u; }
                """));
        assertEquals("1.5", shown.get("d"), shown::toString);
        assertEquals(12884901889L, shown.get("n"), shown::toString);
        assertEquals(new java.math.BigInteger("18446744073709551615"), shown.get("u"), shown::toString);
        assertEquals(8L, shown.get("small"), shown::toString);
        // the same wide value for the 32-bit member is refused at its column
        InputError e = assertThrows(InputError.class, () -> CleanRun.program("wide.comp", """
                // @buffer B = 1.5, 2, 3, 12884901889
                #version 450
                #extension GL_EXT_shader_explicit_arithmetic_types_int64 : require
                layout(local_size_x = 1) in;
                layout(binding = 0) buffer B { double d; int64_t n; uint64_t u; uint small; };
                void main() { small += 1u; }
                """));
        assertEquals("wide.comp:1:27", e.span().toString(), e.toString());
        assertTrue(e.getMessage().contains("expected a 32-bit value"), e.getMessage());
    }

    @Test
    void aSixtyFourBitMemberOffTheEightByteGridFaultsAtItsAccess() {
        // a hand-written Offset of 4 for a double (Vulkan's layouts align it to 8) would overlap the next word
        String said = CleanRun.runDiagnostics(CleanRun.program("mis.spvasm", """
                OpCapability Shader
                OpCapability Float64
                OpMemoryModel Logical GLSL450
                OpEntryPoint GLCompute %main "main"
                OpExecutionMode %main LocalSize 1 1 1
                OpDecorate %B Block
                OpMemberDecorate %B 0 Offset 0
                OpMemberDecorate %B 1 Offset 4
                OpDecorate %b DescriptorSet 0
                OpDecorate %b Binding 0
                %void = OpTypeVoid
                %fn = OpTypeFunction %void
                %uint = OpTypeInt 32 0
                %double = OpTypeFloat 64
                %B = OpTypeStruct %uint %double
                %pB = OpTypePointer StorageBuffer %B
                %b = OpVariable %pB StorageBuffer
                %pd = OpTypePointer StorageBuffer %double
                %u1 = OpConstant %uint 1
                %half = OpConstant %double 0.5
                %main = OpFunction %void None %fn
                %e = OpLabel
                %pf = OpAccessChain %pd %b %u1
                OpStore %pf %half
                OpReturn
                OpFunctionEnd
                """));
        assertTrue(said.contains("unaligned access at byte 4 of b"), said);
    }
}
