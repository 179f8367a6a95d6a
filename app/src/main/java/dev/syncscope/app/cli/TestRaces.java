package dev.syncscope.app.cli;

import dev.syncscope.core.check.CheckResult;
import dev.syncscope.core.check.Event;
import dev.syncscope.core.check.Execution;
import dev.syncscope.core.check.Race;
import dev.syncscope.core.litmus.khronos.KhronosTest;
import dev.syncscope.core.litmus.khronos.LoadConstraint;
import dev.syncscope.core.suite.RaceSites;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * The data races of a Khronos {@code .test} whose loads ask for values ({@code ld … y = 1}), as {@code check} prints
 * them: one entry per pair of accesses, described by the executions the test asks about (those whose loads read
 * the asked values) when it races in any of them, else by the others, and saying which executions it lies in. The
 * checker reports a race per execution, and its missing link differs between executions (in mp.test, where P1
 * reads y = 0 the release/acquire pair does not synchronize), so the pair was listed once per link, or, raced only
 * where P1 reads y = 0, printed beside a passing {@code NOSOLUTION … #dr>0} without saying so. Stateless.
 */
final class TestRaces {

    /**
     * One pair of racing accesses.
     *
     * @param sites   the pair with every value of its racing executions, and the missing link of one the test asks
     *                about if it races in any, else of another
     * @param asked   whether it races in an execution the test asks about
     * @param outside where it races in the others, e.g. {@code P1 reads y = 0}; empty when nowhere else
     */
    record Entry(RaceSites sites, boolean asked, List<String> outside) {
        Entry {
            outside = List.copyOf(outside);
        }
    }

    private TestRaces() {
    }

    /** The races of {@code result}, a check of {@code test}'s program, one entry per pair, in the order first met. */
    static List<Entry> of(KhronosTest test, CheckResult result) {
        Map<List<RaceSites.Access>, List<Race>> asked = new LinkedHashMap<>();
        Map<List<RaceSites.Access>, List<Race>> others = new LinkedHashMap<>();
        Map<List<RaceSites.Access>, Set<String>> where = new LinkedHashMap<>();
        List<List<RaceSites.Access>> order = new ArrayList<>();
        for (Execution e : result.consistentExecutions()) {
            boolean inQuestion = e.outcomes().stream().anyMatch(test::constraintsHold);
            for (Race r : e.races()) {
                List<RaceSites.Access> pair = pair(r);
                if (!asked.containsKey(pair) && !others.containsKey(pair)) {
                    order.add(pair);
                }
                (inQuestion ? asked : others).computeIfAbsent(pair, k -> new ArrayList<>()).add(r);
                if (!inQuestion) {
                    where.computeIfAbsent(pair, k -> new LinkedHashSet<>()).add(reads(test, e));
                }
            }
        }
        List<Entry> out = new ArrayList<>();
        for (List<RaceSites.Access> pair : order) {
            // the missing link of an execution the test asks about; the values of every racing execution
            List<Race> races = new ArrayList<>(asked.getOrDefault(pair, List.of()));
            races.addAll(others.getOrDefault(pair, List.of()));
            out.add(new Entry(sites(pair, races), asked.containsKey(pair),
                    weakest(where.getOrDefault(pair, Set.of()))));
        }
        return out;
    }

    /**
     * What the test asks its loads to read: {@code P1 reads y = 1 at mp.test:12:1}, joined by {@code and}
     * ({@code result}: a check of its program, whose events name the location each load reads).
     */
    static String question(KhronosTest test, CheckResult result) {
        return String.join(" and ", test.constraints().stream()
                .map(c -> c.register().split(":")[0] + " reads " + location(c, result) + " = " + c.value() + " at "
                        + c.source()).toList());
    }

    /**
     * {@code conditions} ({@link #reads}: reads joined by {@code and}) without those that hold only where another of
     * them holds: {@code P1 reads y = 0 and P1 reads x = 1} goes beside {@code P1 reads y = 0}.
     */
    static List<String> weakest(Set<String> conditions) {
        List<String> out = new ArrayList<>();
        for (String c : conditions) {
            Set<String> reads = Set.of(c.split(" and "));
            boolean implied = conditions.stream().anyMatch(o -> !o.equals(c)
                    && reads.containsAll(Set.of(o.split(" and "))));
            if (!implied) {
                out.add(c);
            }
        }
        return out;
    }

    /** The loads of {@code e} that read other values than the test asks for: {@code P1 reads y = 0}. */
    private static String reads(KhronosTest test, Execution e) {
        List<String> reads = new ArrayList<>();
        for (LoadConstraint c : test.constraints()) {
            for (Event ev : e.events()) {
                if (ev.isRead() && ev.source().equals(c.source()) && c.register().startsWith(ev.agentName() + ":")
                        && ev.readValue() != c.value()) {
                    reads.add(ev.agentName() + " reads " + name(ev) + " = " + ev.readValue());
                }
            }
        }
        return String.join(" and ", reads);
    }

    /** The location a constraint's load reads, as the test names it ({@code y}); its register when not found. */
    private static String location(LoadConstraint c, CheckResult result) {
        return result.consistentExecutions().stream().flatMap(e -> e.events().stream())
                .filter(e -> e.isRead() && e.source().equals(c.source())).findFirst().map(TestRaces::name)
                .orElse(c.register());
    }

    private static String name(Event e) {
        String label = e.accessLabel();
        return label.substring(label.indexOf(' ') + 1);
    }

    private static final Comparator<RaceSites.Access> SIDE_ORDER = Comparator
            .comparing((RaceSites.Access a) -> a.where().file()).thenComparingInt(a -> a.where().line())
            .thenComparingInt(a -> a.where().column()).thenComparing(RaceSites.Access::invocation)
            .thenComparing(RaceSites.Access::access);

    /** The race's two accesses ordered as {@link RaceSites} orders them: by source position, then invocation. */
    private static List<RaceSites.Access> pair(Race r) {
        RaceSites.Access a = access(r.first());
        RaceSites.Access b = access(r.second());
        return SIDE_ORDER.compare(a, b) <= 0 ? List.of(a, b) : List.of(b, a);
    }

    private static RaceSites.Access access(Event e) {
        return new RaceSites.Access(e.agentName(), e.accessLabel(), e.source());
    }

    /** The pair with every value each side read or wrote in {@code races}, and the first race's missing link. */
    private static RaceSites sites(List<RaceSites.Access> pair, List<Race> races) {
        Comparator<String> numeric = Comparator.comparing((String v) -> !v.matches("-?\\d+"))
                .thenComparing((x, y) -> x.matches("-?\\d+") && y.matches("-?\\d+")
                        ? Long.compare(Long.parseLong(x), Long.parseLong(y)) : x.compareTo(y));
        Set<String> first = new TreeSet<>(numeric);
        Set<String> second = new TreeSet<>(numeric);
        for (Race r : races) {
            boolean same = access(r.first()).equals(pair.get(0));
            first.add((same ? r.first() : r.second()).valueLabel());
            second.add((same ? r.second() : r.first()).valueLabel());
        }
        return new RaceSites(pair.get(0), pair.get(1), new ArrayList<>(first), new ArrayList<>(second),
                races.get(0).missingLink(), races.get(0));
    }
}
