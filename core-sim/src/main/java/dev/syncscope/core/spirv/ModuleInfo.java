package dev.syncscope.core.spirv;

import dev.syncscope.core.model.InputError;
import dev.syncscope.core.model.SourceSpan;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * What the interpreter needs to know about a module before running it: names, decorations, types
 * with layout, constants (spec constants with their defaults or overrides), global variables,
 * functions split into blocks with the source span of every instruction, entry points and
 * execution modes. Built once per module and launch; immutable afterwards.
 */
final class ModuleInfo {

    /** A global OpVariable. */
    record Global(int id, int storageClass, SpirvType pointee, int typeId, int initializer, SourceSpan span) { }

    /**
     * A basic block: its label, its instructions after OpLabel, each one's source span, and its
     * position among its function's blocks in module order.
     */
    record Block(int label, List<Instruction> body, List<SourceSpan> spans, int order) { }

    /**
     * An OpFunction. {@code byLabel} is {@code blocks} as an array by label, made by the four-argument
     * constructor and never written: read it through {@link #block(int)}.
     */
    record Function(int id, List<Integer> params, Map<Integer, Block> blocks, int entryLabel, Block[] byLabel) {

        Function(int id, List<Integer> params, Map<Integer, Block> blocks, int entryLabel) {
            this(id, params, blocks, entryLabel, byLabel(blocks));
        }

        /** The block labelled {@code label}, or null (an array by label: the interpreter asks at every branch). */
        Block block(int label) {
            return label >= 0 && label < byLabel.length ? byLabel[label] : null;
        }

        private static Block[] byLabel(Map<Integer, Block> blocks) {
            int n = 0;
            for (int label : blocks.keySet()) {
                n = Math.max(n, label + 1);
            }
            Block[] out = new Block[n];
            blocks.forEach((label, b) -> {
                if (label >= 0) {
                    out[label] = b;
                }
            });
            return out;
        }
    }

    /** An OpEntryPoint, with the instruction (for messages about it). */
    record EntryPoint(int model, int function, String name, Instruction at) { }

    /** Largest id bound accepted (ids index persistent vectors). */
    static final int MAX_BOUND = 1 << 22;

    final SpirvModule module;
    final Map<Integer, String> names = new HashMap<>();
    final Map<Integer, Map<Integer, String>> memberNames = new HashMap<>();
    final Map<Integer, List<int[]>> decorations = new HashMap<>();
    final Map<Integer, Map<Integer, List<int[]>>> memberDecorations = new HashMap<>();
    final Map<Integer, SpirvType> types = new HashMap<>();
    final Map<Integer, Integer> resultTypes = new HashMap<>();
    final Map<Integer, Object> constants = new HashMap<>();
    final Map<Integer, Global> globals = new LinkedHashMap<>();
    final Map<Integer, Function> functions = new HashMap<>();
    final List<EntryPoint> entryPoints = new ArrayList<>();
    /** The OpExecutionMode LocalSize of each entry function (its words 2..4 are the size). */
    final Map<Integer, Instruction> localSize = new HashMap<>();
    /** The OpExecutionModeId LocalSizeId of each entry function (its words 2..4 are the size's ids). */
    final Map<Integer, Instruction> localSizeId = new HashMap<>();
    final Map<Integer, String> extSets = new HashMap<>();
    final Map<Integer, String> strings = new HashMap<>();
    final Map<Integer, Instruction> definitions = new HashMap<>();
    int memoryModel = -1;
    /** The OpMemoryModel instruction; null until read. */
    Instruction memoryModelAt;

    private final Map<Integer, Long> specOverrides;
    /** The dynamic instances of the module's barriers and subgroup operations met so far. */
    final DynamicInstances dynamicInstances = new DynamicInstances();
    /**
     * Pointers to whole local cells by cell, shared by every invocation (which otherwise each hold their own,
     * cold when the scheduler comes back to them). Records are immutable: two engines filling it at once only
     * make a duplicate.
     */
    private volatile Ptr.Local[] localPointers = new Ptr.Local[0];
    private static final int LOCAL_POINTER_CACHE = 4096;

