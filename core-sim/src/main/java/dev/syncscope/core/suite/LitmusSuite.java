package dev.syncscope.core.suite;

import dev.syncscope.core.check.CheckOptions;
import dev.syncscope.core.litmus.herd.ExpectedCsv;
import dev.syncscope.core.litmus.herd.HerdParser;
import dev.syncscope.core.litmus.herd.HerdTest;
import dev.syncscope.core.litmus.khronos.KhronosParser;
import dev.syncscope.core.load.InputFiles;
import dev.syncscope.core.model.InputError;
import dev.syncscope.core.model.SourceSpan;

import java.io.IOException;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.attribute.BasicFileAttributes;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Consumer;

/**
 * Runs every litmus file under a folder, recursively, and compares the checker with the expected
 * answers: each {@code .test} file's own answer lines, and for {@code .litmus} files the rows of
 * every {@code expected/*.csv} found in the folders walked (paths relative to the CSV's parent's
 * parent, i.e. the corpus folder). A row naming an absent file, or a file that does not parse (whether a row
 * mentions it or not), is an {@link SuiteCheck.Verdict#ERROR}, as is a file or folder that cannot be read.
 * {@code .test} files without answer lines and {@code .litmus} files no row mentions that parse are listed in
 * {@link Report#unchecked()}. Owned by the calling thread.
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

    /**
     * Checks every litmus file under {@code dir}. A file or folder that cannot be read, a file that is not UTF-8
     * text or not a regular file ({@link InputFiles}) is an {@link SuiteCheck.Verdict#ERROR} naming it, and the
     * others are still checked.
     *
     * @throws InputError when {@code dir} does not exist, is not a folder or cannot be read
     */
    public Report run(Path dir) {
        if (!Files.isDirectory(dir)) {
            // a folder that does not exist was "not a folder" (the session-39 audit)
            throw new InputError(new SourceSpan(dir.toString(), 0, 0), Files.exists(dir) ? "not a folder"
                    : "no such folder");
        }
        List<SuiteCheck> checks = new ArrayList<>();
        Set<Path> herdFiles = new TreeSet<>();
        Set<Path> herdChecked = new TreeSet<>();
        Set<Path> unanswered = new TreeSet<>();
        Map<Path, IOException> unreadable = new HashMap<>();
        for (Path file : walk(dir, unreadable)) {
            String name = file.getFileName() == null ? "" : file.getFileName().toString();
            if (unreadable.containsKey(file) && file.equals(dir)) {
                throw new InputError(new SourceSpan(dir.toString(), 0, 0), "cannot read the folder: "
                        + InputFiles.reason(unreadable.get(file)), unreadable.get(file));
            }
            if (unreadable.containsKey(file)) {
                String rel = relative(dir, file);
                checks.add(report(SuiteCheck.unanswered(rel, SourceSpan.UNKNOWN, "read", true,
                        SuiteCheck.Verdict.ERROR, rel + ": cannot read the "
                                + (Files.isDirectory(file, LinkOption.NOFOLLOW_LINKS) ? "folder" : "file") + ": "
                                + InputFiles.reason(unreadable.get(file)), Duration.ZERO)));
            } else if (name.endsWith(".test")) {
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
        for (Path file : herdFiles) {
            // no row asks about it, but a file that does not parse is an error all the same (as a .test is)
            if (parsed.computeIfAbsent(file, LitmusSuite::parseHerd) instanceof InputError e) {
                String rel = relative(dir, file);
                checks.add(report(SuiteCheck.unanswered(rel, e.span(), "parse", true, SuiteCheck.Verdict.ERROR,
                        e.toString(), Duration.ZERO)));
            } else {
                unanswered.add(file);
            }
        }
        List<String> unchecked = unanswered.stream().map(f -> relative(dir, f)).toList();
        return new Report(checks, unchecked);
    }

    private List<SuiteCheck> khronos(Path dir, Path file) {
        String rel = relative(dir, file);
        String name = file.getFileName().toString();
        String text;
        try {
            text = InputFiles.readText(file, name);
        } catch (InputError e) {
            return List.of(report(SuiteCheck.unanswered(rel, e.span(), "read", true, SuiteCheck.Verdict.ERROR,
                    e.toString(), Duration.ZERO)));
        }
        try {
            List<SuiteCheck> out = KhronosAnswers.check(rel, new KhronosParser().parse(name, text), options);
            out.forEach(progress);
            return out;
        } catch (InputError e) {
            return List.of(report(SuiteCheck.unanswered(rel, e.span(), "parse", true, SuiteCheck.Verdict.ERROR,
                    e.toString(), Duration.ZERO)));
        }
    }

    private List<SuiteCheck> herd(Path dir, Path corpus, Path csv, Set<Path> checked) {
        HerdAnswers question = HerdAnswers.forCsv(csv.getFileName().toString());
        List<SuiteCheck> out = new ArrayList<>();
        List<ExpectedCsv.Row> rows;
        try {
            rows = ExpectedCsv.parse(csv.toString(), InputFiles.readText(csv));
        } catch (InputError e) {
            return List.of(report(SuiteCheck.unanswered(relative(dir, csv), e.span(), "expected answers", true,
                    SuiteCheck.Verdict.ERROR, e.toString(), Duration.ZERO)));
        }
        for (ExpectedCsv.Row row : rows) {
            Path file = row.file(corpus).toAbsolutePath().normalize();
            String rel = relative(dir, file);
            if (!Files.exists(file)) {
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
        String name = file.getFileName().toString();
        try {
            return HerdParser.parse(name, InputFiles.readText(file, name));
        } catch (InputError e) {
            return e;
        }
    }

    /**
     * The files under {@code dir} in path order, symbolic links not followed into folders; a file or folder that
     * cannot be read is listed too, with its exception in {@code unreadable}.
     */
    private static List<Path> walk(Path dir, Map<Path, IOException> unreadable) {
        List<Path> files = new ArrayList<>();
        try {
            Files.walkFileTree(dir, new SimpleFileVisitor<>() {
                @Override
                public FileVisitResult visitFile(Path file, BasicFileAttributes attributes) {
                    files.add(file);
                    return FileVisitResult.CONTINUE;
                }

                @Override
                public FileVisitResult visitFileFailed(Path file, IOException e) {
                    files.add(file);
                    unreadable.put(file, e);
                    return FileVisitResult.CONTINUE;
                }

                @Override
                public FileVisitResult postVisitDirectory(Path folder, IOException e) {
                    if (e != null) {
                        files.add(folder);
                        unreadable.put(folder, e);
                    }
                    return FileVisitResult.CONTINUE;
                }
            });
        } catch (IOException e) {
            throw new InputError(new SourceSpan(dir.toString(), 0, 0), "cannot read the folder: "
                    + InputFiles.reason(e), e);
        }
        files.sort(null);
        return files;
    }

    private static String relative(Path dir, Path file) {
        return dir.toAbsolutePath().normalize().relativize(file.toAbsolutePath().normalize()).toString();
    }
}
