package dev.syncscope.core.kernel;

import dev.syncscope.core.model.InputError;
import dev.syncscope.core.model.SourceSpan;
import dev.syncscope.core.spirv.DispatchConfig;

import java.util.ArrayList;
import java.util.List;
import java.util.function.UnaryOperator;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * An HLSL entry point's {@code [WaveSize(N)]} (Shader Model 6.6) or {@code [WaveSize(min, max)]} and
 * {@code [WaveSize(min, max, preferred)]} (Shader Model 6.8): the wave sizes the shader may run with ("if the wave
 * size is supported, it must be the one used when the shader is executed"; a device that has none of them creates no
 * pipeline). The bundled glslang drops the attribute, so SyncScope reads it from the preprocessed source itself and
 * launches the kernel with such a size: the file's {@code @subgroup-size} when it is one of them (another is an
 * error at the pragma), else the preferred size, else {@link DispatchConfig#DEFAULT_SUBGROUP_SIZE} brought into the
 * range; a launch with another size (the launch settings) is refused too. Each size is a power of two from 4 to 128,
 * a range's minimum below its maximum, its preferred size within it, as DXC checks them. Until session 77 the
 * attribute was ignored: a {@code [WaveSize(8)]} kernel ran with 32 lanes per wave, or with its {@code
 * @subgroup-size 4}, and said nothing (the wave-intrinsics audit, F1). Immutable.
 *
 * @param min       the smallest wave size allowed
 * @param max       the largest
 * @param preferred the size asked for first, 0 when none
 * @param at        the attribute, at its name
 */
record WaveSizeAttribute(int min, int max, int preferred, SourceSpan at) {

    /** The smallest and the largest wave size HLSL allows. */
    static final int SMALLEST = 4;
    static final int LARGEST = 128;

    /** An integer literal: decimal or hexadecimal, up to 4 digits, an optional u suffix. */
    private static final Pattern LITERAL = Pattern.compile("(?:0[xX]([0-9a-fA-F]{1,4})|(\\d{1,4}))[uU]?");
    /** The attribute as written on its line, for the error's column. */
    private static final Pattern ATTRIBUTE = Pattern.compile("\\[\\s*(WaveSize)\\s*\\(", Pattern.CASE_INSENSITIVE);

    /** The attribute of entry point {@code entry} (null: {@code main}) in {@code preprocessed}, or null. */
    static WaveSizeAttribute of(String file, String text, String preprocessed, String entry) {
        String name = entry == null ? "main" : entry;
        List<CodeTokens.Token> tokens = CodeTokens.of(preprocessed);
        int depth = 0;
        WaveSizeAttribute pending = null;
        for (int i = 0; i < tokens.size(); i++) {
            String t = tokens.get(i).text();
            if (t.equals("{")) {
                depth++;
                pending = null;
            } else if (t.equals("}")) {
                depth = Math.max(0, depth - 1);
            } else if (depth > 0) {
                continue;
            } else if (t.equals(";")) {
                pending = null;
            } else if (isAttribute(tokens, i) && i + 1 < tokens.size() && tokens.get(i + 1).text().equals("(")) {
                // an attribute's arguments, which may call functions (numthreads(max(1, 2), 1, 1)); HLSL attribute
                // names are case-insensitive, as DXC reads them ([NumThreads], [wavesize])
                if (t.equalsIgnoreCase("WaveSize")) {
                    pending = read(file, text, preprocessed, tokens, i);
                }
                i = CodeTokens.skipGroup(tokens, i + 1, "(", ")") - 1;
            } else if (pending != null && t.equals("(") && i > 0
                    && Character.isJavaIdentifierStart(tokens.get(i - 1).text().charAt(0))) {
                // the function the attributes before it belong to
                if (tokens.get(i - 1).text().equals(name)) {
                    return pending;
                }
                pending = null;
            }
        }
        return null;
    }

    /** Whether the token at {@code k} is an attribute's name (a name right after '['). */
    private static boolean isAttribute(List<CodeTokens.Token> tokens, int k) {
        return k > 0 && tokens.get(k - 1).text().equals("[")
                && Character.isJavaIdentifierStart(tokens.get(k).text().charAt(0));
    }

    private static WaveSizeAttribute read(String file, String text, String preprocessed, List<CodeTokens.Token> tokens,
                                          int at) {
        int line = NumthreadsGuard.lineOf(preprocessed, tokens.get(at).offset());
        SourceSpan span = new SourceSpan(file, line, column(text, line));
        // the arguments' text (the tokens split numbers into digits)
        int close = CodeTokens.skipGroup(tokens, at + 1, "(", ")") - 1;
        String inside = close < tokens.size() && close > at + 1
                ? preprocessed.substring(tokens.get(at + 1).offset() + 1, tokens.get(close).offset()) : "";
        String[] args = inside.split(",", -1);
        if (args.length > 3) {
            throw new InputError(span, "WaveSize takes one to three wave sizes (N; min, max; or min, max, preferred),"
                    + " not " + args.length);
        }
        List<Integer> sizes = new ArrayList<>();
        for (String arg : args) {
            String a = arg.strip();
            Integer size = literal(a);
            if (size == null) {
                // DXC folds constant expressions here; SyncScope reads literals only, and says so
                throw new InputError(span, "SyncScope reads WaveSize's sizes as integer literals (4, 8, 16, 32, 64 or"
                        + " 128, decimal or hexadecimal, u suffix allowed), not " + InputError.quoted(a)
                        + ": write the number itself");
            }
            sizes.add(size);
        }
        for (int s : sizes) {
            if (s < SMALLEST || s > LARGEST || Integer.bitCount(s) != 1) {
                throw new InputError(span, "WaveSize(" + join(sizes) + "): a wave size is a power of two from "
                        + SMALLEST + " to " + LARGEST + " (Shader Model 6.6), not " + s);
            }
        }
        if (sizes.size() == 1) {
            return new WaveSizeAttribute(sizes.get(0), sizes.get(0), sizes.get(0), span);
        }
        if (sizes.get(0) >= sizes.get(1)) {
            throw new InputError(span, "WaveSize(" + join(sizes) + "): the minimum wave size must be less than the"
                    + " maximum (Shader Model 6.8)");
        }
        int preferred = sizes.size() == 3 ? sizes.get(2) : 0;
        if (preferred != 0 && (preferred < sizes.get(0) || preferred > sizes.get(1))) {
            throw new InputError(span, "WaveSize(" + join(sizes) + "): the preferred wave size " + preferred
                    + " is outside the range " + sizes.get(0) + " to " + sizes.get(1) + " (Shader Model 6.8)");
        }
        return new WaveSizeAttribute(sizes.get(0), sizes.get(1), preferred, span);
    }

    /** An integer literal's value (decimal or hexadecimal, an optional u suffix) up to 4 digits, or null. */
    private static Integer literal(String a) {
        Matcher m = LITERAL.matcher(a);
        if (!m.matches()) {
            return null;
        }
        return m.group(1) != null ? Integer.parseInt(m.group(1), 16) : Integer.parseInt(m.group(2));
    }

    /** The column of the attribute's name on {@code line} of the user's file (its first {@code [WaveSize(}), or 0. */
    private static int column(String text, int line) {
        String[] lines = text.split("\\R", -1);
        if (line < 1 || line > lines.length) {
            return 0;
        }
        Matcher m = ATTRIBUTE.matcher(lines[line - 1]);
        return m.find() ? m.start(1) + 1 : 0;
    }

    private static String join(List<Integer> sizes) {
        return String.join(", ", sizes.stream().map(String::valueOf).toList());
    }

    /** Whether {@code size} is a wave size the attribute allows. */
    boolean allows(int size) {
        return size >= min && size <= max && Integer.bitCount(size) == 1;
    }

    /** What the attribute asks for, as written ({@code [WaveSize(8)]}, {@code [WaveSize(4, 16)]}). */
    String written() {
        return "[WaveSize(" + (min == max ? String.valueOf(min) : min + ", " + max
                + (preferred != 0 ? ", " + preferred : "")) + ")]";
    }

    private String sizes() {
        return min == max ? min + " lanes per wave" : "a wave size from " + min + " to " + max;
    }

    /**
     * {@code pragmas} with the subgroup size this attribute allows: the file's {@code @subgroup-size} when it is
     * allowed (another is an error at it), else the preferred size, else the default brought into the range.
     */
    LaunchPragmas applied(LaunchPragmas pragmas) {
        SourceSpan written = pragmas.origins().get(PragmaParser.SUBGROUP_SIZE_ORIGIN);
        if (written != null) {
            if (!allows(pragmas.subgroupSize())) {
                throw new InputError(written, "@subgroup-size " + pragmas.subgroupSize() + " contradicts the entry"
                        + " point's " + written() + " at " + at.file() + ":" + at.line() + ", which runs it with "
                        + sizes() + " only (remove the pragma, or write one of those sizes)");
            }
            return pragmas;
        }
        int size = preferred != 0 ? preferred
                : Math.max(min, Math.min(max, DispatchConfig.DEFAULT_SUBGROUP_SIZE));
        return pragmas.withSubgroupSize(size);
    }

    /**
     * The check of every launch of the kernel ({@link LoadedKernel#launchCheck()}: the file's, another from the launch
     * settings, a workspace's): a configuration whose subgroup size the attribute does not allow is refused.
     */
    UnaryOperator<DispatchConfig> launchCheck() {
        return config -> {
            if (!allows(config.subgroupSize())) {
                throw new InputError(at, "a launch with " + config.subgroupSize() + " invocations per subgroup,"
                        + " but the entry point's " + written() + " runs it with " + sizes() + " only");
            }
            return config;
        };
    }
}
