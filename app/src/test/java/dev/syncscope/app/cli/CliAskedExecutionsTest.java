package dev.syncscope.app.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.syncscope.core.litmus.herd.ExpectedCsv;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code check} judges the implicit "no data race" over the executions the test asks about, in text and JSON: a herd
 * test's, those whose outcome passes its {@code filter} (HerdTest: executions whose outcome fails it are not
 * considered; {@code VULKAN-DR-expected.csv}, as {@code suite} reads it); a Khronos test's without answer lines, those
 * whose loads read the values written on them (litmus README: "On a load, {@code x = v} constrains the load to read
 * the store of v"). The audit-40 defects 1 and 2: {@code check Data-Race/mp3transitive-filter.litmus} and mp.test
 * without its answer lines said FAILED, exit 1, on races only outside those executions.
 */
class CliAskedExecutionsTest extends CliHarness {

    private static final Path DAT3M = Path.of("../core-sim/src/test/resources/litmus/dat3m-vulkan");
    private static final Path KHRONOS = Path.of("../core-sim/src/test/resources/litmus/khronos");
    private static final String MP3 = DAT3M.resolve("Data-Race/mp3transitive-filter.litmus").toString();

    /** Every row of the race-freedom answer files: file, race-free, chains. */
    static List<Arguments> rows() {
        List<Arguments> out = new ArrayList<>();
        for (String csv : List.of("VULKAN-DR-expected.csv", "VULKAN-DR-NOCHAINS-expected.csv")) {
            for (ExpectedCsv.Row row : ExpectedCsv.read(DAT3M.resolve("expected").resolve(csv), DAT3M)) {
                out.add(Arguments.of(row.path(), row.expected(), !csv.contains("NOCHAINS")));
            }
        }
        return out;
    }

    @ParameterizedTest(name = "{0} race-free={1} chains={2}")
    @MethodSource("rows")
    void checkAnswersEveryDataRaceRowAsTheAnswerFileDoes(String path, boolean raceFree, boolean chains) {
        String file = DAT3M.resolve(path).toString();
        int code = chains ? run("check", file) : run("check", "--no-chains", file);
        assertEquals(raceFree ? Cli.OK : Cli.FAILED, code, out.toString());
        assertTrue(out.toString().endsWith((raceFree ? "OK" : "FAILED") + "\n"), out.toString());
    }

    @Test
    void mp3transitiveFilterIsRaceFreeAndItsRaceSaysTheFilterLeavesItOut() {
        assertEquals(Cli.OK, run("check", MP3), out.toString());
        String text = out.toString();
        assertTrue(text.contains("    only where the outcome fails the filter, outside the executions the test asks"
                + " about (the outcome passes the filter P1:r0 == 1 /\\ P2:r1 == 1 at " + MP3 + ":17:1)\n"), text);
        // right above the verdict: how many executions the filter leaves out race (P1:r0, P2:r1, P2:r2 each 0 or 1;
        // every one of the 6 that fail the filter leaves P0's write of x and P2's read of it unordered)
        assertTrue(text.endsWith("expectations:\n  PASS    " + MP3 + ": (implicit) no data race (expected true, found"
                + " true)\nnote: 6 executions outside the test's filter have a data race; the test does not ask about"
                + " them\nOK\n"), text);
    }

    @Test
    void mp3transitiveFilterIsRaceFreeInJsonToo() throws IOException {
        assertEquals(Cli.OK, run("check", "--json", MP3), out.toString());
        JsonNode report = new ObjectMapper().readTree(out.toString());
        assertTrue(report.get("ok").asBoolean() && !report.get("failed").asBoolean(), out.toString());
        JsonNode race = report.get("races").get(0);
        assertFalse(race.get("asked").asBoolean());
        assertEquals("the outcome fails the filter", race.get("outside").get(0).asText());
        assertEquals("the outcome passes the filter P1:r0 == 1 /\\ P2:r1 == 1 at " + MP3 + ":17:1",
                race.get("question").asText());
        assertEquals("PASS", report.get("expectations").get(0).get("verdict").asText());
    }

    /** {@code name} of the Khronos corpus without its answer lines, written to {@code dir}. */
    private static Path withoutAnswers(Path dir, String name) throws IOException {
        String text = Files.readString(KHRONOS.resolve(name)).replaceAll("(?m)^(SATISFIABLE|NOSOLUTION).*$", "");
        return Files.writeString(dir.resolve(name.replace(".test", "-noexp.test")), text);
    }

    @Test
    void mpWithoutAnswerLinesIsOk(@TempDir Path dir) throws IOException {
        // mp.test's own line: NOSOLUTION consistent[X] && #dr>0
        Path file = withoutAnswers(dir, "mp.test");
        assertEquals(Cli.OK, run("check", file.toString()), out.toString());
        String text = out.toString();
        assertTrue(text.contains("    only where P1 reads y = 0, outside the executions the test asks about (P1 reads"
                + " y = 1 at " + file + ":12:1)\n"), text);
        // P1 reads y = 0 and then x = 0 or 1: two racing executions the test does not ask about
        assertTrue(text.endsWith("  PASS    " + file + ": (implicit) no data race (expected true, found true)\nnote: 2"
                + " executions whose loads read other values than the test asks for have a data race; the test does not"
                + " ask about them\nOK\n"), text);
    }

    @Test
    void theNonPrivateFixOfPrivmpWithoutAnswerLinesIsOkInJson(@TempDir Path dir) throws IOException {
        // noncohmp.test is privmp.test with nonpriv on both x accesses: NOSOLUTION consistent[X] && #dr>0
        Path file = withoutAnswers(dir, "noncohmp.test");
        assertEquals(Cli.OK, run("check", "--json", file.toString()), out.toString());
        JsonNode report = new ObjectMapper().readTree(out.toString());
        assertTrue(report.get("ok").asBoolean(), out.toString());
        assertEquals("PASS", report.get("expectations").get(0).get("verdict").asText());
    }

    @Test
    void aRaceWhereTheLoadsReadTheirValuesStillFails(@TempDir Path dir) throws IOException {
        // privmp.test: SATISFIABLE consistent[X] && #dr>0 (x is private)
        Path file = withoutAnswers(dir, "privmp.test");
        assertEquals(Cli.FAILED, run("check", file.toString()), out.toString());
        assertTrue(out.toString().contains("    in the executions the test asks about (P1 reads y = 1 at " + file
                + ":13:1), and also where P1 reads y = 0\n"), out.toString());
    }
}
