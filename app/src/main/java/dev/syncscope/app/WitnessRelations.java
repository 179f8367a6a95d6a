package dev.syncscope.app;

import dev.syncscope.core.check.Execution;
import dev.syncscope.core.check.RelationKind;

import java.util.concurrent.Executor;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.function.Consumer;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * Hands a checker witness to the execution graph with its relations at hand. The exhaustive check lets go of the
 * derived relations of most executions it keeps ({@link Execution#relationsHeld}); deriving them again takes
 * milliseconds for a litmus test and up to seconds for an execution of thousands of events, so it runs on its own
 * daemon thread ({@code syncscope-witness}), never on the FX thread, and the witness is shown once they are, if it is
 * still the one chosen. {@link #show} and {@link #close} are called on the FX thread.
 */
final class WitnessRelations {

    private static final Logger LOG = Logger.getLogger(WitnessRelations.class.getName());

    private final ExecutorService worker = Executors.newSingleThreadExecutor(r -> {
        Thread t = new Thread(r, "syncscope-witness");
        t.setDaemon(true);
        return t;
    });
    private final Executor fx;
    /** The witness last asked for, or null (FX thread). */
    private Execution wanted;

    /** @param fx runs on the FX thread ({@code Platform::runLater}; a queue in tests) */
    WitnessRelations(Executor fx) {
        this.fx = fx;
    }

    /**
     * Shows {@code witness} through {@code show}: at once when its relations are at hand, else on the FX thread once
     * the worker derived them, unless another witness (or none, {@code null}) was asked for in between.
     */
    void show(Execution witness, Consumer<Execution> show) {
        wanted = witness;
        if (witness == null) {
            return;
        }
        if (witness.relationsHeld()) {
            show.accept(witness);
            return;
        }
        worker.execute(() -> {
            try {
                // one relation derives them all, and the execution keeps them
                witness.relation(RelationKind.HB);
            } catch (RuntimeException | OutOfMemoryError e) {
                LOG.log(Level.WARNING, "could not derive the relations of a witness execution", e);
                return;
            }
            fx.execute(() -> {
                if (wanted == witness) {
                    show.accept(witness);
                }
            });
        });
    }

    void close() {
        worker.shutdownNow();
    }
}
