package dev.syncscope.views.timeline;

import dev.syncscope.core.exec.Diagnostic;

/**
 * A mark on the timeline: the position from which a diagnostic shows, its kind and message(s).
 * Immutable.
 *
 * @param position steps applied when the diagnostic first shows (its step index + 1)
 * @param kind     the kind of the first diagnostic found there
 * @param message  the messages found there, one per line
 */
public record Tick(int position, Diagnostic.Kind kind, String message) {

    /** The tick's style class: stale reads are warnings, a run leaving its test's question information, the rest problems. */
    public String styleClass() {
        return switch (kind) {
            case STALE_READ -> "stale";
            case OUTSIDE_TEST -> "info";
            default -> "problem";
        };
    }
}
