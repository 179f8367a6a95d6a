package dev.syncscope.core.kernel;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The column of a shaderc diagnostic, where its message names the source token exactly. shaderc prints glslang's
 * diagnostics as {@code file:line: error: message} and has no option for glslang's column
 * ({@code EShMsgDisplayErrorColumn}: neither the C API nor LWJGL's {@code Shaderc} class sets it), so the column is
 * found from the message, and only where that is exact (a wrong column is worse than none, which is 0):
 * <ul>
 * <li>a quoted identifier of a message that glslang reports at that identifier ({@code 'undefinedVar' : undeclared
 * identifier}, HLSL {@code unknown variable}, {@code no matching overloaded function found}, {@code redefinition},
 * and {@code 'gl_ScopeDevice' : required extension not requested: …}, which glslang's {@code requireExtensions}
 * reports at the built-in variable or function the extension declares);
 * <li>a GLSL syntax error's unexpected token ({@code syntax error, unexpected SEMICOLON}): glslang reports it at the
 * scanner's position once bison has read that lookahead token ({@code TParseContext::parserError} at
 * {@code getCurrentLoc()}), so the token is on the reported line; its kind is spelled back ({@code SEMICOLON} is
 * {@code ;}) where the kind has one spelling ({@code IDENTIFIER} and constants have none);
 * <li>HLSL's {@code 'expression' : Expected} at the column of glslang's own last line, {@code file(L): error at
 * column C, HLSL parsing failed.}: the input scanner's position when the grammar gave up, the last character of the
 * token it stopped at ({@link #endingAt}), which is the current token of an {@code Expected} (reported at
 * {@code token.loc}, after which the grammar reads no further token but fails up to {@code parse()}); used only when
 * the first error is such an {@code Expected} at line L, and for the {@code Expected}s that follow it there (after an
 * error of another kind the parse goes on, and the position is no longer known to be that error's).
 * </ul>
 * The token must occur exactly once on its line, as a token (not inside a longer identifier, a comment or a
 * directive), and the line must use no macro: a macro's expansion puts tokens where the text has none. Lines are
 * the compiler's ({@code #line N} makes the next line N); after a {@code #line} naming another file, or in a source
 * with a line continuation (a backslash ending a line), no column is found. Columns count the line's characters from
 * 1, as the editor does. Immutable.
 */
final class CompilerColumns {

    /** Quoted identifiers of messages that glslang reports at the identifier itself. */
    private static final Pattern QUOTED = Pattern.compile("^'([A-Za-z_][A-Za-z0-9_]*)' : (?:undeclared identifier"
            + "|unknown variable|no matching overloaded function found|redefinition"
            + "|required extension not requested)\\b");
    private static final Pattern UNEXPECTED = Pattern.compile("^syntax error, unexpected ([A-Z][A-Z0-9_]*)\\b");
    private static final Pattern EXPECTED = Pattern.compile("^'.*' : Expected$");
    private static final Pattern LINE_DIRECTIVE = Pattern.compile("^\\s*#\\s*line\\s+(\\d+)\\s*(\\S*)");
    private static final Pattern DEFINE = Pattern.compile("^\\s*#\\s*define\\s+([A-Za-z_][A-Za-z0-9_]*)");

    /** The spelling of each GLSL token kind (bison's names in glslang.y) that has exactly one. */
    private static final Map<String, String> SPELLING = new HashMap<>();

    static {
        String[] pairs = {
            "LEFT_OP", "<<", "RIGHT_OP", ">>", "INC_OP", "++", "DEC_OP", "--", "LE_OP", "<=", "GE_OP", ">=",
            "EQ_OP", "==", "NE_OP", "!=", "AND_OP", "&&", "OR_OP", "||", "XOR_OP", "^^", "MUL_ASSIGN", "*=",
            "DIV_ASSIGN", "/=", "ADD_ASSIGN", "+=", "MOD_ASSIGN", "%=", "LEFT_ASSIGN", "<<=", "RIGHT_ASSIGN", ">>=",
            "AND_ASSIGN", "&=", "XOR_ASSIGN", "^=", "OR_ASSIGN", "|=", "SUB_ASSIGN", "-=", "LEFT_PAREN", "(",
            "RIGHT_PAREN", ")", "LEFT_BRACKET", "[", "RIGHT_BRACKET", "]", "LEFT_BRACE", "{", "RIGHT_BRACE", "}",
            "DOT", ".", "COMMA", ",", "COLON", ":", "EQUAL", "=", "SEMICOLON", ";", "BANG", "!", "DASH", "-",
            "TILDE", "~", "PLUS", "+", "STAR", "*", "SLASH", "/", "PERCENT", "%", "LEFT_ANGLE", "<",
            "RIGHT_ANGLE", ">", "VERTICAL_BAR", "|", "CARET", "^", "AMPERSAND", "&", "QUESTION", "?",
        };
        for (int i = 0; i < pairs.length; i += 2) {
            SPELLING.put(pairs[i], pairs[i + 1]);
        }
        // keywords spelled as their kind in lower case
        for (String k : List.of("IF", "ELSE", "FOR", "WHILE", "DO", "SWITCH", "CASE", "DEFAULT", "BREAK", "CONTINUE",
                "RETURN", "DISCARD", "CONST", "VOID", "BOOL", "INT", "UINT", "FLOAT", "DOUBLE", "STRUCT", "IN", "OUT",
                "INOUT", "UNIFORM", "BUFFER", "SHARED", "LAYOUT", "COHERENT", "VOLATILE", "RESTRICT", "READONLY",
                "WRITEONLY", "PRECISE", "INVARIANT", "HIGH_PRECISION", "MEDIUM_PRECISION", "LOW_PRECISION")) {
            SPELLING.put(k, switch (k) {
                case "HIGH_PRECISION" -> "highp";
                case "MEDIUM_PRECISION" -> "mediump";
                case "LOW_PRECISION" -> "lowp";
                default -> k.toLowerCase(java.util.Locale.ROOT);
            });
        }
        for (String t : List.of("VEC2", "VEC3", "VEC4", "IVEC2", "IVEC3", "IVEC4", "UVEC2", "UVEC3", "UVEC4",
                "BVEC2", "BVEC3", "BVEC4", "DVEC2", "DVEC3", "DVEC4", "MAT2", "MAT3", "MAT4")) {
            SPELLING.put(t, t.toLowerCase(java.util.Locale.ROOT));
        }
    }

    /** A token of a line: its 1-based column, its text. */
    record Token(int column, String text) {
        int end() {
            return column + text.length() - 1;
        }

        boolean identifier() {
            return Character.isJavaIdentifierStart(text.charAt(0));
        }
    }

    /** The tokens of each compiler line (absent: unknown, or a directive's). */
    private final Map<Integer, List<Token>> lines;
    /** Compiler lines that more than one text line claims (through {@code #line}). */
    private final Set<Integer> unusable;
    private final Set<String> macros;

    private CompilerColumns(Map<Integer, List<Token>> lines, Set<Integer> unusable, Set<String> macros) {
        this.lines = lines;
        this.unusable = unusable;
        this.macros = macros;
    }

    /** The columns of {@code source}, the text shaderc compiled (null: none, every column 0). */
    static CompilerColumns of(String source) {
        Map<Integer, List<Token>> lines = new HashMap<>();
        Set<Integer> unusable = new HashSet<>();
        Set<String> macros = new HashSet<>();
        if (source == null || source.contains("\\\n") || source.contains("\\\r")) {
            return new CompilerColumns(lines, unusable, macros);
        }
        String[] text = source.split("\r\n|\r|\n", -1);
        boolean inComment = false;
        int logical = 1;
        boolean known = true;
        for (String line : text) {
            List<Token> tokens = new ArrayList<>();
            boolean directive = false;
            int i = 0;
            int n = line.length();
            while (i < n) {
                char c = line.charAt(i);
                if (inComment) {
                    int close = line.indexOf("*/", i);
                    if (close < 0) {
                        i = n;
                    } else {
                        inComment = false;
                        i = close + 2;
                    }
                } else if (Character.isWhitespace(c)) {
                    i++;
                } else if (line.startsWith("//", i)) {
                    i = n;
                } else if (line.startsWith("/*", i)) {
                    inComment = true;
                    i += 2;
                } else if (c == '#' && tokens.isEmpty()) {
                    directive = true;
                    i = n;
                } else {
                    int end = tokenEnd(line, i);
                    tokens.add(new Token(i + 1, line.substring(i, end)));
                    i = end;
                }
            }
            int next = logical + 1;
            if (directive) {
                Matcher define = DEFINE.matcher(line);
                if (define.find()) {
                    macros.add(define.group(1));
                }
                Matcher directiveLine = LINE_DIRECTIVE.matcher(line);
                if (directiveLine.find()) {
                    if (directiveLine.group(2).isEmpty() || directiveLine.group(2).startsWith("//")) {
                        next = Integer.parseInt(directiveLine.group(1));
                    } else {
                        // the lines after it are another file's (or source string's)
                        known = false;
                    }
                }
            }
            // a directive's line carries none of the parser's messages this reads: it claims no number (the HLSL
            // prelude's defines are lines 1-5 before its #line 1)
            if (known && !directive) {
                if (lines.containsKey(logical) || unusable.contains(logical)) {
                    lines.remove(logical);
                    unusable.add(logical);
                } else {
                    lines.put(logical, tokens);
                }
            }
            logical = next;
        }
        return new CompilerColumns(lines, unusable, macros);
    }

    /** The end (exclusive) of the token starting at {@code i}: an identifier, a number, a string or an operator. */
    private static int tokenEnd(String line, int i) {
        int n = line.length();
        char c = line.charAt(i);
        if (Character.isJavaIdentifierStart(c)) {
            int j = i + 1;
            while (j < n && Character.isJavaIdentifierPart(line.charAt(j))) {
                j++;
            }
            return j;
        }
        if (Character.isDigit(c) || c == '.' && i + 1 < n && Character.isDigit(line.charAt(i + 1))) {
            int j = i + 1;
            while (j < n) {
                char d = line.charAt(j);
                boolean exponentSign = (d == '+' || d == '-') && "eEpP".indexOf(line.charAt(j - 1)) >= 0
                        && !line.substring(i, j).toLowerCase(java.util.Locale.ROOT).startsWith("0x");
                if (Character.isLetterOrDigit(d) || d == '.' || d == '_' || exponentSign) {
                    j++;
                } else {
                    break;
                }
            }
            return j;
        }
        if (c == '"') {
            int j = i + 1;
            while (j < n && line.charAt(j) != '"') {
                j += line.charAt(j) == '\\' ? 2 : 1;
            }
            return Math.min(n, j + 1);
        }
        for (String op : List.of("<<=", ">>=", "<<", ">>", "<=", ">=", "==", "!=", "&&", "||", "^^", "++", "--",
                "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "::", "->")) {
            if (line.startsWith(op, i)) {
                return i + op.length();
            }
        }
        return i + 1;
    }

    /** The column of the diagnostic {@code message} (glslang's words, cleaned) at compiler line {@code line}, or 0. */
    int column(int line, String message) {
        Matcher quoted = QUOTED.matcher(message);
        if (quoted.find()) {
            return only(line, quoted.group(1));
        }
        Matcher unexpected = UNEXPECTED.matcher(message);
        if (unexpected.find()) {
            String spelled = SPELLING.get(unexpected.group(1));
            return spelled == null ? 0 : only(line, spelled);
        }
        return 0;
    }

    /** Whether {@code message} is HLSL's {@code 'what' : Expected}. */
    static boolean expected(String message) {
        return EXPECTED.matcher(message).matches();
    }

    /** The column of the token whose last character is at {@code column} of compiler line {@code line}, or 0. */
    int endingAt(int line, int column) {
        List<Token> tokens = usable(line);
        if (tokens == null) {
            return 0;
        }
        for (Token t : tokens) {
            if (t.end() == column) {
                return t.column();
            }
        }
        return 0;
    }

    /**
     * The column of the one token {@code text} of compiler line {@code line}, or 0 when the line has not exactly one
     * (or is unknown, or uses a macro).
     */
    int token(int line, String text) {
        return only(line, text);
    }

    /**
     * The compiler line of the code before the token at {@code column} of line {@code line}, when that token is its
     * line's first and the code before it (past blank and comment lines) ends without {@code ;}; else 0 (also when a
     * line between is a directive's, unknown or uses a macro). HLSL's {@code ';' : Expected} at such a token asks for
     * the {@code ;} that the previous line lacks.
     */
    int endsWithoutSemicolonBefore(int line, int column) {
        List<Token> tokens = usable(line);
        if (tokens == null || tokens.isEmpty() || tokens.get(0).column() != column) {
            return 0;
        }
        for (int l = line - 1; l >= 1; l--) {
            List<Token> before = usable(l);
            if (before == null) {
                return 0;
            }
            if (!before.isEmpty()) {
                return before.get(before.size() - 1).text().equals(";") ? 0 : l;
            }
        }
        return 0;
    }

    /** The column of the one token {@code text} of compiler line {@code line}, or 0 when not exactly one. */
    private int only(int line, String text) {
        List<Token> tokens = usable(line);
        if (tokens == null) {
            return 0;
        }
        int found = 0;
        int count = 0;
        for (Token t : tokens) {
            if (t.text().equals(text)) {
                found = t.column();
                count++;
            }
        }
        return count == 1 ? found : 0;
    }

    /** The tokens of compiler line {@code line}, or null when unknown or when the line uses a macro. */
    private List<Token> usable(int line) {
        List<Token> tokens = lines.get(line);
        if (tokens == null || unusable.contains(line)) {
            return null;
        }
        for (Token t : tokens) {
            if (t.identifier() && (macros.contains(t.text()) || predefined(t.text()))) {
                return null;
            }
        }
        return tokens;
    }

    /** A macro the compiler defines itself: {@code __LINE__}, {@code GL_core_profile}, {@code VULKAN}, …. */
    private static boolean predefined(String name) {
        return name.startsWith("__") || name.startsWith("GL_") || name.equals("VULKAN");
    }
}
