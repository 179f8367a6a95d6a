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
 * @param storedAfterReading for two stores at one line: whether the later store's invocation read the location at that
 *                line as its memory access before ({@code count += 1}: one statement's lost update), {@code false} when
 *                its access before is another or it has none ({@code v = id;}); {@code null} for other races. The
 *                engine knows it from the invocation's own steps, where the window's steps may not reach so far back
 */
public record Race(AccessSite first, AccessSite second, MissingLink link, String detail, UnseenWrite.Case kase,
                   Boolean storedAfterReading) {

    /** A race that is not two stores at one line. */
    public Race(AccessSite first, AccessSite second, MissingLink link, String detail, UnseenWrite.Case kase) {
        this(first, second, link, detail, kase, null);
    }

    /**
     * Races listed per invocation and pair of instructions (both instructions and kinds): a race is listed while either
     * of its invocations has fewer than this many listed there; past that, one more race found is counted
     * ({@link Engine#racesUnlisted()}) and the rest are not looked for. Every invocation storing to one location races
     * with every other (VK MM: Data Race), n(n-1)/2 races; listed in full, 16,384 invocations ran out of memory. So
     * every invocation that races at a pair of lines has races listed, and each listed race fills a tally that had
     * room, so the races listed stay linear in the invocations. An invocation's races with one instruction are with different invocations, one each, so a
     * program of at most 9 invocations (the differential tests' have at most 5) lists every race.
     */
    public static final int LISTED_PER_LINES = 8;
}
