package dev.syncscope.core.memory;

import dev.syncscope.core.model.Location;
import dev.syncscope.core.model.Reference;
import dev.syncscope.core.model.Scope;
import dev.syncscope.core.model.SourceSpan;
import dev.syncscope.core.sync.Clock;
import dev.syncscope.core.sync.Knowledge;

import java.util.List;

/**
 * One executed read of one location: what it read and which newer writes it did not see. Kept
 * for race detection (a read followed by a conflicting write) and explanations. Immutable.
 *
 * @param id          global access id (the step at which it happened)
 * @param location    L
 * @param reference   the reference read through
 * @param agent       reader
 * @param seq         position in the reader's program order
 * @param atomic      an atomic read
 * @param nonPrivate  a non-private read
 * @param scope       atomic or per-instruction visibility scope, or {@code null}
 * @param clock       the reader's knowledge of L's storage class at the read
 * @param readFrom    id of the write it read (negative: an initial value)
 * @param value       value read
 * @param stale       whether a newer write existed that was not visible to (reader, reference)
 * @param newerUnseen ids of the newer writes it did not see, oldest first
 * @param source      where the read is in the user's file
 * @param knowledge   the reader's knowledge of every storage class at the read
 * @param classMask   the read's storage classes, encoded as {@link WriteRecord#classMask()}
 */
public record ReadRecord(long id, Location location, Reference reference, int agent, int seq, boolean atomic,
                         boolean nonPrivate, Scope scope, Clock clock, int readFrom, long value, boolean stale,
                         List<Integer> newerUnseen, SourceSpan source, Knowledge knowledge,
                         int classMask) {

    public ReadRecord {
        newerUnseen = List.copyOf(newerUnseen);
    }
}
