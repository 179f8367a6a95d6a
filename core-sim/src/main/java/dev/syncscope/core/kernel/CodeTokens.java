package dev.syncscope.core.kernel;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The names and single symbols of GLSL or HLSL source text, with preprocessor lines ({@code #line N}, {@code #version})
 * left out, each with its offset in the text: enough to find function definitions and calls without a parser
 * ({@link KernelEntry}, {@link CompilerRecursion}). Stateless.
 */
final class CodeTokens {

    /** A name or a single symbol and where it starts in the text. */
    record Token(String text, int offset) { }

    private static final Pattern TOKEN = Pattern.compile("[A-Za-z_]\\w*|\\S");
    private static final Pattern DIRECTIVE = Pattern.compile("(?m)^\\s*#.*$");

    private CodeTokens() {
    }

    /** The tokens of {@code code} (comments already blanked where they matter), preprocessor lines blanked. */
    static List<Token> of(String code) {
        StringBuilder b = new StringBuilder(code);
        Matcher d = DIRECTIVE.matcher(code);
        while (d.find()) {
            for (int i = d.start(); i < d.end(); i++) {
                b.setCharAt(i, ' ');
            }
        }
        List<Token> out = new ArrayList<>();
        Matcher m = TOKEN.matcher(b);
        while (m.find()) {
            out.add(new Token(m.group(), m.start()));
        }
        return out;
    }

    /** The index after the group opened at {@code at} (nested groups of the same brackets skipped). */
    static int skipGroup(List<Token> tokens, int at, String open, String close) {
        int depth = 0;
        for (int k = at; k < tokens.size(); k++) {
            String t = tokens.get(k).text();
            depth += t.equals(open) ? 1 : t.equals(close) ? -1 : 0;
            if (depth == 0) {
                return k + 1;
            }
        }
        return tokens.size();
    }
}
