package dev.syncscope.core.exec;

import dev.syncscope.core.model.SourceSpan;

import java.util.Objects;

/**
 * One invocation's races between two instructions: the invocation (either access's), both accesses' instructions
 * (the earlier one's first) and kinds. The engine lists a race while either of its two invocations has fewer than
 * {@link Races#LISTED_PER_LINES} listed under such a key, so every invocation that races at a pair of lines has races
 * listed, and one that races with every other (every invocation storing to one location) costs a bounded number of
 * records, not one per pair of invocations. The key of {@link Globals#raceCounts()}, whose value is a tally: the races
 * listed, times two, plus one once a race was found with both invocations' tallies full and not listed. Immutable.
 *
 * @param agent        the invocation
 * @param firstSource  the earlier access's instruction
 * @param secondSource the later access's instruction
 * @param writes       bit 0: the earlier access writes, bit 1: the later access writes
 */
record RaceLines(int agent, SourceSpan firstSource, SourceSpan secondSource, int writes) {

    /** The keys of {@code first}'s and {@code second}'s invocations for their race. */
    static RaceLines of(AccessSite site, AccessSite first, AccessSite second) {
        return new RaceLines(site.agent(), first.source(), second.source(),
                (first.write() ? 1 : 0) | (second.write() ? 2 : 0));
    }

    /** The races a tally counts as listed ({@code null}: none). */
    static int listed(Integer tally) {
        return tally == null ? 0 : tally >> 1;
    }

    /** Whether a tally has races found and not listed. */
    static boolean more(Integer tally) {
        return tally != null && (tally & 1) != 0;
    }

    /** Field by field (the record's generated equality is slow on the access path). */
    @Override
    public boolean equals(Object o) {
        return this == o || (o instanceof RaceLines s && agent == s.agent && writes == s.writes
                && Objects.equals(firstSource, s.firstSource) && Objects.equals(secondSource, s.secondSource));
    }

    @Override
    public int hashCode() {
        return (agent * 31 + Objects.hashCode(firstSource)) * 31 + Objects.hashCode(secondSource) * 4 + writes;
    }
}
