package dev.syncscope.core.load;

import dev.syncscope.core.kernel.KernelLoader;
import dev.syncscope.core.kernel.LoadedKernel;
import dev.syncscope.core.litmus.herd.HerdParser;
import dev.syncscope.core.litmus.khronos.KhronosParser;
import dev.syncscope.core.model.InputError;
import dev.syncscope.core.model.LoadMonitor;
import dev.syncscope.core.model.Program;
import dev.syncscope.core.model.SourceSpan;
import dev.syncscope.core.spirv.DispatchConfig;
import dev.syncscope.core.spirv.SpirvInterpreter;

import java.nio.file.Path;
import java.util.Locale;
import java.util.function.UnaryOperator;

/**
 * Compiles a user file to a {@link Program}, choosing the front end by the file's extension.
 * Immutable (stateless).
 */
public final class ProgramLoader {

    private ProgramLoader() {
    }

    /** The file types SyncScope opens, for messages and file choosers. */
    public static final String SUPPORTED = ".comp/.glsl (GLSL), .hlsl (HLSL), .spv/.spvasm (SPIR-V), .test (Khronos litmus), .litmus (herd-style Vulkan litmus)";

    /** Whether {@code fileName} names a compute kernel (GLSL, HLSL, SPIR-V) rather than a litmus test. */
    public static boolean isKernel(String fileName) {
        String lower = fileName.toLowerCase(Locale.ROOT);
        return lower.endsWith(".comp") || lower.endsWith(".glsl") || lower.endsWith(".hlsl")
                || lower.endsWith(".spvasm") || lower.endsWith(".spv");
    }

    /** Whether {@code fileName} names a SPIR-V binary ({@code .spv}, any case): read as bytes, every other file as text. */
    public static boolean isBinary(String fileName) {
        return fileName.toLowerCase(Locale.ROOT).endsWith(".spv");
    }

    /**
     * Reads and compiles the kernel in {@code file} ({@link #isBinary}: bytes, else UTF-8 text; {@link InputFiles}), named
     * by its file name, asking {@code monitor} whether to go on while its launch is built.
     *
     * @param readAs how a failure to read the file names it (the path the user gave, or its file name)
     */
    public static LoadedKernel kernel(Path file, String readAs, int maxInvocations, LoadMonitor monitor) {
        return kernel(file, readAs, maxInvocations, monitor, UnaryOperator.identity());
    }

    /** As {@link #kernel(Path, String, int, LoadMonitor)}, launched with {@code launchAs} applied to the file's launch. */
    public static LoadedKernel kernel(Path file, String readAs, int maxInvocations, LoadMonitor monitor,
                                      UnaryOperator<DispatchConfig> launchAs) {
        String name = file.getFileName().toString();
        return isBinary(name)
                ? KernelLoader.load(name, InputFiles.readBytes(file, readAs), maxInvocations, monitor, launchAs)
                : KernelLoader.load(name, InputFiles.readText(file, readAs), maxInvocations, monitor, launchAs);
    }

    /**
     * Reads and compiles a file ({@code .spv} as bytes, everything else as UTF-8 text; {@link InputFiles}).
     *
     * @throws InputError when the file is missing, unreadable, not a regular file, too large, not UTF-8 text,
     *                    malformed, or of an unknown type
     */
    public static Program load(Path file) {
        return load(file, SpirvInterpreter.MAX_INVOCATIONS);
    }

    /**
     * Reads and compiles a file; a kernel whose launch has more than {@code maxInvocations}
     * invocations is an InputError (litmus tests have their own fixed threads).
     */
    public static Program load(Path file, int maxInvocations) {
        String name = file.getFileName().toString();
        if (isBinary(name)) {
            return kernel(file, file.toString(), maxInvocations, LoadMonitor.NONE).program();
        }
        return load(name, InputFiles.readText(file), maxInvocations);
    }

    /**
     * Compiles {@code text}, the contents of the file {@code fileName}.
     *
     * @throws InputError with file:line:column when the file is malformed or of an unknown type
     */
    public static Program load(String fileName, String text) {
        return load(fileName, text, SpirvInterpreter.MAX_INVOCATIONS);
    }

    /** Compiles {@code text}; a kernel launch may have at most {@code maxInvocations} invocations. */
    public static Program load(String fileName, String text, int maxInvocations) {
        String lower = fileName.toLowerCase(Locale.ROOT);
        if (lower.endsWith(".test")) {
            return new KhronosParser().parse(fileName, text).program();
        }
        if (lower.endsWith(".litmus")) {
            return HerdParser.parse(fileName, text).program();
        }
        if (isKernel(fileName)) {
            return KernelLoader.load(fileName, text, maxInvocations).program();
        }
        throw InputError.worded(new SourceSpan(fileName, 0, 0),
                "SyncScope cannot open this kind of file; it opens " + SUPPORTED, null, "input.unsupportedFile",
                SUPPORTED);
    }
}
