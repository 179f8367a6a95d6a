package dev.syncscope.app.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Option values out of range are refused naming the option; {@code --dispatch} takes one value, for kernels only. */
class CliOptionsTest extends CliHarness {


    private String error() {
        String text = err.toString();
        err.getBuffer().setLength(0);
        out.getBuffer().setLength(0);
        return text;
    }

    private static final String RELAXED_MP = "NEWWG\nNEWSG\nNEWTHREAD\nst.av.scopedev.sc0 x = 1\n"
            + "st.atom.scopewg.sc0 y = 1\nNEWSG\nNEWTHREAD\nld.atom.scopewg.sc0 y = 1\nld.vis.scopedev.sc0 x = 0\n";
    private static final String KERNEL = "../sample-kernels/kernels/mp-relaxed.comp";

    @Test
    void aTimeLimitTooLargeForTheCheckersClockIsRefusedNamingTheOption(@TempDir Path dir) throws IOException {
        // was: syncscope: long overflow (9,300,000,000 s is more nanoseconds than a long holds)
        Path file = Files.writeString(dir.resolve("relaxed.test"), RELAXED_MP);
        assertEquals(Cli.BAD_INPUT, run("check", "--time-limit=9300000000", file.toString()));
        assertEquals("syncscope: --time-limit must be from 0 to 1000000000, not 9300000000\n", error());
        assertEquals(Cli.BAD_INPUT, run("suite", "--time-limit=9300000000", dir.toString()));
        assertEquals("syncscope: --time-limit must be from 0 to 1000000000, not 9300000000\n", error());
        assertEquals(Cli.FAILED, run("check", "--time-limit=" + Cli.MAX_TIME_LIMIT, file.toString()), "the largest");
        assertEquals("", error());
        Files.writeString(file, RELAXED_MP + "SATISFIABLE consistent[X] && #dr>0\n");
        assertEquals(Cli.OK, run("suite", "--time-limit=" + Cli.MAX_TIME_LIMIT, dir.toString()));
        assertEquals("", error());
    }

    @Test
    void aLimitBelowItsLeastValueIsRefusedNamingTheOption(@TempDir Path dir) throws IOException {
        // was, for check: limits must be positive (time -1 s, candidates 1000000, unroll 8, …)
        String file = Files.writeString(dir.resolve("relaxed.test"), RELAXED_MP).toString();
        assertEquals(Cli.BAD_INPUT, run("check", "--time-limit=-1", file));
        assertEquals("syncscope: --time-limit must be from 0 to 1000000000, not -1\n", error());
        assertEquals(Cli.BAD_INPUT, run("check", "--max-candidates=0", file));
        assertEquals("syncscope: --max-candidates must be at least 1, not 0\n", error());
        assertEquals(Cli.BAD_INPUT, run("check", "--unroll=-1", file));
        assertEquals("syncscope: --unroll must be at least 0, not -1\n", error());
        assertEquals(Cli.BAD_INPUT, run("check", "--max-invocations=0", file));
        assertEquals("syncscope: --max-invocations must be at least 1, not 0\n", error());
        assertEquals(Cli.BAD_INPUT, run("check", "--max-events=0", file));
        assertEquals("syncscope: --max-events must be at least 1, not 0\n", error());
        assertEquals(Cli.BAD_INPUT, run("suite", "--max-candidates=0", dir.toString()));
        assertEquals("syncscope: --max-candidates must be at least 1, not 0\n", error());
        // run named its three options in one sentence
        assertEquals(Cli.BAD_INPUT, run("run", "--max-steps=0", file));
        assertEquals("syncscope: --max-steps must be at least 1, not 0\n", error());
        assertEquals(Cli.BAD_INPUT, run("run", "--unroll=-1", file));
        assertEquals("syncscope: --unroll must be at least 0, not -1\n", error());
    }

    @Test
    void dispatchIsGivenOnceWithOneToThreeNumbers() {
        // was: --dispatch=2 --dispatch=3 dispatched 2x3 workgroups, and the help said X,Y,Z[,X,Y,Z...]
        assertEquals(Cli.BAD_INPUT, run("check", "--dispatch=2", "--dispatch=3", KERNEL));
        assertTrue(error().startsWith("syncscope: option '--dispatch' (X[,Y[,Z]]) should be specified only once\n"));
        assertEquals(Cli.BAD_INPUT, run("check", "--dispatch=1,1,1,1", KERNEL));
        assertEquals("syncscope: --dispatch takes one to three positive numbers separated by commas, e.g. 2,1,1, not"
                + " 1,1,1,1\n", error());
        assertEquals(Cli.BAD_INPUT, run("check", "--dispatch=2,x", KERNEL));
        assertTrue(error().endsWith(", not 2,x\n"));
        // the file's own @dispatch 2: the same launch, so its @expect lines are checked and hold (it was FAILED, judged
        // by race freedom as if another launch had been given)
        assertEquals(Cli.OK, run("check", "--dispatch=2", KERNEL));
        assertTrue(out.toString().startsWith(KERNEL + ": 2 invocations,"), out.toString());
        error();
        assertEquals(Cli.OK, run("check", "--help"));
        assertTrue(out.toString().contains("--dispatch=X[,Y[,Z]]") && !out.toString().contains("X,Y,Z..."),
                out.toString());
    }

