package dev.syncscope.core.spirv;

import java.util.List;

/**
 * The rules on a barrier's or atomic's memory semantics, on the memory-model operands of a load or store and on the
 * QueueFamily scope that depend on the module's memory model and capabilities, or on the instruction (audit 42,
 * finding 2): the Vulkan memory model needs the VulkanMemoryModel capability; no SequentiallyConsistent (10866);
 * MakeAvailable, MakeVisible, OutputMemory, Volatile semantics, the MakePointerAvailable/MakePointerVisible/
 * NonPrivatePointer memory operands and the QueueFamily scope need the VulkanMemoryModel capability; MakeAvailable
 * comes with Release or AcquireRelease, MakeVisible with Acquire or AcquireRelease, each with a storage class;
 * Volatile semantics only on atomics (10874); no ordering at memory scope Invocation; an OpMemoryBarrier orders
 * (10869); an ordering names a storage class Vulkan supports (10870); an OpAtomicCompareExchange's Unequal semantics
 * neither release nor order more strongly than its Equal ones, and set no storage class, MakeVisible or Volatile that
 * its Equal ones do not (10877 to 10879). Numbers are VUID-StandaloneSpirv-*-108xx. Not refused: 10871 (a storage
 * class without an ordering), which the bundled glslang emits for {@code gl_StorageSemanticsBuffer,
 * gl_SemanticsRelaxed} (docs/spirv-interpreter.md): a warning instead ({@link RelaxedStorageClassNotes}). Each failure is an InputError at the instruction naming the rule
 * and where it is written (spirv-val {@code --target-env vulkan1.x} rejects each such module, which used to run and
 * could get OK). Stateless.
 */
final class SemanticsRules {

    /** SPIR-V Capability VulkanMemoryModel. */
    private static final int CAP_VULKAN_MEMORY_MODEL = 5345;
    static final int ORDERINGS = Spv.SEM_ACQUIRE | Spv.SEM_RELEASE | Spv.SEM_ACQUIRE_RELEASE | Spv.SEM_SEQ_CST;
    /** The storage-class semantics SPIR-V defines. */
    private static final int STORAGE_CLASSES = Spv.SEM_UNIFORM_MEMORY | Spv.SEM_SUBGROUP_MEMORY
            | Spv.SEM_WORKGROUP_MEMORY | Spv.SEM_CROSS_WORKGROUP_MEMORY | Spv.SEM_ATOMIC_COUNTER_MEMORY
            | Spv.SEM_IMAGE_MEMORY | Spv.SEM_OUTPUT_MEMORY;
    /** The storage-class semantics Vulkan gives a meaning (VUID-StandaloneSpirv-MemorySemantics-10870). */
    static final int VULKAN_STORAGE_CLASSES = Spv.SEM_UNIFORM_MEMORY | Spv.SEM_WORKGROUP_MEMORY
            | Spv.SEM_IMAGE_MEMORY | Spv.SEM_OUTPUT_MEMORY;
    /** Semantics flags whose enabling capability is VulkanMemoryModel, in the grammar's order. */
    private static final int[] VMM_FLAGS = {Spv.SEM_OUTPUT_MEMORY, Spv.SEM_MAKE_AVAILABLE, Spv.SEM_MAKE_VISIBLE,
        Spv.SEM_VOLATILE};
    private static final String[] VMM_FLAG_NAMES = {"OutputMemory", "MakeAvailable", "MakeVisible", "Volatile"};

    private SemanticsRules() {
    }

    /** What of the module the rules depend on: its capabilities Shader and VulkanMemoryModel, its memory model. */
    record Module(boolean shader, boolean vulkanMemoryModelCapability, boolean vulkanModel) {

        static Module of(ModuleInfo info) {
            boolean shader = false;
            boolean vmm = false;
            for (Instruction x : info.module.instructions()) {
                if (x.name().equals("OpCapability")) {
                    shader |= x.word(0) == InstructionRules.CAP_SHADER;
                    vmm |= x.word(0) == CAP_VULKAN_MEMORY_MODEL;
                }
            }
            return new Module(shader, vmm, info.memoryModel == Spv.MM_VULKAN);
        }
    }

