package dev.syncscope.core.api;

import dev.syncscope.core.exec.AgentStatus;
import dev.syncscope.core.exec.Diagnostic;
import dev.syncscope.core.exec.RunResult;
import dev.syncscope.core.load.ProgramLoader;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Spin diagnostics fire only when no write the spinning reader could still observe can ever reach it. */
class SpinDiagnosticTest {

    /** The samples author's reproduction: three workgroups handing a relaxed Device-scope flag on. */
    static final String HANDOFF = """
            // @dispatch 3
            #version 450
            #pragma use_vulkan_memory_model
            #extension GL_KHR_memory_scope_semantics : require
            layout(local_size_x = 1) in;
            layout(binding = 0) buffer Flag { uint flag; };

            void main() {
                if (gl_WorkGroupID.x == 0) {
                    while (atomicLoad(flag, gl_ScopeDevice, gl_StorageSemanticsBuffer, gl_SemanticsRelaxed) == 0) {
                    }
                    atomicStore(flag, 2u, gl_ScopeDevice, gl_StorageSemanticsBuffer, gl_SemanticsRelaxed);
                } else if (gl_WorkGroupID.x == 1) {
                    atomicStore(flag, 1u, gl_ScopeDevice, gl_StorageSemanticsBuffer, gl_SemanticsRelaxed);
                } else {
                    while (atomicLoad(flag, gl_ScopeDevice, gl_StorageSemanticsBuffer, gl_SemanticsRelaxed) != 2) {
                    }
                }
            }
            """;

    @Test
    void spinnerWhoseNextReadCanReturnANewerWriteIsNotReportedAsSpinning() {
        DebugSession s = DebugSession.load(ProgramLoader.load("handoff.comp", HANDOFF));
        for (int invocation : new int[] {0, 0, 0, 0, 1, 2, 2, 2}) {
            s.step(invocation);
        }
        assertTrue(s.diagnostics().stream().noneMatch(d -> d.kind() == Diagnostic.Kind.SPIN), s.diagnostics().toString());
        assertFalse(s.finished(), "T0 can still read flag = 1");
        assertEquals(AgentStatus.RUNNING, s.snapshot().agents().get(0).status());
        s.run();
        assertTrue(s.finished());
        assertTrue(s.diagnostics().stream().noneMatch(d -> d.kind() == Diagnostic.Kind.SPIN), s.diagnostics().toString());
        assertEquals(2L, s.outcome().values().get("flag"));
    }

    /** docs/examples/counted-loop.comp: a counted loop rereading one unchanged value (x = 3) 40 times. */
    private static final String COUNTED_LOOP = read("../docs/examples/counted-loop.comp");

