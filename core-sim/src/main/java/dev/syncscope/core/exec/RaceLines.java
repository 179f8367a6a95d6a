package dev.syncscope.core.exec;

import dev.syncscope.core.model.SourceSpan;

import java.util.Objects;

/**
 * One invocation's races with one instruction: the later access's agent, both accesses' instructions and kinds.
 * The engine lists at most {@link Races#LISTED_PER_LINES} races per such key (the newest earlier accesses it finds),
 * so an invocation that races with every other one at the same two lines (every invocation storing to one
 * location) costs a bounded number of records, not one per pair of invocations. The key of
 * {@link Globals#raceCounts()}. Immutable.
 *
 * @param secondAgent  the later access's agent
 * @param firstSource  the earlier access's instruction
 * @param secondSource the later access's instruction
 * @param writes       bit 0: the earlier access writes, bit 1: the later access writes
 */
record RaceLines(int secondAgent, SourceSpan firstSource, SourceSpan secondSource, int writes) {

    static RaceLines of(AccessSite first, AccessSite second) {
        return new RaceLines(second.agent(), first.source(), second.source(),
                (first.write() ? 1 : 0) | (second.write() ? 2 : 0));
    }

    /** Field by field (the record's generated equality is slow on the access path). */
    @Override
    public boolean equals(Object o) {
        return this == o || (o instanceof RaceLines s && secondAgent == s.secondAgent && writes == s.writes
                && Objects.equals(firstSource, s.firstSource) && Objects.equals(secondSource, s.secondSource));
    }

    @Override
    public int hashCode() {
        return (secondAgent * 31 + Objects.hashCode(firstSource)) * 31 + Objects.hashCode(secondSource) * 4 + writes;
    }
}
