package dev.syncscope.core.check;

import dev.syncscope.core.model.Program;
import dev.syncscope.core.model.Reference;
import org.junit.jupiter.api.Test;

import java.util.Set;

import static dev.syncscope.core.check.Tiny.PLAIN;
import static dev.syncscope.core.check.Tiny.SC0;
import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * Traces whose reads have no write they may read are not examined (VK MM: Location-Ordered,
 * Acyclicity): the search would find them inconsistent, so only the candidate count changes.
 */
class ReadSourcesTest {

    /** P0: st x = 1; st x = 2; r0 = ld x: r0 = 0 and r0 = 1 are each a cycle with fr. */
    private static Program overwrittenOwnStore() {
        Tiny t = new Tiny();
        Reference x = t.var("x", SC0);
        t.thread(0, 0).st(x, 1, PLAIN).st(x, 2, PLAIN).ld(x, PLAIN);
        return t.build();
    }

    @Test
    void aReadOfAnOwnOverwrittenStoreIsNotACandidate() {
        CheckResult r = new AxiomaticChecker().check(overwrittenOwnStore());
        assertEquals(Set.of(2L), Set.copyOf(r.allowedOutcomes().stream().map(o -> o.values().get("P0:r0")).toList()));
        assertEquals(1, r.candidates(), "only r0 = 2 is examined");
    }

    @Test
    void everyCandidateIsExaminedWhenInconsistentOnesAreKept() {
        CheckResult r = new AxiomaticChecker(CheckOptions.DEFAULT.withConsistentOnly(false)).check(overwrittenOwnStore());
        assertEquals(3, r.candidates(), "r0 = 0 (initial), 1 and 2");
        assertEquals(1, r.consistentExecutions().size());
    }

    @Test
    void aReadThroughAnAliasMayStillReadAnOlderStoreThroughTheOtherReference() {
        Tiny t = new Tiny();
        Reference x = t.var("x", SC0);
        Reference y = t.alias("y", x, SC0);
        t.thread(0, 0).st(x, 1, PLAIN).st(y, 2, PLAIN).ld(x, PLAIN);
        CheckResult r = new AxiomaticChecker().check(t.build());
        assertEquals(Set.of(1L, 2L), Set.copyOf(r.allowedOutcomes().stream().map(o -> o.values().get("P0:r0")).toList()),
                "different references are not location-ordered by program order alone");
    }
}
