package dev.syncscope.core.spirv;

import dev.syncscope.core.model.Agent;
import dev.syncscope.core.model.InputError;
import dev.syncscope.core.model.Launch;
import dev.syncscope.core.model.LoadMonitor;
import dev.syncscope.core.model.Program;
import dev.syncscope.core.model.Reference;
import dev.syncscope.core.model.SourceSpan;
import dev.syncscope.core.model.ThreadState;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * Entry point of the SPIR-V interpreter: turns a compute entry point of a {@link SpirvModule} and a
 * {@link DispatchConfig} into a {@link Program} whose per-invocation {@link ThreadState}s emit the
 * kernel's memory-model actions. Every instruction reachable from the entry point is checked first:
 * an unsupported one is an {@link InputError} naming the opcode and where it is. Stateless.
 */
public final class SpirvInterpreter {

    /**
     * Most invocations a launch may have unless the caller gives another limit: 1,048,576 (the default
     * of {@code LaunchOptions.maxInvocations}, the one dispatch-size limit of a session).
     */
    public static final int MAX_INVOCATIONS = 1 << 20;

    private SpirvInterpreter() {
    }

    /** The program of {@code config}'s launch, with at most {@link #MAX_INVOCATIONS} invocations. */
    public static Program program(String name, SpirvModule module, DispatchConfig config) {
        return program(name, module, config, MAX_INVOCATIONS);
    }

    /**
     * The program of {@code config}'s launch; a dispatch of more than {@code maxInvocations}
     * invocations is an {@link InputError} (checked before any invocation is built).
     */
    public static Program program(String name, SpirvModule module, DispatchConfig config, int maxInvocations) {
        return program(name, module, config, maxInvocations, LoadMonitor.NONE);
    }

    /**
     * As {@link #program(String, SpirvModule, DispatchConfig, int)}, asking {@code monitor} between invocations
     * (and during long local loops) whether to go on: every invocation runs to its first memory action here, which
     * for a large dispatch of long local loops takes minutes. When the monitor gives a reason, the load ends in an
     * {@link InputError} of kind {@link InputError.Kind#STOPPED} ({@link #stopped}).
     */
    public static Program program(String name, SpirvModule module, DispatchConfig config, int maxInvocations,
                                  LoadMonitor monitor) {
        try {
            return build(name, module, config, maxInvocations, monitor);
        } catch (InputError e) {
            // a compiled kernel's error no check placed in its source is about the file, not a SPIR-V word
            throw SourceDeclarations.withoutWord(module, e);
        } catch (RuntimeException e) {
            // ill-formed modules (wrong operand kinds, dangling ids) surface as Java exceptions in the analysis
            throw new InputError(new SourceSpan(module.file(), 0, 0), "malformed SPIR-V module: " + e, e);
        }
    }

    private static Program build(String name, SpirvModule module, DispatchConfig config, int maxInvocations,
                                 LoadMonitor monitor) {
        ModuleInfo info = new ModuleInfo(module, config.specConstants());
        SourceSpan fileSpan = new SourceSpan(module.file(), 0, 0);
        ModuleInfo.EntryPoint entry = entryPoint(info, config, fileSpan);
        checkSpecIds(info, config, fileSpan);
        boolean legacy = switch (info.memoryModel) {
            case Spv.MM_VULKAN -> false;
            case Spv.MM_GLSL450 -> true;
            default -> throw info.memoryModelAt.error("memory model "
                    + Grammar.get().enumName("MemoryModel", info.memoryModel) + " is not supported (GLSL450 or Vulkan)");
        };
        ModuleInfo.Function function = info.function(entry.at(), entry.function());
        ModuleValidator.validate(info, function);
        for (Map.Entry<Integer, SourceSpan> use : module.undefinedUses().entrySet()) {
            // bad input, not a fault of the invocation that would reach it
            throw new InputError(use.getValue(), "%" + module.textNames().get(use.getKey())
                    + " is used but never defined: no instruction has it as its result id");
        }
        int[] local = workgroupSize(info, entry, config);
        if (local[0] < 1 || local[1] < 1 || local[2] < 1) {
            throw sizeError(info, entry, config, local, "@workgroup-size", "the workgroup size " + local[0] + "," + local[1]
                    + "," + local[2] + " has a dimension below 1");
        }
        long perGroupLong = saturatingProduct(saturatingProduct(local[0], local[1]), local[2]);
        long invocationCount = saturatingProduct(perGroupLong, config.workgroupCount());
        if (invocationCount > maxInvocations) {
            throw tooLarge(invocationCount, sizeError(info, entry, config, local, "@dispatch", "the dispatch has "
                    + (invocationCount == Long.MAX_VALUE ? "more than 2^63" : String.valueOf(invocationCount))
                    + " invocations (" + config.dispatch().get(0) + "x" + config.dispatch().get(1) + "x"
                    + config.dispatch().get(2) + " = " + (config.workgroupCount() == Long.MAX_VALUE ? "more than 2^63"
                    : String.valueOf(config.workgroupCount()))
                    + (config.workgroupCount() == 1 ? " workgroup of " : " workgroups of ") + local[0] + "x"
                    + local[1] + "x" + local[2] + "), more than the dispatch-size limit of " + maxInvocations));
        }
        int invocations = (int) invocationCount;
        int perGroup = (int) perGroupLong;
        long[] global = {(long) local[0] * config.dispatch().get(0), (long) local[1] * config.dispatch().get(1),
            (long) local[2] * config.dispatch().get(2)};
        References refs = new References(info, config, invocations, global);
        refs.checkAliases(config, module.file());
        Kernel kernel = new Kernel(info, new MemoryRules(legacy), function, config.stepBudget(), perGroup,
                config.subgroupSize());
        Invocations builder = new Invocations(kernel, refs, config, local);
        List<Agent> agents = new ArrayList<>();
        List<ThreadState> states = new ArrayList<>();
        for (int id = 0; id < invocations; id++) {
            String why = monitor.progress(id, invocations);
            if (why != null) {
                throw stopped(module.file(), why, id, invocations);
            }
            Agent agent = builder.agent(id);
            agents.add(agent);
            states.add(builder.initial(agent, monitor, id, invocations));
        }
        List<Reference> references = refs.all;
        Launch launch = new Launch(agents, references, refs.initialValues, List.of(), config.chains());
        return new Program(name, launch, states, List.of(), ModuleNotes.of(info));
    }

