package dev.syncscope.views.choice;

import dev.syncscope.core.exec.ReadChoice;

import java.util.List;

/**
 * The values the next read of one invocation may return, as the simulation thread found them for a frame, or
 * when the focus moved: the model's default first ({@code DebugSession.choices}). Empty when its next action reads
 * nothing, or when the read's location has had too many accesses for the list to be worked out at every frame: then
 * {@code unlistedAccesses} says how many, so the chooser can say why it lists nothing. Immutable.
 *
 * @param invocation       the invocation (the one focused when the frame was built)
 * @param position         the trace position they were worked out at
 * @param choices          the values its next read may return, default first
 * @param unlistedAccesses the writes and reads its read's location has had when they were too many to list the
 *                         values ({@code DebugSession.accessesAtNextRead}); 0 when the values are listed
 */
public record NextRead(int invocation, int position, List<ReadChoice> choices, long unlistedAccesses) {

    public NextRead {
        choices = List.copyOf(choices);
    }

    /** The values worked out. */
    public NextRead(int invocation, int position, List<ReadChoice> choices) {
        this(invocation, position, choices, 0);
    }

    /** A read whose location has had {@code accesses} writes and reads, too many to work its values out. */
    public static NextRead unlisted(int invocation, int position, long accesses) {
        return new NextRead(invocation, position, List.of(), accesses);
    }

    /** Whether the user has a choice: more than one value is allowed. */
    public boolean offersAChoice() {
        return choices.size() > 1;
    }

    /** Whether the values were left out for the number of accesses of the read's location. */
    public boolean unlisted() {
        return unlistedAccesses > 0;
    }
}
