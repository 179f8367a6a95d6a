package dev.syncscope.views.explain;

import java.util.regex.Pattern;

/**
 * Finds where a kernel declares a variable, so that a fix can say which line to change ("declare data globallycoherent
 * (line 18)"): the first line outside any function where the name is declared, at file scope ({@code shared uint
 * partial[2];}, {@code RWStructuredBuffer<uint> data : register(u0);}) or as a member of a block declared at file
 * scope ({@code layout(binding = 0) buffer Flag { uint flag; };}), comments skipped. GLSL and HLSL alike. Stateless.
 */
final class Declarations {

    /** The head of a block whose members are variables: GLSL interface blocks, HLSL constant buffers. */
    private static final Pattern BLOCK = Pattern.compile("\\b(?:buffer|uniform|cbuffer|tbuffer)\\b");

    private Declarations() {
    }

    /**
     * The variable or member a shown location name declares: its last name before the first index, without a
     * workgroup instance ({@code data} of {@code data[3]} and of {@code buf.data}, {@code pairs} of
     * {@code pairs@wg1[0].key}, {@code x} of {@code x@wg1}; FixText, CheckLinkText and FlagCall each had this).
     */
    static String variable(String location) {
        String name = location.replaceAll("\\[.*", "").replaceAll("@wg[0-9]+$", "");
        return name.substring(name.lastIndexOf('.') + 1);
    }

    /** The 1-based line declaring {@code name} in {@code source}, or 0 when none is found. */
    static int line(String source, String name) {
        if (source == null || name == null || name.isEmpty()) {
            return 0;
        }
        String code = withoutComments(source);
        int braces = 0;
        int parens = 0;
        int line = 1;
        boolean inBlock = false;
        int headStart = 0;
        int i = 0;
        while (i < code.length()) {
            char c = code.charAt(i);
            if (Character.isJavaIdentifierStart(c)) {
                int end = i;
                while (end < code.length() && Character.isJavaIdentifierPart(code.charAt(end))) {
                    end++;
                }
                // a declaration, not a call or a parameter: at file scope or in a block at file scope
                if (code.substring(i, end).equals(name) && parens == 0 && (braces == 0 || braces == 1 && inBlock)
                        && !followedByParen(code, end)) {
                    return line;
                }
                i = end;
                continue;
            }
            switch (c) {
                case '\n' -> line++;
                case '(' -> parens++;
                case ')' -> parens = Math.max(0, parens - 1);
                case '{' -> {
                    // an interface block at file scope (GLSL buffer or uniform, HLSL cbuffer), not a function or a struct
                    inBlock = braces == 0 && BLOCK.matcher(code.substring(headStart, i)).find();
                    braces++;
                    headStart = i + 1;
                }
                case '}' -> {
                    braces = Math.max(0, braces - 1);
                    headStart = i + 1;
                }
                case ';' -> headStart = i + 1;
                default -> {
                }
            }
            i++;
        }
        return 0;
    }

    private static boolean followedByParen(String code, int from) {
        int i = from;
        while (i < code.length() && Character.isWhitespace(code.charAt(i))) {
            i++;
        }
        return i < code.length() && code.charAt(i) == '(';
    }

    /** {@code source} with its comments and preprocessor lines blanked out, line breaks kept. */
    static String withoutComments(String source) {
        String code = dev.syncscope.core.kernel.SourceComments.blank(source);
        StringBuilder b = new StringBuilder(code);
        int lineStart = 0;
        for (int i = 0; i < code.length(); i++) {
            if (code.charAt(i) == '\n') {
                lineStart = i + 1;
            } else if (code.charAt(i) == '#' && code.substring(lineStart, i).isBlank()) {
                for (; i < code.length() && code.charAt(i) != '\n'; i++) {
                    b.setCharAt(i, ' ');
                }
                lineStart = i + 1;
            }
        }
        return b.toString();
    }
}
