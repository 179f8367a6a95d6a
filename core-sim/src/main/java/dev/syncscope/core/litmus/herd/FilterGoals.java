package dev.syncscope.core.litmus.herd;

import dev.syncscope.core.model.ReadGoal;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The loads a herd test's {@code filter} asks values of, for the stepper to steer towards: when the filter is a
 * conjunction of {@code Pn:rk == v} (either side), each register written by exactly one load (or read-modify-write)
 * of a thread without branches or other writes of it, the filter's executions are those where each such load reads
 * {@code v} (the register's final value is what its one load read). Else none: the filter still decides which
 * executions the test asks about ({@link HerdFilter}), only the stepper is not steered. Stateless.
 */
final class FilterGoals {

    private FilterGoals() {
    }

    /** The goals of {@code filter} over {@code test}'s threads (agent ids in the order of its thread list). */
    static List<ReadGoal> of(Predicate filter, HerdLitmus test) {
        List<Predicate.Compare> equalities = new ArrayList<>();
        if (!conjunctionOfEqualities(filter, equalities)) {
            return List.of();
        }
        Map<Integer, Integer> index = new HashMap<>();
        for (int t = 0; t < test.threads().size(); t++) {
            index.put(test.threads().get(t).id(), t);
        }
        List<ReadGoal> goals = new ArrayList<>();
        for (Predicate.Compare c : equalities) {
            Operand.RegisterOf r = c.left() instanceof Operand.RegisterOf x ? x
                    : c.right() instanceof Operand.RegisterOf x ? x : null;
            Operand.Constant v = c.left() instanceof Operand.Constant x ? x
                    : c.right() instanceof Operand.Constant x ? x : null;
            Integer t = r == null ? null : index.get(r.thread());
            if (t == null || v == null) {
                return List.of();
            }
            Instruction only = onlyWriter(test.code().get(t), r.register());
            if (only == null) {
                return List.of();
            }
            goals.add(new ReadGoal(t, only.span(), v.value()));
        }
        return goals;
    }

    private static boolean conjunctionOfEqualities(Predicate p, List<Predicate.Compare> into) {
        if (p instanceof Predicate.And a) {
            return conjunctionOfEqualities(a.left(), into) && conjunctionOfEqualities(a.right(), into);
        }
        if (p instanceof Predicate.Compare c && c.op() == Comparison.EQ) {
            into.add(c);
            return true;
        }
        return false;
    }

    /** The one load or read-modify-write writing {@code register} in a thread with no branches, else null. */
    private static Instruction onlyWriter(List<Instruction> code, String register) {
        Instruction found = null;
        for (Instruction i : code) {
            if (i instanceof Instruction.Goto || i instanceof Instruction.Branch) {
                return null;
            }
            String written = i instanceof Instruction.Load l ? l.register() : i instanceof Instruction.Rmw m
                    ? m.register() : i instanceof Instruction.Local l ? l.register() : null;
            if (register.equals(written)) {
                if (found != null || i instanceof Instruction.Local) {
                    return null;
                }
                found = i;
            }
        }
        return found;
    }
}