    ModuleInfo(SpirvModule module, Map<Integer, Long> specOverrides) {
        this.module = module;
        this.specOverrides = Map.copyOf(specOverrides);
        if (module.bound() > MAX_BOUND || module.bound() < 1) {
            throw new InputError(new SourceSpan(module.file(), 0, 0), "id bound " + Integer.toUnsignedString(module.bound())
                    + " is outside 1.." + MAX_BOUND);
        }
        List<Instruction> all = module.instructions();
        int i = 0;
        while (i < all.size()) {
            Instruction in = all.get(i);
            if (in.name().equals("OpFunction")) {
                i = function(all, i);
            } else {
                global(in);
                i++;
            }
        }
        if (memoryModel < 0) {
            throw new InputError(new SourceSpan(module.file(), 0, 0), "the module has no OpMemoryModel");
        }
        // the interpreter asks for types at every instruction: arrays by id instead of boxed-key maps
        int ids = 0;
        for (int id : types.keySet()) {
            ids = Math.max(ids, id + 1);
        }
        for (int id : resultTypes.keySet()) {
            ids = Math.max(ids, id + 1);
        }
        SpirvType[] byId = new SpirvType[ids];
        SpirvType[] ofId = new SpirvType[ids];
        types.forEach((id, t) -> {
            if (id >= 0) {
                byId[id] = t;
            }
        });
        resultTypes.forEach((id, t) -> {
            if (id >= 0) {
                ofId[id] = types.get(t);
            }
        });
        typeById = byId;
        typeOfId = ofId;
        // an invocation's values: one dense slot per result that is not a constant (a step copies the invocation's
        // values whole while they are few, so constants, types and labels are left out of them)
        int[] slots = new int[ids];
        Object[] fixed = new Object[ids];
        java.util.Arrays.fill(slots, -1);
        int n = 0;
        for (int id = 0; id < ids; id++) {
            if (constants.containsKey(id)) {
                boolean undef = definitions.get(id) != null && definitions.get(id).name().equals("OpUndef");
                fixed[id] = undef ? new Definedness.UndefConstant(constants.get(id)) : constants.get(id);
            } else if (resultTypes.containsKey(id)) {
                slots[id] = n++;
            }
        }
        slotOf = slots;
        constantById = fixed;
    }

    /** Per id, its slot among an invocation's values, or -1 (a constant, or an id that holds no value). */
    private int[] slotOf;
    /** Per id, its constant's value, or null. */
    private Object[] constantById;

    /** The slot of {@code id}'s value in an invocation's values, or -1 when it has none there (a constant, a type). */
    int slot(int id) {
        return id >= 0 && id < slotOf.length ? slotOf[id] : -1;
    }

    /** The value of the constant {@code id}, or null when it is no constant. */
    Object constant(int id) {
        return id >= 0 && id < constantById.length ? constantById[id] : null;
    }

    /** {@link #types} and the type of each result id, by id; {@code null} while the module is read. */
    private SpirvType[] typeById;
    private SpirvType[] typeOfId;

