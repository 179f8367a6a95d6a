package dev.syncscope.core.kernel;

import dev.syncscope.core.model.InputError;
import dev.syncscope.core.model.SourceSpan;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Evaluates the HLSL {@code [numthreads(…)]} arguments before the bundled glslang is asked to compile them, and
 * refuses those it could not fold to integers from 1 to 2^31-1: glslang dereferences the folded constant of each
 * argument without checking that there is one, so an argument that is not a constant (an undefined name,
 * {@code NaN}, a global that is not {@code const}) crashed the whole process (the CLI audit: SIGSEGV in
 * {@code HlslParseContext::handleEntryPointAttributes}); a float truncated to a size of 0, and a negative or too
 * large size failed in shaderc's optimizer with an internal error. What is evaluated: integer literals,
 * {@code const} globals declared before the attribute whose initializers are such expressions (scalars and
 * {@code uint2}/{@code uint3} vectors with {@code .x .y .z}), the arithmetic, bitwise, comparison, logical and
 * conditional operators, integer casts and {@code min max clamp abs}; anything else is refused with the reason,
 * at the attribute's line. Reads the preprocessed source ({@link ShadercCompiler#preprocess}: macros expanded,
 * comments gone, one line per source line, {@code #line N} renumbering). Stateless.
 */
final class NumthreadsGuard {

    private static final Pattern TOKEN = Pattern.compile(
            "[A-Za-z_]\\w*|0[xX][0-9a-fA-F]+[uUlL]*|\\d+\\.?\\d*(?:[eE][-+]?\\d+)?[fFhHlLuU]*|\\.\\d+\\w*"
                    + "|<<|>>|<=|>=|==|!=|&&|\\|\\||\\S");
    private static final Pattern LINE_DIRECTIVE = Pattern.compile("(?m)^\\s*#\\s*line\\s+(\\d+).*$");
    private static final Set<String> INTEGER_TYPES = Set.of("int", "uint", "dword", "min16int", "min16uint",
            "int16_t", "uint16_t", "int32_t", "uint32_t", "int64_t", "uint64_t", "bool");
    private static final Set<String> QUALIFIERS = Set.of("static", "const", "uniform", "extern", "volatile");
    /** Deepest expression read; a deeper one is refused, not a stack overflow. */
    private static final int MAX_DEPTH = 200;

    private NumthreadsGuard() {
    }

    /** A value: an integer, a vector of integers, or why there is none (for the message). */
    private record Value(long[] ints, String unknown) {
        static Value of(long v) {
            return new Value(new long[] {v}, null);
        }

        static Value none(String why) {
            return new Value(null, why);
        }

        boolean known() {
            return ints != null;
        }
    }

    private record Token(String text, int offset) { }

    static void check(String file, String preprocessed) {
        List<Token> tokens = tokens(preprocessed);
        Map<String, Value> constants = new HashMap<>();
        int depth = 0;
        for (int i = 0; i < tokens.size(); i++) {
            String t = tokens.get(i).text();
            if (t.equals("{")) {
                depth++;
            } else if (t.equals("}")) {
                depth = Math.max(0, depth - 1);
            } else if (depth == 0 && t.equals("const") || depth == 0 && t.equals("static")) {
                i = declaration(tokens, i, constants);
            } else if (t.equals("numthreads") && i + 1 < tokens.size() && tokens.get(i + 1).text().equals("(")) {
                attribute(file, preprocessed, tokens, i, constants);
            }
        }
    }

    /** Reads a global declaration starting at qualifier {@code i}; returns the index of its last token. */
    private static int declaration(List<Token> tokens, int i, Map<String, Value> constants) {
        int k = i;
        boolean constant = false;
        while (k < tokens.size() && QUALIFIERS.contains(tokens.get(k).text())) {
            constant |= tokens.get(k).text().equals("const");
            k++;
        }
        if (k >= tokens.size()) {
            return k;
        }
        String type = tokens.get(k).text();
        k++;
        while (k < tokens.size() && QUALIFIERS.contains(tokens.get(k).text())) {
            constant |= tokens.get(k).text().equals("const");
            k++;
        }
        // declarators: NAME = expression, NAME = expression ... ;
        while (k + 1 < tokens.size() && Character.isJavaIdentifierStart(tokens.get(k).text().charAt(0))
                && tokens.get(k + 1).text().equals("=")) {
            String name = tokens.get(k).text();
            Parser p = new Parser(tokens, k + 2, constants);
            Value v;
            try {
                v = p.expression();
            } catch (IllegalArgumentException e) {
                v = Value.none(e.getMessage());
            }
            boolean integerType = INTEGER_TYPES.contains(type) || type.matches("u?int[234]");
            constants.put(name, !constant ? Value.none(name + " is not const")
                    : !integerType ? Value.none(name + " is a " + type + ", not an integer") : v);
            k = p.skipTo(",", ";");
            if (k >= tokens.size() || tokens.get(k).text().equals(";")) {
                return k;
            }
            k++;
        }
        return k - 1;
    }

    private static void attribute(String file, String text, List<Token> tokens, int at, Map<String, Value> constants) {
        SourceSpan where = new SourceSpan(file, lineOf(text, tokens.get(at).offset()), 0);
        Parser p = new Parser(tokens, at + 2, constants);
        for (int n = 0; n < 3; n++) {
            // the size's own column, where the line's was all it said (the session-85 audit: "x1.hlsl:2: numthreads
            // takes sizes from 1 …, not 0")
            SourceSpan sizeAt = p.pos < tokens.size() ? new SourceSpan(file, lineOf(text, tokens.get(p.pos).offset()),
                    columnOf(text, tokens.get(p.pos).offset())) : where;
            Value v;
            try {
                v = p.expression();
            } catch (IllegalArgumentException e) {
                v = Value.none(e.getMessage());
            }
            if (!v.known() || v.ints().length != 1) {
                throw new InputError(where, "numthreads takes integer constant expressions"
                        + (v.known() ? ": a vector is not a size" : ": " + v.unknown()) + " (the compiler SyncScope"
                        + " bundles cannot compile an entry point whose numthreads it cannot evaluate)");
            }
            long size = v.ints()[0];
            if (size < 1 || size > Integer.MAX_VALUE) {
                throw new InputError(sizeAt, "numthreads takes sizes from 1 to " + Integer.MAX_VALUE + ", not " + size);
            }
            String next = p.peek();
            if (next.equals(")")) {
                return;
            }
            if (!next.equals(",")) {
                throw new InputError(where, "numthreads: unexpected " + InputError.quoted(next));
            }
            p.pos++;
        }
    }

    /** The source line of {@code offset}: lines counted in the text, renumbered by {@code #line N}. */
    static int lineOf(String text, int offset) {
        int line = 1;
        int from = 0;
        Matcher d = LINE_DIRECTIVE.matcher(text);
        while (d.find() && d.start() < offset) {
            // the line after "#line N" is line N
            line = Integer.parseInt(d.group(1));
            from = Math.min(d.end() + 1, text.length());
        }
        return line + count(text, from, offset);
    }

    /** The 1-based column of {@code offset} in its line of {@code text}. */
    static int columnOf(String text, int offset) {
        return offset - text.lastIndexOf('\n', offset - 1);
    }

    private static int count(String text, int from, int to) {
        int n = 0;
        for (int i = from; i < to; i++) {
            n += text.charAt(i) == '\n' ? 1 : 0;
        }
        return n;
    }

    private static List<Token> tokens(String text) {
        List<Token> out = new ArrayList<>();
        // a #line directive is not code; the rest of the line after one is skipped
        String code = LINE_DIRECTIVE.matcher(text).replaceAll(m -> " ".repeat(m.group().length()));
        Matcher m = TOKEN.matcher(code);
        while (m.find()) {
            out.add(new Token(m.group(), m.start()));
        }
        return out;
    }

    /** Precedence-climbing evaluation of integer constant expressions over the tokens. */
    private static final class Parser {
        private static final List<Set<String>> LEVELS = List.of(Set.of("||"), Set.of("&&"), Set.of("|"), Set.of("^"),
                Set.of("&"), Set.of("==", "!="), Set.of("<", ">", "<=", ">="), Set.of("<<", ">>"), Set.of("+", "-"),
                Set.of("*", "/", "%"));

        private final List<Token> tokens;
        private final Map<String, Value> constants;
        private int pos;
        private int depth;

        Parser(List<Token> tokens, int pos, Map<String, Value> constants) {
            this.tokens = tokens;
            this.pos = pos;
            this.constants = constants;
        }

        String peek() {
            return pos < tokens.size() ? tokens.get(pos).text() : "";
        }

        /** The index of the first of {@code stops} at nesting depth 0 from here on. */
        int skipTo(String... stops) {
            int nest = 0;
            for (int k = pos; k < tokens.size(); k++) {
                String t = tokens.get(k).text();
                if (nest == 0 && List.of(stops).contains(t)) {
                    return k;
                }
                nest += t.equals("(") || t.equals("[") || t.equals("{") ? 1 : t.equals(")") || t.equals("]")
                        || t.equals("}") ? -1 : 0;
            }
            return tokens.size();
        }

        private String next() {
            if (pos >= tokens.size()) {
                throw new IllegalArgumentException("the expression ends early");
            }
            return tokens.get(pos++).text();
        }

        private void expect(String t) {
            String n = next();
            if (!n.equals(t)) {
                throw new IllegalArgumentException("expected '" + t + "', found '" + n + "'");
            }
        }

        Value expression() {
            if (++depth > MAX_DEPTH) {
                throw new IllegalArgumentException("the expression nests too deeply");
            }
            try {
                Value v = binary(0);
                if (!peek().equals("?")) {
                    return v;
                }
                pos++;
                long c = scalar(v);
                Value a = expression();
                expect(":");
                Value b = expression();
                return c != 0 ? a : b;
            } finally {
                depth--;
            }
        }

        private Value binary(int level) {
            if (level == LEVELS.size()) {
                return unary();
            }
            Value left = binary(level + 1);
            while (LEVELS.get(level).contains(peek())) {
                String op = next();
                long a = scalar(left);
                long b = scalar(binary(level + 1));
                left = Value.of(apply(op, a, b));
            }
            return left;
        }

        private static long apply(String op, long a, long b) {
            return switch (op) {
                case "||" -> a != 0 || b != 0 ? 1 : 0;
                case "&&" -> a != 0 && b != 0 ? 1 : 0;
                case "|" -> a | b;
                case "^" -> a ^ b;
                case "&" -> a & b;
                case "==" -> a == b ? 1 : 0;
                case "!=" -> a != b ? 1 : 0;
                case "<" -> a < b ? 1 : 0;
                case ">" -> a > b ? 1 : 0;
                case "<=" -> a <= b ? 1 : 0;
                case ">=" -> a >= b ? 1 : 0;
                case "<<" -> b < 0 || b > 62 ? 0 : a << b;
                case ">>" -> b < 0 || b > 62 ? 0 : a >> b;
                case "+" -> a + b;
                case "-" -> a - b;
                case "*" -> a * b;
                default -> {
                    if (b == 0) {
                        throw new IllegalArgumentException("division by zero");
                    }
                    yield op.equals("/") ? a / b : a % b;
                }
            };
        }

        private static long scalar(Value v) {
            if (!v.known()) {
                throw new IllegalArgumentException(v.unknown());
            }
            if (v.ints().length != 1) {
                throw new IllegalArgumentException("a vector where an integer is needed");
            }
            return v.ints()[0];
        }

        private Value unary() {
            String t = peek();
            if (t.equals("-") || t.equals("+") || t.equals("~") || t.equals("!")) {
                pos++;
                long v = scalar(unary());
                return Value.of(t.equals("-") ? -v : t.equals("~") ? ~v : t.equals("!") ? (v == 0 ? 1 : 0) : v);
            }
            Value v = primary();
            while (peek().equals(".")) {
                pos++;
                String member = next();
                int index = "xyzw".indexOf(member.charAt(0)) >= 0 ? "xyzw".indexOf(member.charAt(0))
                        : "rgba".indexOf(member.charAt(0));
                if (!v.known() || member.length() != 1 || index < 0 || index >= v.ints().length) {
                    throw new IllegalArgumentException("." + member + " of a value that has no such component");
                }
                v = Value.of(v.ints()[index]);
            }
            return v;
        }

        private Value primary() {
            String t = next();
            if (t.equals("(") && INTEGER_TYPES.contains(peek()) && pos + 1 < tokens.size()
                    && tokens.get(pos + 1).text().equals(")")) {
                // a C-style cast: (uint)2
                pos += 2;
                return Value.of(scalar(unary()));
            }
            if (t.equals("(")) {
                Value v = expression();
                expect(")");
                return v;
            }
            char c = t.charAt(0);
            if (Character.isDigit(c) || c == '.') {
                return Value.of(literal(t));
            }
            if (!Character.isJavaIdentifierStart(c)) {
                throw new IllegalArgumentException("unexpected '" + t + "'");
            }
            if (peek().equals("(")) {
                pos++;
                List<Value> args = new ArrayList<>();
                if (!peek().equals(")")) {
                    do {
                        args.add(expression());
                    } while (peek().equals(",") && next().equals(","));
                }
                expect(")");
                return call(t, args);
            }
            if (t.equals("true") || t.equals("false")) {
                return Value.of(t.equals("true") ? 1 : 0);
            }
            Value v = constants.get(t);
            if (v == null) {
                throw new IllegalArgumentException(t + " is no const integer declared before it");
            }
            return v;
        }

        private Value call(String name, List<Value> args) {
            if (INTEGER_TYPES.contains(name) && args.size() == 1) {
                return Value.of(scalar(args.get(0)));
            }
            if (name.matches("u?int[234]") && args.size() == name.charAt(name.length() - 1) - '0') {
                long[] out = new long[args.size()];
                for (int i = 0; i < out.length; i++) {
                    out[i] = scalar(args.get(i));
                }
                return new Value(out, null);
            }
            List<Long> a = new ArrayList<>();
            for (Value v : args) {
                a.add(scalar(v));
            }
            return switch (name + "/" + a.size()) {
                case "min/2" -> Value.of(Math.min(a.get(0), a.get(1)));
                case "max/2" -> Value.of(Math.max(a.get(0), a.get(1)));
                case "clamp/3" -> Value.of(Math.max(a.get(1), Math.min(a.get(2), a.get(0))));
                case "abs/1" -> Value.of(Math.abs(a.get(0)));
                default -> throw new IllegalArgumentException(name + "(…) is not evaluated");
            };
        }

        private static long literal(String token) {
            String digits = token.replaceAll("[uUlL]+$", "");
            if (!digits.matches("\\d+|0[xX][0-9a-fA-F]+")) {
                throw new IllegalArgumentException("it takes integers, not " + token);
            }
            boolean hex = digits.startsWith("0x") || digits.startsWith("0X");
            String body = hex ? digits.substring(2) : digits;
            if (body.length() > (hex ? 15 : 18)) {
                return Long.MAX_VALUE;
            }
            return hex ? Long.parseLong(body, 16) : Long.parseLong(body);
        }
    }
}
