package dev.syncscope.core.suite;

import dev.syncscope.core.check.AxiomaticChecker;
import dev.syncscope.core.check.CheckOptions;
import dev.syncscope.core.check.CheckResult;
import dev.syncscope.core.litmus.herd.ExpectedCsv;
import dev.syncscope.core.litmus.herd.HerdTest;
import dev.syncscope.core.load.InputFiles;
import dev.syncscope.core.model.InputError;
import dev.syncscope.core.model.SourceSpan;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/**
 * The answers a Dat3M-layout corpus gives one herd test, for {@code check FILE}: the rows naming it in the
 * {@code expected/*.csv} files of the nearest folder above it that has such rows (a row's path is relative to that
 * folder; the file's name says what its bit means, {@link HerdAnswers#forCsv}). herd's {@code exists} is a question,
 * not a claim: an MP test usually asks about the outcome the model forbids, and the corpus's {@code 0} says it is
 * unreachable. So where the corpus answers a test, {@code check} judges it by those rows, as {@code suite} does, and
 * the two commands agree on every file of the corpus (audit 52, F4). Reads files; the answers are immutable.
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
     * Each row's answer for {@code test} ({@code file} names it), as {@code suite} checks it, placed at the test's
     * condition (race freedom: nowhere) and worded with the condition and the row ({@code exists (P1:r0 == 1 /\
     * P1:r1 == 0) holds, answered by expected/VULKAN-expected.csv:27}). {@code result} is
     * the check already made of {@code test} with {@code chains} and consistent executions only; rows of the other
     * chains setting are checked again with {@code base}.
     */
    public List<SuiteCheck> check(String file, HerdTest test, CheckResult result, boolean chains, CheckOptions base) {
        List<SuiteCheck> out = new ArrayList<>();
        CheckResult other = null;
        Duration otherElapsed = Duration.ZERO;
        for (Asked a : asked) {
            HerdAnswers q = a.question();
            CheckResult r = result;
            Duration elapsed = result.elapsed();
            if (q.chains() != chains) {
                if (other == null) {
                    long start = System.nanoTime();
                    other = new AxiomaticChecker(base.withChains(q.chains()).withConsistentOnly(true))
                            .check(test.withChains(q.chains()).program());
                    otherElapsed = Duration.ofNanos(System.nanoTime() - start);
                }
                r = other;
                elapsed = otherElapsed;
            }
            // placed in the test (its condition, or nowhere for race freedom), as the window places rows in the text
            // it shows; the question names the row that answers it
            boolean condition = !q.raceFreedom() && test.condition().isPresent();
            SourceSpan where = condition ? test.condition().get().span() : SourceSpan.UNKNOWN;
            SuiteCheck c = q.answer(file, where, a.row().expected(), test, r, elapsed);
            String question = (condition ? test.condition().get() + " holds" + (q.chains() ? "" : " (no chains)")
                    : c.question()) + ", answered by " + a.row().span().file() + ":" + a.row().span().line();
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
