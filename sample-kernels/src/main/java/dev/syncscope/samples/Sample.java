package dev.syncscope.samples;

import java.util.HashMap;
import java.util.Locale;
import java.util.Map;

/**
 * One curated kernel: its file name, title and lesson (from its header comment, in English), its
 * text, and the title and lesson translated into other languages, by language code ({@code "ja"}).
 * Immutable.
 */
public record Sample(String fileName, String title, String lesson, String text, Map<String, LessonText> translations) {

    public Sample {
        translations = Map.copyOf(translations);
    }

    /** A sample with its English lesson only. */
    public Sample(String fileName, String title, String lesson, String text) {
        this(fileName, title, lesson, text, Map.of());
    }

    /** The title and lesson of the kernel's header comment. */
    public LessonText english() {
        return new LessonText(title, lesson);
    }

    /**
     * The title and lesson in {@code locale}'s language, each in English where that language has no
     * translation of it.
     */
    public LessonText lessonText(Locale locale) {
        LessonText translated = translations.get(locale.getLanguage());
        return translated == null ? english() : translated.or(english());
    }

    /** This sample with {@code translation} as its title and lesson in {@code language}. */
    Sample withTranslation(String language, LessonText translation) {
        Map<String, LessonText> more = new HashMap<>(translations);
        more.put(language, translation);
        return new Sample(fileName, title, lesson, text, more);
    }

    /**
     * Reads the title (first comment line) and the lesson (the following comment lines, without the
     * {@code @} pragma lines) from a header.
     */
    static Sample parse(String fileName, String text) {
        StringBuilder lesson = new StringBuilder();
        String title = fileName;
        boolean first = true;
        for (String raw : text.split("\\R")) {
            String line = raw.strip();
            if (!line.startsWith("//")) {
                break;
            }
            String body = line.substring(2).strip();
            if (body.startsWith("@")) {
                continue;
            }
            if (first) {
                title = body;
                first = false;
            } else if (!body.isEmpty() || lesson.length() > 0) {
                lesson.append(body.isEmpty() ? "\n" : (lesson.length() == 0 || lesson.charAt(lesson.length() - 1) == '\n' ? "" : " ") + body);
            }
        }
        return new Sample(fileName, title, lesson.toString().strip(), text);
    }
}
