package dev.syncscope.core.litmus.herd;

import dev.syncscope.core.model.InputError;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ExpectedCsvTest {

    @ParameterizedTest
    @CsvSource(textBlock = """
            VULKAN-expected.csv,             86, Kronos-Group/
            VULKAN-DR-expected.csv,          81, Data-Race/
            VULKAN-NOCHAINS-expected.csv,     6, Kronos-Group/
            VULKAN-DR-NOCHAINS-expected.csv,  6, Data-Race/
            """)
    void vendoredExpectationFilesNameExistingTests(String csv, int rows, String folder) {
        List<ExpectedCsv.Row> read = ExpectedCsv.read(Corpus.root().resolve("expected").resolve(csv), Corpus.root());
        assertEquals(rows, read.size());
        assertTrue(read.stream().allMatch(r -> r.path().startsWith(folder)));
    }

    @Test
    void rowsKeepPathBitAndLine() {
        List<ExpectedCsv.Row> rows = ExpectedCsv.parse("e.csv", "a/x.litmus,1\r\n\nb/y.litmus,0\n");
        assertEquals(2, rows.size());
        assertEquals("a/x.litmus", rows.get(0).path());
        assertTrue(rows.get(0).expected());
        assertFalse(rows.get(1).expected());
        assertEquals(3, rows.get(1).span().line());
    }

    @Test
    void aBitOtherThanZeroOrOneIsAnErrorAtItsColumn() {
        InputError e = assertThrows(InputError.class, () -> ExpectedCsv.parse("e.csv", "a.litmus,1\na.litmus,yes\n"));
        assertEquals("e.csv:2:10", e.span().toString());
        assertTrue(e.getMessage().contains("expected 1 or 0"), e.getMessage());
    }

    @Test
    void aRowWithoutCommaIsAnError() {
        InputError e = assertThrows(InputError.class, () -> ExpectedCsv.parse("e.csv", "a.litmus\n"));
        assertEquals(1, e.span().line());
    }

    @Test
    void aRowNamingAnAbsentFileIsAnError(@TempDir Path dir) throws IOException {
        Files.createDirectories(dir.resolve("T"));
        Files.writeString(dir.resolve("T/present.litmus"), "Vulkan p\n{}\nP0@sg 0, wg 0, qf 0;\n");
        Path csv = dir.resolve("e.csv");
        Files.writeString(csv, "T/present.litmus,1\nT/absent.litmus,0\n");
        InputError e = assertThrows(InputError.class, () -> ExpectedCsv.read(csv, dir));
        assertEquals(2, e.span().line());
        assertTrue(e.getMessage().contains("T/absent.litmus"), e.getMessage());
    }

    /** Two answers for one test are refused at the second (each was judged: a PASS beside a FAIL; session-85 audit). */
    @Test
    void aTestListedWithTwoAnswersIsAnErrorAndARepeatedRowCountsOnce() {
        InputError e = assertThrows(InputError.class, () -> ExpectedCsv.parse("e.csv", "t/mp.litmus,1\nt/sb.litmus,0\n"
                + "t/mp.litmus,0\n"));
        assertEquals("e.csv:3:1", e.span().toString());
        assertEquals("t/mp.litmus is listed with 0 here and with 1 at line 1: one answer a test", e.getMessage());
        assertEquals(2, ExpectedCsv.parse("e.csv", "t/mp.litmus,1\nt/sb.litmus,0\nt/mp.litmus,1\n").size());
    }
}
