package dev.syncscope.views.problems;

import dev.syncscope.core.check.AxiomaticChecker;
import dev.syncscope.core.check.CheckResult;
import dev.syncscope.core.load.ProgramLoader;
import dev.syncscope.views.i18n.Messages;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The window's rows of a check (Check ▸ All executions) word a GLSL or HLSL kernel's race in the kernel's language, as
 * {@code check} does on the command line (GPU audit D11): an author of GLSL writes {@code barrier()}, not memory
 * semantics naming WorkgroupMemory. Without the kernel's text (a litmus test) the checker's sentence stays.
 */
class CheckRaceKernelWordsTest {

    private static final Path KERNEL = Path.of("../sample-kernels/kernels/reduction-missing-barrier.comp");
    private static final Messages EN = Messages.forLocale(Locale.ENGLISH);

    private static List<String> raceRows(String sourceText, Messages text) throws IOException {
        CheckResult r = new AxiomaticChecker().check(ProgramLoader.load(KERNEL.getFileName().toString(),
                Files.readString(KERNEL)));
        // the race's row names both lines; the undefined read's only line 31
        return CheckProblems.of(r, null, sourceText, text).stream().map(Problem::message)
                .filter(m -> m.contains("partial[1]") && m.contains(":29")).toList();
    }

    /** VK MM: Data Race: T1's store of partial[1] and T0's load of it, with no control barrier between them. */
    @Test
    void aKernelsRaceRowSaysWhereToPutTheBarrierInGlsl() throws IOException {
        List<String> rows = raceRows(Files.readString(KERNEL), EN);
        assertEquals(1, rows.size(), rows.toString());
        assertTrue(rows.get(0).contains("Put barrier() between line 29 and line 31"), rows.get(0));
        assertFalse(rows.get(0).contains("release/acquire pair"), rows.get(0));
    }

    @Test
    void withoutTheKernelsTextTheRowKeepsTheCheckersSentence() throws IOException {
        List<String> rows = raceRows(null, EN);
        assertEquals(1, rows.size(), rows.toString());
        assertTrue(rows.get(0).contains("missing synchronization (release/acquire pair"), rows.get(0));
    }

    @Test
    void theRowIsInJapaneseInAJapaneseWindow() throws IOException {
        List<String> rows = raceRows(Files.readString(KERNEL), Messages.forLocale(Locale.JAPANESE));
        assertEquals(1, rows.size(), rows.toString());
        assertTrue(rows.get(0).contains("barrier()"), rows.get(0));
        assertFalse(rows.get(0).contains("Put barrier()"), rows.get(0));
    }
}
