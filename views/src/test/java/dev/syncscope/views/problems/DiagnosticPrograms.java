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
        return run("undefined.comp", """
                #version 450
                layout(local_size_x = 1) in;
                shared uint s[2];
                layout(binding = 0) buffer Out { uint a[2]; };
                void main() {
                    a[1] = s[1];
                }
                """);
    }

    /** T1 spins on flag, which T0 writes only after the barrier T1 never reaches: a spin and a deadlock. */
    static DebugSession spinBeforeBarrier() {
        return run("spin-before-barrier.comp", """
                #version 450
                layout(local_size_x = 2) in;
                layout(binding = 0) coherent buffer Out { uint flag; uint done[2]; };
                void main() {
                    uint i = gl_LocalInvocationID.x;
                    if (i == 1u) {
                        while (flag == 0u) { }
                    }
                    barrier();
                    if (i == 0u) {
                        flag = 1u;
                    }
                    done[i] = 1u;
                }
                """);
    }

    /** P0 spins on an atomic increment of m that it writes back; nothing else runs. */
    static DebugSession rmwSpin() {
        return run("rmw.litmus", """
                VULKAN rmwspin
                { m=1; }
                 P0@sg 0,wg 0, qf 0 ;
                 LC00:              ;
                 rmw.atom.wg.sc0 r0, m, 1    ;
                 bne r0, 0, LC00             ;
                exists (P0:r0 == 0)
                """);
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
        return run("two-flags.comp", """
                // @dispatch 2
                #version 450
                #pragma use_vulkan_memory_model
                #extension GL_KHR_memory_scope_semantics : require
                layout(local_size_x = 1) in;
                layout(binding = 0) buffer Flags { uint a; uint b; };
                layout(binding = 1) buffer Out { uint got; };
                const int buffers = gl_StorageSemanticsBuffer;
                void main() {
                    if (gl_WorkGroupID.x == 0u) {
                        atomicStore(a, 1u, gl_ScopeDevice, buffers, gl_SemanticsRelease);
                    } else {
                        while (atomicLoad(a, gl_ScopeDevice, buffers, gl_SemanticsAcquire) == 0u
                               || atomicLoad(b, gl_ScopeDevice, buffers, gl_SemanticsAcquire) == 0u) {
                        }
                        got = 1u;
                    }
                }
                """);
    }

    /** P1 starts after P0 (ssw 0 1), and P0 spins for ever: P1 waits for other invocations. */
    static DebugSession waitingForOthers() {
        return run("ssw.litmus", """
                VULKAN spinssw
                { x=0; y=0; }
                { ssw 0 1; }
                 P0@sg 0,wg 0, qf 0 | P1@sg 0,wg 1, qf 0 ;
                 LC00:              | st.sc0 y, 1        ;
                 ld.atom.dv.sc0 r0, x |                  ;
                 beq r0, 0, LC00    |                    ;
                exists (x == 0)
                """);
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

    /** One function with a barrier called from both branches: two dynamic instances of one instruction. */
    static DebugSession callSites() {
        return run("call.comp", """
                #version 450
                layout(local_size_x = 2) in;
                layout(binding = 0) buffer Out { uint a[2]; };
                void sync() { barrier(); }
                void main() {
                    uint i = gl_LocalInvocationID.x;
                    a[i] = 1u;
                    if (i == 0u) { sync(); } else { sync(); }
                    a[i] = 2u;
                }
                """);
    }

    /** An out-of-bounds store: a FAULT, whose message is the interpreter's (no key). */
    static DebugSession fault() {
        return run("fault.comp", """
                #version 450
                layout(local_size_x = 1) in;
                layout(binding = 0) buffer Out { uint kept[1]; };
                void main() {
                    uint i = 3u;
                    kept[i] = 1u;
                }
                """);
    }

    /** Every diagnostic of every program above, oldest first per program. */
    static List<Diagnostic> all() {
        List<Diagnostic> out = new ArrayList<>();
        for (DebugSession s : List.of(relaxed(), staleOwnWrite(), outsideTest(), undefinedRead(), spinBeforeBarrier(),
                rmwSpin(), lockSpin(), twoFlags(), waitingForOthers(), differentBarriers(), manyExited(), callSites(),
                fault())) {
            out.addAll(s.diagnostics());
        }
        return out;
    }

    private static DebugSession run(String name, String text) {
        return run(DebugSession.load(ProgramLoader.load(name, text)));
    }

    private static DebugSession run(DebugSession s) {
        s.run();
        return s;
    }
}
