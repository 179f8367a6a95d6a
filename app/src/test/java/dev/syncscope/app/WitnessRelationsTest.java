package dev.syncscope.app;

import dev.syncscope.core.check.AxiomaticChecker;
import dev.syncscope.core.check.CheckOptions;
import dev.syncscope.core.check.CheckResult;
import dev.syncscope.core.check.Execution;
import dev.syncscope.core.load.ProgramLoader;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A witness chosen in the Outcomes pane reaches the execution graph with its relations derived off the FX thread: the
 * check lets go of them for most executions it keeps (three mutually ordered writers and a reader of x: 24 executions
 * of one combination of paths), and deriving them again may take seconds for a large execution.
 */
class WitnessRelationsTest {

    private static final String WRITERS = """
            NEWWG
            NEWSG
            NEWTHREAD
            st.atom.scopedev.sc0 x = 1
            NEWWG
            NEWSG
            NEWTHREAD
            st.atom.scopedev.sc0 x = 2
            NEWWG
            NEWSG
            NEWTHREAD
            st.atom.scopedev.sc0 x = 3
            NEWWG
            NEWSG
            NEWTHREAD
            ld.atom.scopedev.sc0 x = 0
            SATISFIABLE consistent[X]
            """;

    /** The "FX thread": tasks the worker hands back, run by the test. */
    private final LinkedBlockingQueue<Runnable> fx = new LinkedBlockingQueue<>();
    private final WitnessRelations witnesses = new WitnessRelations(fx::add);
    private final List<Execution> shown = new ArrayList<>();

    @AfterEach
    void close() {
        witnesses.close();
    }

    private static List<Execution> executions() throws Exception {
        CheckResult r = new AxiomaticChecker(CheckOptions.DEFAULT).check(ProgramLoader.load("w.test", WRITERS));
        assertEquals(24, r.consistentExecutions().size());
        return r.consistentExecutions();
    }

    private static Execution letGo(List<Execution> all, int nth) {
        return all.stream().filter(e -> e.derivedRelations() == null).skip(nth).findFirst().orElseThrow();
    }

    @Test
    void aWitnessWhoseRelationsWereLetGoIsShownOnTheFxThreadOnceTheWorkerDerivedThem() throws Exception {
        Execution w = letGo(executions(), 0);
        witnesses.show(w, shown::add);
        // not derived and shown on the caller's (the FX) thread
        assertTrue(shown.isEmpty(), "shown at once, its relations derived on the FX thread");
        Runnable back = fx.poll(30, TimeUnit.SECONDS);
        assertNotNull(back, "the worker never handed the witness back");
        assertNotNull(w.derivedRelations());
        back.run();
        assertEquals(List.of(w), shown);
    }

    @Test
    void aWitnessWhoseRelationsAreHeldIsShownAtOnce() throws Exception {
        Execution w = letGo(executions(), 0);
        w.relation(dev.syncscope.core.check.RelationKind.RF);
        witnesses.show(w, shown::add);
        assertEquals(List.of(w), shown);
        assertTrue(fx.isEmpty());
    }

    @Test
    void aWitnessChosenAgainBeforeItsTurnIsNeitherDerivedNorShown() throws Exception {
        List<Execution> all = executions();
        Execution first = letGo(all, 0);
        Execution second = letGo(all, 1);
        Execution third = letGo(all, 2);
        ExecutorService worker = Executors.newSingleThreadExecutor();
        WitnessRelations held = new WitnessRelations(fx::add, worker);
        try {
            // the worker busy while the user clicks on through the witnesses
            CountDownLatch busy = new CountDownLatch(1);
            worker.execute(() -> {
                try {
                    busy.await();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            });
            held.show(first, shown::add);
            held.show(second, shown::add);
            busy.countDown();
            held.awaitIdle();
            assertNull(first.derivedRelations(), "a witness left before its turn was derived");
            assertNotNull(second.derivedRelations());
            runHandedBack();
            assertEquals(List.of(second), shown);
            // nor is one shown once none is chosen
            held.show(third, shown::add);
            held.show(null, shown::add);
            held.awaitIdle();
            runHandedBack();
            assertEquals(List.of(second), shown);
        } finally {
            held.close();
        }
    }

    /** Runs what the worker handed back to the "FX thread". */
    private void runHandedBack() {
        for (Runnable r = fx.poll(); r != null; r = fx.poll()) {
            r.run();
        }
    }
}
