package dev.syncscope.core.exec;

import dev.syncscope.core.model.Location;
import dev.syncscope.core.model.SourceSpan;

/**
 * A value a pending read may return, and why the model allows it. Immutable.
 *
 * @param writeId     the write read from (negative: the initial value)
 * @param value       its value
 * @param writer      the writing invocation (-1: host initial data)
 * @param source      where the write is
 * @param isDefault   the value the model makes visible (what the stepper reads unless told otherwise)
 * @param consistent  allowed by the axiomatic model (coherence; non-atomic reads read a visible-to write)
 * @param raceOnly    allowed only because the read races with a write (undefined behaviour)
 * @param undefined   the initial value of workgroup memory, which has none (Workgroup variables start undefined;
 *                    SyncScope reads it as {@code value})
 * @param location    the location read, named by the reader's reference ({@link Location#valueText} shows
 *                    {@code value} as its type: {@code 1.5} for a float)
 */
public record ReadChoice(int writeId, long value, int writer, SourceSpan source, boolean isDefault,
                         boolean consistent, boolean raceOnly, boolean undefined, Location location) {

    /** {@link #value} as the location's type shows it ({@code 1.5} for a float). */
    public String valueText() {
        return location.valueText(value);
    }
}
