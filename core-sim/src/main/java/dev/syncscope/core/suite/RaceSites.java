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
 * those executions, and every distinct missing link those executions lack. The checker reports a race per
 * execution (VK MM: Data Race), so the same two lines racing in executions that differ only in a value read would
 * otherwise be listed once per value, and once per missing link where executions lack different links (no
 * synchronization where the flag was not read, too narrow a scope where it was: the GPU audit's D13). Immutable.
 *
 * @param first        the access of the pair with the smaller source position (its label without the value)
 * @param second       the other access
 * @param firstValues  what {@code first} read or wrote in the racing executions, in ascending order
 * @param secondValues the same for {@code second}
 * @param missingLink  the first missing link that would have location-ordered them, in English words: the
 *                     {@code example}'s
 * @param example      one race of one execution, for callers that want the events, or the missing link as a message
 *                     key and arguments ({@link Race#link()}) to word it in another language
 * @param links        one race for each distinct missing link of the pair (by its English words), in the order first
 *                     met, {@code example} first; for a test that asks about some executions only, {@code example}
 *                     only
 * @param asked        for a Khronos test whose loads ask for values or a herd test with a filter ({@link
 *                     TestQuestion}): whether the pair races in an execution the test asks about (its missing link is
 *                     then that execution's); true otherwise
 * @param elsewhere    for such a test, where else it races: the weakest conditions on the other executions' reads
 *                     ({@code P1 reads y = 0}) or outcome ({@code the outcome fails the filter}); empty otherwise
 */
public record RaceSites(Access first, Access second, List<String> firstValues, List<String> secondValues,
                        String missingLink, Race example, boolean asked, List<TestQuestion.Condition> elsewhere,
                        List<Race> links) {

    public RaceSites {
        firstValues = List.copyOf(firstValues);
        secondValues = List.copyOf(secondValues);
        elsewhere = List.copyOf(elsewhere);
        links = List.copyOf(links);
    }

    /** Every distinct missing link of the pair in English words, {@link #missingLink()} first. */
    public List<String> missingLinks() {
        return links.stream().map(Race::missingLink).toList();
    }

    /** {@link #elsewhere()} in English, as the command line prints it: {@code P1 reads y = 0}. */
    public List<String> outside() {
        return elsewhere.stream().map(TestQuestion.Condition::toString).toList();
    }

    /** A race of a file that asks no question of its loads. */
    public RaceSites(Access first, Access second, List<String> firstValues, List<String> secondValues,
                     String missingLink, Race example) {
        this(first, second, firstValues, secondValues, missingLink, example, true, List.of(), List.of(example));
    }

    /**
     * One side of the pair: who accessed what, where, without the value.
     *
     * @param invocation the agent's name, e.g. {@code T1}
     * @param access     kind and location, e.g. {@code R partial[1]}
     * @param where      its source position
     */
    public record Access(String invocation, String access, SourceSpan where) {
        /** The side {@code e} is, as a race's entry names it. */
        public static Access of(Event e) {
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
     * The data races of a check of a test that asks about some executions only ({@link TestQuestion}: a Khronos test
     * whose loads ask for values, a herd test with a filter), one entry per pair of accesses whatever
     * its missing links: the missing link of an execution {@code question} asks about when the pair races in one (in
     * privmp.test, where P1 reads y = 0 the release/acquire pair does not synchronize and the link differs), the
     * values of every racing execution, and where else it races. {@link #of(dev.syncscope.core.check.CheckResult)}
     * when {@code question} is null. The command line's check and the window's both list races so.
     */
    public static List<RaceSites> of(dev.syncscope.core.check.CheckResult result, TestQuestion question) {
        if (question == null) {
            return of(result);
        }
        Map<List<Object>, Builder> byPair = new LinkedHashMap<>();
        for (dev.syncscope.core.check.Execution e : result.consistentExecutions()) {
            boolean asked = question.asks(e);
            TestQuestion.Condition where = asked ? null : question.otherReads(e);
            for (Race race : e.races()) {
                met(byPair, race).met(race, asked, where);
            }
        }
        List<RaceSites> out = new ArrayList<>();
        byPair.values().forEach(b -> out.add(b.build()));
        return out;
    }

    /**
     * {@code conditions} (reads joined by {@code and}) without those that hold only where another of them holds:
     * {@code P1 reads y = 0 and P1 reads x = 1} goes beside {@code P1 reads y = 0}.
     */
    public static List<String> weakest(java.util.Collection<String> conditions) {
        return weakest(conditions, c -> java.util.Set.of(c.split(" and ")));
    }

    /** As {@link #weakest(java.util.Collection)}, each condition being the set of reads {@code reads} gives. */
    private static <T> List<T> weakest(java.util.Collection<T> conditions,
                                       java.util.function.Function<T, java.util.Set<?>> reads) {
        List<T> out = new ArrayList<>();
        for (T c : conditions) {
            java.util.Set<?> own = reads.apply(c);
            boolean implied = conditions.stream().anyMatch(o -> !o.equals(c) && own.containsAll(reads.apply(o)));
            if (!implied) {
                out.add(c);
            }
        }
        return out;
    }

    /**
     * The races of every execution, one entry per pair of accesses with each distinct missing link under it, in the
     * order first met; the pair's sides are ordered by source position, then invocation, so a pair met as (a, b) in one
     * execution and (b, a) in another is one entry.
     */
    static List<RaceSites> group(Iterable<Race> races) {
        Map<List<Object>, Builder> byPair = new LinkedHashMap<>();
        for (Race race : races) {
            met(byPair, race).link(race);
        }
        List<RaceSites> out = new ArrayList<>();
        byPair.values().forEach(b -> out.add(b.build()));
        return out;
    }

    /**
     * Adds {@code race}'s values to its pair's entry in {@code byPair} (made on first meeting), the sides ordered by
     * {@link #SIDE_ORDER}. Returns the entry.
     */
    private static Builder met(Map<List<Object>, Builder> byPair, Race race) {
        Event a = race.first();
        Event b = race.second();
        boolean swap = SIDE_ORDER.compare(Access.of(a), Access.of(b)) > 0;
        Access first = Access.of(swap ? b : a);
        Access second = Access.of(swap ? a : b);
        Builder builder = byPair.computeIfAbsent(List.of(first, second), k -> new Builder(first, second, race));
        builder.add(swap ? race.secondValue() : race.firstValue(), swap ? race.firstValue() : race.secondValue());
        return builder;
    }

    private static final Comparator<Access> SIDE_ORDER = Comparator.comparing((Access a) -> a.where().file())
            .thenComparingInt(a -> a.where().line()).thenComparingInt(a -> a.where().column())
            .thenComparing(Access::invocation).thenComparing(Access::access);

    /**
     * An undefined value first ({@code undefined or 1}: the read before any write), then numbers in numeric order
     * (integers, and floats among themselves),
     * then anything else as text (an RMW's {@code 0 -> 1}).
     */
    private static final Comparator<String> VALUE_ORDER = (x, y) -> {
        boolean ux = x.startsWith(dev.syncscope.core.model.Outcome.UNDEFINED);
        boolean uy = y.startsWith(dev.syncscope.core.model.Outcome.UNDEFINED);
        if (ux != uy) {
            return ux ? -1 : 1;
        }
        boolean nx = x.matches("-?\\d+");
        boolean ny = y.matches("-?\\d+");
        if (nx && ny) {
            return Long.compare(Long.parseLong(x), Long.parseLong(y));
        }
        // a float location's values (2.5, -0.0, 1.0E8: ValueKind#text) in numeric order too
        boolean fx = x.matches("-?\\d+\\.\\d+(E-?\\d+)?");
        boolean fy = y.matches("-?\\d+\\.\\d+(E-?\\d+)?");
        if (fx && fy && Double.compare(Double.parseDouble(x), Double.parseDouble(y)) != 0) {
            return Double.compare(Double.parseDouble(x), Double.parseDouble(y));
        }
        return nx != ny ? (nx ? -1 : 1) : x.compareTo(y);
    };

    private static final class Builder {
        final Access first;
        final Access second;
        Race example;
        /** Whether {@link #example} is a race of an execution the test asks about; true without a question. */
        boolean asked = true;
        /** Whether a question was asked ({@link #met} called). */
        boolean questioned;
        final java.util.Set<TestQuestion.Condition> where = new java.util.LinkedHashSet<>();
        final TreeSet<String> firstValues = new TreeSet<>(VALUE_ORDER);
        final TreeSet<String> secondValues = new TreeSet<>(VALUE_ORDER);
        /** A race for each distinct missing link, by its English words, in the order first met. */
        final Map<String, Race> links = new LinkedHashMap<>();
        /** The links met so far ({@link #link}). */
        private final java.util.Set<dev.syncscope.core.check.RaceLink> seen = new java.util.HashSet<>();

        Builder(Access first, Access second, Race example) {
            this.first = first;
            this.second = second;
            this.example = example;
        }

        void add(String a, String b) {
            firstValues.add(a);
            secondValues.add(b);
        }

        /**
         * The pair races in an execution lacking {@code race}'s missing link. A link met before (equal as a record) is
         * not worded again: the English is made once per distinct link, not once per racing execution.
         */
        void link(Race race) {
            if (seen.add(race.link())) {
                links.putIfAbsent(race.missingLink(), race);
            }
        }

        /** The pair races in an execution the question asks about ({@code asked}) or elsewhere, where {@code where}. */
        void met(Race race, boolean inQuestion, TestQuestion.Condition whereElse) {
            if (!questioned) {
                questioned = true;
                example = race;
                asked = inQuestion;
            } else if (inQuestion && !asked) {
                example = race;
                asked = true;
            }
            if (!inQuestion) {
                where.add(whereElse);
            }
        }

        RaceSites build() {
            return new RaceSites(first, second, new ArrayList<>(firstValues), new ArrayList<>(secondValues),
                    example.missingLink(), example, asked,
                    weakest(where, TestQuestion.Condition::parts),
                    links.isEmpty() ? List.of(example) : new ArrayList<>(links.values()));
        }
    }
}
