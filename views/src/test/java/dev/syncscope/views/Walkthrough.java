package dev.syncscope.views;

import dev.syncscope.core.api.DebugSession;
import dev.syncscope.core.litmus.khronos.KhronosParser;
import dev.syncscope.core.model.Program;
import dev.syncscope.views.graph.TraceWindow;

/** The worked examples of WALKTHROUGH.md as Khronos litmus text, for view tests. Immutable. */
public final class Walkthrough {

    /** Example 1, litmus/khronos/mp.test: st x (line 4), st y (5), ld y (8), ld x (9). */
    public static final String MP = """
            NEWWG
            NEWSG
            NEWTHREAD
            st.av.scopedev.sc0 x = 1
            st.atom.rel.scopewg.sc0.semsc0 y = 1
            NEWSG
            NEWTHREAD
            ld.atom.acq.scopewg.sc0.semsc0 y
            ld.vis.scopedev.sc0 x
            """;

    /** Example 2: the same with a relaxed flag (no rel, no acq). */
    public static final String RELAXED = MP.replace("atom.rel.", "atom.").replace("atom.acq.", "atom.")
            .replace(".semsc0", "");

    /** Example 3, litmus/khronos/privmp.test: private accesses to x. */
    public static final String PRIVATE = """
            NEWWG
            NEWSG
            NEWTHREAD
            st.sc0 x = 1
            st.atom.rel.semav.scopewg.sc0.semsc0 y = 1
            NEWSG
            NEWTHREAD
            ld.atom.acq.semvis.scopewg.sc0.semsc0 y
            ld.sc0 x
            """;

    /** SLOC: references a and b alias one allocation (litmus/khronos/test11.test). */
    public static final String ALIASED = """
            NEWWG
            NEWSG
            NEWTHREAD
            st.av.scopedev.sc0 a = 1
            NEWSG
            NEWTHREAD
            ld.vis.scopedev.sc0 b
            SLOC a b
            """;

    private Walkthrough() {
    }

    public static Program program(String name, String text) {
        return new KhronosParser().parse(name + ".test", text).program();
    }

    /** A session of {@code text} after stepping the invocations in {@code order}. */
    public static DebugSession stepped(String text, int... order) {
        DebugSession s = DebugSession.load(program("walkthrough", text));
        for (int agent : order) {
            s.step(agent);
        }
        return s;
    }

    /**
     * {@code s}'s steps with their synchronizes-with and happens-before links, as the simulation thread hands them to
     * the execution graph.
     */
    public static TraceWindow window(DebugSession s) {
        return TraceWindow.of(s.program().launch(), s.trace());
    }
}
