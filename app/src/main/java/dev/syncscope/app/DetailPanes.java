package dev.syncscope.app;

import dev.syncscope.core.api.Snapshot;
import dev.syncscope.core.api.WriteView;
import dev.syncscope.core.exec.StepRecord;
import dev.syncscope.core.explain.ReadExplanation;
import dev.syncscope.views.graph.DomainGraphModel;
import dev.syncscope.core.model.Launch;
import dev.syncscope.views.choice.ReadChoiceView;
import dev.syncscope.views.choice.ReadChoiceViewModel;
import dev.syncscope.views.explain.ExplanationContext;
import dev.syncscope.views.explain.ExplanationView;
import dev.syncscope.views.explain.ExplanationViewModel;
import dev.syncscope.views.graph.DomainGraphPane;
import dev.syncscope.views.graph.DomainGraphViewModel;
import dev.syncscope.views.graph.ExecutionGraphPane;
import dev.syncscope.views.graph.ExecutionGraphViewModel;
import dev.syncscope.views.i18n.Messages;
import dev.syncscope.views.memory.MemoryInspectorView;
import dev.syncscope.views.memory.MemoryInspectorViewModel;
import dev.syncscope.views.outcome.OutcomeView;
import dev.syncscope.views.outcome.OutcomeViewModel;
import dev.syncscope.views.session.SessionFrame;
import dev.syncscope.views.session.SessionViewModel;

import java.util.IdentityHashMap;
import java.util.Map;
import javafx.scene.Node;

/**
 * The detail panes — memory inspector, domain graph, execution graph, "why this value?", outcomes and the read
 * chooser (the values the focused invocation's next read may return) — and how each follows the session: every
 * frame from the simulation thread updates the panes on screen, and a pane brought on screen catches up with the latest frame; the write selected
 * in the memory inspector, the source ({@link #selectWrite}) or the execution graph (a click on a
 * store's node), or, failing that, the write the last step made, is the one the domain graph lights
 * up and animates. While the execution graph is on screen the frames carry its steps with their
 * synchronizes-with and happens-before links, computed on the simulation thread; a frame built while it
 * was hidden has none, and the graph waits for the next one. FX thread only.
 */
final class DetailPanes {

    final MemoryInspectorViewModel memory;
    final DomainGraphViewModel domains;
    final ExecutionGraphViewModel execution;
    final ExplanationViewModel explanation;
    final OutcomeViewModel outcomes;
    /** Whether {@link #refresh} is bringing the panes up to a frame (it follows the explanation itself). */
    private boolean refreshing;
    /** Writes of the snapshot shown, looked up once each. */
    private final WriteIndex writes = new WriteIndex();
    /** Where long explanations are worded (a read hundreds of invocations' writes missed: the session-89 audit). */
    private final java.util.concurrent.ExecutorService explainer = java.util.concurrent.Executors
            .newSingleThreadExecutor(r -> {
                Thread t = new Thread(r, "syncscope-explain");
                t.setDaemon(true);
                return t;
            });
    final ReadChoiceViewModel readChoices;

    final MemoryInspectorView memoryView;
    final DomainGraphPane domainView;
    final ExecutionGraphPane executionView;
    final ExplanationView explanationView;
    final OutcomeView outcomeView;
    final ReadChoiceView readChoiceView;

    private final SessionViewModel session;
    private final Map<Node, SessionFrame> shown = new IdentityHashMap<>();
    private SessionFrame latest;
    /** The write the user selected from the source or the execution graph, or -1: it stays shown as the session steps. */
    private int pinnedWrite = -1;
    private Runnable onWriteSelected = () -> { };
    /** The explanation on screen whose chain the graphs mark, or null. */
    private ReadExplanation explained;
    /** Derives a chosen witness's relations off the FX thread before the execution graph shows it. */
    private final WitnessRelations witnesses = new WitnessRelations(javafx.application.Platform::runLater);

