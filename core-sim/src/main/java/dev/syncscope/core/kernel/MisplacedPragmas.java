package dev.syncscope.core.kernel;

import dev.syncscope.core.model.ProgramNote;
import dev.syncscope.core.model.SourceSpan;

import java.util.ArrayList;
import java.util.List;

/**
 * Finds launch pragmas written where {@link PragmaParser} does not read them, which would otherwise be ignored
 * without a word (a {@code // @dispatch 64} after {@code #version} launched one workgroup): a comment after the
 * leading block, or a block comment ({@code /* … *}{@code /}, GLSL and HLSL) anywhere, whose text starts with
 * {@code @} and a known pragma name ({@link PragmaParser#NAMES}). Each is a {@link ProgramNote} at its {@code @};
 * other {@code @}words, like a doc comment's {@code @param}, are free text. The comments are found by a small lexer
 * that knows line comments, block comments and string literals. One instance per scan, confined to it.
 */
final class MisplacedPragmas {

    /** Characters of the first line of code quoted in a note before it is shortened. */
    private static final int QUOTED = 40;

    private final String file;
    private final String[] lines;
    private final int firstCode;
    private final String commentPrefix;
    private final List<ProgramNote> notes = new ArrayList<>();

    private MisplacedPragmas(String file, String[] lines, int firstCode, String commentPrefix) {
        this.file = file;
        this.lines = lines;
        this.firstCode = firstCode;
        this.commentPrefix = commentPrefix;
    }

    /**
     * The notes on {@code lines} from {@code firstCode} on, the first line after the leading block. Comments start
     * with {@code commentPrefix}; with {@code //} (GLSL, HLSL) block comments are comments too.
     */
    static List<ProgramNote> find(String file, String[] lines, int firstCode, String commentPrefix) {
        MisplacedPragmas scan = new MisplacedPragmas(file, lines, firstCode, commentPrefix);
        scan.scan();
        return List.copyOf(scan.notes);
    }

    private void scan() {
        boolean blockComments = commentPrefix.equals("//");
        boolean inBlock = false;
        boolean inString = false;
        int blockLine = -1;
        for (int n = firstCode; n < lines.length; n++) {
            String line = lines[n];
            if (inBlock) {
                check(n, blockText(line, 0), blockLine);
            }
            int i = 0;
            while (i < line.length()) {
                if (inBlock) {
                    int end = line.indexOf("*/", i);
                    inBlock = end < 0;
                    i = end < 0 ? line.length() : end + 2;
                } else if (inString) {
                    char c = line.charAt(i);
                    inString = c != '"';
                    i += c == '\\' ? 2 : 1;
                } else if (line.startsWith(commentPrefix, i)) {
                    check(n, PragmaParser.pragmaAt(line, i + commentPrefix.length()), -1);
                    break;
                } else if (blockComments && line.startsWith("/*", i)) {
                    inBlock = true;
                    blockLine = n;
                    i += 2;
                    check(n, blockText(line, i), blockLine);
                } else {
                    inString = line.charAt(i) == '"';
                    i++;
                }
            }
        }
    }

    /** The '@' that starts a line of a block comment's text at {@code from}, after its leading '*'s; or -1. */
    private static int blockText(String line, int from) {
        int at = from;
        while (at < line.length() && Character.isWhitespace(line.charAt(at))) {
            at++;
        }
        while (at < line.length() && line.charAt(at) == '*' && !line.startsWith("*/", at)) {
            at++;
        }
        return PragmaParser.pragmaAt(line, at);
    }

    /**
     * A note when the comment text at {@code at} (-1: none) of line index {@code n} is a known pragma;
     * {@code blockLine} is the line index where its block comment starts, -1 for a line comment.
     */
    private void check(int n, int at, int blockLine) {
        if (at < 0) {
            return;
        }
        String line = lines[n];
        int end = PragmaParser.wordEnd(line, at + 1);
        int close = line.indexOf("*/", at + 1);
        String name = line.substring(at + 1, blockLine >= 0 && close >= 0 && close < end ? close : end);
        if (PragmaParser.NAMES.contains(name)) {
            notes.add(note(new SourceSpan(file, n + 1, at + 1), name, blockLine >= 0 ? blockLine : n, blockLine >= 0));
        }
    }

    /**
     * The note at {@code where}; the first line of code is quoted unless the comment starts on it. Key
     * {@code note.misplacedPragma}: the pragma's name, 1 in a block comment (else 0), the comment prefix, 1 when the
     * first line of code is quoted (else 0), its line number and its text (shortened; both "" when not quoted).
     */
    private ProgramNote note(SourceSpan where, String name, int commentLine, boolean block) {
        String code = lines[firstCode].strip();
        String shown = code.length() > QUOTED ? code.substring(0, QUOTED) + "…" : code;
        boolean quote = commentLine != firstCode;
        String quoted = quote ? " (line " + (firstCode + 1) + ": " + shown + ")" : "";
        return new ProgramNote(where, "@" + name + (block ? " is not read in a /* */ comment" : " is not read here")
                + ": launch pragmas are read only from the " + commentPrefix + " comment lines at the top of the file,"
                + " before the first line of code" + quoted
                + (block ? "; write it there as a " + commentPrefix + " comment" : "; move it up"),
                "note.misplacedPragma", List.of(name, block ? 1 : 0, commentPrefix, quote ? 1 : 0,
                quote ? String.valueOf(firstCode + 1) : "", quote ? shown : ""));
    }
}
