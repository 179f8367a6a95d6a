package dev.syncscope.core.spirv;

import dev.syncscope.core.model.SourceSpan;
import dev.syncscope.core.model.ValueLiteral;

import java.util.List;
import java.util.Map;

/**
 * How to launch a SPIR-V compute kernel: entry point, dispatch and workgroup size, subgroup size,
 * buffer contents, runtime-array lengths, aliasing, features, spec-constant overrides and the local
 * step budget. Immutable.
 *
 * @param entryPoint     entry point name; null for the first GLCompute entry point
 * @param dispatch       number of workgroups in x, y, z
 * @param workgroupSize  workgroup size for a shader that declares none (null: take the shader's)
 * @param subgroupSize   invocations per subgroup (consecutive LocalInvocationIndex values)
 * @param buffers        initial 32-bit words of a reference, from byte 0 of its buffer, by reference name, as written:
 *                       each location reads its value by its own kind (a decimal integer in a float location is
 *                       that number as a float, {@link ValueLiteral#bits(dev.syncscope.core.model.ValueKind)})
 * @param runtimeLengths element count of the runtime array of a buffer, by reference name
 *                       (default: enough for its initial words and at least one element per invocation)
 * @param aliases        groups of reference names bound to one allocation
 * @param chains         the device feature vulkanMemoryModelAvailabilityVisibilityChains
 * @param specConstants  values by SpecId overriding OpSpecConstant defaults
 * @param stepBudget     most instructions an invocation may run between two actions (BOUND_EXCEEDED beyond)
 * @param origins        where a name in the maps above was written (for error positions); may be empty
 * @param imageSizes     the texel grid of a storage image, by reference name (width, height, depth: as many as its
 *                       coordinates; default: one texel per invocation of the dispatch along each, {@code Images})
 * @param samplers       the sampler state a texture is sampled with, by the texture's reference name ({@code @sampler};
 *                       default: none, and a sample of the texture faults saying so, {@code Sampling})
 */
