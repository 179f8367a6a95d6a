package dev.syncscope.core.kernel;

import dev.syncscope.core.model.ProgramNote;
import dev.syncscope.core.model.SourceSpan;
import dev.syncscope.core.model.ValueLiteral;
import dev.syncscope.core.spirv.DispatchConfig;
import dev.syncscope.core.spirv.Sampler;

import java.util.List;
import java.util.Map;

/**
 * The launch configuration written in a kernel file's leading comments (syntax in
 * {@link PragmaParser}). Immutable.
 *
 * @param dispatch      workgroups in x, y, z ({@code @dispatch})
 * @param workgroupSize {@code @workgroup-size}, null when absent
 * @param subgroupSize  {@code @subgroup-size}
 * @param buffers       {@code @buffer name = values}, as written (a float location reads {@code 3} as 3.0)
 * @param lengths       {@code @length name = elements}
 * @param aliases       {@code @alias a b …}
 * @param chains        {@code @chains on|off}
 * @param specConstants {@code @spec id = value}
 * @param entryPoint    {@code @entry name}, null when absent
 * @param stepBudget    {@code @budget n}
 * @param expectations  {@code @expect …} lines, uninterpreted, for checkers and lessons
 * @param origins       where each named thing was written (buffer and alias names, {@code @workgroup-size},
 *                      {@code @dispatch}, {@code @subgroup-size})
 * @param notes         a known pragma written where it is not read (after the leading block, or in a block
 *                      comment), one note each at its '@' ({@link MisplacedPragmas})
 * @param images        {@code @image name = w,h,d}: a storage image's texel grid
 * @param samplers      {@code @sampler texture = linear, repeat}: the sampler state a texture is sampled with
 */
public record LaunchPragmas(List<Integer> dispatch, List<Integer> workgroupSize, int subgroupSize,
                            Map<String, List<ValueLiteral>> buffers, Map<String, Integer> lengths,
                            List<List<String>> aliases,
                            boolean chains, Map<Integer, Long> specConstants, String entryPoint, int stepBudget,
                            List<Expectation> expectations, Map<String, SourceSpan> origins,
                            List<ProgramNote> notes, Map<String, List<Integer>> images,
                            Map<String, Sampler> samplers) {

    /** One {@code @expect} line: its text after the keyword and where it is. */
    public record Expectation(String text, SourceSpan span) { }

    public LaunchPragmas {
        dispatch = List.copyOf(dispatch);
        workgroupSize = workgroupSize == null ? null : List.copyOf(workgroupSize);
        buffers = Map.copyOf(buffers);
        lengths = Map.copyOf(lengths);
        aliases = aliases.stream().map(List::copyOf).toList();
        specConstants = Map.copyOf(specConstants);
        expectations = List.copyOf(expectations);
        origins = Map.copyOf(origins);
        notes = List.copyOf(notes);
        images = Map.copyOf(images);
        samplers = Map.copyOf(samplers);
    }

    /** Pragmas without a sampler's state. */
    public LaunchPragmas(List<Integer> dispatch, List<Integer> workgroupSize, int subgroupSize,
                         Map<String, List<ValueLiteral>> buffers, Map<String, Integer> lengths,
                         List<List<String>> aliases,
                         boolean chains, Map<Integer, Long> specConstants, String entryPoint, int stepBudget,
                         List<Expectation> expectations, Map<String, SourceSpan> origins, List<ProgramNote> notes,
                         Map<String, List<Integer>> images) {
        this(dispatch, workgroupSize, subgroupSize, buffers, lengths, aliases, chains, specConstants, entryPoint,
                stepBudget, expectations, origins, notes, images, Map.of());
    }

    /** These pragmas with the entry point {@code entry}, chosen for the file (not written in it), and its note. */
    public LaunchPragmas withEntryPoint(String entry, ProgramNote note) {
        List<ProgramNote> all = new java.util.ArrayList<>(notes);
        all.add(note);
        return new LaunchPragmas(dispatch, workgroupSize, subgroupSize, buffers, lengths, aliases, chains,
                specConstants, entry, stepBudget, expectations, origins, all, images, samplers);
    }

    /** These pragmas with {@code size} invocations per subgroup, which the kernel asks for (not written here). */
    LaunchPragmas withSubgroupSize(int size) {
        return new LaunchPragmas(dispatch, workgroupSize, size, buffers, lengths, aliases, chains, specConstants,
                entryPoint, stepBudget, expectations, origins, notes, images, samplers);
    }

    /** The dispatch configuration these pragmas describe. */
    public DispatchConfig toConfig() {
        return new DispatchConfig(entryPoint, dispatch, workgroupSize, subgroupSize, buffers, lengths, aliases, chains,
                specConstants, stepBudget, origins, images, samplers);
    }
}
