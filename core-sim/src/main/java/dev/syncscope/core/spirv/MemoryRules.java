package dev.syncscope.core.spirv;

import dev.syncscope.core.model.RmwOp;

import dev.syncscope.core.model.Access;
import dev.syncscope.core.model.RmwOp;
import dev.syncscope.core.model.Scope;
import dev.syncscope.core.model.Semantics;
import dev.syncscope.core.model.StorageClass;

import java.util.EnumSet;
import java.util.Set;

/**
 * How SPIR-V memory operands become model {@link Access}, {@link Scope} and {@link Semantics}.
 * Under {@code OpMemoryModel Logical Vulkan} operands are taken literally; under {@code GLSL450}
 * they are first upgraded as SPIRV-Tools' upgrade-memory-model pass does (table and sources in
 * {@code docs/spirv-memory-model-upgrade.md}). Immutable.
 *
 * @param legacy true for the GLSL450 memory model
 */
record MemoryRules(boolean legacy) {

    /** A memory scope id value as a model scope; null for scopes the model has no instance of. */
    static Scope scope(long value) {
        if (value != (int) value) {
            return null;
        }
        return switch ((int) value) {
            // VK MM: CrossDevice has no instance inside one dispatch; the device is the widest scope here.
            case Spv.SCOPE_CROSS_DEVICE, Spv.SCOPE_DEVICE -> Scope.DEVICE;
            case Spv.SCOPE_WORKGROUP -> Scope.WORKGROUP;
            case Spv.SCOPE_SUBGROUP -> Scope.SUBGROUP;
            case Spv.SCOPE_INVOCATION -> Scope.INVOCATION;
            case Spv.SCOPE_QUEUE_FAMILY -> Scope.QUEUE_FAMILY;
            default -> null;
        };
    }

    /** {@code scope}, the model scope of {@code value}; a fault of the invocation when it is null ({@link #scopeProblem}). */
    static Scope required(Scope scope, long value) {
        if (scope == null) {
            throw new Fault(scopeProblem(value));
        }
        return scope;
    }

    /** The memory-operands mask of {@code in} at word {@code at}, 0 when absent. */
    static int mask(Instruction in, int at) {
        return in.size() > at ? in.word(at) : 0;
    }

    /**
     * The id of the scope operand of memory-access flag {@code flag} (MakePointerAvailable or MakePointerVisible) of
     * the operands at {@code at}, or 0 when the flag is not set: the flags' operands follow the mask in ascending bit
     * order (SPIR-V 3.26 Memory Operands: Aligned's literal, then MakePointerAvailable's scope, then
     * MakePointerVisible's).
     */
    static int scopeOperandId(Instruction in, int at, int flag) {
        int mask = mask(in, at);
        if ((mask & flag) == 0) {
            return 0;
        }
        int i = at + 1;
        if ((mask & Spv.MA_ALIGNED) != 0) {
            i++;
        }
        if (flag == Spv.MA_MAKE_POINTER_VISIBLE && (mask & Spv.MA_MAKE_POINTER_AVAILABLE) != 0) {
            i++;
        }
        return in.word(i);
    }

    /** Why {@code value} cannot be an execution or memory scope here; null when it can. */
    static String scopeProblem(long value) {
        if (value != (int) value || Grammar.get().enumerant("Scope", (int) value) == null) {
            return "scope value " + value + " is not a Scope";
        }
        if (scope(value) == null) {
            return "scope " + Grammar.get().enumName("Scope", (int) value) + " has no instance in a compute dispatch";
        }
        return null;
    }

    /** Why {@code value} cannot be a memory-semantics mask: bits no MemorySemantics flag defines; null when it can. */
    static String semanticsProblem(long value) {
        long bits = value & 0xffffffffL;
        long undefined = bits & ~(Grammar.get().bitMask("MemorySemantics") & 0xffffffffL);
        return undefined == 0 ? null : "memory semantics value " + bits + " is not a MemorySemantics mask (bits 0x"
                + Long.toHexString(undefined) + " are no MemorySemantics flag)";
    }

    /**
     * The memory scope of an atomic, OpMemoryBarrier or OpControlBarrier. Legacy: Device becomes
     * QueueFamily (upgrade_memory_model.cpp, UpgradeMemoryScope).
     */
    Scope memoryScope(long value) {
        Scope s = scope(value);
        return legacy && s == Scope.DEVICE && value == Spv.SCOPE_DEVICE ? Scope.QUEUE_FAMILY : s;
    }

    /**
     * The semantics made so far, by the eight facts they are made of (see {@link #semantics}): a kernel's
     * barriers and atomics share one object per distinct semantics instead of a new one per execution. A
     * race between threads filling a slot only makes an equal object twice (Semantics is immutable).
     */
    private static final Semantics[] SEMANTICS = new Semantics[1 << 8];

