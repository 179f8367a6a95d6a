package dev.syncscope.core.kernel;

import dev.syncscope.core.model.InputError;
import dev.syncscope.core.model.LoadMonitor;
import dev.syncscope.core.model.SourceSpan;
import dev.syncscope.core.spirv.DispatchConfig;
import dev.syncscope.core.spirv.SpirvBinaryReader;
import dev.syncscope.core.spirv.SpirvInterpreter;
import dev.syncscope.core.spirv.SpirvModule;
import dev.syncscope.core.spirv.SpirvTextReader;

import java.util.Locale;
import java.util.function.UnaryOperator;

/**
 * Loads a compute kernel file into a runnable program: GLSL {@code .comp}/{@code .glsl} and HLSL
 * {@code .hlsl} through shaderc, SPIR-V {@code .spv} and {@code .spvasm} directly; launch pragmas
 * from the leading comments ({@link PragmaParser}); HLSL may use the {@code _ugroup} pseudo-intrinsics
 * ({@link UgroupIntrinsics}), and each HLSL buffer is coherent by its own declaration ({@link HlslCoherence}).
 * Every problem with the input is an
 * {@link InputError} at file:line:column. Files are read by {@code load.ProgramLoader#kernel} (through
 * {@code InputFiles}: size, file type and UTF-8 checked), which hands the text or bytes here. Stateless.
 */
public final class KernelLoader {

    private KernelLoader() {
    }

    /** A text kernel; the extension of {@code name} selects the language. */
    public static LoadedKernel load(String name, String text) {
        return load(name, text, SpirvInterpreter.MAX_INVOCATIONS);
    }

    /** A text kernel whose launch may have at most {@code maxInvocations} invocations. */
    public static LoadedKernel load(String name, String text, int maxInvocations) {
        return load(name, text, maxInvocations, LoadMonitor.NONE);
    }

    /**
     * As {@link #load(String, String, int)}, asking {@code monitor} whether to go on while the launch is built
     * ({@link SpirvInterpreter#program(String, SpirvModule, DispatchConfig, int, LoadMonitor)}).
     */
    public static LoadedKernel load(String name, String text, int maxInvocations, LoadMonitor monitor) {
        return load(name, text, maxInvocations, monitor, UnaryOperator.identity());
    }

    /**
     * As {@link #load(String, String, int, LoadMonitor)}, the program launched with {@code launchAs} applied to the
     * file's configuration (another dispatch, another budget): one launch, where loading and then relaunching built
     * every invocation twice.
     */
    public static LoadedKernel load(String name, String text, int maxInvocations, LoadMonitor monitor,
                                    UnaryOperator<DispatchConfig> launchAs) {
        String ext = extension(name);
        return switch (ext) {
            case "comp", "glsl" -> compiled(name, text, ShadercCompiler.Language.GLSL, maxInvocations, monitor, launchAs);
            case "hlsl" -> compiled(name, text, ShadercCompiler.Language.HLSL, maxInvocations, monitor, launchAs);
            case "spvasm" -> {
                LaunchPragmas pragmas = PragmaParser.parse(name, text, PragmaParser.commentPrefix(name));
                yield LoadedKernel.launched(name, text, SpirvTextReader.read(name, text), pragmas, maxInvocations,
                        monitor, launchAs);
            }
            case "spv" -> throw new InputError(new SourceSpan(name, 0, 0), "a .spv file is binary; load its bytes");
            default -> throw new InputError(new SourceSpan(name, 0, 0), "unknown kernel type '." + ext
                    + "' (expected .comp, .glsl, .hlsl, .spv or .spvasm)");
        };
    }

    /** A SPIR-V binary; it has no pragmas, so it launches with the defaults. */
    public static LoadedKernel load(String name, byte[] spirv) {
        return load(name, spirv, SpirvInterpreter.MAX_INVOCATIONS);
    }

    /** A SPIR-V binary whose launch may have at most {@code maxInvocations} invocations. */
    public static LoadedKernel load(String name, byte[] spirv, int maxInvocations) {
        return load(name, spirv, maxInvocations, LoadMonitor.NONE);
    }

    /** As {@link #load(String, byte[], int)}, asking {@code monitor} whether to go on while the launch is built. */
    public static LoadedKernel load(String name, byte[] spirv, int maxInvocations, LoadMonitor monitor) {
        return load(name, spirv, maxInvocations, monitor, UnaryOperator.identity());
    }

