package dev.syncscope.views.source;

import org.fxmisc.richtext.model.StyleSpans;
import org.fxmisc.richtext.model.StyleSpansBuilder;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.List;
import java.util.regex.Matcher;

/**
 * Turns kernel text into RichTextFX style spans: the language's token classes, with
 * {@code error} (or {@code warning}) added from a marker's column to the end of its word (or over
 * the line from its indent when the column is unknown). A pure function.
 */
public final class SourceStyles {

    /** The style class of an error's underline. */
    public static final String ERROR = "error";
    /** The style class of a warning's underline; an error on the same characters wins. */
    public static final String WARNING = "warning";

    private SourceStyles() {
    }

    /** The token styles of {@code text} in {@code language}, with the errors' underlines. */
    public static StyleSpans<Collection<String>> of(String text, Language language, List<SourceError> errors) {
        StyleSpans<Collection<String>> tokens = tokens(text, language);
        if (errors.isEmpty()) {
            return tokens;
        }
        return tokens.overlay(errorSpans(text, errors), (token, error) -> {
            if (error.isEmpty()) {
                return token;
            }
            List<String> both = new ArrayList<>(token);
            both.addAll(error);
            return both;
        });
    }

    /**
     * The longest line (in characters) highlighted token by token; a longer line is plain text (its error underlines
     * stay). The editor lays out each span of a line as a node of its own, in time that grows with the square of
     * their number: a line of 200,000 tokens held the FX thread for over ten minutes.
     */
    public static final int MAX_HIGHLIGHTED_LINE = 2_000;

    /** The token styles alone. */
    public static StyleSpans<Collection<String>> tokens(String text, Language language) {
        StyleSpansBuilder<Collection<String>> spans = new StyleSpansBuilder<>();
        Matcher m = language.pattern().matcher(text);
        int last = 0;
        int lineEnd = -1;
        boolean plainLine = false;
        while (m.find()) {
            if (m.end() == m.start()) {
                continue;
            }
            if (m.start() > lineEnd) {
                int lineStart = text.lastIndexOf('\n', m.start() - 1) + 1;
                int nl = text.indexOf('\n', m.start());
                lineEnd = nl < 0 ? text.length() : nl;
                plainLine = lineEnd - lineStart > MAX_HIGHLIGHTED_LINE;
            }
            if (plainLine) {
                continue;
            }
            spans.add(Collections.emptyList(), m.start() - last);
            spans.add(Collections.singleton(groupOf(m)), m.end() - m.start());
            last = m.end();
        }
        spans.add(Collections.emptyList(), text.length() - last);
        return spans.create();
    }

    /** The character range [start, end) an error underlines, or {@code null} when its line is not in the text. */
    static int[] range(String text, SourceError error) {
        int start = 0;
        for (int line = 1; line < error.line(); line++) {
            int nl = text.indexOf('\n', start);
            if (nl < 0) {
                return null;
            }
            start = nl + 1;
        }
        if (error.line() < 1 || start > text.length()) {
            return null;
        }
        int lineEnd = text.indexOf('\n', start);
        lineEnd = lineEnd < 0 ? text.length() : lineEnd;
        int from = error.column() > 0 ? Math.min(start + error.column() - 1, lineEnd) : start;
        while (error.column() <= 0 && from < lineEnd && Character.isWhitespace(text.charAt(from))) {
            from++;
        }
        int to = from;
        if (error.column() > 0) {
            while (to < lineEnd && !Character.isWhitespace(text.charAt(to))) {
                to++;
            }
        } else {
            to = lineEnd;
        }
        return to > from ? new int[] {from, to} : new int[] {start, lineEnd};
    }

    private static StyleSpans<Collection<String>> errorSpans(String text, List<SourceError> errors) {
        int[] marked = new int[text.length()];
        for (SourceError e : errors) {
            int[] r = range(text, e);
            int level = e.warning() ? 1 : 2;
            if (r != null) {
                for (int i = r[0]; i < r[1]; i++) {
                    marked[i] = Math.max(marked[i], level);
                }
            }
        }
        StyleSpansBuilder<Collection<String>> spans = new StyleSpansBuilder<>();
        int i = 0;
        while (i < marked.length) {
            int j = i;
            while (j < marked.length && marked[j] == marked[i]) {
                j++;
            }
            spans.add(marked[i] == 0 ? Collections.emptyList()
                    : Collections.singleton(marked[i] == 2 ? ERROR : WARNING), j - i);
            i = j;
        }
        spans.add(Collections.emptyList(), 0);
        return spans.create();
    }

    private static String groupOf(Matcher m) {
        for (String g : Language.Groups.NAMES) {
            if (m.group(g) != null) {
                return g;
            }
        }
        throw new IllegalStateException("token without a group: " + m.group());
    }
}
