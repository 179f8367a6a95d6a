package dev.syncscope.views.session;

import javafx.animation.AnimationTimer;
import javafx.application.Platform;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/**
 * Runs tasks on the FX thread at the start of the next pulse (with the animations, before CSS,
 * layout and the graphs' drawing), so whatever a task changes is shown in that same pulse, and a
 * {@link LatestValuePoster} behind it hands over at most one value per pulse, the latest: a
 * simulation faster than the screen costs the FX thread one frame per pulse, not one per value.
 * Between hand-overs no pulse is asked for. {@link #accept} from any thread; tasks run on the FX thread.
 */
public final class PulseStart implements Consumer<Runnable> {

    /** Tasks waiting for the next pulse (FX thread only). */
    private final List<Runnable> waiting = new ArrayList<>();
    private final AnimationTimer timer = new AnimationTimer() {
        @Override
        public void handle(long now) {
            runWaiting();
        }
    };

    @Override
    public void accept(Runnable task) {
        Platform.runLater(() -> {
            if (waiting.isEmpty()) {
                timer.start();
            }
            waiting.add(task);
        });
    }

    private void runWaiting() {
        timer.stop();
        List<Runnable> now = List.copyOf(waiting);
        waiting.clear();
        now.forEach(Runnable::run);
    }
}
