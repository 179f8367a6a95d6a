package dev.syncscope.core.exec;

import dev.syncscope.core.explain.MissingLink;
import dev.syncscope.core.explain.UnseenWrite;

/**
 * A data race (VK MM: Data Race): two accesses to one location, at least one a write, not
 * mutually-ordered atomics, with no location-ordered relation between them. Immutable.
 *
 * @param first   the earlier access
 * @param second  the later access (the one whose step found the race)
 * @param link    the first missing link of the location-ordered chain from first to second
 * @param detail  that link in words
 * @param kase    which case of its link it is, where an explanation's words and fix differ ({@link UnseenWrite.Case})
 */
public record Race(AccessSite first, AccessSite second, MissingLink link, String detail, UnseenWrite.Case kase) {
}