    private void global(Instruction in) {
        String op = in.name();
        recordResult(in);
        switch (op) {
            case "OpName" -> names.put(in.word(0), in.string(1));
            case "OpMemberName" -> memberNames.computeIfAbsent(in.word(0), k -> new HashMap<>())
                    .put(in.word(1), in.string(2));
            case "OpDecorate", "OpDecorateId", "OpDecorateString" -> decorations
                    .computeIfAbsent(in.word(0), k -> new ArrayList<>()).add(decoration(in, 1));
            case "OpMemberDecorate", "OpMemberDecorateString" -> memberDecorations
                    .computeIfAbsent(in.word(0), k -> new HashMap<>())
                    .computeIfAbsent(in.word(1), k -> new ArrayList<>()).add(decoration(in, 2));
            case "OpMemoryModel" -> {
                memoryModel = in.word(1);
                memoryModelAt = in;
            }
            case "OpEntryPoint" -> entryPoints.add(new EntryPoint(in.word(0), in.word(1), in.string(2), in));
            case "OpExecutionMode" -> {
                if (in.word(1) == Spv.EXEC_MODE_LOCAL_SIZE) {
                    in.word(4);
                    localSize.put(in.word(0), in);
                }
            }
            case "OpExecutionModeId" -> {
                if (in.word(1) == Spv.EXEC_MODE_LOCAL_SIZE_ID) {
                    in.word(4);
                    localSizeId.put(in.word(0), in);
                }
            }
            case "OpExtInstImport" -> extSets.put(in.word(0), in.string(1));
            case "OpString" -> strings.put(in.word(0), in.string(1));
            case "OpVariable" -> {
                SpirvType.Pointer p = pointerType(in, in.word(0));
                globals.put(in.word(1), new Global(in.word(1), in.word(2), p.pointee(), in.word(0),
                        in.size() > 3 ? in.word(3) : 0, in.span()));
            }
            default -> {
                if (op.startsWith("OpType")) {
                    // OpTypeForwardPointer names its type without defining it: recordResult has not checked that id
                    checkId(in, in.word(0));
                    types.put(in.word(0), new TypeBuilder(this).build(in));
                } else if (op.startsWith("OpConstant") || op.startsWith("OpSpecConstant") || op.equals("OpUndef")) {
                    constants.put(in.word(1), new ConstantEvaluator(this).evaluate(in));
                }
            }
        }
    }

    private int function(List<Instruction> all, int start) {
        Instruction fn = all.get(start);
        recordResult(fn);
        List<Integer> params = new ArrayList<>();
        Map<Integer, Block> blocks = new LinkedHashMap<>();
        int entry = 0;
        int i = start + 1;
        SourceSpan line = null;
        int label = 0;
        List<Instruction> body = null;
        List<SourceSpan> spans = null;
        boolean open = false;
        for (; i < all.size(); i++) {
            Instruction in = all.get(i);
            String op = in.name();
            recordResult(in);
            if (op.equals("OpFunctionEnd")) {
                if (entry == 0) {
                    throw fn.error("function " + ref(fn.word(1)) + " has no blocks");
                }
                if (open) {
                    throw in.error("block " + ref(label) + " has no branch or return before OpFunctionEnd");
                }
                functions.put(fn.word(1), new Function(fn.word(1), List.copyOf(params), blocks, entry));
                return i + 1;
            }
            if (op.equals("OpFunctionParameter")) {
                params.add(in.word(1));
            } else if (op.equals("OpLabel")) {
                if (open) {
                    throw in.error("block " + ref(label) + " has no branch or return before OpLabel " + ref(in.word(0)));
                }
                open = true;
                label = in.word(0);
                entry = entry == 0 ? label : entry;
                body = new ArrayList<>();
                spans = new ArrayList<>();
                blocks.put(label, new Block(label, body, spans, blocks.size()));
            } else if (op.equals("OpLine")) {
                line = new SourceSpan(strings.getOrDefault(in.word(0), module.file()), in.word(1), in.word(2));
            } else if (op.equals("OpNoLine")) {
                line = null;
            } else if (op.equals("OpExtInst") && isDebugLine(in)) {
                line = debugLine(in);
            } else if (isNonSemantic(in)) {
                if (isDebugNoLine(in)) {
                    line = null;
                }
            } else if (body == null) {
                if (!isNonSemantic(in)) {
                    throw in.error(op + " before the first OpLabel of a function");
                }
            } else if (!open) {
                throw in.error(op + " after the branch or return that ends block " + ref(label)
                        + " (a block starts with OpLabel)");
            } else {
                body.add(in);
                spans.add(line != null ? line : fallbackSpan(in));
                if (isTerminator(op)) {
                    line = null;
                    open = false;
                }
            }
        }
        throw fn.error("OpFunction without OpFunctionEnd");
    }

    private SourceSpan fallbackSpan(Instruction in) {
        return in.wordOffset() >= 0 ? new SourceSpan(module.file(), 0, 0) : in.span();
    }

