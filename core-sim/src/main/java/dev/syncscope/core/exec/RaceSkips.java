package dev.syncscope.core.exec;

import dev.syncscope.core.memory.PSlots;
import dev.syncscope.core.memory.WriteRecord;
import dev.syncscope.core.model.Location;
import dev.syncscope.core.model.SourceSpan;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * What the data-race check has learnt about a location's earlier accesses per later instruction and kind (a
 * <em>line</em>): which accesses' invocations are saturated there ({@link Races#room}: {@link Race#LISTED_PER_LINES}
 * races listed between the access's instruction and kind and the line's, and a race found and not listed), as skip
 * links over runs of such accesses in the order the check walks them (the live writes by slot, the retired writes and
 * the reads by index). A later access of the line whose own invocation is saturated for every instruction and kind a
 * link passes over takes the link instead of visiting the accesses (their pairs are {@link Races}' SKIP). The argument
 * that this is exact is in {@link Races}' class comment.
 *
 * <p>Scratch of the engine's thread, not part of the state: it holds only facts that stay true while the engine steps
 * forward (tallies only grow), so the engine forgets it whenever the state moves any other way (step back, seek to a
 * checkpoint, a failed step rolled back); it is then learnt again by the checks that follow.
 */
final class RaceSkips {

    /** Instructions and kinds per line beyond which accesses are not linked over (a mask is a long). */
    private static final int MAX_CLASSES = 64;

    /** A later access's instruction and kind. */
    private record LineKey(SourceSpan source, boolean write) { }

    /** Per location and line, what is known (made on first use). */
    private final Map<Location, Map<LineKey, Line>> lines = new HashMap<>();

    /** Links taken so far (for tests: whether a check passed over anything). */
    private long taken;

    /** Links taken so far, also before the latest {@link #forget}. */
    long taken() {
        return taken;
    }

    /** How many lines hold links (for tests: one is made only where a saturated pair was met). */
    int lineCount() {
        return lines.values().stream().mapToInt(Map::size).sum();
    }

    /** Forgets everything learnt (the state moved other than by a step forward). */
    void forget() {
        lines.clear();
    }

    /** The links of {@code location} for accesses at {@code source} of kind {@code write}; null when none were made. */
    Line find(Location location, SourceSpan source, boolean write) {
        Map<LineKey, Line> m = lines.get(location);
        return m == null ? null : m.get(new LineKey(source, write));
    }

    /** The links of {@code location} for accesses at {@code source} of kind {@code write}, made when new. */
    Line line(Location location, SourceSpan source, boolean write) {
        return lines.computeIfAbsent(location, l -> new HashMap<>(4))
                .computeIfAbsent(new LineKey(source, write), k -> new Line(this, source, write));
    }

    /** A mutable skip link over live writes: to the next slot worth visiting, over the classes in {@code mask}. */
    private static final class Jump {
        int to;
        long mask;

        Jump(int to, long mask) {
            this.to = to;
            this.mask = mask;
        }
    }

    /**
     * The links of one location and line, and the current access's saturation per class (an earlier access's
     * instruction and kind): {@link #begin} for each access checked.
     */
    static final class Line {
        private final RaceSkips skips;
        private final SourceSpan source;
        private final boolean write;
        private final Map<SourceSpan, Integer> readClasses = new HashMap<>();
        private final Map<SourceSpan, Integer> writeClasses = new HashMap<>();
        private final List<SourceSpan> classSources = new ArrayList<>();
        private long classWrites;
        /**
         * Per live write's slot: the link from it. A link stays right while the engine steps forward: writes leave the
         * run it passes over (retired: the walk over the retired writes meets them) but never join it (new writes get
         * newer slots), and slots renumbered by {@link PSlots} get numbers never linked from.
         */
        private final Map<Integer, Jump> live = new HashMap<>();
        /** Per index of the retired writes and of the reads: 0 not linked, else the next index to visit plus 2. */
        private int[] retiredTo = new int[0];
        private long[] retiredMask = new long[0];
        private int[] readsTo = new int[0];
        private long[] readsMask = new long[0];

        private Tx tx;
        private int agent;
        /** The current access's classes looked up, and those of them it is saturated in. */
        private long known;
        private long saturated;

        private Line(RaceSkips skips, SourceSpan source, boolean write) {
            this.skips = skips;
            this.source = source;
            this.write = write;
        }

        /**
         * Starts the check of an access of {@code agent} (of this line) at a location with {@code liveWrites} live
         * writes. Links from slots that lost their write (retired, or renumbered) are
         * dropped once they outnumber the live writes.
         */
        void begin(Tx tx, int agent, int liveWrites) {
            if (live.size() > 2 * liveWrites + 1024) {
                live.clear();
            }
            this.tx = tx;
            this.agent = agent;
            known = 0;
            saturated = 0;
        }

        /** The current access's tallies grew: what was not saturated is looked up again. */
        void tallied() {
            known = saturated;
        }

        /** Whether the current access's invocation is saturated in every class of {@code mask}. */
        private boolean saturatedIn(long mask) {
            long unknown = mask & ~known;
            while (unknown != 0) {
                int c = Long.numberOfTrailingZeros(unknown);
                unknown &= unknown - 1;
                boolean w = (classWrites & (1L << c)) != 0;
                Integer t = tx.globals().raceCounts().get(new RaceLines(agent, classSources.get(c), source,
                        (w ? 1 : 0) | (write ? 2 : 0)));
                known |= 1L << c;
                if (RaceLines.listed(t) >= Races.LISTED_PER_LINES && RaceLines.more(t)) {
                    saturated |= 1L << c;
                }
            }
            return (mask & ~saturated) == 0;
        }

        /** The class of an earlier access at {@code src} ({@code w}: a write), or -1 past {@link #MAX_CLASSES}. */
        private int classOf(SourceSpan src, boolean w) {
            Map<SourceSpan, Integer> m = w ? writeClasses : readClasses;
            Integer c = m.get(src);
            if (c == null) {
                if (classSources.size() == MAX_CLASSES) {
                    return -1;
                }
                c = classSources.size();
                classSources.add(src);
                classWrites |= w ? 1L << c : 0;
                m.put(src, c);
            }
            return c;
        }

        /** The first slot of {@code writes} (a location's live writes) from {@code c} on that the current access must visit (-1: none). */
        int live(PSlots<WriteRecord> writes, int c) {
            Jump j = live.get(c);
            if (j == null || !saturatedIn(j.mask)) {
                return c;
            }
            for (Jump k = live.get(j.to); k != null && saturatedIn(k.mask); k = live.get(j.to)) {
                j.mask |= k.mask;
                j.to = k.to;
            }
            skips.taken++;
            // the slot linked to may have lost its write since: the next one below is the first to visit
            return j.to < 0 || writes.at(j.to) != null ? j.to : writes.below(j.to);
        }

        /** The write in slot {@code c} of {@code writes}: its invocation is saturated in this line for its write. */
        void saturatedLive(PSlots<WriteRecord> writes, int c) {
            int k = classOf(writes.at(c).source(), true);
            if (k >= 0) {
                live.put(c, new Jump(writes.below(c), 1L << k));
            }
        }

        /** The first retired index from {@code i} down that the current access must visit (-1: none). */
        int retired(int i) {
            return follow(retiredTo, retiredMask, i);
        }

        /** Retired write {@code i}'s invocation is saturated in this line. */
        void saturatedRetired(int i, SourceSpan src) {
            int k = classOf(src, true);
            if (k >= 0) {
                if (i >= retiredTo.length) {
                    retiredTo = Arrays.copyOf(retiredTo, Math.max(16, 2 * (i + 1)));
                    retiredMask = Arrays.copyOf(retiredMask, retiredTo.length);
                }
                retiredTo[i] = i - 1 + 2;
                retiredMask[i] = 1L << k;
            }
        }

        /** The first read index from {@code i} down that the current access must visit (-1: none). */
        int reads(int i) {
            return follow(readsTo, readsMask, i);
        }

        /** Read {@code i}'s invocation is saturated in this line. */
        void saturatedRead(int i, SourceSpan src) {
            int k = classOf(src, false);
            if (k >= 0) {
                if (i >= readsTo.length) {
                    readsTo = Arrays.copyOf(readsTo, Math.max(16, 2 * (i + 1)));
                    readsMask = Arrays.copyOf(readsMask, readsTo.length);
                }
                readsTo[i] = i - 1 + 2;
                readsMask[i] = 1L << k;
            }
        }

        /** Follows the links from index {@code i} as far as the current access may, shortening the first one. */
        private int follow(int[] to, long[] mask, int i) {
            if (i < 0 || i >= to.length || to[i] == 0 || !saturatedIn(mask[i])) {
                return i;
            }
            int j = to[i] - 2;
            long m = mask[i];
            while (j >= 0 && j < to.length && to[j] != 0 && saturatedIn(mask[j])) {
                m |= mask[j];
                j = to[j] - 2;
            }
            to[i] = j + 2;
            mask[i] = m;
            skips.taken++;
            return j;
        }
    }
}
