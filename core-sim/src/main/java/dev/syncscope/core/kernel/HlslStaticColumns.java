package dev.syncscope.core.kernel;

import dev.syncscope.core.model.InputError;
import dev.syncscope.core.model.SourceSpan;

import java.util.ArrayList;
import java.util.List;

/**
 * A compiler diagnostic's column in the user's HLSL file rather than in the text compiled, which has the zeros of
 * {@link HlslStatics} inserted. A zero goes right after its declarator, so no line moves and neither does a column
 * before it; but a column after it on its line does ({@code static uint a, b[M];} with {@code M} undeclared was
 * reported at the M of {@code static uint a = {0}, b[M] = {0};}, 6 columns on). Each such column is taken back
 * by the inserted lengths before it; one inside an inserted zero is none (0), as a wrong column is worse than none
 * ({@link CompilerColumns}). Stateless.
 */
final class HlslStaticColumns {

    private HlslStaticColumns() {
    }

    /**
     * {@code error} and its further errors, each of {@code file} at its column of {@code source} (the user's text,
     * whose line 1 is the compiler's line 1) where {@link HlslStatics#zeroInitialised} inserted zeros on its line.
     */
    static InputError ofUser(InputError error, String file, String source) {
        List<HlslStatics.Insertion> insertions = HlslStatics.insertions(source);
        return insertions.isEmpty() ? error : mapped(error, file, source, insertions);
    }

    private static InputError mapped(InputError error, String file, String source,
                                     List<HlslStatics.Insertion> insertions) {
        List<InputError> more = new ArrayList<>();
        for (InputError further : error.more()) {
            more.add(mapped(further, file, source, insertions));
        }
        SourceSpan span = error.span();
        if (span.file().equals(file) && span.line() > 0 && span.column() > 0) {
            span = new SourceSpan(file, span.line(), column(source, insertions, span.line(), span.column()));
        }
        return new InputError(span, error.getMessage(), error.getCause(), error.kind(), more, error.key(),
                error.args());
    }

    /** The 1-based user column of the 1-based compiled {@code column} of {@code line}; 0 inside an inserted zero. */
    static int column(String source, List<HlslStatics.Insertion> insertions, int line, int column) {
        int lineStart = 0;
        for (int l = 1; l < line; l++) {
            int newline = source.indexOf('\n', lineStart);
            if (newline < 0) {
                return column;
            }
            lineStart = newline + 1;
        }
        int newline = source.indexOf('\n', lineStart);
        int lineEnd = newline < 0 ? source.length() : newline;
        int at = column - 1; // 0-based, in the compiled line
        int shift = 0;
        for (HlslStatics.Insertion insertion : insertions) {
            if (insertion.offset() < lineStart || insertion.offset() > lineEnd) {
                continue;
            }
            int start = insertion.offset() - lineStart + shift;
            if (at < start) {
                break;
            }
            if (at < start + insertion.text().length()) {
                return 0;
            }
            shift += insertion.text().length();
        }
        return at - shift + 1;
    }
}
