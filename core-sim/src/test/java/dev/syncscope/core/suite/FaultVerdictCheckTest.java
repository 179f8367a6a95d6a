package dev.syncscope.core.suite;

import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A fault some consistent execution has (an out-of-bounds access, a store to read-only memory) makes the check of a
 * file a definite failure, as barrier divergence does: the invocation stops there, as in the stepper, whatever the
 * races and outcomes. A fault the check could neither confirm nor exclude leaves the answer open.
 */
class FaultVerdictCheckTest {

    /** docs/examples/append-overflow.comp: three invocations append to one slot, two write past it every time. */
    private static final String APPEND = read("../docs/examples/append-overflow.comp");

    private static String read(String file) {
        try {
            return Files.readString(Path.of(file));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Test
    void aKernelThatFaultsInSomeExecutionFailsThoughItRacesNowhere() {
        FileCheck.Report r = FileCheck.check("append-overflow.comp", APPEND, null, Duration.ofSeconds(60));
        assertTrue(r.complete(), r.limitMessage());
        assertTrue(r.races().isEmpty(), "the verdict comes from the fault alone");
        assertTrue(r.faults().contains("fault: T2 stops at append-overflow.comp:12: out-of-bounds access kept[1] (it has 1"
                + " location)"), r.faults().toString());
        assertEquals(6, r.faults().size(), r.faults().toString());
        assertTrue(r.failed());
        assertFalse(r.ok());
        assertNull(r.unknownBecause());
        assertTrue(r.notes().stream().noneMatch(n -> n.contains("FAULT")), "said once, as a finding: " + r.notes());
    }

    @Test
    void aKernelWithinItsBoundsIsNotFailedByAFaultNoExecutionHas() {
        FileCheck.Report r = FileCheck.check("append-overflow.comp", APPEND.replace("kept = 1", "kept = 3"), null,
                Duration.ofSeconds(60));
        assertEquals(List.of(), r.faults());
        assertTrue(r.ok());
        assertNull(r.unknownBecause());
    }

    @Test
    void aFaultNeitherConfirmedNorExcludedLeavesTheAnswerOpenNamingIt() {
        FileCheck.Report clean = FileCheck.check("append-overflow.comp", APPEND.replace("kept = 1", "kept = 3"), null,
                Duration.ofSeconds(60));
        String open = "fault: T0 stops at append-overflow.comp:12: out-of-bounds access kept[3] (it has 3 locations)";
        FileCheck.Report r = new FileCheck.Report(clean.file(), clean.invocations(), true, "", clean.candidates(),
                clean.consistentExecutions(), clean.outcomes(), clean.races(), clean.expectations(), clean.notes(),
                clean.cuts(), List.of(), List.of(), List.of(open), List.of(), List.of(), "", "", List.of(), null, null, 0,
                List.of(), false);
        assertFalse(r.failed());
        assertEquals("no execution with this fault was found, and none was excluded: " + open, r.unknownBecause());
    }
}
