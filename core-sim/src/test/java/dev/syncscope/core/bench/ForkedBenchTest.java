package dev.syncscope.core.bench;

import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ForkedBenchTest {

    /** A child that prints two rows among other output, as the forked bench does. */
    public static final class TwoRows {
        public static void main(String[] args) {
            System.out.println("warming up …");
            System.out.println(ForkedBench.encode(BenchRow.atLeast("events\tper second", 2.5, 5, "M", "%.1f")));
            System.err.println("a note on stderr");
            System.out.println(ForkedBench.encode(BenchRow.info("workload", "64 x 256")));
        }
    }

    private static List<String> java(String mainClass, String... args) {
        List<String> c = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", System.getProperty("java.class.path"), mainClass));
        c.addAll(List.of(args));
        return c;
    }

    @Test
    void aRowSurvivesItsLineWithTabsInTheFigureFlattened() {
        BenchRow r = BenchRow.atMost("seek\tworst", 4.6, 100, "ms", "%.1f");
        BenchRow back = ForkedBench.decode(ForkedBench.encode(r));
        assertEquals(new BenchRow("seek worst", "4.6 ms", "≤ 100.0 ms", true), back);
        assertEquals(BenchRow.info("a", "b"), ForkedBench.decode(ForkedBench.encode(BenchRow.info("a", "b"))));
    }

    @Test
    void theChildsRowsAreReadInOrderAndItsOtherOutputIgnored() throws IOException {
        List<BenchRow> rows = ForkedBench.run(java(TwoRows.class.getName()));
        assertEquals(List.of(new BenchRow("events per second", "2.5 M", "≥ 5.0 M", false),
                BenchRow.info("workload", "64 x 256")), rows);
    }

    @Test
    void aChildThatFailsIsAnErrorThatQuotesWhatItSaid() {
        IllegalStateException e = assertThrows(IllegalStateException.class,
                () -> ForkedBench.run(java(ForkedBench.class.getName(), "no-such-part")));
        assertTrue(e.getMessage().contains("exit code 2") && e.getMessage().contains("usage: ForkedBench engine"),
                e.getMessage());
    }

    @Test
    void theForkedJvmRunsG1WithAFixedYoungGenerationAndAPreTouchedHeapOfThisJvmsMaximum() {
        List<String> c = ForkedBench.command("engine");
        long maxMb = Runtime.getRuntime().maxMemory() / (1024 * 1024);
        assertTrue(c.contains("-XX:+UseG1GC"), c.toString());
        assertTrue(c.contains("-Xmx" + maxMb + "m"), c.toString());
        // committed and touched at start: a region first touched in a measured run charged its page faults to the
        // stepping thread (session 53)
        assertTrue(c.contains("-Xms" + maxMb + "m") && c.contains("-XX:+AlwaysPreTouch"), c.toString());
        assertTrue(c.contains("-Xmn" + Math.max(16, Math.min(ForkedBench.YOUNG_MB, maxMb / 4)) + "m"), c.toString());
        assertEquals(List.of(ForkedBench.class.getName(), "engine"), c.subList(c.size() - 2, c.size()));
        assertEquals("-XX:+UseG1GC -Xms" + maxMb + "m -Xmx" + maxMb + "m -Xmn" + Math.max(16,
                Math.min(ForkedBench.YOUNG_MB, maxMb / 4)) + "m -XX:+AlwaysPreTouch", ForkedBench.describe(c));
    }
}
