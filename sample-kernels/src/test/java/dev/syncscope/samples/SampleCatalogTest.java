package dev.syncscope.samples;

import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

class SampleCatalogTest {

    @Test
    void indexListsEveryKernelFileExactlyOnce() throws IOException {
        List<String> onDisk;
        try (Stream<Path> files = Files.list(Path.of("kernels"))) {
            onDisk = files.map(p -> p.getFileName().toString())
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
