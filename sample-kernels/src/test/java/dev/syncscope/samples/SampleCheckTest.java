package dev.syncscope.samples;

import dev.syncscope.core.model.InputError;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Wrong expectations fail: the checks are not vacuous. */
class SampleCheckTest {

    private static final String RELAXED_MP = """
            // Relaxed message passing
            //
            // @dispatch 2
            %s
            #version 450
            #pragma use_vulkan_memory_model
            #extension GL_KHR_memory_scope_semantics : require
            layout(local_size_x = 1) in;
            layout(binding = 0) nonprivate buffer Data { uint data; };
            layout(binding = 1) buffer Flag { uint flag; };
            layout(binding = 2) buffer Result { uint result; };
            void main() {
                if (gl_WorkGroupID.x == 0) {
                    data = 42;
                    atomicStore(flag, 1u, gl_ScopeDevice, gl_StorageSemanticsBuffer, gl_SemanticsRelaxed);
                } else if (atomicLoad(flag, gl_ScopeDevice, gl_StorageSemanticsBuffer, gl_SemanticsRelaxed) == 1) {
                    result = data + 1;
                }
            }
            """;

    private static Map<String, Boolean> verdicts(String... expectations) {
        String header = java.util.Arrays.stream(expectations).map(e -> "// @expect " + e)
                .collect(Collectors.joining("\n"));
        List<Verdict> vs = SampleCheck.check(Sample.parse("mp.comp", RELAXED_MP.formatted(header)));
        return vs.stream().filter(v -> v.span().line() > 0 && !v.expectation().contains("cross-check"))
                .collect(Collectors.toMap(Verdict::expectation, Verdict::pass));
    }

    @Test
    void trueClaimsAboutARacyProgramPass() {
        Map<String, Boolean> v = verdicts("race data", "possible final result = 1", "never final result = 7",
                "stale 22", "no-race result", "no-diagnostic DEADLOCK");
        assertEquals(6, v.size(), v::toString);
        assertTrue(v.values().stream().allMatch(b -> b), v::toString);
    }

    @Test
    void falseClaimsAboutARacyProgramFail() {
        Map<String, Boolean> v = verdicts("no-race", "no-race data", "final result = 43", "never final result = 1",
                "possible final result = 42", "no-stale", "stale 14", "diagnostic SPIN", "stepper race result");
        assertEquals(9, v.size(), v::toString);
        assertTrue(v.values().stream().noneMatch(b -> b), v::toString);
    }

    private static InputError badInput(String expectation) {
        return assertThrows(InputError.class, () -> SampleCheck.check(Sample.parse("mp.comp",
                RELAXED_MP.formatted("// @expect " + expectation))));
    }

    @Test
    void aClaimOnANameTheKernelDoesNotHaveIsBadInputInsteadOfHoldingVacuously() {
        // "never" and "no-race" hold of any kernel for a name it does not have: a mistake in the file (exit 2)
        InputError fin = badInput("never final reslt = 1");
        assertEquals("mp.comp:4", fin.span().file() + ":" + fin.span().line());
        assertEquals("@expect never final reslt = 1: no value named reslt in the outcomes (they show data, flag,"
                + " result)", fin.getMessage());
        InputError stepper = badInput("stepper never final reslt = 1");
        assertTrue(stepper.getMessage().endsWith("no value named reslt in the outcomes (they show data, flag, result)"),
                stepper.getMessage());
        InputError race = badInput("no-race dta");
        assertEquals(4, race.span().line());
        assertEquals("@expect no-race dta: no buffer, shared variable or member named dta (known: data, flag, result)",
                race.getMessage());
    }

    @Test
    void aStaleOrDiagnosticClaimOnALineOutsideTheFileIsBadInput() {
        int lines = RELAXED_MP.formatted("// @expect stale 999").split("\n").length;
        InputError stale = badInput("stale 999");
        assertEquals(4, stale.span().line());
        assertEquals("@expect stale 999: line 999 is not a line of the file (it has " + lines + " lines)",
                stale.getMessage());
        assertTrue(badInput("no-stale 0").getMessage().contains("line 0 is not a line of the file"));
        assertTrue(badInput("diagnostic DATA_RACE at 999").getMessage().contains("line 999 is not a line"));
        // the file's last line is a line of it
        assertEquals(1, verdicts("no-stale " + lines).size());
    }

