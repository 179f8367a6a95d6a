package dev.syncscope.core.exec;

import dev.syncscope.core.model.SourceSpan;

import java.util.Objects;

/**
 * What makes a race a new one: the agents, source positions and kinds (read or write) of its two
 * accesses; the engine reports one race per such pair of sites. The key of
 * {@link Globals#raceSites()}. Immutable.
 *
 * @param firstAgent   the earlier access's agent
 * @param secondAgent  the later access's agent
 * @param firstSource  the earlier access's instruction
 * @param secondSource the later access's instruction
 * @param writes       bit 0: the earlier access writes, bit 1: the later access writes
 */
record RaceSites(int firstAgent, int secondAgent, SourceSpan firstSource, SourceSpan secondSource, int writes) {

    static RaceSites of(AccessSite first, AccessSite second) {
        return new RaceSites(first.agent(), second.agent(), first.source(), second.source(),
                (first.write() ? 1 : 0) | (second.write() ? 2 : 0));
    }

    /** Field by field (the record's generated equality is slow on the access path). */
    @Override
    public boolean equals(Object o) {
        return this == o || (o instanceof RaceSites s && firstAgent == s.firstAgent && secondAgent == s.secondAgent
                && writes == s.writes && Objects.equals(firstSource, s.firstSource)
                && Objects.equals(secondSource, s.secondSource));
    }

    @Override
    public int hashCode() {
        return ((firstAgent * 31 + secondAgent) * 31 + Objects.hashCode(firstSource)) * 31
                + Objects.hashCode(secondSource) * 4 + writes;
    }
}
