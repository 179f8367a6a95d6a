package dev.syncscope.core.exec;

import dev.syncscope.core.model.Location;
import dev.syncscope.core.model.SourceSpan;

/**
 * One side of a data race: which invocation accessed which location how, and where. Immutable.
 *
 * @param agent     invocation id
 * @param agentName its name
 * @param write     a write (else a read)
 * @param atomic    an atomic access
 * @param nonPrivate a non-private access
 * @param reference reference name
 * @param location  location
 * @param step      global step of the access
 * @param source    where it is in the user's file
 */
public record AccessSite(int agent, String agentName, boolean write, boolean atomic, boolean nonPrivate,
                         String reference, Location location, long step, SourceSpan source) {
}
