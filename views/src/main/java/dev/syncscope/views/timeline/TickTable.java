package dev.syncscope.views.timeline;

import dev.syncscope.core.api.Snapshot;
import dev.syncscope.core.exec.Diagnostic;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.NavigableMap;
import java.util.TreeMap;
import java.util.function.Function;

/**
 * The timeline's ticks by position, kept from frame to frame: the ticks of a snapshot's diagnostics (a diagnostic
 * shows from its step + 1, at most the trace's end), and ticks seen earlier past its position while still inside the
 * recorded trace (after a step back they can be redone). A frame's diagnostics are mostly those of the frame before,
 * the same objects in the same order: only those it adds or drops (a step back) change ticks, so a frame of a long
 * run costs a comparison of references per diagnostic and no wording ({@link Tick}). FX thread only.
 */
final class TickTable {

    private final Function<Diagnostic, String> words;
    /** The ticks of the last snapshot's diagnostics. */
    private final NavigableMap<Integer, Tick> own = new TreeMap<>();
    /** Ticks seen earlier past the last snapshot's position, inside its trace, at no position of {@link #own}. */
    private final NavigableMap<Integer, Tick> ahead = new TreeMap<>();
    private List<Diagnostic> last = List.of();
    private int lastTraceSize;
    /** The latest step of a diagnostic of {@link #last}, -1 if none. */
    private long lastLatest = -1;

    /** Ticks worded by {@code words}. */
    TickTable(Function<Diagnostic, String> words) {
        this.words = words;
    }

    /** Forgets every tick (a new kernel). */
    void clear() {
        own.clear();
        ahead.clear();
        last = List.of();
        lastTraceSize = 0;
        lastLatest = -1;
    }

    /**
     * Takes {@code snapshot}'s diagnostics and position; returns the lowest position whose tick was added, replaced
     * or dropped, {@link Integer#MAX_VALUE} when none was.
     */
    int update(Snapshot snapshot) {
        List<Diagnostic> now = snapshot.diagnostics();
        int traceSize = snapshot.traceSize();
        int kept = 0;
        boolean same = true;
        long latest = -1;
        for (int i = 0; i < now.size(); i++) {
            Diagnostic d = now.get(i);
            if (same && i < last.size() && last.get(i) == d) {
                kept++;
            } else {
                same = false;
            }
            latest = Math.max(latest, d.step());
        }
        if (traceSize != lastTraceSize && (lastLatest + 1 > lastTraceSize || latest + 1 > traceSize)) {
            // a diagnostic placed at the trace's end rather than after its step moves with the end
            kept = 0;
        }
        Changes changed = new Changes();
        drop(last.subList(kept, last.size()), changed);
        add(now.subList(kept, now.size()), traceSize, changed);
        prune(snapshot.position(), traceSize, changed);
        last = now;
        lastTraceSize = traceSize;
        lastLatest = latest;
        return changed.lowest;
    }

    /** The ticks from {@code position} on, in position order. */
    List<Tick> from(int position) {
        List<Tick> out = new ArrayList<>();
        Iterator<Tick> a = own.tailMap(position, true).values().iterator();
        Iterator<Tick> b = ahead.tailMap(position, true).values().iterator();
        Tick x = a.hasNext() ? a.next() : null;
        Tick y = b.hasNext() ? b.next() : null;
        while (x != null || y != null) {
            if (y == null || (x != null && x.position() < y.position())) {
                out.add(x);
                x = a.hasNext() ? a.next() : null;
            } else {
                out.add(y);
                y = b.hasNext() ? b.next() : null;
            }
        }
        return out;
    }

    /**
     * Takes back {@code gone}, the last diagnostics of the frame before (stepped back over, or all of them): a tick
     * losing all its diagnostics is remembered as ahead, one losing some keeps the others.
     */
    private void drop(List<Diagnostic> gone, Changes changed) {
        Map<Integer, Integer> count = new TreeMap<>();
        for (Diagnostic d : gone) {
            count.merge(placed(d, lastTraceSize), 1, Integer::sum);
        }
        count.forEach((at, n) -> {
            Tick tick = own.get(at);
            int left = tick.diagnostics().size() - n;
            if (left > 0) {
                own.put(at, tick.first(left));
            } else {
                own.remove(at);
                ahead.put(at, tick);
            }
            changed.at(at);
        });
    }

    /** Adds {@code found}, the diagnostics new in this frame, to the ticks at their positions. */
    private void add(List<Diagnostic> found, int traceSize, Changes changed) {
        Map<Integer, List<Diagnostic>> byPosition = new TreeMap<>();
        for (Diagnostic d : found) {
            byPosition.computeIfAbsent(placed(d, traceSize), k -> new ArrayList<>()).add(d);
        }
        byPosition.forEach((at, list) -> {
            Tick before = own.get(at);
            own.put(at, before == null ? new Tick(at, list, words) : before.with(list));
            ahead.remove(at);
            changed.at(at);
        });
    }

    /** Forgets ticks remembered ahead that are now at or before the position, or past the trace's end. */
    private void prune(int position, int traceSize, Changes changed) {
        for (NavigableMap<Integer, Tick> gone : List.of(ahead.headMap(position, true),
                ahead.tailMap(traceSize, false))) {
            if (!gone.isEmpty()) {
                changed.at(gone.firstKey());
                gone.clear();
            }
        }
    }

    /** Where {@code d} shows: after its step, at most at the trace's end. */
    private static int placed(Diagnostic d, int traceSize) {
        return (int) Math.min(d.step() + 1, traceSize);
    }

    /** The lowest position changed by an update. */
    private static final class Changes {
        int lowest = Integer.MAX_VALUE;

        void at(int position) {
            lowest = Math.min(lowest, position);
        }
    }
}
