package dev.syncscope.core.explain;

import dev.syncscope.core.model.Location;
import dev.syncscope.core.model.SourceSpan;

import java.util.List;

/**
 * Why a read returned what it returned: the write it read and every newer write it did not see,
 * each with its first missing link. Data for the explanation panel. Immutable.
 *
 * @param step         the step of the read
 * @param reader       reading invocation id
 * @param readerName   its name
 * @param reference    reference read through
 * @param location     location read
 * @param source       where the read is
 * @param value        value read
 * @param readFrom     id of the write read (negative: the initial value)
 * @param readFromInitial whether it read the initial value
 * @param undefined    whether that initial value is undefined: Workgroup memory no write of which was visible to
 *                     the reader (SPIR-V: Workgroup variables have no initializer), so the value read means nothing
 * @param writerName   name of the invocation whose write it read ("host" for the initial value)
 * @param writeSource  where that write is ({@link SourceSpan#UNKNOWN} for the initial value)
 * @param unseen       newer writes it did not see: those still in memory when it ran, oldest first, then those
 *                     overwritten before it ran ({@link UnseenWrite#overwritten()}), oldest first
 * @param overwrittenNotListed how many more overwritten newer writes it did not see are left out of {@code unseen}
 *                     (it lists the newest {@link #OVERWRITTEN_LISTED})
 * @param modificationOrder the read and the write it read are mutually-ordered atomics and the write was not visible
 *                     to the reader: an atomic read takes its value from the location's scoped modification order
 *                     (VK MM: Scoped Modification Order, Atomic Operation), not from the writes visible to it, so the
 *                     memory-domain graph rightly shows the write it read not visible to it
 * @param racyValue    the write it read was not visible to the reader and is no modification-order read: a value
 *                     allowed only because the read races with that write (a value picked at a racy read,
 *                     {@code ReadChoice#raceOnly}; VK MM: Data Race)
 * @param newerInOrder for an atomic read with no newer write hidden from it: the newest mutually-ordered atomic write
 *                     made before it that is newer in the location's modification order than the value it read (an
 *                     older value picked at the read, which coherence allows: nothing orders that write before the
 *                     read; VK MM: Scoped Modification Order Coherence), else {@code null}
 */
public record ReadExplanation(long step, int reader, String readerName, String reference, Location location,
                              SourceSpan source, long value, int readFrom, boolean readFromInitial, boolean undefined,
                              String writerName, SourceSpan writeSource, List<UnseenWrite> unseen,
                              int overwrittenNotListed, boolean modificationOrder,
                              boolean racyValue, Newer newerInOrder) {

    /** A write newer in the modification order than the value read: who wrote what, where. */
    public record Newer(int writeId, String writerName, long value, SourceSpan source) { }


    /**
     * At most this many overwritten writes are listed: a read of an old value under a long loop of stores would
     * otherwise list every store of the loop.
     */
    public static final int OVERWRITTEN_LISTED = 32;

    public ReadExplanation {
        unseen = List.copyOf(unseen);
    }

    /** Whether a newer write existed that the read did not see. */
    public boolean stale() {
        return !unseen.isEmpty();
    }

    /** The explanation in words. */
    public String summary() {
        String shown = location.valueText(value);
        StringBuilder b = new StringBuilder("You read " + (undefined ? "an undefined value (SyncScope shows " + shown
                + "): no write of this workgroup memory was visible to the read." : readFromInitial
                ? shown + ", the initial value." : shown + ", written by " + writerName + " (" + writeSource + ")."));
        for (UnseenWrite u : unseen) {
            b.append(" The newer write ").append(location).append(" = ").append(location.valueText(u.value()))
                    .append(" (")
                    .append(u.writerName()).append(", line ").append(u.source().line()).append(") was not visible: ")
                    .append(u.link().words()).append(" — ").append(u.detail()).append('.');
        }
        if (overwrittenNotListed > 0) {
            b.append(" ").append(overwrittenNotListed).append(overwrittenNotListed == 1 ? " older write" : " older writes")
                    .append(", overwritten before the read, not listed.");
        }
        return b.toString();
    }
}