    @Test
    void dispatchIsRefusedForALitmusTest(@TempDir Path dir) throws IOException {
        // was silently ignored
        Path file = Files.writeString(dir.resolve("relaxed.test"), RELAXED_MP);
        assertEquals(Cli.BAD_INPUT, run("check", "--dispatch=2", file.toString()));
        assertEquals(file + ": --dispatch applies to kernels (.comp, .glsl, .hlsl, .spvasm, .spv); a litmus test's"
                + " threads are fixed by the file\n", error());
    }

    /**
     * {@code --max-events} sets the checker's size limit for one execution (it had no option): at it the answer is
     * UNKNOWN, exit 3, and the line names the option; raised, the same check answers.
     */
    @Test
    void maxEventsSetsTheExecutionSizeLimitAndTheUnknownLineNamesIt(@TempDir Path dir) throws IOException {
        // 3 invocations take two events each (an atomic add, a store), 6 over 3. A ticket counter:
        // race-free, its outcome decided by the order of its atomic adds, which no stepper run decides, so the check's
        // own limit is the answer (mp-relaxed's race is found by a stepper run at this limit: StepperWitness)
        Path tickets = Files.writeString(dir.resolve("tickets.comp"), "#version 450\nlayout(local_size_x = 1) in;\n"
                + "layout(binding = 0) buffer C { uint c; };\nlayout(binding = 1) buffer T { uint t[]; };\n"
                + "void main() { t[gl_WorkGroupID.x] = atomicAdd(c, 1u); }\n");
        assertEquals(Cli.LIMIT, run("check", "--dispatch=3", "--max-events=3", tickets.toString()), out.toString());
        assertTrue(out.toString().contains("UNKNOWN: a limit was reached before the answer was known: execution size"
                + " limit of 3 events reached: a combination of the invocations' paths has 6 (a smaller dispatch, or"
                + " fewer memory actions per invocation, fits) (--max-events N raises the limit, at the cost of time"
                + " and memory)\n"), out.toString());
        error();
        assertEquals(Cli.FAILED, run("check", "--dispatch=3", "--max-events=8", KERNEL), out.toString());
        assertTrue(out.toString().contains("data races ("), out.toString());
    }

    @Test
    void aDispatchOverTheLimitIsBlamedOnTheOptionNotTheFilesDispatchLine(@TempDir Path dir) throws IOException {
        // was: mp-relaxed.comp:13:4: the dispatch has 2000000 invocations … (the file's @dispatch 2 line)
        assertEquals(Cli.BAD_INPUT, run("check", KERNEL, "--dispatch=2000000"));
        assertEquals("syncscope: --dispatch 2000000 is too large: 2000000 workgroups, more than the dispatch-size limit"
                + " of 1048576 invocations (--max-invocations 1048576)\n", error());
        // within the limit in workgroups, over it in invocations: the launch's error, naming the option
        Path wide = Files.writeString(dir.resolve("wide.comp"), "// @dispatch 1\n#version 450\n"
                + "layout(local_size_x = 4) in;\nlayout(binding = 0) buffer B { uint data[]; };\n"
                + "void main() { data[gl_GlobalInvocationID.x] = 1u; }\n");
        assertEquals(Cli.BAD_INPUT, run("check", wide.toString(), "--dispatch=3", "--max-invocations=8"));
        assertEquals("syncscope: --dispatch 3: the dispatch has 12 invocations (3x1x1 = 3 workgroups of 4x1x1), more"
                + " than the dispatch-size limit of 8 (--max-invocations N raises it)\n", error());
        assertEquals(Cli.OK, run("check", wide.toString(), "--dispatch=2", "--max-invocations=8"), error());
    }

    @Test
    void aDispatchTooLargeForANumberSaysItIsTooLargeWithTheLimit() {
        // was: --dispatch takes one to three positive numbers separated by commas, e.g. 2,1,1, not 99999999999; then
        // "(--max-invocations 1048576)" for these too, though no value of that option takes so many (session-58 audit)
        String beyond = " (more than the most --max-invocations accepts, 2,147,483,647: it cannot be run; lower its"
                + " dispatch)\n";
        assertEquals(Cli.BAD_INPUT, run("check", KERNEL, "--dispatch=99999999999"));
        assertEquals("syncscope: --dispatch 99999999999 is too large: 99999999999 workgroups, more than the"
                + " dispatch-size limit of 1048576 invocations" + beyond, error());
        assertEquals(Cli.BAD_INPUT, run("check", KERNEL, "--dispatch=65536,65536,65536", "--max-invocations=100"));
        assertEquals("syncscope: --dispatch 65536,65536,65536 is too large: 281474976710656 workgroups, more than the"
                + " dispatch-size limit of 100 invocations" + beyond, error());
        assertEquals(Cli.BAD_INPUT, run("check", KERNEL, "--dispatch=200", "--max-invocations=100"));
        assertEquals("syncscope: --dispatch 200 is too large: 200 workgroups, more than the dispatch-size limit of 100"
                + " invocations (--max-invocations 100)\n", error());
        assertEquals(Cli.BAD_INPUT, run("check", KERNEL, "--dispatch=2,0"));
        assertTrue(error().endsWith("positive numbers separated by commas, e.g. 2,1,1, not 2,0\n"));
    }
}
