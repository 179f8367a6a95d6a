package dev.syncscope.core.kernel;

import dev.syncscope.core.kernel.CodeTokens.Token;
import dev.syncscope.core.model.InputError;
import dev.syncscope.core.model.SourceSpan;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * glslang's report of a recursive kernel as SyncScope words it. glslang's linker writes {@code file: error: Linking
 * compute stage: Recursion detected:} and, on a line of its own, each call that closes a cycle with both functions by
 * their mangled names ({@code file:     f(u1; calling f(u1;}), at no line; shaderc's text named the file twice and the
 * parameter types in glslang's code. Here each such call is an error at the call in the source ({@code f(n - 1u)}),
 * with the functions by their names and the cycle of calls ({@code f → g → f}). Vulkan: "The static function-call
 * graph for an entry point must not contain cycles; that is, static recursion is not allowed"
 * (VUID-StandaloneSpirv-None-04634).
 *
 * <p>The source is read as tokens (comments and preprocessor lines blanked): a function definition is a name after
 * a type's name, at brace depth 0, whose parameter list is followed by its body. A name defined more than once
 * (overloads) or reached through a macro gives no position, since a wrong line is worse than none; the error is then
 * about the file. Stateless.
 */
final class CompilerRecursion {

    private static final Pattern HEADER = Pattern.compile("^[^\\n]*?: (?:error: )?Linking compute stage: Recursion"
            + " detected:$", Pattern.MULTILINE);
    /** One call closing a cycle: {@code file:     caller(mangled; calling callee(mangled;}. */
    private static final Pattern CALL = Pattern.compile("^[^\\n]*?:\\s+(\\S+) calling (\\S+)\\s*$", Pattern.MULTILINE);

    /** A function defined once in the source: its name's offset and its body's tokens (from '{' to its '}'). */
    private record Definition(int nameAt, int bodyFrom, int bodyTo) { }


    private CompilerRecursion() {
    }

    /**
     * The error for shaderc's {@code message} when it reports recursion in {@code source} (the text compiled, its
     * lines as the compiler counts them; null: unknown), one per cycle-closing call; null for any other message.
     */
    static InputError of(String file, String source, String message) {
        if (!HEADER.matcher(message).find()) {
            return null;
        }
        List<Token> tokens = source == null ? List.of() : CodeTokens.of(SourceComments.blank(source));
        Map<String, Definition> definitions = definitions(tokens);
        List<InputError> errors = new ArrayList<>();
        Matcher m = CALL.matcher(message);
        while (m.find()) {
            errors.add(error(file, source, tokens, definitions, demangled(m.group(1)), demangled(m.group(2))));
        }
        if (errors.isEmpty()) {
            return null;
        }
        return errors.get(0).withMore(errors.subList(1, errors.size()));
    }

    /** glslang's mangled name ({@code f(u1;}: the name, its parameter list opened, each parameter's type code). */
    static String demangled(String mangled) {
        int paren = mangled.indexOf('(');
        return paren < 0 ? mangled : mangled.substring(0, paren);
    }

    private static InputError error(String file, String source, List<Token> tokens,
                                    Map<String, Definition> definitions, String caller, String callee) {
        List<String> cycle = cycle(tokens, definitions, caller, callee);
        String path = String.join(" → ", cycle);
        String rule = "; a Vulkan shader's calls may not form a cycle (VUID-StandaloneSpirv-None-04634)";
        SourceSpan at = call(file, source, tokens, definitions.get(caller), callee);
        if (caller.equals(callee)) {
            return InputError.worded(at, "recursion: " + caller + " calls itself (" + path + ")" + rule, null,
                    "input.recursion.self", caller, path);
        }
        return InputError.worded(at, "recursion: " + caller + " calls " + callee + ", which leads back to " + caller
                + " (" + path + ")" + rule, null, "input.recursion.cycle", caller, callee, path);
    }

    /**
     * The cycle the call from {@code caller} to {@code callee} closes, {@code caller → callee → … → caller}: by the
     * shortest chain of calls the source shows from {@code callee} back, else with an ellipsis.
     */
    private static List<String> cycle(List<Token> tokens, Map<String, Definition> definitions, String caller,
                                      String callee) {
        List<String> cycle = new ArrayList<>(List.of(caller));
        if (caller.equals(callee)) {
            cycle.add(callee);
            return cycle;
        }
        Map<String, String> cameFrom = new HashMap<>();
        ArrayDeque<String> work = new ArrayDeque<>(List.of(callee));
        cameFrom.put(callee, callee);
        while (!work.isEmpty() && !cameFrom.containsKey(caller)) {
            String f = work.pop();
            for (String g : callees(tokens, definitions, f)) {
                if (cameFrom.putIfAbsent(g, f) == null) {
                    work.add(g);
                }
            }
        }
        if (!cameFrom.containsKey(caller)) {
            cycle.addAll(List.of(callee, "…", caller));
            return cycle;
        }
        List<String> back = new ArrayList<>();
        for (String f = caller; !f.equals(callee); f = cameFrom.get(f)) {
            back.add(0, f);
        }
        cycle.add(callee);
        cycle.addAll(back);
        return cycle;
    }

    /** The functions defined in the source that {@code f}'s body calls, in order of first call. */
    private static Set<String> callees(List<Token> tokens, Map<String, Definition> definitions, String f) {
        Set<String> out = new LinkedHashSet<>();
        Definition d = definitions.get(f);
        if (d == null) {
            return out;
        }
        for (int i = d.bodyFrom(); i + 1 < d.bodyTo(); i++) {
            String t = tokens.get(i).text();
            if (definitions.containsKey(t) && tokens.get(i + 1).text().equals("(")) {
                out.add(t);
            }
        }
        return out;
    }

    /** Where {@code caller} first calls {@code callee}; the file alone when the source does not show it. */
    private static SourceSpan call(String file, String source, List<Token> tokens, Definition caller, String callee) {
        if (caller != null) {
            for (int i = caller.bodyFrom(); i + 1 < caller.bodyTo(); i++) {
                if (tokens.get(i).text().equals(callee) && tokens.get(i + 1).text().equals("(")) {
                    return position(file, source, tokens.get(i).offset());
                }
            }
        }
        return new SourceSpan(file, 0, 0);
    }

    /** Each function defined exactly once at brace depth 0 ({@code TYPE NAME ( … ) {}}), by name. */
    private static Map<String, Definition> definitions(List<Token> tokens) {
        Map<String, Definition> found = new LinkedHashMap<>();
        Set<String> twice = new LinkedHashSet<>();
        int depth = 0;
        for (int i = 0; i < tokens.size(); i++) {
            String t = tokens.get(i).text();
            if (t.equals("{")) {
                depth++;
            } else if (t.equals("}")) {
                depth = Math.max(0, depth - 1);
            } else if (depth == 0 && i > 0 && i + 1 < tokens.size() && identifier(t)
                    && identifier(tokens.get(i - 1).text()) && tokens.get(i + 1).text().equals("(")) {
                int k = CodeTokens.skipGroup(tokens, i + 1, "(", ")");
                // an HLSL semantic (": SV_Target") may stand between the parameters and the body
                while (k < tokens.size() && !tokens.get(k).text().equals("{") && !tokens.get(k).text().equals(";")
                        && !tokens.get(k).text().equals("}")) {
                    k++;
                }
                if (k < tokens.size() && tokens.get(k).text().equals("{")) {
                    int end = CodeTokens.skipGroup(tokens, k, "{", "}");
                    if (found.put(t, new Definition(tokens.get(i).offset(), k, end)) != null) {
                        twice.add(t);
                    }
                    i = end - 1;
                }
            }
        }
        twice.forEach(found::remove);
        return found;
    }

    private static boolean identifier(String token) {
        return Character.isJavaIdentifierStart(token.charAt(0));
    }


    /** file:line:column of {@code offset}, its line as the compiler counts ({@code #line N} makes the next line N). */
    private static SourceSpan position(String file, String source, int offset) {
        int lineStart = source.lastIndexOf('\n', offset - 1) + 1;
        return new SourceSpan(file, NumthreadsGuard.lineOf(source, offset), offset - lineStart + 1);
    }
}
