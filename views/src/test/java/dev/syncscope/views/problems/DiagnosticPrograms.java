package dev.syncscope.views.problems;

import dev.syncscope.core.api.DebugSession;
import dev.syncscope.core.api.LaunchOptions;
import dev.syncscope.core.exec.Diagnostic;
import dev.syncscope.core.exec.ScriptedThread;
import dev.syncscope.core.load.ProgramLoader;
import dev.syncscope.core.model.Action;
import dev.syncscope.core.model.Agent;
import dev.syncscope.core.model.Launch;
import dev.syncscope.core.model.Program;
import dev.syncscope.core.model.Scope;
import dev.syncscope.core.model.Semantics;
import dev.syncscope.core.model.SourceSpan;
import dev.syncscope.views.Walkthrough;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Small programs whose runs make every kind of diagnostic with a message key (and a fault without one), for the
 * tests of their wording. Immutable.
 */
final class DiagnosticPrograms {

    private DiagnosticPrograms() {
    }

    /** Message passing with a relaxed flag, stepped 0, 0, 1, 1: a race on x and a stale read of its initial value. */
    static DebugSession relaxed() {
        return Walkthrough.stepped(Walkthrough.RELAXED, 0, 0, 1, 1);
    }

    /** P1 stores x = 5 and loads it after P0 and P2 stored 7 and 9: races, and a stale read of P1's own write. */
    static DebugSession staleOwnWrite() {
        DebugSession s = DebugSession.load(ProgramLoader.load("own.test", """
                NEWWG
                NEWSG
                NEWTHREAD
                st.sc0 x = 7
                NEWSG
                NEWTHREAD
                st.sc0 x = 5
                ld.sc0 x
                NEWSG
                NEWTHREAD
                st.sc0 x = 9
                """));
        for (int agent : new int[] {1, 0, 2, 1}) {
            s.step(agent);
        }
        return s;
    }

    /** Message passing whose loads ask for y = 1 and x = 1, run without steering towards them. */
    static DebugSession outsideTest() {
        return run(DebugSession.load(ProgramLoader.load("mp.test", """
                NEWWG
                NEWSG
                NEWTHREAD
                st.av.scopedev.sc0 x = 1
                st.atom.rel.scopedev.sc0.semsc0 y = 1
                NEWWG
                NEWSG
                NEWTHREAD
                ld.atom.acq.scopedev.sc0.semsc0 y = 1
                ld.vis.scopedev.sc0 x = 1
                """), LaunchOptions.DEFAULTS.withFollowReadGoals(false)));
    }

    /** T1 reads a shared variable nobody wrote. */
    static DebugSession undefinedRead() {
        return example("undefined.comp");
    }

    /** T0 stores an OpUndef (a function without a return) and branches on a local it never stored. */
    static DebugSession undefinedValues() {
        return example("undefined-value.comp");
    }

    /** T0 stores a global (Private) variable declared without an initializer and never stored to. */
    static DebugSession privateValue() {
        return run(DebugSession.load(ProgramLoader.load("private.comp", PRIVATE)));
    }

    /** T0 spins on a shared flag no write defined: an undefined value, which the SPIN says it is. */
    static DebugSession undefinedSpin() {
        return run(DebugSession.load(ProgramLoader.load("spin.comp", """
                #version 450
                layout(local_size_x = 1) in;
                layout(binding = 0) buffer R { uint result; };
                shared uint flag;
                void main() {
                    while (flag == 0u) {
                    }
                    result = 1u;
                }
                """)));
    }

    /**
     * T1 stores the value of a shuffle down from subgroup invocation 2, past the top of its subgroup of 2: an undefined
     * value (SPIR-V OpGroupNonUniformShuffleDown), not a fault.
     */
    static DebugSession shuffleLane() {
        return run(DebugSession.load(ProgramLoader.load("lane.comp", SHUFFLE_LANE)));
    }

    /** A shuffle from an inactive lane of the subgroup (UndefinedValue.Kind.SUBGROUP_LANE: "(not in the tangle)"). */
    static DebugSession shuffleInactiveLane() {
        return run(DebugSession.load(ProgramLoader.load("inactive.comp", SHUFFLE_INACTIVE_LANE)));
    }

