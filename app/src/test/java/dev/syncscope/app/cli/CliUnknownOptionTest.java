package dev.syncscope.app.cli;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * An unknown option is refused in two lines, the option and where the options are, not above the whole usage (the
 * session-66 review: 72 lines for {@code check --bogus}); exit 2, as every bad command line.
 */
class CliUnknownOptionTest extends CliHarness {

    @Test
    void anUnknownOptionIsRefusedInTwoLinesNamingWhereTheOptionsAre() {
        assertEquals(Cli.BAD_INPUT, run("check", "--bogus", "k.test"));
        String[] lines = err.toString().strip().split("\n");
        assertEquals(2, lines.length, err.toString());
        assertEquals("syncscope: Unknown option: '--bogus'", lines[0].strip());
        assertTrue(lines[1].endsWith("syncscope check --help lists the options"), lines[1]);
        assertFalse(err.toString().contains("Usage:"), err.toString());
    }

    @Test
    void aMisspeltOptionIsGivenTheCloseOnes() {
        assertEquals(Cli.BAD_INPUT, run("check", "--time-limt", "5", "k.test"));
        assertTrue(err.toString().contains("did you mean --time-limit"), err.toString());
    }

    @Test
    void theRunCommandsUnknownOptionToo() {
        assertEquals(Cli.BAD_INPUT, run("run", "--json", "k.test"));
        assertTrue(err.toString().contains("syncscope run --help lists the options"), err.toString());
    }
}
