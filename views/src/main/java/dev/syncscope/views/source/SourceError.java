package dev.syncscope.views.source;

/**
 * An error or warning marker in the source: a 1-based line and column (column 0 marks the line
 * from its indent) and the message shown on hover. Immutable.
 *
 * @param warning a warning (dashed in the stale colour) rather than an error (in the race colour)
 */
public record SourceError(int line, int column, String message, boolean warning) {

    /** An error marker. */
    public SourceError(int line, int column, String message) {
        this(line, column, message, false);
    }

    /** The underline's style class. */
    public String styleClass() {
        return warning ? SourceStyles.WARNING : SourceStyles.ERROR;
    }
}
