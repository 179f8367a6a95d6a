package dev.syncscope.app.cli;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code check} of a herd test whose races all lie outside its {@code filter} passes race freedom ("executions whose
 * outcome fails it are not considered"), and says right above its OK (the verdict stays the last line) how many
 * executions outside the filter race: the OK alone read as if the test raced nowhere.
 */
class CliRaceOutsideFilterTest extends CliHarness {

    private static final String FILE = "../core-sim/src/test/resources/litmus/dat3m-vulkan/Data-Race/"
            + "mp3transitive-filter.litmus";

    @Test
    void theVerdictOfATestWhoseRacesAreAllOutsideItsFilterSaysHowManyExecutionsRaceThere() {
        assertEquals(Cli.OK, run("check", FILE), out.toString());
        String text = out.toString();
        assertTrue(text.endsWith("(expected true, found true)\nnote: 6 executions outside the test's filter have a data"
                + " race; the test does not ask about them\nOK\n"), text);
    }

    @Test
    void theJsonReportSaysTheSameAndNullWhenTheTestAsksAboutARace() throws java.io.IOException {
        assertEquals(Cli.OK, run("check", "--json", FILE), out.toString());
        com.fasterxml.jackson.databind.JsonNode report = new com.fasterxml.jackson.databind.ObjectMapper()
                .readTree(out.toString());
        assertEquals("6 executions outside the test's filter have a data race; the test does not ask about them",
                report.get("raceElsewhere").asText());
        out.getBuffer().setLength(0);
        run("check", "--json", "../docs/examples/relaxed-flag.test");
        assertTrue(new com.fasterxml.jackson.databind.ObjectMapper().readTree(out.toString()).get("raceElsewhere")
                .isNull(), out.toString());
    }
}
