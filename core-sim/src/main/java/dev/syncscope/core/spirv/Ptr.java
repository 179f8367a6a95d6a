package dev.syncscope.core.spirv;

import dev.syncscope.core.model.Reference;

import java.util.List;

/** Pointer values of the interpreter. Immutable. */
sealed interface Ptr {

    SpirvType pointee();

    /**
     * A pointer into shared memory reached through a model {@link Reference} (storage buffer,
     * uniform buffer, workgroup variable) at byte {@code offset}. {@code coherent}/{@code volatile_}
     * record Coherent/Volatile decorations met on the way (variable, struct members on the access chain);
     * {@code readOnly} a NonWritable decoration or a Uniform block.
     */
    record Memory(Reference reference, int offset, SpirvType pointee, int storageClass, boolean coherent,
                  boolean volatile_, boolean readOnly) implements Ptr { }

    /** A pointer into invocation-local storage (Function, Private, Input): a cell and a path of indices. */
    record Local(int cell, List<Integer> path, SpirvType pointee) implements Ptr {
        public Local {
            path = List.copyOf(path);
        }
    }
}
