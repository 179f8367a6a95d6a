package dev.syncscope.core.check;

import dev.syncscope.core.litmus.khronos.KhronosCorpus;
import dev.syncscope.core.litmus.khronos.KhronosParser;
import dev.syncscope.core.litmus.khronos.KhronosTest;
import dev.syncscope.core.suite.KhronosAnswers;
import dev.syncscope.core.suite.SuiteCheck;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Benchmark (a main class, not a test): checks every answer line of the Khronos corpus several times
 * and prints the wall time of the whole suite and the slowest file, cold and warm. Run with the test
 * classpath: {@code java -cp core-sim/target/classes:core-sim/target/test-classes:<junit jars>
 * dev.syncscope.core.check.CheckerBench [rounds]}. Owned by the main thread.
 */
public final class CheckerBench {

    private CheckerBench() {
    }

    public static void main(String[] args) throws IOException {
        int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 10;
        KhronosParser parser = new KhronosParser();
        List<Path> files = KhronosCorpus.files();
        List<KhronosTest> tests = new ArrayList<>();
        for (Path f : files) {
            tests.add(parser.parse(f));
        }
        for (int round = 1; round <= rounds; round++) {
            long start = System.nanoTime();
            long worst = 0;
            String worstFile = "";
            int lines = 0;
            int agree = 0;
            for (int i = 0; i < tests.size(); i++) {
                long t0 = System.nanoTime();
                List<SuiteCheck> verdicts = KhronosAnswers.check(files.get(i).getFileName().toString(), tests.get(i),
                        CheckOptions.DEFAULT);
                long t = System.nanoTime() - t0;
                lines += verdicts.size();
                agree += (int) verdicts.stream().filter(v -> v.verdict() == SuiteCheck.Verdict.PASS).count();
                if (t > worst) {
                    worst = t;
                    worstFile = files.get(i).getFileName().toString();
                }
            }
            long total = System.nanoTime() - start;
            System.out.printf("round %2d: %d files, %d/%d answer lines agree, suite %.1f ms, slowest %s %.2f ms%n",
                    round, tests.size(), agree, lines, total / 1e6, worstFile, worst / 1e6);
        }
    }
}
