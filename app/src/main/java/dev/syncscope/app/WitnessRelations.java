package dev.syncscope.app;

import dev.syncscope.core.check.Execution;
import dev.syncscope.core.check.Relation;
import dev.syncscope.core.check.RelationKind;

import java.util.Map;
import java.util.concurrent.Executor;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * Hands a checker witness to the execution graph with its relations at hand. The exhaustive check lets go of the
 * derived relations of most executions it keeps ({@link Execution#derivedRelations}); deriving them again takes
 * milliseconds for a litmus test and up to seconds for an execution of thousands of events, so it runs on its own
 * daemon thread ({@code syncscope-witness}), never on the FX thread. The witness is shown once they are, if it is
 * still the one chosen; a witness chosen and left before its turn is not derived, and one left while derived stops
 * between two relations. The relations of the witness shown are held here, so that the execution keeps them while it
 * is shown and no others. {@link #show} and {@link #close} are called on the FX thread.
 */
final class WitnessRelations {

    private static final Logger LOG = Logger.getLogger(WitnessRelations.class.getName());

    private final ExecutorService worker;
    private final Executor fx;
    /** The witness last chosen, or null (written on the FX thread, read by the worker). */
    private volatile Execution wanted;
    /** The derived relations of the witness shown (FX thread). */
    private Map<RelationKind, Relation> shownRelations;

    /** @param fx runs on the FX thread ({@code Platform::runLater}; a queue in tests) */
    WitnessRelations(Executor fx) {
        this(fx, Executors.newSingleThreadExecutor(r -> {
            Thread t = new Thread(r, "syncscope-witness");
            t.setDaemon(true);
            return t;
        }));
    }

    /** As the other constructor, deriving on {@code worker} (a test holds it up). */
    WitnessRelations(Executor fx, ExecutorService worker) {
        this.fx = fx;
        this.worker = worker;
    }

    /**
     * Shows {@code witness} through {@code show}: at once when its relations are at hand, else on the FX thread once
     * the worker derived them, unless another witness (or none, {@code null}) was chosen in between.
     */
    void show(Execution witness, Consumer<Execution> show) {
        wanted = witness;
        if (witness == null) {
            return;
        }
        Map<RelationKind, Relation> atHand = witness.derivedRelations();
        if (atHand != null) {
            shownRelations = atHand;
            show.accept(witness);
            return;
        }
        worker.execute(() -> {
            if (wanted != witness) {
                return;
            }
            Map<RelationKind, Relation> rels;
            try {
                rels = witness.deriveRelations(() -> wanted != witness || Thread.currentThread().isInterrupted());
            } catch (RuntimeException | OutOfMemoryError e) {
                LOG.log(Level.WARNING, "could not derive the relations of a witness execution", e);
                return;
            }
            if (rels == null) {
                return;
            }
            try {
                fx.execute(() -> {
                    if (wanted == witness) {
                        shownRelations = rels;
                        show.accept(witness);
                    }
                });
            } catch (IllegalStateException e) {
                // the FX toolkit has exited: the window is gone
            }
        });
    }

    /** Waits until the worker has done what it was given before this call (tests). */
    void awaitIdle() throws Exception {
        worker.submit(() -> { }).get(30, TimeUnit.SECONDS);
    }

    void close() {
        worker.shutdownNow();
    }
}
