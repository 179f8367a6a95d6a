package dev.syncscope.core.diff;

import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.Tuple;

/**
 * The differential property for subgroup operations in divergent control flow: random GLSL kernels of 2–4
 * invocations whose branches on the invocation's index run subgroup operations (add, ballot, elect, broadcast, the
 * same call in both halves of an {@code if}; quad swaps and broadcasts, rotations and float reductions and scans
 * since session 78), flag stores and polls (bounded, and now and then a wait that may
 * never end), message passing through relaxed atomics behind fences of subgroup or workgroup scope ({@link #fenced},
 * session 76), and every finished stepper run must be an execution the checker allows ({@link StepperOracle}). The
 * stepper completes a subgroup operation once every other invocation of the subgroup waits at it or has finished,
 * and the earliest pending one in program order when none can run ({@code exec.Collectives}); the checker assumes
 * tangles round by round ({@code check.CollectiveRound}). Where the two disagree a kernel finishes in the stepper
 * with an outcome the checker lacks: a flag stored before a subgroup operation in another branch had the checker's
 * rounds complete one invocation at a time and end with no execution (EndlessSpinBeforeSubgroupOpTest); what it
 * found since is kept in {@link FoundBySubgroupPropertyTest}.
 *
 * <p>Compared only when the checker answers for every execution that ends ({@link KernelRunsAgainstChecker}); a
 * program with no execution at all is compared too (a finished run then disagrees).
 */
class SubgroupStepperAgreesWithCheckerPropertyTest {

    @Property(maxDiscardRatio = 10)
    void finishedRunsOfSubgroupKernelsAreExecutionsTheCheckerAllows(@ForAll("kernels") String source) {
        KernelRunsAgainstChecker.finishedRunsAreExecutions("sg.comp", source);
    }

    /** The kernels' first lines: {@code @subgroup-size}, invocations, then r's length (the invocations). */
    static final String HEADER = """
            // @subgroup-size %d
            #version 450
            #pragma use_vulkan_memory_model
            #extension GL_KHR_shader_subgroup_basic : require
            #extension GL_KHR_shader_subgroup_arithmetic : require
            #extension GL_KHR_shader_subgroup_ballot : require
            #extension GL_KHR_shader_subgroup_quad : require
            #extension GL_KHR_shader_subgroup_rotate : require
            #extension GL_KHR_memory_scope_semantics : require
            layout(local_size_x = %d) in;
            shared uint sflag[2];
            const int S = gl_StorageSemanticsShared;
            const int FENCE = gl_SemanticsAcquireRelease | gl_SemanticsMakeAvailable | gl_SemanticsMakeVisible;
            layout(binding = 2) coherent buffer D { uint data[2]; };
            """ + KernelRunsAgainstChecker.FLAGS + """
                uint t = gl_LocalInvocationIndex;
                uint acc = t;
            """;

    /** The flag written first (the payload), the flag that signals it, and the storage semantics naming their class. */
    private record Flags(String payload, String signal, String sem) {
        /** The plain payload beside the atomic one: the element of the coherent buffer {@code data} of its index. */
        String plain() {
            return "data" + payload.substring(payload.indexOf('['));
        }
    }

