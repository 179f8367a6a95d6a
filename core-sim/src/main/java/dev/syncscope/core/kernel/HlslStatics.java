package dev.syncscope.core.kernel;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * HLSL's zero initial value of a {@code static} global written without an initializer, given to the compiler. HLSL
 * zero-initialises static storage (as C does; DXC gives such a global a null constant), but the bundled glslang leaves
 * the Private variable without an initializer and folds its first load into an {@code OpUndef}, which the interpreter
 * rightly reports as an undefined value: {@code static uint g;} then {@code d[i] = g + 1;} failed as "an undefined
 * value" (the session-43 review). So each such declaration at file scope, one declarator of a scalar, vector, matrix or
 * struct type, gets {@code = (T)0} before its semicolon, on its own line (no line or earlier column moves). An array
 * ({@code static uint a[4];}) is left as written: glslang takes no {@code (uint[4])0}; nor are several declarators in
 * one declaration, {@code static const} (which needs an initializer anyway), a resource or sampler (which has no
 * zero) or a local {@code static}. Stateless.
 */
final class HlslStatics {

    /** {@code static T name;}: T a word, optionally with template arguments; nothing after but a line comment. */
    private static final Pattern DECLARATION = Pattern.compile(
            "^(\\s*static\\s+(?!const\\b)(\\w+(?:\\s*<[^;=<>]*>)?)\\s+\\w+)(\\s*;)(\\s*(?://.*)?)$");

    /** Resource and sampler types, which have no zero (DXC gives a static resource no initializer either). */
    private static final Pattern RESOURCE = Pattern.compile("Buffer|Texture|Sampler|Structure|FeedbackTexture");

    private HlslStatics() {
    }

    /** {@code source} with every file-scope {@code static} declaration of one declarator given its zero. */
    static String zeroInitialised(String source) {
        if (!source.contains("static")) {
            return source;
        }
        StringBuilder out = new StringBuilder(source.length() + 64);
        int depth = 0;
        boolean inBlockComment = false;
        int start = 0;
        while (start <= source.length()) {
            int end = source.indexOf('\n', start);
            String line = source.substring(start, end < 0 ? source.length() : end);
            Matcher m = DECLARATION.matcher(line);
            if (depth == 0 && !inBlockComment && m.matches() && !RESOURCE.matcher(m.group(2)).find()) {
                line = m.group(1) + " = (" + m.group(2) + ")0" + m.group(3) + m.group(4);
            }
            out.append(line);
            // braces outside comments and strings decide the depth of the next line
            for (int i = 0; i < line.length(); i++) {
                char c = line.charAt(i);
                if (inBlockComment) {
                    if (c == '*' && i + 1 < line.length() && line.charAt(i + 1) == '/') {
                        inBlockComment = false;
                        i++;
                    }
                } else if (c == '/' && i + 1 < line.length() && line.charAt(i + 1) == '/') {
                    break;
                } else if (c == '/' && i + 1 < line.length() && line.charAt(i + 1) == '*') {
                    inBlockComment = true;
                    i++;
                } else if (c == '"') {
                    int close = line.indexOf('"', i + 1);
                    i = close < 0 ? line.length() : close;
                } else if (c == '{') {
                    depth++;
                } else if (c == '}') {
                    depth = Math.max(0, depth - 1);
                }
            }
            if (end < 0) {
                break;
            }
            out.append('\n');
            start = end + 1;
        }
        return out.toString();
    }
}