    /** The kernel of {@link #shuffleInactiveLane()}: lane 0 alone reads lane 1, which took the other branch. */
    static final String SHUFFLE_INACTIVE_LANE = """
            // @subgroup-size 2
            #version 450
            #extension GL_KHR_shader_subgroup_shuffle : require
            layout(local_size_x = 2) in;
            layout(binding = 0) buffer R { uint r[2]; };
            void main() {
                if (gl_SubgroupInvocationID == 0u) {
                    r[0] = subgroupShuffleXor(gl_SubgroupInvocationID + 5u, 1u);
                }
            }
            """;

    /** The kernel of {@link #shuffleLane()}: lane 1 reads lane 2, past a subgroup of 2 (LANE_OUTSIDE_SUBGROUP). */
    static final String SHUFFLE_LANE = """
            // @subgroup-size 2
            #version 450
            #extension GL_KHR_shader_subgroup_shuffle_relative : require
            layout(local_size_x = 2) in;
            layout(binding = 0) buffer R { uint r[2]; };
            void main() {
                r[gl_SubgroupInvocationID] = subgroupShuffleDown(gl_SubgroupInvocationID + 5u, 1u);
            }
            """;

    /** The kernel of {@link #privateValue()}. */
    static final String PRIVATE = """
            #version 450
            layout(local_size_x = 1) in;
            layout(binding = 0) buffer R { uint result; };
            uint g;
            void main() {
                result = g;
            }
            """;

    /**
     * T0 copies a shared value nobody wrote to shared t (T1 then reads t: a value a write stored undefined) and branches
     * on it: the undefined read's forms "stored", "which holds an undefined value" and "decides a branch condition".
     */
    static DebugSession undefinedUses() {
        return run(DebugSession.load(ProgramLoader.load("uses.comp", """
                #version 450
                layout(local_size_x = 1) in;
                layout(binding = 0) buffer R { uint result; };
                shared uint s;
                shared uint t;
                void main() {
                    t = s;
                    if (t == 3u) { result = 1u; }
                }
                """)));
    }

    /**
     * sample-kernels' reduction-missing-barrier.comp after nine round-robin steps: T0 reads partial[1] before T1's write
     * is visible to it, a stale read of Workgroup memory whose value is undefined.
     */
    static DebugSession staleUndefinedRead() {
        DebugSession s = DebugSession.open(java.nio.file.Path.of("../sample-kernels/kernels/reduction-missing-barrier.comp"));
        for (int i = 0; i < 9; i++) {
            s.step();
        }
        return s;
    }

    /** T1 spins on flag, which T0 writes only after the barrier T1 never reaches: a spin and a deadlock. */
    static DebugSession spinBeforeBarrier() {
        return example("spin-before-barrier.comp");
    }

    /** T0 spins on flag, which T1 writes only after its subgroupAdd, which waits for T0: a spin and a deadlock. */
    static DebugSession spinBeforeSubgroupOp() {
        return example("spin-before-subgroup-op.comp");
    }

    /** P0 spins on an atomic increment of m that it writes back; nothing else runs. */
    static DebugSession rmwSpin() {
        return example("rmw.litmus");
    }

    /** T0 takes the lock and never releases it; T1's compare-exchange fails for ever. */
    static DebugSession lockSpin() {
        return run("lock.comp", """
                #version 450
                layout(local_size_x = 2) in;
                layout(binding = 0) buffer L { uint lock; };
                void main() {
                    while (atomicCompSwap(lock, 0u, 1u) != 0u) { }
                }
                """);
    }

    /** T1 waits for flags a and b; T0 sets only a. */
    static DebugSession twoFlags() {
        return example("two-flags.comp");
    }

    /** P1 starts after P0 (ssw 0 1), and P0 spins for ever: P1 waits for other invocations. */
    static DebugSession waitingForOthers() {
        return example("ssw.litmus");
    }

    /**
     * Two invocations of one workgroup, each at a control barrier of its own number (1 and 2) and with no site: they
     * wait at different barriers, barrier 1 is released without T1 (waiting elsewhere), then 2 without T0 (exited).
     */
    static DebugSession differentBarriers() {
        List<Agent> agents = List.of(new Agent(0, "T0", 0, 0, 0), new Agent(1, "T1", 0, 0, 0));
        Program p = new Program("barriers", new Launch(agents, List.of(), Map.of(), List.of(), false), List.of(
                ScriptedThread.of(new Action.ControlBarrier(Scope.WORKGROUP, Scope.WORKGROUP, Semantics.NONE, 1,
                        new SourceSpan("barriers.test", 1, 1))),
                ScriptedThread.of(new Action.ControlBarrier(Scope.WORKGROUP, Scope.WORKGROUP, Semantics.NONE, 2,
                        new SourceSpan("barriers.test", 2, 1)))));
        return run(DebugSession.load(p));
    }

