package dev.syncscope.core.kernel;

import java.util.ArrayList;
import java.util.List;

/**
 * The code tokens of an HLSL source as written, each with its offsets in the text, for {@link HlslStatics} to find
 * declarations in: comments, preprocessor directive lines (with their backslash continuations) and whitespace are no
 * tokens; a string literal is one token; {@code ::} is one token, every other punctuation character its own. Macros
 * are not expanded (a declaration written through one is not seen as one). Immutable.
 */
record HlslTokens(String source, List<Token> tokens) {

    /** One token: {@code source.substring(start, end)}. */
    record Token(String text, int start, int end) {

        /** Whether this token is an identifier or keyword. */
        boolean word() {
            return Character.isLetter(text.charAt(0)) || text.charAt(0) == '_';
        }

        boolean is(String s) {
            return text.equals(s);
        }
    }

    HlslTokens {
        tokens = List.copyOf(tokens);
    }

    /** The tokens of {@code source}. */
    static HlslTokens of(String source) {
        List<Token> out = new ArrayList<>();
        int n = source.length();
        int i = 0;
        boolean lineStart = true;
        while (i < n) {
            char c = source.charAt(i);
            if (c == '\n') {
                lineStart = true;
                i++;
            } else if (Character.isWhitespace(c)) {
                i++;
            } else if (c == '/' && i + 1 < n && source.charAt(i + 1) == '/') {
                i = endOfLine(source, i);
            } else if (c == '/' && i + 1 < n && source.charAt(i + 1) == '*') {
                int close = source.indexOf("*/", i + 2);
                i = close < 0 ? n : close + 2;
            } else if (c == '#' && lineStart) {
                i = endOfDirective(source, i);
            } else {
                lineStart = false;
                int end = tokenEnd(source, i);
                out.add(new Token(source.substring(i, end), i, end));
                i = end;
            }
        }
        return new HlslTokens(source, out);
    }

    private static int endOfLine(String source, int from) {
        int nl = source.indexOf('\n', from);
        return nl < 0 ? source.length() : nl;
    }

    /** The offset of the newline that ends the directive at {@code from}, past lines continued by a backslash. */
    private static int endOfDirective(String source, int from) {
        int end = endOfLine(source, from);
        while (end < source.length() && continued(source, end)) {
            end = endOfLine(source, end + 1);
        }
        return end;
    }

    private static boolean continued(String source, int newline) {
        int before = newline - 1;
        if (before >= 0 && source.charAt(before) == '\r') {
            before--;
        }
        return before >= 0 && source.charAt(before) == '\\';
    }

    private static int tokenEnd(String source, int start) {
        int n = source.length();
        char c = source.charAt(start);
        int i = start + 1;
        if (Character.isLetter(c) || c == '_') {
            while (i < n && (Character.isLetterOrDigit(source.charAt(i)) || source.charAt(i) == '_')) {
                i++;
            }
        } else if (Character.isDigit(c) || c == '.' && i < n && Character.isDigit(source.charAt(i))) {
            // a number, with its suffix and an exponent's sign
            while (i < n && (Character.isLetterOrDigit(source.charAt(i)) || source.charAt(i) == '.'
                    || (source.charAt(i) == '+' || source.charAt(i) == '-')
                    && (source.charAt(i - 1) == 'e' || source.charAt(i - 1) == 'E'))) {
                i++;
            }
        } else if (c == '"') {
            while (i < n && source.charAt(i) != '"' && source.charAt(i) != '\n') {
                i += source.charAt(i) == '\\' && i + 1 < n && source.charAt(i + 1) != '\n' ? 2 : 1;
            }
            if (i < n && source.charAt(i) == '"') {
                i++;
            }
        } else if (c == ':' && i < n && source.charAt(i) == ':') {
            i++;
        }
        return i;
    }
}
