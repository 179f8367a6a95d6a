package dev.syncscope.app.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The session-56 audit of the command line's words: as the window says them, and true for every count. */
class CliAudit56Test extends CliHarness {

    private static final String KERNEL = "%s#version 450\nlayout(local_size_x = 1024) in;\n"
            + "layout(binding = 0) buffer B { uint x; };\nvoid main() { x = 1u; }\n";

    @Test
    void aMissingFileOfAnUnopenedKindIsNamedMissingFirst(@TempDir Path dir) {
        // was: "…/relaxed-flag.tst: SyncScope cannot open this kind of file; it opens …"
        Path typo = dir.resolve("relaxed-flag.tst");
        assertEquals(Cli.BAD_INPUT, run("check", typo.toString()));
        assertTrue(err.toString().startsWith(typo + ": no such file; SyncScope opens .comp/.glsl (GLSL)"), err.toString());
        err.getBuffer().setLength(0);
        assertEquals(Cli.BAD_INPUT, run("run", typo.toString()));
        assertTrue(err.toString().startsWith(typo + ": no such file; SyncScope opens"), err.toString());
    }

    @Test
    void checkAndRunOfTwoFilesSayTheyTakeOne() {
        // was: "syncscope: Unmatched argument at index 2: 'b.test'" and the whole usage
        assertEquals(Cli.BAD_INPUT, run("check", "a.test", "b.test"));
        assertEquals("syncscope: check takes one file, not 2: a.test b.test\n", err.toString());
        err.getBuffer().setLength(0);
        assertEquals(Cli.BAD_INPUT, run("run", "a.test", "--max-steps", "3", "b.test", "c.test"));
        assertEquals("syncscope: run takes one file, not 3: a.test b.test c.test\n", err.toString());
        assertEquals(Cli.BAD_INPUT, run("check", "--json", "a.test", "b.test"));
        assertTrue(out.toString().contains("\"message\" : \"check takes one file, not 2: a.test b.test\""),
                out.toString());
    }

    @Test
    void runsHeaderSpellsTheSchedulerAsItsOptionAndNamesTheSeed() {
        // was: "random" without its seed, and "round robin"
        assertEquals(Cli.FAILED, run("run", "--seed", "5", "../docs/examples/relaxed-flag.test"), err.toString());
        assertTrue(out.toString().contains(", random (seed 5) towards"), out.toString());
        out.getBuffer().setLength(0);
        run("run", "../docs/examples/relaxed-flag.test");
        assertTrue(out.toString().contains(", round-robin towards"), out.toString());
    }

    @Test
    void aRunStoppedAtOneStepSaysOneStepAndThatItsOutcomeIsNotFinal() {
        // was: "the step limit per run (1 steps)", and the outcome with no caveat
        assertEquals(Cli.LIMIT, run("run", "--max-steps", "1", "../docs/examples/relaxed-flag.test"));
        assertTrue(out.toString().contains("stopped after 1 step: the step limit per run (1 step) was reached"),
                out.toString());
        assertTrue(out.toString().contains("  incomplete: the run stopped at the step limit: the outcome is not final"
                + " and a race after the limit is not excluded (--max-steps N raises the limit)\noutcome: "),
                out.toString());
    }

    @Test
    void aDispatchBeyondWhatTheOptionAcceptsIsNotToldTheOptionRaisesIt(@TempDir Path dir) throws IOException {
        // was: "… 288217182213504000 invocations …, more than the dispatch-size limit of 1048576 (--max-invocations
        // N raises it)", which stops at 2,147,483,647
        Path huge = Files.writeString(dir.resolve("huge.comp"), KERNEL.formatted("// @dispatch 65535,65535,65535\n"));
        assertEquals(Cli.BAD_INPUT, run("check", huge.toString()));
        assertTrue(err.toString().contains("the dispatch-size limit of 1048576 (more than the most --max-invocations"
                + " accepts, 2,147,483,647: it cannot be run; lower its dispatch)"), err.toString());
        err.getBuffer().setLength(0);
        Path one = Files.writeString(dir.resolve("one.comp"), KERNEL.formatted(""));
        assertEquals(Cli.BAD_INPUT, run("check", "--max-invocations", "10", one.toString()));
        assertTrue(err.toString().contains("(--max-invocations N raises it)"), err.toString());
    }
}
