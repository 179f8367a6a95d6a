package dev.syncscope.core.check;

import dev.syncscope.core.model.Program;
import net.jqwik.api.Assume;
import net.jqwik.api.statistics.Statistics;

import java.util.List;
import java.util.function.Supplier;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The comparison the pruning tests make ({@link FixedLocationOrderAgreesPropertyTest}, {@link
 * OwnWritesAgreePropertyTest}, {@link OwnWritesSmallScopeTest}): the consistent executions of the pruned check are
 * exactly those of the check that keeps every candidate ({@link CheckOptions#withConsistentOnly}{@code (false)}).
 */
final class PruningAgreement {

    private PruningAgreement() {
    }

    /** The two checks of {@code p} under {@code options}: pruned first, then the one that keeps every candidate. */
    static List<CheckResult> bothChecks(Program p, CheckOptions options) {
        return List.of(new AxiomaticChecker(options).check(p),
                new AxiomaticChecker(options.withConsistentOnly(false)).check(p));
    }

    /**
     * For a property: a try is discarded when either check of {@code p} does not complete within {@code options}'
     * limits, else their consistent executions must be equal; {@code text} names the program in a failure.
     */
    static void agree(Program p, CheckOptions options, Supplier<String> text) {
        List<CheckResult> both = bothChecks(p, options);
        boolean complete = both.get(0).complete() && both.get(1).complete();
        Statistics.label("compared").collect(complete ? "compared" : "discarded");
        Assume.that(complete);
        assertEquals(consistent(both.get(1)), consistent(both.get(0)), text);
    }

    /** Each consistent execution (events, reads-from, modification order, outcome, races), sorted. */
    static List<String> consistent(CheckResult r) {
        return r.executions().stream().filter(Execution::consistent)
                .map(e -> e.events().stream().map(Event::label).toList() + " rf " + e.relation(RelationKind.RF)
                        + " mo " + e.relation(RelationKind.MO) + " " + e + " " + e.races())
                .sorted().toList();
    }
}
