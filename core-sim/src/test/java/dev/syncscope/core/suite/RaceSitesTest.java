package dev.syncscope.core.suite;

import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * {@code check} lists a data race once per pair of racing accesses, with every value each side read or wrote,
 * not once per execution: the checker finds a race in each consistent execution (VK MM: Data Race), and the
 * executions of one racy pair of lines differ in the value read.
 */
class RaceSitesTest {

    /** WALKTHROUGH example 2: the flag is relaxed, so the read of x (line 10) races with the write of x (line 5). */
    private static final String RELAXED_FLAG = read("../docs/examples/relaxed-flag.test");

    private static String read(String path) {
        try {
            return Files.readString(Path.of(path));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

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
        assertEquals("flag.test:5:1", race.first().where().toString());
        assertEquals(List.of("1"), race.firstValues());
        assertEquals("P1: R x", race.second().toString());
        assertEquals("flag.test:10:1", race.second().where().toString());
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

    @Test
    void theSidesOfARaceAreInSourceOrderWhateverTheInvocationOrder() {
        // T1 reads at line 8, T0 writes at line 10: the read is listed first though T0 is the lower invocation
        FileCheck.Report r = FileCheck.check("order.comp", """
                #version 450
                layout(local_size_x = 2) in;
                layout(binding = 0) buffer D { uint data; };
                layout(binding = 1) buffer S { uint seen; };
                void main() {
                    uint i = gl_LocalInvocationID.x;
                    if (i == 1) {
                        seen = data;
                    } else {
                        data = 1;
                    }
                }
                """, null, Duration.ofSeconds(60));
        assertEquals(List.of("T1: R data at order.comp:8 / T0: W data at order.comp:10"), r.races().stream()
                .map(s -> s.first() + " at " + s.first().where() + " / " + s.second() + " at " + s.second().where())
                .toList());
    }
}
