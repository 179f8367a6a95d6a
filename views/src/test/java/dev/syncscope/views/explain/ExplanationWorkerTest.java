package dev.syncscope.views.explain;

import dev.syncscope.views.i18n.Messages;
import org.junit.jupiter.api.Test;

import java.util.ArrayDeque;
import java.util.List;
import java.util.Locale;
import java.util.Queue;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A read hundreds of invocations' writes missed is worded on a worker, not the FX thread (the session-89 scale audit:
 * 160–600 ms for a read 2,192 writes missed); the explanation on screen stays until the worded one comes, and one
 * asked for before another, or before the panel was cleared, is dropped. A short one is worded at once.
 */
class ExplanationWorkerTest {

    private final Queue<Runnable> worker = new ArrayDeque<>();
    private final ExplanationViewModel vm = new ExplanationViewModel(Messages.forLocale(Locale.ENGLISH));

    ExplanationWorkerTest() {
        vm.workOn(worker::add, Runnable::run);
    }

    @Test
    void aLongExplanationIsWordedOnTheWorkerAndAShortOneAtOnce() {
        SameReasonTest.Read small = SameReasonTest.mostMissed(SameReasonTest.kernel(1, 4));
        SameReasonTest.Read large = SameReasonTest.mostMissed(SameReasonTest.kernel(4, 64));
        small.showIn(vm);
        assertTrue(worker.isEmpty(), "3 unseen writes: worded at once");
        assertSame(small.explanation(), vm.explanationProperty().get());
        List<Paragraph> before = List.copyOf(vm.paragraphs());
        large.showIn(vm);
        assertEquals(1, worker.size(), "255 unseen writes: on the worker");
        assertSame(small.explanation(), vm.explanationProperty().get(), "the explanation on screen stays meanwhile");
        assertEquals(before, vm.paragraphs());
        long mark = vm.asked();
        worker.poll().run();
        assertSame(large.explanation(), vm.explanationProperty().get());
        assertTrue(vm.paragraphs().get(2).text().startsWith("The same holds for 62 more"), vm.paragraphs().toString());
        assertTrue(vm.lateAndAskedBy(mark), "worded on the worker, shown after it was asked for, asked by the mark");
        assertFalse(vm.lateAndAskedBy(mark - 1), "asked after that earlier mark");
        small.showIn(vm);
        assertFalse(vm.lateAndAskedBy(vm.asked()), "worded at once");
        large.showIn(vm);
        vm.clear();
        assertFalse(vm.lateAndAskedBy(vm.asked()), "cleared");
    }

    @Test
    void anExplanationWordedAfterAnotherWasShownOrThePanelClearedIsDropped() {
        SameReasonTest.Read small = SameReasonTest.mostMissed(SameReasonTest.kernel(1, 4));
        SameReasonTest.Read large = SameReasonTest.mostMissed(SameReasonTest.kernel(4, 64));
        large.showIn(vm);
        small.showIn(vm);
        worker.poll().run();
        assertSame(small.explanation(), vm.explanationProperty().get(), "the later, short one stays");
        large.showIn(vm);
        vm.clear();
        worker.poll().run();
        assertNull(vm.explanationProperty().get(), "cleared stays cleared");
        assertTrue(vm.paragraphs().isEmpty());
    }

    /** A worker stopped (the window closing) words a long explanation at once rather than lose it. */
    @Test
    void aStoppedWorkerLeavesTheWordingHere() {
        SameReasonTest.Read large = SameReasonTest.mostMissed(SameReasonTest.kernel(4, 64));
        ExplanationViewModel closing = new ExplanationViewModel(Messages.forLocale(Locale.ENGLISH));
        closing.workOn(r -> {
            throw new java.util.concurrent.RejectedExecutionException("stopped");
        }, Runnable::run);
        large.showIn(closing);
        assertSame(large.explanation(), closing.explanationProperty().get());
        assertTrue(closing.paragraphs().size() > 5, closing.paragraphs().toString());
    }

    /**
     * A run asks at every frame: the worker words only the latest asked when it gets to it (each one worded in turn
     * fell seconds behind: the session-89 review), and one worded while a later was asked is shown until that one
     * comes.
     */
    @Test
    void theWorkerWordsTheLatestAskedAndShowsWhatItWordedMeanwhile() {
        Queue<Runnable> fx = new ArrayDeque<>();
        ExplanationViewModel running = new ExplanationViewModel(Messages.forLocale(Locale.ENGLISH));
        running.workOn(worker::add, fx::add);
        SameReasonTest.Read large = SameReasonTest.mostMissed(SameReasonTest.kernel(4, 64));
        SameReasonTest.Read other = SameReasonTest.mostMissed(SameReasonTest.kernel(4, 32));
        for (int frame = 0; frame < 3; frame++) {
            large.showIn(running);
        }
        worker.poll().run();
        worker.poll().run();
        assertTrue(fx.isEmpty(), "the first two asked are left unworded");
        worker.poll().run();
        // worded; meanwhile another frame asks for the other read
        other.showIn(running);
        fx.poll().run();
        assertSame(large.explanation(), running.explanationProperty().get(), "shown until the later one comes");
        worker.poll().run();
        fx.poll().run();
        assertSame(other.explanation(), running.explanationProperty().get());
    }
}
