package dev.syncscope.core.exec;

/**
 * What an agent would read through a reference now, without reading. Immutable.
 *
 * @param agent     the agent
 * @param reference reference name
 * @param writeId   the write it would read (negative: the initial value)
 * @param value     the value
 * @param stale     a newer write exists that is not visible to (agent, reference)
 * @param undefined the initial value of workgroup memory nobody wrote
 */
public record ReadPreview(int agent, String reference, int writeId, long value, boolean stale, boolean undefined) {
}
