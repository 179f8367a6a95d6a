package dev.syncscope.samples;

/**
 * One curated kernel: its file name, title and lesson (from its header comment) and its text.
 * Immutable.
 */
public record Sample(String fileName, String title, String lesson, String text) {

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