    private static String read(String path) {
        try {
            return java.nio.file.Files.readString(java.nio.file.Path.of(path));
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    @Test
    void aCountedLoopThatRereadsAnUnchangedValueIsNotStoppedAsASpin() {
        // the spin rule needs the invocation back where its last read started; i and s move on each time
        DebugSession s = DebugSession.load(ProgramLoader.load("counted-loop.comp", COUNTED_LOOP));
        s.run();
        assertTrue(s.finished());
        assertTrue(s.diagnostics().isEmpty(), s.diagnostics().toString());
        assertEquals(120L, s.outcome().values().get("sum"));
        assertEquals(AgentStatus.DONE, s.snapshot().agents().get(0).status());
    }

    @Test
    void aCountedHlslLoopWhoseCounterIsAnUnnamedValueIsNotStoppedAsASpin() {
        // the same loop in HLSL: the counter and the sum live in unnamed phis, not in named variables, so comparing
        // the named variables alone saw the invocation "back where it was" after two reads and stopped it (sum = 0)
        DebugSession s = DebugSession.load(ProgramLoader.load("counted-loop.hlsl",
                read("../docs/examples/counted-loop.hlsl")));
        s.run();
        assertTrue(s.finished());
        assertTrue(s.diagnostics().isEmpty(), s.diagnostics().toString());
        assertEquals(120L, s.outcome().values().get("sum"), s.outcome().values().toString());
        assertEquals(AgentStatus.DONE, s.snapshot().agents().get(0).status());
    }

    /** A session whose run stops at 10,000 steps, so a spin the rule misses fails the test at once. */
    private static DebugSession load(String name, String text) {
        return DebugSession.load(ProgramLoader.load(name, text), LaunchOptions.DEFAULTS.withStepLimit(10_000));
    }

    private static final String SPINLOCK = read("../sample-kernels/kernels/spinlock-never-released.comp");

    private static Diagnostic onlySpin(DebugSession s) {
        java.util.List<Diagnostic> spins = s.diagnostics().stream().filter(d -> d.kind() == Diagnostic.Kind.SPIN).toList();
        assertEquals(1, spins.size(), s.diagnostics().toString());
        return spins.get(0);
    }

    @Test
    void aSpinlockWaiterWhoseCompareExchangeCanOnlyFailIsStoppedAsASpin() {
        // VK MM: a compare-exchange that fails only reads; with the holder gone no write of lock can come
        DebugSession s = load("spinlock-never-released.comp", SPINLOCK);
        RunResult r = s.run();
        assertTrue(s.finished());
        assertTrue(r.steps() < 100, "stopped early, not at a step or heap limit: " + r.steps());
        Diagnostic d = onlySpin(s);
        assertEquals(36, d.source().line());
        assertTrue(d.message().contains("lock = 1 (a compare-exchange that fails)"), d.message());
        assertEquals(AgentStatus.SPINNING, s.snapshot().agents().get(d.agents().get(0)).status());
        assertEquals(1L, s.outcome().values().get("count"));
    }

    @Test
    void aPollThatWritesBackWhatItReadsIsStoppedAsASpin() {
        // atomicOr(flag, 0) writes: each write-back is the value it read (VK MM: Atomic Operation), so only flag = 0
        DebugSession s = load("poll.comp", """
                #version 450
                layout(local_size_x = 2) in;
                layout(binding = 0) buffer Flag { uint flag; };
                void main() {
                    if (gl_LocalInvocationIndex == 0u) {
                        while (atomicOr(flag, 0u) == 0u) {
                        }
                    }
                }
                """);
        RunResult r = s.run();
        assertTrue(r.steps() < 100, "stopped early: " + r.steps());
        Diagnostic d = onlySpin(s);
        assertEquals(java.util.List.of(0), d.agents());
        assertEquals(6, d.source().line());
        assertTrue(d.message().contains("flag = 0 (an atomic read-modify-write that writes it back)"), d.message());
    }

    @Test
    void anHlslInterlockedOrPollIsStoppedAsASpin() {
        // docs/d3d11-sync.md's advice for an HLSL spin-wait: read the flag with InterlockedOr(flag[0], 0, v)
        DebugSession s = load("poll.hlsl", """
                RWStructuredBuffer<uint> flag : register(u0);
                RWStructuredBuffer<uint> result : register(u1);
                [numthreads(1, 1, 1)]
                void main() {
                    uint v = 0;
                    do { InterlockedOr(flag[0], 0, v); } while (v == 0);
                    result[0] = 1;
                }
                """);
        RunResult r = s.run();
        assertTrue(r.steps() < 100, "stopped early: " + r.steps());
        assertEquals(6, onlySpin(s).source().line());
    }

    @Test
    void aSpinnerThatReadsByVisibilityIsNotStoppedWhileOtherSpinnersWriteBack() {
        // docs/examples/spin-relay.comp: T0 and T1 go round their loop three times, T2 writes data, T3 acquires it and
        // polls three times. Every invocation that can step now rereads a value for the third time, but T0's next
        // poll reads T3's write-back and acquires T2's write (VK MM: Synchronizes-With), T0's barrier releases it to T1,
        // and T1's load of data then reads 1 (Visible-To): a write-back can carry synchronizes-with
        DebugSession s = load("spin-relay.comp", read("../docs/examples/spin-relay.comp"));
        noSpinYetAndT1ReadsTheWriteNext(s, 0, 0, 1, 1, 0, 0, 1, 1, 0, 0, 1, 1, 2, 2, 3, 3, 3, 3);
        s.run();
        assertEquals(java.util.List.of(0, 3), s.diagnostics().stream().filter(d -> d.kind() == Diagnostic.Kind.SPIN)
                .flatMap(d -> d.agents().stream()).sorted().toList(), "T0 and T3 spin on flag for ever");
    }

    @Test
    void aSpinnerThatReadsByVisibilityIsNotStoppedWhileAnotherSpinnersLoopStores() {
        // spin-relay.comp with T3's write-backs replaced by a release store of flag in a loop polling stop, and T0 polling
        // flag with an acquiring load: T0's next load reads T3's store and acquires T2's write all the same
        String stores = relayWithT3Loop("uint stop;", """
                                    while (atomicLoad(stop, gl_ScopeDevice, buffers, gl_SemanticsRelaxed) == 0u) {
                                        atomicStore(flag, 0u, gl_ScopeDevice, buffers, gl_SemanticsRelease | gl_SemanticsMakeAvailable);
                                    }
                        """);
        assertTrue(stores.contains("atomicStore(flag") && !stores.contains("atomicOr(flag"), stores);
        noSpinYetAndT1ReadsTheWriteNext(load("spin-relay-stores.comp", stores),
                0, 0, 1, 1, 0, 0, 1, 1, 0, 0, 1, 1, 2, 2, 3, 3, 3, 3, 3, 3, 3);
    }

    /** Header of the two-flag kernels: two invocations in two workgroups, flags a and b, and a result. */
    private static final String TWO_FLAGS = """
            // @dispatch 2
            #version 450
            #pragma use_vulkan_memory_model
            #extension GL_KHR_memory_scope_semantics : require
            layout(local_size_x = 1) in;
            layout(binding = 0) buffer Flags { uint a; uint b; };
            layout(binding = 1) buffer Out { uint got; uint work; };
            const int buffers = gl_StorageSemanticsBuffer;
            """;

    /** T0 runs {@code producer}; T1 waits with acquire loads until it read a = 1 and b = 1 in one round, then sets got. */
    private static String waitForBoth(String producer) {
        return TWO_FLAGS + """
                void main() {
                    if (gl_WorkGroupID.x == 0u) {
                """ + producer + """
                    } else {
                        while (atomicLoad(a, gl_ScopeDevice, buffers, gl_SemanticsAcquire) == 0u
                               || atomicLoad(b, gl_ScopeDevice, buffers, gl_SemanticsAcquire) == 0u) {
                        }
                        got = 1u;
                    }
                }
                """;
    }

    @Test
    void aWaitForTwoFlagsOneOfWhichNoInvocationCanSetIsStoppedAsASpin() {
        // T1's loop reads a and b each time round: a = 1 and b = 0 for ever once T0 is done (it never sets b)
        DebugSession s = load("two-flags.comp", waitForBoth("""
                        atomicStore(a, 1u, gl_ScopeDevice, buffers, gl_SemanticsRelease);
                """));
        RunResult r = s.run();
        assertTrue(s.finished());
        assertTrue(r.steps() < 20, "stopped after three rounds of the loop, not at the step limit: " + r.steps());
        Diagnostic d = onlySpin(s);
        assertEquals(java.util.List.of(1), d.agents());
        assertEquals(13, d.source().line());
        assertTrue(d.message().contains("T1 spins reading a = 1 and b = 0, values that can never change for it"),
                d.message());
        assertEquals(AgentStatus.SPINNING, s.snapshot().agents().get(1).status());
        assertEquals(0L, s.outcome().values().get("got"));
    }

    @Test
    void aWaitForTwoFlagsIsNotStoppedWhileTheInvocationThatSetsThemStillRuns() {
        // T0 sets b only after a loop of its own: T1 rereads a = 1 and b = 0 many times meanwhile, but T0 can step
        DebugSession s = load("two-flags-late.comp", waitForBoth("""
                        atomicStore(a, 1u, gl_ScopeDevice, buffers, gl_SemanticsRelease);
                        for (uint i = 0u; i < 20u; i++) {
                            work = work + 1u;
                        }
                        atomicStore(b, 1u, gl_ScopeDevice, buffers, gl_SemanticsRelease);
                """));
        s.run();
        assertTrue(s.finished());
        assertTrue(s.diagnostics().isEmpty(), s.diagnostics().toString());
        assertEquals(1L, s.outcome().values().get("got"));
        assertEquals(20L, s.outcome().values().get("work"));
    }

    @Test
    void aLoopIsNotStoppedWhileAReadOtherThanItsNextCanStillReturnAnotherValue() {
        // T1 waits until a or b is set. T0 set b, but T1 is stepped to read the initial b = 0 three times round (an
        // older value coherence allows: VK MM: Scoped Modification Order Coherence). Its next read, of a, can only
        // return 0, yet its read of b can return 1 (the default): every read of the loop counts, not the next alone
        DebugSession s = load("either-flag.comp", TWO_FLAGS + """
                void main() {
                    if (gl_WorkGroupID.x == 0u) {
                        atomicStore(b, 1u, gl_ScopeDevice, buffers, gl_SemanticsRelaxed);
                    } else {
                        uint ra;
                        uint rb;
                        do {
                            ra = atomicLoad(a, gl_ScopeDevice, buffers, gl_SemanticsRelaxed);
                            rb = atomicLoad(b, gl_ScopeDevice, buffers, gl_SemanticsRelaxed);
                        } while (ra == 0u && rb == 0u);
                        got = 1u;
                    }
                }
                """);
        s.step(0);
        for (int round = 0; round < 3; round++) {
            assertEquals(0L, s.step(1).event().value(), "a");
            assertEquals(0L, s.step(1, -1).event().value(), "b, the initial value");
        }
        assertTrue(s.diagnostics().stream().noneMatch(d -> d.kind() == Diagnostic.Kind.SPIN), s.diagnostics().toString());
        assertEquals(AgentStatus.RUNNING, s.snapshot().agents().get(1).status());
        s.run();
        assertTrue(s.finished());
        assertTrue(s.diagnostics().isEmpty(), s.diagnostics().toString());
        assertEquals(1L, s.outcome().values().get("got"), "T1's next read of b returns 1");
    }

    @Test
    void aSpinnerThatReadsByVisibilityIsNotStoppedWhileAnotherSpinnerStoresBetweenTheTwoReadsOfItsLoop() {
        // spin-relay.comp with T3 reading stop, storing flag with release, then reading stop2, round its loop: the
        // store is between two reads, so the loop writes although nothing was written since its latest read
        String stores = relayWithT3Loop("uint stop; uint stop2;", """
                                    uint r;
                                    uint r2;
                                    do {
                                        r = atomicLoad(stop, gl_ScopeDevice, buffers, gl_SemanticsRelaxed);
                                        atomicStore(flag, 0u, gl_ScopeDevice, buffers, gl_SemanticsRelease | gl_SemanticsMakeAvailable);
                                        r2 = atomicLoad(stop2, gl_ScopeDevice, buffers, gl_SemanticsRelaxed);
                                    } while (r == 0u && r2 == 0u);
                        """);
        assertTrue(stores.contains("atomicStore(flag") && !stores.contains("atomicOr(flag"), stores);
        // T3 goes round three times (nine steps) and ends at its read of stop2: its loop wrote after reading stop
        noSpinYetAndT1ReadsTheWriteNext(load("spin-relay-two-reads.comp", stores),
                0, 0, 1, 1, 0, 0, 1, 1, 0, 0, 1, 1, 2, 2, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3);
    }

    /**
     * spin-relay.comp with a buffer Stop holding {@code stopMembers}, T3's write-back loop replaced by {@code t3Loop}, and
     * T0 polling flag with an acquiring load instead of a write-back.
     */
    private static String relayWithT3Loop(String stopMembers, String t3Loop) {
        return read("../docs/examples/spin-relay.comp").replace("layout(binding = 2) buffer Flag { uint flag; };",
                        "layout(binding = 2) buffer Flag { uint flag; };\nlayout(binding = 3) buffer Stop { " + stopMembers + " };")
                .replace("""
                                    while (atomicOr(flag, 0u, gl_ScopeDevice, buffers, acqRel) == 0u) {
                                    }
                        """, t3Loop)
                .replace("v = atomicOr(flag, 0u, gl_ScopeDevice, buffers, acqRel);",
                        "v = atomicLoad(flag, gl_ScopeDevice, buffers, gl_SemanticsAcquire | gl_SemanticsMakeVisible);");
    }

    /**
     * Steps {@code schedule} (after which every invocation that can step rereads a value for the third time), checks
     * none was stopped as a spinner, then steps T0's next read and its barrier and T1 round its loop: T1 reads data = 1.
     */
    private static void noSpinYetAndT1ReadsTheWriteNext(DebugSession s, int... schedule) {
        for (int invocation : schedule) {
            s.step(invocation);
        }
        assertTrue(s.diagnostics().stream().noneMatch(d -> d.kind() == Diagnostic.Kind.SPIN), s.diagnostics().toString());
        long last = 0;
        for (int invocation : new int[] {0, 0, 1, 1, 1}) {
            last = s.step(invocation).event().value();
        }
        assertEquals(1L, last, "T1's load after T0's barrier reads T2's write");
    }
    /**
     * A plain store initialising the flag, then a poll with atomicAdd(flag, 0) that nobody answers (the GPU audit's
     * k22): the invocation's own plain store is location-ordered before its polls, so what the polls may read depends
     * on coherence alone and the spin is hopeless. It was not recognized (the store is not an atomic), and each step
     * looked at the growing history: 3,000 steps took 47 s and a run never ended.
     */
    @Test
    void aPollAfterTheInvocationsOwnPlainStoreIsAHopelessSpin() {
        DebugSession s = DebugSession.load(ProgramLoader.load("init-poll.comp", """
                // @dispatch 1
                #version 450
                layout(local_size_x = 1) in;
                layout(binding = 0) buffer F { uint flag; };
                void main() {
                    flag = 0u;
                    while (atomicAdd(flag, 0u) == 0u) { }
                }
                """));
        dev.syncscope.core.exec.RunResult r = s.runUntil(dev.syncscope.core.exec.StopCondition.NEVER, 2_000);
        assertTrue(r.steps() < 100, "stopped soon: " + r);
        assertTrue(s.diagnostics().stream().anyMatch(d -> d.kind() == dev.syncscope.core.exec.Diagnostic.Kind.SPIN),
                s.diagnostics().toString());
    }
}
