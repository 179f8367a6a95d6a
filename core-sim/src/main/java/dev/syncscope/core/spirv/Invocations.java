package dev.syncscope.core.spirv;

import dev.syncscope.core.model.Agent;
import dev.syncscope.core.model.InputError;
import dev.syncscope.core.model.LoadMonitor;
import dev.syncscope.core.model.Reference;
import dev.syncscope.core.model.SourceSpan;
import dev.syncscope.core.model.UndefinedValue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Builds the agents of a dispatch (workgroups in x-major order, invocations by
 * LocalInvocationIndex, subgroups of consecutive indices, one queue family) and each one's
 * initial {@link SpirvThread}: constants, pointers to its references, built-in inputs and private
 * variables. Used once per launch.
 */
final class Invocations {
    private final Kernel kernel;
    private final ModuleInfo info;
    private final References refs;
    private final DispatchConfig config;
    private final int[] local;
    private final int perGroup;
    private final int subgroupsPerGroup;
    private final PVec shared;

    Invocations(Kernel kernel, References refs, DispatchConfig config, int[] local) {
        this.kernel = kernel;
        this.info = kernel.info();
        this.refs = refs;
        this.config = config;
        this.local = local.clone();
        this.perGroup = local[0] * local[1] * local[2];
        this.subgroupsPerGroup = (perGroup + config.subgroupSize() - 1) / config.subgroupSize();
        // constants are the module's (ModuleInfo#constant), not in the invocations' values
        PVec v = PVec.empty();
        for (Map.Entry<Integer, Reference> b : refs.buffers.entrySet()) {
            v = v.set(info.slot(b.getKey()), memoryPointer(info.globals.get(b.getKey()), b.getValue()));
        }
        for (ModuleInfo.Global g : info.globals.values()) {
            if (g.storageClass() == Spv.SC_UNIFORM_CONSTANT && Images.SAMPLER.equals(g.pointee())) {
                // a sampler: a handle OpLoad passes on and OpSampledImage drops, over no memory
                v = v.set(info.slot(g.id()), new Ptr.Memory(new Reference(info.name(g.id()), info.name(g.id()),
                        dev.syncscope.core.model.StorageClass.IMAGE, 1), 0, Images.SAMPLER, g.storageClass(), false,
                        false, true));
            }
        }
        this.shared = v;
    }

    Agent agent(int id) {
        int group = id / perGroup;
        int index = id % perGroup;
        return new Agent(id, name(id), group * subgroupsPerGroup + index / config.subgroupSize(), group, 0);
    }

    /** The name of the invocation with launch-wide id {@code id} ({@code T5}). */
    static String name(int id) {
        return "T" + id;
    }

    /**
     * The invocation's state at its first action (or end), run with {@code monitor} asked whether to go on
     * ({@link Machine#run(LoadMonitor, int, int)}); {@code done} of {@code total} invocations were built before it.
     */
    SpirvThread initial(Agent agent, LoadMonitor monitor, int done, int total) {
        PVec values = shared;
        PVec cells = PVec.empty();
        int next = 0;
        for (ModuleInfo.Global g : info.globals.values()) {
            if (g.storageClass() == Spv.SC_WORKGROUP) {
                values = values.set(info.slot(g.id()), memoryPointer(g, refs.workgroup.get(g.id()).get(agent.workgroup())));
            } else if (g.storageClass() == Spv.SC_PRIVATE
                    || (g.storageClass() == Spv.SC_INPUT && info.decoration(g.id(), Spv.DEC_BUILTIN).isPresent())) {
                Object init = g.storageClass() == Spv.SC_INPUT ? builtin(g, agent)
                        : g.initializer() != 0 ? info.constants.get(g.initializer()) : unassigned(g);
                cells = cells.set(next, init);
                values = values.set(info.slot(g.id()), info.localPointer(next, g.pointee()));
                next++;
            }
        }
        ModuleInfo.Function entry = kernel.entry();
        SpirvThread.Frame frame = new SpirvThread.Frame(entry, entry.entryLabel(), 0, 0, 0, null, null);
        return new Machine(kernel, agent, values, cells, next, frame, 0, null).run(monitor, done, total);
    }

