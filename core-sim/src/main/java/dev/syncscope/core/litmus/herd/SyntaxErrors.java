package dev.syncscope.core.litmus.herd;

import dev.syncscope.core.model.InputError;
import dev.syncscope.core.model.SourceSpan;
import org.antlr.v4.runtime.BaseErrorListener;
import org.antlr.v4.runtime.RecognitionException;
import org.antlr.v4.runtime.Recognizer;

import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * An ANTLR error listener that turns the first lexer or parser error into an {@link InputError} at
 * file:line:column, keeping ANTLR's "expecting {...}" list with the token classes spelled for users. Immutable.
 */
final class SyntaxErrors extends BaseErrorListener {

    private static final Map<String, String> READABLE = Map.ofEntries(
            Map.entry("ARCH", "'Vulkan' (or 'VULKAN', 'vulkan')"),
            Map.entry("NAME", "a test name"),
            Map.entry("COMMENT_LINE", "a quoted comment"),
            Map.entry("META", "a header word"),
            Map.entry("QUALIFIER", "a qualifier such as .atom"),
            Map.entry("THREAD", "a thread such as P0"),
            Map.entry("REGISTER", "a register such as r0"),
            Map.entry("INT", "a number"),
            Map.entry("IDENT", "a name"),
            Map.entry("BRANCH_OP", "a branch (beq, bne, blt, bgt, ble, bge)"),
            Map.entry("LOCAL_OP", "an arithmetic instruction (add, sub, mul, div, and, or, xor)"));
    private static final Pattern WORD = Pattern.compile("\\b[A-Z][A-Z_]+\\b");

    private final String file;

    SyntaxErrors(String file) {
        this.file = file;
    }

    @Override
    public void syntaxError(Recognizer<?, ?> recognizer, Object offendingSymbol, int line, int charPositionInLine,
                            String msg, RecognitionException e) {
        String readable = readable(msg);
        throw InputError.worded(new SourceSpan(file, line, charPositionInLine + 1), "syntax error: " + readable, e,
                InputError.SYNTAX, readable);
    }

    static String readable(String antlrMessage) {
        Matcher m = WORD.matcher(antlrMessage);
        StringBuilder out = new StringBuilder();
        while (m.find()) {
            m.appendReplacement(out, Matcher.quoteReplacement(READABLE.getOrDefault(m.group(), m.group())));
        }
        return m.appendTail(out).toString();
    }
}
