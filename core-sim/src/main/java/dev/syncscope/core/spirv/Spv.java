package dev.syncscope.core.spirv;

/**
 * Numeric SPIR-V enumerant values the interpreter switches on (from the SPIR-V grammar). Immutable.
 */
final class Spv {
    static final int SC_UNIFORM_CONSTANT = 0;
    static final int SC_INPUT = 1;
    static final int SC_UNIFORM = 2;
    static final int SC_WORKGROUP = 4;
    static final int SC_PRIVATE = 6;
    static final int SC_FUNCTION = 7;
    static final int SC_PUSH_CONSTANT = 9;
    static final int SC_IMAGE = 11;
    static final int SC_STORAGE_BUFFER = 12;

    static final int DEC_SPEC_ID = 1;
    static final int DEC_BLOCK = 2;
    static final int DEC_BUFFER_BLOCK = 3;
    static final int DEC_ROW_MAJOR = 4;
    static final int DEC_ARRAY_STRIDE = 6;
    static final int DEC_MATRIX_STRIDE = 7;
    static final int DEC_BUILTIN = 11;
    static final int DEC_ALIASED = 20;
    static final int DEC_VOLATILE = 21;
    static final int DEC_COHERENT = 23;
    static final int DEC_NON_WRITABLE = 24;
    static final int DEC_BINDING = 33;
    static final int DEC_DESCRIPTOR_SET = 34;
    static final int DEC_OFFSET = 35;

    static final int BI_NUM_WORKGROUPS = 24;
    static final int BI_WORKGROUP_SIZE = 25;
    static final int BI_WORKGROUP_ID = 26;
    static final int BI_LOCAL_INVOCATION_ID = 27;
    static final int BI_GLOBAL_INVOCATION_ID = 28;
    static final int BI_LOCAL_INVOCATION_INDEX = 29;
    static final int BI_SUBGROUP_SIZE = 36;
    static final int BI_NUM_SUBGROUPS = 38;
    static final int BI_SUBGROUP_ID = 40;
    static final int BI_SUBGROUP_LOCAL_INVOCATION_ID = 41;

    static final int MM_GLSL450 = 1;
    static final int MM_VULKAN = 3;

    static final int EXEC_MODE_LOCAL_SIZE = 17;
    static final int EXEC_MODE_LOCAL_SIZE_ID = 38;
    static final int EXEC_MODEL_GLCOMPUTE = 5;

    static final int MA_VOLATILE = 0x1;
    static final int MA_ALIGNED = 0x2;
    static final int MA_NONTEMPORAL = 0x4;
    static final int MA_MAKE_POINTER_AVAILABLE = 0x8;
    static final int MA_MAKE_POINTER_VISIBLE = 0x10;
    static final int MA_NON_PRIVATE_POINTER = 0x20;

    static final int SEM_ACQUIRE = 0x2;
    static final int SEM_RELEASE = 0x4;
    static final int SEM_ACQUIRE_RELEASE = 0x8;
    static final int SEM_SEQ_CST = 0x10;
    static final int SEM_UNIFORM_MEMORY = 0x40;
    static final int SEM_SUBGROUP_MEMORY = 0x80;
    static final int SEM_WORKGROUP_MEMORY = 0x100;
    static final int SEM_CROSS_WORKGROUP_MEMORY = 0x200;
    static final int SEM_ATOMIC_COUNTER_MEMORY = 0x400;
    static final int SEM_IMAGE_MEMORY = 0x800;
    static final int SEM_OUTPUT_MEMORY = 0x1000;
    static final int SEM_MAKE_AVAILABLE = 0x2000;
    static final int SEM_MAKE_VISIBLE = 0x4000;
    static final int SEM_VOLATILE = 0x8000;

    static final int SCOPE_CROSS_DEVICE = 0;
    static final int SCOPE_DEVICE = 1;
    static final int SCOPE_WORKGROUP = 2;
    static final int SCOPE_SUBGROUP = 3;
    static final int SCOPE_INVOCATION = 4;
    static final int SCOPE_QUEUE_FAMILY = 5;

    private Spv() {
    }
}
