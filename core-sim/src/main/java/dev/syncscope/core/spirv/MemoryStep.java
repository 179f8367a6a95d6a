package dev.syncscope.core.spirv;

import dev.syncscope.core.model.Action;

import java.util.List;

/**
 * What an atomic or image instruction does, as {@link AtomicActions} and {@link ImageOps} work it out for
 * {@link Machine}: a value for {@code resultId} ({@code actions} null: a texel pointer, an image's size), or memory
 * actions whose reads assemble into a {@code resultType} value for {@code resultId} (0: none; {@code atomicResult}: the
 * one read of an atomic), storing values undefined as {@code undefined} says.
 */
record MemoryStep(int resultId, Object value, List<Action> actions, SpirvType resultType, boolean atomicResult,
                  SpirvThread.Undefined undefined) {

    /** A step that only gives {@code resultId} the value {@code value}. */
    static MemoryStep value(int resultId, Object value) {
        return new MemoryStep(resultId, value, null, null, false, SpirvThread.Undefined.NONE);
    }
}
