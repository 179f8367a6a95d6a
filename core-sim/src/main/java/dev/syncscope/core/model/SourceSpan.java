package dev.syncscope.core.model;

/**
 * Where an action comes from in the user's file (1-based line and column; 0 when unknown). Immutable.
 * Printed as {@code file:line:column}, or {@code file:line} when the column is unknown (compiled
 * kernels: glslang and DXC record lines only), or {@code file} when the line is unknown too.
 */
public record SourceSpan(String file, int line, int column) {
    public static final SourceSpan UNKNOWN = new SourceSpan("", 0, 0);

    @Override
    public String toString() {
        if (line <= 0) {
            return file;
        }
        return column > 0 ? file + ":" + line + ":" + column : file + ":" + line;
    }
}
