package dev.syncscope.app;

import dev.syncscope.core.api.DebugSession;
import dev.syncscope.core.api.LocationView;
import dev.syncscope.core.api.Snapshot;
import dev.syncscope.core.api.WriteView;
import dev.syncscope.core.exec.AgentReference;
import dev.syncscope.core.exec.Event;
import dev.syncscope.core.exec.ReadChoice;
import dev.syncscope.core.exec.ReadPreview;
import dev.syncscope.core.exec.StepRecord;
import dev.syncscope.core.explain.ReadExplanation;
import dev.syncscope.core.model.InputError;
import dev.syncscope.core.model.Location;
import dev.syncscope.core.model.OutcomeFilter;
import dev.syncscope.views.choice.NextRead;
import dev.syncscope.views.graph.TraceWindow;
import dev.syncscope.views.memory.FocusedReads;
import dev.syncscope.views.session.SessionFrame;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Builds the {@link SessionFrame}s the {@link SimulationController} posts to the window, remembering
 * what it looked up for the previous frame (the latest read's context, where followed writes are, the
 * execution graph's steps and links). Owned by the simulation thread.
 */
final class FrameBuilder {

    /** Steps of history a frame carries: the execution graph looks at recent steps only, and the latest read is sought among them. */
    static final int FRAME_TRACE_STEPS = 300;

    /** How far back before a read its explanation looks for the writes the read did not see. */
    static final int READ_CONTEXT_STEPS = 20_000;

    /** Steps fetched at a time when looking back for those writes. */
    private static final int LOOK_BACK_CHUNK = 2_048;

    /** The execution graph shows the most recent steps only: a graph of a long run is unreadable and slow. */
    static final int GRAPH_STEPS = 300;

    /**
     * The most writes and reads a location may have had for a frame to carry the values the focused invocation's
     * next read of it may return (the read chooser's): the list costs about their product (seconds for a few thousand),
     * at every frame a step posts; past it the frame carries their number, and the chooser says why it lists none.
     */
    static final int CHOICE_ACCESSES = 256;

    /** How far back before the frame's steps the latest read is sought when they hold none. */
    static final int READ_SEARCH_STEPS = 1 << 16;

    /** The read before the frame's steps explained last, and its explanation (simulation thread). */
    private StepRecord explainedRecord;
    private ReadExplanation explained;
    /** The read whose context was looked up last, and that context (simulation thread). */
    private StepRecord contextRead;
    private List<StepRecord> context = List.of();
    /** Where the writes the window followed are, for the session {@link #writeLocationsOf} (simulation thread). */
    private final Map<Integer, Location> writeLocations = new java.util.HashMap<>();
    private DebugSession writeLocationsOf;
    private DebugSession session;
    /** The write the memory-domain graph shows, or -1. */
    private int shownWrite = -1;
    /** The execution graph's steps and links in the last frame that had them, and its session (simulation thread). */
    private TraceWindow graph;
    private DebugSession graphOf;

    /**
     * The current frame of {@code session}: snapshot, the most recent steps (not the whole history:
     * scrubbing a long run must not copy it), why the latest read among them saw its value with the
     * steps back to the oldest write it did not see, and, for launches whose snapshot does not list
     * who sees each write, who sees the writes the window follows ({@code shownWrite}: the write the
     * memory-domain graph shows, or -1), and, while the execution graph is on screen ({@code withGraph}), the
     * steps it shows with the synchronizes-with and happens-before links between them (computed here, so the FX
     * thread only draws them).
     */
    SessionFrame build(DebugSession session, int shownWrite, boolean withGraph) {
        return build(session, shownWrite, withGraph, -1);
    }

    /** The frame {@code wishes} ask for: {@link #build(DebugSession, int, boolean, int)} with each of them. */
    SessionFrame build(DebugSession session, FrameWishes wishes) {
        return build(session, wishes.shownWrite(), wishes.graph(), wishes.focused(), wishes.readsOf());
    }

    /**
     * {@link #build(DebugSession, int, boolean)}, with the values invocation {@code focused}'s next read may return
     * (none for -1), or, when its location has had more than {@link #CHOICE_ACCESSES} writes and reads, their number.
     */
    SessionFrame build(DebugSession session, int shownWrite, boolean withGraph, int focused) {
        return build(session, shownWrite, withGraph, focused, focused);
    }

    /**
     * {@link #build(DebugSession, int, boolean, int)}, with what invocation {@code readsOf} would read at each location
     * where the snapshot leaves it out (none for -1: the memory tab hidden).
     */
    SessionFrame build(DebugSession session, int shownWrite, boolean withGraph, int focused, int readsOf) {
        this.session = session;
        this.shownWrite = shownWrite;
        int position = session.position();
        List<StepRecord> trace = session.trace(Math.max(0, position - FRAME_TRACE_STEPS), position);
        int lastRead = -1;
        for (int i = trace.size() - 1; i >= 0; i--) {
            Event.Kind kind = trace.get(i).event().kind();
            if (kind == Event.Kind.LOAD || kind == Event.Kind.RMW) {
                lastRead = i;
                break;
            }
        }
        ReadExplanation explanation = lastRead < 0 ? null : session.explainRead((int) trace.get(lastRead).index());
        List<StepRecord> context = explanation == null ? List.of() : readContext(trace, lastRead, explanation);
        if (lastRead < 0) {
            // no read among the frame's steps (1,024 invocations arriving at a barrier after their reads): the latest
            // read before them, explained once while it stays the latest (the tab said "Select a read", which no click
            // does, after 1,000 reads: the session-86 review)
            int step = position > trace.size() ? session.latestRead(READ_SEARCH_STEPS) : -1;
            List<StepRecord> read = step < 0 ? List.of() : session.trace(step, step + 1);
            if (!read.isEmpty()) {
                explanation = read.get(0).equals(explainedRecord) ? explained : session.explainRead(step);
                explainedRecord = read.get(0);
                explained = explanation;
                context = readContext(read, 0, explanation);
            }
        }
        Snapshot snapshot = session.snapshot();
        return new SessionFrame(snapshot, trace, explanation, lastRead, context,
                visibility(snapshot, trace, explanation), withGraph ? graph(trace) : null, nextRead(session, focused),
                failedFilter(session, snapshot), focusedReads(session, snapshot, readsOf));
    }

    /**
     * What invocation {@code focused} would read now at each of the first {@link FocusedReads#MAX_LOCATIONS} locations
     * of {@code snapshot}, when the snapshot does not say it (a launch past its cell budget), else null; none for -1.
     */
    static FocusedReads focusedReads(DebugSession session, Snapshot snapshot, int focused) {
        if (focused < 0 || snapshot == null || snapshot.locations().isEmpty()
                || !snapshot.locations().get(0).asRead().isEmpty()) {
            return null;
        }
        Map<Location, List<ReadPreview>> reads = new HashMap<>();
        for (LocationView l : snapshot.locations()) {
            if (reads.size() == FocusedReads.MAX_LOCATIONS) {
                break;
            }
            try {
                reads.put(l.location(), session.valuesAsRead(l.location(), focused));
            } catch (InputError e) {
                // a location no reference reaches (a litmus test's initial value alone): nothing to read it through
            }
        }
        return new FocusedReads(focused, snapshot.position(), reads);
    }

    /**
     * The herd test's filter when nothing can step any more and the outcome fails it, else null: a filter the run
     * could not be steered towards (a disjunction, a location's value, a register two loads write), or not reached,
     * leaves the run outside the executions the test asks about, unannounced by any load (as {@code run} notes).
     */
    static OutcomeFilter failedFilter(DebugSession session, Snapshot snapshot) {
        if (!snapshot.finished()) {
            return null;
        }
        return session.program().filter().filter(f -> !f.keeps(session.outcome())).orElse(null);
    }

    /**
     * The values invocation {@code focused}'s next read may return, bounded by {@link #CHOICE_ACCESSES}: past it, how
     * many accesses its location has had instead, for the chooser to say why it lists none (a read whose program
     * fails to say what it does next offers none); null for no invocation.
     */
    static NextRead nextRead(DebugSession session, int focused) {
        if (focused < 0) {
            return null;
        }
        try {
            List<ReadChoice> choices = session.choices(focused, CHOICE_ACCESSES);
            long accesses = choices.isEmpty() ? session.accessesAtNextRead(focused) : 0;
            return accesses > CHOICE_ACCESSES ? NextRead.unlisted(focused, session.position(), accesses)
                    : new NextRead(focused, session.position(), choices);
        } catch (InputError e) {
            return new NextRead(focused, session.position(), List.of());
        }
    }

    /**
     * The latest {@link #GRAPH_STEPS} of {@code trace} and their links: those of the previous frame while the steps
     * are the same records (a frame posted again at the same position), else computed anew.
     */
    private TraceWindow graph(List<StepRecord> trace) {
        List<StepRecord> steps = trace.subList(Math.max(0, trace.size() - GRAPH_STEPS), trace.size());
        if (graphOf != session || graph == null || !sameRecords(graph.steps(), steps)) {
            graph = TraceWindow.of(session.program().launch(), steps);
            graphOf = session;
        }
        return graph;
    }

    private static boolean sameRecords(List<StepRecord> a, List<StepRecord> b) {
        if (a.size() != b.size()) {
            return false;
        }
        for (int i = 0; i < a.size(); i++) {
            if (a.get(i) != b.get(i)) {
                return false;
            }
        }
        return true;
    }

    /**
     * Whether {@code frame}'s snapshot leaves out what each invocation would read and the frame carries no reads of the
     * focused one ({@link #focusedReads}): a frame built while the memory tab was hidden (then a new frame is due).
     */
    static boolean lacksReads(SessionFrame frame) {
        return frame != null && frame.focusedReads() == null && !frame.snapshot().locations().isEmpty()
                && frame.snapshot().locations().get(0).asRead().isEmpty();
    }

    /** Whether {@code frame} shows write {@code writeId} without saying who sees it (then a new frame is due). */
    static boolean lacksVisibility(SessionFrame frame, int writeId) {
        if (frame == null || writeId < 0 || frame.visibility().containsKey(writeId)) {
            return false;
        }
        for (LocationView l : frame.snapshot().locations()) {
            for (WriteView w : l.writes()) {
                if (w.id() == writeId) {
                    return w.visibleTo().isEmpty();
                }
            }
        }
        return false;
    }

    /**
     * The steps from the oldest write {@code explanation}'s read did not see up to the read (at most
     * {@link #READ_CONTEXT_STEPS} back): the explanation names the flag accesses between them.
     */
    private List<StepRecord> readContext(List<StepRecord> trace, int lastRead, ReadExplanation explanation) {
        StepRecord read = trace.get(lastRead);
        if (read == contextRead) {
            return context;
        }
        int readIndex = (int) read.index();
        int windowStart = readIndex - lastRead;
        long[] missing = missingWrites(explanation);
        boolean[] found = new boolean[missing.length];
        int left = missing.length;
        int oldest = readIndex;
        int limit = Math.max(0, readIndex - READ_CONTEXT_STEPS);
        List<StepRecord> chunk = trace.subList(0, lastRead + 1);
        int chunkStart = windowStart;
        while (true) {
            for (int i = 0; i < chunk.size() && left > 0; i++) {
                StepRecord r = chunk.get(i);
                int writeId = r.event().writeId();
                if (writeId < 0) {
                    continue;
                }
                int at = java.util.Arrays.binarySearch(missing, writeKey(writeId, r.event().agent()));
                if (at >= 0 && !found[at]) {
                    found[at] = true;
                    left--;
                    oldest = Math.min(oldest, (int) r.index());
                }
            }
            if (left == 0 || chunkStart <= limit) {
                break;
            }
            int from = Math.max(limit, chunkStart - LOOK_BACK_CHUNK);
            chunk = session.trace(from, chunkStart);
            chunkStart = from;
        }
        // the reader's latest control-barrier arrival before the read may come before the write (it arrived first and
        // waited): the explanation looks for the barrier both met there (BarrierMeeting), so the context starts at it
        // (only for a read that missed a write: the scan goes back up to READ_CONTEXT_STEPS, every frame of a run)
        if (missing.length > 0) {
            oldest = Math.min(oldest, readerArrival(trace, lastRead, windowStart, limit, oldest));
        }
        // and at the other access of each race this read is in: its fix looks for the flag or barrier between the two
        // (privmp.test: the release and acquire already there, so the fix is only to make the accesses non-private; the
        // teacher audit found "make them atomic, or … order them with a release …" when the write was out of context)
        for (dev.syncscope.core.exec.Race r : session.races()) {
            long other = r.second().step() == readIndex ? r.first().step()
                    : r.first().step() == readIndex ? r.second().step() : -1;
            if (other >= limit && other < oldest) {
                oldest = (int) other;
            }
        }
        contextRead = read;
        context = oldest >= windowStart ? trace.subList(oldest - windowStart, lastRead + 1)
                : session.trace(oldest, readIndex + 1);
        return context;
    }

    /**
     * The index of the reader's latest control-barrier arrival before the read at {@code lastRead} of {@code trace}
     * (whose first step is {@code windowStart}), looked for back to step {@code limit}; {@code notFound} when there is
     * none.
     */
    private int readerArrival(List<StepRecord> trace, int lastRead, int windowStart, int limit, int notFound) {
        int reader = trace.get(lastRead).event().agent();
        List<StepRecord> chunk = trace.subList(0, lastRead);
        int chunkStart = windowStart;
        while (true) {
            for (int i = chunk.size() - 1; i >= 0; i--) {
                Event ev = chunk.get(i).event();
                if (ev.agent() == reader && ev.kind() == Event.Kind.CONTROL_BARRIER) {
                    return (int) chunk.get(i).index();
                }
            }
            if (chunkStart <= limit) {
                return notFound;
            }
            int from = Math.max(limit, chunkStart - LOOK_BACK_CHUNK);
            chunk = session.trace(from, chunkStart);
            chunkStart = from;
        }
    }

    /** The writes {@code explanation}'s read did not see, as sorted distinct {@link #writeKey}s. */
    private static long[] missingWrites(ReadExplanation explanation) {
        long[] keys = new long[explanation.unseen().size()];
        for (int i = 0; i < keys.length; i++) {
            keys[i] = writeKey(explanation.unseen().get(i).writeId(), explanation.unseen().get(i).writer());
        }
        return java.util.Arrays.stream(keys).sorted().distinct().toArray();
    }

    private static long writeKey(int writeId, int agent) {
        return ((long) writeId << 32) | (agent & 0xffffffffL);
    }

    /**
     * Who sees the writes the window follows (the last step's write, or the write it read, the first
     * write the latest read did not see, and the write the domain graph shows), for those the snapshot leaves without
     * that list (large launches).
     */
    private Map<Integer, List<AgentReference>> visibility(Snapshot snapshot, List<StepRecord> trace,
                                                          ReadExplanation explanation) {
        Map<Integer, Location> wanted = new java.util.HashMap<>();
        if (!trace.isEmpty()) {
            Event last = trace.get(trace.size() - 1).event();
            if (last.writeId() >= 0) {
                wanted.put(last.writeId(), last.location());
            } else if (last.kind() == Event.Kind.LOAD && last.readFrom() >= 0) {
                wanted.put(last.readFrom(), last.location());
            }
        }
        if (explanation != null && !explanation.unseen().isEmpty()) {
            wanted.put(explanation.unseen().get(0).writeId(), explanation.location());
        }
        int shown = shownWrite;
        if (shown >= 0 && !wanted.containsKey(shown)) {
            Location at = locationOf(snapshot, shown);
            if (at != null) {
                wanted.put(shown, at);
            }
        }
        Set<Location> places = new java.util.HashSet<>(wanted.values());
        Map<Integer, List<AgentReference>> out = new java.util.HashMap<>();
        for (LocationView l : snapshot.locations()) {
            if (!places.contains(l.location())) {
                continue;
            }
            for (WriteView w : l.writes()) {
                if (w.id() >= 0 && l.location().equals(wanted.get(w.id())) && w.visibleTo().isEmpty()) {
                    out.put(w.id(), session.visibleTo(l.location(), w.id()));
                }
            }
        }
        return out;
    }

    /**
     * The location of write {@code writeId} of the current session, looked up in {@code snapshot} once
     * and remembered (a write never moves): every frame wants the shown write's, and a large launch
     * has thousands of writes.
     */
    private Location locationOf(Snapshot snapshot, int writeId) {
        if (writeLocationsOf != session) {
            writeLocations.clear();
            writeLocationsOf = session;
        }
        Location known = writeLocations.get(writeId);
        if (known != null) {
            return known;
        }
        for (LocationView l : snapshot.locations()) {
            for (WriteView w : l.writes()) {
                if (w.id() == writeId) {
                    writeLocations.put(writeId, l.location());
                    return l.location();
                }
            }
        }
        return null;
    }
}