    DetailPanes(SessionViewModel session) {
        this.session = session;
        Messages text = session.text();
        memory = new MemoryInspectorViewModel(text);
        domains = new DomainGraphViewModel(text);
        execution = new ExecutionGraphViewModel(text);
        explanation = new ExplanationViewModel(text);
        explanation.workOn(explainer, javafx.application.Platform::runLater);
        // the graphs follow an explanation the worker words after its frame (refresh follows its own: followed there
        // as well, the source no longer scrolled to the read explained)
        explanation.explanationProperty().addListener((obs, old, now) -> {
            if (!refreshing) {
                followExplanation();
            }
        });
        outcomes = new OutcomeViewModel(text);
        memoryView = new MemoryInspectorView(memory, text);
        domainView = new DomainGraphPane(domains, text);
        domainView.setId("domainGraph");
        executionView = new ExecutionGraphPane(execution, text);
        explanationView = new ExplanationView(explanation, text);
        outcomeView = new OutcomeView(outcomes, text);
        readChoices = new ReadChoiceViewModel(text);
        readChoiceView = new ReadChoiceView(readChoices, text);
        initListeners();
    }

    private void initListeners() {
        memory.focusedInvocationProperty().bind(session.focusedInvocationProperty());
        readChoices.focusedInvocationProperty().bind(session.focusedInvocationProperty());
        readChoices.enabledProperty().bind(session.canStepProperty());
        readChoices.frameProperty().bind(session.frameProperty());
        session.programProperty().addListener((obs, old, now) -> {
            memory.clear();
            execution.clear();
            explanation.clear();
            explained = null;
            domains.writeProperty().set(null);
            pinnedWrite = -1;
            domains.launchProperty().set(now == null ? null : now.launch());
            readChoices.showNextRead(null);
        });
        session.frameProperty().addListener((obs, old, now) -> {
            if (now != null) {
                show(now);
            }
        });
        memory.selectedWriteProperty().addListener((obs, old, now) -> {
            if (now != null) {
                pinnedWrite = -1;
                domains.writeProperty().set(latest == null ? now : seen(now, latest));
                execution.select(execution.nodeOfWrite(now.id()));
            }
        });
        executionView.graphPane().setOnNodeClicked(id -> {
            execution.invocationAt(id).ifPresent(session.focusedInvocationProperty()::set);
            java.util.OptionalInt write = execution.writeAt(id);
            WriteView w = latest == null || write.isEmpty() ? null : find(latest.snapshot(), write.getAsInt());
            if (w != null) {
                selectWrite(w);
            }
        });
        domains.writeProperty().addListener((obs, old, now) -> {
            session.shownWriteProperty().set(now == null ? -1 : now.id());
            markReader();
        });
        domains.focusInvocationProperty().bind(session.focusedInvocationProperty());
        domainView.setOnNodeClicked(id -> domains.invocationAt(id).ifPresent(session.focusedInvocationProperty()::set));
        outcomes.witnessProperty().addListener((obs, old, now) -> {
            Launch launch = session.programProperty().get() == null ? null : session.programProperty().get().launch();
            witnesses.show(launch == null ? null : now, w -> execution.showExecution(launch, w));
        });
        // journeys take 1/speed seconds; at "as fast as possible" they still show, briefly
        domainView.speedProperty().bind(javafx.beans.binding.Bindings.createDoubleBinding(
                () -> Math.min(session.speedProperty().get(), 30), session.speedProperty()));
    }

    /**
     * Shows {@code w} in the domain graph and marks its event in the execution graph, as selected
     * from the source or the execution graph; it stays the shown write while the session steps, until
     * another write is selected or another kernel is loaded.
     */
    void selectWrite(WriteView w) {
        pinnedWrite = w.id();
        domains.writeProperty().set(latest == null ? w : seen(w, latest));
        execution.select(execution.nodeOfWrite(w.id()));
        onWriteSelected.run();
    }

    /** Called after the user selected a write (e.g. to bring the domain graph forward). */
    void setOnWriteSelected(Runnable action) {
        onWriteSelected = action;
    }

    /** Remembers the frame and updates the panes that are on screen; hidden ones catch up in {@link #refresh()}. */
    private void show(SessionFrame frame) {
        latest = frame;
        outcomes.showRun(frame.failedFilter());
        refresh();
    }

