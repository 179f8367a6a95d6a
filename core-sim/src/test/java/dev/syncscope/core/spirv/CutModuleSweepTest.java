package dev.syncscope.core.spirv;

import dev.syncscope.core.model.Action;
import dev.syncscope.core.model.Contribution;
import dev.syncscope.core.model.InputError;
import dev.syncscope.core.model.Program;
import dev.syncscope.core.model.ThreadState;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Every seed SPIR-V module of the fuzz tests cut short at every line (assembly) or word (binary), and
 * with each line or instruction deleted: each variant loads, or is rejected by a check that names the
 * file and (for assembly, unless the whole module is at fault) a line; none is rejected by the
 * interpreter's catch-all (an InputError wrapping a Java exception), and no invocation that runs
 * faults with a Java exception's name. Before the checks of issue #3, 2,739 of these 15,163 variants
 * ended in the catch-all.
 */
class CutModuleSweepTest {
    private static final Path SEEDS = Path.of("src/test/resources/dev/syncscope/core/fuzz");
    private static final Set<String> WHOLE_MODULE = Set.of("the module has no OpMemoryModel",
            "the module has no GLCompute entry point");

    private final List<String> failures = new ArrayList<>();
    private int variants;

    @Test
    void cutOrShortenedAssemblyIsRejectedByAPositionedCheck() throws IOException {
        for (Path seed : seeds("SpirvTextFuzzTestInputs/read", ".spvasm")) {
            List<String> lines = Files.readAllLines(seed);
            for (int i = 0; i <= lines.size(); i++) {
                text(seed + " cut at line " + i, String.join("\n", lines.subList(0, i)));
            }
            for (int i = 0; i < lines.size(); i++) {
                List<String> shorter = new ArrayList<>(lines);
                shorter.remove(i);
                text(seed + " without line " + (i + 1), String.join("\n", shorter));
            }
        }
        assertTrue(variants > 5000, "only " + variants + " variants");
        assertEquals(List.of(), failures);
    }

    @Test
    void cutOrShortenedBinaryIsRejectedByACheck() throws IOException {
        for (Path seed : seeds("SpirvBinaryFuzzTestInputs/read", ".spv")) {
            byte[] bytes = Files.readAllBytes(seed);
            for (int end = 20; end <= bytes.length; end += 4) {
                binary(seed + " cut at word " + end / 4, Arrays.copyOf(bytes, end));
            }
            for (int at = 5; at < bytes.length / 4 && word(bytes, at) >>> 16 > 0; at += word(bytes, at) >>> 16) {
                int count = word(bytes, at) >>> 16;
                byte[] shorter = new byte[bytes.length - 4 * count];
                System.arraycopy(bytes, 0, shorter, 0, 4 * at);
                System.arraycopy(bytes, 4 * (at + count), shorter, 4 * at, bytes.length - 4 * (at + count));
                binary(seed + " without the instruction at word " + at, shorter);
            }
        }
        assertTrue(variants > 5000, "only " + variants + " variants");
        assertEquals(List.of(), failures);
    }

    private static List<Path> seeds(String dir, String suffix) throws IOException {
        try (Stream<Path> s = Files.list(SEEDS.resolve(dir))) {
            return s.filter(p -> p.getFileName().toString().endsWith(suffix)).sorted().toList();
        }
    }

    private void text(String what, String text) {
        variants++;
        try {
            run(what, SpirvInterpreter.program("k", SpirvTextReader.read("k.spvasm", text),
                    DispatchConfig.defaults().withStepBudget(1000), 64));
        } catch (InputError e) {
            check(what, e);
            if (e.span().line() < 1 && !WHOLE_MODULE.contains(e.getMessage())) {
                failures.add(what + ": no line in " + e);
            }
        }
    }

    private void binary(String what, byte[] bytes) {
        variants++;
        try {
            run(what, SpirvInterpreter.program("k", SpirvBinaryReader.read("k.spv", bytes),
                    DispatchConfig.defaults().withStepBudget(1000), 64));
        } catch (InputError e) {
            check(what, e);
        }
    }

    private void check(String what, InputError e) {
        if (e.getCause() != null || !e.span().file().startsWith("k.spv")) {
            failures.add(what + ": " + e);
        }
    }

    /** Runs up to 32 actions of the first 4 invocations; a fault must not be a Java exception's. */
    private void run(String what, Program p) {
        for (int i = 0; i < Math.min(4, p.invocationCount()); i++) {
            ThreadState s = p.initial().get(i);
            for (int a = 0; a < 32 && s.status() == ThreadState.Status.RUNNING; a++) {
                s = s.next() instanceof Action.Collective c
                        ? s.advanceCollective(List.of(new Contribution(c.member(), c.contribution())))
                        : s.advance(a);
            }
            if (s.status() == ThreadState.Status.FAULT && s.diagnostic().contains("java.")) {
                failures.add(what + ": invocation " + i + " " + s.diagnostic());
            }
        }
    }

    private static int word(byte[] b, int i) {
        return (b[4 * i] & 0xff) | (b[4 * i + 1] & 0xff) << 8 | (b[4 * i + 2] & 0xff) << 16 | (b[4 * i + 3] & 0xff) << 24;
    }
}
