package dev.syncscope.core.kernel;

import dev.syncscope.core.model.LoadMonitor;
import dev.syncscope.core.model.Program;
import dev.syncscope.core.spirv.DispatchConfig;
import dev.syncscope.core.spirv.SpirvInterpreter;
import dev.syncscope.core.spirv.SpirvModule;

import java.util.function.UnaryOperator;

/**
 * A kernel file loaded by {@link KernelLoader}: its source text (empty for a binary), the SPIR-V
 * it compiled to, its launch pragmas and the program they launch. Immutable.
 *
 * @param name    the file name
 * @param source  the text the user wrote ({@code .comp}, {@code .hlsl}, {@code .spvasm}); empty for {@code .spv}
 * @param module  the SPIR-V module run by the interpreter
 * @param pragmas the launch pragmas from the file's leading comments
 * @param program the program launched with {@link LaunchPragmas#toConfig()} (or, loaded for another launch, that
 *                one), with the pragmas' notes
 * @param launchCheck applied to every launch of the kernel, this one and {@link #launch}'s: refuses (an
 *                {@link dev.syncscope.core.model.InputError}) a configuration the kernel does not allow, a subgroup
 *                size its HLSL {@code [WaveSize]} does not ({@link WaveSizeAttribute}); identity for most kernels
 */
public record LoadedKernel(String name, String source, SpirvModule module, LaunchPragmas pragmas, Program program,
                           UnaryOperator<DispatchConfig> launchCheck) {

    /**
     * The kernel launched with {@code launchAs} applied to what its pragmas say (identity: as they say), at most
     * {@code maxInvocations} invocations, built under {@code monitor}.
     */
    static LoadedKernel launched(String name, String source, SpirvModule module, LaunchPragmas pragmas,
                                 int maxInvocations, LoadMonitor monitor, UnaryOperator<DispatchConfig> launchAs) {
        return launched(name, source, module, pragmas, maxInvocations, monitor, launchAs, UnaryOperator.identity());
    }

    /** As above, every launch checked by {@code launchCheck} (this one after {@code launchAs}). */
    static LoadedKernel launched(String name, String source, SpirvModule module, LaunchPragmas pragmas,
                                 int maxInvocations, LoadMonitor monitor, UnaryOperator<DispatchConfig> launchAs,
                                 UnaryOperator<DispatchConfig> launchCheck) {
        return new LoadedKernel(name, source, module, pragmas, program(name, module, pragmas,
                launchCheck.apply(launchAs.apply(pragmas.toConfig())), maxInvocations, monitor), launchCheck);
    }

    /** The same kernel launched with another configuration (e.g. from the launch dialog). */
    public Program launch(DispatchConfig config) {
        return launch(config, SpirvInterpreter.MAX_INVOCATIONS);
    }

    /** The same kernel launched with another configuration, at most {@code maxInvocations} invocations. */
    public Program launch(DispatchConfig config, int maxInvocations) {
        return launch(config, maxInvocations, LoadMonitor.NONE);
    }

    /** As {@link #launch(DispatchConfig, int)}, asking {@code monitor} whether to go on while it is built. */
    public Program launch(DispatchConfig config, int maxInvocations, LoadMonitor monitor) {
        return program(name, module, pragmas, launchCheck.apply(config), maxInvocations, monitor);
    }

    /** The module's program, the notes on the file's pragmas ({@link LaunchPragmas#notes()}) ahead of its own. */
    private static Program program(String name, SpirvModule module, LaunchPragmas pragmas, DispatchConfig config,
                                   int maxInvocations, LoadMonitor monitor) {
        return SpirvInterpreter.program(name, module, config, maxInvocations, monitor).withNotesFirst(pragmas.notes());
    }
}
