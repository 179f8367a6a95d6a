package dev.syncscope.core.exec;

/**
 * An (agent, reference) pair, the unit of visibility (VK MM: Availability and Visibility). Immutable.
 */
public record AgentReference(int agent, String reference) {
}
