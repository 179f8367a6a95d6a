package dev.syncscope.core.exec;

import dev.syncscope.core.check.AxiomaticChecker;
import dev.syncscope.core.check.CheckResult;
import dev.syncscope.core.check.Execution;
import dev.syncscope.core.model.Outcome;
import dev.syncscope.core.model.Program;

import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The exhaustive checker's race verdict for a rule test's program, over the consistent executions
 * in which given registers hold given values (typically: the flag load read the flag). Stateless,
 * test-only.
 */
final class CheckerVerdict {

    private CheckerVerdict() {
    }

    /**
     * Whether some consistent execution whose registers hold {@code reads} (e.g. {@code T1:r0 -> 1})
     * has a data race; fails if the checker stops early or has no such execution.
     */
    static boolean racyWhen(Program p, Map<String, Long> reads) {
        CheckResult r = new AxiomaticChecker().check(p);
        assertTrue(r.complete(), "checker stopped: " + r.limitMessage());
        List<Execution> matching = r.consistentExecutions().stream()
                .filter(x -> x.outcomes().stream().anyMatch(o -> holds(o, reads))).toList();
        assertFalse(matching.isEmpty(), "the checker has a consistent execution with " + reads);
        return matching.stream().anyMatch(x -> !x.races().isEmpty());
    }

    /** As {@link #racyWhen}, counting only races on the allocation {@code allocation}. */
    static boolean racyOnWhen(Program p, String allocation, Map<String, Long> reads) {
        CheckResult r = new AxiomaticChecker().check(p);
        assertTrue(r.complete(), "checker stopped: " + r.limitMessage());
        List<Execution> matching = r.consistentExecutions().stream()
                .filter(x -> x.outcomes().stream().anyMatch(o -> holds(o, reads))).toList();
        assertFalse(matching.isEmpty(), "the checker has a consistent execution with " + reads);
        return matching.stream().anyMatch(x -> x.races().stream()
                .anyMatch(race -> race.first().location().allocation().equals(allocation)));
    }

    private static boolean holds(Outcome o, Map<String, Long> reads) {
        for (Map.Entry<String, Long> r : reads.entrySet()) {
            if (!r.getValue().equals(o.values().get(r.getKey()))) {
                return false;
            }
        }
        return true;
    }
}