    /** SPIR-V Memory Model: Vulkan is enabled by the VulkanMemoryModel capability. */
    static void memoryModel(ModuleInfo info, Module module) {
        if (module.vulkanModel() && !module.vulkanMemoryModelCapability() && info.memoryModelAt != null) {
            throw info.memoryModelAt.error("OpMemoryModel: memory model Vulkan needs the VulkanMemoryModel capability,"
                    + " which the module does not declare (SPIR-V Memory Model: Vulkan is enabled by"
                    + " VulkanMemoryModel)", "input.spirv.memoryModelCapability");
        }
        if (module.vulkanModel()) {
            for (Instruction x : info.module.instructions()) {
                boolean member = x.name().equals("OpMemberDecorate");
                int decoration = member || x.name().equals("OpDecorate") ? x.word(member ? 2 : 1) : -1;
                if (decoration == Spv.DEC_COHERENT || decoration == Spv.DEC_VOLATILE) {
                    // spirv-val: "Coherent decoration targeting … is banned when using the Vulkan memory model"; the
                    // model's accesses say it per instruction (VK MM: Private vs. Non-Private, Availability and
                    // Visibility), and the decoration would leave them private (the GPU audit of session 88)
                    if (decoration == Spv.DEC_VOLATILE) {
                        throw x.error(x.name() + ": the Volatile decoration is not allowed under memory model Vulkan"
                                + " (spirv-val: it is banned when using the Vulkan memory model); give the accesses the"
                                + " Volatile memory operand instead", "input.spirv.volatileInVulkanModel", x.name());
                    }
                    throw x.error(x.name() + ": the Coherent decoration is not allowed under memory model Vulkan"
                            + " (spirv-val: it is banned when using the Vulkan memory model); give the accesses"
                            + " NonPrivatePointer with MakePointerAvailable (stores) and MakePointerVisible (loads),"
                            + " with their scope, instead", "input.spirv.decorationInVulkanModel", x.name());
                }
            }
        }
        if (!module.vulkanModel() && module.vulkanMemoryModelCapability() && info.memoryModelAt != null) {
            // spirv-val: "VulkanMemoryModelKHR capability must only be specified if the VulkanKHR memory model is
            // used"; which model such a module runs under is anyone's guess (audit 52 L5)
            throw info.memoryModelAt.error("OpMemoryModel: the module declares the VulkanMemoryModel capability but"
                    + " not memory model Vulkan (spirv-val: the VulkanMemoryModel capability may be declared only"
                    + " with memory model Vulkan)", "input.spirv.capabilityWithoutVulkanModel");
        }
    }

    /** Checks {@code in} against every rule above. */
    static void check(ModuleInfo info, Instruction in, Module module) {
        memoryOperands(info, in, module);
        List<Integer> scopes = ModuleValidator.scopeIds(in);
        for (int id : scopes) {
            if (info.constants.get(id) instanceof Long s && s == Spv.SCOPE_QUEUE_FAMILY
                    && !module.vulkanMemoryModelCapability()) {
                // SPIR-V Scope <id>: QueueFamily's enabling capability is VulkanMemoryModel
                throw in.error(in.name() + ": scope QueueFamily needs the VulkanMemoryModel capability, which the"
                        + " module does not declare (SPIR-V Scope <id>: QueueFamily is enabled by VulkanMemoryModel)",
                        "input.spirv.queueFamilyCapability", in.name());
            }
        }
        List<Integer> semantics = InstructionRules.semanticsIds(in);
        for (int id : semantics) {
            if (info.constants.get(id) instanceof Long bits) {
                semantics(info, in, bits.intValue(), module, scopes.isEmpty() ? 0 : scopes.get(scopes.size() - 1));
            }
        }
        if (in.name().equals("OpAtomicCompareExchange") && semantics.size() == 2
                && info.constants.get(semantics.get(0)) instanceof Long equal
                && info.constants.get(semantics.get(1)) instanceof Long unequal) {
            unequal(in, equal.intValue(), unequal.intValue());
        }
    }

