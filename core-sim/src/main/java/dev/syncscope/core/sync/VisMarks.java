package dev.syncscope.core.sync;

import dev.syncscope.core.model.Location;
import dev.syncscope.core.model.StorageClass;

import java.util.HashMap;
import java.util.Map;

/**
 * An agent's latest visibility operations, per source domain level (0 subgroup .. 3 shader):
 * those from MakeVisible semantics per storage class, and per-instruction ones (MakePointerVisible,
 * atomic reads) per (reference, location). A visibility operation whose source is level k also
 * sources every narrower level (VK MM: "it also includes the memory domains that correspond to
 * each smaller scope instance"), so the mark for level j is the latest operation with level ≥ j,
 * keeping the clocks of earlier ones for the storage classes only they have ({@link #merged}).
 * Immutable.
 */
public final class VisMarks {

    public static final int LEVELS = 4;
    public static final VisMarks NONE = new VisMarks(new VisMark[StorageClass.values().length][LEVELS], new Entry[0],
            null);
    /** Most (reference, location) pairs held in a plain array; beyond, a hash map by pair. */
    private static final int SMALL = 16;

    private final VisMark[][] semantic;
    /** The per-instruction marks while few (the latest pair last), else null. */
    private final Entry[] few;
    /** The per-instruction marks once many, else null. Never changed after construction. */
    private final Map<Key, VisMark[]> many;

    /** A per-instruction mark's (reference, location). */
    private record Key(String reference, Location location) { }

    /** The marks of one (reference, location), by level. */
    private record Entry(String reference, Location location, VisMark[] row) {
        boolean is(String r, Location l) {
            return reference.equals(r) && location.equals(l);
        }
    }

    private VisMarks(VisMark[][] semantic, Entry[] few, Map<Key, VisMark[]> many) {
        this.semantic = semantic;
        this.few = few;
        this.many = many;
    }

    /** The latest MakeVisible operation for {@code sc} sourcing level {@code level}, or {@code null}. */
    public VisMark semantic(StorageClass sc, int level) {
        return semantic[sc.ordinal()][level];
    }

    /** The latest per-instruction visibility operation on (reference, location) sourcing {@code level}. */
    public VisMark perInstruction(String reference, Location location, int level) {
        VisMark[] row = row(reference, location);
        return row == null ? null : row[level];
    }

    private VisMark[] row(String reference, Location location) {
        if (few != null) {
            for (int i = few.length - 1; i >= 0; i--) {
                if (few[i].is(reference, location)) {
                    return few[i].row();
                }
            }
            return null;
        }
        return many.get(new Key(reference, location));
    }

    /** After a MakeVisible operation for {@code sc} sourcing levels 0..{@code level}. */
    public VisMarks withSemantic(StorageClass sc, int level, VisMark mark) {
        VisMark[][] s = semantic.clone();
        VisMark[] row = s[sc.ordinal()].clone();
        for (int l = 0; l <= level; l++) {
            row[l] = merged(row[l], mark);
        }
        s[sc.ordinal()] = row;
        return new VisMarks(s, few, many);
    }

    /** After a per-instruction visibility operation on (reference, location) sourcing 0..{@code level}. */
    public VisMarks withPerInstruction(String reference, Location location, int level, VisMark mark) {
        VisMark[] old = row(reference, location);
        VisMark[] row = old != null ? old.clone() : new VisMark[LEVELS];
        for (int l = 0; l <= level; l++) {
            row[l] = merged(row[l], mark);
        }
        if (few != null && (old != null || few.length < SMALL)) {
            Entry[] out = new Entry[few.length + (old == null ? 1 : 0)];
            int n = 0;
            for (Entry e : few) {
                if (old == null || !e.is(reference, location)) {
                    out[n++] = e;
                }
            }
            out[n] = new Entry(reference, location, row);
            return new VisMarks(semantic, out, null);
        }
        Map<Key, VisMark[]> p = new HashMap<>(asMap());
        p.put(new Key(reference, location), row);
        return new VisMarks(semantic, null, p);
    }

    /**
     * One mark for two visibility operations of one agent sourcing one level, {@code older} program-ordered before
     * {@code newer}: {@code newer} itself when it has every storage class {@code older} has. Otherwise what
     * {@code older} made visible stays visible (VK MM: Availability and Visibility: visibility operations only
     * expand the tuples a write is visible to), though an availability operation ordered before {@code older} only
     * through a class {@code newer} lacks does not happen-before {@code newer} (VK MM: Inter-Thread-Happens-Before:
     * "has all of SC in its semantics"; Happens-Before: program order and inter-thread-happens-before do not
     * chain): the mark has both operations' classes, with {@code older}'s clocks for those only it has. An agent's
     * knowledge only grows, so {@code newer}'s clocks answer for the classes both have. The pairs' clocks go with
     * the class of the accessed memory (bits 8-15): {@code older}'s when only it has one; when both have different
     * ones, {@code newer}'s.
     */
    static VisMark merged(VisMark older, VisMark newer) {
        if (older == null || older == newer) {
            return newer;
        }
        int olderOnly = older.classMask() & 0xFF & ~newer.classMask();
        int olderAccess = older.classMask() & 0xFF00;
        boolean olderPairs = olderAccess != 0 && (newer.classMask() & 0xFF00) == 0;
        if (olderOnly == 0 && !olderPairs) {
            return newer;
        }
        Knowledge k = older.knowledge();
        for (int set = 0; set < ClassSets.COUNT; set++) {
            boolean olders = set < ClassSets.SINGLES ? (olderOnly & (1 << set)) != 0 : olderPairs;
            if (!olders) {
                k = k.replace(set, newer.knowledge().get(set));
            }
        }
        return new VisMark(newer.seq(), newer.clock(), k,
                newer.classMask() | olderOnly | (olderPairs ? olderAccess : 0));
    }

    /** The per-instruction marks as a map (a new one). */
    private Map<Key, VisMark[]> asMap() {
        if (few == null) {
            return many;
        }
        Map<Key, VisMark[]> m = new HashMap<>();
        for (Entry e : few) {
            m.put(new Key(e.reference(), e.location()), e.row());
        }
        return m;
    }

    @Override
    public boolean equals(Object o) {
        if (!(o instanceof VisMarks v) || !java.util.Arrays.deepEquals(semantic, v.semantic)) {
            return false;
        }
        Map<Key, VisMark[]> mine = asMap();
        Map<Key, VisMark[]> theirs = v.asMap();
        if (!mine.keySet().equals(theirs.keySet())) {
            return false;
        }
        for (Map.Entry<Key, VisMark[]> e : mine.entrySet()) {
            if (!java.util.Arrays.equals(e.getValue(), theirs.get(e.getKey()))) {
                return false;
            }
        }
        return true;
    }

    @Override
    public int hashCode() {
        return java.util.Arrays.deepHashCode(semantic) * 31 + asMap().keySet().hashCode();
    }
}
