package dev.syncscope.views.problems;

import dev.syncscope.core.model.SourceSpan;

/**
 * One row of the problems pane. Immutable.
 */
public record Problem(Severity severity, String message, SourceSpan where) {

    /** How bad it is; also the row's style class. */
    public enum Severity { ERROR, WARNING, INFO }

    @Override
    public String toString() {
        String place = where == null || where.line() == 0 ? "" : " (" + where + ")";
        return severity.name().toLowerCase(java.util.Locale.ROOT) + ": " + message + place;
    }
}
