package dev.syncscope.app.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code run --dispatch X[,Y[,Z]]} launches a kernel with other workgroups than its {@code @dispatch}, as
 * {@code check --dispatch} does, and is refused as check refuses it; the memory advice {@code run} prints names it.
 */
class CliRunDispatchTest extends CliHarness {

    private static final String KERNEL = """
            // @dispatch 1
            #version 450
            layout(local_size_x = 2) in;
            layout(binding = 0) buffer B { uint data[]; };
            void main() { data[gl_GlobalInvocationID.x] = 1u; }
            """;

    @Test
    void runDispatchLaunchesTheGivenWorkgroups(@TempDir Path dir) throws IOException {
        Path kernel = Files.writeString(dir.resolve("k.comp"), KERNEL);
        assertEquals(Cli.OK, run("run", kernel.toString(), "--dispatch", "3"), err.toString());
        assertTrue(out.toString().startsWith(kernel + ": 6 invocations, "), out.toString());
    }

    @Test
    void runDispatchIsRefusedAsCheckRefusesIt(@TempDir Path dir) throws IOException {
        Path kernel = Files.writeString(dir.resolve("k.comp"), KERNEL);
        assertEquals(Cli.BAD_INPUT, run("run", kernel.toString(), "--dispatch", "0"));
        assertEquals("syncscope: --dispatch takes one to three positive numbers separated by commas, e.g. 2,1,1, not"
                + " 0\n", err.toString());
        err.getBuffer().setLength(0);
        // within the workgroup bound, but two invocations a workgroup make too many: named at the option
        assertEquals(Cli.BAD_INPUT, run("run", kernel.toString(), "--dispatch", "3", "--max-invocations", "4"));
        assertTrue(err.toString().startsWith("syncscope: --dispatch 3: the dispatch has 6 invocations"),
                err.toString());
        err.getBuffer().setLength(0);
        Path test = Files.copy(Path.of("../docs/examples/relaxed-flag.test"), dir.resolve("flag.test"));
        assertEquals(Cli.BAD_INPUT, run("run", test.toString(), "--dispatch", "2"));
        assertEquals(test + ": --dispatch applies to kernels (.comp, .glsl, .hlsl, .spvasm, .spv); a litmus test's"
                + " threads are fixed by the file\n", err.toString());
    }

    @Test
    void theMemoryAdviceNamesTheCommandThatRan() {
        // was: run's memory messages said "or check --dispatch"
        assertTrue(Cli.memoryAdvice("run").startsWith("lower its dispatch (@dispatch, or run --dispatch), "));
        assertTrue(Cli.outOfMemory(Path.of("k.comp"), "run").contains("(@dispatch, or run --dispatch)"));
        assertTrue(Cli.outOfMemory(Path.of("k.comp"), "check").contains("(@dispatch, or check --dispatch)"));
    }

    /**
     * check runs out of memory in its search (a launch too large stops while it is built), which keeps every consistent
     * execution: the message says so, names --max-candidates, and gives a litmus test no dispatch advice (a litmus test
     * of 8 writers was told "lower its dispatch (@dispatch…)").
     */
    @Test
    void checksMemoryMessageNamesTheExecutionsItKeepsAndNoDispatchForALitmusTest() {
        String litmus = Cli.outOfMemory(Path.of("writers.test"), "check");
        assertTrue(litmus.startsWith("writers.test: not enough memory to check it ("), litmus);
        assertTrue(litmus.contains("the exhaustive check keeps every consistent execution it finds; lower"
                + " --max-candidates to stop it sooner, with an incomplete answer, or start Java with a larger heap"),
                litmus);
        assertFalse(litmus.contains("dispatch"), litmus);
        assertTrue(Cli.outOfMemory(Path.of("w.litmus"), "check").contains("with an incomplete answer, or start Java"));
        assertTrue(Cli.outOfMemory(Path.of("k.hlsl"), "check").contains("--max-candidates"));
    }
}
