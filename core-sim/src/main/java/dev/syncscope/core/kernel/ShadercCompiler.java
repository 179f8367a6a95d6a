package dev.syncscope.core.kernel;

import dev.syncscope.core.model.InputError;
import dev.syncscope.core.model.SourceSpan;
import org.lwjgl.system.MemoryUtil;
import org.lwjgl.util.shaderc.Shaderc;

import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Compiles GLSL and HLSL compute shaders to SPIR-V in-process with shaderc (LWJGL binding),
 * targeting Vulkan 1.3 with debug info ({@code OpSource}/{@code OpLine} naming the original
 * file), unoptimized so every source access survives. Compiler diagnostics become an
 * {@link InputError} at the shader's file:line. Stateless; each call owns its native objects.
 */
public final class ShadercCompiler {

    /** The source language of a kernel. */
    public enum Language { GLSL, HLSL }

    private static final Pattern DIAGNOSTIC = Pattern.compile("^(.*?):(\\d+): (?:fatal )?error: (.*)$",
            Pattern.MULTILINE);

    /** glslang's last line of a failed HLSL parse: {@code file: file(L): error at column C, HLSL parsing failed.}. */
    private static final Pattern HLSL_FAILED = Pattern.compile("^(.*?): (.*)\\((\\d+)\\): error at column (\\d+), HLSL parsing"
            + " failed\\.$", Pattern.MULTILINE);

    /**
     * An extension's name alone on a line after the file's ({@code k.comp: GL_EXT_shader_explicit_arithmetic_types}),
     * as glslang lists them after "Possible extensions include:".
     */
    private static final Pattern EXTENSION = Pattern.compile("(?:[^\\n]*: )?(GL_[A-Za-z0-9_]+)");

    /** glslang's {@code 'token' : reason extra}, the token quoted, maybe empty, and spaces after the colon. */
    private static final Pattern GLSLANG_WORDS = Pattern.compile("^'(.*?)' :\\s+(.*)$", Pattern.DOTALL);

    /** A single diagnostic about the whole file, with no line: {@code file: error: message}. */
    private static final Pattern FILE_DIAGNOSTIC = Pattern.compile("^[^\\n]*?: (?:fatal )?(?:error|warning): ([^\\n]*)$");

    /** HLSL's words for a missing {@code ;}: glslang's {@code acceptTokenClass(EHTokSemicolon)} failing. */
    private static final String SEMICOLON_EXPECTED = "';' : Expected";
    /** The key of {@link #SEMICOLON_EXPECTED} with a hint. 0: glslang's words; 1: the line before. */
    private static final String MISSING_SEMICOLON = "input.compiler.missingSemicolon";
    /** glslang's parser out of its stack, which it says as "memory exhausted": nesting too deep for it. */
    private static final Pattern PARSER_STACK = Pattern.compile(
            "^(.*?):(\\d+): (?:fatal )?(?:error: )?(?:'[^']*' :\\s*)?memory exhausted\\s*$", Pattern.MULTILINE);
    /** The message key of {@link #PARSER_STACK}'s words. No arguments. */
    static final String TOO_DEEP = "input.compiler.tooDeep";

    private ShadercCompiler() {
    }

    /** The SPIR-V binary of {@code source}'s compute entry point {@code entryPoint} (HLSL: default "main"). */
    public static byte[] compile(String file, String source, Language language, String entryPoint) {
        return run(file, source, language, entryPoint, false);
    }

    /** The same compilation as SPIR-V assembly text (spirv-dis syntax), e.g. to show beside the source. */
    public static String compileToAssembly(String file, String source, Language language, String entryPoint) {
        return new String(run(file, source, language, entryPoint, true), java.nio.charset.StandardCharsets.UTF_8);
    }

    /**
     * {@code source} after the preprocessor (comments gone, macros expanded, one output line per input line, as
     * the compiler's OpLine numbers count them; a {@code #line} directive stays in the text).
     */
    public static String preprocess(String file, String source, Language language) {
        return new String(run(file, source, language, null, Output.PREPROCESSED), java.nio.charset.StandardCharsets.UTF_8);
    }

    /** What a shaderc call produces. */
    private enum Output { BINARY, ASSEMBLY, PREPROCESSED }

    private static byte[] run(String file, String source, Language language, String entryPoint, boolean assembly) {
        return run(file, source, language, entryPoint, assembly ? Output.ASSEMBLY : Output.BINARY);
    }