    /** An element past the end of what a race claim names names nothing: "no-race data[5]" held of a racing data. */
    @Test
    void aRaceClaimOnAnElementPastTheEndIsBadInput() {
        InputError past = badInput("no-race data[5]");
        assertEquals(4, past.span().line());
        assertEquals("@expect no-race data[5]: data has no element 5: data[5] names no location of the kernel",
                past.getMessage());
        assertTrue(badInput("race data[-1]").getMessage().endsWith("data[-1] names no location of the kernel"));
        // its one element is named
        assertEquals(Map.of("race data[0]", true), verdicts("race data[0]"));
    }

    /**
     * Elements are counted as the source declares them, not as locations: a {@code uvec2 data[1]} has two locations and
     * one element, and "no-race data[1]" passed of it (the session-85 review).
     */
    @Test
    void anElementOfVectorsPastTheEndIsBadInputToo() {
        String kernel = """
                // @expect %s
                // @dispatch 2
                #version 450
                layout(local_size_x = 1) in;
                layout(binding = 0) buffer B { uvec2 data[1]; };
                void main() { data[0].x = gl_WorkGroupID.x; }
                """;
        InputError e = assertThrows(InputError.class, () -> SampleCheck.check(Sample.parse("v.comp",
                kernel.formatted("no-race data[1]"))));
        assertTrue(e.getMessage().endsWith("data[1] names no location of the kernel"), e.getMessage());
        List<Verdict> vs = SampleCheck.check(Sample.parse("v.comp", kernel.formatted("race data[0]")));
        assertTrue(vs.stream().anyMatch(v -> v.expectation().equals("race data[0]") && v.pass()), vs.toString());
    }

    @Test
    void claimsNameTheMembersOfABlockAsTheSourceDoes() {
        String kernel = """
                // @dispatch 2
                %s
                #version 450
                #pragma use_vulkan_memory_model
                #extension GL_KHR_memory_scope_semantics : require
                layout(local_size_x = 1) in;
                layout(binding = 0) buffer Message { uint data; uint flag; };
                layout(binding = 1) buffer Result { uint seen; uint got; } result;
                void main() {
                    if (gl_WorkGroupID.x == 0) {
                        data = 42;
                        atomicStore(flag, 1u, gl_ScopeDevice, gl_StorageSemanticsBuffer, gl_SemanticsRelaxed);
                    } else {
                        result.seen = atomicLoad(flag, gl_ScopeDevice, gl_StorageSemanticsBuffer, gl_SemanticsRelaxed);
                        result.got = data;
                    }
                }
                """;
        // VK MM: Data Race — a relaxed flag orders nothing, so data races and result.got may be stale
        String good = "// @expect race data\n// @expect no-race flag\n// @expect possible final result.got = 0\n"
                + "// @expect possible final result.seen = 1\n// @expect stepper race data";
        List<Verdict> pass = SampleCheck.check(Sample.parse("m.comp", kernel.formatted(good))).stream()
                .filter(v -> v.span().line() > 0).toList();
        assertEquals(6, pass.size(), pass::toString);
        assertTrue(pass.stream().allMatch(Verdict::pass), pass::toString);
        String bad = "// @expect no-race data\n// @expect race flag\n// @expect never final result.got = 0";
        List<Verdict> fail = SampleCheck.check(Sample.parse("m.comp", kernel.formatted(bad))).stream()
                .filter(v -> v.span().line() > 0 && !v.expectation().contains("cross-check")).toList();
        assertEquals(3, fail.size(), fail::toString);
        assertTrue(fail.stream().noneMatch(Verdict::pass), fail::toString);
    }