    /**
     * Tells the session whether the execution graph (the frames' links) and the memory tab (the focused invocation's
     * reads) are on screen and brings every pane that is on screen up to the latest frame (call when a tab is
     * selected).
     */
    void refresh() {
        refreshing = true;
        try {
            refreshPanes();
        } finally {
            refreshing = false;
        }
    }

    private void refreshPanes() {
        session.executionGraphShownProperty().set(onScreen(executionView));
        session.memoryShownProperty().set(onScreen(memoryView));
        SessionFrame frame = latest;
        if (frame == null || session.programProperty().get() == null) {
            return;
        }
        Launch launch = session.programProperty().get().launch();
        Snapshot snapshot = frame.snapshot();
        if (stale(memoryView, frame)) {
            memory.show(launch, snapshot, frame.focusedReads());
        }
        if (frame.graph() != null && stale(executionView, frame)) {
            execution.showTrace(launch, frame.graph(), snapshot.races());
        }
        if (stale(explanationView, frame)) {
            if (frame.lastRead() == null) {
                explanation.clear();
            } else {
                explanation.show(frame.lastRead(), new ExplanationContext(launch, frame.readContext(),
                        snapshot.races(), session.sourceTextProperty().get()));
            }
        }
        followExplanation();
        SessionFrame domainsShowed = shown.get(domainView);
        if (stale(domainView, frame)) {
            followWrite(frame, domainsShowed);
        }
    }

    /**
     * Marks the chain of the explanation on screen in the execution graph, and has the domain graph
     * show the newer write the read did not see, or the write it read when the explanation says the graph shows
     * that one not visible to the reader ({@link ExplanationViewModel#graphWrite}; unless the user chose a write),
     * with the reader's leaf marked: where that write is available and to whom it is visible, the reader not among
     * them.
     */
    private void followExplanation() {
        ReadExplanation now = onScreen(explanationView) ? explanation.explanationProperty().get() : null;
        if (java.util.Objects.equals(now, explained)) {
            return;
        }
        explained = now;
        execution.markExplanation(now);
        WriteView unseen = writeOfExplained(latest);
        if (unseen != null && memory.selectedWriteProperty().get() == null && pinnedWrite < 0) {
            domains.writeProperty().set(unseen);
        }
        markReader();
    }

    /** Marks the explained reader's leaf in the domain graph while it shows a write that read did not see. */
    private void markReader() {
        WriteView shown = domains.writeProperty().get();
        // graphWrite is -1 for none, and every initial write's id is -1 too: no ring for it (review)
        int graphWrite = ExplanationViewModel.graphWrite(explained);
        boolean unseenShown = shown != null && explained != null
                && (explained.unseen().stream().anyMatch(u -> u.writeId() == shown.id())
                || graphWrite >= 0 && graphWrite == shown.id());
        domains.readerProperty().set(unseenShown ? DomainGraphModel.leafId(explained.reader(), explained.reference()) : null);
    }

    /**
     * The write the explained read's explanation has the domain graph show ({@link ExplanationViewModel#graphWrite}:
     * the first newer write it did not see, or the write it read not visible to it), from {@code frame}; null when
     * none.
     */
    private WriteView writeOfExplained(SessionFrame frame) {
        int id = ExplanationViewModel.graphWrite(explained);
        return id < 0 || frame == null ? null : seen(find(frame.snapshot(), id), frame);
    }

    /** Whether "Why this value?" is on screen ({@link #onScreen}). */
    boolean explanationOnScreen() {
        return onScreen(explanationView);
    }

    /** Whether {@code pane} is in the scene and neither it nor an ancestor is hidden (e.g. an unselected tab). */
    private static boolean onScreen(Node pane) {
        for (Node n = pane; n != null; n = n.getParent()) {
            if (!n.isVisible()) {
                return false;
            }
        }
        return pane.getScene() != null;
    }

    /** Whether {@code pane} is on screen and has not yet shown {@code frame} (and records that it now will). */
    private boolean stale(Node pane, SessionFrame frame) {
        if (!onScreen(pane) || shown.get(pane) == frame) {
            return false;
        }
        shown.put(pane, frame);
        return true;
    }

