package dev.syncscope.app.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * The files {@code check} and {@code run} read: a SPIR-V binary as bytes, what is refused before reading (devices,
 * pipes, files over the size limit), text that is not UTF-8, and a leading byte-order mark, which is dropped.
 */
class CliInputTest extends CliHarness {


    private String taken() {
        String text = out + err.toString();
        out.getBuffer().setLength(0);
        err.getBuffer().setLength(0);
        return text;
    }

    /** {@code text} without the progress lines a slow launch, run or check prints (LaunchProgress, RunProgress, CheckProgress). */
    private static String withoutProgress(String text) {
        return text.replaceAll("(?m)^syncscope: (launching|running|still checking) .*\\R", "");
    }

    private static final Path FUZZ = Path.of("../core-sim/src/test/resources/dev/syncscope/core/fuzz");
    private static final String RELAXED_MP = "NEWWG\nNEWSG\nNEWTHREAD\nst.av.scopedev.sc0 x = 1\n"
            + "st.atom.scopewg.sc0 y = 1\nNEWSG\nNEWTHREAD\nld.atom.scopewg.sc0 y = 1\nld.vis.scopedev.sc0 x = 0\n";
    private static final String REFUSED = ": cannot read the file: it is not a regular file (a named pipe, device or"
            + " socket); SyncScope reads regular files only\n";

    @Test
    void checkOfASpirvBinaryAnswersAsItsDisassemblyDoes(@TempDir Path dir) throws IOException {
        // glslang's output for barrier-orders-shared-not-buffer.comp, binary and disassembled: the race on the buffer
        // (the binary has no debug lines, so its sites are the file alone); check read the binary as UTF-8 text
        String name = "glslang-barrier-orders-shared-not-buffer";
        Path spv = Files.copy(FUZZ.resolve("SpirvBinaryFuzzTestInputs/read/" + name + ".spv"), dir.resolve("k.spv"));
        Path spvasm = Files.copy(FUZZ.resolve("SpirvTextFuzzTestInputs/read/" + name + ".spvasm"),
                dir.resolve("k.spvasm"));
        assertEquals(Cli.FAILED, run("check", spv.toString()), err.toString());
        String binary = taken();
        assertEquals(Cli.FAILED, run("check", spvasm.toString()), err.toString());
        String text = taken();
        assertTrue(binary.contains("data races (1):\n  T0: W data = 42 at " + spv + "\n"), binary);
        assertEquals(text.replace(spvasm.toString(), "K").replaceAll("K:\\d+:\\d+", "K"),
                binary.replace(spv.toString(), "K"));
        assertEquals(Cli.BAD_INPUT, run("check", Files.write(dir.resolve("empty.spv"), new byte[0]).toString()));
        assertEquals(dir.resolve("empty.spv") + ": word 0: SPIR-V binary too short for the 5-word header\n", taken());
        assertEquals(Cli.FAILED, run("check", "--json", spv.toString()));
        assertTrue(taken().contains("\"races\""));
    }

    @Test
    void aFileOverTheSizeLimitIsRefusedBeforeItIsReadByCheckAndRun(@TempDir Path dir) throws IOException {
        // a sparse 3 GB file: Files.readString ended in an OutOfMemoryError stack trace
        Path big = dir.resolve("big.test");
        try (RandomAccessFile f = new RandomAccessFile(big.toFile(), "rw")) {
            f.setLength(3L * 1024 * 1024 * 1024);
        }
        String message = big + ": the file has 3,221,225,472 bytes, more than SyncScope reads (64 MB, 67,108,864"
                + " bytes)\n";
        assertEquals(Cli.BAD_INPUT, run("check", big.toString()));
        assertEquals(message, taken());
        assertEquals(Cli.BAD_INPUT, run("run", big.toString()));
        assertEquals(message, taken());
        Path kernel = Files.move(big, dir.resolve("big.comp"));
        assertEquals(Cli.BAD_INPUT, run("run", kernel.toString(), "--budget", "5"));
        assertEquals(message.replace("big.test", "big.comp"), taken());
    }

