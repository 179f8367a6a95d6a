package dev.syncscope.core.kernel;

import dev.syncscope.core.kernel.CodeTokens.Token;
import dev.syncscope.core.model.InputError;
import dev.syncscope.core.model.ProgramNote;
import dev.syncscope.core.model.SourceSpan;

import java.util.ArrayList;
import java.util.List;

/**
 * Which function of an HLSL kernel is its entry point when the file names none ({@code @entry}): {@code main} when
 * the file defines one (the compiler's default), else its only function with a {@code [numthreads]} attribute
 * (HLSL compute shaders are often named {@code CSMain}; without this, shaderc said only "Entry point not found"),
 * said in a note. Otherwise the compiler's error gets a hint naming the {@code @entry} pragma and the candidates
 * (and a GLSL kernel without {@code main} one saying that GLSL starts there).
 * Reads the preprocessed source (macros expanded, comments gone, {@code #line N} renumbering). Stateless.
 */
final class KernelEntry {


    /** A function with {@code [numthreads]} and the line of its name. */
    record Candidate(String name, int line) { }


    private KernelEntry() {
    }

    /**
     * {@code pragmas}, with the entry point set to the only function with {@code [numthreads]} (and a note saying so
     * at its line) when they name none and {@code preprocessed} defines no {@code main}; else {@code pragmas}.
     */
    static LaunchPragmas chosen(String file, String preprocessed, LaunchPragmas pragmas) {
        if (pragmas.entryPoint() != null) {
            return pragmas;
        }
        List<Token> tokens = CodeTokens.of(preprocessed);
        List<Candidate> candidates = candidates(preprocessed, tokens);
        if (definesMain(tokens) || candidates.size() != 1) {
            return pragmas;
        }
        Candidate only = candidates.get(0);
        ProgramNote note = new ProgramNote(new SourceSpan(file, only.line(), 0), "entry point " + only.name()
                + ": the file has no main, and " + only.name() + " is its only function with [numthreads] (a"
                + " // @entry NAME pragma in the leading comments chooses another)");
        return pragmas.withEntryPoint(only.name(), note);
    }

    /**
     * {@code error}, the compiler's "Entry point not found", with a hint naming the {@code @entry} pragma and the
     * functions with {@code [numthreads]} (their lines); any other error as it is.
     */
    static InputError hinted(InputError error, String file, String preprocessed, String entry) {
        if (error.getMessage() == null || !error.getMessage().contains("Entry point not found")) {
            return error;
        }
        List<Candidate> candidates = candidates(preprocessed, CodeTokens.of(preprocessed));
        List<String> named = candidates.stream().map(c -> c.name() + " (" + file + ":" + c.line() + ")").toList();
        String hint;
        if (entry != null) {
            hint = "@entry names " + entry + ", which is no function of the file"
                    + (named.isEmpty() ? "" : "; functions with [numthreads]: " + String.join(", ", named));
        } else if (named.isEmpty()) {
            hint = "the file has no main and no function with [numthreads]: mark the kernel's function"
                    + " [numthreads(X, Y, Z)] and name it in a // @entry NAME pragma in the leading comments";
        } else {
            hint = "the file has no main and several functions with [numthreads]: " + String.join(", ", named)
                    + "; name the entry point in a // @entry NAME pragma in the leading comments";
        }
        SourceSpan where = error.span().line() > 0 || candidates.isEmpty() ? error.span()
                : new SourceSpan(file, candidates.get(0).line(), 0);
        return new InputError(where, error.getMessage() + " (" + hint + ")", error, error.kind(), error.more());
    }

    /** {@code error}, glslang's "Missing entry point", saying where a GLSL kernel starts; any other error as it is. */
    static InputError glslHinted(InputError error) {
        if (error.getMessage() == null || !error.getMessage().contains("Missing entry point")) {
            return error;
        }
        return new InputError(error.span(), error.getMessage() + " (a GLSL kernel starts at its function void main();"
                + " GLSL has no other entry point, whatever @entry says)", error, error.kind(), error.more());
    }

