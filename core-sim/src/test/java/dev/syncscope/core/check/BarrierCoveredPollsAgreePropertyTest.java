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

/**
 * For random small herd programs in which two threads poll x by write-backs ({@code rmw.atom.add r, x, 0}) after a
 * control barrier that a third thread, which zeroes x (plainly or atomically) and then raises it, meets too, each thread
 * perhaps storing the data y or fencing (release) before or after the barrier, in one workgroup or three, the barrier
 * acquire-release on x's storage class or another's, or release only: the check that shortens write-back waits, with
 * the other poller's write-backs counted as no separators when every release barrier before them is followed by an
 * acquire-release control barrier both pollers passed ({@link WaitBounds}, VK MM: Synchronizes-With, the control
 * barrier form) and with the plain zeroing store proved first ({@link StoresFirst#beforeEveryAtomic}), finds the
 * outcomes, races and faults of the check that leaves no wait out ({@code new AxiomaticChecker(options, 0)}). As the
 * other wait property tests, it guards answers; {@link BarrierCoveredPollsCheckTest} fails without each condition.
 * Tries: {@code jqwik.tries.default} (100; raise with {@code -Djqwik.tries.default=N}).
 */
class BarrierCoveredPollsAgreePropertyTest {

    /** The candidate limit decides which tries are compared; the time limit only guards against a hang. */
    private static final CheckOptions OPTIONS = CheckOptions.DEFAULT.withTimeLimit(Duration.ofSeconds(60))
            .withMaxCandidates(10_000).withSpinBound(3);

    /**
     * A herd program: {@code barrier} (the same for every thread, as one instance's operands must be), met by every
     * thread after its {@code pre} and before its {@code post}; P0 and P1 poll, P0 until 1 then {@code after}, P1 while
     * 0; P2 zeroes x with {@code zero} before the barrier and raises it with {@code raise} after.
     */
    record Spec(String barrier, boolean oneWorkgroup, boolean acquire, List<String> pre, List<String> post,
                String zero, String raise, String after) {
        String text() {
            List<List<String>> columns = new ArrayList<>();
            for (int i = 0; i < 3; i++) {
                List<String> c = new ArrayList<>();
                if (i == 2 && !zero.isEmpty()) {
                    c.add(zero);
                }
                if (!pre.get(i).isEmpty()) {
                    c.add(pre.get(i));
                }
                c.add(barrier);
                if (!post.get(i).isEmpty()) {
                    c.add(post.get(i));
                }
                switch (i) {
                    case 0 -> {
                        c.addAll(List.of("LC00:", "rmw.atom" + (acquire ? ".acq" : "") + ".dv.sc0"
                                + (acquire ? ".semsc0" : "") + ".add r0, x, 0", "bne r0, 1, LC00"));
                        if (!after.isEmpty()) {
                            c.add(after);
                        }
                    }
                    case 1 -> c.addAll(List.of("LC10:", "rmw.atom.dv.sc0.add r4, x, 0", "beq r4, 0, LC10"));
                    default -> c.add(raise);
                }
                columns.add(c);
            }
            List<String> heads = new ArrayList<>();
            for (int i = 0; i < columns.size(); i++) {
                heads.add(" P" + i + "@sg " + i + ", wg " + (oneWorkgroup ? 0 : i) + ", qf 0");
            }
            return WriteBackWaitAgreesPropertyTest.herd("cp", heads, columns);
        }
    }

    @Property(maxDiscardRatio = 10)
    void shorteningPollsAfterABarrierChangesNoOutcomeRaceOrFault(@ForAll("specs") Spec spec) {
        Program p = HerdParser.parse("cp.litmus", spec.text()).program();
        // at the spin bound itself (no deepening, which stops at the bound the shortening needs): waits are left out
        CheckResult with = WaitAgreement.agree(p, OPTIONS, true, spec::text);
        Statistics.label("polls shortened").collect(WaitAgreement.shortened(with, ": waits writing back "));
        Statistics.label("polls shortened").coverage(c -> c.check(true).percentage(q -> q >= 10));
        Statistics.label("barrier covered").collect(with.diagnostics().stream()
                .anyMatch(d -> d.contains("control barrier that both passed")));
        Statistics.label("plain stores first").collect(with.diagnostics().stream()
                .anyMatch(d -> d.startsWith("the plain stores to x come before")));
    }

    @Provide
    Arbitrary<Spec> specs() {
        Arbitrary<String> barrier = Arbitraries.of("cbar.acq_rel.wg.semsc0 0", "cbar.acq_rel.wg.semsc0 0",
                "cbar.acq_rel.wg.semsc0.semav.semvis 0", "cbar.acq_rel.wg.semsc0.semav.semvis 0",
                "cbar.acq_rel.wg.semsc1 0", "cbar.rel.wg.semsc0 0",
                "cbar.wg 0");
        Arbitrary<String> side = Arbitraries.of("", "", "st.sc0 y, 1", "st.av.dv.sc0 y, 2", "membar.rel.dv.semsc0",
                "membar.rel.wg.semsc1", "st.atom.dv.sc0 y, 3");
        Arbitrary<String> zero = Arbitraries.of("", "st.sc0 x, 0", "st.av.dv.sc0 x, 0", "st.av.dv.sc0 x, 0",
                "st.av.wg.sc0 x, 0", "st.atom.dv.sc0 x, 0");
        Arbitrary<String> raise = Arbitraries.of("st.atom.rel.dv.sc0.semsc0 x, 1", "st.atom.dv.sc0 x, 1",
                "rmw.atom.rel.dv.sc0.semsc0 r2, x, 1");
        Arbitrary<String> after = Arbitraries.of("", "ld.sc0 r1, y", "ld.vis.dv.sc0 r1, y",
                "membar.acq.dv.semsc0");
        return Combinators.combine(barrier, Arbitraries.integers().between(0, 3).map(k -> k > 0),
                Arbitraries.of(true, false), side.list().ofSize(3), side.list().ofSize(3), zero, raise, after)
                .as(Spec::new);
    }
}
