package dev.syncscope.views.session;

import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Consumer;

/**
 * Hands the latest value produced on a background thread to a consumer on the FX thread, with at
 * most one hand-over pending at a time: values offered while one is pending replace it, so a fast
 * simulation never floods the FX event queue (as logisim-evolution's CanvasPaintCoordinator).
 * Thread-safe: {@link #offer} from any thread; the consumer runs on the thread the executor posts to.
 */
public final class LatestValuePoster<T> {

    private final AtomicReference<T> pending = new AtomicReference<>();
    private final Consumer<Runnable> fxExecutor;
    private final Consumer<T> consumer;

    /**
     * @param fxExecutor posts a task to the FX thread ({@code Platform::runLater} in the app)
     * @param consumer   receives the latest value on the FX thread
     */
    public LatestValuePoster(Consumer<Runnable> fxExecutor, Consumer<T> consumer) {
        this.fxExecutor = fxExecutor;
        this.consumer = consumer;
    }

    /** Offers a new value; schedules a hand-over only if none is pending. */
    public void offer(T value) {
        if (value == null) {
            throw new IllegalArgumentException("value must not be null");
        }
        if (pending.getAndSet(value) == null) {
            fxExecutor.accept(this::deliver);
        }
    }

    private void deliver() {
        T value = pending.getAndSet(null);
        if (value != null) {
            consumer.accept(value);
        }
    }
}
