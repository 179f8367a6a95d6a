package dev.syncscope.app.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code run} of a litmus test and its barriers, as the README's exit codes say: a litmus test's barrier instance is
 * formed by the threads that execute it ({@code Launch.barriersOfExecutingThreads}, the Alloy model's
 * {@code scbarinst}), so a thread that never meets a barrier is no failure; one instance met with other semantics,
 * and a thread waiting for ever for a spinner, are (exit 1). The session-39 audit: the README said divergence and
 * deadlock are never failures in a litmus test, which {@code barrier-semantics.test} and {@code ssw.litmus} belie.
 */
class CliLitmusBarrierRunTest extends CliHarness {

    private static final Path README = Path.of("../README.md");

    @Test
    void aThreadThatNeverMeetsTheOthersBarrierIsNoFailure(@TempDir Path dir) throws IOException {
        Path file = Files.writeString(dir.resolve("one-barrier.test"), "NEWWG\nNEWSG\nNEWTHREAD\n"
                + "st.atom.scopewg.sc0 x = 1\ncbar.scopewg 0\nNEWSG\nNEWTHREAD\nld.atom.scopewg.sc0 x\n");
        assertEquals(Cli.OK, run("run", file.toString()), out.toString());
        assertFalse(out.toString().contains("BARRIER_DIVERGENCE") || out.toString().contains("DEADLOCK"),
                out.toString());
    }

    @Test
    void everyLitmusFailureTheReadmesExitCodesNameFailsAsItSays() throws IOException {
        // e.g. `run docs/examples/diagnostics/ssw.litmus` (`SPIN`, `DEADLOCK`): the run exits 1 with those kinds
        String readme = Files.readString(README).replaceAll("\\s+", " ");
        Matcher m = Pattern.compile("`run (docs/examples/[^`]+\\.(?:test|litmus))` \\(((?:`[A-Z_]+`(?:, )?)+)\\)")
                .matcher(readme);
        List<String> files = new ArrayList<>();
        while (m.find()) {
            files.add(m.group(1));
            String kinds = m.group(2).replace("`", "");
            out.getBuffer().setLength(0);
            assertEquals(Cli.FAILED, run("run", "../" + m.group(1)), out.toString());
            assertTrue(out.toString().contains("failed: this interleaving ends with " + kinds + "\n"), out.toString());
        }
        assertEquals(List.of("docs/examples/diagnostics/barrier-semantics.test", "docs/examples/diagnostics/ssw.litmus"),
                files);
    }
}
