package dev.syncscope.views.explain;

import dev.syncscope.core.api.DebugSession;
import dev.syncscope.core.exec.Event;
import dev.syncscope.core.explain.ReadExplanation;
import dev.syncscope.core.load.ProgramLoader;
import dev.syncscope.views.i18n.Messages;
import org.junit.jupiter.api.Test;

import java.util.ArrayDeque;
import java.util.List;
import java.util.Locale;
import java.util.Queue;

import static org.junit.jupiter.api.Assertions.assertEquals;
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

    /** The explanation and context of the load whose read missed the most writes, in a run of {@code source}. */
    private static Object[] mostMissed(String source) {
        DebugSession s = DebugSession.load(ProgramLoader.load("k.comp", source));
        s.run();
        ReadExplanation most = null;
        for (int i = 0; i < s.trace().size(); i++) {
            if (s.trace().get(i).event().kind() == Event.Kind.LOAD) {
                ReadExplanation ex = s.explainRead(i);
                most = most == null || ex.unseen().size() > most.unseen().size() ? ex : most;
            }
        }
        return new Object[] {most, new ExplanationContext(s.program().launch(), s.trace(), s.races(), source)};
    }

    private static String kernel(int workgroups, int size) {
        return "// @dispatch " + workgroups + "\n#version 450\nlayout(local_size_x = " + size + ") in;\n"
                + "layout(std430, binding = 0) buffer B { uint x; uint seen[]; };\n"
                + "void main() {\n    x = gl_GlobalInvocationID.x;\n    barrier();\n"
                + "    seen[gl_GlobalInvocationID.x] = x;\n}\n";
    }

    private void show(Object[] read) {
        vm.show((ReadExplanation) read[0], (ExplanationContext) read[1]);
    }

    @Test
    void aLongExplanationIsWordedOnTheWorkerAndAShortOneAtOnce() {
        Object[] small = mostMissed(kernel(1, 4));
        Object[] large = mostMissed(kernel(4, 64));
        show(small);
        assertTrue(worker.isEmpty(), "3 unseen writes: worded at once");
        assertSame(small[0], vm.explanationProperty().get());
        List<Paragraph> before = List.copyOf(vm.paragraphs());
        show(large);
        assertEquals(1, worker.size(), "255 unseen writes: on the worker");
        assertSame(small[0], vm.explanationProperty().get(), "the explanation on screen stays meanwhile");
        assertEquals(before, vm.paragraphs());
        worker.poll().run();
        assertSame(large[0], vm.explanationProperty().get());
        assertTrue(vm.paragraphs().get(2).text().startsWith("The same holds for 62 more"), vm.paragraphs().toString());
    }

    @Test
    void anExplanationWordedAfterAnotherWasShownOrThePanelClearedIsDropped() {
        Object[] small = mostMissed(kernel(1, 4));
        Object[] large = mostMissed(kernel(4, 64));
        show(large);
        show(small);
        worker.poll().run();
        assertSame(small[0], vm.explanationProperty().get(), "the later, short one stays");
        show(large);
        vm.clear();
        worker.poll().run();
        assertNull(vm.explanationProperty().get(), "cleared stays cleared");
        assertTrue(vm.paragraphs().isEmpty());
    }

    /** A worker stopped (the window closing) words a long explanation at once rather than lose it. */
    @Test
    void aStoppedWorkerLeavesTheWordingHere() {
        Object[] large = mostMissed(kernel(4, 64));
        ExplanationViewModel closing = new ExplanationViewModel(Messages.forLocale(Locale.ENGLISH));
        closing.workOn(r -> {
            throw new java.util.concurrent.RejectedExecutionException("stopped");
        }, Runnable::run);
        closing.show((ReadExplanation) large[0], (ExplanationContext) large[1]);
        assertSame(large[0], closing.explanationProperty().get());
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
        Object[] large = mostMissed(kernel(4, 64));
        Object[] other = mostMissed(kernel(4, 32));
        for (int frame = 0; frame < 3; frame++) {
            running.show((ReadExplanation) large[0], (ExplanationContext) large[1]);
        }
        worker.poll().run();
        worker.poll().run();
        assertTrue(fx.isEmpty(), "the first two asked are left unworded");
        worker.poll().run();
        // worded; meanwhile another frame asks for the other read
        running.show((ReadExplanation) other[0], (ExplanationContext) other[1]);
        fx.poll().run();
        assertSame(large[0], running.explanationProperty().get(), "shown until the later one comes");
        worker.poll().run();
        fx.poll().run();
        assertSame(other[0], running.explanationProperty().get());
    }
}
