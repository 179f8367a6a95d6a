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
 * {@code suite}'s file column: a {@code .litmus} file's expectation is a row of an {@code expected/*.csv}, which the
 * column names as that row, not as a line of the litmus file (GPU audit 38 D15: {@code tests/l02.litmus:1} gave the
 * CSV's row number where a litmus line belongs); a {@code .test}'s answer line stays {@code file:line}.
 */
class CliSuitePlacesTest extends CliHarness {

    private static final String MP = """
            Vulkan mp
            { x=0; y=0; }
            P0@sg 0, wg 0, qf 0 | P1@sg 0, wg 1, qf 0 ;
            st.atom.dv.sc0 x, 1 | ld.atom.dv.sc0 r0, y ;
            st.atom.dv.sc0 y, 1 | ld.atom.dv.sc0 r1, x ;
            exists (P1:r0 == 1 /\\ P1:r1 == 0)
            """;
    private static final String GOOD = "NEWWG\nNEWSG\nNEWTHREAD\nst.av.scopedev.sc0 x = 1\n"
            + "st.atom.scopewg.sc0 y = 1\nNEWSG\nNEWTHREAD\nld.atom.scopewg.sc0 y = 1\nld.vis.scopedev.sc0 x = 0\n"
            + "SATISFIABLE consistent[X] && #dr>0\n";

    @Test
    void aCsvRowsExpectationIsNamedAsThatRowNotAsALineOfTheLitmusFile(@TempDir Path dir) throws IOException {
        Path tests = Files.createDirectories(dir.resolve("tests"));
        Files.writeString(tests.resolve("a.litmus"), MP);
        Files.writeString(tests.resolve("b.litmus"), MP);
        Path expected = Files.createDirectories(dir.resolve("expected"));
        Files.writeString(expected.resolve("VULKAN-expected.csv"), "tests/a.litmus,1\ntests/b.litmus,1\n");
        Files.writeString(dir.resolve("good.test"), GOOD);
        assertEquals(Cli.OK, run("suite", dir.toString()), err.toString());
        String text = out.toString();
        assertTrue(text.contains("PASS     tests/a.litmus (expected/VULKAN-expected.csv:1) "), text);
        assertTrue(text.contains("PASS     tests/b.litmus (expected/VULKAN-expected.csv:2) "), text);
        assertFalse(text.contains("tests/b.litmus:2"), text);
        assertTrue(text.contains("PASS     good.test:10 "), text);
    }

    @Test
    void aLongPlaceWidensTheFileColumnSoThatTheRowsStayAligned(@TempDir Path dir) throws IOException {
        Path tests = Files.createDirectories(dir.resolve("tests"));
        Files.writeString(tests.resolve("message-passing-with-a-long-name.litmus"), MP);
        Path expected = Files.createDirectories(dir.resolve("expected"));
        Files.writeString(expected.resolve("VULKAN-expected.csv"), "tests/message-passing-with-a-long-name.litmus,1\n");
        Files.writeString(dir.resolve("good.test"), GOOD);
        assertEquals(Cli.OK, run("suite", dir.toString()), err.toString());
        String[] lines = out.toString().split("\n");
        int question = lines[0].indexOf("question");
        assertEquals(question, lines[1].indexOf("condition holds", 60), out.toString());
        assertEquals(question, lines[2].indexOf("SATISFIABLE"), out.toString());
    }

    @Test
    void aRowNamingAMissingFileIsAnErrorAtThatRow(@TempDir Path dir) throws IOException {
        Path expected = Files.createDirectories(dir.resolve("expected"));
        Files.writeString(expected.resolve("VULKAN-expected.csv"), "gone.litmus,1\n");
        assertEquals(Cli.FAILED, run("suite", dir.toString()), err.toString());
        assertTrue(out.toString().contains("ERROR    gone.litmus (expected/VULKAN-expected.csv:1) "), out.toString());
    }
}
