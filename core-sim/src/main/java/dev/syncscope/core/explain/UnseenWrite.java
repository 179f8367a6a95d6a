package dev.syncscope.core.explain;

import dev.syncscope.core.model.SourceSpan;

/**
 * A newer write a read did not see, and the first missing link that kept it from the reader.
 * Immutable.
 *
 * @param writeId   the write
 * @param writer    writing invocation id
 * @param writerName its name
 * @param value     value written
 * @param source    where the write is
 * @param link      the first missing link
 * @param detail    that link in words, naming the operations involved
 * @param visibilityTooEarly for {@link MissingLink#NO_HAPPENS_BEFORE}: the writer and reader do synchronize, but the
 *                  reader's visibility operation comes before its acquire, so the availability does not happen-before
 *                  it (VK MM: Availability and Visibility); the fix is to move the visibility after the acquire
 */
public record UnseenWrite(int writeId, int writer, String writerName, long value, SourceSpan source,
                          MissingLink link, String detail, boolean visibilityTooEarly) {
}
