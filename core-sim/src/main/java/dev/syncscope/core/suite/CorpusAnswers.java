package dev.syncscope.core.suite;

import dev.syncscope.core.check.CheckResult;
import dev.syncscope.core.litmus.herd.ExpectedCsv;
import dev.syncscope.core.litmus.herd.HerdTest;
import dev.syncscope.core.load.InputFiles;
import dev.syncscope.core.model.InputError;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The answers a Dat3M-layout corpus gives one herd test, for {@code check FILE}: the rows naming it in the
 * {@code expected/*.csv} files of the nearest folder above it that has such rows (a row's path is relative to that
 * folder; the file's name says what its bit means, {@link HerdAnswers#forCsv}). herd's {@code exists} is a question,
 * not a claim: an MP test usually asks about the outcome the model forbids, and the corpus's {@code 0} says it is
 * unreachable. So where the corpus answers a test's condition, {@code check} judges it by those rows, as {@code suite}
 * does, and the two commands agree on every file of the corpus (audit 52, F4). Reads files; the answers are
 * immutable.
 *
 * @param asked the rows, in the order of their files' names and then of their lines
 * @param notes the expected-answer files beside the test that could not be read, each with why
 */
public record CorpusAnswers(List<Asked> asked, List<String> notes) {

    /** One row that answers the test, with the question its file asks. */
    public record Asked(HerdAnswers question, ExpectedCsv.Row row) {
    }

    private static final CorpusAnswers NONE = new CorpusAnswers(List.of(), List.of());

    /** The rows about the herd test at {@code fileName}; none when it names no file that exists or no corpus does. */
    public static CorpusAnswers of(String fileName) {
        Path test;
        boolean relative;
        try {
            relative = !Path.of(fileName).isAbsolute();
            test = Path.of(fileName).toAbsolutePath().normalize();
        } catch (InvalidPathException e) {
            return NONE;
        }
        // a row is named as the test was: from the working folder when the test's name was relative
        Path here = Path.of("").toAbsolutePath();
        if (!Files.isRegularFile(test)) {
            return NONE;
        }
        List<String> notes = new ArrayList<>();
        for (Path corpus = test.getParent(); corpus != null; corpus = corpus.getParent()) {
            Path expected = corpus.resolve("expected");
            if (!Files.isDirectory(expected)) {
                continue;
            }
            List<Asked> asked = new ArrayList<>();
            for (Path csv : csvFiles(expected, notes)) {
                try {
                    String name = (relative ? here.relativize(csv) : csv).toString();
                    for (ExpectedCsv.Row row : ExpectedCsv.parse(name, InputFiles.readText(csv))) {
                        if (row.file(corpus).toAbsolutePath().normalize().equals(test)) {
                            asked.add(new Asked(HerdAnswers.forCsv(csv.getFileName().toString()), row));
                        }
                    }
                } catch (InputError e) {
                    notes.add("the expected answers " + csv + " were not read: " + e.getMessage());
                }
            }
            if (!asked.isEmpty()) {
                return new CorpusAnswers(List.copyOf(asked), List.copyOf(notes));
            }
        }
        return new CorpusAnswers(List.of(), List.copyOf(notes));
    }

    /**
     * The answers of the rows about {@code test}'s condition for the launch checked ({@code chains}: whether it has
     * availability and visibility chains; a {@code NOCHAINS} file's rows answer a launch without), as {@code suite}
     * checks them, from {@code result}, that launch's check with consistent executions only; none when no such row
     * names the test. Each is placed at the test's condition and worded with the condition and the row ({@code exists
     * (P1:r0 == 1 /\ P1:r1 == 0) holds, answered by expected/VULKAN-expected.csv:27}). The {@code -DR-} files' rows
     * are not among them: race freedom is {@code check}'s own implicit question already, over the executions the
     * test's filter asks about (RaceFreedom), and {@code check --no-chains} of a test racy without chains fails.
     */
    public List<SuiteCheck> check(String file, HerdTest test, CheckResult result, boolean chains) {
        List<SuiteCheck> out = new ArrayList<>();
        if (test.condition().isEmpty()) {
            return out;
        }
        for (Asked a : asked) {
            HerdAnswers q = a.question();
            if (q.raceFreedom() || q.chains() != chains) {
                continue;
            }
            SuiteCheck c = q.answer(file, test.condition().get().span(), a.row().expected(), test, result,
                    result.elapsed());
            String question = test.condition().get() + " holds" + (q.chains() ? "" : " (no chains)") + ", answered by "
                    + a.row().span().file() + ":" + a.row().span().line();
            out.add(new SuiteCheck(c.file(), c.where(), question, c.expected(), c.actual(), c.verdict(), c.detail(),
                    c.elapsed()));
        }
        return out;
    }

    private static List<Path> csvFiles(Path expected, List<String> notes) {
        List<Path> out = new ArrayList<>();
        try (DirectoryStream<Path> files = Files.newDirectoryStream(expected, "*.csv")) {
            files.forEach(out::add);
        } catch (IOException e) {
            notes.add("the expected answers in " + expected + " were not read: " + InputFiles.reason(e));
        }
        out.sort(null);
        return out;
    }
}
