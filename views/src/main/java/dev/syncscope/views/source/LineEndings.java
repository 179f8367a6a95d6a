package dev.syncscope.views.source;

/**
 * The line endings of a document and the editor's view of it. The editor (RichTextFX) ends every line with
 * {@code \n}, whatever the file used: {@code \r\n} (every Khronos litmus file), a lone {@code \r}, or
 * {@code \n}. Highlighting and error underlines are computed on that {@link #normalized} text, so that their
 * offsets match the editor's; an edit made in the editor is put back into the document's own text
 * ({@link #edited}), which keeps the line endings of every line the edit did not touch and gives the lines it
 * inserts the document's ({@link #separatorOf}), so saving writes the file's endings back. A pure function.
 */
public final class LineEndings {

    private LineEndings() {
    }

    /** {@code text} with every {@code \r\n} and lone {@code \r} made {@code \n}: the text as the editor holds it. */
    public static String normalized(String text) {
        return text.indexOf('\r') < 0 ? text : text.replace("\r\n", "\n").replace('\r', '\n');
    }

    /** The first line ending of {@code text}: {@code \r\n}, {@code \r} or {@code \n} (also for a single line). */
    public static String separatorOf(String text) {
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '\n') {
                return "\n";
            }
            if (c == '\r') {
                return i + 1 < text.length() && text.charAt(i + 1) == '\n' ? "\r\n" : "\r";
            }
        }
        return "\n";
    }

    /**
     * The document {@code document} after the editor's text became {@code editor} ({@code \n} line endings):
     * the characters before and after the edited part are kept as they were in {@code document}, line endings
     * included, and the edited part's line breaks are the document's ({@link #separatorOf}).
     */
    public static String edited(String document, String editor) {
        if (document.indexOf('\r') < 0) {
            return editor;
        }
        String before = normalized(document);
        if (before.equals(editor)) {
            return document;
        }
        int max = Math.min(before.length(), editor.length());
        int prefix = 0;
        while (prefix < max && before.charAt(prefix) == editor.charAt(prefix)) {
            prefix++;
        }
        int suffix = 0;
        while (suffix < max - prefix
                && before.charAt(before.length() - 1 - suffix) == editor.charAt(editor.length() - 1 - suffix)) {
            suffix++;
        }
        String middle = editor.substring(prefix, editor.length() - suffix).replace("\n", separatorOf(document));
        return document.substring(0, offsetIn(document, prefix)) + middle
                + document.substring(offsetIn(document, before.length() - suffix));
    }

    /** The offset in {@code document} of the character at {@code index} of its {@link #normalized} text. */
    private static int offsetIn(String document, int index) {
        int offset = 0;
        for (int i = 0; i < index; i++) {
            boolean crlf = document.charAt(offset) == '\r' && offset + 1 < document.length()
                    && document.charAt(offset + 1) == '\n';
            offset += crlf ? 2 : 1;
        }
        return offset;
    }
}
