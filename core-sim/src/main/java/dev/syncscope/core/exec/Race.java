package dev.syncscope.core.exec;

import dev.syncscope.core.explain.MissingLink;

/**
 * A data race (VK MM: Data Race): two accesses to one location, at least one a write, not
 * mutually-ordered atomics, with no location-ordered relation between them. Immutable.
 *
 * @param first   the earlier access
 * @param second  the later access (the one whose step found the race)
 * @param link    the first missing link of the location-ordered chain from first to second
 * @param detail  that link in words
 */
public record Race(AccessSite first, AccessSite second, MissingLink link, String detail) {
}
