package dev.syncscope.core.diff;

import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.Tuple;
import net.jqwik.api.statistics.Statistics;

import java.util.regex.Pattern;

/**
 * The differential property for HLSL kernels (session 76): random Shader Model 5 compute shaders of one or two
 * thread groups of two or three threads, each running a branch on its dispatch index (the first thread, the last one,
 * every other one) before an optional group sync ({@code GroupMemoryBarrierWithGroupSync()}, its Device and All
 * forms, SyncScope's Workgroup-scope UAV forms) and another after it. The branches are what an SM5 kernel
 * synchronizes with: {@code Interlocked*} read-modify-writes (relaxed atomics; SM5 has no atomic load, so a poll is
 * an {@code InterlockedAdd(f, 0, seen)} that writes back what it read), the fences {@code DeviceMemoryBarrier()},
 * {@code GroupMemoryBarrier()}, {@code AllMemoryBarrier()} (acquire-release memory barriers, VK MM: Synchronizes-With,
 * the fence forms) and the {@code _ugroup} pseudo-intrinsics (docs/d3d11-sync.md), plain loads and stores of a
 * payload that is {@code globallycoherent} or not (non-private or private accesses, VK MM: Private vs. Non-Private),
 * a {@code groupshared} flag array, and SM 6.0 wave intrinsics in the branches (subgroup operations of the lanes
 * that take the branch, which order no memory; a wave of one lane, of two, or of the whole group), among them the
 * wave-aggregated atomic ({@code WaveIsFirstLane()} adds for the wave, {@code WaveReadLaneFirst} hands on what it
 * read; session 77), a quad read and a float sum (session 78). The module is glslang's (a {@code GLSL450} module,
 * run as SPIRV-Tools'
 * upgrade-memory-model pass rewrites it, docs/spirv-memory-model-upgrade.md), so the program shapes differ from the
 * GLSL properties': fences around relaxed atomics, Coherent accesses at QueueFamily scope, implicitly coherent
 * Workgroup accesses. Every finished stepper run must be an execution the checker allows ({@link StepperOracle},
 * compared as the GLSL kernel properties compare, {@link KernelRunsAgainstChecker}).
 */
class HlslStepperAgreesWithCheckerPropertyTest {

    @Property(maxDiscardRatio = 10)
    void finishedRunsOfHlslKernelsAreExecutionsTheCheckerAllows(@ForAll("kernels") String source) {
        Statistics.label("wave intrinsics").collect(source.contains("Wave") || source.contains("Quad"));
        KernelRunsAgainstChecker.finishedRunsAreExecutions("k.hlsl", source);
    }

    /**
     * The kernels' first lines: groups, lanes per wave, the lengths of the buffers the kernel uses (a pragma naming a
     * buffer glslang dropped is an error), r's length (every thread), the payload's coherence, threads per group.
     * Groupshared memory has no initial value: a read before any store, and a final value no store defined, are
     * undefined (SPIR-V); the stepper marks them so, and both engines give them the value 0, which the comparison
     * sees.
     */
    private static final String HEADER = """
            // @dispatch %d
            // @subgroup-size %d
            %s// @length r = %d
            globallycoherent RWStructuredBuffer<uint> flag : register(u0);
            %sRWStructuredBuffer<uint> data : register(u1);
            RWStructuredBuffer<uint> r : register(u2);
            groupshared uint sflag[2];

            [numthreads(%d, 1, 1)]
            void main(uint3 id : SV_DispatchThreadID) {
                uint t = id.x;
                uint acc = t;
                uint seen = 0;
            """;

    /**
     * A kind of statement on element {@code f} of flag array {@code a} (its other element {@code 1 - f}), {@code fence}
     * a fence for the kinds that put one between two accesses; several lines are joined by {@link #LINE}.
     */
    private interface Statement {
        String on(String a, int f, String fence);
    }

    private static Tuple.Tuple2<Integer, Statement> weighted(int weight, Statement s) {
        return Tuple.of(weight, s);
    }

    /** Between two statements: a statement per line, as a line calling a pseudo-intrinsic may call no other barrier. */
    private static final String LINE = "\n        ";

    /**
     * The fences: SM5's three, and SyncScope's pseudo-intrinsics for {@code sync_ugroup} and {@code sync_ugroup_g}
     * (docs/d3d11-sync.md), the UAV fence at Workgroup scope, which leaves the other group out.
     */
    private static final String[] FENCES = {"DeviceMemoryBarrier();", "GroupMemoryBarrier();", "AllMemoryBarrier();",
        "SyncScopeUavGroupMemoryBarrier();", "SyncScopeAllGroupMemoryBarrier();"};

