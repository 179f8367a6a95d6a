package dev.syncscope.core.suite;

import dev.syncscope.core.check.Event;
import dev.syncscope.core.check.Race;
import dev.syncscope.core.model.SourceSpan;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;

/**
 * One data race as a user reads it: two accesses of the program (invocation, access, location and source
 * position each) that race in some consistent execution, with every value each of them read or wrote across
 * those executions. The checker reports a race per execution (VK MM: Data Race), so the same two lines racing
 * in executions that differ only in a value read would otherwise be listed once per value. Immutable.
 *
 * @param first        the access of the pair with the smaller source position (its label without the value)
 * @param second       the other access
 * @param firstValues  what {@code first} read or wrote in the racing executions, in ascending order
 * @param secondValues the same for {@code second}
 * @param missingLink  the first missing link that would have location-ordered them, in words
 * @param example      one race of one execution, for callers that want the events
 */
public record RaceSites(Access first, Access second, List<String> firstValues, List<String> secondValues,
                        String missingLink, Race example) {

    public RaceSites {
        firstValues = List.copyOf(firstValues);
        secondValues = List.copyOf(secondValues);
    }

    /**
     * One side of the pair: who accessed what, where, without the value.
     *
     * @param invocation the agent's name, e.g. {@code T1}
     * @param access     kind and location, e.g. {@code R partial[1]}
     * @param where      its source position
     */
    public record Access(String invocation, String access, SourceSpan where) {
        static Access of(Event e) {
            return new Access(e.agentName(), e.accessLabel(), e.source());
        }

        @Override
        public String toString() {
            return invocation + ": " + access;
        }
    }

    /** The data races of a check's consistent executions, grouped as {@link #group} does. */
    public static List<RaceSites> of(dev.syncscope.core.check.CheckResult result) {
        return group(() -> result.consistentExecutions().stream().flatMap(e -> e.races().stream()).iterator());
    }

    /**
     * The races of every execution, one entry per pair of accesses and missing link, in the order first met;
     * the pair's sides are ordered by source position, then invocation, so a pair met as (a, b) in one execution
     * and (b, a) in another is one entry.
     */
    static List<RaceSites> group(Iterable<Race> races) {
        Map<List<Object>, Builder> byPair = new LinkedHashMap<>();
        for (Race race : races) {
            Event a = race.first();
            Event b = race.second();
            if (SIDE_ORDER.compare(Access.of(a), Access.of(b)) > 0) {
                Event t = a;
                a = b;
                b = t;
            }
            Access first = Access.of(a);
            Access second = Access.of(b);
            byPair.computeIfAbsent(List.of(first, second, race.missingLink()),
                    k -> new Builder(first, second, race)).add(a, b);
        }
        List<RaceSites> out = new ArrayList<>();
        byPair.values().forEach(b -> out.add(b.build()));
        return out;
    }

    private static final Comparator<Access> SIDE_ORDER = Comparator.comparing((Access a) -> a.where().file())
            .thenComparingInt(a -> a.where().line()).thenComparingInt(a -> a.where().column())
            .thenComparing(Access::invocation).thenComparing(Access::access);

    /** Numbers in numeric order, then anything else as text (an RMW's {@code 0 -> 1}). */
    private static final Comparator<String> VALUE_ORDER = (x, y) -> {
        boolean nx = x.matches("-?\\d+");
        boolean ny = y.matches("-?\\d+");
        if (nx && ny) {
            return Long.compare(Long.parseLong(x), Long.parseLong(y));
        }
        return nx != ny ? (nx ? -1 : 1) : x.compareTo(y);
    };

    private static final class Builder {
        final Access first;
        final Access second;
        final Race example;
        final TreeSet<String> firstValues = new TreeSet<>(VALUE_ORDER);
        final TreeSet<String> secondValues = new TreeSet<>(VALUE_ORDER);

        Builder(Access first, Access second, Race example) {
            this.first = first;
            this.second = second;
            this.example = example;
        }

        void add(Event a, Event b) {
            firstValues.add(a.valueLabel());
            secondValues.add(b.valueLabel());
        }

        RaceSites build() {
            return new RaceSites(first, second, new ArrayList<>(firstValues), new ArrayList<>(secondValues),
                    example.missingLink(), example);
        }
    }
}
