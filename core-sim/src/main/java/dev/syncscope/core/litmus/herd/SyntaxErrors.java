package dev.syncscope.core.litmus.herd;

import dev.syncscope.core.model.InputError;
import dev.syncscope.core.model.SourceSpan;
import org.antlr.v4.runtime.BaseErrorListener;
import org.antlr.v4.runtime.RecognitionException;
import org.antlr.v4.runtime.Recognizer;

/**
 * An ANTLR error listener that turns the first lexer or parser error into an {@link InputError} at
 * file:line:column, keeping ANTLR's "expecting {...}" list. Immutable.
 */
final class SyntaxErrors extends BaseErrorListener {

    private final String file;

    SyntaxErrors(String file) {
        this.file = file;
    }

    @Override
    public void syntaxError(Recognizer<?, ?> recognizer, Object offendingSymbol, int line, int charPositionInLine,
                            String msg, RecognitionException e) {
        throw new InputError(new SourceSpan(file, line, charPositionInLine + 1), "syntax error: " + msg, e);
    }
}