    /**
     * A Private variable without an Initializer: undefined until stored to (SPIR-V OpVariable: "If Initializer is
     * present, it will be the initial value of the variable's memory content"), as a local is ({@link
     * Pointers.Unassigned}); glslang gives such a GLSL global with a constant initializer a store at the start of main.
     */
    private Pointers.Unassigned unassigned(ModuleInfo.Global g) {
        SourceSpan at = g.span().line() > 0 ? g.span() : SourceSpan.UNKNOWN;
        return new Pointers.Unassigned(ConstantEvaluator.zero(g.pointee()),
                new UndefinedValue(UndefinedValue.Kind.PRIVATE_VARIABLE, info.name(g.id()), at));
    }

    private Ptr.Memory memoryPointer(ModuleInfo.Global g, Reference r) {
        boolean uniformBlock = g.storageClass() == Spv.SC_UNIFORM && g.pointee() instanceof SpirvType.Struct s
                && info.decoration(s.id(), Spv.DEC_BUFFER_BLOCK).isEmpty();
        // SPIR-V PushConstant: "Variables in this storage class are read-only"
        // a texture (Sampled 1): "will be used with a sampler", read-only
        boolean texture = g.pointee() instanceof SpirvType.Image t && t.usage() == 1;
        boolean readOnly = uniformBlock || texture || g.storageClass() == Spv.SC_PUSH_CONSTANT
                || info.decoration(g.id(), Spv.DEC_NON_WRITABLE).isPresent();
        // a storage image's pointer holds its type with the extent the launch gave it (ImageOps)
        SpirvType pointee = refs.images.containsKey(g.id()) ? refs.images.get(g.id()) : g.pointee();
        return new Ptr.Memory(r, 0, pointee, g.storageClass(),
                info.decoration(g.id(), Spv.DEC_COHERENT).isPresent(), info.decoration(g.id(), Spv.DEC_VOLATILE).isPresent(),
                readOnly);
    }

    private Object builtin(ModuleInfo.Global g, Agent agent) {
        int builtin = info.decoration(g.id(), Spv.DEC_BUILTIN).orElseThrow()[1];
        int group = agent.workgroup();
        int index = agent.id() % perGroup;
        List<Integer> d = config.dispatch();
        long[] wg = {group % d.get(0), group / d.get(0) % d.get(1), group / (d.get(0) * d.get(1))};
        long[] lid = {index % local[0], index / local[0] % local[1], index / (local[0] * local[1])};
        return switch (builtin) {
            case Spv.BI_GLOBAL_INVOCATION_ID -> vec(wg[0] * local[0] + lid[0], wg[1] * local[1] + lid[1],
                    wg[2] * local[2] + lid[2]);
            case Spv.BI_LOCAL_INVOCATION_ID -> vec(lid[0], lid[1], lid[2]);
            case Spv.BI_WORKGROUP_ID -> vec(wg[0], wg[1], wg[2]);
            case Spv.BI_NUM_WORKGROUPS -> vec(d.get(0), d.get(1), d.get(2));
            case Spv.BI_WORKGROUP_SIZE -> vec(local[0], local[1], local[2]);
            case Spv.BI_LOCAL_INVOCATION_INDEX -> (long) index;
            case Spv.BI_SUBGROUP_SIZE -> (long) config.subgroupSize();
            case Spv.BI_NUM_SUBGROUPS -> (long) subgroupsPerGroup;
            case Spv.BI_SUBGROUP_ID -> (long) (index / config.subgroupSize());
            case Spv.BI_SUBGROUP_LOCAL_INVOCATION_ID -> (long) (index % config.subgroupSize());
            default -> throw unsupported(g, Grammar.get().enumName("BuiltIn", builtin));
        };
    }

    /**
     * A built-in the interpreter has no value for: in a kernel SyncScope compiled, at its first use in the source
     * ({@code gl_SubgroupLtMask}; glslang gives the variable no line), else the file; in a {@code .spvasm} at the
     * variable's line, in a binary at its word (audit 52, L2: the message named no line, the JSON line 0).
     */
    private InputError unsupported(ModuleInfo.Global g, String name) {
        String message = "built-in " + name + " is not supported";
        if (SourceDeclarations.compiledFromSource(info)) {
            SourceSpan used = SourceDeclarations.firstUse(info, "gl_" + name);
            return new InputError(used != null ? used : new SourceSpan(info.module.file(), 0, 0), message);
        }
        Instruction variable = info.definitions.get(g.id());
        return variable != null ? variable.error(message) : new InputError(new SourceSpan(info.module.file(), 0, 0),
                message);
    }

    private static List<Object> vec(long x, long y, long z) {
        List<Object> out = new ArrayList<>(List.of(x, y, z));
        return List.copyOf(out);
    }
}
