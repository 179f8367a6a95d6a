package dev.syncscope.core.check;

/**
 * A data race of one execution (VK MM: Data Race): two accesses to the same location, at least one a
 * write, not mutually-ordered atomics, and not location-ordered either way. {@code first} has the
 * smaller event id. Agents and source lines are on the events. Immutable.
 *
 * @param first  one access
 * @param second the other access
 * @param link   the first missing link that would have location-ordered them, as a sentence kind and its arguments
 */
public record Race(Event first, Event second, RaceLink link) {

    /** The first missing link that would have location-ordered them, in English words. */
    public String missingLink() {
        return link.english();
    }

    @Override
    public String toString() {
        return first.label() + " @" + first.source() + " races with " + second.label() + " @" + second.source()
                + ": " + missingLink();
    }
}
