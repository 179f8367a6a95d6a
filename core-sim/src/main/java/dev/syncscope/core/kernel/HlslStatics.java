package dev.syncscope.core.kernel;

import dev.syncscope.core.kernel.HlslTokens.Token;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * HLSL's zero initial value of a {@code static} variable written without an initializer, given to the compiler. HLSL
 * zero-initialises static storage (as C does; DXC gives such a variable a null constant), but the bundled glslang
 * leaves the Private variable without an initializer and folds its first load into an {@code OpUndef}, which the
 * interpreter rightly reports as an undefined value: {@code static uint g;} then {@code d[i] = g + 1;} failed as "an
 * undefined value" (the session-43 review). So each declarator without an initializer of a {@code static} declaration,
 * at file scope, in a namespace or in a function body, gets its zero right after it, on its own line (no line and no
 * earlier column moves): {@code = {0}}, an initializer list glslang's HLSL front end pads with zeros to the whole
 * variable, whatever its type (scalar, vector, matrix, struct, an array of any rank and size: glslang takes no
 * {@code (uint[4])0}, and a size written as a constant or a macro needs no evaluating). glslang makes a
 * function-local {@code static} a Private variable initialised once, so with its zero it still keeps its value
 * between calls. Left as written:
 * {@code static const} (which needs an initializer anyway), {@code groupshared} (no initial value in HLSL; its
 * Workgroup variable is compiled without an initializer), {@code uniform}/{@code extern}, a resource or sampler
 * (which has no zero), an unsized array, an inline {@code struct}, a member of a struct or constant buffer, and a
 * declaration written through a macro or one this reading does not follow (all its declarators then). Stateless.
 */
final class HlslStatics {

    /** Words that may stand beside {@code static} in a declaration that gets its zero. */
    private static final Set<String> MODIFIERS = Set.of("static", "precise", "volatile", "row_major", "column_major",
            "snorm", "unorm");
    /** Words that make a declaration no zero-initialised static storage, or no variable. */
    private static final Set<String> OTHER_STORAGE = Set.of("const", "groupshared", "uniform", "extern", "shared",
            "inline", "export", "typedef");
    /** Words that open a type body, whose members are no variables. */
    private static final Set<String> TYPE_BODIES = Set.of("struct", "class", "interface", "enum", "cbuffer",
            "tbuffer");
    /**
     * The zero of every type: an initializer list that glslang's HLSL front end pads with zeros to the whole variable.
     * Not {@code (T)0}, which session 43 used: glslang folds the cast of the int 0 to a matrix into other constants,
     * not the same from one compilation to the next ({@code (double3x2)0} into 6.97e+252 or 1.01e+200,
     * {@code (float3x2)0} at times into 0x1p+128).
     */
    private static final String ZERO = " = {0}";
    /** Resource and sampler types, which have no zero (DXC gives a static resource no initializer either). */
    private static final Pattern RESOURCE = Pattern.compile("Buffer|Texture|Sampler|Structure|FeedbackTexture");

    /** What a brace opens: code (a function body, a block, a namespace), a type body, or an initializer list. */
    private enum Brace { CODE, TYPE, INIT }

    /** {@code text} inserted at {@code offset} of the source. */
    record Insertion(int offset, String text) {
    }

    private HlslStatics() {
    }

    /** {@code source} with every declarator of a {@code static} declaration without an initializer given its zero. */
    static String zeroInitialised(String source) {
        if (!source.contains("static")) {
            return source;
        }
        List<Insertion> insertions = insertions(source);
        StringBuilder out = new StringBuilder(source.length() + 16 * insertions.size());
        int at = 0;
        for (Insertion insertion : insertions) {
            out.append(source, at, insertion.offset()).append(insertion.text());
            at = insertion.offset();
        }
        return out.append(source, at, source.length()).toString();
    }

    /** The zeros {@link #zeroInitialised} inserts into {@code source}, in the order of their offsets. */
    static List<Insertion> insertions(String source) {
        List<Token> tokens = HlslTokens.of(source).tokens();
        List<Insertion> out = new ArrayList<>();
        Deque<Brace> braces = new ArrayDeque<>();
        int inside = 0; // enclosing braces that are no code
        int head = 0; // the first token of the current statement
        for (int i = 0; i < tokens.size(); i++) {
            if (i == head && inside == 0) {
                declaration(tokens, i, out);
            }
            String text = tokens.get(i).text();
            if (text.equals("{")) {
                Brace brace = opened(tokens, head, i, braces.peek());
                braces.push(brace);
                inside += brace == Brace.CODE ? 0 : 1;
                head = brace == Brace.INIT ? head : i + 1;
            } else if (text.equals("}")) {
                Brace brace = braces.isEmpty() ? Brace.CODE : braces.pop();
                inside -= brace == Brace.CODE ? 0 : 1;
                head = brace == Brace.INIT ? head : i + 1;
            } else if (text.equals(";")) {
                head = i + 1;
            }
        }
        return out;
    }

