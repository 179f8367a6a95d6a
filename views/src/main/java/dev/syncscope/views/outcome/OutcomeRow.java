package dev.syncscope.views.outcome;

import dev.syncscope.core.check.Execution;
import dev.syncscope.core.model.Outcome;

import java.util.List;

/**
 * One allowed outcome of an exhaustive check. Immutable.
 *
 * @param outcome    the outcome
 * @param text       the outcome as text, names sorted ({@code P1:r0=1, x=1})
 * @param executions number of consistent executions with this outcome
 * @param share      executions relative to the most frequent outcome's, in (0, 1], for the bar
 * @param racy       whether some execution with this outcome has a data race (VK MM: Data Race)
 * @param outside    for a Khronos test whose loads ask for values or a herd test with a filter ({@link
 *                   dev.syncscope.core.suite.TestQuestion}): whether no execution with this outcome is one the test
 *                   asks about (its answers say nothing of them); false for a file that asks about every execution
 * @param racyOutside whether it is racy only in executions the test does not ask about (none of its racy
 *                   executions is asked about): information, not an error, and drawn so ({@link
 *                   OutcomeTable#barStyle}); false for a file that asks no values
 * @param witnesses  the consistent executions with this outcome, racy ones first
 */
public record OutcomeRow(Outcome outcome, String text, int executions, double share, boolean racy, boolean outside,
                         boolean racyOutside, List<Execution> witnesses) {

    public OutcomeRow {
        witnesses = List.copyOf(witnesses);
    }
}