    /** As {@link #load(String, byte[], int, LoadMonitor)}, launched with {@code launchAs} applied to the defaults. */
    public static LoadedKernel load(String name, byte[] spirv, int maxInvocations, LoadMonitor monitor,
                                    UnaryOperator<DispatchConfig> launchAs) {
        LaunchPragmas pragmas = PragmaParser.parse(name, "", "//");
        return LoadedKernel.launched(name, "", SpirvBinaryReader.read(name, spirv), pragmas, maxInvocations, monitor,
                launchAs);
    }

    private static LoadedKernel compiled(String name, String file, ShadercCompiler.Language language,
                                         int maxInvocations, LoadMonitor monitor,
                                         UnaryOperator<DispatchConfig> launchAs) {
        // a UTF-8 byte-order mark is no token for glslang ("unexpected token" at line 1)
        String text = file.startsWith("\uFEFF") ? file.substring(1) : file;
        LaunchPragmas written = PragmaParser.parse(name, text, "//");
        boolean hlsl = language == ShadercCompiler.Language.HLSL;
        SourceCharacters.check(name, text, hlsl);
        if (!hlsl) {
            GlslVersion.check(name, text);
        }
        boolean ugroup = hlsl && UgroupIntrinsics.uses(text);
        UnaryOperator<DispatchConfig> launchCheck = UnaryOperator.identity();
        // the HLSL as the compiler sees it, its lines numbered as the compiler numbers them: macros expanded, comments gone
        String preprocessed = hlsl ? UgroupIntrinsics.preprocessed(name, text) : null;
        if (hlsl) {
            NumthreadsGuard.check(name, preprocessed);
        }
        // an HLSL file without main whose only [numthreads] function is CSMain starts there (KernelEntry)
        LaunchPragmas pragmas = hlsl ? KernelEntry.chosen(name, preprocessed, written) : written;
        if (hlsl) {
            KernelEntry.requireNumthreads(name, preprocessed, pragmas.entryPoint());
            // the entry point's [WaveSize], which glslang drops, decides the subgroup size (WaveSizeAttribute)
            WaveSizeAttribute waveSize = WaveSizeAttribute.of(name, text, preprocessed, pragmas.entryPoint());
            if (waveSize != null) {
                pragmas = waveSize.applied(pragmas);
                launchCheck = waveSize.launchCheck();
            }
        }
        // every HLSL kernel is compiled with SYNCSCOPE defined, as it was preprocessed for the checks above, and its
        // static globals with the zero HLSL gives them (HlslStatics)
        String source = hlsl ? UgroupIntrinsics.PRELUDE + HlslStatics.zeroInitialised(text) : text;
        byte[] spirv;
        try {
            spirv = ShadercCompiler.compile(name, source, language, pragmas.entryPoint());
        } catch (InputError e) {
            if (!hlsl) {
                throw KernelEntry.glslHinted(e);
            }
            // columns as in the user's file, which has no inserted zeros (HlslStaticColumns); lines are the same
            InputError user = HlslMissingIntrinsics.hinted(HlslStaticColumns.ofUser(e, name, text));
            throw ByteAddressAtomics.hinted(KernelEntry.hinted(user, name, preprocessed, pragmas.entryPoint()), name,
                    UgroupIntrinsics.PRELUDE + text, preprocessed);
        }
        SpirvModule module = SpirvBinaryReader.read(name, spirv);
        if (!hlsl) {
            // coherent kept as a decoration of a Vulkan-model module: not allowed, and the accesses stay private
            VulkanModelQualifiers.check(name, text, module);
        }
        if (hlsl) {
            // a buffer is coherent by its own declaration, not by a shared struct type met first (HlslCoherence)
            module = HlslCoherence.perVariable(module);
        }
        if (ugroup) {
            // a pseudo-intrinsic named in a comment is no call, one reached through a macro is found where it is used
            module = UgroupIntrinsics.narrow(module, UgroupIntrinsics.lines(name, preprocessed));
        }
        return LoadedKernel.launched(name, text, module, pragmas, maxInvocations, monitor, launchAs, launchCheck);
    }

    private static String extension(String name) {
        int dot = name.lastIndexOf('.');
        return dot < 0 ? "" : name.substring(dot + 1).toLowerCase(Locale.ROOT);
    }
}