    /** Memory semantics bits as model semantics. Legacy barriers and atomics keep their bits (UpgradeBarriers adds none for compute). */
    static Semantics semantics(long bits) {
        // VK MM: SequentiallyConsistent is treated as AcquireRelease.
        boolean both = (bits & (Spv.SEM_ACQUIRE_RELEASE | Spv.SEM_SEQ_CST)) != 0;
        boolean acquire = both || (bits & Spv.SEM_ACQUIRE) != 0;
        boolean release = both || (bits & Spv.SEM_RELEASE) != 0;
        int key = (acquire ? 1 : 0) | (release ? 2 : 0) | ((bits & Spv.SEM_UNIFORM_MEMORY) != 0 ? 4 : 0)
                | ((bits & Spv.SEM_WORKGROUP_MEMORY) != 0 ? 8 : 0) | ((bits & Spv.SEM_IMAGE_MEMORY) != 0 ? 16 : 0)
                | ((bits & Spv.SEM_OUTPUT_MEMORY) != 0 ? 32 : 0) | ((bits & Spv.SEM_MAKE_AVAILABLE) != 0 ? 64 : 0)
                | ((bits & Spv.SEM_MAKE_VISIBLE) != 0 ? 128 : 0);
        Semantics s = SEMANTICS[key];
        if (s == null) {
            s = semantics(acquire, release, bits);
            SEMANTICS[key] = s;
        }
        return s;
    }

    private static Semantics semantics(boolean acquire, boolean release, long bits) {
        Set<StorageClass> classes = EnumSet.noneOf(StorageClass.class);
        if ((bits & Spv.SEM_UNIFORM_MEMORY) != 0) {
            classes.add(StorageClass.STORAGE_BUFFER);
        }
        if ((bits & Spv.SEM_WORKGROUP_MEMORY) != 0) {
            classes.add(StorageClass.WORKGROUP);
        }
        if ((bits & Spv.SEM_IMAGE_MEMORY) != 0) {
            classes.add(StorageClass.IMAGE);
        }
        if ((bits & Spv.SEM_OUTPUT_MEMORY) != 0) {
            classes.add(StorageClass.OUTPUT);
        }
        return new Semantics(acquire, release, classes, (bits & Spv.SEM_MAKE_AVAILABLE) != 0,
                (bits & Spv.SEM_MAKE_VISIBLE) != 0);
    }

    /** What the pointer of a load or store tells the legacy rules. */
    record PointerFacts(boolean workgroup, boolean coherent) { }

    /**
     * The access of an OpLoad ({@code store} false) or OpStore given its memory-operand mask and the
     * scopes of its MakePointerAvailable/Visible operands (null when absent).
     */
    Access plainAccess(boolean store, int mask, Scope availableScope, Scope visibleScope, PointerFacts facts) {
        boolean nonPrivate = (mask & Spv.MA_NON_PRIVATE_POINTER) != 0;
        boolean av = store && (mask & Spv.MA_MAKE_POINTER_AVAILABLE) != 0;
        boolean vis = !store && (mask & Spv.MA_MAKE_POINTER_VISIBLE) != 0;
        Scope scope = store ? availableScope : visibleScope;
        if (legacy && (facts.workgroup() || facts.coherent())) {
            // upgrade_memory_model.cpp UpgradeInstructions/GetInstructionAttributes: Workgroup is implicitly
            // coherent at Workgroup scope, Coherent memory at QueueFamily scope; loads gain
            // MakePointerVisible, stores MakePointerAvailable, both NonPrivatePointer.
            nonPrivate = true;
            av = av || store;
            vis = vis || !store;
            scope = facts.workgroup() ? Scope.WORKGROUP : Scope.QUEUE_FAMILY;
        }
        if (!av && !vis) {
            scope = null;
        }
        return new Access(false, scope, Semantics.NONE, av, vis, nonPrivate);
    }

    /** The access of an atomic with memory scope value {@code scope} and semantics bits {@code semantics}. */
    Access atomicAccess(long scope, long semantics) {
        return new Access(true, memoryScope(scope), semantics(semantics), false, false, false);
    }

    /** The read-modify-write operation of an OpAtomic* instruction. */
    static RmwOp rmwOp(Instruction in) {
        return switch (in.name()) {
            case "OpAtomicExchange" -> RmwOp.EXCHANGE;
            case "OpAtomicIAdd" -> RmwOp.ADD;
            case "OpAtomicISub" -> RmwOp.SUB;
            case "OpAtomicSMin" -> RmwOp.MIN;
            case "OpAtomicUMin" -> RmwOp.UMIN;
            case "OpAtomicSMax" -> RmwOp.MAX;
            case "OpAtomicUMax" -> RmwOp.UMAX;
            case "OpAtomicAnd" -> RmwOp.AND;
            case "OpAtomicOr" -> RmwOp.OR;
            case "OpAtomicXor" -> RmwOp.XOR;
            case "OpAtomicFAddEXT" -> RmwOp.FADD;
            case "OpAtomicFMinEXT" -> RmwOp.FMIN;
            case "OpAtomicFMaxEXT" -> RmwOp.FMAX;
            default -> throw in.error(in.name() + " is not supported");
        };
    }
}
