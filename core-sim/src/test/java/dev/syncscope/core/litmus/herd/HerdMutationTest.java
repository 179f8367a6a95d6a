package dev.syncscope.core.litmus.herd;

import dev.syncscope.core.model.InputError;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

/** Damaged corpus files either still compile or fail with an InputError that has a position. */
class HerdMutationTest {

    private static final String NOISE = " ;|.,:{}()~=#\n0123456789abcrPx";

    @Test
    void damagedFilesFailOnlyWithPositionedInputErrors() throws IOException {
        Random random = new Random(20261121L);
        List<Path> files = Corpus.litmusFiles("Kronos-Group");
        int errors = 0;
        for (int round = 0; round < 600; round++) {
            Path file = files.get(random.nextInt(files.size()));
            StringBuilder text = new StringBuilder(Files.readString(file));
            int at = random.nextInt(text.length());
            switch (random.nextInt(3)) {
                case 0 -> text.deleteCharAt(at);
                case 1 -> text.insert(at, NOISE.charAt(random.nextInt(NOISE.length())));
                default -> text.setCharAt(at, NOISE.charAt(random.nextInt(NOISE.length())));
            }
            try {
                HerdParser.parse(file.getFileName().toString(), text.toString());
            } catch (InputError e) {
                assertTrue(e.span().line() > 0 && e.span().column() > 0, e.toString());
                errors++;
            } catch (RuntimeException e) {
                fail("round " + round + " on " + file.getFileName() + " threw " + e + " for:\n" + text, e);
            }
        }
        assertTrue(errors > 100, "only " + errors + " of 600 mutations were rejected");
    }
}