    private static byte[] run(String file, String source, Language language, String entryPoint, Output output) {
        long compiler = Shaderc.shaderc_compiler_initialize();
        long options = Shaderc.shaderc_compile_options_initialize();
        if (compiler == 0 || options == 0) {
            throw new IllegalStateException("shaderc could not be initialised");
        }
        try {
            Shaderc.shaderc_compile_options_set_target_env(options, Shaderc.shaderc_target_env_vulkan,
                    Shaderc.shaderc_env_version_vulkan_1_3);
            Shaderc.shaderc_compile_options_set_generate_debug_info(options);
            Shaderc.shaderc_compile_options_set_optimization_level(options, Shaderc.shaderc_optimization_level_zero);
            if (language == Language.HLSL) {
                Shaderc.shaderc_compile_options_set_source_language(options, Shaderc.shaderc_source_language_hlsl);
                Shaderc.shaderc_compile_options_set_auto_bind_uniforms(options, true);
            }
            int kind = language == Language.HLSL ? Shaderc.shaderc_compute_shader : Shaderc.shaderc_glsl_compute_shader;
            String entry = entryPoint == null ? "main" : entryPoint;
            // the strings in native memory of their own size: LWJGL's CharSequence overloads encode them on its 64 KB
            // thread stack, which a larger source overflows (an OutOfMemoryError "Out of stack space")
            ByteBuffer text = MemoryUtil.memUTF8(source, false);
            ByteBuffer name = MemoryUtil.memUTF8(file, true);
            ByteBuffer entryName = MemoryUtil.memUTF8(entry, true);
            long result;
            try {
                result = switch (output) {
                    case ASSEMBLY -> Shaderc.shaderc_compile_into_spv_assembly(compiler, text, kind, name, entryName,
                            options);
                    case PREPROCESSED -> Shaderc.shaderc_compile_into_preprocessed_text(compiler, text, kind, name,
                            entryName, options);
                    case BINARY -> Shaderc.shaderc_compile_into_spv(compiler, text, kind, name, entryName, options);
                };
            } finally {
                MemoryUtil.memFree(text);
                MemoryUtil.memFree(name);
                MemoryUtil.memFree(entryName);
            }
            try {
                if (Shaderc.shaderc_result_get_compilation_status(result) != Shaderc.shaderc_compilation_status_success) {
                    throw error(file, source, String.valueOf(Shaderc.shaderc_result_get_error_message(result)));
                }
                ByteBuffer bytes = Shaderc.shaderc_result_get_bytes(result);
                byte[] out = new byte[bytes.remaining()];
                bytes.get(out);
                return out;
            } finally {
                Shaderc.shaderc_result_release(result);
            }
        } finally {
            Shaderc.shaderc_compile_options_release(options);
            Shaderc.shaderc_compiler_release(compiler);
        }
    }

    /** As {@link #error(String, String, String)} without the source: every column 0. */
    static InputError error(String file, String message) {
        return error(file, null, message);
    }

