package dev.syncscope.core.memory;

import dev.syncscope.core.model.SourceSpan;

/**
 * "(W,L) is available in {@code domain}", together with the availability operation that made it
 * so, so that a later visibility operation can check that this operation happens-before it
 * (VK MM: Availability and Visibility: "A visibility operation VIS that happens-after AV").
 * Immutable.
 *
 * @param domain   the domain instance the write reached
 * @param agent    agent that performed the availability (or memory domain) operation (-1: the submit)
 * @param seq      its position in that agent's program order (0 for the host)
 * @param step     the global step at which it happened (-1 before the first step)
 * @param origin   what kind of operation it was
 * @param source   where it is in the user's file
 * @param classMask the storage classes of the operation, encoded as {@link WriteRecord#classMask()}: the
 *                 class of the memory it accesses (the write of a per-instruction or atomic availability
 *                 operation, a release atomic) and its semantics' classes (a release); 0 for API-side operations
 *                 (device and host domain, memory domain operations), which name none
 */
public record AvailabilityFact(DomainInstance domain, int agent, int seq, long step, Origin origin,
                               SourceSpan source, int classMask) {

    /** Where an availability operation comes from. */
    public enum Origin {
        /** MakePointerAvailable on the write itself (litmus {@code av}, coherent). */
        PER_INSTRUCTION,
        /** The implicit availability operation of an atomic write, at the atomic's scope. */
        ATOMIC,
        /** MakeAvailable in the semantics of a release barrier or atomic. */
        SEMANTICS,
        /** An API-side availability operation to the device domain. */
        DEVICE,
        /** A later availability operation of an availability chain. */
        CHAIN,
        /** An earlier visibility operation of a visibility chain (sources only later visibility operations). */
        VISIBILITY_CHAIN,
        /** The queue submission (host initial data). */
        SUBMIT,
        /** An API-side availability operation to the host domain ({@code vkFlushMappedMemoryRanges}). */
        HOST,
        /** A memory domain operation (host to device or device to host). */
        DOMAIN
    }
}
