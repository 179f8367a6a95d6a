package dev.syncscope.core.kernel;

import dev.syncscope.core.model.LoadMonitor;
import dev.syncscope.core.model.Program;
import dev.syncscope.core.spirv.DispatchConfig;
import dev.syncscope.core.spirv.SpirvInterpreter;
import dev.syncscope.core.spirv.SpirvModule;

/**
 * A kernel file loaded by {@link KernelLoader}: its source text (empty for a binary), the SPIR-V
 * it compiled to, its launch pragmas and the program they launch. Immutable.
 *
 * @param name    the file name
 * @param source  the text the user wrote ({@code .comp}, {@code .hlsl}, {@code .spvasm}); empty for {@code .spv}
 * @param module  the SPIR-V module run by the interpreter
 * @param pragmas the launch pragmas from the file's leading comments
 * @param program the program launched with {@link LaunchPragmas#toConfig()}
 */
public record LoadedKernel(String name, String source, SpirvModule module, LaunchPragmas pragmas, Program program) {

    /** The same kernel launched with another configuration (e.g. from the launch dialog). */
    public Program launch(DispatchConfig config) {
        return SpirvInterpreter.program(name, module, config);
    }

    /** The same kernel launched with another configuration, at most {@code maxInvocations} invocations. */
    public Program launch(DispatchConfig config, int maxInvocations) {
        return launch(config, maxInvocations, LoadMonitor.NONE);
    }

    /** As {@link #launch(DispatchConfig, int)}, asking {@code monitor} whether to go on while it is built. */
    public Program launch(DispatchConfig config, int maxInvocations, LoadMonitor monitor) {
        return SpirvInterpreter.program(name, module, config, maxInvocations, monitor);
    }
}
