package dev.syncscope.core.suite;

import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A test that asks about some executions only (a herd {@code filter}: "executions whose outcome fails it are not
 * considered"; a Khronos test's loads written {@code y = 1}: litmus README, "On a load, {@code x = v} constrains the
 * load to read the store of v") passes race freedom when none of those races, however many of the others do; the
 * report says how many of the others race ({@link RaceFreedom#elsewhere}), so that {@code check}'s OK does not read as
 * "no race anywhere". The counts follow from the tests (VK MM: Data Race: two accesses to one location, one a write,
 * neither happening before the other).
 */
class RaceElsewhereTest {

    private static final Path LITMUS = Path.of("src/test/resources/litmus");

    private static FileCheck.Report check(String path) throws IOException {
        return FileCheck.check(path, Files.readString(LITMUS.resolve(path)), null, Duration.ofSeconds(60));
    }

    @Test
    void theExecutionsOutsideAHerdFilterThatRaceAreCounted() throws IOException {
        // P1:r0 (y), P2:r1 (z) and P2:r2 (x) each read 0 or 1; only r0 = r1 = 1 chains P0's x = 1 to P2's read of x
        // (release y / acquire y, release z / acquire z), and then r2 = 1: one execution passes the filter, race-free;
        // the 2 x 2 x 2 - 2 = 6 others leave the write and the read of x unordered, each a data race
        FileCheck.Report r = check("dat3m-vulkan/Data-Race/mp3transitive-filter.litmus");
        assertTrue(r.ok(), r.expectations().toString());
        assertEquals("6 executions outside the test's filter have a data race; the test does not ask about them",
                r.raceElsewhere());
    }

    @Test
    void theExecutionsWhoseLoadsReadOtherValuesThatRaceAreCounted() throws IOException {
        // mp.test asks for P1's acquire of y reading 1; where it reads 0, P1's read of x (0 or 1) races with P0's x = 1
        FileCheck.Report r = check("khronos/mp.test");
        assertTrue(r.ok(), r.expectations().toString());
        assertEquals("2 executions whose loads read other values than the test asks for have a data race; the test does"
                + " not ask about them", r.raceElsewhere());
    }

    @Test
    void nothingIsSaidWhenNoExecutionRacesOrAnAskedOneDoes() throws IOException {
        // privpo-filter races nowhere; mp3transitivefail-filter races where the filter holds (the verdict is FAILED)
        assertEquals("", check("dat3m-vulkan/Data-Race/privpo-filter.litmus").raceElsewhere());
        FileCheck.Report fail = check("dat3m-vulkan/Data-Race/mp3transitivefail-filter.litmus");
        assertTrue(fail.failed());
        assertEquals("", fail.raceElsewhere());
    }
}
