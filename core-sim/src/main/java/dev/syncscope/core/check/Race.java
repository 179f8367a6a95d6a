package dev.syncscope.core.check;

/**
 * A data race of one execution (VK MM: Data Race): two accesses to the same location, at least one a
 * write, not mutually-ordered atomics, and not location-ordered either way. {@code first} has the
 * smaller event id. Agents and source lines are on the events. Immutable.
 *
 * @param first  one access
 * @param second the other access
 * @param link   the first missing link that would have location-ordered them, as a sentence kind and its arguments
 * @param shared the narrowest scope whose instance holds both accesses' invocations ({@link
 *               dev.syncscope.core.model.Agent#narrowestSharedScope}), which a fix widening a memory scope needs no
 *               more than (VK MM: Scope); {@code null} when not known
 */
public record Race(Event first, Event second, RaceLink link, boolean firstUndefined, boolean secondUndefined,
                   dev.syncscope.core.model.Scope shared) {

    /** A race whose invocations' shared scope is not known. */
    public Race(Event first, Event second, RaceLink link, boolean firstUndefined, boolean secondUndefined) {
        this(first, second, link, firstUndefined, secondUndefined, null);
    }

    /**
     * A race whose reads take defined values. {@code firstUndefined} / {@code secondUndefined}: that access reads the
     * initial value of memory with none (a Workgroup variable no write defined: VK MM Allocation).
     */
    public Race(Event first, Event second, RaceLink link) {
        this(first, second, link, false, false);
    }

    /** What {@code first} read or wrote ({@link Event#valueLabel()}), a value it read undefined as {@code undefined}. */
    public String firstValue() {
        return value(first, firstUndefined);
    }

    /** As {@link #firstValue()} for {@code second}. */
    public String secondValue() {
        return value(second, secondUndefined);
    }

    private static String value(Event e, boolean undefined) {
        if (!undefined || !e.isRead()) {
            return e.valueLabel();
        }
        return e.isWrite() ? dev.syncscope.core.model.Outcome.UNDEFINED + " -> " + e.writtenText()
                : e.kind() == Event.Kind.READ_MODIFY_WRITE ? dev.syncscope.core.model.Outcome.UNDEFINED + " (no write)"
                : dev.syncscope.core.model.Outcome.UNDEFINED;
    }

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
