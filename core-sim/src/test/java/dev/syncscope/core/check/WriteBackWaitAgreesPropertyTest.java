package dev.syncscope.core.check;

import dev.syncscope.core.litmus.herd.HerdParser;
import dev.syncscope.core.model.Program;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.statistics.Statistics;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;

/**
 * For random small herd programs in which P0 waits on x with a write-back poll ({@code rmw.atom.add r0, x, 0}, relaxed
 * or acquire, until it reads a given value) between a plain access or a release barrier before and a plain access
 * after, and one or two other threads store, exchange, add, load or poll x (relaxed or release; a second poller
 * sometimes after a release barrier) and access the data y plainly, in one workgroup or several:
 * the check that shortens write-back waits ({@link WaitBounds}) finds the outcomes, races and faults of the one that
 * leaves no wait out ({@code new AxiomaticChecker(options, 0)}), at a spin bound both complete. It guards the answers
 * the check gives, not the conditions one by one: with the bound set to 1 whatever the others write, with the read
 * sites not looked at, or with no release-sequence heads, it still passed 400–600 tries (session 60), because in
 * programs this small the executions those conditions keep have the answers of others; {@link WaitBoundsTest} and
 * {@link WriteBackWaitCheckTest} fail without each. Tries:
 * {@code jqwik.tries.default} (100; raise with {@code -Djqwik.tries.default=N}).
 */
class WriteBackWaitAgreesPropertyTest {

    /**
     * The candidate limit, not the clock, decides which tries are compared (the time limit only guards against a
     * hang), so a loaded machine compares the same programs: with a 3 s limit a CI machine discarded half the tries,
     * mostly the larger ones the shortening applies to, and the coverage check below failed (session 62).
     */
    private static final CheckOptions OPTIONS = CheckOptions.DEFAULT.withTimeLimit(Duration.ofSeconds(60))
            .withMaxCandidates(20_000).withSpinBound(4);

    /** A herd program: P0's wait and the other threads' instructions, one per row. */
    record Spec(boolean acquire, int until, boolean wideScope, String before, String after, List<List<String>> others,
                boolean sameWorkgroup) {
        String text() {
            List<List<String>> columns = new ArrayList<>();
            String scope = wideScope ? "dv" : "wg";
            columns.add(List.of(before, "LC00:", "rmw.atom" + (acquire ? ".acq" : "") + "." + scope + ".sc0"
                    + (acquire ? ".semsc0" : "") + ".add r0, x, 0", "bne r0, " + until + ", LC00", after).stream()
                    .filter(c -> !c.isEmpty()).toList());
            columns.addAll(others);
            List<String> heads = new ArrayList<>();
            for (int i = 0; i < columns.size(); i++) {
                heads.add(" P" + i + "@sg " + (sameWorkgroup ? i : 0) + ", wg " + (sameWorkgroup ? 0 : i) + ", qf 0");
            }
            return herd("wb", heads, columns);
        }
    }

    /**
     * A herd test named {@code name} with x = y = 0 at first, one thread per column under its head, and the condition
     * {@code exists (x == 0)}.
     */
    static String herd(String name, List<String> heads, List<List<String>> columns) {
        int rows = columns.stream().mapToInt(List::size).max().orElse(0);
        StringBuilder s = new StringBuilder("Vulkan " + name + "\n{ x=0; y=0; }\n");
        s.append(String.join(" |", heads)).append(" ;\n");
        for (int r = 0; r < rows; r++) {
            List<String> cells = new ArrayList<>();
            for (List<String> c : columns) {
                cells.add(" " + (r < c.size() ? c.get(r) : ""));
            }
            s.append(String.join(" |", cells)).append(" ;\n");
        }
        return s.append("exists (x == 0)\n").toString();
    }

    @Property(maxDiscardRatio = 10)
    void shorteningWriteBackWaitsChangesNoOutcomeRaceOrFault(@ForAll("specs") Spec spec) {
        Program p = HerdParser.parse("wb.litmus", spec.text()).program();
        CheckResult with = WaitAgreement.agree(p, OPTIONS, false, spec::text);
        Statistics.label("write-back waits shortened").collect(WaitAgreement.shortened(with, ": waits writing back "));
        Statistics.label("write-back waits shortened").coverage(c -> c.check(true).percentage(q -> q >= 20));
    }

    /** The races of every consistent execution, each as its two accesses (invocation, kind, location, values). */
    static Set<String> races(CheckResult r) {
        return r.consistentExecutions().stream().flatMap(e -> e.races().stream())
                .map(race -> new TreeSet<>(List.of(access(race.first()), access(race.second()))).toString())
                .collect(Collectors.toCollection(TreeSet::new));
    }

    private static String access(Event e) {
        return e.agentName() + " " + e.kind() + " " + e.location() + " " + e.readValue() + " " + e.writtenValue();
    }

    @Provide
    Arbitrary<Spec> specs() {
        Arbitrary<String> plain = Arbitraries.of("", "st.sc0 y, 1", "ld.sc0 r1, y", "st.av.dv.sc0 y, 2",
                "ld.vis.dv.sc0 r1, y", "membar.rel.dv.semsc0");
        Arbitrary<String> other = Arbitraries.of("st.atom.dv.sc0 x, 1", "st.atom.rel.dv.sc0.semsc0 x, 1",
                "st.atom.wg.sc0 x, 1", "st.atom.dv.sc0 x, 0", "st.atom.dv.sc0 x, 2", "rmw.atom.dv.sc0 r2, x, 1",
                "rmw.atom.dv.sc0.add r2, x, 1", "rmw.atom.dv.sc0.add r2, x, 0", "ld.atom.dv.sc0 r2, x",
                "ld.atom.acq.dv.sc0.semsc0 r2, x", "ld.sc0 r2, x", "st.sc0 y, 3", "ld.sc0 r3, y",
                "st.av.dv.sc0 y, 3", "ld.vis.dv.sc0 r3, y");
        Arbitrary<List<String>> thread = other.list().ofMinSize(1).ofMaxSize(3);
        // now and then a second poller of x: its write-backs between P0's polls are no separators unless a release
        // barrier before them makes each head a release sequence
        Arbitrary<List<String>> poller = Arbitraries.of(
                List.of("LC10:", "rmw.atom.dv.sc0.add r4, x, 0", "beq r4, 0, LC10"),
                List.of("LC10:", "rmw.atom.acq.dv.sc0.semsc0.add r4, x, 0", "beq r4, 0, LC10", "ld.vis.dv.sc0 r5, y"),
                List.of("st.av.dv.sc0 y, 4", "membar.rel.dv.semsc0", "LC10:", "rmw.atom.dv.sc0.add r4, x, 0",
                        "beq r4, 0, LC10"),
                List.of("st.sc0 y, 4", "LC10:", "rmw.atom.dv.sc0.add r4, x, 0", "bne r4, 1, LC10"));
        Arbitrary<List<String>> another = Arbitraries.frequencyOf(
                net.jqwik.api.Tuple.of(3, thread), net.jqwik.api.Tuple.of(2, poller));
        return Combinators.combine(Arbitraries.of(true, false), Arbitraries.integers().between(0, 1),
                Arbitraries.integers().between(0, 3).map(k -> k > 0), plain, plain,
                Combinators.combine(thread, another.list().ofMinSize(0).ofMaxSize(1)).as((a, b) -> {
                    List<List<String>> all = new ArrayList<>(List.of(a));
                    all.addAll(b);
                    return all;
                }), Arbitraries.of(true, false)).as(Spec::new);
    }
}
