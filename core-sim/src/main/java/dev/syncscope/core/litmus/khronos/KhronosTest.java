package dev.syncscope.core.litmus.khronos;

import dev.syncscope.core.model.Outcome;
import dev.syncscope.core.model.Program;

import java.util.List;

/**
 * A parsed .test file: the program (chains on), the load value constraints and the answer lines.
 * Immutable.
 *
 * @param program     threads as agents {@code P<n>}, variables as references, loads with implicit
 *                    registers {@code r0, r1, …} per thread
 * @param constraints conditions every execution in question must meet
 * @param answers     the expected-answer lines in file order
 */
public record KhronosTest(Program program, List<LoadConstraint> constraints, List<KhronosAnswer> answers) {

    public KhronosTest {
        constraints = List.copyOf(constraints);
        answers = List.copyOf(answers);
    }

    /** Whether {@code outcome} meets every load constraint. */
    public boolean constraintsHold(Outcome outcome) {
        for (LoadConstraint c : constraints) {
            if (!c.holds(outcome)) {
                return false;
            }
        }
        return true;
    }

    /** The program as {@code answer} asks it to be checked (chains off for NOCHAINS). */
    public Program programFor(KhronosAnswer answer) {
        boolean chains = !answer.noChains();
        if (program.launch().availabilityVisibilityChains() == chains) {
            return program;
        }
        return program.withLaunch(program.launch().withChains(chains));
    }
}
