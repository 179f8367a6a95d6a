package dev.syncscope.views.explain;

import dev.syncscope.views.i18n.Messages;

import java.util.Set;

/**
 * Which way a race's fix reads when its first access is a read and the later one a write
 * ({@link FixText.Reader#readFirst}), where the fixes of a message pass assume the write comes first. A pure function.
 * <ul>
 *   <li>Something orders the read before the write (happens-before, a private access in the way): the key's
 *       {@code .readFirst} form. VK MM: Location-Ordered: "X is a read, both X and Y are non-private, and X->Y", so
 *       making both accesses non-private is the whole fix; no availability or visibility operation is needed, and the
 *       order that is there does not "carry the write" from the writer to the reader.</li>
 *   <li>Nothing orders the two: the fix may order them either way, and its words (a release after the write, an
 *       acquire before the read; an atomic store at the write's line and an atomic load at the read's) are said with
 *       the write first, as a message pass is and as {@code check} names such a race ({@link CheckRaceWhy}).</li>
 *   <li>A release and an acquire between them (a flag from the reader to the writer): they are the release after the
 *       read and the acquire before the write (VK MM: Synchronizes-With), which the sentences that name them say by
 *       {@link FixText}'s argument 20.</li>
 * </ul>
 */
final class RaceOrder {

    /** The fixes for two accesses nothing orders that name the write's side and the read's (VK MM: Data Race). */
    private static final Set<String> UNORDERED = Set.of("explain.fix.NO_HAPPENS_BEFORE",
            "explain.fix.PRIVATE_ACCESS.unsynced");

    private RaceOrder() {
    }

    /**
     * {@code key}, or its {@code .readFirst} form for a read-then-write race ({@code reader}: the later access) when
     * the bundle has that form in the same dialect as the key's own (a legacy GLSL kernel keeps its own words where
     * only the extension's have a read-first form); not for a fix worded write first ({@link #writeFirst}).
     */
    static String key(FixText.Reader reader, String key, FixText.Between between, SourceDialect dialect, Messages text,
                      String sourceText) {
        if (!reader.readFirst() || writeFirst(reader, key, between)) {
            return key;
        }
        String own = dialect.key(text, key, sourceText);
        String first = dialect.key(text, key + ".readFirst", sourceText);
        return text.has(first) && first.equals(key + ".readFirst" + own.substring(key.length()))
                ? key + ".readFirst" : key;
    }

    /**
     * Whether a race whose first access is {@code firstWrite} a write and whose later one {@code secondWrite} is read
     * first: a read, then a write (first in happens-before where anything orders them, else the flag storer's or the
     * first in the steps).
     */
    static boolean readFirst(boolean firstWrite, boolean secondWrite) {
        return !firstWrite && secondWrite;
    }

    /**
     * Whether the fix {@code key} for a read-then-write race ({@code reader}: the later access) is worded with the
     * write first: nothing lies between the two (no flag pair, no barrier both passed) and the fix names the write's
     * side and the read's.
     */
    static boolean writeFirst(FixText.Reader reader, String key, FixText.Between between) {
        return reader.readFirst() && between.flag() == null && between.met() == null && UNORDERED.contains(key);
    }

    /**
     * Whether the barrier fix {@code key} ({@code explain.fix.workgroupBarrier}, {@code explain.fix.subgroupBarrier}) is
     * to be worded with the later access ({@code later}, its line) first: the first access ({@code line}) is below it
     * in the source and not in a later iteration of one loop ({@code nextIteration}), so no barrier goes "between line
     * {@code line} and line {@code later}". A control barrier both invocations meet orders whichever access is above it
     * before whichever is below it (VK MM: Synchronizes-With, control barrier), so the fix goes between the two the
     * other way round: a compare-exchange loop at line 9 racing with a plain read of its location at line 7 was told
     * to put a barrier "between line 9 and line 7" (the session-58 audit).
     */
    static boolean laterAbove(String key, int line, int later, boolean nextIteration) {
        return ("explain.fix.workgroupBarrier".equals(key) || "explain.fix.subgroupBarrier".equals(key))
                && later > 0 && line > later && !nextIteration;
    }
}
