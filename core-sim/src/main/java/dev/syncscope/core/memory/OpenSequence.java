package dev.syncscope.core.memory;

import dev.syncscope.core.sync.ReleaseToken;

/**
 * A release sequence open at a location: its release token, carried by the newest write of its head's scoped
 * modification order, and the reference its head used. A write is in that order only when it is mutually ordered
 * with the head, which needs the same reference as well as each in the other's scope instance (VK MM: Atomic
 * Operation, "mutually-ordered"; Scoped Modification Order; Release Sequence). Immutable.
 *
 * @param token         the release the sequence carries
 * @param headReference the name of the reference the sequence's head wrote through
 */
public record OpenSequence(ReleaseToken token, String headReference) {
}
