package dev.syncscope.core.suite;

import org.junit.jupiter.api.Test;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The check of a Khronos test whose loads ask for values lists each racing pair once, with the missing link of an
 * execution the test asks about, and says where else it races ({@link RaceSites#asked}, {@link RaceSites#outside}):
 * the checker reports a race per execution, and the link differs between executions (the session-35 audit: privmp's
 * pair was listed twice, once for a missing release/acquire pair that the file has; mp's race was printed beside a
 * passing NOSOLUTION … #dr>0 without saying it lies where the acquire reads 0).
 */
class TestQuestionRacesTest {

    private static FileCheck.Report check(String name) throws Exception {
        Path file = Path.of("src/test/resources/litmus/khronos", name);
        return FileCheck.check(name, Files.readString(file), null, Duration.ofSeconds(60));
    }

    @Test
    void aPairRacingForTwoReasonsIsOneEntryWithTheReasonOfTheAskedExecutions() throws Exception {
        FileCheck.Report r = check("privmp.test");
        assertEquals(1, r.races().size(), r.races().toString());
        RaceSites race = r.races().get(0);
        assertTrue(race.asked());
        assertTrue(race.missingLink().startsWith("private access"), race.missingLink());
        assertEquals(List.of("P1 reads y = 0"), race.outside());
        assertEquals(List.of("0", "1"), race.secondValues(), "the values of every racing execution");
        assertEquals("P1 reads y = 1 at privmp.test:13:1", r.question());
    }

    @Test
    void aRaceOnlyOutsideTheQuestionSaysSo() throws Exception {
        RaceSites race = check("mp.test").races().get(0);
        assertFalse(race.asked());
        assertEquals(List.of("P1 reads y = 0"), race.outside());
    }

    @Test
    void aFileThatAsksNoValuesKeepsItsRacesAsTheyAre() throws Exception {
        FileCheck.Report r = FileCheck.check("k.comp", """
                #version 450
                layout(local_size_x = 2) in;
                layout(binding = 0) buffer B { uint x; };
                void main() { x = gl_LocalInvocationID.x; }
                """, null, Duration.ofSeconds(60));
        assertEquals("", r.question());
        assertTrue(r.races().stream().allMatch(x -> x.asked() && x.outside().isEmpty()), r.races().toString());
    }

    @Test
    void theWeakestConditionsLeaveOutThoseThatHoldOnlyWhereAnotherHolds() {
        assertEquals(List.of("P1 reads y = 0", "P1 reads x = 1"), RaceSites.weakest(List.of("P1 reads y = 0",
                "P1 reads y = 0 and P1 reads x = 1", "P1 reads x = 1")));
    }
}
