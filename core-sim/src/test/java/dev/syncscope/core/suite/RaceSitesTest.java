package dev.syncscope.core.suite;

import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * {@code check} lists a data race once per pair of racing accesses, with every value each side read or wrote,
 * not once per execution: the checker finds a race in each consistent execution (VK MM: Data Race), and the
 * executions of one racy pair of lines differ in the value read.
 */
class RaceSitesTest {

    /** WALKTHROUGH example 2: the flag is relaxed, so the read of x races with the write of x. */
    private static final String RELAXED_FLAG = """
            NEWWG
            NEWSG
            NEWTHREAD
            st.av.scopedev.sc0 x = 1
            st.atom.scopewg.sc0 y = 1
            NEWSG
            NEWTHREAD
            ld.atom.scopewg.sc0 y = 1
            ld.vis.scopedev.sc0 x = 0
            """;

    private static FileCheck.Report check(String text) {
        return FileCheck.check("flag.test", text, null, Duration.ofSeconds(60));
    }

    @Test
    void aReadThatRacesInExecutionsReadingDifferentValuesIsOneRaceListingBothValues() {
        FileCheck.Report r = check(RELAXED_FLAG);
        assertEquals(4, r.consistentExecutions(), "y and x each read 0 or 1");
        assertEquals(1, r.races().size(), r.races().toString());
        RaceSites race = r.races().get(0);
        assertEquals("P0: W x", race.first().toString());
        assertEquals("flag.test:4:1", race.first().where().toString());
        assertEquals(List.of("1"), race.firstValues());
        assertEquals("P1: R x", race.second().toString());
        assertEquals("flag.test:9:1", race.second().where().toString());
        assertEquals(List.of("0", "1"), race.secondValues(), "the read is racy whichever value it returns");
    }

    @Test
    void racesOfDifferentLocationsOrLinesStaySeparate() {
        // a second racy pair: P1 also reads z, which P0 writes without synchronization
        FileCheck.Report r = check(RELAXED_FLAG.replace("st.atom.scopewg.sc0 y = 1",
                "st.atom.scopewg.sc0 y = 1\nst.sc0 z = 2").replace("ld.vis.scopedev.sc0 x = 0",
                "ld.vis.scopedev.sc0 x = 0\nld.sc0 z = 0"));
        assertEquals(List.of("P0: W x / P1: R x", "P0: W z / P1: R z"),
                r.races().stream().map(s -> s.first() + " / " + s.second()).sorted().toList());
    }

    @Test
    void numericValuesAreListedInNumericOrder() {
        // x is written 10 and 9 by P0, so the racy read sees 0, 9 or 10
        FileCheck.Report r = check(RELAXED_FLAG.replace("st.av.scopedev.sc0 x = 1",
                "st.av.scopedev.sc0 x = 9\nst.av.scopedev.sc0 x = 10"));
        RaceSites read = r.races().stream().filter(s -> s.second().access().equals("R x")).findFirst().orElseThrow();
        assertEquals(List.of("0", "9", "10"), read.secondValues(), r.races().toString());
    }
}
