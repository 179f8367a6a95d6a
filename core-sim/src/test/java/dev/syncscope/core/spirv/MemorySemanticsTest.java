package dev.syncscope.core.spirv;

import dev.syncscope.core.model.Semantics;
import dev.syncscope.core.model.StorageClass;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

/**
 * SPIR-V memory semantics operands as model semantics ({@link MemoryRules#semantics}), which are shared
 * per distinct semantics: every combination of the bits, asked in two random orders and with bits that
 * carry nothing for the model set or not, reads back as its own bits say.
 */
class MemorySemanticsTest {

    private static final int[] BITS = {Spv.SEM_ACQUIRE, Spv.SEM_RELEASE, Spv.SEM_ACQUIRE_RELEASE, Spv.SEM_SEQ_CST,
        Spv.SEM_UNIFORM_MEMORY, Spv.SEM_WORKGROUP_MEMORY, Spv.SEM_IMAGE_MEMORY, Spv.SEM_OUTPUT_MEMORY,
        Spv.SEM_MAKE_AVAILABLE, Spv.SEM_MAKE_VISIBLE};
    /** Bits the model does not read (subgroup, cross-workgroup and atomic-counter memory; volatile). */
    private static final int IGNORED = Spv.SEM_SUBGROUP_MEMORY | Spv.SEM_CROSS_WORKGROUP_MEMORY
            | Spv.SEM_ATOMIC_COUNTER_MEMORY | Spv.SEM_VOLATILE;

    /** The storage-class bits of a semantics operand and the class each names (Vulkan: Uniform and StorageBuffer). */
    private static final Map<Integer, StorageClass> CLASS_BITS = Map.of(Spv.SEM_UNIFORM_MEMORY,
            StorageClass.STORAGE_BUFFER, Spv.SEM_WORKGROUP_MEMORY, StorageClass.WORKGROUP, Spv.SEM_IMAGE_MEMORY,
            StorageClass.IMAGE, Spv.SEM_OUTPUT_MEMORY, StorageClass.OUTPUT);

    @Test
    void everyCombinationOfSemanticsBitsReadsBackAsItsBitsSayInAnyOrder() {
        List<Integer> all = new ArrayList<>();
        for (int subset = 0; subset < 1 << BITS.length; subset++) {
            int bits = 0;
            for (int i = 0; i < BITS.length; i++) {
                bits |= (subset >> i & 1) != 0 ? BITS[i] : 0;
            }
            all.add(bits);
        }
        Random random = new Random(17);
        for (int round = 0; round < 2; round++) {
            Collections.shuffle(all, random);
            for (int bits : all) {
                Semantics s = MemoryRules.semantics(bits);
                assertEquals(expected(bits), s, () -> "semantics 0x" + Integer.toHexString(bits));
                assertSame(s, MemoryRules.semantics(bits | IGNORED), "bits the model does not read share the object");
            }
        }
    }

    /** SPIR-V 3.25 Memory Semantics; VK MM: SequentiallyConsistent is treated as AcquireRelease. */
    private static Semantics expected(int bits) {
        boolean both = (bits & (Spv.SEM_ACQUIRE_RELEASE | Spv.SEM_SEQ_CST)) != 0;
        Set<StorageClass> classes = EnumSet.noneOf(StorageClass.class);
        CLASS_BITS.forEach((bit, storageClass) -> {
            if ((bits & bit) != 0) {
                classes.add(storageClass);
            }
        });
        return new Semantics(both || (bits & Spv.SEM_ACQUIRE) != 0, both || (bits & Spv.SEM_RELEASE) != 0, classes,
                (bits & Spv.SEM_MAKE_AVAILABLE) != 0, (bits & Spv.SEM_MAKE_VISIBLE) != 0);
    }
}
