package dev.syncscope.samples;

import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Every sample in {@code kernels/index.txt} has a Japanese title and lesson in {@code kernels/ja/}, so a sample
 * added without one fails the build, and the translation keeps what the English names: the lines, the
 * {@code VK MM} clauses and the files it points to.
 */
class LessonTranslationsTest {

    private static final List<Sample> SAMPLES = SampleCatalog.load().samples();
    private static final Pattern JAPANESE = Pattern.compile("[\\p{IsHiragana}\\p{IsKatakana}\\p{IsHan}]");

    @Test
    void everySampleInTheIndexHasAJapaneseTitleAndLesson() {
        assertFalse(SAMPLES.isEmpty());
        for (Sample sample : SAMPLES) {
            LessonText ja = sample.translations().get("ja");
            assertTrue(ja != null, "no kernels/ja/" + sample.fileName() + ".txt");
            assertFalse(ja.title().isBlank(), sample.fileName() + ": no Japanese title");
            assertFalse(ja.lesson().isBlank(), sample.fileName() + ": no Japanese lesson");
            assertTrue(JAPANESE.matcher(ja.title()).find(), sample.fileName() + ": title not in Japanese: " + ja.title());
            assertTrue(JAPANESE.matcher(ja.lesson()).find(), sample.fileName() + ": lesson not in Japanese");
            assertNotEquals(sample.title(), ja.title(), sample.fileName());
            assertEquals(ja, sample.lessonText(Locale.JAPANESE), sample.fileName());
            assertEquals(sample.english(), sample.lessonText(Locale.ENGLISH), sample.fileName());
        }
    }

    @Test
    void everyTranslationBelongsToASampleInTheIndex() throws IOException {
        Set<String> indexed = SAMPLES.stream().map(s -> s.fileName() + ".txt").collect(Collectors.toSet());
        try (Stream<Path> files = Files.list(Path.of("kernels", "ja"))) {
            for (Path file : files.toList()) {
                assertTrue(indexed.contains(file.getFileName().toString()), file + " translates no sample in index.txt");
            }
        }
    }

    /** "line 34" in English is "34 行目" in Japanese; both must name the same lines. */
    @Test
    void japaneseLessonsNameTheSameLinesAsTheEnglish() {
        for (Sample sample : SAMPLES) {
            assertEquals(all(Pattern.compile("line (\\d+)"), sample.lesson()),
                    all(Pattern.compile("(\\d+) 行目"), sample.lessonText(Locale.JAPANESE).lesson()), sample.fileName());
        }
    }

    @Test
    void japaneseLessonsCiteTheSameClausesAndFilesAsTheEnglish() {
        Pattern clause = Pattern.compile("VK MM: ([A-Z][\\w-]*)");
        Pattern file = Pattern.compile("[\\w-]+\\.(?:comp|hlsl|test|md)\\b");
        for (Sample sample : SAMPLES) {
            String ja = sample.lessonText(Locale.JAPANESE).lesson();
            assertEquals(sorted(clause, sample.lesson()), sorted(clause, ja), sample.fileName() + ": VK MM citations");
            assertEquals(all(file, sample.lesson()), all(file, ja), sample.fileName() + ": files named");
        }
    }

    @Test
    void japaneseLessonsHoldNoPragmas() {
        for (Sample sample : SAMPLES) {
            assertFalse(sample.lessonText(Locale.JAPANESE).lesson().contains("@expect"), sample.fileName());
        }
    }

    private static Set<String> all(Pattern pattern, String text) {
        Set<String> found = new TreeSet<>();
        Matcher m = pattern.matcher(text);
        while (m.find()) {
            found.add(m.groupCount() > 0 ? m.group(1) : m.group());
        }
        return found;
    }

    private static List<String> sorted(Pattern pattern, String text) {
        List<String> found = new ArrayList<>();
        Matcher m = pattern.matcher(text);
        while (m.find()) {
            found.add(m.group(1));
        }
        found.sort(null);
        return found;
    }
}