    /**
     * The error that ends a load its {@link LoadMonitor} stopped: {@code why while the launch was built (done of total
     * invocations had run to their first memory action)}.
     */
    static InputError stopped(String file, String why, int done, int total) {
        return new InputError(new SourceSpan(file, 0, 0), why + " while the launch was built ("
                + String.format(Locale.ROOT, "%,d of %,d", done, total)
                + " invocations had run to their first memory action)", null, InputError.Kind.STOPPED);
    }

    private static ModuleInfo.EntryPoint entryPoint(ModuleInfo info, DispatchConfig config, SourceSpan fileSpan) {
        for (ModuleInfo.EntryPoint e : info.entryPoints) {
            if (e.model() == Spv.EXEC_MODEL_GLCOMPUTE
                    && (config.entryPoint() == null || config.entryPoint().equals(e.name()))) {
                return e;
            }
        }
        // at the @entry pragma that names it (it had no line:column; the session-39 audit)
        throw new InputError(config.origins().getOrDefault("@entry", fileSpan), config.entryPoint() == null
                ? "the module has no GLCompute entry point"
                : "no GLCompute entry point named " + InputError.quoted(config.entryPoint()));
    }

    /**
     * Refuses a spec constant override ({@code @spec ID = V}) for a SpecId no constant of the module has, at its pragma:
     * it was ignored silently, so a mistyped id left the default standing (the session-39 audit).
     */
    private static void checkSpecIds(ModuleInfo info, DispatchConfig config, SourceSpan fileSpan) {
        Set<Integer> ids = info.specIds();
        for (int id : new TreeSet<>(config.specConstants().keySet())) {
            if (!ids.contains(id)) {
                SourceSpan at = config.origins().getOrDefault(DispatchConfig.specOrigin(id), fileSpan);
                if (ids.isEmpty()) {
                    throw InputError.worded(at, "no spec constant has SpecId " + id
                            + " (the kernel has no spec constants)", null, "input.spec.none", id);
                }
                String known = String.join(", ", new TreeSet<>(ids).stream().map(String::valueOf).toList());
                throw InputError.worded(at, "no spec constant has SpecId " + id + " (its SpecIds: " + known + ")", null,
                        "input.spec.unknown", id, known);
            }
        }
    }

    /** {@code a * b} for non-negative factors, or Long.MAX_VALUE when that overflows. */
    private static long saturatingProduct(long a, long b) {
        return b != 0 && a > Long.MAX_VALUE / b ? Long.MAX_VALUE : a * b;
    }

    /**
     * {@code e} as a launch of {@code invocations} over the dispatch-size limit ({@link
     * InputError.Kind#DISPATCH_LIMIT}, {@link InputError#invocations()}).
     */
    private static InputError tooLarge(long invocations, InputError e) {
        return InputError.dispatchLimit(e.span(), e.getMessage(), invocations);
    }

    /**
     * An error about the launch's size ({@code local}, the workgroup size): at the pragma {@code pragma} when the
     * launch has it, else at the {@code @spec} pragma that set a spec constant of the size (of a dimension below 1),
     * else at the instruction that declares the workgroup size (the file of a compiled kernel), else at the entry point.
     */

