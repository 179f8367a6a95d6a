package dev.syncscope.core.spirv;

import dev.syncscope.core.model.InputError;
import dev.syncscope.core.model.SourceSpan;

import java.util.ArrayList;
import java.util.List;

/**
 * Splits {@code .spvasm} text into tokens: {@code %ids}, {@code =}, quoted strings, numbers and
 * words (opcode and enumerant names, {@code |}-combined masks). {@code ;} starts a comment.
 * Stateless.
 */
final class TextLexer {

    enum Kind { ID, EQUALS, STRING, NUMBER, WORD }

    /** One token and its 1-based position. Immutable. */
    record Token(Kind kind, String text, int line, int column) {
        SourceSpan span(String file) {
            return new SourceSpan(file, line, column);
        }

        String describe() {
            return kind == Kind.STRING ? "string " + InputError.quoted(text, '"') : InputError.quoted(text);
        }
    }

    private TextLexer() {
    }

    static List<Token> tokenize(String file, String text) {
        List<Token> out = new ArrayList<>();
        int line = 1;
        int lineStart = 0;
        int i = 0;
        int n = text.length();
        while (i < n) {
            char c = text.charAt(i);
            if (c == '\n') {
                line++;
                lineStart = ++i;
            } else if (Character.isWhitespace(c)) {
                i++;
            } else if (c == ';') {
                while (i < n && text.charAt(i) != '\n') {
                    i++;
                }
            } else if (c == '=') {
                out.add(new Token(Kind.EQUALS, "=", line, i - lineStart + 1));
                i++;
            } else if (c == '"') {
                int startLine = line;
                int startCol = i - lineStart + 1;
                StringBuilder sb = new StringBuilder();
                i++;
                while (true) {
                    if (i >= n) {
                        throw new InputError(new SourceSpan(file, startLine, startCol), "unterminated string literal");
                    }
                    char d = text.charAt(i);
                    if (d == '"') {
                        i++;
                        break;
                    }
                    if (d == '\\' && i + 1 < n) {
                        d = text.charAt(++i);
                    }
                    if (d == '\n') {
                        line++;
                        lineStart = i + 1;
                    }
                    sb.append(d);
                    i++;
                }
                out.add(new Token(Kind.STRING, sb.toString(), startLine, startCol));
            } else {
                int start = i;
                while (i < n && !Character.isWhitespace(text.charAt(i)) && ";=\"".indexOf(text.charAt(i)) < 0) {
                    i++;
                }
                String word = text.substring(start, i);
                Kind kind = word.startsWith("%") ? Kind.ID
                        : Character.isDigit(c) || c == '-' || c == '+' || c == '.' ? Kind.NUMBER : Kind.WORD;
                if (kind == Kind.ID && word.length() == 1) {
                    throw new InputError(new SourceSpan(file, line, start - lineStart + 1), "'%' without an id name");
                }
                out.add(new Token(kind, word, line, start - lineStart + 1));
            }
        }
        return joinMasks(out);
    }

    /** Joins {@code A | B} written with spaces into one mask word {@code A|B}. */
    private static List<Token> joinMasks(List<Token> tokens) {
        List<Token> out = new ArrayList<>();
        for (Token t : tokens) {
            Token last = out.isEmpty() ? null : out.get(out.size() - 1);
            if (last != null && last.kind() == Kind.WORD
                    && (last.text().endsWith("|") || t.text().startsWith("|")) && t.kind() != Kind.STRING) {
                out.set(out.size() - 1, new Token(Kind.WORD, last.text() + t.text(), last.line(), last.column()));
            } else {
                out.add(t);
            }
        }
        return out;
    }
}
