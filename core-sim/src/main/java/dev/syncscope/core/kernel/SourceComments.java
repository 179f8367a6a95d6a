package dev.syncscope.core.kernel;

/**
 * The comments of GLSL and HLSL source text ({@code //} to the end of the line, {@code /* … *}{@code /}, an unclosed
 * one to the end of the text), blanked out with spaces so that every other character keeps its offset, line and column:
 * the one blanking for code that looks for declarations or braces in a kernel's text (the window's fix advice, the
 * place of an oversized array). Stateless.
 */
public final class SourceComments {

    private SourceComments() {
    }

    /** {@code source} with each comment's characters but its line breaks replaced by spaces. */
    public static String blank(String source) {
        StringBuilder b = new StringBuilder(source.length());
        int i = 0;
        while (i < source.length()) {
            if (source.startsWith("//", i)) {
                for (; i < source.length() && source.charAt(i) != '\n'; i++) {
                    b.append(' ');
                }
            } else if (source.startsWith("/*", i)) {
                int end = source.indexOf("*/", i + 2);
                int stop = end < 0 ? source.length() : end + 2;
                for (; i < stop; i++) {
                    b.append(source.charAt(i) == '\n' ? '\n' : ' ');
                }
            } else {
                b.append(source.charAt(i));
                i++;
            }
        }
        return b.toString();
    }
}
