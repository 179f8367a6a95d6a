package dev.syncscope.core.exec;

import dev.syncscope.core.model.Semantics;
import dev.syncscope.core.model.StorageClass;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;

class ClassMasksTest {

    private static int expected(Set<StorageClass> classes) {
        int m = 0;
        for (StorageClass c : classes) {
            m |= 1 << c.ordinal();
        }
        return m;
    }

    /** More objects than slots, so some share a slot: every answer stays the object's own mask, asked in any order. */
    @Test
    void masksStayExactWhenObjectsShareASlot() {
        StorageClass[] all = StorageClass.values();
        List<Semantics> semantics = new ArrayList<>();
        for (int i = 0; i < 2_000; i++) {
            EnumSet<StorageClass> set = EnumSet.noneOf(StorageClass.class);
            for (int c = 0; c < all.length; c++) {
                if ((i >> c & 1) != 0) {
                    set.add(all[c]);
                }
            }
            semantics.add(new Semantics(true, true, set, false, false));
        }
        ClassMasks masks = new ClassMasks();
        for (int round = 0; round < 3; round++) {
            for (int i = 0; i < semantics.size(); i++) {
                // alternate with a neighbour, which may share the slot, then come back
                Semantics s = semantics.get(i);
                Semantics t = semantics.get((i * 7 + round) % semantics.size());
                assertEquals(expected(s.storageClasses()), masks.mask(s));
                assertEquals(expected(t.storageClasses()), masks.mask(t));
                assertEquals(expected(s.storageClasses()), masks.mask(s));
                assertEquals(expected(t.storageClasses()), masks.mask(t.storageClasses()));
                assertEquals(expected(s.storageClasses()), masks.mask(s.storageClasses()));
                assertEquals((expected(s.storageClasses()) & (1 << StorageClass.WORKGROUP.ordinal())) != 0,
                        masks.covers(s, StorageClass.WORKGROUP));
            }
        }
    }
}
