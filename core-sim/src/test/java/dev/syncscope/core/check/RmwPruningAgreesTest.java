package dev.syncscope.core.check;

import dev.syncscope.core.kernel.KernelLoader;
import dev.syncscope.core.load.ProgramLoader;
import dev.syncscope.core.model.Program;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The RMW pruning ({@link ValueReach}, {@link ExclusiveWrites}, {@link OrderFirst}, {@link ModificationOrders.Seeds})
 * leaves out only what has no candidate the search would keep, so the checker's result is the same with it and
 * without: the same candidates counted, the same executions in the same order (events, reads-from, modification
 * order, consistency, outcomes, races), the same notes and findings. Over every litmus file of the test corpora
 * and a few RMW kernels small enough for the search without it.
 */
class RmwPruningAgreesTest {

    private static final CheckOptions OPTIONS = CheckOptions.DEFAULT.withTimeLimit(Duration.ofSeconds(60));

    @Test
    void everyCorpusFileHasTheSameResultWithAndWithoutThePruning() {
        List<String> differ = new ArrayList<>();
        int compared = 0;
        List<Path> files = corpus();
        for (Path f : files) {
            Program p = ProgramLoader.load(f);
            CheckResult with = new AxiomaticChecker(OPTIONS, SpinRepeats.MAX_PERIOD, true).check(p);
            CheckResult without = new AxiomaticChecker(OPTIONS, SpinRepeats.MAX_PERIOD, false).check(p);
            assertTrue(with.complete() || !without.complete(), () -> f + ": complete only without the pruning");
            if (!without.complete()) {
                continue;
            }
            compared++;
            if (!fingerprint(with).equals(fingerprint(without))) {
                differ.add(f.toString());
            }
        }
        assertEquals(List.of(), differ);
        // every file is checked to the end within the limits, with the pruning and without it
        assertEquals(files.size(), compared);
        assertTrue(compared >= 300, "files compared: " + compared);
    }

    @Test
    void rmwKernelsHaveTheSameResultWithAndWithoutThePruning() {
        for (String body : List.of(
                // two adds each: 6 orders (each invocation's two adds in program order)
                "atomicAdd(x, 1u); atomicAdd(x, 1u);",
                // an exchange then an add: values repeat, so a value does not name its write
                "old[i] = atomicExchange(x, i + 1u); atomicAdd(x, 1u);",
                // an add that writes back what it read, then a plain load
                "atomicAdd(x, 1u); old[i] = atomicAdd(x, 0u); after[i] = x;",
                // a compare-exchange that may fail, then a store
                "old[i] = atomicCompSwap(x, 0u, i + 1u); atomicExchange(x, 5u);")) {
            for (int n : new int[] {2, 3}) {
                if (n == 3 && body.contains("after")) {
                    continue; // the plain loads' values make it too slow for the search without the pruning
                }
                Program p = kernel(n, body);
                CheckResult with = new AxiomaticChecker(OPTIONS, SpinRepeats.MAX_PERIOD, true).check(p);
                CheckResult without = new AxiomaticChecker(OPTIONS, SpinRepeats.MAX_PERIOD, false).check(p);
                assertTrue(with.complete() && without.complete(), body + " x" + n);
                assertEquals(fingerprint(without), fingerprint(with), body + " x" + n);
            }
        }
    }

    static Program kernel(int invocations, String body) {
        return KernelLoader.load("rmw.comp", """
                #version 450
                layout(local_size_x = %d) in;
                layout(std430, binding = 0) buffer B { uint x; uint old[4]; uint after[4]; };
                void main() {
                    uint i = gl_LocalInvocationID.x;
                    %s
                }
                """.formatted(invocations, body)).program();
    }

    /** What a result says, execution by execution, in order. */
    static List<String> fingerprint(CheckResult r) {
        List<String> out = new ArrayList<>();
        out.add(r.status() + " " + r.candidates() + " " + r.limitMessage());
        out.add(r.diagnostics().toString());
        out.add(r.findings().toString());
        out.add(r.cuts().toString());
        for (Execution e : r.executions()) {
            out.add(e.events().stream().map(Event::label).toList() + " rf " + e.relation(RelationKind.RF) + " mo "
                    + e.relation(RelationKind.MO) + " " + e + " " + e.races());
        }
        return out;
    }

    private static List<Path> corpus() {
        try (Stream<Path> files = Files.walk(Path.of("src/test/resources/litmus"))) {
            return files.filter(f -> f.toString().endsWith(".test") || f.toString().endsWith(".litmus")).sorted()
                    .toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
