package dev.syncscope.core.check;

import dev.syncscope.core.model.Program;

import java.util.List;

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

    /** Each consistent execution (events, reads-from, modification order, outcome, races), sorted. */
    static List<String> consistent(CheckResult r) {
        return r.executions().stream().filter(Execution::consistent)
                .map(e -> e.events().stream().map(Event::label).toList() + " rf " + e.relation(RelationKind.RF)
                        + " mo " + e.relation(RelationKind.MO) + " " + e + " " + e.races())
                .sorted().toList();
    }
}
