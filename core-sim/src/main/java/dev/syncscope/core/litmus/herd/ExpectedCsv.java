package dev.syncscope.core.litmus.herd;

import dev.syncscope.core.model.InputError;
import dev.syncscope.core.model.SourceSpan;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Reader of Dat3M's expected-answer files ({@code expected/*.csv}): one row {@code path,1|0} per test,
 * the path relative to the corpus folder. What 1 means depends on the file (reachability of the
 * condition, or data-race freedom); see the corpus README. Stateless.
 */
public final class ExpectedCsv {

    /** One row: the test's path relative to the corpus folder and the expected bit, with its position. */
    public record Row(String path, boolean expected, SourceSpan span) {

        /** The test file under {@code corpusRoot}. */
        public Path file(Path corpusRoot) {
            return corpusRoot.resolve(path);
        }
    }

    private ExpectedCsv() {
    }

    /** Parses the rows of {@code text} ({@code file} names it in errors); blank lines are skipped. */
    public static List<Row> parse(String file, String text) {
        List<Row> rows = new ArrayList<>();
        java.util.Map<String, Row> byPath = new java.util.HashMap<>();
        String[] lines = text.split("\r?\n", -1);
        for (int i = 0; i < lines.length; i++) {
            String line = lines[i].strip();
            if (line.isEmpty()) {
                continue;
            }
            int comma = line.lastIndexOf(',');
            SourceSpan at = new SourceSpan(file, i + 1, 1);
            if (comma <= 0) {
                throw new InputError(at, "expected 'path,1' or 'path,0', found " + InputError.quoted(line));
            }
            String bit = line.substring(comma + 1).strip();
            if (!bit.equals("1") && !bit.equals("0")) {
                throw new InputError(new SourceSpan(file, i + 1, comma + 2),
                        "expected 1 or 0 after the comma, found " + InputError.quoted(bit));
            }
            Row row = new Row(line.substring(0, comma).strip(), bit.equals("1"), at);
            Row earlier = byPath.putIfAbsent(row.path(), row);
            if (earlier != null && earlier.expected() != row.expected()) {
                // two answers for one test: one of them is wrong, and each was judged, a PASS beside a FAIL (the
                // session-85 audit)
                throw new InputError(at, row.path() + " is listed with " + (row.expected() ? 1 : 0) + " here and with "
                        + (earlier.expected() ? 1 : 0) + " at line " + earlier.span().line() + ": one answer a test");
            }
            if (earlier == null) {
                rows.add(row);
            }
        }
        return rows;
    }

    /**
     * Reads {@code csv} and checks that every row's test exists under {@code corpusRoot}; a row naming
     * an absent file is an InputError at that row.
     */
    public static List<Row> read(Path csv, Path corpusRoot) {
        List<Row> rows = parse(csv.toString(), HerdParser.readText(csv));
        for (Row row : rows) {
            if (!Files.isRegularFile(row.file(corpusRoot))) {
                throw new InputError(row.span(), "no test file " + row.path() + " under " + corpusRoot);
            }
        }
        return rows;
    }
}
