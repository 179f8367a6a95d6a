package dev.syncscope.core.spirv;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** The persistent vector behind an invocation's ids and local memory: edits never show through older versions. */
class PVecTest {

    /** Indices below and above the 64 chunks whose ownership an edit keeps in a bit mask. */
    private static final int SPAN = 64 * 32 + 200;

    @Test
    void everyFrozenVersionKeepsItsValuesWhileLaterEditsGoOn() {
        editsKeepOlderVersions(7, 0);
    }

    @Test
    void flatVersionsKeepTheirValuesAndSoDoTheyAfterTheVectorOutgrowsTheFlatLayout() {
        editsKeepOlderVersions(11, 150);
    }

    /** Random edits and freezes, the first {@code flatRounds} rounds within the flat layout's indices. */
    private static void editsKeepOlderVersions(long seed, int flatRounds) {
        Random rnd = new Random(seed);
        List<PVec> versions = new ArrayList<>();
        List<Map<Integer, Object>> expected = new ArrayList<>();
        PVec v = PVec.empty();
        Map<Integer, Object> model = new HashMap<>();
        for (int round = 0; round < 300; round++) {
            PVec.Edit edit = new PVec.Edit(v);
            int sets = 1 + rnd.nextInt(12);
            for (int s = 0; s < sets; s++) {
                int i = round < flatRounds ? rnd.nextInt(PVec.FLAT_LIMIT)
                        : rnd.nextInt(4) == 0 ? rnd.nextInt(SPAN) : rnd.nextInt(40) + (rnd.nextBoolean() ? 0 : 2040);
                Object value = (long) rnd.nextInt(1000);
                edit.set(i, value);
                model.put(i, value);
                if (rnd.nextInt(5) == 0) {
                    // a freeze in the middle of an edit: later sets copy again and leave the frozen version alone
                    versions.add(edit.freeze());
                    expected.add(new HashMap<>(model));
                }
                assertEquals(value, edit.get(i));
            }
            v = edit.freeze();
            versions.add(v);
            expected.add(new HashMap<>(model));
            if (rnd.nextInt(10) == 0) {
                // an immutable set outside any edit
                int i = rnd.nextInt(round < flatRounds ? PVec.FLAT_LIMIT : SPAN);
                v = v.set(i, -1L);
                model.put(i, -1L);
                versions.add(v);
                expected.add(new HashMap<>(model));
            }
        }
        for (int k = 0; k < versions.size(); k++) {
            for (int i = 0; i < SPAN; i++) {
                assertEquals(expected.get(k).get(i), versions.get(k).get(i), "version " + k + " index " + i);
            }
        }
    }
}
