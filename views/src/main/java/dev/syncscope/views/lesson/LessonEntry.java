package dev.syncscope.views.lesson;

import java.util.Locale;

/**
 * One lesson in the browser: the kernel's file name (what Open passes on), its title and its
 * lesson text. Immutable.
 */
public record LessonEntry(String fileName, String title, String lesson) {

    /** Whether every word of {@code filter} occurs in the title, lesson or file name, ignoring case. */
    public boolean matches(String filter) {
        if (filter == null || filter.isBlank()) {
            return true;
        }
        String haystack = (title + "\n" + lesson + "\n" + fileName).toLowerCase(Locale.ROOT);
        for (String word : filter.toLowerCase(Locale.ROOT).strip().split("\\s+")) {
            if (!haystack.contains(word)) {
                return false;
            }
        }
        return true;
    }

    @Override
    public String toString() {
        return title;
    }
}
