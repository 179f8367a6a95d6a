package dev.syncscope.core.diff;

import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.Tuple;

/**
 * The differential property for flags around control barriers: random GLSL kernels of one or two workgroups of two or
 * three invocations, each running a branch on its global index (the first invocation, the last one, which is in the
 * other workgroup when there are two, every other one) before a {@code barrier()} (or a {@code subgroupBarrier()},
 * subgroups of one or two) and another after it, of flag stores, reads that decide a branch or a loop's exit (a
 * bounded poll, a store only if a flag was read set, now and then a wait that may never end) and reads that decide
 * nothing (the value only added up), on a storage buffer's flags or a Workgroup array's ({@code sflag}, session 75),
 * their synchronization naming the buffer, Workgroup memory or both (or a Workgroup flag's only the buffer). Every
 * finished stepper run must be an execution the checker allows ({@link StepperOracle}). The checker rules out, beyond
 * the memory model's axioms, executions in which a wait's read takes a value written after a barrier instance it has
 * not reached ({@code check.BarrierCausality}, SPIR-V OpControlBarrier); the stepper, which runs each invocation in
 * program order and holds every invocation at a barrier until its whole workgroup arrives, can never show one, so a
 * run the checker refuses is that rule ruling out too much (another workgroup's barrier taken for the reader's, a path
 * through a third invocation). Compared as the subgroup property compares ({@link KernelRunsAgainstChecker}).
 */
class BarrierStepperAgreesWithCheckerPropertyTest {

    @Property(maxDiscardRatio = 10)
    void finishedRunsOfBarrierKernelsAreExecutionsTheCheckerAllows(@ForAll("kernels") String source) {
        KernelRunsAgainstChecker.finishedRunsAreExecutions("bar.comp", source);
    }

    /**
     * The kernels' first lines: workgroups, subgroup size, invocations per workgroup, then r's length (every
     * invocation).
     */
    private static final String HEADER = """
            // @dispatch %d
            // @subgroup-size %d
            #version 450
            #pragma use_vulkan_memory_model
            #extension GL_KHR_shader_subgroup_basic : require
            #extension GL_KHR_memory_scope_semantics : require
            layout(local_size_x = %d) in;
            shared uint sflag[2];
            const int S = gl_StorageSemanticsShared;
            """ + KernelRunsAgainstChecker.FLAGS + """
                uint t = gl_GlobalInvocationID.x;
                uint acc = t;
            """;

    /** A flag array and the storage semantics its synchronization names. */
    private record Flags(String array, String sem) { }

    /** A kind of statement on flag {@code a}, {@code other} the other flag of its array, {@code sem} its semantics. */
    private interface Statement {
        String on(String a, String other, String sem);
    }

    private static Tuple.Tuple2<Integer, Statement> weighted(int weight, Statement s) {
        return Tuple.of(weight, s);
    }

    /** One statement of a branch, on a flag {@code a} (the store only if it was read set: on the other one). */
    private static Arbitrary<String> statement() {
        Arbitrary<Flags> flags = Arbitraries.frequencyOf(Tuple.of(3, Arbitraries.just(new Flags("flag", "B"))),
                Tuple.of(2, Arbitraries.just(new Flags("sflag", "S"))),
                Tuple.of(1, Arbitraries.just(new Flags("flag", "B | S"))),
                Tuple.of(1, Arbitraries.just(new Flags("sflag", "B | S"))),
                Tuple.of(1, Arbitraries.just(new Flags("sflag", "B"))));
        Arbitrary<Statement> kinds = Arbitraries.frequency(
                weighted(4, (a, o, sem) -> "atomicStore(" + a + ", 1u, gl_ScopeDevice, " + sem + ", REL);"),
                weighted(2, (a, o, sem) -> "acc += atomicLoad(" + a + ", gl_ScopeDevice, " + sem + ", ACQ);"),
                weighted(3, (a, o, sem) -> "for (uint i = 0u; i < 2u; i++) { if (atomicLoad(" + a
                        + ", gl_ScopeDevice, " + sem + ", ACQ) != 0u) { acc += 100u; break; } }"),
                weighted(2, (a, o, sem) -> "if (atomicLoad(" + a + ", gl_ScopeDevice, " + sem + ", ACQ) != 0u) {"
                        + " atomicStore(" + o + ", 1u, gl_ScopeDevice, " + sem + ", REL); }"),
                weighted(1, (a, o, sem) -> "acc += atomicAdd(" + a + ", 1u, gl_ScopeDevice, " + sem + ", REL);"),
                // compare-exchanges: acquire-release when they write, acquire or relaxed when they do not (SPIR-V
                // OpAtomicCompareExchange's Unequal semantics, which must not be a release)
                weighted(1, (a, o, sem) -> "acc += atomicCompSwap(" + a + ", 0u, 1u, gl_ScopeDevice, " + sem
                        + ", gl_SemanticsAcquireRelease | gl_SemanticsMakeAvailable | gl_SemanticsMakeVisible, " + sem
                        + ", ACQ);"),
                weighted(1, (a, o, sem) -> "acc += atomicCompSwap(" + a + ", 1u, 2u, gl_ScopeDevice, " + sem
                        + ", REL, gl_StorageSemanticsNone, gl_SemanticsRelaxed);"),
                weighted(2, (a, o, sem) -> "while (atomicLoad(" + a + ", gl_ScopeDevice, " + sem + ", ACQ) == 0u) { }"),
                // session 75: a release store at workgroup scope, which leaves the other workgroup's invocations out
                weighted(1, (a, o, sem) -> "atomicStore(" + a + ", 1u, gl_ScopeWorkgroup, " + sem + ", REL);"));
        return Combinators.combine(flags, Arbitraries.integers().between(0, 1), kinds)
                .as((v, f, k) -> k.on(v.array() + "[" + f + "]", v.array() + "[" + (1 - f) + "]", v.sem()));
    }

    private static Arbitrary<String> block() {
        return statement().list().ofMinSize(0).ofMaxSize(2).map(l -> String.join(" ", l));
    }

    @Provide
    Arbitrary<String> kernels() {
        Arbitrary<Integer> workgroups = Arbitraries.integers().between(1, 2);
        Arbitrary<Integer> size = Arbitraries.integers().between(2, 3);
        // a workgroup's barrier three times in four, else a subgroup's (subgroups of 1 or 2: the last invocation of a
        // workgroup of three is alone in its subgroup)
        Arbitrary<String> barrier = Arbitraries.frequencyOf(Tuple.of(3, Arbitraries.just("barrier();")),
                Tuple.of(1, Arbitraries.just("subgroupBarrier();")));
        Arbitrary<Integer> subgroup = Arbitraries.of(1, 2);
        return Combinators.combine(workgroups, size, subgroup, barrier, IndexBranches.of(block()),
                        IndexBranches.of(block()))
                .as((w, n, sg, bar, before, after) -> HEADER.formatted(w, sg, n, w * n) + before.text(w * n - 1)
                        + "    " + bar + "\n" + after.text(w * n - 1) + "    r[t] = acc;\n}\n");
    }
}
