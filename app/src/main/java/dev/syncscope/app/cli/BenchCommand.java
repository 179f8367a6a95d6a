package dev.syncscope.app.cli;

import dev.syncscope.core.bench.BenchRow;
import dev.syncscope.app.UiBench;
import dev.syncscope.core.bench.ForkedBench;
import dev.syncscope.core.bench.SuiteBench;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;

/**
 * {@code syncscope bench}: measures every performance figure the project promises and prints one
 * table with each target beside it. Runs on the calling thread (the UI figures start JavaFX when a
 * display is available), except the engine part's figures, which a forked JVM measures ({@link ForkedBench}).
 */
@Command(name = "bench", mixinStandardHelpOptions = true,
        description = "Measure every promised performance figure and print them beside their targets.")
final class BenchCommand implements Callable<Integer> {

    @Spec
    private CommandSpec spec;

    @Option(names = "--corpus", defaultValue = "core-sim/src/test/resources/litmus", paramLabel = "DIR",
            description = "folder with khronos/ and dat3m-vulkan/ (default: ${DEFAULT-VALUE}, from the repository root)")
    private Path corpus;

    /** The kernel whose exhaustive check the suite part times, from the repository root. */
    static final Path KERNEL = Path.of("docs/examples/reduction-1024.comp");

    /** The parts {@code --only} names, in the order they run. */
    static final List<String> PARTS = List.of("suite", "engine", "ui");

    @Option(names = "--rounds", defaultValue = "5", paramLabel = "N",
            description = "measured rounds after warm-up, at least 1 (default ${DEFAULT-VALUE})")
    private int rounds;

    @Option(names = "--only", split = ",", paramLabel = "PART",
            description = "parts to run: suite, engine, ui (default: all)")
    private List<String> only;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        String problem = Cli.firstProblem(Cli.outOfRange("--rounds", rounds), onlyProblem(only));
        if (problem != null) {
            spec.commandLine().getErr().println(problem);
            return Cli.BAD_INPUT;
        }
        if (wants("suite")) {
            problem = suiteFilesProblem(corpus, KERNEL);
            if (problem != null) {
                spec.commandLine().getErr().println(problem);
                return Cli.BAD_INPUT;
            }
        }
        List<BenchRow> rows = new ArrayList<>();
        if (wants("suite")) {
            out.println("measuring the litmus suites …");
            out.flush();
            rows.addAll(SuiteBench.measure(corpus, rounds));
            rows.addAll(SuiteBench.measureKernelCheck(KERNEL));
        }
        if (wants("engine")) {
            out.println("measuring the stepper …");
            out.flush();
            // in a forked JVM with a fixed young generation, as JMH forks (ForkedBench says why), then the headline
            // figure again in this JVM as it was started
            rows.addAll(ForkedBench.engine());
            rows.addAll(ForkedBench.inThisJvm());
        }
        if (wants("ui")) {
            out.println("measuring the window …");
            out.flush();
            rows.addAll(UiBench.measure());
        }
        print(rows, out);
        return Cli.OK;
    }

    /**
     * Why the suite part cannot measure anything: its corpora ({@code khronos/} and {@code dat3m-vulkan/} under
     * {@code corpus}) or its kernel are not there, as when {@code bench} is run outside the repository (every row read
     * {@code not found at …} and the exit code was 0: the session-39 audit); null when they are.
     */
    static String suiteFilesProblem(Path corpus, Path kernel) {
        for (Path needed : List.of(corpus.resolve("khronos"), corpus.resolve("dat3m-vulkan"), kernel)) {
            if (!Files.exists(needed)) {
                return "syncscope: bench measures the litmus suites under " + corpus + " and " + kernel
                        + " from the repository, and " + needed + " is not here: run it from the repository root,"
                        + " or give --corpus DIR (or --only engine,ui)";
            }
        }
        return null;
    }

    /**
     * Why {@code --only} names a part that does not exist (it printed an empty table, exit 0), naming the parts; null
     * when every part is one of {@link #PARTS}.
     */
    static String onlyProblem(List<String> parts) {
        if (parts == null) {
            return null;
        }
        for (String part : parts) {
            if (!PARTS.contains(part)) {
                return "syncscope: --only takes " + String.join(", ", PARTS.subList(0, PARTS.size() - 1)) + " or "
                        + PARTS.get(PARTS.size() - 1) + ", separated by commas, not '" + part + "'";
            }
        }
        return null;
    }

    private boolean wants(String part) {
        return only == null || only.isEmpty() || only.contains(part);
    }

    static void print(List<BenchRow> rows, PrintWriter out) {
        int width = rows.stream().mapToInt(r -> r.figure().length()).max().orElse(10);
        String format = "%-" + width + "s  %-34s  %-18s  %s%n";
        out.printf(format, "figure", "measured", "target", "");
        for (BenchRow r : rows) {
            out.printf(format, r.figure(), r.value(), r.target(), r.verdict());
        }
        out.printf("machine: %d cores, Java %s%n", Runtime.getRuntime().availableProcessors(),
                System.getProperty("java.version"));
    }
}