    /**
     * Session 76: message passing through relaxed atomics, ordered by fences at subgroup or workgroup scope (VK MM:
     * Synchronizes-With, the fence forms, "in the instance of each other's memory scopes": a subgroup-scope fence
     * leaves the other subgroup out, a fence whose semantics miss the flag's class orders nothing of it), on the
     * buffer's flags or the Workgroup array's: publish (a store of one flag, a fence, a store of the other) and
     * consume (a poll of the other, a fence, the first one read only if the poll saw it set), or a fence alone.
     * Session 77: the payload also as a plain store and load of the {@code coherent} buffer {@code data}
     * (non-private accesses, VK MM: Private vs. Non-Private): where the fences do not order them the two race (VK MM:
     * Location-Ordered, Data Race), so a stepper that synchronizes more than the model allows runs race-free an
     * outcome every execution of which races, which the comparison sees; with atomic payloads alone it only lost
     * outcomes.
     */
    private static Arbitrary<String> fenced() {
        Arbitrary<Flags> flags = Arbitraries.frequencyOf(
                Tuple.of(2, Arbitraries.of(new Flags("flag[0]", "flag[1]", "B"), new Flags("flag[1]", "flag[0]", "B"))),
                Tuple.of(1, Arbitraries.of(new Flags("sflag[0]", "sflag[1]", "S"),
                        new Flags("sflag[1]", "sflag[0]", "S"))));
        Arbitrary<String> fence = Combinators.combine(Arbitraries.of("gl_ScopeSubgroup", "gl_ScopeWorkgroup"),
                Arbitraries.frequency(Tuple.of(2, "B"), Tuple.of(2, "S"), Tuple.of(1, "B | S")))
                .as((scope, sem) -> " memoryBarrier(" + scope + ", " + sem + ", FENCE); ");
        return Arbitraries.frequencyOf(
                Tuple.of(2, Combinators.combine(flags, fence).as((f, m) -> "atomicStore(" + f.payload()
                        + ", 1u, gl_ScopeWorkgroup, " + f.sem() + ", gl_SemanticsRelaxed);" + m + "atomicStore("
                        + f.signal() + ", 1u, gl_ScopeWorkgroup, " + f.sem() + ", gl_SemanticsRelaxed);")),
                Tuple.of(2, Combinators.combine(flags, fence).as((f, m) -> "{ uint seen = 0u; for (uint i = 0u;"
                        + " i < 2u; i++) { seen = atomicLoad(" + f.signal() + ", gl_ScopeWorkgroup, " + f.sem()
                        + ", gl_SemanticsRelaxed); if (seen != 0u) { break; } }" + m + "if (seen != 0u) { acc += 10u"
                        + " * atomicLoad(" + f.payload() + ", gl_ScopeWorkgroup, " + f.sem()
                        + ", gl_SemanticsRelaxed); } }")),
                Tuple.of(2, Combinators.combine(flags, fence).as((f, m) -> f.plain() + " = 1u;" + m + "atomicStore("
                        + f.signal() + ", 1u, gl_ScopeWorkgroup, " + f.sem() + ", gl_SemanticsRelaxed);")),
                Tuple.of(2, Combinators.combine(flags, fence).as((f, m) -> "{ uint seen = 0u; for (uint i = 0u;"
                        + " i < 2u; i++) { seen = atomicLoad(" + f.signal() + ", gl_ScopeWorkgroup, " + f.sem()
                        + ", gl_SemanticsRelaxed); if (seen != 0u) { break; } }" + m + "if (seen != 0u) { acc += 10u"
                        + " * " + f.plain() + "; } }")),
                // and after a wait that may never end, so that a consumer sees the flag in round-robin runs too
                Tuple.of(2, Combinators.combine(flags, fence).as((f, m) -> "while (atomicLoad(" + f.signal()
                        + ", gl_ScopeWorkgroup, " + f.sem() + ", gl_SemanticsRelaxed) == 0u) { }" + m + "acc += 10u * "
                        + f.plain() + ";")),
                Tuple.of(1, fence.map(String::trim)));
    }

