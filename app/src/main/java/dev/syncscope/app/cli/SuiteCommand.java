package dev.syncscope.app.cli;

import dev.syncscope.core.check.CheckOptions;
import dev.syncscope.core.model.InputError;
import dev.syncscope.core.model.SourceSpan;
import dev.syncscope.core.suite.LitmusSuite;
import dev.syncscope.core.suite.SuiteCheck;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.Callable;

/**
 * {@code syncscope suite DIR}: runs every litmus file under DIR and compares with the expected
 * answers (a {@code .test} file's own lines; {@code expected/*.csv} rows for {@code .litmus} files).
 * Prints a pass/fail table and totals. Runs on the calling thread.
 */
@Command(name = "suite", mixinStandardHelpOptions = true,
        description = "Run every litmus file under DIR (recursively) against its expected answers.")
final class SuiteCommand implements Callable<Integer> {

    @Spec
    private CommandSpec spec;

    @Parameters(paramLabel = "DIR", description = "folder of .test files and/or Dat3M-style corpora")
    private Path dir;

    @Option(names = "--json", description = "print the results as JSON")
    private boolean json;

    @Option(names = "--time-limit", defaultValue = "60", paramLabel = "SECONDS",
            description = "per-test time limit, 0 to " + Cli.MAX_TIME_LIMIT + " (0: at once, UNKNOWN; there is no"
                    + " unlimited; default ${DEFAULT-VALUE})")
    private long timeLimit;

    @Option(names = "--max-candidates", defaultValue = "1000000", paramLabel = "N",
            description = "per-test limit of candidate executions examined (default ${DEFAULT-VALUE})")
    private long maxCandidates;

    @Option(names = "--max-paths", defaultValue = "" + CheckOptions.DEFAULT_MAX_PATHS, paramLabel = "N",
            description = "per-test limit of the paths of one thread (default ${DEFAULT-VALUE})")
    private int maxPaths;

    @Option(names = "--failures-only", description = "list only the checks that did not pass")
    private boolean failuresOnly;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        long start = System.nanoTime();
        LitmusSuite.Report report;
        try {
            String problem = Cli.firstProblem(Cli.outOfRange("--time-limit", timeLimit),
                    Cli.outOfRange("--max-candidates", maxCandidates), Cli.outOfRange("--max-paths", maxPaths));
            if (problem != null) {
                return refuse(problem, out, err);
            }
            if (Files.isRegularFile(dir)) {
                // "not a folder" alone (the session-39 audit): check is the command for one file
                return refuse(dir + ": not a folder; suite checks the litmus files under a folder, and check takes"
                        + " one file (java -jar syncscope.jar check " + dir + ")", out, err);
            }
            report = new LitmusSuite(CheckOptions.DEFAULT.withTimeLimit(Duration.ofSeconds(timeLimit))
                    .withMaxCandidates(maxCandidates).withMaxTracesPerAgent(maxPaths), c -> { }).run(dir);
        } catch (InputError e) {
            if (json) {
                out.println(Json.write(Json.error(e, dir.toString())));
            } else {
                err.println(e);
            }
            return Cli.BAD_INPUT;
        }
        if (report.checks().isEmpty() && report.unchecked().isEmpty()) {
            return refuse(dir + ": no litmus files found (suite checks .test files, and .litmus files against the rows"
                    + " of an expected/*.csv beside them)", out, err);
        }
        Duration wall = Duration.ofNanos(System.nanoTime() - start);
        if (json) {
            out.println(Json.write(Json.suite(report, failuresOnly)));
        } else {
            print(report, wall, out);
        }
        if (report.count(SuiteCheck.Verdict.FAIL) + report.count(SuiteCheck.Verdict.ERROR) > 0) {
            return Cli.FAILED;
        }
        if (report.checks().isEmpty()) {
            // litmus files, none with an expected answer: nothing was compared, which must not look green to CI
            err.println(nothingCompared(report.unchecked().size()));
            return Cli.LIMIT;
        }
        return report.count(SuiteCheck.Verdict.UNKNOWN) > 0 ? Cli.LIMIT : Cli.OK;
    }

    /** Whether the results are asked for as JSON ({@code --json}): errors are JSON too. */
    boolean json() {
        return json;
    }

    /** The line that ends a suite run that compared no answer (exit 3): the answer is not known. */
    private String nothingCompared(int files) {
        return dir + ": no answer was compared: " + (files == 1 ? "the litmus file has no" : "none of the "
                + files + " litmus files has an") + " expected answer (a .test file its answer lines, a .litmus file a row of"
                + " an expected/*.csv beside it)";
    }

    /** {@link Cli#refuse} with this command's folder and {@code --json}. */
    private int refuse(String problem, PrintWriter out, PrintWriter err) {
        return Cli.refuse(problem, dir, json, out, err);
    }

    private void print(LitmusSuite.Report report, Duration wall, PrintWriter out) {
        // the file column as wide as its longest entry (at least 52), so that a CSV row's place keeps the rows aligned
        int width = 52;
        for (SuiteCheck c : report.checks()) {
            width = Math.max(width, place(dir, c).length());
        }
        out.printf("%-8s %-" + width + "s %-44s %-8s %-8s %8s%n", "verdict", "file", "question", "expected", "found",
                "ms");
        for (SuiteCheck c : report.checks()) {
            if (failuresOnly && c.verdict() == SuiteCheck.Verdict.PASS) {
                continue;
            }
            out.printf("%-8s %-" + width + "s %-44s %-8s %-8s %8.1f%n", c.verdict(),
                    place(dir, c),
                    abbreviate(c.question(), 44), c.expected(), c.actual() == null ? "-" : c.actual(),
                    c.elapsed().toNanos() / 1e6);
            if (!c.detail().isEmpty()) {
                out.println("         " + c.detail());
            }
        }
        for (String f : report.unchecked()) {
            out.println("no expected answer for " + f);
        }
        int unanswered = report.unchecked().size();
        long errors = report.count(SuiteCheck.Verdict.ERROR);
        out.printf("%d passed, %d failed, %d unknown, %d error%s; %d %s without expected answers; %.2f s%n",
                report.count(SuiteCheck.Verdict.PASS), report.count(SuiteCheck.Verdict.FAIL),
                report.count(SuiteCheck.Verdict.UNKNOWN), errors, errors == 1 ? "" : "s",
                unanswered, unanswered == 1 ? "file" : "files", wall.toNanos() / 1e9);
    }

    /**
     * The file column: the file, with the line of its expectation where that is written in the file itself (a
     * {@code .test}'s answer line, where a file does not parse); an expectation written in a CSV row names that row
     * instead, relative to {@code dir}: {@code tests/mp.litmus (expected/VULKAN-expected.csv:3)} (the row's line is no
     * line of the litmus file).
     */
    static String place(Path dir, SuiteCheck c) {
        SourceSpan where = c.where();
        if (where.line() <= 0) {
            return c.file();
        }
        Path in = Path.of(where.file());
        Path file = Path.of(c.file());
        // a span names the file as its reader did: the file's own name, or the path the suite walked
        if (file.endsWith(in) || in.endsWith(file)) {
            return c.file() + ":" + where.line();
        }
        String shown;
        try {
            shown = dir.toAbsolutePath().normalize().relativize(in.toAbsolutePath().normalize()).toString();
        } catch (IllegalArgumentException e) {
            shown = where.file();
        }
        return c.file() + " (" + shown + ":" + where.line() + ")";
    }

    private static String abbreviate(String s, int max) {
        return s.length() <= max ? s : s.substring(0, max - 1) + "…";
    }
}
