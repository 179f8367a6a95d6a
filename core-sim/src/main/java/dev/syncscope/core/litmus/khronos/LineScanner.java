package dev.syncscope.core.litmus.khronos;

import dev.syncscope.core.model.InputError;
import dev.syncscope.core.model.SourceSpan;

/**
 * Reads the words, names and numbers of one .test line, reporting errors at the exact column.
 * Owned by the parsing thread.
 */
final class LineScanner {
    private final String line;
    private final String file;
    private final int lineNumber;
    private int pos;

    LineScanner(String line, String file, int lineNumber) {
        this.line = line;
        this.file = file;
        this.lineNumber = lineNumber;
    }

    SourceSpan here() {
        return new SourceSpan(file, lineNumber, pos + 1);
    }

    private void skipSpace() {
        while (pos < line.length() && Character.isWhitespace(line.charAt(pos))) {
            pos++;
        }
    }

    boolean atEnd() {
        skipSpace();
        return pos >= line.length();
    }

    /** The next whitespace-separated word. */
    String word() {
        skipSpace();
        int start = pos;
        while (pos < line.length() && !Character.isWhitespace(line.charAt(pos))) {
            pos++;
        }
        return line.substring(start, pos);
    }

    /** A variable name: letters, digits and underscores up to whitespace or '='. */
    String name(String expected) {
        skipSpace();
        int start = pos;
        while (pos < line.length() && (Character.isLetterOrDigit(line.charAt(pos)) || line.charAt(pos) == '_')) {
            pos++;
        }
        if (start == pos) {
            throw error(expected);
        }
        return line.substring(start, pos);
    }

    boolean accept(char c) {
        skipSpace();
        if (pos < line.length() && line.charAt(pos) == c) {
            pos++;
            return true;
        }
        return false;
    }

    long longValue(String expected) {
        skipSpace();
        int start = pos;
        if (pos < line.length() && line.charAt(pos) == '-') {
            pos++;
        }
        while (pos < line.length() && Character.isDigit(line.charAt(pos))) {
            pos++;
        }
        String digits = line.substring(start, pos);
        if (digits.isEmpty() || digits.equals("-")) {
            pos = start;
            throw error(expected);
        }
        try {
            return Long.parseLong(digits);
        } catch (NumberFormatException e) {
            pos = start;
            throw error(expected + " that fits in 64 bits");
        }
    }

    int integer(String expected) {
        int start = pos;
        long v = longValue(expected);
        if (v < 0 || v > Integer.MAX_VALUE) {
            pos = start;
            skipSpace();
            throw error("a non-negative " + expected.replaceFirst("^an? ", ""));
        }
        return (int) v;
    }

    /** Requires the rest of the line to be blank. */
    void end() {
        if (!atEnd()) {
            throw new InputError(here(), "expected the end of the line, found " + InputError.quoted(line.substring(pos)));
        }
    }

    int mark() {
        return pos;
    }

    void reset(int mark) {
        pos = mark;
    }

    InputError error(String expected) {
        skipSpace();
        String found = pos < line.length() ? InputError.quoted(line.substring(pos)) : "the end of the line";
        return new InputError(here(), "expected " + expected + ", found " + found);
    }
}