    /**
     * A shaderc error text as an InputError: its first diagnostic, with every further one as {@link InputError#more()}
     * at its own line (glslang reports each undeclared name of a kernel; the window lists each as a problem). Lines of
     * the text that are no diagnostic ("2 compilation errors. No code generated.", HLSL's "error at column C, HLSL
     * parsing failed.") are dropped when some are. A diagnostic has a column where its message names the token of
     * {@code source} (the text compiled; null: none) exactly ({@link CompilerColumns}); glslang's empty quote and
     * double space are taken out of the message ({@link #cleaned}). A report of recursion is worded by
     * {@link CompilerRecursion}.
     */
    static InputError error(String file, String source, String message) {
        InputError recursion = CompilerRecursion.of(file, source, message);
        if (recursion != null) {
            return recursion;
        }
        Matcher deep = PARSER_STACK.matcher(message);
        if (deep.find() && deep.group(1).equals(file)) {
            // bison's "memory exhausted" is its parse stack's limit, not the machine's memory (the session-85 audit:
            // 3,000 nested ifs read as if the machine had run out)
            return InputError.worded(new SourceSpan(file, Integer.parseInt(deep.group(2)), 0), "the code is nested too"
                    + " deeply for the compiler: its parser's stack is full (glslang says \"memory exhausted\"); nest"
                    + " fewer blocks or parentheses", null, TOO_DEEP);
        }
        Matcher m = DIAGNOSTIC.matcher(message);
        List<int[]> lines = new ArrayList<>();
        List<String> texts = new ArrayList<>();
        List<Boolean> ours = new ArrayList<>();
        List<int[]> ends = new ArrayList<>();
        while (m.find()) {
            lines.add(new int[] {Integer.parseInt(m.group(2)), 0});
            texts.add(cleaned(m.group(3).trim()));
            ours.add(m.group(1).equals(file));
            ends.add(new int[] {m.start(), m.end()});
        }
        for (int i = 0; i < texts.size(); i++) {
            // glslang lists the extensions that would allow a construct on the lines after "Possible extensions
            // include:", which are no diagnostic of their own (the session-84 audit: the sentence ended at the colon)
            int to = i + 1 < ends.size() ? ends.get(i + 1)[0] : message.length();
            List<String> extensions = new ArrayList<>();
            for (String line : message.substring(ends.get(i)[1], to).split("\\R")) {
                Matcher extension = EXTENSION.matcher(line.trim());
                if (extension.matches()) {
                    extensions.add(extension.group(1));
                }
            }
            if (!extensions.isEmpty() && texts.get(i).endsWith(":")) {
                texts.set(i, texts.get(i) + " " + String.join(", ", extensions));
            }
        }
        if (!lines.isEmpty()) {
            CompilerColumns columns = CompilerColumns.of(source);
            for (int i = 0; i < lines.size(); i++) {
                if (ours.get(i)) {
                    lines.get(i)[1] = columns.column(lines.get(i)[0], texts.get(i));
                }
            }
            Matcher failed = HLSL_FAILED.matcher(message);
            if (failed.find() && failed.group(1).equals(file) && failed.group(2).equals(file)) {
                // glslang's position when the HLSL grammar gave up: that of the first error when it is an Expected
                int line = Integer.parseInt(failed.group(3));
                int at = columns.endingAt(line, Integer.parseInt(failed.group(4)));
                for (int i = 0; i < lines.size() && ours.get(i) && lines.get(i)[0] == line
                        && CompilerColumns.expected(texts.get(i)) && at > 0; i++) {
                    lines.get(i)[1] = at;
                }
            }
            List<InputError> found = new ArrayList<>();
            for (int i = 0; i < lines.size(); i++) {
                found.add(InputError.fromCompiler(new SourceSpan(file, lines.get(i)[0], lines.get(i)[1]), texts.get(i)));
            }
            if (ours.get(0) && lines.get(0)[1] > 0 && texts.get(0).equals(SEMICOLON_EXPECTED)) {
                // HLSL: a ';' expected at the first token of a line, whose previous code ends without one
                int previous = columns.endsWithoutSemicolonBefore(lines.get(0)[0], lines.get(0)[1]);
                if (previous > 0) {
                    found.set(0, InputError.worded(found.get(0).span(), texts.get(0) + " (the code before it, line "
                            + previous + ", ends without a ';': the statement there may lack one)", null,
                            MISSING_SEMICOLON, texts.get(0), String.valueOf(previous)));
                }
            }
            InputError first = found.get(0);
            return first.withMore(found.subList(1, found.size()));
        }
        Matcher whole = FILE_DIAGNOSTIC.matcher(message.trim());
        if (whole.matches()) {
            // "k.comp: error: version not supported": about the file, with no line (the file is named once, not twice)
            return InputError.fromCompiler(new SourceSpan(file, 0, 0), whole.group(1).trim());
        }
        return message.trim().isEmpty() ? new InputError(new SourceSpan(file, 0, 0), "shaderc failed")
                : InputError.fromCompiler(new SourceSpan(file, 0, 0), message.trim());
    }

    /**
     * glslang's {@code 'token' : reason extra} as glslang means it: {@code 'undefinedVar' : undeclared identifier};
     * without the quote when it is empty ({@code '' :  syntax error, unexpected SEMICOLON} is {@code syntax error,
     * unexpected SEMICOLON}), and with one space after the colon (glslang writes an empty reason before its extra
     * words: {@code 'assign' :  cannot convert …}). The compiler's words are kept.
     */
    static String cleaned(String message) {
        Matcher m = GLSLANG_WORDS.matcher(message);
        if (!m.matches()) {
            return message;
        }
        return m.group(1).isEmpty() ? m.group(2) : "'" + m.group(1) + "' : " + m.group(2);
    }
}
