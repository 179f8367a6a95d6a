package dev.syncscope.core.sync;

import dev.syncscope.core.model.Location;
import org.junit.jupiter.api.Test;

import java.util.HashMap;
import java.util.Map;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;

/**
 * Per-instruction visibility marks (VK MM: Availability and Visibility Semantics, MakePointerVisible per
 * (reference, location)), against a plain map, for agents that read a few locations and many.
 */
class VisMarksTest {

    private static VisMark mark(int seq) {
        return new VisMark(seq, Clock.EMPTY, Knowledge.EMPTY, 0);
    }

    @Test
    void eachPairKeepsItsLatestMarkPerLevelAndEveryOlderStateStaysAsItWas() {
        Random rnd = new Random(3);
        VisMarks v = VisMarks.NONE;
        Map<String, VisMark[]> model = new HashMap<>();
        VisMarks[] states = new VisMarks[400];
        Map<String, VisMark[]>[] models = newModels(states.length);
        for (int step = 0; step < states.length; step++) {
            // few pairs at first, then up to 40 (past the plain array's 16)
            int pairs = step < 100 ? 5 : 40;
            String ref = rnd.nextBoolean() ? "a" : "b";
            Location loc = new Location("buf", rnd.nextInt(pairs / 2 + 1));
            int level = rnd.nextInt(VisMarks.LEVELS);
            VisMark m = mark(step);
            v = v.withPerInstruction(ref, loc, level, m);
            VisMark[] row = model.containsKey(ref + loc) ? model.get(ref + loc).clone() : new VisMark[VisMarks.LEVELS];
            for (int l = 0; l <= level; l++) {
                row[l] = m;
            }
            model.put(ref + loc, row);
            states[step] = v;
            models[step] = new HashMap<>(model);
        }
        for (int step = 0; step < states.length; step++) {
            for (String ref : new String[] {"a", "b", "c"}) {
                for (int i = 0; i < 22; i++) {
                    Location loc = new Location("buf", i);
                    VisMark[] row = models[step].get(ref + loc);
                    for (int l = 0; l < VisMarks.LEVELS; l++) {
                        assertSame(row == null ? null : row[l], states[step].perInstruction(ref, loc, l),
                                "step " + step + " " + ref + " " + loc + " level " + l);
                    }
                }
            }
        }
    }

    @Test
    void equalMarksAreEqualWhicheverWayTheyWereBuilt() {
        VisMarks few = VisMarks.NONE;
        VisMarks many = VisMarks.NONE;
        VisMark m = mark(1);
        // the same 20 pairs: one in order, one after 30 other pairs pushed it past the plain array
        for (int i = 0; i < 30; i++) {
            many = many.withPerInstruction("x", new Location("other", i), 0, m);
        }
        for (int i = 0; i < 20; i++) {
            few = few.withPerInstruction("r", new Location("buf", i), 1, m);
            many = many.withPerInstruction("r", new Location("buf", i), 1, m);
        }
        assertNull(few.perInstruction("x", new Location("other", 0), 0));
        VisMarks same = VisMarks.NONE;
        for (int i = 19; i >= 0; i--) {
            same = same.withPerInstruction("r", new Location("buf", i), 1, m);
        }
        assertEquals(few, same);
        assertEquals(few.hashCode(), same.hashCode());
    }

    @SuppressWarnings("unchecked")
    private static Map<String, VisMark[]>[] newModels(int n) {
        return new Map[n];
    }

    /**
     * VK MM: Availability and Visibility (visibility only expands) and Inter-Thread-Happens-Before&lt;SC&gt;: a
     * MakeVisible naming sc0 after one naming sc0 and sc1 keeps the older one's sc1 clock, and its own for sc0.
     */
    @Test
    void aLaterMarkNamingFewerClassesKeepsTheOlderClocksOfTheClassesOnlyTheOlderNames() {
        int sc0 = 1;
        int sc1 = 1 << 1;
        Knowledge older = Knowledge.EMPTY.join(0, Clock.of(7, 2)).join(1, Clock.of(7, 5));
        // later the agent knows more of agent 7 through both classes
        Knowledge newer = older.join(0, Clock.of(7, 9)).join(1, Clock.of(7, 9));
        VisMarks v = VisMarks.NONE.withSemantic(dev.syncscope.core.model.StorageClass.STORAGE_BUFFER, 3,
                new VisMark(4, Clock.EMPTY, older, sc0 | sc1));
        v = v.withSemantic(dev.syncscope.core.model.StorageClass.STORAGE_BUFFER, 3,
                new VisMark(10, Clock.EMPTY, newer, sc0));
        VisMark m = v.semantic(dev.syncscope.core.model.StorageClass.STORAGE_BUFFER, 3);
        assertEquals(10, m.seq());
        assertEquals(sc0 | sc1, m.classMask());
        assertEquals(9, m.knowledge().get(0).get(7), "sc0: the newer operation's clock");
        assertEquals(5, m.knowledge().get(1).get(7), "sc1: the older operation's clock, not what came later");
        VisMark same = new VisMark(12, Clock.EMPTY, newer, sc0 | sc1);
        assertSame(same, v.withSemantic(dev.syncscope.core.model.StorageClass.STORAGE_BUFFER, 3, same)
                .semantic(dev.syncscope.core.model.StorageClass.STORAGE_BUFFER, 3), "a mark naming every class replaces");
    }
}