    private static Brace opened(List<Token> tokens, int head, int at, Brace enclosing) {
        if (enclosing == Brace.INIT || at > 0 && (tokens.get(at - 1).is("=") || tokens.get(at - 1).is(","))) {
            return Brace.INIT;
        }
        for (int i = head; i < at; i++) {
            if (TYPE_BODIES.contains(tokens.get(i).text())) {
                return Brace.TYPE;
            }
        }
        return Brace.CODE;
    }

    /** Adds to {@code out} the zeros of the statement at {@code start} when it is a static declaration read whole. */
    private static void declaration(List<Token> tokens, int start, List<Insertion> out) {
        int n = tokens.size();
        int k = start;
        boolean isStatic = false;
        while (k < n && (MODIFIERS.contains(tokens.get(k).text()) || OTHER_STORAGE.contains(tokens.get(k).text()))) {
            if (OTHER_STORAGE.contains(tokens.get(k).text())) {
                return;
            }
            isStatic |= tokens.get(k).is("static");
            k++;
        }
        if (!isStatic || k >= n || !tokens.get(k).word() || TYPE_BODIES.contains(tokens.get(k).text())) {
            return;
        }
        int typeStart = k++;
        while (k + 1 < n && tokens.get(k).is("::") && tokens.get(k + 1).word()) {
            k += 2;
        }
        if (k < n && tokens.get(k).is("<")) {
            k = closing(tokens, k, "<", ">");
            if (k < 0) {
                return;
            }
            k++;
        }
        for (int i = typeStart; i < k; i++) {
            if (RESOURCE.matcher(tokens.get(i).text()).find()) {
                return;
            }
        }
        List<Insertion> found = new ArrayList<>();
        while (k < n && tokens.get(k).word()) {
            k++;
            while (k < n && tokens.get(k).is("[")) {
                int close = closing(tokens, k, "[", "]");
                if (close < 0 || close == k + 1) {
                    return; // an unsized array takes its size from an initializer it must have
                }
                k = close + 1;
            }
            if (k < n && tokens.get(k).is("=")) {
                k = initializerEnd(tokens, k + 1);
                if (k < 0) {
                    return;
                }
            } else {
                found.add(new Insertion(tokens.get(k - 1).end(), ZERO));
            }
            if (k < n && tokens.get(k).is(";")) {
                out.addAll(found);
                return;
            }
            if (k >= n || !tokens.get(k).is(",")) {
                return; // a function, a semantic or register, or something else this reading does not follow
            }
            k++;
        }
    }

    /**
     * The index of the token that closes the {@code open} at {@code at}, with brackets and parentheses nested
     * within; -1 when a statement or block ends first.
     */
    private static int closing(List<Token> tokens, int at, String open, String close) {
        int depth = 0;
        for (int i = at; i < tokens.size(); i++) {
            String t = tokens.get(i).text();
            if (t.equals(";") || t.equals("{") || t.equals("}")) {
                return -1;
            }
            if (t.equals(open) || !t.equals(close) && (t.equals("(") || t.equals("["))) {
                depth++;
            } else if (t.equals(close) || t.equals(")") || t.equals("]")) {
                depth--;
                if (depth == 0) {
                    return t.equals(close) ? i : -1;
                }
            }
        }
        return -1;
    }

    /**
     * The index of the {@code ,} or {@code ;} that ends the initializer starting at {@code from}, outside its
     * parentheses, brackets, braces and the arguments of a {@code vector<…>} or {@code matrix<…>}; -1 when none
     * does.
     */
    private static int initializerEnd(List<Token> tokens, int from) {
        Deque<String> closers = new ArrayDeque<>();
        for (int i = from; i < tokens.size(); i++) {
            String t = tokens.get(i).text();
            boolean template = t.equals("<") && i > from
                    && (tokens.get(i - 1).is("vector") || tokens.get(i - 1).is("matrix"));
            if (t.equals("(") || t.equals("[") || t.equals("{") || template) {
                closers.push(switch (t) {
                    case "(" -> ")";
                    case "[" -> "]";
                    case "{" -> "}";
                    default -> ">";
                });
            } else if (t.equals(closers.peek())) {
                closers.pop();
            } else if (t.equals(")") || t.equals("]") || t.equals("}")) {
                return -1;
            } else if (t.equals(";") || closers.isEmpty() && t.equals(",")) {
                return closers.isEmpty() ? i : -1;
            }
        }
        return -1;
    }
}