    private static void semantics(ModuleInfo info, Instruction in, int bits, Module module, int memoryScope) {
        String op = in.name();
        String hex = Integer.toHexString(bits);
        int set = bits & ORDERINGS;
        if ((bits & Spv.SEM_SEQ_CST) != 0) {
            // VK MM, Memory Semantics lists no SequentiallyConsistent; under either memory model (spirv-val: target
            // environment or memory model Vulkan)
            throw in.error(op + ": memory semantics 0x" + hex + " set SequentiallyConsistent, which Vulkan does not"
                    + " allow (VUID-StandaloneSpirv-MemorySemantics-10866: MemorySemantics with SequentiallyConsistent"
                    + " memory order must not be used in the Vulkan API); use AcquireRelease", "input.spirv.seqCst",
                    op, hex);
        }
        for (int i = 0; i < VMM_FLAGS.length; i++) {
            if ((bits & VMM_FLAGS[i]) != 0 && !module.vulkanMemoryModelCapability()) {
                throw in.error(op + ": memory semantics 0x" + hex + " set " + VMM_FLAG_NAMES[i] + ", which needs the"
                        + " VulkanMemoryModel capability the module does not declare (SPIR-V Memory Semantics: "
                        + VMM_FLAG_NAMES[i] + " is enabled by VulkanMemoryModel)", "input.spirv.semanticsCapability",
                        op, hex, VMM_FLAG_NAMES[i]);
            }
        }
        if ((bits & Spv.SEM_VOLATILE) != 0 && !op.startsWith("OpAtomic")) {
            throw in.error(op + ": memory semantics 0x" + hex + " set Volatile, which only an atomic instruction may"
                    + " use (VUID-StandaloneSpirv-MemorySemantics-10874: MemorySemantics with Volatile must not be used"
                    + " with barrier instructions)", "input.spirv.volatileOnBarrier", op, hex);
        }
        availabilityVisibility(in, bits, hex);
        if (op.equals("OpMemoryBarrier") && set == 0) {
            throw in.error(op + ": memory semantics 0x" + hex + " set no Acquire, Release or AcquireRelease: a memory"
                    + " barrier must order (VUID-StandaloneSpirv-MemorySemantics-10869)", "input.spirv.barrierOrdering",
                    hex);
        }
        if (set != 0 && (bits & VULKAN_STORAGE_CLASSES) == 0) {
            // VK MM: an ordering constrains only the storage classes its semantics name ("Let SC be a non-empty set
            // of storage class semantics")
            throw in.error(op + ": memory semantics 0x" + hex + " order (" + orderingName(set) + ") but name none of"
                    + " UniformMemory, WorkgroupMemory, ImageMemory and OutputMemory, so they order no memory"
                    + " (VUID-StandaloneSpirv-MemorySemantics-10870)", "input.spirv.orderingStorageClass", op, hex,
                    orderingName(set));
        }
        if (set != 0 && info.constants.get(memoryScope) instanceof Long scope && scope == Spv.SCOPE_INVOCATION) {
            throw in.error(op + ": memory semantics 0x" + hex + " order (" + orderingName(set) + ") at memory scope"
                    + " Invocation (VUID-StandaloneSpirv-None-04641: if the Scope for memory is Invocation,"
                    + " MemorySemantics must use Relaxed memory order)", "input.spirv.invocationScope", op, hex,
                    orderingName(set));
        }
    }

    /**
     * VK MM, Memory Semantics: "MakeAvailable: Semantics must be Release or AcquireRelease", "MakeVisible: Semantics
     * must be Acquire or AcquireRelease"; and either names the storage classes it makes available or visible
     * (VK MM Availability and Visibility Semantics: "all references in the storage classes in that instruction's
     * storage class semantics"; spirv-val: "expected Memory Semantics to include a storage class").
     */
    private static void availabilityVisibility(Instruction in, int bits, String hex) {
        String op = in.name();
        boolean av = (bits & Spv.SEM_MAKE_AVAILABLE) != 0;
        boolean vis = (bits & Spv.SEM_MAKE_VISIBLE) != 0;
        if ((av || vis) && (bits & STORAGE_CLASSES) == 0) {
            String flag = av ? "MakeAvailable" : "MakeVisible";
            throw in.error(op + ": memory semantics 0x" + hex + " set " + flag + " but no storage class for it to"
                    + " apply to (spirv-val: Memory Semantics with " + flag + " must include a storage class)",
                    "input.spirv.avVisStorageClass", op, hex, flag);
        }
        if (vis && (bits & (Spv.SEM_ACQUIRE | Spv.SEM_ACQUIRE_RELEASE)) == 0) {
            throw in.error(op + ": memory semantics 0x" + hex + " set MakeVisible without Acquire or AcquireRelease"
                    + " (VK MM, Memory Semantics: MakeVisible: Semantics must be Acquire or AcquireRelease)",
                    "input.spirv.visibleWithoutAcquire", op, hex);
        }
        if (av && (bits & (Spv.SEM_RELEASE | Spv.SEM_ACQUIRE_RELEASE)) == 0) {
            throw in.error(op + ": memory semantics 0x" + hex + " set MakeAvailable without Release or AcquireRelease"
                    + " (VK MM, Memory Semantics: MakeAvailable: Semantics must be Release or AcquireRelease)",
                    "input.spirv.availableWithoutRelease", op, hex);
        }
    }

