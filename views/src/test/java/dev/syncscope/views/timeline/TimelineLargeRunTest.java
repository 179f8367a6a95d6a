package dev.syncscope.views.timeline;

import dev.syncscope.core.api.AgentView;
import dev.syncscope.core.api.DebugSession;
import dev.syncscope.core.api.Snapshot;
import dev.syncscope.core.exec.AgentStatus;
import dev.syncscope.core.exec.Diagnostic;
import dev.syncscope.core.exec.StopCondition;
import dev.syncscope.core.kernel.KernelLoader;
import dev.syncscope.views.i18n.Messages;
import dev.syncscope.views.problems.DiagnosticText;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Consumer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The timeline over a kernel whose every invocation stores to one element (VK MM: Data Race: two stores of different
 * invocations to one location, neither happening before the other; up to 8 listed per invocation and pair of lines):
 * thousands of diagnostics at a thousand positions. A frame words none of them; a tick is worded when read, as the
 * engine's sentences say it; frame after frame, stepping back and forward and taking another branch, the ticks are
 * those the timeline promises: the snapshot's diagnostics by the step after theirs, and ticks seen past the position
 * while still inside the trace.
 */
class TimelineLargeRunTest {

    /** 1,024 invocations storing to v[0]. */
    static final String ONE_ELEMENT = """
            // @dispatch 4
            // @length v = 1
            #version 450
            layout(local_size_x = 256) in;
            layout(binding = 0) buffer B { uint v[]; };
            void main() { v[0] = gl_GlobalInvocationID.x; }
            """;

    private final Messages english = Messages.forLocale(Locale.ENGLISH);
    private final TimelineViewModel model = new TimelineViewModel(english, step -> { });

    @Test
    void framesOfThousandsOfDiagnosticsWordNoneAndATickIsWordedWhenRead() {
        DebugSession s = DebugSession.load(KernelLoader.load("one.comp", ONE_ELEMENT).program());
        for (int frame = 0; frame < 4; frame++) {
            s.runUntil(StopCondition.NEVER, 300);
            model.show(s.snapshot());
        }
        Snapshot last = s.snapshot();
        assertTrue(last.diagnostics().size() > 5000, "diagnostics: " + last.diagnostics().size());
        assertTrue(model.ticks().size() > 900, "ticks: " + model.ticks().size());
        assertEquals(0, model.sentencesWorded(), "sentences worded by four frames");

        Tick read = model.ticks().get(model.ticks().size() / 2);
        DiagnosticText words = new DiagnosticText(english);
        List<String> expected = last.diagnostics().stream().filter(d -> d.step() + 1 == read.position())
                .map(words::of).toList();
        assertTrue(!expected.isEmpty() && expected.size() <= Tick.SENTENCES_SAID, expected.toString());
        assertEquals(String.join("\n", expected), read.message());
        assertTrue(read.message().contains("race"), read.message());
        assertEquals(expected.size(), model.sentencesWorded(), "the tick read, each sentence once");
        read.message();
        model.show(last);
        assertEquals(expected.size(), model.sentencesWorded(), "read again and another frame: nothing more worded");
    }

    @Test
    void ticksFollowRunsStepsBackAndANewBranchAsThePromisedTicks() {
        DebugSession s = DebugSession.load(KernelLoader.load("one.comp", ONE_ELEMENT).program());
        Promised promised = new Promised();
        List<Consumer<DebugSession>> moves = List.of(
                d -> d.runUntil(StopCondition.NEVER, 300), d -> d.runUntil(StopCondition.NEVER, 300),
                d -> d.seek(450), d -> d.seek(100), d -> d.seek(550), d -> d.stepBack(), d -> d.seek(200),
                d -> d.step(lastRunning(d)), d -> d.runUntil(StopCondition.NEVER, 120), d -> d.seek(50),
                d -> d.runUntil(StopCondition.NEVER, 2000));
        List<Integer> traceSizes = new ArrayList<>();
        for (Consumer<DebugSession> move : moves) {
            move.accept(s);
            Snapshot now = s.snapshot();
            traceSizes.add(now.traceSize());
            model.show(now);
            Map<Integer, List<Diagnostic>> expected = promised.show(now);
            Map<Integer, List<Diagnostic>> shown = new TreeMap<>();
            model.ticks().forEach(t -> shown.put(t.position(), t.diagnostics()));
            assertEquals(new ArrayList<>(expected.keySet()), model.ticks().stream().map(Tick::position).toList(),
                    "positions at " + now.position() + " of " + now.traceSize() + ", in order");
            assertEquals(expected, shown, "diagnostics at " + now.position() + " of " + now.traceSize());
        }
        assertTrue(traceSizes.contains(201), "a step after seeking to 200 ends the trace there: " + traceSizes);
        assertTrue(model.ticks().size() > 900, "ticks: " + model.ticks().size());
        assertEquals(0, model.sentencesWorded());
    }

    /** The running invocation of the highest id: a step of it after a step back starts another branch. */
    private static int lastRunning(DebugSession s) {
        List<AgentView> agents = s.snapshot().agents();
        for (int i = agents.size() - 1; i >= 0; i--) {
            if (agents.get(i).status() == AgentStatus.RUNNING) {
                return agents.get(i).id();
            }
        }
        throw new AssertionError("no invocation can step at " + s.position());
    }

    /** The ticks as the timeline promises them, made from scratch at each snapshot. */
    private static final class Promised {
        private final Map<Integer, List<Diagnostic>> known = new TreeMap<>();

        Map<Integer, List<Diagnostic>> show(Snapshot s) {
            known.keySet().removeIf(p -> p <= s.position() || p > s.traceSize());
            Map<Integer, List<Diagnostic>> own = new TreeMap<>();
            for (Diagnostic d : s.diagnostics()) {
                own.computeIfAbsent((int) Math.min(d.step() + 1, s.traceSize()), k -> new ArrayList<>()).add(d);
            }
            known.putAll(own);
            return new TreeMap<>(known);
        }
    }
}
