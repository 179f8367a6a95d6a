package dev.syncscope.views.lesson;

import java.text.Normalizer;
import java.util.Locale;

/**
 * One lesson in the browser: the kernel's file name (what Open passes on), its title and lesson text
 * in the window's language, and its English title and lesson, which the filter matches too ("" when
 * the English ones are those shown). Immutable.
 */
public record LessonEntry(String fileName, String title, String lesson, String english) {

    /** A lesson shown in English. */
    public LessonEntry(String fileName, String title, String lesson) {
        this(fileName, title, lesson, "");
    }

    /**
     * Whether every word of {@code filter} occurs in the title, lesson, file name or English text, ignoring
     * case and the difference between full-width and ordinary letters and digits (Ｘ and X).
     */
    public boolean matches(String filter) {
        if (filter == null || filter.isBlank()) {
            return true;
        }
        String haystack = folded(title + "\n" + lesson + "\n" + fileName + "\n" + english);
        for (String word : folded(filter).strip().split("\\s+")) {
            if (!haystack.contains(word)) {
                return false;
            }
        }
        return true;
    }

    private static String folded(String text) {
        return Normalizer.normalize(text, Normalizer.Form.NFKC).toLowerCase(Locale.ROOT);
    }

    @Override
    public String toString() {
        return title;
    }
}
