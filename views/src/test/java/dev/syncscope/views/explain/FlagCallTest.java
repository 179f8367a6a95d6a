package dev.syncscope.views.explain;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The call a flag's advice names is the one the author wrote for the flag at the access's line, also when the call
 * starts on a line before it (the review of session 47: an HLSL {@code InterlockedOr(} split over two lines was
 * advised in GLSL's words, "its atomicLoad of the flag").
 */
class FlagCallTest {

    @Test
    void theCallOnTheAccesssLineWhoseFirstArgumentIsTheFlag() {
        String text = "uint o;\nInterlockedAdd(count[0], 1, o); InterlockedOr(fl[0], 0, f);\n";
        assertEquals("InterlockedOr", FlagCall.at(text, 2, "fl[0]", "atomicLoad"));
        assertEquals("InterlockedAdd", FlagCall.at(text, 2, "other", "atomicLoad"), "else the first call there");
    }

    @Test
    void aCallStartedOnALineBeforeReachingTheAccesssLineCounts() {
        String text = "void main() {\n    InterlockedOr(\n        fl[0], 0, f);\n}\n";
        assertEquals("InterlockedOr", FlagCall.at(text, 3, "fl[0]", "atomicLoad"));
    }

    @Test
    void aCallWhoseFirstArgumentIsOnTheNextLineCounts() {
        // the access's line is the call's (as the SPIR-V debug lines of an HLSL kernel put it)
        String text = "void main() {\n    InterlockedOr(\n        fl, 0, f);\n}\n";
        assertEquals("InterlockedOr", FlagCall.at(text, 2, "fl", "atomicLoad"));
    }

    @Test
    void aCallEndedOnAnEarlierLineDoesNot() {
        String text = "InterlockedOr(fl[0], 0, f);\nres[0] = d;\nInterlockedAdd(c[0], 1, o);\n";
        assertEquals("atomicLoad", FlagCall.at(text, 2, "fl[0]", "atomicLoad"), "nor one starting on a later line");
    }

    /**
     * The HLSL barrier for a flag whose data's memory is not known is AllMemoryBarrier(), which orders every kind, and
     * the reason says so, not that one of the two is groupshared and the other a UAV (VK MM: Inter-Thread-Happens-Before:
     * the barrier must have the data's class too, whatever it is).
     */
    @Test
    void aBarrierForMemoryNotKnownIsAllMemoryBarrierForEveryKind() {
        for (dev.syncscope.views.i18n.Messages words : java.util.List.of(SameWords.EN, SameWords.JA)) {
            int kind = FlagCall.hlslBarrierKind(null, dev.syncscope.core.model.StorageClass.STORAGE_BUFFER);
            Object[] args = new Object[23];
            java.util.Arrays.fill(args, "");
            args[18] = FlagCall.hlslBarrier(null, dev.syncscope.core.model.StorageClass.STORAGE_BUFFER, words);
            args[22] = kind;
            String said = words.get("check.kernel.RELEASE_FENCE_FLAG_CLASS.hlsl", args);
            assertEquals(true, said.contains("AllMemoryBarrier()"), said);
            assertEquals(false, said.contains("groupshared and the other") || said.contains("一方は groupshared"), said);
        }
    }
}
