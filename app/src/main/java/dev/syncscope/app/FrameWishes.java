package dev.syncscope.app;

import dev.syncscope.core.api.DebugSession;
import dev.syncscope.views.choice.NextRead;
import dev.syncscope.views.memory.FocusedReads;
import dev.syncscope.views.session.SessionFrame;
import dev.syncscope.views.session.SessionViewModel;

import java.util.function.Consumer;

/**
 * What the window wants frames to carry besides the session's state, and a frame posted again when the last one
 * lacks what it now wants: who sees the write the memory-domain graph shows (launches too large for the snapshot to
 * say), the values the focused invocation's next read may return (the read chooser's; sent on their own when the
 * focus moves), and, while the execution graph is on screen, that graph's steps with their synchronizes-with and
 * happens-before links. The wishes are set on the FX thread (from the session view model's properties) and read on
 * the simulation thread, as is the frame posted last.
 */
final class FrameWishes {

    /** The write the memory-domain graph shows, or -1. */
    private volatile int shownWrite;
    /** Whether the execution graph is on screen. */
    private volatile boolean graph;
    /** The focused invocation, whose next read's values frames carry. */
    private volatile int focused;
    /** Whether the memory tab is on screen, which shows what the focused invocation would read. */
    private volatile boolean memory;
    /**
     * Whether a run is going on, up to its last frame (simulation thread): its frames offer no read choice (nothing
     * else can step meanwhile, and a run posts a frame every 16 ms).
     */
    private volatile boolean running;
    /** Where the focused invocation's read choices go when the focus moves (set and called on the FX thread). */
    private Consumer<NextRead> onReadChoices = next -> { };
    /** Where what it would read at each location goes then, for a launch whose snapshot does not say it (FX thread). */
    private Consumer<FocusedReads> onFocusedReads = reads -> { };
    /** The frame posted last (written on the simulation thread). */
    private volatile SessionFrame lastPosted;

    /**
     * Follows {@code model}'s wishes (FX thread); {@code postAgain} queues a new frame on the simulation thread when
     * the last one lacks the visibility of the write now shown, whenever the execution graph comes on screen (the
     * frames before had no links, and one built as it came may still be on its way without them); when the focus moves
     * to another invocation, {@code sendReadChoices} sends its read's values on their own (a new frame would replace
     * the problems, and with them the row whose opening moved the focus).
     */
    FrameWishes(SessionViewModel model, Runnable postAgain, Runnable sendReadChoices) {
        shownWrite = model.shownWriteProperty().get();
        graph = model.executionGraphShownProperty().get();
        focused = model.focusedInvocationProperty().get();
        memory = model.memoryShownProperty().get();
        model.focusedInvocationProperty().addListener((obs, old, now) -> {
            focused = now.intValue();
            sendReadChoices.run();
        });
        model.shownWriteProperty().addListener((obs, old, now) -> {
            shownWrite = now.intValue();
            if (FrameBuilder.lacksVisibility(lastPosted, now.intValue())) {
                postAgain.run();
            }
        });
        model.executionGraphShownProperty().addListener((obs, old, now) -> {
            graph = now;
            if (now) {
                postAgain.run();
            }
        });
        // the frames while the tab was hidden have no reads for a launch whose snapshot leaves them out
        model.memoryShownProperty().addListener((obs, old, now) -> {
            memory = now;
            if (now && FrameBuilder.lacksReads(lastPosted)) {
                postAgain.run();
            }
        });
    }

    /** The write the memory-domain graph shows, or -1. */
    int shownWrite() {
        return shownWrite;
    }

    /** Whether frames are to carry the execution graph's steps and links. */
    boolean graph() {
        return graph;
    }

    /** The invocation whose next read's values frames are to carry: the focused one, none (-1) during a run. */
    int focused() {
        return running ? -1 : focused;
    }

    /**
     * The invocation whose reads at each location frames are to carry where their snapshot leaves them out: the
     * focused one while the memory tab is on screen, none (-1) during a run or with the tab hidden.
     */
    int readsOf() {
        return memory ? focused() : -1;
    }

    /**
     * Sets where the focused invocation's read choices go when the focus moves, and what it would read at each
     * location of a launch whose snapshot does not say it (FX thread).
     */
    void setOnFocusMoved(Consumer<NextRead> choices, Consumer<FocusedReads> reads) {
        onReadChoices = choices;
        onFocusedReads = reads;
    }

    /**
     * Sends the focused invocation's read choices at {@code session}'s position through {@code fx}, in order with the
     * frames, and what it would read at the locations of the frame posted last where that frame's snapshot does not
     * say it (simulation thread; the focus moved).
     */
    void sendReadChoices(DebugSession session, Consumer<Runnable> fx) {
        NextRead next = FrameBuilder.nextRead(session, focused());
        if (next != null) {
            fx.accept(() -> onReadChoices.accept(next));
        }
        SessionFrame last = lastPosted;
        int now = focused;
        FocusedReads reads = !memory || last == null || last.snapshot().position() != session.position() ? null
                : FrameBuilder.focusedReads(session, last.snapshot(), now);
        if (reads != null) {
            fx.accept(() -> onFocusedReads.accept(reads));
        }
    }

    /** Says that a run started or is about to post its last frame (simulation thread). */
    void running(boolean on) {
        running = on;
    }

    /** Remembers the frame just posted (simulation thread). */
    void posted(SessionFrame frame) {
        lastPosted = frame;
    }
}
