package dev.syncscope.app.cli;

import dev.syncscope.core.model.InputError;
import dev.syncscope.core.model.SourceSpan;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The session-58 audit of the command line's limits: the checker's paths of one invocation have an option that the
 * limit's line names, and a dispatch too large for any {@code --max-invocations} is never told the option raises it.
 */
class CliAudit58Test extends CliHarness {

    /** Two invocations adding twice to one counter: each has between 50 and 100 paths (the values its adds read). */
    private static final String ADDS = """
            #version 450
            layout(local_size_x = 2) in;
            layout(std430, binding = 0) buffer B { uint counter; };
            void main() {
                atomicAdd(counter, 1u);
                atomicAdd(counter, 1u);
            }
            """;

    /** The beyond-the-option ending of a launch too large for any {@code --max-invocations}. */
    private static final String CANNOT_BE_RUN = " (more than the most --max-invocations accepts, 2,147,483,647: it"
            + " cannot be run; lower its dispatch)";

    @Test
    void checkMaxPathsSetsThePathsOfOneInvocationAndTheLimitsLineNamesIt(@TempDir Path dir) throws IOException {
        // the limit had no option: 2 invocations adding 4 times each stopped at 100,000 paths, naming none
        Path file = Files.writeString(dir.resolve("adds.comp"), ADDS);
        // (2 adds each need 17 to 20 paths since EnumerationReach, more than 50 before it)
        assertEquals(Cli.LIMIT, run("check", file.toString(), "--max-paths", "10"), out.toString());
        assertTrue(out.toString().contains("  INCOMPLETE: agent T0 has more than 10 paths\n"), out.toString());
        assertTrue(out.toString().endsWith("UNKNOWN: a limit was reached before the answer was known: agent T0 has"
                + " more than 10 paths (--max-paths N raises it)\n"), out.toString());
        out.getBuffer().setLength(0);
        assertEquals(Cli.OK, run("check", file.toString(), "--max-paths", "100"), out.toString());
        assertTrue(out.toString().contains("{counter=4}"), out.toString());
    }

    @Test
    void maxPathsBelowOneIsRefusedNamingTheOptionInCheckAndSuite(@TempDir Path dir) throws IOException {
        Path file = Files.writeString(dir.resolve("adds.comp"), ADDS);
        assertEquals(Cli.BAD_INPUT, run("check", file.toString(), "--max-paths", "0"));
        assertEquals("syncscope: --max-paths must be at least 1, not 0\n", err.toString());
        err.getBuffer().setLength(0);
        assertEquals(Cli.BAD_INPUT, run("suite", dir.toString(), "--max-paths", "-1"));
        assertEquals("syncscope: --max-paths must be at least 1, not -1\n", err.toString());
    }

    @Test
    void suiteMaxPathsStopsATestWhoseThreadHasMorePaths(@TempDir Path dir) throws IOException {
        // P1's loads each read one of two values: more than one path
        Files.writeString(dir.resolve("mp.test"), "NEWWG\nNEWSG\nNEWTHREAD\nst.av.scopedev.sc0 x = 1\n"
                + "st.atom.scopewg.sc0 y = 1\nNEWSG\nNEWTHREAD\nld.atom.scopewg.sc0 y = 1\nld.vis.scopedev.sc0 x = 0\n"
                + "SATISFIABLE consistent[X] && #dr>0\n");
        assertEquals(Cli.LIMIT, run("suite", dir.toString(), "--max-paths", "1"), out.toString());
        assertTrue(out.toString().contains("has more than 1 paths"), out.toString());
        out.getBuffer().setLength(0);
        assertEquals(Cli.OK, run("suite", dir.toString()), out.toString());
    }

    @Test
    void aDispatchOptionOfMoreWorkgroupsThanTheOptionTakesCannotBeRunInCheckAndRun() {
        // it said "(--max-invocations 1048576)", which cannot take 4,000,000,000,000
        String kernel = "../sample-kernels/kernels/counter-atomic-add.comp";
        String said = "syncscope: --dispatch 2000000,2000000 is too large: 4000000000000 workgroups, more than the"
                + " dispatch-size limit of 1048576 invocations" + CANNOT_BE_RUN + "\n";
        assertEquals(Cli.BAD_INPUT, run("check", "--dispatch", "2000000,2000000", kernel));
        assertEquals(said, err.toString());
        err.getBuffer().setLength(0);
        assertEquals(Cli.BAD_INPUT, run("run", "--dispatch", "2000000,2000000", kernel));
        assertEquals(said, err.toString());
        assertEquals(Cli.BAD_INPUT, run("check", "--json", "--dispatch", "3000000000", kernel));
        assertTrue(out.toString().contains("3000000000 workgroups, more than the dispatch-size limit of 1048576"
                + " invocations" + CANNOT_BE_RUN), out.toString());
        err.getBuffer().setLength(0);
        // as many workgroups as the option may take: it may help, and names itself as before
        assertEquals(Cli.BAD_INPUT, run("run", "--dispatch", "2147483647", kernel));
        assertTrue(err.toString().endsWith(" invocations (--max-invocations 1048576)\n"), err.toString());
    }

    @Test
    void aDispatchWithinTheOptionWhoseInvocationsAreBeyondItCannotBeRun() {
        // 2,147,483,647 workgroups of 2 invocations: the launch's own error says so, for check and run
        String kernel = "../sample-kernels/kernels/counter-atomic-add.comp";
        for (String command : new String[] {"check", "run"}) {
            err.getBuffer().setLength(0);
            assertEquals(Cli.BAD_INPUT, run(command, "--max-invocations", "2147483647", "--dispatch", "2147483647",
                    kernel));
            assertTrue(err.toString().startsWith("syncscope: --dispatch 2147483647: the dispatch has 4294967294"
                    + " invocations"), err.toString());
            assertTrue(err.toString().endsWith(CANNOT_BE_RUN + "\n"), err.toString());
        }
    }

    @Test
    void theLimitOptionIsChosenByTheInvocationsTheErrorCarriesNotByItsWords() {
        // the count was read back from the message by a pattern ("the dispatch has (\d+) invocations")
        InputError beyond = InputError.dispatchLimit(SourceSpan.UNKNOWN, "too many", 3_000_000_000L);
        assertEquals("too many" + CANNOT_BE_RUN, Cli.namingLimitOption(beyond).getMessage());
        InputError within = InputError.dispatchLimit(SourceSpan.UNKNOWN, "the dispatch has 99999999999 invocations", 12);
        assertEquals("the dispatch has 99999999999 invocations (--max-invocations N raises it)",
                Cli.namingLimitOption(within).getMessage());
        InputError named = Cli.namingLimitOption(beyond);
        assertEquals(3_000_000_000L, named.invocations());
        assertEquals(InputError.Kind.DISPATCH_LIMIT, named.kind());
        assertFalse(Cli.namingLimitOption(new InputError(SourceSpan.UNKNOWN, "x")).getMessage().contains("--max"));
    }
}
