package dev.syncscope.app.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The acceptance audit's smaller messages: each says what is wrong and what to do, and is true. */
class CliAuditMessagesTest extends CliHarness {

    /** Store buffering with relaxed atomics in herd syntax: no loop. */
    private static final String SB = """
            Vulkan sb
            { x=0; y=0; }
            P0@sg 0, wg 0, qf 0 | P1@sg 0, wg 1, qf 0 ;
            st.atom.dv.sc0 x, 1 | st.atom.dv.sc0 y, 1 ;
            ld.atom.dv.sc0 r0, y | ld.atom.dv.sc0 r0, x ;
            exists (P0:r0 == 0 /\\ P1:r0 == 0)
            """;

    @Test
    void aFolderGivenToCheckOrRunIsSaidToBeOneWithSuiteNamed(@TempDir Path dir) {
        // was: "k: SyncScope cannot open this kind of file; it opens .comp/.glsl …"
        String message = dir + ": this is a folder; check and run take one kernel or litmus test, and suite checks the"
                + " litmus files under a folder (java -jar syncscope.jar suite " + dir + ")\n";
        assertEquals(Cli.BAD_INPUT, run("check", dir.toString()));
        assertEquals(message, err.toString());
        err.getBuffer().setLength(0);
        assertEquals(Cli.BAD_INPUT, run("run", dir.toString()));
        assertEquals(message, err.toString());
    }

    @Test
    void aDispatchOverTheLimitNamesTheOptionThatRaisesIt(@TempDir Path dir) throws IOException {
        // was: "huge.comp:2:4: the dispatch has … more than the dispatch-size limit of 1048576", no option named
        Path kernel = Files.writeString(dir.resolve("wide.comp"), "// @dispatch 3\n#version 450\n"
                + "layout(local_size_x = 4) in;\nlayout(binding = 0) buffer B { uint data[]; };\n"
                + "void main() { data[gl_GlobalInvocationID.x] = 1u; }\n");
        String message = ":1:4: the dispatch has 12 invocations (3x1x1 = 3 workgroups of 4x1x1), more than the"
                + " dispatch-size limit of 8 (--max-invocations N raises it)\n";
        assertEquals(Cli.BAD_INPUT, run("check", kernel.toString(), "--max-invocations=8"));
        assertEquals(kernel + message, err.toString());
        err.getBuffer().setLength(0);
        assertEquals(Cli.BAD_INPUT, run("run", kernel.toString(), "--max-invocations=8"));
        assertEquals(kernel + message, err.toString());
        assertEquals(Cli.BAD_INPUT, run("check", "--json", kernel.toString(), "--max-invocations=8"));
        assertTrue(out.toString().contains("more than the dispatch-size limit of 8 (--max-invocations N raises it)"),
                out.toString());
    }

    @Test
    void theLimitsOptionIsNamedByTheErrorsKindNotByItsWords() {
        // a refusal of another kind that happens to end like the interpreter's sentence gets no hint; one of the
        // dispatch-limit kind gets it whatever its words
        dev.syncscope.core.model.InputError other = new dev.syncscope.core.model.InputError(
                dev.syncscope.core.model.SourceSpan.UNKNOWN, "x: more than the dispatch-size limit of 8");
        assertEquals(other.getMessage(), Cli.namingLimitOption(other).getMessage());
        dev.syncscope.core.model.InputError limit = new dev.syncscope.core.model.InputError(
                dev.syncscope.core.model.SourceSpan.UNKNOWN, "12 invocations, over 8", null,
                dev.syncscope.core.model.InputError.Kind.DISPATCH_LIMIT);
        assertEquals("12 invocations, over 8 (--max-invocations N raises it)", Cli.namingLimitOption(limit).getMessage());
    }

    @Test
    void aSeedOutsideTheWindowsRangeIsRefusedWithTheRange(@TempDir Path dir) throws IOException {
        // was: accepted (the window's launch settings take 0 to 2^31-1)
        Path test = Files.writeString(dir.resolve("sb.litmus"), SB);
        assertEquals(Cli.BAD_INPUT, run("run", "--seed", "-1", test.toString()));
        assertEquals("syncscope: --seed must be from 0 to 2147483647, not -1\n", err.toString());
        err.getBuffer().setLength(0);
        assertEquals(Cli.BAD_INPUT, run("run", "--seed", "2147483648", test.toString()));
        assertEquals("syncscope: --seed must be from 0 to 2147483647, not 2147483648\n", err.toString());
        assertEquals(Cli.OK, run("run", "--seed", "2147483647", test.toString()), err.toString());
    }

    @Test
    void aLoopFreeHerdTestHasNoUnrollNote(@TempDir Path dir) throws IOException {
        // was: "note: loops unrolled up to 8 backward jumps per thread" for every .litmus file
        Path test = Files.writeString(dir.resolve("sb.litmus"), SB);
        assertEquals(Cli.OK, run("check", test.toString()), err.toString());
        assertFalse(out.toString().contains("unrolled"), out.toString());
        // a forward jump is no loop either
        Path forward = Files.writeString(dir.resolve("fwd.litmus"), SB.replace(
                "ld.atom.dv.sc0 r0, y | ld.atom.dv.sc0 r0, x ;",
                "ld.atom.dv.sc0 r0, y | ld.atom.dv.sc0 r0, x ;\n beq r0, 1, LC00 | ;\n LC00: | ;"));
        out.getBuffer().setLength(0);
        assertEquals(Cli.OK, run("check", forward.toString()), err.toString());
        assertFalse(out.toString().contains("unrolled"), out.toString());
    }

    @Test
    void anExecutionWithSeveralFinalValuesIsExplainedWhereOutcomesOutnumberExecutions(@TempDir Path dir)
            throws IOException {
        // was: "1 candidate execution, 1 consistent" over two outcomes, unexplained: two plain writes race, and no
        // order says which is last, so the one execution ends with x = 1 or x = 2
        Path kernel = Files.writeString(dir.resolve("race.comp"), """
                #version 450
                layout(local_size_x = 2) in;
                layout(binding = 0) buffer Out { uint x; };
                void main() {
                    x = gl_LocalInvocationID.x + 1;
                }
                """);
        assertEquals(Cli.FAILED, run("check", kernel.toString()));
        String text = out.toString();
        assertTrue(text.startsWith(kernel + ": 2 invocations, 1 candidate execution, 1 consistent\n  note: one"
                + " execution may end with more than one value at x (1 or 2): no order relates the writes that may be"
                + " last (they race), so each is a final value of that execution and the outcomes outnumber the"
                + " consistent executions\nallowed outcomes (2):\n  {x=1}\n  {x=2}\n"), text);
    }

    @Test
    void executionsWithOneFinalValueEachGetNoSuchNote(@TempDir Path dir) throws IOException {
        Path test = Files.writeString(dir.resolve("sb.litmus"), SB);
        assertEquals(Cli.OK, run("check", test.toString()), err.toString());
        assertFalse(out.toString().contains("more than one value"), out.toString());
    }
}
