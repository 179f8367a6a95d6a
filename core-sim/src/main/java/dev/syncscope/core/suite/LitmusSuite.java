package dev.syncscope.core.suite;

import dev.syncscope.core.check.CheckOptions;
import dev.syncscope.core.litmus.herd.ExpectedCsv;
import dev.syncscope.core.litmus.herd.HerdParser;
import dev.syncscope.core.litmus.herd.HerdTest;
import dev.syncscope.core.litmus.khronos.KhronosParser;
import dev.syncscope.core.model.InputError;
import dev.syncscope.core.model.SourceSpan;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Consumer;
import java.util.stream.Stream;

/**
 * Runs every litmus file under a folder, recursively, and compares the checker with the expected
 * answers: each {@code .test} file's own answer lines, and for {@code .litmus} files the rows of
 * every {@code expected/*.csv} found in the folders walked (paths relative to the CSV's parent's
 * parent, i.e. the corpus folder). A row naming an absent file, or a file that does not parse, is an
 * {@link SuiteCheck.Verdict#ERROR}. {@code .test} files without answer lines and {@code .litmus} files no row
 * mentions are listed in {@link Report#unchecked()}. Owned by the calling thread.
 */
public final class LitmusSuite {

    /** The outcome of a suite run. Immutable. */
    public record Report(List<SuiteCheck> checks, List<String> unchecked) {
        public Report {
            checks = List.copyOf(checks);
            unchecked = List.copyOf(unchecked);
        }

        public long count(SuiteCheck.Verdict verdict) {
            return checks.stream().filter(c -> c.verdict() == verdict).count();
        }

        public boolean allPassed() {
            return count(SuiteCheck.Verdict.PASS) == checks.size();
        }
    }

    private final CheckOptions options;
    private final Consumer<SuiteCheck> progress;
    private final Map<Path, Object> parsed = new HashMap<>();

    /**
     * @param options  checker options (time limit per test, candidate limit); chains are set per answer
     * @param progress told about each check as it completes
     */
    public LitmusSuite(CheckOptions options, Consumer<SuiteCheck> progress) {
        this.options = options;
        this.progress = progress;
    }

    public LitmusSuite(Duration timeLimitPerTest) {
        this(CheckOptions.DEFAULT.withTimeLimit(timeLimitPerTest), c -> { });
    }

    public Report run(Path dir) {
        if (!Files.isDirectory(dir)) {
            throw new InputError(new SourceSpan(dir.toString(), 0, 0), "not a folder");
        }
        List<SuiteCheck> checks = new ArrayList<>();
        Set<Path> herdFiles = new TreeSet<>();
        Set<Path> herdChecked = new TreeSet<>();
        Set<Path> unanswered = new TreeSet<>();
        for (Path file : walk(dir)) {
            String name = file.getFileName().toString();
            if (name.endsWith(".test")) {
                List<SuiteCheck> answered = khronos(dir, file);
                if (answered.isEmpty()) {
                    unanswered.add(file.toAbsolutePath().normalize());
                }
                checks.addAll(answered);
            } else if (name.endsWith(".litmus")) {
                herdFiles.add(file.toAbsolutePath().normalize());
            } else if (name.endsWith(".csv") && file.getParent().getFileName().toString().equals("expected")) {
                Path corpus = file.getParent().getParent();
                checks.addAll(herd(dir, corpus, file, herdChecked));
            }
        }
        herdFiles.removeAll(herdChecked);
        unanswered.addAll(herdFiles);
        List<String> unchecked = unanswered.stream().map(f -> relative(dir, f)).toList();
        return new Report(checks, unchecked);
    }

    private List<SuiteCheck> khronos(Path dir, Path file) {
        String rel = relative(dir, file);
        try {
            List<SuiteCheck> out = KhronosAnswers.check(rel, new KhronosParser().parse(file), options);
            out.forEach(progress);
            return out;
        } catch (InputError e) {
            return List.of(report(SuiteCheck.unanswered(rel, e.span(), "parse", true, SuiteCheck.Verdict.ERROR,
                    e.toString(), Duration.ZERO)));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private List<SuiteCheck> herd(Path dir, Path corpus, Path csv, Set<Path> checked) {
        HerdAnswers question = HerdAnswers.forCsv(csv.getFileName().toString());
        List<SuiteCheck> out = new ArrayList<>();
        List<ExpectedCsv.Row> rows;
        try {
            rows = ExpectedCsv.parse(csv.toString(), Files.readString(csv));
        } catch (InputError e) {
            return List.of(report(SuiteCheck.unanswered(relative(dir, csv), e.span(), "expected answers", true,
                    SuiteCheck.Verdict.ERROR, e.toString(), Duration.ZERO)));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        for (ExpectedCsv.Row row : rows) {
            Path file = row.file(corpus).toAbsolutePath().normalize();
            String rel = relative(dir, file);
            if (!Files.isRegularFile(file)) {
                out.add(report(SuiteCheck.unanswered(rel, row.span(), question.question(), row.expected(),
                        SuiteCheck.Verdict.ERROR, row.span() + ": no test file " + row.path(), Duration.ZERO)));
                continue;
            }
            checked.add(file);
            Object test = parsed.computeIfAbsent(file, LitmusSuite::parseHerd);
            if (test instanceof InputError e) {
                out.add(report(SuiteCheck.unanswered(rel, e.span(), question.question(), row.expected(),
                        SuiteCheck.Verdict.ERROR, e.toString(), Duration.ZERO)));
            } else {
                out.add(report(question.check(rel, row.span(), row.expected(), (HerdTest) test, options)));
            }
        }
        return out;
    }

    private SuiteCheck report(SuiteCheck check) {
        progress.accept(check);
        return check;
    }

    private static Object parseHerd(Path file) {
        try {
            return HerdParser.parse(file);
        } catch (InputError e) {
            return e;
        }
    }

    private static List<Path> walk(Path dir) {
        try (Stream<Path> files = Files.walk(dir)) {
            return files.filter(Files::isRegularFile).sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static String relative(Path dir, Path file) {
        return dir.toAbsolutePath().normalize().relativize(file.toAbsolutePath().normalize()).toString();
    }
}
