package dev.syncscope.core.kernel;

import dev.syncscope.core.model.InputError;
import dev.syncscope.core.model.SourceSpan;

import java.util.HashSet;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Refuses the HLSL {@code [numthreads(…)]} arguments that the bundled glslang cannot take, before it is asked to
 * compile them: an argument naming anything but a {@code static const} (an undefined name, {@code NaN}, a
 * non-constant global) crashes the whole process inside shaderc (found by the CLI audit: SIGSEGV in
 * {@code HlslParseContext::handleEntryPointAttributes}); a float truncates to a size of 0; a negative or too large
 * literal fails in shaderc's optimizer with an internal error. Each is an {@link InputError} at the line.
 * Reads the preprocessed source ({@link ShadercCompiler#preprocess}: macros expanded, comments gone, one line per
 * source line, {@code #line N} renumbering). Stateless.
 */
final class NumthreadsGuard {

    private static final Pattern ATTRIBUTE = Pattern.compile("\\bnumthreads\\s*\\(");
    private static final Pattern STATIC_CONST = Pattern.compile(
            "\\b(?:static\\s+const|const\\s+static)\\s+\\w+\\s+(\\w+)\\s*=");
    private static final Pattern TOKEN = Pattern.compile("[A-Za-z_]\\w*|\\d[\\w.]*|\\S");
    private static final Pattern LINE_DIRECTIVE = Pattern.compile("^\\s*#\\s*line\\s+(\\d+)");
    /** Integer scalar type names: a cast to one keeps the argument an integer constant. */
    private static final Set<String> INTEGER_TYPES = Set.of("int", "uint", "dword", "min16int", "min16uint",
            "int16_t", "uint16_t", "int32_t", "uint32_t", "int64_t", "uint64_t");

    private NumthreadsGuard() {
    }

    static void check(String file, String preprocessed) {
        String[] lines = preprocessed.split("\n", -1);
        Set<String> constants = new HashSet<>();
        Matcher c = STATIC_CONST.matcher(preprocessed);
        while (c.find()) {
            constants.add(c.group(1));
        }
        int line = 1;
        for (String code : lines) {
            Matcher directive = LINE_DIRECTIVE.matcher(code);
            if (directive.find()) {
                line = Integer.parseInt(directive.group(1));
                continue;
            }
            Matcher m = ATTRIBUTE.matcher(code);
            while (m.find()) {
                checkArguments(file, line, code, m.end(), constants);
            }
            line++;
        }
    }

    /** Checks each argument from {@code from} to the closing parenthesis (on this line). */
    private static void checkArguments(String file, int line, String code, int from, Set<String> constants) {
        int depth = 0;
        int argStart = from;
        for (int i = from; i < code.length(); i++) {
            char ch = code.charAt(i);
            if (ch == '(') {
                depth++;
            } else if (ch == ')' && depth > 0) {
                depth--;
            } else if (ch == ',' && depth == 0 || ch == ')') {
                argument(file, line, code, argStart, i, constants);
                if (ch == ')') {
                    return;
                }
                argStart = i + 1;
            }
        }
    }

    private static void argument(String file, int line, String code, int from, int to, Set<String> constants) {
        String arg = code.substring(from, to).replaceAll("\\s+", "");
        // the line only: the preprocessor respaces a line, so its columns are not the source's
        SourceSpan at = new SourceSpan(file, line, 0);
        if (arg.startsWith("-")) {
            throw new InputError(at, "numthreads takes sizes of at least 1, not " + arg);
        }
        Matcher t = TOKEN.matcher(code);
        t.region(from, to);
        while (t.find()) {
            String token = t.group();
            SourceSpan tokenAt = at;
            if (Character.isDigit(token.charAt(0))) {
                long value = literal(tokenAt, token);
                if (token.equals(arg) && value < 1) {
                    throw new InputError(tokenAt, "numthreads takes sizes of at least 1, not " + arg);
                }
            } else if ((Character.isLetter(token.charAt(0)) || token.charAt(0) == '_')
                    && !constants.contains(token) && !INTEGER_TYPES.contains(token)) {
                throw new InputError(tokenAt, "numthreads takes integer constants: " + token + " is not a static const"
                        + " (shaderc cannot compile an entry point whose numthreads names anything else)");
            }
        }
    }

    private static long literal(SourceSpan at, String token) {
        String digits = token.replaceAll("[uUlL]+$", "");
        if (!digits.matches("\\d+|0[xX][0-9a-fA-F]+")) {
            throw new InputError(at, "numthreads takes integers, not " + token);
        }
        long value = digits.startsWith("0x") || digits.startsWith("0X")
                ? (digits.length() > 18 ? Long.MAX_VALUE : Long.parseLong(digits.substring(2), 16))
                : (digits.length() > 18 ? Long.MAX_VALUE : Long.parseLong(digits));
        if (value > Integer.MAX_VALUE) {
            throw new InputError(at, "numthreads size " + token + " is too large (at most " + Integer.MAX_VALUE + ")");
        }
        return value;
    }
}
