package dev.syncscope.core.diff;

import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;

/**
 * The generated kernels' three-way branch on a thread's global index {@code t} (GLSL and HLSL alike): the first
 * thread, the last one (in the other workgroup when there are two), and every other one, each arm a block of
 * statements. Immutable.
 */
record IndexBranches(String first, String last, String rest) {

    /** Three blocks drawn from {@code block}, one per arm. */
    static Arbitrary<IndexBranches> of(Arbitrary<String> block) {
        return Combinators.combine(block, block, block).as(IndexBranches::new);
    }

    /** The branch's lines, {@code lastIndex} the last thread's index. */
    String text(int lastIndex) {
        return "    if (t == 0u) {\n        " + first + "\n    } else if (t == " + lastIndex + "u) {\n        " + last
                + "\n    } else {\n        " + rest + "\n    }\n";
    }
}