    @Test
    void aDeviceOrANamedPipeIsRefusedInsteadOfReadForEverOrBlocking(@TempDir Path dir) throws Exception {
        assumeTrue(Files.exists(Path.of("/dev/zero")), "a Unix system");
        Path zero = Files.createSymbolicLink(dir.resolve("zero.test"), Path.of("/dev/zero"));
        assertEquals(Cli.BAD_INPUT, run("check", zero.toString()));
        assertEquals(zero + REFUSED, taken());
        Path fifo = dir.resolve("fifo.comp");
        Process mkfifo = new ProcessBuilder("mkfifo", fifo.toString()).start();
        assumeTrue(mkfifo.waitFor(10, TimeUnit.SECONDS) && mkfifo.exitValue() == 0, "mkfifo");
        assertTimeoutPreemptively(Duration.ofSeconds(20), () -> {
            assertEquals(Cli.BAD_INPUT, run("check", fifo.toString()));
            assertEquals(fifo + REFUSED, taken());
            assertEquals(Cli.BAD_INPUT, run("run", fifo.toString()));
            assertEquals(fifo + REFUSED, taken());
        });
    }

    @Test
    void textThatIsNotUtf8IsNamedWithItsByteAndPosition(@TempDir Path dir) throws IOException {
        // was: cannot read the file: Input length = 1
        Path latin1 = Files.write(dir.resolve("latin1.test"), "NEWWG\nNEWSG\nNEWTHREAD\nst.sc0 x = 1\u00ff\n"
                .getBytes(StandardCharsets.ISO_8859_1));
        String message = latin1 + ":4:13: not UTF-8 text: byte 0xFF; save the file as UTF-8\n";
        assertEquals(Cli.BAD_INPUT, run("check", latin1.toString()));
        assertEquals(message, taken());
        assertEquals(Cli.BAD_INPUT, run("run", latin1.toString()));
        assertEquals(message, taken());
        Path utf16 = dir.resolve("mp.test");
        Files.write(utf16, ("\uFEFF" + RELAXED_MP).getBytes(StandardCharsets.UTF_16LE));
        assertEquals(Cli.BAD_INPUT, run("check", utf16.toString()));
        assertEquals(utf16 + ":1:1: not UTF-8 text: UTF-16 (it starts with the byte-order mark FF FE); save the file"
                + " as UTF-8\n", taken());
    }

    @Test
    void aLeadingByteOrderMarkIsDroppedInEveryKindOfTextFile(@TempDir Path dir) throws IOException {
        // was refused by every front end but herd's: '\uFEFF//' is no instruction, and glslang and DXC reject it
        String hlsl = "RWStructuredBuffer<uint> data : register(u0);\n[numthreads(2, 1, 1)]\n"
                + "void main(uint t : SV_GroupIndex) { if (t == 0) { data[0] = 42; } }\n";
        String[][] files = {{"relaxed.test", RELAXED_MP},
                {"mp.comp", Files.readString(Path.of("../sample-kernels/kernels/mp-relaxed.comp"))},
                {"k.hlsl", hlsl},
                {"k.spvasm", Files.readString(Path.of("../core-sim/src/test/resources/spirv/legacy-coherent.spvasm"))}};
        for (String[] file : files) {
            Path plain = Files.writeString(dir.resolve(file[0]), file[1]);
            Path marked = Files.writeString(dir.resolve("bom-" + file[0]), "\uFEFF" + file[1]);
            for (String command : new String[] {"check", "run"}) {
                int expected = run(command, plain.toString());
                String answer = taken();
                assertEquals(expected, run(command, marked.toString()), file[0] + " " + command + ": " + err);
                // the progress lines of a slow launch, run or check come when a machine is loaded, not by the file
                assertEquals(withoutProgress(answer.replace(file[0], "F")),
                        withoutProgress(taken().replace("bom-" + file[0], "F")));
            }
        }
    }
}
