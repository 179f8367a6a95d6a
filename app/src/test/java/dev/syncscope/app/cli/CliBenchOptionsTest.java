package dev.syncscope.app.cli;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** {@code bench} refuses a round count below one and a part it does not have, naming the option, before measuring. */
class CliBenchOptionsTest extends CliHarness {

    @Test
    void roundsBelowOneAreRefusedNamingTheOptionAndItsRange() {
        // was: syncscope: Cannot read field "checks" because "best" is null (after a warm-up of every suite)
        assertEquals(Cli.BAD_INPUT, run("bench", "--rounds=0"));
        assertEquals("syncscope: --rounds must be at least 1, not 0\n", err.toString());
        assertEquals("", out.toString(), "nothing is measured");
        err.getBuffer().setLength(0);
        assertEquals(Cli.BAD_INPUT, run("bench", "--rounds=-1", "--only=ui"));
        assertEquals("syncscope: --rounds must be at least 1, not -1\n", err.toString());
    }

    @Test
    void anUnknownPartIsRefusedNamingThePartsThereAre() {
        // was: an empty table, exit 0
        assertEquals(Cli.BAD_INPUT, run("bench", "--only=foo"));
        assertEquals("syncscope: --only takes suite, engine or ui, separated by commas, not 'foo'\n", err.toString());
        assertEquals("", out.toString());
        err.getBuffer().setLength(0);
        assertEquals(Cli.BAD_INPUT, run("bench", "--only=suite,UI"));
        assertEquals("syncscope: --only takes suite, engine or ui, separated by commas, not 'UI'\n", err.toString());
    }
}
