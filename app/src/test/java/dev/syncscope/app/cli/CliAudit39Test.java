package dev.syncscope.app.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The session-39 audit's command-line messages: each names what is wrong and the option or command that helps. */
class CliAudit39Test extends CliHarness {

    private static final String KERNEL = """
            #version 450
            layout(local_size_x = 1) in;
            layout(binding = 0) buffer B { uint data[]; };
            void main() { data[gl_GlobalInvocationID.x] = 1u; }
            """;

    @Test
    void aDispatchPragmaOverTheDefaultLimitNamesTheOptionThatRaisesIt(@TempDir Path dir) throws IOException {
        // was: "big.comp:1:14: expected a size between 1 and 1048576, found 2000000", whatever --max-invocations said
        Path big = Files.writeString(dir.resolve("big.comp"), "// @dispatch 2000000\n" + KERNEL);
        assertEquals(Cli.BAD_INPUT, run("check", big.toString()));
        assertEquals(big + ":1:4: the dispatch has 2000000 invocations (2000000x1x1 = 2000000 workgroups of 1x1x1),"
                + " more than the dispatch-size limit of 1048576 (--max-invocations N raises it)\n", err.toString());
        err.getBuffer().setLength(0);
        // raised, the next limit is the buffer's, which no option raises: said with the buffer and its @length
        assertEquals(Cli.BAD_INPUT, run("check", big.toString(), "--max-invocations", "3000000"));
        assertEquals(big + ": data: a buffer of 2000000 locations (its runtime array has one element per invocation,"
                + " 2000000; an @length data = N pragma gives it fewer), more than the 1048576 one buffer or variable"
                + " may have (a fixed limit)\n", err.toString());
    }

    @Test
    void suiteOfAMissingFolderSaysItDoesNotExistAndOfAFileNamesCheck(@TempDir Path dir) throws IOException {
        Path missing = dir.resolve("nonexist");
        assertEquals(Cli.BAD_INPUT, run("suite", missing.toString()));
        assertEquals(missing + ": no such folder\n", err.toString());
        err.getBuffer().setLength(0);
        Path file = Files.writeString(dir.resolve("t.test"), "NEWWG\n");
        assertEquals(Cli.BAD_INPUT, run("suite", file.toString()));
        assertEquals(file + ": not a folder; suite checks the litmus files under a folder, and check takes one file"
                + " (java -jar syncscope.jar check " + file + ")\n", err.toString());
    }

    @Test
    void aMistypedFileNameIsNamedAsAFileNotACommand() {
        // was: "syncscope: unknown command 'docs/examples/relaxed-flag.tst' (commands: …)"
        String message = ": no such file; SyncScope opens .comp/.glsl (GLSL), .hlsl (HLSL), .spv/.spvasm (SPIR-V),"
                + " .test (Khronos litmus), .litmus (herd-style Vulkan litmus), and workspaces (.syncscope.json)";
        assertEquals("syncscope: docs/examples/relaxed-flag.tst" + message,
                Cli.unknownCommand("docs/examples/relaxed-flag.tst"));
        assertEquals("syncscope: relaxed-flag.tst" + message, Cli.unknownCommand("relaxed-flag.tst"));
        assertEquals(Cli.BAD_INPUT, run("docs/nothing"));
        assertEquals("syncscope: docs/nothing" + message + "\n", err.toString());
        assertEquals("syncscope: unknown command 'chek' (commands: check, suite, run, bench; or a file to open)",
                Cli.unknownCommand("chek"));
    }

    @Test
    void benchOutsideTheRepositoryRefusesNamingWhatItNeeds(@TempDir Path dir) {
        // was: every row "not found at core-sim/src/test/resources/litmus/…", exit 0
        assertEquals(Cli.BAD_INPUT, run("bench", "--only", "suite", "--rounds", "1", "--corpus", dir.toString()));
        assertEquals("syncscope: bench measures the litmus suites under " + dir + " and "
                + BenchCommand.KERNEL + " from the repository, and " + dir.resolve("khronos") + " is not here: run it"
                + " from the repository root, or give --corpus DIR (or --only engine,ui)\n", err.toString());
        assertTrue(out.toString().isEmpty(), out.toString());
        assertNull(BenchCommand.suiteFilesProblem(Path.of("../core-sim/src/test/resources/litmus"),
                Path.of("../docs/examples/reduction-1024.comp")), "in the repository");
    }

    @Test
    void unrollIsRefusedForAKernelNamingTheOption(@TempDir Path dir) throws IOException {
        Path kernel = Files.writeString(dir.resolve("k.comp"), KERNEL);
        String message = kernel + ": --unroll applies to litmus tests (.litmus loops); a kernel's loops are bounded by"
                + " its instruction budget (--budget N) and by --spin-bound\n";
        assertEquals(Cli.BAD_INPUT, run("check", kernel.toString(), "--unroll", "2"));
        assertEquals(message, err.toString());
        err.getBuffer().setLength(0);
        assertEquals(Cli.BAD_INPUT, run("run", kernel.toString(), "--unroll=2"));
        // run's own options: run has no --spin-bound (the session-45 audit)
        assertEquals(message.replace("and by --spin-bound", "and by the run's steps (--max-steps N)"), err.toString());
    }

    @Test
    void unrollIsRefusedForAKhronosTestWhichHasNoLoops(@TempDir Path dir) throws IOException {
        // was: taken silently by check and run, with no effect (a .test thread has no loops)
        Path test = Files.copy(Path.of("../docs/examples/relaxed-flag.test"), dir.resolve("flag.test"));
        String message = test + ": --unroll applies to herd-style .litmus tests (their loops); a Khronos .test has no"
                + " loops to bound\n";
        assertEquals(Cli.BAD_INPUT, run("check", test.toString(), "--unroll", "2"));
        assertEquals(message, err.toString());
        assertTrue(out.toString().isEmpty(), out.toString());
        err.getBuffer().setLength(0);
        assertEquals(Cli.BAD_INPUT, run("run", test.toString(), "--unroll=2"));
        assertEquals(message, err.toString());
        assertTrue(out.toString().isEmpty(), out.toString());
        err.getBuffer().setLength(0);
        assertEquals(Cli.BAD_INPUT, run("check", "--json", test.toString(), "--unroll", "2"));
        assertTrue(out.toString().contains("--unroll applies to herd-style .litmus tests (their loops)"),
                out.toString());
    }

    @Test
    void runPlacesPositionsByThePathAsTypedAsCheckDoes() {
        Path file = Path.of("../docs/examples/relaxed-flag.test");
        run("run", file.toString());
        assertTrue(out.toString().contains(file + ":10:1"), out.toString());
        assertTrue(!out.toString().contains(" relaxed-flag.test:") && !out.toString().contains("(relaxed-flag.test:"),
                out.toString());
    }
}