    @Test
    void aRaceClaimNamesAMemberOfAnInstanceLessSharedBlockInEveryWorkgroup() {
        // two workgroups: the member is x@wg0 and x@wg1 (session 83), and race x names both, as race pairs names
        // pairs@wg1; each workgroup's two invocations store to their x unordered (VK MM: Data Race)
        String kernel = """
                // @dispatch 2
                // @expect race x
                // @expect no-race y
                #version 450
                #extension GL_EXT_shared_memory_block : require
                layout(local_size_x = 2) in;
                shared S { uint x; uint y; };
                layout(binding = 0) buffer R { uint r[2]; };
                void main() {
                    x = gl_LocalInvocationID.x;
                    if (gl_LocalInvocationID.x == 0u) { y = 1u; }
                    r[gl_WorkGroupID.x] = 1u;
                }
                """;
        List<Verdict> vs = SampleCheck.check(Sample.parse("wgx.comp", kernel)).stream()
                .filter(v -> v.span().line() > 0 && !v.expectation().contains("cross-check")).toList();
        assertEquals(2, vs.size(), vs::toString);
        assertTrue(vs.stream().allMatch(Verdict::pass), vs::toString);
    }

    @Test
    void finalClaimsOnFloatsCompareTheFloatsAndTheirDetailsShowThem() {
        String kernel = """
                %s
                #version 450
                layout(local_size_x = 2) in;
                layout(binding = 0) buffer Out { float o[]; };
                void main() {
                    o[gl_LocalInvocationID.x] = float(gl_LocalInvocationID.x) * 1.5 + 3.0;
                }
                """;
        String good = "// @expect final o = 3, 4.5\n// @expect never final o = 3.0, 4.0\n"
                + "// @expect possible final o = 0x40400000, 4.5f";
        List<Verdict> pass = SampleCheck.check(Sample.parse("f.comp", kernel.formatted(good))).stream()
                .filter(v -> v.span().line() > 0).toList();
        assertTrue(pass.stream().allMatch(Verdict::pass), pass::toString);
        // the bits of 3.0 written in decimal are that number as a float, 1.0653532E9, not 3.0
        List<Verdict> fail = SampleCheck.check(Sample.parse("f.comp", kernel.formatted(
                "// @expect final o = 1077936128, 4.5"))).stream()
                .filter(v -> v.span().line() > 0 && !v.expectation().contains("cross-check")).toList();
        assertEquals(1, fail.size(), fail::toString);
        assertFalse(fail.get(0).pass());
        assertTrue(fail.get(0).detail().contains("[3.0, 4.5]"), fail.get(0).detail());
    }

    @Test
    void theDefaultSampleIsCheckedByItsKhronosAnswers() {
        List<Verdict> vs = SampleCheck.check(SampleCatalog.load().defaultSample());
        assertEquals(2, vs.size());
        assertTrue(vs.stream().allMatch(Verdict::pass), vs::toString);
    }
    private static final String SPIN = """
            // Spin on a plain flag
            //
            // @dispatch 2
            // @expect race flag
            // @expect possible final result = 1
            // @expect no-race result
            // @expect never final result = 0
            // @expect possible final result = 7
            // @expect final result = 2
            #version 450
            layout(local_size_x = 1) in;
            layout(binding = 0) buffer Flag { uint flag; };
            layout(binding = 1) buffer Result { uint result; };
            void main() {
                if (gl_WorkGroupID.x == 0) {
                    flag = 1;
                } else {
                    while (flag == 0) {
                    }
                    result = 1;
                }
            }
            """;

    @Test
    void withPathsCutAtASpinTheCheckerDecidesOnlyWhatTheShorterExecutionsWitness() {
        // the checker cuts the spin (a longer one may exit later, or never): a race or outcome it found
        // stands, a counterexample stands, but a claim about every execution, or a possible outcome it
        // did not find, is not decided (UNKNOWN in the CLI), and the stepper's outcomes are not compared
        List<Verdict> vs = SampleCheck.check(Sample.parse("spin.comp", SPIN));
        Map<String, Verdict> v = vs.stream().collect(Collectors.toMap(Verdict::expectation, x -> x));
        assertTrue(v.get("race flag").pass(), v::toString);
        assertTrue(v.get("possible final result = 1").pass(), v::toString);
        assertFalse(v.get("final result = 2").pass(), v::toString);
        assertFalse(v.get("final result = 2").detail().startsWith(SampleCheck.CHECKER_INCOMPLETE), v::toString);
        for (String open : List.of("no-race result", "never final result = 0", "possible final result = 7")) {
            assertFalse(v.get(open).pass(), v::toString);
            assertTrue(v.get(open).detail().startsWith(SampleCheck.CHECKER_INCOMPLETE + "paths cut at a bound (T1: read flag = 0"),
                    v::toString);
        }
        assertFalse(v.containsKey("(implicit) every stepper outcome is allowed by the checker"), v::toString);
    }

