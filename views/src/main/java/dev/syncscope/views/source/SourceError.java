package dev.syncscope.views.source;

/**
 * An error marker in the source: a 1-based line and column (column 0 or unknown marks the whole
 * line) and the message shown on hover. Immutable.
 */
public record SourceError(int line, int column, String message) {
}
