package dev.syncscope.samples;

import java.util.ArrayList;
import java.util.List;

/**
 * A lesson's title and text in one language. Immutable.
 *
 * <p>A translation lives beside the kernels as {@code kernels/<language>/<kernel file>.txt}: the first
 * line is the title, the rest the lesson. Lines of one paragraph are joined (with no space between two
 * Japanese characters or after Japanese punctuation, with one space otherwise); a blank line starts a
 * new paragraph, shown on a line of its own as in the English lesson.
 */
public record LessonText(String title, String lesson) {

    /** Japanese punctuation after which a joined line follows with no space. */
    private static final String CLOSING = "。、，．：；！？）」』】〕";
    /** Japanese punctuation before which a joined line follows with no space. */
    private static final String OPENING = "（「『【〔";

    /** Reads a translation file (see the class comment); blank title or lesson when the file has none. */
    static LessonText parse(String text) {
        List<String> lines = List.of(text.replace("\uFEFF", "").split("\\R"));
        int at = 0;
        while (at < lines.size() && lines.get(at).isBlank()) {
            at++;
        }
        String title = at < lines.size() ? lines.get(at++).strip() : "";
        List<String> paragraphs = new ArrayList<>();
        StringBuilder paragraph = new StringBuilder();
        for (; at < lines.size(); at++) {
            String line = lines.get(at).strip();
            if (line.isEmpty()) {
                if (paragraph.length() > 0) {
                    paragraphs.add(paragraph.toString());
                    paragraph.setLength(0);
                }
            } else {
                if (paragraph.length() > 0 && !tight(paragraph.charAt(paragraph.length() - 1), line.charAt(0))) {
                    paragraph.append(' ');
                }
                paragraph.append(line);
            }
        }
        if (paragraph.length() > 0) {
            paragraphs.add(paragraph.toString());
        }
        return new LessonText(title, String.join("\n", paragraphs));
    }

    /** Whether two lines ending in {@code before} and starting with {@code after} join with no space. */
    private static boolean tight(char before, char after) {
        return wide(before) && wide(after) || CLOSING.indexOf(before) >= 0 || OPENING.indexOf(after) >= 0;
    }

    /** Kana, kanji, and CJK and full-width punctuation (everything from the CJK radicals on). */
    private static boolean wide(char c) {
        return c >= '\u2E80';
    }

    /** This text with {@code fallback}'s title or lesson where this one has none. */
    LessonText or(LessonText fallback) {
        return new LessonText(title.isBlank() ? fallback.title : title, lesson.isBlank() ? fallback.lesson : lesson);
    }
}
