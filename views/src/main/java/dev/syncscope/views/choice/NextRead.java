package dev.syncscope.views.choice;

import dev.syncscope.core.exec.ReadChoice;

import java.util.List;

/**
 * The values the next read of one invocation may return, as the simulation thread found them for a frame, or
 * when the focus moved: the model's default first ({@code DebugSession.choices}). Empty when its next action reads
 * nothing, or when the read's location has had too many accesses for the list to be worked out at every frame.
 * Immutable.
 *
 * @param invocation the invocation (the one focused when the frame was built)
 * @param position   the trace position they were worked out at
 * @param choices    the values its next read may return, default first
 */
public record NextRead(int invocation, int position, List<ReadChoice> choices) {

    public NextRead {
        choices = List.copyOf(choices);
    }

    /** Whether the user has a choice: more than one value is allowed. */
    public boolean offersAChoice() {
        return choices.size() > 1;
    }
}
