package dev.syncscope.views.session;

import org.junit.jupiter.api.Test;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import java.util.Queue;

import static org.junit.jupiter.api.Assertions.assertEquals;

class LatestValuePosterTest {

    @Test
    void valuesOfferedWhileOneIsPendingCoalesceIntoTheLatest() {
        Queue<Runnable> fxQueue = new ArrayDeque<>();
        List<Integer> shown = new ArrayList<>();
        LatestValuePoster<Integer> poster = new LatestValuePoster<>(fxQueue::add, shown::add);
        for (int i = 1; i <= 1000; i++) {
            poster.offer(i);
        }
        assertEquals(1, fxQueue.size(), "at most one pending update on the FX queue");
        fxQueue.poll().run();
        assertEquals(List.of(1000), shown);
    }

    @Test
    void aValueOfferedAfterDeliveryIsPostedAgain() {
        Queue<Runnable> fxQueue = new ArrayDeque<>();
        List<Integer> shown = new ArrayList<>();
        LatestValuePoster<Integer> poster = new LatestValuePoster<>(fxQueue::add, shown::add);
        poster.offer(1);
        fxQueue.poll().run();
        poster.offer(2);
        fxQueue.poll().run();
        assertEquals(List.of(1, 2), shown);
    }
}
