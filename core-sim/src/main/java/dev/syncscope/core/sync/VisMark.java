package dev.syncscope.core.sync;

/**
 * The latest visibility operation of an agent for one (storage class or reference-location) and
 * one source domain level: its position in program order and the agent's knowledge of the
 * relevant storage class at that point, so that "the availability operation happens-before this
 * visibility operation" can be checked later (VK MM: Availability and Visibility). Immutable.
 *
 * @param seq   position of the visibility operation in the agent's program order
 * @param clock     the agent's inter-thread-happens-before knowledge of the class at that point
 * @param knowledge the agent's knowledge of every storage class at that point
 * @param classMask the storage classes of the visibility operation: bits 0-7 M(VIS) by ordinal (its
 *                  access's class and, for an acquire, its semantics' classes), bits 8-15 its access's
 *                  class alone (none for a barrier)
 */
public record VisMark(int seq, Clock clock, Knowledge knowledge, int classMask) {
}