public record DispatchConfig(String entryPoint, List<Integer> dispatch, List<Integer> workgroupSize, int subgroupSize,
                             Map<String, List<ValueLiteral>> buffers, Map<String, Integer> runtimeLengths,
                             List<List<String>> aliases, boolean chains, Map<Integer, Long> specConstants,
                             int stepBudget, Map<String, SourceSpan> origins,
                             Map<String, List<Integer>> imageSizes, Map<String, Sampler> samplers) {

    public static final int DEFAULT_STEP_BUDGET = 100_000;
    public static final int DEFAULT_SUBGROUP_SIZE = 32;

    public DispatchConfig {
        dispatch = List.copyOf(dispatch);
        workgroupSize = workgroupSize == null ? null : List.copyOf(workgroupSize);
        buffers = Map.copyOf(buffers);
        runtimeLengths = Map.copyOf(runtimeLengths);
        aliases = aliases.stream().map(List::copyOf).toList();
        specConstants = Map.copyOf(specConstants);
        origins = Map.copyOf(origins);
        imageSizes = Map.copyOf(imageSizes);
        samplers = Map.copyOf(samplers);
        if (dispatch.size() != 3 || subgroupSize < 1 || stepBudget < 1) {
            throw new IllegalArgumentException("dispatch needs 3 sizes, subgroup size and step budget must be positive");
        }
    }

    /** A launch whose storage images take their default size (one texel per invocation along each dimension). */
    public DispatchConfig(String entryPoint, List<Integer> dispatch, List<Integer> workgroupSize, int subgroupSize,
                          Map<String, List<ValueLiteral>> buffers, Map<String, Integer> runtimeLengths,
                          List<List<String>> aliases, boolean chains, Map<Integer, Long> specConstants,
                          int stepBudget, Map<String, SourceSpan> origins) {
        this(entryPoint, dispatch, workgroupSize, subgroupSize, buffers, runtimeLengths, aliases, chains, specConstants,
                stepBudget, origins, Map.of(), Map.of());
    }

    /** A launch that samples no texture with a sampler's state. */
    public DispatchConfig(String entryPoint, List<Integer> dispatch, List<Integer> workgroupSize, int subgroupSize,
                          Map<String, List<ValueLiteral>> buffers, Map<String, Integer> runtimeLengths,
                          List<List<String>> aliases, boolean chains, Map<Integer, Long> specConstants,
                          int stepBudget, Map<String, SourceSpan> origins, Map<String, List<Integer>> imageSizes) {
        this(entryPoint, dispatch, workgroupSize, subgroupSize, buffers, runtimeLengths, aliases, chains, specConstants,
                stepBudget, origins, imageSizes, Map.of());
    }

    /** One workgroup, shader's workgroup size, subgroups of 32, zeroed buffers, no overrides. */
    public static DispatchConfig defaults() {
        return new DispatchConfig(null, List.of(1, 1, 1), null, DEFAULT_SUBGROUP_SIZE, Map.of(), Map.of(), List.of(),
                false, Map.of(), DEFAULT_STEP_BUDGET, Map.of());
    }

    /**
     * The key of {@link #origins} under which the {@code @spec ID = V} pragma of SpecId {@code id} is kept
     * ({@code @entry}, {@code @dispatch} and {@code @workgroup-size} are kept under their pragma's name).
     */
    public static String specOrigin(int id) {
        return "@spec " + id;
    }

    /**
     * The key of {@link #origins} under which value {@code index} of {@code @buffer buffer = …} is kept when it is
     * wider than 32 bits: it fits only a 64-bit scalar's location, which the pragma's parser cannot know (References
     * judges).
     */
    public static String wideValueOrigin(String buffer, int index) {
        return "@buffer " + buffer + " " + index;
    }

    /**
     * Where a dispatch given as {@code check --dispatch} is placed in errors ({@code --dispatch: the dispatch has …}):
     * the option, not the file's {@code @dispatch} line it replaced.
     */
    public static final SourceSpan DISPATCH_OPTION = new SourceSpan("--dispatch", 0, 0);

    /**
     * This launch with another dispatch, chosen outside the file (the launch dialog): an error about its size is no
     * longer placed at the file's {@code @dispatch} line.
     */
    public DispatchConfig withDispatch(int x, int y, int z) {
        Map<String, SourceSpan> o = new java.util.HashMap<>(origins);
        o.remove("@dispatch");
        return new DispatchConfig(entryPoint, List.of(x, y, z), workgroupSize, subgroupSize, buffers, runtimeLengths,
                aliases, chains, specConstants, stepBudget, o, imageSizes, samplers);
    }

    /** This launch with another dispatch, written at {@code origin} (e.g. {@link #DISPATCH_OPTION}). */
    public DispatchConfig withDispatch(int x, int y, int z, SourceSpan origin) {
        Map<String, SourceSpan> o = new java.util.HashMap<>(origins);
        o.put("@dispatch", origin);
        return new DispatchConfig(entryPoint, List.of(x, y, z), workgroupSize, subgroupSize, buffers, runtimeLengths,
                aliases, chains, specConstants, stepBudget, o, imageSizes, samplers);
    }

    public DispatchConfig withBuffer(String name, List<ValueLiteral> words) {
        Map<String, List<ValueLiteral>> b = new java.util.HashMap<>(buffers);
        b.put(name, words);
        return new DispatchConfig(entryPoint, dispatch, workgroupSize, subgroupSize, b, runtimeLengths, aliases, chains,
                specConstants, stepBudget, origins, imageSizes, samplers);
    }

    public DispatchConfig withSubgroupSize(int size) {
        return new DispatchConfig(entryPoint, dispatch, workgroupSize, size, buffers, runtimeLengths, aliases, chains,
                specConstants, stepBudget, origins, imageSizes, samplers);
    }

    public DispatchConfig withStepBudget(int budget) {
        return new DispatchConfig(entryPoint, dispatch, workgroupSize, subgroupSize, buffers, runtimeLengths, aliases,
                chains, specConstants, budget, origins, imageSizes, samplers);
    }

    public DispatchConfig withAliases(List<List<String>> groups) {
        return new DispatchConfig(entryPoint, dispatch, workgroupSize, subgroupSize, buffers, runtimeLengths, groups,
                chains, specConstants, stepBudget, origins, imageSizes, samplers);
    }

    /**
     * The workgroups of the dispatch, in a long (65536 × 65536 overflows an int: it read 0, and ran nothing), or
     * Long.MAX_VALUE when even that overflows.
     */
    public long workgroupCount() {
        try {
            return Math.multiplyExact(Math.multiplyExact((long) dispatch.get(0), dispatch.get(1)), dispatch.get(2));
        } catch (ArithmeticException e) {
            return Long.MAX_VALUE;
        }
    }
}