    /**
     * Refuses an HLSL compute entry point {@code entry} (null: {@code main}) that {@code preprocessed} defines without
     * a {@code [numthreads(X, Y, Z)]} attribute, at the line of its name: DXC and FXC reject such a compute shader
     * (HLSL: a compute shader's thread-group size is its numthreads attribute, which has no default), where the
     * bundled glslang would run it as one invocation. A file that does not define {@code entry} is left to the
     * compiler's own "Entry point not found".
     */
    static void requireNumthreads(String file, String preprocessed, String entry) {
        String name = entry == null ? "main" : entry;
        List<Token> tokens = CodeTokens.of(preprocessed);
        if (candidates(preprocessed, tokens).stream().anyMatch(c -> c.name().equals(name))) {
            return;
        }
        int depth = 0;
        for (int i = 1; i + 1 < tokens.size(); i++) {
            String t = tokens.get(i).text();
            depth += t.equals("{") ? 1 : t.equals("}") && depth > 0 ? -1 : 0;
            if (depth == 0 && t.equals(name) && tokens.get(i + 1).text().equals("(")
                    && Character.isJavaIdentifierStart(tokens.get(i - 1).text().charAt(0))) {
                int k = CodeTokens.skipGroup(tokens, i + 1, "(", ")");
                while (k < tokens.size() && !tokens.get(k).text().equals("{") && !tokens.get(k).text().equals(";")) {
                    k++;
                }
                if (k < tokens.size() && tokens.get(k).text().equals("{")) {
                    throw InputError.worded(new SourceSpan(file, NumthreadsGuard.lineOf(preprocessed,
                            tokens.get(i).offset()), 0), "entry point " + name + " has no [numthreads(X, Y, Z)]"
                            + " attribute: an HLSL compute shader declares its thread-group size there, and DXC and"
                            + " FXC reject one without it (write [numthreads(1, 1, 1)] for one invocation)", null,
                            "input.hlsl.noNumthreads", name);
                }
            }
        }
    }

    /** The functions with {@code [numthreads]} at brace depth 0, in the file's order. */
    static List<Candidate> candidates(String preprocessed, List<Token> tokens) {
        List<Candidate> out = new ArrayList<>();
        int depth = 0;
        for (int i = 0; i < tokens.size(); i++) {
            String t = tokens.get(i).text();
            if (t.equals("{")) {
                depth++;
            } else if (t.equals("}")) {
                depth = Math.max(0, depth - 1);
            } else if (depth == 0 && t.equals("numthreads") && i + 1 < tokens.size()
                    && tokens.get(i + 1).text().equals("(")) {
                int k = CodeTokens.skipGroup(tokens, i + 1, "(", ")");
                // past the attribute's ']' and any further [attributes], the declaration: TYPE NAME (
                while (k < tokens.size() && (tokens.get(k).text().equals("]") || tokens.get(k).text().equals("["))) {
                    k = tokens.get(k).text().equals("[") ? CodeTokens.skipGroup(tokens, k, "[", "]") : k + 1;
                }
                int open = k;
                while (open < tokens.size() && !tokens.get(open).text().equals("(")
                        && !tokens.get(open).text().equals(";") && !tokens.get(open).text().equals("{")) {
                    open++;
                }
                if (open < tokens.size() && open > k && tokens.get(open).text().equals("(")
                        && Character.isJavaIdentifierStart(tokens.get(open - 1).text().charAt(0))) {
                    Token name = tokens.get(open - 1);
                    out.add(new Candidate(name.text(), NumthreadsGuard.lineOf(preprocessed, name.offset())));
                }
                i = open - 1;
            }
        }
        return out;
    }

    /** Whether a function {@code main} is declared at brace depth 0 (a type's name, then {@code main (}). */
    private static boolean definesMain(List<Token> tokens) {
        int depth = 0;
        for (int i = 1; i + 1 < tokens.size(); i++) {
            String t = tokens.get(i).text();
            depth += t.equals("{") ? 1 : t.equals("}") && depth > 0 ? -1 : 0;
            if (depth == 0 && t.equals("main") && tokens.get(i + 1).text().equals("(")
                    && Character.isJavaIdentifierStart(tokens.get(i - 1).text().charAt(0))) {
                return true;
            }
        }
        return false;
    }
}