    private static InputError sizeError(ModuleInfo info, ModuleInfo.EntryPoint entry, DispatchConfig config,
                                        int[] local, String pragma, String message) {
        SourceSpan origin = config.origins().get(pragma);
        if (origin == null && pragma.equals("@dispatch")) {
            origin = config.origins().get("@workgroup-size");
        }
        if (origin != null) {
            return new InputError(origin, message);
        }
        Instruction at = info.localSizeId.getOrDefault(entry.function(), info.localSize.get(entry.function()));
        for (var e : info.constants.keySet()) {
            if (info.decoration(e, Spv.DEC_BUILTIN).map(d -> d.length > 1 && d[1] == Spv.BI_WORKGROUP_SIZE).orElse(false)) {
                at = info.definitions.get(e);
            }
        }
        // a dimension a spec constant gives (local_size_x_id, a WorkgroupSize built-in of spec constants) is the
        // @spec pragma's fault when one set it: there, not at a SPIR-V word the kernel's author never sees
        boolean ids = at != null && (at.name().equals("OpExecutionModeId") || at.name().endsWith("ConstantComposite"));
        for (int i = 0; ids && i < 3 && 2 + i < at.size(); i++) {
            // the size's ids are operands 2..4 of both OpExecutionModeId LocalSizeId and the composite
            SourceSpan spec = local[i] < 1 || pragma.equals("@dispatch") ? specPragma(info, config, at.word(2 + i), 0)
                    : null;
            if (spec != null) {
                return new InputError(spec, message);
            }
        }
        return SourceDeclarations.unplaced(info, at != null ? at : entry.at(), message);
    }

    /**
     * The {@code @spec} pragma that set constant {@code id}, or one it is computed from ({@code OpSpecConstantOp},
     * up to 8 deep); null when no pragma set any.
     */
    private static SourceSpan specPragma(ModuleInfo info, DispatchConfig config, int id, int depth) {
        Instruction def = info.definitions.get(id);
        if (def == null || depth > 8) {
            return null;
        }
        SourceSpan set = info.decoration(id, Spv.DEC_SPEC_ID).filter(d -> d.length > 1)
                .map(d -> config.origins().get(DispatchConfig.specOrigin(d[1]))).orElse(null);
        if (set != null || !def.name().equals("OpSpecConstantOp")) {
            return set;
        }
        for (int w = 3; w < def.size(); w++) {
            SourceSpan operand = info.constants.containsKey(def.word(w)) ? specPragma(info, config, def.word(w), depth + 1)
                    : null;
            if (operand != null) {
                return operand;
            }
        }
        return null;
    }

    private static int[] workgroupSize(ModuleInfo info, ModuleInfo.EntryPoint entry, DispatchConfig config) {
        int function = entry.function();
        SourceSpan fileSpan = new SourceSpan(info.module.file(), 0, 0);
        Instruction declared = info.localSize.get(function);
        int[] size = declared == null ? null : new int[] {declared.word(2), declared.word(3), declared.word(4)};
        Instruction sizeId = info.localSizeId.get(function);
        if (sizeId != null) {
            size = new int[] {(int) info.constantInt(sizeId, sizeId.word(2)), (int) info.constantInt(sizeId, sizeId.word(3)),
                    (int) info.constantInt(sizeId, sizeId.word(4))};
        }
        for (var e : info.constants.entrySet()) {
            boolean builtin = info.decoration(e.getKey(), Spv.DEC_BUILTIN).map(d -> d.length > 1 && d[1] == Spv.BI_WORKGROUP_SIZE)
                    .orElse(false);
            if (builtin) {
                if (!(e.getValue() instanceof List<?> l && l.size() == 3 && l.get(0) instanceof Long x
                        && l.get(1) instanceof Long y && l.get(2) instanceof Long z)) {
                    throw info.definitions.get(e.getKey()).error("the WorkgroupSize built-in " + info.ref(e.getKey())
                            + " must be a constant vector of 3 integers");
                }
                size = new int[] {(int) (long) x, (int) (long) y, (int) (long) z};
            }
        }
        List<Integer> wanted = config.workgroupSize();
        if (size == null && wanted == null) {
            throw entry.at().error("the entry point " + entry.name()
                    + " declares no workgroup size; give one with '@workgroup-size x,y,z'");
        }
        if (size != null && wanted != null
                && (size[0] != wanted.get(0) || size[1] != wanted.get(1) || size[2] != wanted.get(2))) {
            throw new InputError(config.origins().getOrDefault("@workgroup-size", fileSpan), "the shader's workgroup size is "
                    + size[0] + "," + size[1] + "," + size[2] + " but the launch asks for " + wanted);
        }
        return size != null ? size : new int[] {wanted.get(0), wanted.get(1), wanted.get(2)};
    }
}
