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
 * each smaller scope instance"), so the mark for level j is the latest operation with level ≥ j.
 * Immutable.
 */
public final class VisMarks {

    public static final int LEVELS = 4;
    public static final VisMarks NONE = new VisMarks(new VisMark[StorageClass.values().length][LEVELS], Map.of());

    private final VisMark[][] semantic;
    private final Map<Key, VisMark[]> perInstruction;

    /** A per-instruction mark's (reference, location). */
    private record Key(String reference, Location location) { }

    private VisMarks(VisMark[][] semantic, Map<Key, VisMark[]> perInstruction) {
        this.semantic = semantic;
        this.perInstruction = perInstruction;
    }

    /** The latest MakeVisible operation for {@code sc} sourcing level {@code level}, or {@code null}. */
    public VisMark semantic(StorageClass sc, int level) {
        return semantic[sc.ordinal()][level];
    }

    /** The latest per-instruction visibility operation on (reference, location) sourcing {@code level}. */
    public VisMark perInstruction(String reference, Location location, int level) {
        if (perInstruction.isEmpty()) {
            return null;
        }
        VisMark[] m = perInstruction.get(new Key(reference, location));
        return m == null ? null : m[level];
    }

    /** After a MakeVisible operation for {@code sc} sourcing levels 0..{@code level}. */
    public VisMarks withSemantic(StorageClass sc, int level, VisMark mark) {
        VisMark[][] s = semantic.clone();
        VisMark[] row = s[sc.ordinal()].clone();
        for (int l = 0; l <= level; l++) {
            row[l] = mark;
        }
        s[sc.ordinal()] = row;
        return new VisMarks(s, perInstruction);
    }

    /** After a per-instruction visibility operation on (reference, location) sourcing 0..{@code level}. */
    public VisMarks withPerInstruction(String reference, Location location, int level, VisMark mark) {
        Map<Key, VisMark[]> p = new HashMap<>(perInstruction);
        Key k = new Key(reference, location);
        VisMark[] row = p.containsKey(k) ? p.get(k).clone() : new VisMark[LEVELS];
        for (int l = 0; l <= level; l++) {
            row[l] = mark;
        }
        p.put(k, row);
        return new VisMarks(semantic, Map.copyOf(p));
    }

    @Override
    public boolean equals(Object o) {
        if (!(o instanceof VisMarks v) || !java.util.Arrays.deepEquals(semantic, v.semantic)
                || !perInstruction.keySet().equals(v.perInstruction.keySet())) {
            return false;
        }
        for (Map.Entry<Key, VisMark[]> e : perInstruction.entrySet()) {
            if (!java.util.Arrays.equals(e.getValue(), v.perInstruction.get(e.getKey()))) {
                return false;
            }
        }
        return true;
    }

    @Override
    public int hashCode() {
        return java.util.Arrays.deepHashCode(semantic) * 31 + perInstruction.keySet().hashCode();
    }
}