    /** audit 51, finding 2: T1 reads data only after seeing T0's relaxed flag, then stores out of bounds (line 19). */
    private static final String RACE_THEN_FAULT = """
            // @dispatch 2
            // @length r = 1
            %s
            #version 450
            #pragma use_vulkan_memory_model
            #extension GL_KHR_memory_scope_semantics : require
            layout(local_size_x = 1) in;
            layout(binding = 0) nonprivate buffer Data { uint data; };
            layout(binding = 1) buffer Flag { uint flag; };
            layout(binding = 2) buffer R { uint r[]; };
            void main() {
                if (gl_WorkGroupID.x == 0) {
                    data = 42;
                    atomicStore(flag, 1u, gl_ScopeDevice, gl_StorageSemanticsBuffer, gl_SemanticsRelaxed);
                } else {
                    uint seen = atomicLoad(flag, gl_ScopeDevice, gl_StorageSemanticsBuffer, gl_SemanticsRelaxed);
                    if (seen == 1) {
                        uint v = data;
                        r[v + 3u] = 1;
                    }
                }
            }
            """;

    @Test
    void aRaceOnlyExecutionsEndingInAFaultHaveIsExpectedByCheckerAndStepperAlike() {
        // VK MM: Data Race: T0's write and T1's read (line 18) are both executed before T1's fault, so they race; a
        // stepper run that faults has no final state to compare, and its fault is one the checker found
        List<Verdict> vs = SampleCheck.check(Sample.parse("f.comp", RACE_THEN_FAULT.formatted(
                "// @expect race data\n// @expect stepper race data")));
        Map<String, Verdict> v = vs.stream().collect(Collectors.toMap(Verdict::expectation, x -> x));
        assertTrue(v.get("race data").pass(), v::toString);
        assertTrue(v.get("stepper race data").pass(), v::toString);
        assertTrue(v.get("(implicit) every stepper outcome is allowed by the checker").pass(), v::toString);
        assertFalse(SampleCheck.check(Sample.parse("f.comp", RACE_THEN_FAULT.formatted("// @expect no-race data")))
                .stream().filter(x -> x.expectation().equals("no-race data")).findFirst().orElseThrow().pass());
    }

    @Test
    void aFinalValueOfA32BitIntegerMatchesItsBitsWrittenSignedOrUnsignedAndA64BitOneOnlyItsOwnValue() {
        // the kernel stores -1 in an int and a uint and 2^31 in an int64_t: the same 32 bits are written -1,
        // 4294967295 or 0xFFFFFFFF alike (as @buffer takes them), and a 64-bit location's value is compared whole
        String kernel = """
                // @dispatch 1
                %s
                #version 450
                #extension GL_EXT_shader_explicit_arithmetic_types_int64 : require
                layout(local_size_x = 1) in;
                layout(binding = 0) buffer B { int i; uint u; int64_t w; };
                void main() {
                    i = -1;
                    u = uint(-1);
                    w = int64_t(2147483648u);
                }
                """;
        List<String> claims = List.of("final i = 0xFFFFFFFF", "final i = 4294967295", "final u = -1",
                "final u = 4294967295", "final w = 2147483648", "final w = -2147483648", "final u = 4294967294");
        String header = claims.stream().map(c -> "// @expect " + c).collect(Collectors.joining("\n"));
        Map<String, Boolean> v = SampleCheck.check(Sample.parse("w.comp", kernel.formatted(header))).stream()
                .filter(x -> claims.contains(x.expectation())).collect(Collectors.toMap(Verdict::expectation,
                        Verdict::pass));
        assertEquals(Map.of("final i = 0xFFFFFFFF", true, "final i = 4294967295", true, "final u = -1", true,
                "final u = 4294967295", true, "final w = 2147483648", true, "final w = -2147483648", false,
                "final u = 4294967294", false), v);
    }
}
