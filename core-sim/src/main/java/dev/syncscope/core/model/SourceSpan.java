package dev.syncscope.core.model;

/**
 * Where an action comes from in the user's file (1-based line and column; 0 when unknown). Immutable.
 */
public record SourceSpan(String file, int line, int column) {
    public static final SourceSpan UNKNOWN = new SourceSpan("", 0, 0);

    @Override
    public String toString() {
        return file + ":" + line + ":" + column;
    }
}