    /** One statement of a branch. */
    private static Arbitrary<String> statement() {
        Arbitrary<Integer> flag = Arbitraries.integers().between(0, 1);
        return Arbitraries.frequencyOf(
                Tuple.of(4, fenced()),
                Tuple.of(3, Arbitraries.just("acc += subgroupAdd(acc + 1u);")),
                Tuple.of(2, Arbitraries.just("acc += subgroupBallot(acc % 2u == 0u).x;")),
                Tuple.of(2, Arbitraries.just("acc += subgroupElect() ? 10u : 0u;")),
                Tuple.of(2, Arbitraries.just("acc += subgroupBroadcastFirst(acc);")),
                Tuple.of(2, Arbitraries.just(
                        "if (acc % 2u == 0u) { acc += subgroupAdd(1u); } else { acc += subgroupAdd(2u); }")),
                Tuple.of(1, Arbitraries.just("acc += subgroupInclusiveAdd(acc);")),
                Tuple.of(1, Arbitraries.just("acc += subgroupMax(acc);")),
                Tuple.of(2, Arbitraries.just("for (uint k = 0u; k < 2u; k++) { acc += subgroupAdd(k + 1u); }")),
                // session 78: quad operations (a partner in another branch or past a subgroup of 2 is inactive or
                // outside it: an undefined value) and float reductions and scans (ascending lane order, SubgroupOps)
                Tuple.of(1, Arbitraries.of("subgroupQuadSwapHorizontal(acc)", "subgroupQuadSwapVertical(acc)",
                        "subgroupQuadSwapDiagonal(acc)", "subgroupQuadBroadcast(acc, 1u)", "subgroupRotate(acc, 1u)",
                        "subgroupClusteredRotate(acc, 3u, 2u)")
                        .map(q -> "acc += " + q + ";")),
                Tuple.of(1, Arbitraries.of("subgroupAdd(float(acc) * 0.5)", "subgroupExclusiveMul(float(acc) + 1.0)",
                        "subgroupMin(float(acc))", "subgroupInclusiveMax(float(acc))")
                        .map(f -> "acc += uint(" + f + ");")),
                Tuple.of(3, flag.map(f -> "atomicStore(flag[" + f + "], 1u, gl_ScopeWorkgroup, B, REL);")),
                Tuple.of(1, flag.map(f -> "acc += atomicAdd(flag[" + f + "], 1u, gl_ScopeWorkgroup, B, REL);")),
                // compare-exchanges, their Unequal semantics an acquire or relaxed (never a release: SPIR-V); the
                // subgroup-scope one races with another subgroup's accesses (VK MM: Data Race, scope instances)
                Tuple.of(1, flag.map(f -> "acc += atomicCompSwap(flag[" + f + "], 0u, 1u, gl_ScopeWorkgroup, B,"
                        + " gl_SemanticsAcquireRelease | gl_SemanticsMakeAvailable | gl_SemanticsMakeVisible,"
                        + " B, ACQ);")),
                Tuple.of(1, flag.map(f -> "acc += atomicCompSwap(flag[" + f + "], 1u, 2u, gl_ScopeSubgroup, B, REL,"
                        + " gl_StorageSemanticsNone, gl_SemanticsRelaxed);")),
                Tuple.of(3, flag.map(f -> "for (uint i = 0u; i < 2u; i++) { if (atomicLoad(flag[" + f
                        + "], gl_ScopeWorkgroup, B, ACQ) != 0u) { acc += 100u; break; } }")),
                Tuple.of(1, flag.map(f -> "while (atomicLoad(flag[" + f
                        + "], gl_ScopeWorkgroup, B, ACQ) == 0u) { }")));
    }

    private static Arbitrary<String> block() {
        return statement().list().ofMinSize(0).ofMaxSize(3).map(l -> String.join(" ", l));
    }

    @Provide
    Arbitrary<String> kernels() {
        Arbitrary<Integer> invocations = Arbitraries.integers().between(2, 4);
        Arbitrary<Integer> subgroup = Arbitraries.of(2, 4);
        return Combinators.combine(invocations, subgroup, block().list().ofSize(3), block(),
                        Arbitraries.of(false, true))
                .as((n, sg, branches, after, sync) -> {
                    StringBuilder k = new StringBuilder(HEADER.formatted(sg, n, n));
                    k.append("    if (t == 0u) { ").append(branches.get(0)).append(" }\n");
                    k.append("    else if (t == 1u) { ").append(branches.get(1)).append(" }\n");
                    k.append("    else { ").append(branches.get(2)).append(" }\n");
                    k.append("    ").append(sync ? "barrier(); " : "").append(after).append("\n");
                    k.append("    r[t] = acc;\n}\n");
                    return k.toString();
                });
    }
}
