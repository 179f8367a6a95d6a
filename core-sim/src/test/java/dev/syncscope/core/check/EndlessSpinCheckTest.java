package dev.syncscope.core.check;

import dev.syncscope.core.kernel.KernelLoader;
import dev.syncscope.core.model.CutKind;
import dev.syncscope.core.model.Program;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.MethodSource;

import java.util.List;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A spin loop that no execution can leave is a definite finding ({@link EndlessSpins}), not a cut a larger spin bound
 * could lift. Every read takes the value of some write or the initial value (VK MM: Acyclicity, reads-from), so when
 * every value any write of the launch can store at the location a loop reads, and the initial value, keep it looping,
 * the loop never exits in any execution. Nothing promises that a spin ends, so that is the only claim made; and it is
 * never made when a value could end the loop, when a counter ends it, when the memory is undefined (Workgroup) or when
 * another cut may hide a write.
 */
class EndlessSpinCheckTest {

    private static final String HEADER = """
            #version 450
            #pragma use_vulkan_memory_model
            #extension GL_KHR_memory_scope_semantics : require
            layout(local_size_x = 1) in;
            const int B = gl_StorageSemanticsBuffer;
            const int ACQ = gl_SemanticsAcquire | gl_SemanticsMakeVisible;
            const int REL = gl_SemanticsRelease | gl_SemanticsMakeAvailable;
            layout(binding = 0) buffer Flags { uint flag[2]; };
            layout(binding = 1) buffer Out { uint result; };
            """;

    /** Workgroup 0 does {@code writer}; workgroup 1 waits with {@code wait} (line 15), then writes result. */
    private static Program kernel(String writer, String wait) {
        return KernelLoader.load("spin.comp", "// @dispatch 2\n" + HEADER + """
                void main() {
                    if (gl_WorkGroupID.x == 0u) {
                        %s;
                    } else {
                        %s
                        result = 1u;
                    }
                }
                """.formatted(writer, wait)).program();
    }

    private static CheckResult check(Program p) {
        return new AxiomaticChecker(CheckOptions.DEFAULT.withConsistentOnly(true)).check(p);
    }

    private static List<Finding> endless(CheckResult r) {
        return r.findings().stream().filter(f -> f.kind() == Finding.Kind.ENDLESS_SPIN).toList();
    }

    private static final String LOAD_WAIT = "while (atomicLoad(flag[0], gl_ScopeDevice, B, ACQ) %s) { }";

    @ParameterizedTest(name = "{0}: {1}")
    @CsvSource(delimiter = '|', textBlock = """
            atomicStore(flag[1], 1u, gl_ScopeDevice, B, REL) | == 0u
            atomicStore(flag[0], 2u, gl_ScopeDevice, B, REL) | != 1u
            atomicMax(flag[0], 2u, gl_ScopeDevice, B, REL)   | != 1u
            atomicExchange(flag[1], 1u)                      | == 0u
            """)
    void aWaitThatNoValueOfTheFlagEndsNeverExitsInAnyExecution(String writer, String test) {
        // flag[0] holds 0 (initial), or 2, or the max's 2: none ends the wait, so T1 spins in every execution
        CheckResult r = check(kernel(writer, LOAD_WAIT.formatted(test)));
        assertTrue(r.complete(), r.limitMessage());
        List<Finding> e = endless(r);
        assertEquals(1, e.size(), r.findings() + " " + r.diagnostics());
        assertEquals(List.of(1), e.get(0).agents());
        assertEquals(15, e.get(0).where().line());
        assertEquals(List.of("T1", e.get(0).where().toString(), "flag[0]"), e.get(0).args());
        assertEquals("endless spin: T1 spins at " + e.get(0).where() + " reading flag[0] in every execution, and the"
                + " loop can never exit: the initial value and every value any write can store there keep it looping",
                e.get(0).text());
        assertEquals(0, r.consistentExecutions().size());
        // the cut stays (the executions of the waiter are not enumerated) but no longer offers a larger bound
        assertFalse(r.cuts().isEmpty());
        for (CutPath c : r.cuts()) {
            assertEquals(CutKind.ENDLESS_WAIT, c.kind());
            assertTrue(c.key().endsWith(CutPath.ENDLESS), c.key());
            assertTrue(c.text().endsWith("(a spin loop that can never exit, cut at the checker's spin bound of 2)"),
                    c.text());
            assertFalse(c.text().contains("--spin-bound"), c.text());
        }
        assertTrue(r.diagnostics().stream().noneMatch(d -> d.contains("--spin-bound")), r.diagnostics().toString());
    }