    /** One statement of a branch: on a flag (the buffer's or the groupshared array), on the payload, or a fence. */
    private static Arbitrary<String> statement() {
        Arbitrary<String> array = Arbitraries.frequencyOf(Tuple.of(3, Arbitraries.just("flag")),
                Tuple.of(1, Arbitraries.just("sflag")));
        Arbitrary<Statement> kinds = Arbitraries.frequency(
                weighted(3, (a, f, fence) -> "InterlockedExchange(" + a + "[" + f + "], 1, seen); acc += seen;"),
                weighted(1, (a, f, fence) -> "InterlockedAdd(" + a + "[" + f + "], 1, seen); acc += seen;"),
                // a bounded poll: SM5's atomic load is an add of 0 (it writes)
                weighted(3, (a, f, fence) -> "for (uint i = 0; i < 2; i++) { InterlockedAdd(" + a + "[" + f
                        + "], 0, seen); if (seen != 0) { acc += 100; break; } }"),
                weighted(1, (a, f, fence) -> "InterlockedCompareExchange(" + a + "[" + f + "], 0, 1, seen);"
                        + " acc += seen;"),
                weighted(1, (a, f, fence) -> "InterlockedAdd(" + a + "[" + f + "], 0, seen); if (seen != 0) {"
                        + " InterlockedExchange(" + a + "[" + (1 - f) + "], 1, seen); }"),
                // the payload: plain accesses, non-private when the buffer is globallycoherent
                weighted(3, (a, f, fence) -> "data[" + f + "] = t + 1;"),
                weighted(3, (a, f, fence) -> "acc += data[" + f + "] * 10;"),
                weighted(6, (a, f, fence) -> fence),
                // message passing: publish the payload behind a fence, read it only if the flag was seen set
                weighted(5, (a, f, fence) -> "data[" + f + "] = t + 1;" + LINE + fence + LINE + "InterlockedExchange("
                        + a + "[" + f + "], 1, seen);"),
                weighted(3, (a, f, fence) -> "for (uint i = 0; i < 2; i++) { InterlockedAdd(" + a + "[" + f
                        + "], 0, seen); if (seen != 0) { break; } }" + LINE + fence + LINE
                        + "if (seen != 0) { acc += data[" + f + "] * 10; }"),
                // and after a wait that may never end, which polls long enough for a waiter to read another's
                // write-back (the read-modify-writes continue the release sequence, VK MM: Release Sequence)
                weighted(2, (a, f, fence) -> "do { InterlockedAdd(" + a + "[" + f + "], 0, seen); } while (seen == 0);"
                        + LINE + fence + LINE + "acc += data[" + f + "] * 10;"),
                // wave intrinsics (SM 6.0): subgroup operations of the lanes in the branch (its tangle), which order
                // no memory; glslang emits an inclusive scan for WavePrefixSum, which both engines follow
                weighted(1, (a, f, fence) -> "acc += WaveActiveSum(acc);"),
                weighted(1, (a, f, fence) -> "acc += WavePrefixSum(t + 1);"),
                weighted(1, (a, f, fence) -> "if (WaveActiveAnyTrue(seen != 0)) { acc += 1000; }"),
                // session 78: a quad read (its partner in another branch or past the wave: an undefined value) and a
                // float reduction (ascending lane order, SubgroupOps)
                weighted(1, (a, f, fence) -> "acc += QuadReadAcrossX(acc);"),
                weighted(1, (a, f, fence) -> "acc += (uint) WaveActiveSum((float) acc * 0.5);"),
                // the wave-aggregated atomic: one lane adds for the wave and hands on what it read
                weighted(2, (a, f, fence) -> "acc += WaveActiveCountBits(true) * 10000; if (WaveIsFirstLane()) {"
                        + " InterlockedAdd(" + a + "[" + f + "], 1, seen); } acc += WaveReadLaneFirst(seen);"));
        Arbitrary<String> fences = Arbitraries.frequency(Tuple.of(2, FENCES[0]), Tuple.of(1, FENCES[1]),
                Tuple.of(1, FENCES[2]), Tuple.of(1, FENCES[3]), Tuple.of(1, FENCES[4]));
        return Combinators.combine(array, Arbitraries.integers().between(0, 1), fences, kinds)
                .as((a, f, fence, k) -> k.on(a, f, fence));
    }

    private static Arbitrary<String> block() {
        return statement().list().ofMinSize(0).ofMaxSize(3).map(l -> String.join(LINE, l));
    }

    private static final Pattern USES_FLAG = Pattern.compile("\\bflag\\[");

    @Provide
    Arbitrary<String> kernels() {
        Arbitrary<Integer> groups = Arbitraries.integers().between(1, 2);
        Arbitrary<Integer> size = Arbitraries.integers().between(2, 3);
        // one lane per wave, two (a group of three then has a second wave of one lane), or one wave per group
        Arbitrary<Integer> wave = Arbitraries.frequencyOf(Tuple.of(1, Arbitraries.just(1)),
                Tuple.of(2, Arbitraries.just(2)), Tuple.of(2, Arbitraries.just(32)));
        Arbitrary<String> coherence = Arbitraries.frequencyOf(Tuple.of(3, Arbitraries.just("globallycoherent ")),
                Tuple.of(1, Arbitraries.just("")));
        // a group sync in uniform control flow five times in six
        Arbitrary<String> sync = Arbitraries.of("", "GroupMemoryBarrierWithGroupSync();",
                        "DeviceMemoryBarrierWithGroupSync();", "AllMemoryBarrierWithGroupSync();",
                        "SyncScopeUavGroupMemoryBarrierWithGroupSync();",
                        "SyncScopeAllGroupMemoryBarrierWithGroupSync();")
                .map(b -> b.isEmpty() ? "" : "    " + b + "\n");
        return Combinators.combine(groups, size, wave, coherence, sync, IndexBranches.of(block()),
                        IndexBranches.of(block()))
                .as((g, n, w, coherent, s, before, after) -> {
                    String body = before.text(g * n - 1) + s + after.text(g * n - 1) + "    r[t] = acc;\n}\n";
                    String lengths = (USES_FLAG.matcher(body).find() ? "// @length flag = 2\n" : "")
                            + (body.contains("data[") ? "// @length data = 2\n" : "");
                    return HEADER.formatted(g, w, lengths, g * n, coherent, n) + body;
                });
    }
}
