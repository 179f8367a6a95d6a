package dev.syncscope.core.litmus.herd;

import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class HerdCorpusParseTest {

    @Test
    void everyVendoredFileParses() {
        List<Path> kronos = Corpus.litmusFiles("Kronos-Group");
        List<Path> races = Corpus.litmusFiles("Data-Race");
        assertEquals(86, kronos.size());
        assertEquals(81, races.size());
        List<String> failures = new ArrayList<>();
        int parsed = 0;
        for (Path p : concat(kronos, races)) {
            try {
                HerdLitmus test = HerdParser.read(p);
                assertFalse(test.threads().isEmpty(), p.toString());
                parsed++;
            } catch (RuntimeException e) {
                failures.add(e.toString());
            }
        }
        assertEquals(List.of(), failures);
        assertEquals(167, parsed);
    }

    @Test
    void kronosFilesHaveAConditionAndRaceFilesOnlyAFilter() {
        for (Path p : Corpus.litmusFiles("Kronos-Group")) {
            HerdLitmus test = HerdParser.read(p);
            assertTrue(test.condition().isPresent(), p.toString());
            assertTrue(test.filter().isEmpty(), p.toString());
        }
        for (Path p : Corpus.litmusFiles("Data-Race")) {
            HerdLitmus test = HerdParser.read(p);
            assertTrue(test.condition().isEmpty(), p.toString());
            assertTrue(test.filter().isPresent(), p.toString());
        }
    }

    private static List<Path> concat(List<Path> a, List<Path> b) {
        List<Path> all = new ArrayList<>(a);
        all.addAll(b);
        return all;
    }
}