    static boolean isTerminator(String op) {
        return switch (op) {
            case "OpBranch", "OpBranchConditional", "OpSwitch", "OpReturn", "OpReturnValue", "OpKill",
                    "OpUnreachable", "OpTerminateInvocation" -> true;
            default -> false;
        };
    }

    boolean isNonSemantic(Instruction in) {
        return in.name().equals("OpExtInst") && extSets.getOrDefault(in.word(2), "").startsWith("NonSemantic.");
    }

    private boolean isDebugLine(Instruction in) {
        return extSets.getOrDefault(in.word(2), "").equals("NonSemantic.Shader.DebugInfo.100")
                && Grammar.get().extInstructionName("NonSemantic.Shader.DebugInfo.100", in.word(3)).equals("DebugLine");
    }

    private boolean isDebugNoLine(Instruction in) {
        return extSets.getOrDefault(in.word(2), "").equals("NonSemantic.Shader.DebugInfo.100")
                && Grammar.get().extInstructionName("NonSemantic.Shader.DebugInfo.100", in.word(3)).equals("DebugNoLine");
    }

    /** DebugLine: Source, Line Start, Line End, Column Start, Column End (all ids of constants). */
    private SourceSpan debugLine(Instruction in) {
        Instruction source = definitions.get(in.word(4));
        String file = module.file();
        if (source != null && source.name().equals("OpExtInst") && source.size() > 4) {
            file = strings.getOrDefault(source.word(4), file);
        }
        return new SourceSpan(file, (int) constantInt(in, in.word(5)), (int) constantInt(in, in.word(7)));
    }

    private void recordResult(Instruction in) {
        Grammar.Opcode op = Grammar.get().opcode(in.opcode());
        if (op == null) {
            return;
        }
        List<String> kinds = op.operands();
        if (kinds.size() >= 2 && kinds.get(0).equals("IdResultType") && kinds.get(1).equals("IdResult")) {
            checkId(in, in.word(1));
            define(in, in.word(1));
            resultTypes.put(in.word(1), in.word(0));
        } else if (!kinds.isEmpty() && kinds.get(0).equals("IdResult")) {
            checkId(in, in.word(0));
            define(in, in.word(0));
        }
    }

    /** Records {@code in} as the definition of {@code id}; a module that defines an id twice is malformed (SPIR-V 1.7, Static Single Assignment: each id has exactly one definition). */
    private void define(Instruction in, int id) {
        Instruction earlier = definitions.putIfAbsent(id, in);
        if (earlier != null) {
            throw in.error(in.name() + " defines " + ref(id) + ", which " + earlier.name() + " at " + earlier.where()
                    + " already defines");
        }
    }

    private void checkId(Instruction in, int id) {
        if (id <= 0 || id >= module.bound()) {
            throw in.error(in.name() + " defines id " + Integer.toUnsignedString(id) + " outside 1.." + (module.bound() - 1));
        }
    }

    /** The decoration starting at operand {@code from}: its number and as many operands as the grammar gives it. */
    private static int[] decoration(Instruction in, int from) {
        Grammar.Enumerant e = Grammar.get().enumerant("Decoration", in.word(from));
        int needed = e == null ? 0 : (int) e.parameters().stream().filter(k -> !k.endsWith("?") && !k.endsWith("*")).count();
        if (in.size() - from - 1 < needed) {
            throw in.error(in.name() + ": decoration " + e.name() + " needs " + needed + " operand"
                    + (needed == 1 ? "" : "s"));
        }
        return tail(in, from);
    }

    private static int[] tail(Instruction in, int from) {
        int[] w = in.words();
        int[] out = new int[w.length - from];
        System.arraycopy(w, from, out, 0, out.length);
        return out;
    }

    /** The pointer to the whole of local cell {@code cell} holding a {@code pointee} (shared when it can be). */
    Ptr.Local localPointer(int cell, SpirvType pointee) {
        Ptr.Local[] cache = localPointers;
        if (cell < cache.length && cache[cell] != null && cache[cell].pointee() == pointee) {
            return cache[cell];
        }
        Ptr.Local p = new Ptr.Local(cell, List.of(), pointee);
        if (cell < LOCAL_POINTER_CACHE) {
            Ptr.Local[] grown = java.util.Arrays.copyOf(cache, Math.max(cache.length, cell + 1));
            grown[cell] = p;
            localPointers = grown;
        }
        return p;
    }