    /**
     * SPIR-V OpAtomicCompareExchange: "Unequal must not be set to Release or Acquire and Release. In addition, Unequal
     * cannot be set to a stronger memory-order then Equal."
     */
    private static void unequal(Instruction in, int equal, int unequal) {
        int u = unequal & ORDERINGS;
        int e = equal & ORDERINGS;
        String ue = Integer.toHexString(unequal);
        if ((u & (Spv.SEM_RELEASE | Spv.SEM_ACQUIRE_RELEASE)) != 0) {
            throw in.error("OpAtomicCompareExchange: its Unequal memory semantics 0x" + ue + " set " + orderingName(u)
                    + ", but a compare that fails does not write (SPIR-V OpAtomicCompareExchange: Unequal must not be"
                    + " set to Release or Acquire and Release)", "input.spirv.unequalRelease", ue, orderingName(u));
        }
        // VUID-StandaloneSpirv-UnequalMemorySemantics-10876: an Acquire Unequal needs an ordering in Equal; Release
        // and Acquire are not ordered by strength (spirv-val accepts Equal Release with Unequal Acquire)
        boolean stronger = (u & Spv.SEM_SEQ_CST) != 0 && (e & Spv.SEM_SEQ_CST) == 0
                || (u & Spv.SEM_ACQUIRE) != 0 && e == 0;
        if (stronger) {
            String eq = Integer.toHexString(equal);
            throw in.error("OpAtomicCompareExchange: its Unequal memory semantics 0x" + ue + " (" + orderingName(u)
                    + ") order more strongly than its Equal memory semantics 0x" + eq + " (" + orderingName(e)
                    + ") (SPIR-V OpAtomicCompareExchange: Unequal cannot be set to a stronger memory-order than"
                    + " Equal)", "input.spirv.unequalStronger", ue, orderingName(u), eq, orderingName(e));
        }
        unequalFlags(in, equal, unequal);
    }

    /**
     * VUID-StandaloneSpirv-UnequalMemorySemantics-10877, 10878, 10879: Unequal sets no Vulkan storage class and no
     * MakeVisible that Equal does not, and Volatile exactly when Equal does (a failing compare is the read half of the
     * exchange, so it may not synchronize more memory than a succeeding one).
     */
    private static void unequalFlags(Instruction in, int equal, int unequal) {
        String ue = Integer.toHexString(unequal);
        String eq = Integer.toHexString(equal);
        int extra = unequal & ~equal & VULKAN_STORAGE_CLASSES;
        if (extra != 0) {
            String names = storageClassNames(extra);
            throw in.error("OpAtomicCompareExchange: its Unequal memory semantics 0x" + ue + " name " + names
                    + ", which its Equal memory semantics 0x" + eq + " do not"
                    + " (VUID-StandaloneSpirv-UnequalMemorySemantics-10877: a storage class bit of Unequal must be set"
                    + " in Equal too)", "input.spirv.unequalStorageClass", ue, names, eq);
        }
        if ((unequal & ~equal & Spv.SEM_MAKE_VISIBLE) != 0) {
            throw in.error("OpAtomicCompareExchange: its Unequal memory semantics 0x" + ue + " set MakeVisible, which"
                    + " its Equal memory semantics 0x" + eq + " do not"
                    + " (VUID-StandaloneSpirv-UnequalMemorySemantics-10878: MakeVisible in Unequal must be set in Equal"
                    + " too)", "input.spirv.unequalVisible", ue, eq);
        }
        if (((unequal ^ equal) & Spv.SEM_VOLATILE) != 0) {
            throw in.error("OpAtomicCompareExchange: only one of its Equal memory semantics 0x" + eq + " and its"
                    + " Unequal memory semantics 0x" + ue + " set Volatile"
                    + " (VUID-StandaloneSpirv-UnequalMemorySemantics-10879: Unequal sets Volatile if and only if Equal"
                    + " does)", "input.spirv.unequalVolatile", eq, ue);
        }
    }

