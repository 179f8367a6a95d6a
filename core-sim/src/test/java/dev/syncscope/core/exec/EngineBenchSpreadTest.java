package dev.syncscope.core.exec;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** The bench lists every measured run, slowest first, so a median that hides slow runs can be read (session 53). */
class EngineBenchSpreadTest {

    @Test
    void everyRunIsListedInMillionsSlowestFirst() {
        EngineBench.Measure[] runs = {
            new EngineBench.Measure(1_000_000, 0.5, 0.5, 0),
            new EngineBench.Measure(1_100_000, 2.5, 2.5, 0),
            new EngineBench.Measure(1_050_000, 0.6, 0.6, 0)};
        assertEquals("0.44 1.75 2.00 M", EngineBench.spread(runs));
        assertEquals(1_750_000, EngineBench.median(runs).eventsPerSecond(), 1e-6, "the median by time, as before");
    }
}
