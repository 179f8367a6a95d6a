package dev.syncscope.core.model;

import java.util.List;

/**
 * What one participant of a collective operation put in: its id within the scope instance
 * (SubgroupLocalInvocationId) and its operand values ({@link Action.Collective#contribution()}).
 * Immutable.
 *
 * @param member the participant's id within its scope instance
 * @param values its operand values
 */
public record Contribution(int member, List<Long> values) {
    public Contribution {
        values = List.copyOf(values);
    }
}