    /** The names of the Vulkan storage class semantics set in {@code bits}, in the grammar's order. */
    static String storageClassNames(int bits) {
        StringBuilder out = new StringBuilder();
        int[] flags = {Spv.SEM_UNIFORM_MEMORY, Spv.SEM_WORKGROUP_MEMORY, Spv.SEM_IMAGE_MEMORY, Spv.SEM_OUTPUT_MEMORY};
        String[] names = {"UniformMemory", "WorkgroupMemory", "ImageMemory", "OutputMemory"};
        for (int i = 0; i < flags.length; i++) {
            if ((bits & flags[i]) != 0) {
                out.append(out.length() == 0 ? "" : ", ").append(names[i]);
            }
        }
        return out.toString();
    }

    /**
     * SPIR-V Memory Operands: MakePointerAvailable, MakePointerVisible and NonPrivatePointer are enabled by the
     * VulkanMemoryModel capability; spirv-val: NonPrivatePointer needs a pointer in a storage class other invocations
     * share: Uniform, Workgroup, CrossWorkgroup, Generic, Image, StorageBuffer or PhysicalStorageBuffer (Vulkan's spec
     * lists none), of which the interpreter runs Uniform, Workgroup and StorageBuffer (a variable in another storage
     * class is refused, physical pointers are not supported), so those three are what the message names.
     */
    private static void memoryOperands(ModuleInfo info, Instruction in, Module module) {
        boolean load = in.name().equals("OpLoad");
        int maskAt = load ? 3 : in.name().equals("OpStore") ? 2 : -1;
        if (maskAt < 0) {
            return;
        }
        int mask = MemoryRules.mask(in, maskAt);
        String[] names = {"MakePointerAvailable", "MakePointerVisible", "NonPrivatePointer"};
        int[] flags = {Spv.MA_MAKE_POINTER_AVAILABLE, Spv.MA_MAKE_POINTER_VISIBLE, Spv.MA_NON_PRIVATE_POINTER};
        for (int i = 0; i < flags.length; i++) {
            if ((mask & flags[i]) != 0 && !module.vulkanMemoryModelCapability()) {
                throw in.error(in.name() + ": memory operand " + names[i] + " needs the VulkanMemoryModel capability,"
                        + " which the module does not declare (SPIR-V Memory Operands: " + names[i] + " is enabled by"
                        + " VulkanMemoryModel)", "input.spirv.operandCapability", in.name(), names[i]);
            }
        }
        int sc = storageClass(info, in.word(load ? 2 : 0));
        if ((mask & Spv.MA_NON_PRIVATE_POINTER) != 0 && sc >= 0 && sc != Spv.SC_UNIFORM && sc != Spv.SC_WORKGROUP
                && sc != Spv.SC_STORAGE_BUFFER) {
            String name = Grammar.get().enumName("StorageClass", sc);
            throw in.error(in.name() + ": NonPrivatePointer on a pointer in storage class " + name + ", which no"
                    + " other invocation shares: it needs a pointer in Uniform, Workgroup or StorageBuffer (spirv-val"
                    + " also accepts CrossWorkgroup, Generic, Image and PhysicalStorageBuffer, storage classes SyncScope"
                    + " does not run)",
                    "input.spirv.nonPrivateStorageClass", in.name(), name);
        }
    }

    /** The storage class of pointer value {@code pointer}'s type; -1 when its type is no OpTypePointer. */
    private static int storageClass(ModuleInfo info, int pointer) {
        Integer type = info.resultTypes.get(pointer);
        Instruction def = type == null ? null : info.definitions.get(type);
        return def != null && def.name().equals("OpTypePointer") ? def.word(1) : -1;
    }

    private static String orderingName(int set) {
        return switch (set) {
            case 0 -> "Relaxed";
            case Spv.SEM_ACQUIRE -> "Acquire";
            case Spv.SEM_RELEASE -> "Release";
            case Spv.SEM_ACQUIRE_RELEASE -> "AcquireRelease";
            case Spv.SEM_SEQ_CST -> "SequentiallyConsistent";
            default -> "0x" + Integer.toHexString(set);
        };
    }
}
