package dev.syncscope.core.kernel;

import dev.syncscope.core.model.InputError;
import dev.syncscope.core.model.SourceSpan;

import java.util.Locale;
import java.util.regex.Pattern;

/**
 * A kernel's characters outside comments, checked before shaderc sees them: GLSL's tokens are ASCII (GLSL 4.60 §3.1,
 * Character Set: the source is UTF-8, but after preprocessing only ASCII letters, digits and the listed symbols may
 * remain), and glslang's HLSL front end takes no other either. glslang reports such a character once per byte with
 * the byte itself as the token ({@code k.comp:3: '�' : unexpected token}, twice for {@code é}, and {@code <bad token>}
 * in HLSL) and no column; this names the character, its line and column. Characters in comments, in an HLSL string
 * literal and in the text of an {@code #error} or {@code #pragma} line are left alone. Stateless.
 */
final class SourceCharacters {

    private static final Pattern DIRECTIVE_TEXT = Pattern.compile("[ \t]*#[ \t]*(?:error|pragma)\\b");

    private SourceCharacters() {
    }

    /** Throws for the first character of {@code source} outside comments (and HLSL strings) that is not ASCII. */
    static void check(String file, String source, boolean hlsl) {
        int line = 1;
        int lineStart = 0;
        boolean block = false;
        boolean lineComment = false;
        boolean string = false;
        for (int i = 0; i < source.length(); i++) {
            char c = source.charAt(i);
            if (c == '\n') {
                line++;
                lineStart = i + 1;
                lineComment = false;
                string = false;
            } else if (i == lineStart && !block
                    && DIRECTIVE_TEXT.matcher(source).region(i, source.length()).lookingAt()) {
                // #error and #pragma take any text to the line's end: the preprocessor's, not tokens
                lineComment = true;
            } else if (block) {
                if (source.startsWith("*/", i)) {
                    block = false;
                    i++;
                }
            } else if (lineComment) {
                continue;
            } else if (string) {
                if (c == '\\') {
                    i++;
                } else if (c == '"') {
                    string = false;
                }
            } else if (source.startsWith("/*", i)) {
                block = true;
                i++;
            } else if (source.startsWith("//", i)) {
                lineComment = true;
            } else if (hlsl && c == '"') {
                string = true;
            } else if (c > 0x7F) {
                int cp = source.codePointAt(i);
                throw new InputError(new SourceSpan(file, line, i - lineStart + 1),
                        "'" + new String(Character.toChars(cp)) + "' (U+" + String.format(Locale.ROOT, "%04X", cp) + ") is not a character "
                        + (hlsl ? "HLSL" : "GLSL") + " takes outside comments: names, numbers and symbols are ASCII"
                        + (hlsl ? "" : " (GLSL 4.60 §3.1, Character Set)"));
            }
        }
    }
}
