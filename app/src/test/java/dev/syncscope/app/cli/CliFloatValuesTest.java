package dev.syncscope.app.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code run} and {@code check} show a kernel's float locations and locals as floats ({@code o[1]=4.5}), as the source
 * declares them, where they showed the bits ({@code o[1]=1083179008}); {@code --json} gives them as JSON numbers and
 * {@code --read} picks a float read by the float's value.
 */
class CliFloatValuesTest extends CliHarness {

    private static final String KERNEL = """
            #version 450
            layout(local_size_x = 2) in;
            layout(binding = 0) buffer Out { float o[2]; int n[2]; };
            void main() {
                uint i = gl_LocalInvocationID.x;
                float h = float(i) * 1.5 + 3.0;
                o[i] = h;
                n[i] = -int(i);
            }
            """;

    /**
     * {@code docs/examples/float-race.comp}: T0 stores 2.5 to a shared float that T1 reads with nothing between them
     * (VK MM: Data Race; a stale read at line 8).
     */
    private static final String RACY = read("../docs/examples/float-race.comp");

    private static String read(String path) {
        try {
            return java.nio.file.Files.readString(java.nio.file.Path.of(path));
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    @Test
    void runAndCheckShowFloatsAsFloats(@TempDir Path dir) throws IOException {
        Path file = Files.writeString(dir.resolve("f.comp"), KERNEL);
        assertEquals(Cli.OK, run("run", file.toString()), out.toString() + err);
        assertTrue(out.toString().contains("outcome: {T0:h=3.0, T0:i=0, T1:h=4.5, T1:i=1, n[0]=0, n[1]=-1, o[0]=3.0,"
                + " o[1]=4.5}"), out.toString());
        out.getBuffer().setLength(0);
        assertEquals(Cli.OK, run("check", file.toString()), out.toString() + err);
        assertTrue(out.toString().contains("  {T0:h=3.0, T0:i=0, T1:h=4.5, T1:i=1, n[0]=0, n[1]=-1, o[0]=3.0,"
                + " o[1]=4.5}"), out.toString());
    }

    @Test
    void checkJsonGivesFloatsAsNumbers(@TempDir Path dir) throws IOException {
        Path file = Files.writeString(dir.resolve("f.comp"), KERNEL);
        assertEquals(Cli.OK, run("check", "--json", file.toString()), out.toString() + err);
        JsonNode outcome = new ObjectMapper().readTree(out.toString()).get("outcomes").get(0);
        assertTrue(outcome.get("o[1]").isFloatingPointNumber(), outcome.toString());
        assertEquals(4.5, outcome.get("o[1]").asDouble());
        assertEquals(3.0, outcome.get("T0:h").asDouble());
        assertTrue(outcome.get("n[1]").isIntegralNumber(), outcome.toString());
        assertEquals(-1, outcome.get("n[1]").asInt());
    }

    @Test
    void aRaceOnAFloatNamesItsValuesAsFloatsAndAReadIsPickedByTheFloat(@TempDir Path dir) throws IOException {
        Path file = Files.writeString(dir.resolve("racy.comp"), RACY);
        assertEquals(Cli.FAILED, run("check", file.toString()), out.toString() + err);
        assertTrue(out.toString().contains("  T0: W s = 2.5 at " + file + ":7\n    races with T1: R s = undefined or"
                + " 2.5 at " + file + ":8\n"), out.toString());
        assertFalse(out.toString().contains("1075838976"), out.toString());
        out.getBuffer().setLength(0);
        // the racy value, picked as a float (2.5, or 2.5f): both invocations store 5.0
        assertEquals(Cli.FAILED, run("run", file.toString(), "--read", "T1:8=2.5"), out.toString() + err);
        assertTrue(out.toString().contains("picked: T1 read s = 2.5 ("), out.toString());
        assertTrue(out.toString().contains("o[0..1]=5.0"), out.toString());
        out.getBuffer().setLength(0);
        err.getBuffer().setLength(0);
        assertEquals(Cli.BAD_INPUT, run("run", file.toString(), "--read", "T1:8=7"), out.toString() + err);
        assertTrue(err.toString().contains("may read 0.0 (") && err.toString().contains(" or 2.5 ("), err.toString());
        // 2.5's bits in hexadecimal pick it too, as @buffer and @expect read them (until session 80 --read refused
        // them as no INV:LINE=VALUE)
        out.getBuffer().setLength(0);
        assertEquals(Cli.FAILED, run("run", file.toString(), "--read", "T1:8=0x40200000"), out.toString() + err);
        assertTrue(out.toString().contains("picked: T1 read s = 2.5 ("), out.toString());
    }

    @Test
    void racingLastWritesOfAFloatAreNamedAsFloats(@TempDir Path dir) throws IOException {
        // VK MM: Data Race: nothing orders the two stores, so one execution may end with either (review 79)
        Path file = Files.writeString(dir.resolve("last.comp"), """
                #version 450
                layout(local_size_x = 2) in;
                layout(binding = 0) buffer B { float o[2]; };
                void main() { o[0] = 1.5 * float(gl_LocalInvocationID.x + 1u); }
                """);
        assertEquals(Cli.FAILED, run("check", file.toString()), out.toString() + err);
        assertTrue(out.toString().contains("one execution may end with more than one value at o[0] (1.5 or 3.0)"),
                out.toString());
    }

    @Test
    void aSpinOnAFloatSaysTheFloatItReads(@TempDir Path dir) throws IOException {
        Path file = Files.writeString(dir.resolve("spin.comp"), """
                // @buffer flag = 1.5
                #version 450
                layout(local_size_x = 1) in;
                layout(binding = 0) coherent buffer F { float flag; };
                void main() {
                    while (flag == 1.5) { }
                }
                """);
        run("run", file.toString());
        assertTrue(out.toString().contains("SPIN: T0 spins reading flag = 1.5, a value"), out.toString());
        out.getBuffer().setLength(0);
        run("check", file.toString());
        assertTrue(out.toString().contains("note: T0: read flag = 1.5 at " + file + ":6 3 times in a row"),
                out.toString());
        assertFalse(out.toString().contains("1069547520"), out.toString());
    }
}