    /** T0 alone of 1,024 invocations reaches the barrier: it is released without 1,023 (8 named, 1,015 more). */
    static DebugSession manyExited() {
        return run("exit.comp", """
                #version 450
                layout(local_size_x = 1024) in;
                layout(binding = 0) buffer Out { uint a[1024]; };
                void main() {
                    uint i = gl_LocalInvocationID.x;
                    if (i > 0u) { return; }
                    barrier();
                    a[i] = 1u;
                }
                """);
    }

    /** T3 returns early (line 8) and never reaches the barrier of line 10: released without it, which finished there. */
    static DebugSession earlyReturn() {
        return example("early-return.comp");
    }

    /** T2 and T3 return at different lines before the barrier: the sentence names T2's place beside its name. */
    static DebugSession twoExits() {
        return run("exits.comp", """
                #version 450
                layout(local_size_x = 4) in;
                layout(binding = 0) buffer Out { uint a[4]; };
                void main() {
                    uint i = gl_LocalInvocationID.x;
                    if (i == 2u) { return; }
                    if (i == 3u) { a[i] = 3u; return; }
                    barrier();
                    a[i] = 1u;
                }
                """);
    }

    /**
     * Two workgroups of two subgroups: only T7 reaches the subgroup barrier, T6 of its subgroup (the engine's instance 3,
     * subgroup 1 of workgroup 1) finishes without it.
     */
    static DebugSession subgroupBarrier() {
        return example("subgroup-barrier.comp");
    }

    /** One function with a barrier called from both branches: two dynamic instances of one instruction. */
    static DebugSession callSites() {
        return example("call.comp");
    }

    /** An out-of-bounds store: a FAULT, whose message is the interpreter's (no key). */
    static DebugSession fault() {
        return example("fault.comp");
    }

    /** One control-barrier instance met with a release barrier in P0 and a plain one in P1. */
    static DebugSession barrierSemantics() {
        return example("barrier-semantics.test");
    }

    /** An endless loop that counts in a buffer, stopped at a bound of 1,000 actions per invocation. */
    static DebugSession actionBound() {
        try {
            String name = "endless-count.comp";
            String text = java.nio.file.Files.readString(java.nio.file.Path.of("../docs/examples/diagnostics", name));
            return run(DebugSession.load(ProgramLoader.load(name, text),
                    dev.syncscope.core.api.LaunchOptions.DEFAULTS.withMaxActions(1000)));
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    /** Every diagnostic of every program above, oldest first per program. */
    static List<Diagnostic> all() {
        List<Diagnostic> out = new ArrayList<>();
        for (DebugSession s : List.of(relaxed(), staleOwnWrite(), outsideTest(), undefinedRead(), undefinedUses(), undefinedValues(),
                staleUndefinedRead(), privateValue(), shuffleLane(), shuffleInactiveLane(), undefinedSpin(),
                spinBeforeBarrier(), spinBeforeSubgroupOp(), rmwSpin(), lockSpin(), twoFlags(), waitingForOthers(),
                differentBarriers(),
                manyExited(), earlyReturn(), twoExits(), subgroupBarrier(), callSites(), fault(), barrierSemantics(), actionBound())) {
            out.addAll(s.diagnostics());
        }
        return out;
    }

    /**
     * Runs {@code docs/examples/diagnostics/NAME}, a kernel or litmus test that makes the stepper report one kind of
     * diagnostic (core-sim's {@code DiagnosticKeysTest} runs the same files).
     */
    static DebugSession example(String name) {
        try {
            return run(name, java.nio.file.Files.readString(java.nio.file.Path.of("../docs/examples/diagnostics", name)));
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    private static DebugSession run(String name, String text) {
        return run(DebugSession.load(ProgramLoader.load(name, text)));
    }

    private static DebugSession run(DebugSession s) {
        s.run();
        return s;
    }
}
