package dev.syncscope.samples;

import dev.syncscope.core.kernel.LaunchPragmas;
import dev.syncscope.core.kernel.PragmaParser;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class SampleCatalogTest {

    @Test
    void indexListsEveryKernelFileExactlyOnce() throws IOException {
        List<String> onDisk;
        try (Stream<Path> files = Files.list(Path.of("kernels"))) {
            onDisk = files.filter(Files::isRegularFile).map(p -> p.getFileName().toString())
                    .filter(n -> !n.equals("index.txt")).sorted().collect(Collectors.toList());
        }
        List<String> indexed = SampleCatalog.load().samples().stream()
                .map(Sample::fileName).sorted().collect(Collectors.toList());
        assertEquals(onDisk, indexed);
    }

    @Test
    void everySampleHasATitleAndALessonWithoutPragmas() {
        for (Sample sample : SampleCatalog.load().samples()) {
            assertFalse(sample.title().equals(sample.fileName()), sample.fileName() + " has no title line");
            assertFalse(sample.lesson().isBlank(), sample.fileName() + " has no lesson");
            assertFalse(sample.lesson().contains("@expect"), sample.fileName() + ": pragmas leaked into the lesson");
        }
    }

    /** A lesson that says "line N" must have an expectation about line N, so edits cannot leave it stale. */
    @Test
    void linesNamedInLessonsAreCheckedByAnExpectation() {
        Pattern named = Pattern.compile("line (\\d+)");
        Pattern checked = Pattern.compile("(?:stale|at) (\\d+)$");
        for (Sample sample : SampleCatalog.load().samples()) {
            if (sample.fileName().endsWith(".test")) {
                continue;
            }
            Set<String> lines = new HashSet<>();
            for (LaunchPragmas.Expectation e : PragmaParser.parse(sample.fileName(), sample.text(), "//").expectations()) {
                Matcher m = checked.matcher(e.text().strip());
                if (m.find()) {
                    lines.add(m.group(1));
                }
            }
            Matcher m = named.matcher(sample.lesson());
            while (m.find()) {
                assertTrue(lines.contains(m.group(1)), sample.fileName() + ": the lesson names line " + m.group(1)
                        + " but no @expect checks it (" + lines + ")");
            }
        }
    }

    @Test
    void defaultSampleIsFirstInTheIndex() {
        assertEquals(SampleCatalog.DEFAULT_SAMPLE, SampleCatalog.load().samples().get(0).fileName());
    }

    @Test
    void defaultSampleHasTitleAndLesson() {
        Sample sample = SampleCatalog.load().defaultSample();
        assertEquals("Message passing between two workgroups", sample.title());
        assertFalse(sample.lesson().isBlank());
    }
}