    @Test
    void aReadModifyWriteThatWritesBackWhatItReadNeverExitsWhenNothingElseWritesAnotherValue() {
        // the audit's h12: InterlockedOr(flag[0], 0, seen) while seen == 0; the Or stores what it read (0)
        CheckResult r = check(kernel("atomicExchange(flag[1], 1u)",
                "uint seen = 0u; while (seen == 0u) { seen = atomicOr(flag[0], 0u); }"));
        assertEquals(List.of(1), endless(r).stream().flatMap(f -> f.agents().stream()).toList(), r.diagnostics()
                .toString());
    }

    /** The audit's kernels (audit 40, D3) in which no invocation but the waiter writes anything. */
    static Stream<Arguments> waitsWhereNothingElseWrites() {
        String glsl = """
                // @dispatch %s
                #version 450
                layout(local_size_x = %s) in;
                layout(binding = 0) coherent buffer Flags { uint flag[2]; };
                layout(binding = 1) buffer Out { uint result; };
                void main() {
                    if (%s == 0u) { return; }
                    uint seen = 0u;
                    while (seen == 0u) { seen = atomicOr(flag[0], 0u); }
                    result = seen;
                }
                """;
        String flagData = """
                #version 450
                %s
                layout(local_size_x = 2) in;
                layout(binding = 0) buffer B { uint flag; uint data; };
                void main() {
                    if (gl_LocalInvocationIndex == 1u) {
                        while (%s == 0u) { }
                        data = 7u;
                    }
                }
                """;
        String model = "#pragma use_vulkan_memory_model\n#extension GL_KHR_memory_scope_semantics : require";
        return Stream.of(
                Arguments.of("never2.comp", glsl.formatted("2", "1", "gl_WorkGroupID.x"), 9, "flag[0]"),
                Arguments.of("never4.comp", glsl.formatted("1", "2", "gl_LocalInvocationIndex"), 9, "flag[0]"),
                Arguments.of("inf2.comp", flagData.formatted("", "atomicAdd(flag, 0u)"), 7, "flag"),
                Arguments.of("inf2or.comp", flagData.formatted("", "atomicOr(flag, 0u)"), 7, "flag"),
                Arguments.of("inf2ld.comp", flagData.formatted(model, "atomicLoad(flag, gl_ScopeDevice,"
                        + " gl_StorageSemanticsBuffer, gl_SemanticsAcquire)"), 8, "flag"),
                Arguments.of("spin.hlsl", """
                        globallycoherent RWStructuredBuffer<uint> flag : register(u0);
                        RWStructuredBuffer<uint> data : register(u1);
                        [numthreads(2, 1, 1)]
                        void main(uint3 id : SV_DispatchThreadID) {
                            if (id.x == 1) {
                                uint v = 0;
                                [loop] while (true) { InterlockedOr(flag[0], 0, v); if (v != 0) break; }
                                data[0] = 7;
                            }
                        }
                        """, 7, "flag[0]"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("waitsWhereNothingElseWrites")
    void aWaitOnAFlagNothingWritesNeverExitsInAnyExecution(String name, String source, int line, String flag) {
        // VK MM: Allocation (the initializer is no memory operation) and Acyclicity (reads-from): with no write of
        // another value to the flag, each read takes the initial value 0 (or the waiter's own write-back of it), and 0
        // keeps the loop going; the first round of values, which read only initial values, is already closed
        CheckResult r = check(KernelLoader.load(name, source).program());
        assertTrue(r.complete(), r.limitMessage());
        List<Finding> e = endless(r);
        assertEquals(1, e.size(), r.findings() + " " + r.diagnostics());
        assertEquals(List.of(1), e.get(0).agents());
        assertEquals(line, e.get(0).where().line());
        assertEquals(List.of("T1", e.get(0).where().toString(), flag), e.get(0).args());
        assertFalse(r.cuts().isEmpty());
        for (CutPath c : r.cuts()) {
            assertEquals(CutKind.ENDLESS_WAIT, c.kind(), c.text());
            assertTrue(c.key().endsWith(CutPath.ENDLESS), c.key());
        }
        assertTrue(r.diagnostics().stream().noneMatch(d -> d.contains("--spin-bound")), r.diagnostics().toString());
    }

    @Test
    void aValueAPathCutInItsOwnSpinWritesLeavesTheFirstRoundOpen() {
        // workgroup 0 stores 1 to flag[1] and then spins on flag[0] (cut); workgroup 1 waits for flag[1] and then sets
        // flag[0]: the 1 a cut path stores may end the other wait (VK MM: Acyclicity, reads-from), so nothing is claimed
        Program p = kernel("atomicStore(flag[1], 1u, gl_ScopeDevice, B, REL); " + LOAD_WAIT.formatted("== 0u"),
                "while (atomicLoad(flag[1], gl_ScopeDevice, B, ACQ) == 0u) { } atomicStore(flag[0], 1u,"
                        + " gl_ScopeDevice, B, REL);");
        assertEquals(List.of(), endless(check(p)));
    }

    @Test
    void aWaitThatSomeWriteEndsIsNoEndlessSpin() {
        CheckResult r = check(kernel("atomicStore(flag[0], 1u, gl_ScopeDevice, B, REL)", LOAD_WAIT.formatted("== 0u")));
        assertEquals(List.of(), endless(r));
        assertFalse(r.consistentExecutions().isEmpty());
    }

    @Test
    void anOrThatCanStoreAValueThatEndsTheWaitIsNoEndlessSpin() {
        // the waiter's own RMW may store 1 once workgroup 0's 1 is there: a value that ends the wait exists
        CheckResult r = check(kernel("atomicOr(flag[0], 1u)", "uint seen = 0u; while (seen == 0u) {"
                + " seen = atomicOr(flag[0], 0u); }"));
        assertEquals(List.of(), endless(r));
    }

    @Test
    void aCountedLoopThatRereadsAnUnchangedFlagEndsAndIsNoEndlessSpin() {
        // 40 reads of a flag nobody writes are cut at the spin bound of 32, but the counter moves: the loop exits
        CheckResult r = check(kernel("atomicStore(flag[1], 1u, gl_ScopeDevice, B, REL)",
                "for (uint k = 0u; k < 40u; k++) { atomicLoad(flag[0], gl_ScopeDevice, B, ACQ); }"));
        assertTrue(r.pathsCut(), r.diagnostics().toString());
        assertEquals(List.of(), endless(r));
    }

    @Test
    void aWaitOnWorkgroupMemoryNoWriteDefinesIsNoEndlessSpin() {
        // Workgroup memory has no initializer (SPIR-V OpVariable): its value is undefined, and may end the wait
        Program p = KernelLoader.load("shared.comp", HEADER + """
                shared uint s;
                void main() {
                    while (atomicLoad(s, gl_ScopeWorkgroup, gl_StorageSemanticsShared, ACQ) == 0u) { }
                    result = 1u;
                }
                """).program();
        assertEquals(List.of(), endless(check(p)));
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            stores it                  | atomicExchange(flag[0], s)
            sets the flag when nonzero | if (s != 0u) { atomicExchange(flag[0], 1u); }
            """)
    void aWaitForAValueReadFromUndefinedWorkgroupMemoryIsNoEndlessSpin(String how, String writer) {
        // VK MM: Allocation: Workgroup memory without an initializer is undefined, so invocation 0's read of s may take
        // 1 and store it to flag[0], which ends the wait; the checker reads undefined memory as 0, which proves nothing
        Program p = KernelLoader.load("undefined.comp", """
                #version 450
                layout(local_size_x = 2) in;
                layout(binding = 0) coherent buffer Flags { uint flag[2]; };
                layout(binding = 1) buffer Out { uint result; };
                shared uint s;
                void main() {
                    if (gl_LocalInvocationIndex == 0u) { %s; return; }
                    while (atomicOr(flag[0], 0u) == 0u) { }
                    result = 1u;
                }
                """.formatted(writer)).program();
        CheckResult r = check(p);
        assertEquals(List.of(), endless(r), r.diagnostics().toString());
    }

    @Test
    void aWriteAnotherCutMayHideLeavesTheWaitOpen() {
        // workgroup 0 sets flag[0] = 1 only after 20 stores: cut at 10 actions a path, its 1 is never explored, so
        // the value sets are not every value a write can store and nothing is claimed
        Program p = kernel("for (uint k = 0u; k < 20u; k++) { flag[1] = k; } atomicStore(flag[0], 1u, gl_ScopeDevice,"
                + " B, REL)", LOAD_WAIT.formatted("== 0u"));
        CheckResult r = new AxiomaticChecker(CheckOptions.DEFAULT.withConsistentOnly(true).withMaxActions(10)).check(p);
        assertTrue(r.cuts().stream().anyMatch(c -> c.kind() == CutKind.ACTIONS_BOUND), r.cuts().toString());
        assertEquals(List.of(), endless(r));
    }
}