    SpirvType type(Instruction at, int id) {
        SpirvType t = typeById != null && id >= 0 && id < typeById.length ? typeById[id] : types.get(id);
        if (t == null) {
            throw at.error("%" + id + " is not a type");
        }
        return t;
    }

    /** The pointer type {@code id}, the result type of the OpVariable {@code at}; an InputError at {@code at} otherwise. */
    SpirvType.Pointer pointerType(Instruction at, int id) {
        if (!(type(at, id) instanceof SpirvType.Pointer p)) {
            throw at.error(at.name() + ": its type " + ref(id) + " is not a pointer type");
        }
        return p;
    }

    /** The type of result id {@code id}, or null when it has none (no result type is recorded for it). */
    SpirvType resultTypeOrNull(int id) {
        if (typeOfId != null) {
            return id >= 0 && id < typeOfId.length ? typeOfId[id] : null;
        }
        Integer t = resultTypes.get(id);
        return t == null ? null : types.get(t);
    }

    /** The type of the value with result id {@code id}. */
    SpirvType typeOf(Instruction at, int id) {
        if (typeOfId != null && id >= 0 && id < typeOfId.length && typeOfId[id] != null) {
            return typeOfId[id];
        }
        Integer t = resultTypes.get(id);
        if (t == null) {
            throw at.error("%" + id + " has no type (undefined id)");
        }
        return type(at, t);
    }

    /** The value of the scalar constant {@code id}, an operand of {@code at}; an InputError at {@code at} otherwise. */
    long constantInt(Instruction at, int id) {
        Object v = constants.get(id);
        if (!(v instanceof Long l)) {
            throw at.error(at.name() + ": " + ref(id) + (definitions.containsKey(id) ? " must be a scalar constant"
                    : " is not defined (it must be a scalar constant)"));
        }
        return l;
    }

    /** The function {@code id} that {@code at} names; an InputError at {@code at} when no OpFunction defines it. */
    Function function(Instruction at, int id) {
        Function f = functions.get(id);
        if (f == null) {
            throw at.error(at.name() + " names " + ref(id) + ", which has no OpFunction");
        }
        return f;
    }

    /** How the user wrote id {@code id}: {@code %main} in a text module, {@code %5} in a binary. */
    String ref(int id) {
        return "%" + module.textNames().getOrDefault(id, Integer.toUnsignedString(id));
    }

    Optional<int[]> decoration(int id, int decoration) {
        for (int[] d : decorations.getOrDefault(id, List.of())) {
            if (d[0] == decoration) {
                return Optional.of(d);
            }
        }
        return Optional.empty();
    }

    Optional<int[]> memberDecoration(int structId, int member, int decoration) {
        for (int[] d : memberDecorations.getOrDefault(structId, Map.of()).getOrDefault(member, List.of())) {
            if (d[0] == decoration) {
                return Optional.of(d);
            }
        }
        return Optional.empty();
    }

    boolean anyMemberDecorated(int structId, int decoration) {
        for (List<int[]> ds : memberDecorations.getOrDefault(structId, Map.of()).values()) {
            for (int[] d : ds) {
                if (d[0] == decoration) {
                    return true;
                }
            }
        }
        return false;
    }

    /** The SpecIds the module's decorations give, in no order. */
    java.util.Set<Integer> specIds() {
        java.util.Set<Integer> out = new java.util.HashSet<>();
        decorations.values().forEach(ds -> ds.stream().filter(d -> d[0] == Spv.DEC_SPEC_ID && d.length > 1)
                .forEach(d -> out.add(d[1])));
        return out;
    }

    Long specOverride(int specId) {
        return specOverrides.get(specId);
    }

    String name(int id) {
        return names.getOrDefault(id, "");
    }
}
