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

    @Option(names = "--rounds", defaultValue = "5", description = "measured rounds after warm-up (default ${DEFAULT-VALUE})")
    private int rounds;

    @Option(names = "--only", split = ",", paramLabel = "PART",
            description = "parts to run: suite, engine, ui (default: all)")
    private List<String> only;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        List<BenchRow> rows = new ArrayList<>();
        if (wants("suite")) {
            out.println("measuring the litmus suites …");
            out.flush();
            rows.addAll(SuiteBench.measure(corpus, rounds));
            rows.addAll(SuiteBench.measureKernelCheck(Path.of("docs/examples/reduction-1024.comp")));
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
