package dev.syncscope.core.litmus.herd;

import dev.syncscope.core.model.Outcome;
import dev.syncscope.core.model.Program;

import java.util.Collection;
import java.util.List;
import java.util.Optional;

/**
 * A herd-style Vulkan test compiled to the program model: the program (agents {@code P0, P1, ...},
 * variables as references, chains on), the final condition, the filter, and the loop-unrolling
 * bound the threads were built with (herd's {@code -unroll}). Immutable.
 *
 * @param source      the test as written
 * @param program     the runnable program
 * @param condition   the final condition; empty for Dat3M's race-checking tests, which have only a filter
 * @param filter      the filter: executions whose outcome fails it are not considered
 * @param unrollBound backward jumps a thread may take before it stops with BOUND_EXCEEDED
 * @param warnings    {@code file:line:column: message} for what the program model could not express
 *                    exactly (an access naming a second storage class for a location)
 */
public record HerdTest(HerdLitmus source, Program program, Optional<Condition> condition,
                       Optional<Predicate> filter, int unrollBound, List<String> warnings) {

    public HerdTest {
        warnings = List.copyOf(warnings);
    }

    public String name() {
        return source.name();
    }

    /** Whether {@code outcome} passes the filter (always, without one). */
    public boolean passesFilter(Outcome outcome) {
        return filter.map(f -> f.holds(outcome)).orElse(true);
    }

    /** The outcomes among {@code allowed} that pass the filter. */
    public List<Outcome> filtered(Collection<Outcome> allowed) {
        return allowed.stream().filter(this::passesFilter).toList();
    }

    /**
     * Whether the condition is satisfied by the allowed outcomes that pass the filter: the
     * {@code 1} of {@code VULKAN-expected.csv} ({@code exists}: reachable; {@code ~exists}:
     * unreachable; {@code forall}: always holds).
     *
     * @throws IllegalStateException when the test has no condition
     */
    public boolean conditionSatisfied(Collection<Outcome> allowed) {
        Condition c = condition.orElseThrow(() -> new IllegalStateException(name() + " has no condition"));
        return c.satisfiedBy(filtered(allowed));
    }

    /**
     * Whether a thread jumps back to a label it passed (a {@code goto} or branch to an earlier label): a loop, the
     * only code {@link #unrollBound} bounds.
     */
    public boolean hasLoop() {
        for (List<Instruction> thread : source.code()) {
            java.util.Set<String> passed = new java.util.HashSet<>();
            for (Instruction i : thread) {
                if (i instanceof Instruction.Label l) {
                    passed.add(l.name());
                } else if (i instanceof Instruction.Goto g && passed.contains(g.label())
                        || i instanceof Instruction.Branch b && passed.contains(b.label())) {
                    return true;
                }
            }
        }
        return false;
    }

    /** The same test on a device with or without availability/visibility chains. */
    public HerdTest withChains(boolean chains) {
        if (program.launch().availabilityVisibilityChains() == chains) {
            return this;
        }
        Program p = program.withLaunch(program.launch().withChains(chains));
        return new HerdTest(source, p, condition, filter, unrollBound, warnings);
    }
}
