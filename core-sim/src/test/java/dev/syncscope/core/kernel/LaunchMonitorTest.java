package dev.syncscope.core.kernel;

import dev.syncscope.core.model.InputError;
import dev.syncscope.core.model.LoadMonitor;
import dev.syncscope.core.suite.FileCheck;
import dev.syncscope.core.suite.FileCheckLimits;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Building a kernel's launch runs every invocation to its first memory action: for a large dispatch of long local
 * loops that takes minutes, so a {@link LoadMonitor} is asked between invocations and during long loops, and a load
 * it stops ends in an {@link InputError} of kind STOPPED (the window cancels with it, {@code check} applies its time
 * limit with it).
 */
class LaunchMonitorTest {

    /** 65,536 invocations, each 100,000 local instructions before its store: about a minute to launch. */
    private static final String HEAVY = read("../docs/examples/heavy.comp");

    private static String read(String path) {
        try {
            return java.nio.file.Files.readString(java.nio.file.Path.of(path));
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    /** One invocation in an endless local loop under the largest budget, 1,048,576 instructions. */
    private static final String ENDLESS = """
            // @budget 1048576
            #version 450
            layout(local_size_x = 1) in;
            layout(std430, binding = 0) buffer B { uint data[]; };
            void main() {
                uint i = 0u;
                while (true) { i = i * 3u + 1u; }
                data[0] = i;
            }
            """;

    @Test
    void theMonitorIsAskedBeforeEachInvocationAndStopsTheLaunchWithItsReason() {
        List<Integer> asked = new ArrayList<>();
        InputError e = assertThrows(InputError.class, () -> KernelLoader.load("heavy.comp", HEAVY, 1 << 20,
                (done, total) -> {
                    asked.add(done);
                    assertEquals(65_536, total);
                    return done == 3 ? "cancelled" : null;
                }));
        assertEquals(InputError.Kind.STOPPED, e.kind());
        assertEquals("heavy.comp", e.span().file());
        assertEquals("cancelled while the launch was built (3 of 65,536 invocations had run to their first memory"
                + " action)", e.getMessage());
        assertEquals(3, asked.get(asked.size() - 1));
    }

    @Test
    void aLongLocalLoopAsksTheMonitorEvery65536InstructionsSoOneInvocationCannotHoldTheLoad() {
        int[] calls = {0};
        InputError e = assertThrows(InputError.class, () -> KernelLoader.load("endless.comp", ENDLESS, 1 << 20,
                (done, total) -> ++calls[0] == 3 ? "cancelled" : null));
        assertEquals(InputError.Kind.STOPPED, e.kind());
        // once before the invocation, then twice inside its loop: not after its 1,048,576 instructions
        assertEquals(3, calls[0]);
        assertTrue(e.getMessage().startsWith("cancelled while the launch was built (0 of 1 invocations"), e.getMessage());
    }

    @Test
    void withoutAMonitorTheEndlessLoopStopsAtItsBudgetAsBefore() {
        LoadedKernel k = KernelLoader.load("endless.comp", ENDLESS.replace("1048576", "200000"));
        assertEquals(1, k.program().invocationCount());
        assertEquals(dev.syncscope.core.model.ThreadState.Status.BOUND_EXCEEDED,
                k.program().initial().get(0).status());
    }

    @Test
    void checksTimeLimitCoversTheLaunchAndLeavesTheAnswerUnknown() {
        FileCheck.Report r = FileCheck.check("heavy.comp", HEAVY, null, null,
                FileCheckLimits.DEFAULT.withTimeLimit(Duration.ZERO));
        assertFalse(r.complete());
        assertEquals(65_536, r.invocations());
        assertEquals("time limit of 0 ms reached while the launch was built (0 of 65,536 invocations had run to"
                + " their first memory action)", r.limitMessage());
        assertEquals(r.limitMessage(), r.unknownBecause());
        assertFalse(r.failed());
    }

    @Test
    void aLaunchStoppedByTheTimeLimitStillNotesAPragmaThatWasNotRead() {
        // the pragma moved below #version (line 4 once the first line is gone): line 5
        String late = HEAVY.replace("// @dispatch 64\n", "").replace("#version 450\n", "#version 450\n// @dispatch 64\n");
        FileCheck.Report r = FileCheck.check("late.comp", late, null, null,
                FileCheckLimits.DEFAULT.withTimeLimit(Duration.ZERO));
        assertFalse(r.complete());
        assertEquals(1_024, r.invocations());
        assertEquals(1, r.notes().size(), r.notes().toString());
        assertTrue(r.notes().get(0).startsWith("late.comp:5:4: @dispatch is not read here"), r.notes().get(0));
    }

    @Test
    void aChecksCallerIsToldHowTheLaunchGoesAndMayStopIt() {
        List<Integer> told = new ArrayList<>();
        FileCheck.Report r = FileCheck.check("heavy.comp", HEAVY, null, null, FileCheckLimits.DEFAULT, null,
                (done, total) -> {
                    told.add(done);
                    return done == 2 ? "cancelled" : null;
                });
        // before each invocation and during its long loop: 0, 0, 1, 1, 2
        assertEquals(List.of(0, 1, 2), told.stream().distinct().toList());
        assertFalse(r.complete());
        assertEquals("cancelled while the launch was built (2 of 65,536 invocations had run to their first memory"
                + " action)", r.limitMessage());
    }

    /**
     * With another dispatch the kernel is launched once, as asked: loading it as the file says and launching again
     * built every invocation twice, so here the time limit stopped the file's own launch of one invocation.
     */
    @Test
    void aCheckWithAnotherDispatchLaunchesOnceAsAsked() {
        String one = HEAVY.replace("// @dispatch 64", "// @dispatch 1").replace("local_size_x = 1024", "local_size_x = 1");
        FileCheck.Report r = FileCheck.check("heavy.comp", one, null, new int[] {64, 1, 1},
                FileCheckLimits.DEFAULT.withTimeLimit(Duration.ZERO));
        assertFalse(r.complete());
        assertEquals(64, r.invocations());
        assertEquals("time limit of 0 ms reached while the launch was built (0 of 64 invocations had run to their"
                + " first memory action)", r.limitMessage());
    }
}
