package dev.syncscope.core.exec;

import dev.syncscope.core.memory.OpenSequence;
import dev.syncscope.core.memory.PList;
import dev.syncscope.core.model.Access;
import dev.syncscope.core.model.InputError;
import dev.syncscope.core.model.Location;
import dev.syncscope.core.model.Program;
import dev.syncscope.core.model.RmwOp;
import dev.syncscope.core.model.Scope;
import dev.syncscope.core.model.Semantics;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.statistics.Statistics;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

import static dev.syncscope.core.exec.Mini.SC0;
import static dev.syncscope.core.exec.Mini.SC1;
import static dev.syncscope.core.exec.Mini.acq;
import static dev.syncscope.core.exec.Mini.acqRel;
import static dev.syncscope.core.exec.Mini.atom;
import static dev.syncscope.core.exec.Mini.av;
import static dev.syncscope.core.exec.Mini.rel;
import static dev.syncscope.core.exec.Mini.vis;
import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * An acquire that stops at the releases a known covering one covers ({@link OpenSequence#coversSet}, per class set:
 * VK MM: Inter-Thread-Happens-Before&lt;SC&gt;) gives exactly the answers of taking every token the write carries: on
 * random runs of read-modify-writes whose semantics name one or two storage classes (a token per class set), at
 * workgroup and device scope, through two references, among release barriers and acquire loads, the same events,
 * races, diagnostics, read explanations, knowledge, pending releases and open sequences.
 */
class CoveredReleasesAgreeWithTheWalkPropertyTest {

    private static final Semantics[] RMW = {acqRel(SC0, SC1), acqRel(SC0, SC1), acqRel(SC0, SC1), acqRel(SC0),
        acqRel(SC1), rel(SC0, SC1), acq(SC0, SC1), Semantics.NONE};
    private static final Semantics[] LOAD = {acq(SC0, SC1), acq(SC0), acq(SC1), Semantics.NONE};

    /** 3 to 7 invocations in one or two workgroups adding to f (or g, aliasing it) among stores and loads. */
    static Program generate(long seed) {
        SplittableRandom r = new SplittableRandom(seed);
        int n = 3 + r.nextInt(5);
        int groups = 1 + r.nextInt(2);
        Mini m = new Mini().ref("f", "f", SC0).ref("g", "f", SC0).ref("w", "w", SC1);
        for (int i = 0; i < n; i++) {
            m.thread(i, i % groups, 0);
            for (int k = 1 + r.nextInt(4); k > 0; k--) {
                int what = r.nextInt(10);
                Scope scope = r.nextInt(4) == 0 ? Scope.WORKGROUP : Scope.DEVICE;
                String ref = r.nextInt(6) == 0 ? "g" : "f";
                if (what < 5) {
                    m.rmw(ref, RmwOp.ADD, 1, atom(scope, RMW[r.nextInt(RMW.length)]));
                } else if (what == 5) {
                    m.st("x" + i, 1, av(Scope.DEVICE));
                } else if (what == 6) {
                    m.st("w", i, av(Scope.DEVICE));
                } else if (what == 7) {
                    m.ld(ref, atom(scope, LOAD[r.nextInt(LOAD.length)]));
                } else if (what == 8) {
                    m.membar(Scope.DEVICE, r.nextBoolean() ? rel(SC0, SC1) : acq(SC0, SC1));
                } else {
                    Access seen = vis(Scope.DEVICE);
                    m.ld(r.nextBoolean() ? "w" : "x" + r.nextInt(n), seen);
                }
            }
        }
        return m.program();
    }

    private static Engine engine(Program p, boolean skipCovered) {
        Engine e = new Engine(p, EngineOptions.DEFAULTS);
        e.executor().skipCovered(skipCovered);
        return e;
    }

    private static List<Object> explanations(Engine e) {
        List<Object> out = new ArrayList<>();
        for (int st = 0; st < e.position(); st++) {
            try {
                out.add(e.explainRead(st));
            } catch (InputError notARead) {
                out.add(notARead.getMessage());
            }
        }
        return out;
    }

    private static void assertSameState(Engine walk, Engine skipping, String what) {
        RaceHorizonTest.assertSameAnswers(walk, skipping, what);
        assertEquals(explanations(walk), explanations(skipping), what + ": explanations");
        for (int a = 0; a < walk.agentCount(); a++) {
            assertEquals(walk.agent(a).acquired(), skipping.agent(a).acquired(), what + ": T" + a + "'s knowledge");
            assertEquals(walk.agent(a).pending(), skipping.agent(a).pending(), what + ": T" + a + "'s pending");
        }
        for (Location l : walk.touchedLocations()) {
            assertEquals(walk.location(l), skipping.location(l), what + ": " + l);
        }
    }

    /** Whether a location's list has a covering sequence with tokens of several class sets after it. */
    private static boolean coversAmongSeveralSets(Engine e) {
        for (Location l : e.touchedLocations()) {
            for (PList<OpenSequence> c = e.location(l).openSequences().list(); !c.isEmpty(); c = c.tail()) {
                if (c.head().coversSet() && !c.tail().isEmpty()
                        && Integer.bitCount(c.tail().head().common().classSets()) > 1) {
                    return true;
                }
            }
        }
        return false;
    }

    @Property(tries = 300)
    void stoppingAtKnownCoveringReleasesGivesTheAnswersOfTakingEveryToken(@ForAll long seed) {
        Program p = generate(seed);
        SplittableRandom r = new SplittableRandom(seed);
        Engine skipping = engine(p, true);
        RaceHorizonTest.runRandom(skipping, r, 400);
        Engine walk = engine(p, false);
        RaceHorizonTest.replay(walk, skipping.decisions());
        assertSameState(walk, skipping, "program " + seed);
        Statistics.label("covers among several class sets").collect(coversAmongSeveralSets(skipping))
                .coverage(c -> c.check(true).percentage(pc -> pc > 30));
        // stepping back restores states equal to those of the walk's run cut there
        int k = r.nextInt(skipping.position() + 1);
        while (skipping.position() > k) {
            skipping.stepBack();
        }
        Engine cut = engine(p, false);
        RaceHorizonTest.replay(cut, skipping.decisions().subList(0, k));
        assertSameState(cut, skipping, "program " + seed + " stepped back to " + k);
    }
}