    /**
     * The selected write, refreshed from the new snapshot; else, while a read's explanation is on
     * screen, the write its explanation has the graph show (the newer write it did not see, or the write it read
     * not visible to it); else the write the last step made (animated; a
     * read-modify-write's own write, the newest value of its location), or, when the last step was a
     * stale read, the newer write it did not see, or when it was another read, the write it read
     * (animated down to the reader when the read made it visible there since {@code before}, the frame the
     * domain graph showed last; WALKTHROUGH.md example 1, steps 3 and 4); else the write shown, refreshed, or when
     * none is (or it is gone, a step back), the newest write made so far.
     */
    private void followWrite(SessionFrame frame, SessionFrame before) {
        WriteView selected = memory.selectedWriteProperty().get();
        if (selected == null && pinnedWrite >= 0) {
            selected = find(frame.snapshot(), pinnedWrite);
        }
        WriteView unseen = writeOfExplained(frame);
        if (selected == null && unseen != null) {
            domains.writeProperty().set(unseen);
            return;
        }
        StepRecord last = frame.lastStep();
        WriteView made = last == null ? null : seen(find(frame.snapshot(), last.event().writeId()), frame);
        if (selected == null && made != null) {
            domains.showNewWrite(made);
            return;
        }
        boolean lastWasRead = last != null && frame.lastReadStep() == frame.trace().size() - 1;
        if (selected == null && lastWasRead && !frame.lastRead().unseen().isEmpty()) {
            domains.writeProperty().set(seen(find(frame.snapshot(), frame.lastRead().unseen().get(0).writeId()), frame));
            return;
        }
        WriteView read = selected == null && lastWasRead ? seen(find(frame.snapshot(), frame.lastRead().readFrom()), frame)
                : null;
        if (read != null) {
            ReadExplanation r = frame.lastRead();
            String readerLeaf = DomainGraphModel.leafId(r.reader(), r.reference());
            domains.showRead(read, readerLeaf, !visibleTo(before, read.id(), r.reader(), r.reference()));
            return;
        }
        WriteView current = domains.writeProperty().get();
        WriteView refreshed = current == null ? null : seen(find(frame.snapshot(), current.id()), frame);
        if (refreshed == null) {
            // a step that wrote nothing after a store the graph never showed (--steps, a seek, a step back past the
            // write shown): the latest write, not the hint that no store ran (the teacher audit, barrier.test step 2)
            domains.writeProperty().set(seen(latestWrite(frame.snapshot()), frame));
        } else if (current.visibleTo().isEmpty() && !refreshed.visibleTo().isEmpty()
                && refreshed.availableIn().equals(current.availableIn())) {
            domains.showWithoutMoves(refreshed);
        } else {
            domains.writeProperty().set(refreshed);
        }
    }

    /** The newest write of {@code snapshot} (write ids are step indices), or null before any store ran. */
    private WriteView latestWrite(Snapshot snapshot) {
        return writes.latest(snapshot);
    }

    /**
     * {@code w} with who sees it from {@code frame} when the snapshot left that out (large launches);
     * {@code w} itself otherwise.
     */
    private static WriteView seen(WriteView w, SessionFrame frame) {
        if (w == null || !w.visibleTo().isEmpty() || !frame.visibility().containsKey(w.id())) {
            return w;
        }
        return new WriteView(w.id(), w.writer(), w.writerName(), w.reference(), w.value(), w.atomic(), w.nonPrivate(),
                w.retired(), w.availableIn(), frame.visibility().get(w.id()), w.source());
    }

    /** Whether {@code frame} (null: none) shows write {@code writeId} visible to ({@code agent}, {@code reference}). */
    private boolean visibleTo(SessionFrame frame, int writeId, int agent, String reference) {
        WriteView w = frame == null ? null : seen(find(frame.snapshot(), writeId), frame);
        return w != null && w.visibleTo().stream().anyMatch(p -> p.agent() == agent && p.reference().equals(reference));
    }

    private WriteView find(Snapshot snapshot, int writeId) {
        return writes.find(snapshot, writeId);
    }

    void close() {
        explainer.shutdownNow();
        witnesses.close();
        domainView.close();
        executionView.close();
    }
}
