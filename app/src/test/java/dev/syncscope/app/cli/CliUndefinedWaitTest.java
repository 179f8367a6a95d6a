package dev.syncscope.app.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Session 58: {@code check} of a kernel whose invocations wait on a shared flag nobody writes answered {@code UNKNOWN}
 * ("paths cut at a bound … --spin-bound N raises …") with no word of the undefined read, which {@code run} reports at
 * its first step. A stepper run is an execution the memory model allows, so its read of undefined Workgroup memory
 * (VK MM: Allocation) deciding the loop makes the kernel wrong: {@code check} lists the read, says which run met it and
 * fails with exit code 1.
 */
class CliUndefinedWaitTest extends CliHarness {

    private static final String WAIT = """
            #version 450
            layout(local_size_x = 2) in;
            layout(binding = 0) buffer Out { uint got[2]; };
            shared uint flag;
            void main() {
                uint t = gl_LocalInvocationIndex;
                while (flag == 0u) { }
                got[t] = 1u;
            }
            """;

    @Test
    void aWaitOnUndefinedWorkgroupMemoryFailsWithTheReadsARunMet(@TempDir Path dir) throws IOException {
        Path file = Files.writeString(dir.resolve("wait.comp"), WAIT);
        assertEquals(Cli.FAILED, run("check", file.toString()), out.toString());
        String text = out.toString();
        assertTrue(text.contains("a stepper run (round-robin), an execution the memory model allows, reads undefined"
                + " memory where the exhaustive check left the answer open: its 2 reads are among the undefined reads"
                + " below; to step through this run: run " + file), text);
        assertTrue(text.contains("undefined read: T0 reads flag at " + file + ":7, workgroup memory with no write visible"
                + " to it; its value decides a branch condition at " + file + ":7 in some execution"), text);
        assertTrue(text.endsWith("FAILED: a read of undefined memory in some execution makes the kernel wrong\n"), text);
    }

    @Test
    void theJsonWitnessIsAnUndefinedRead(@TempDir Path dir) throws IOException {
        Path file = Files.writeString(dir.resolve("wait.comp"), WAIT);
        assertEquals(Cli.FAILED, run("check", "--json", file.toString()), out.toString());
        JsonNode r = new ObjectMapper().readTree(out.toString());
        assertEquals("undefined-read", r.get("stepperWitness").get("kind").asText(), out.toString());
        assertEquals(0, r.get("stepperWitness").get("races").size());
        assertEquals(2, r.get("undefinedReads").size(), out.toString());
        assertEquals("flag", r.get("undefinedReadUses").get(0).get("location").asText(), out.toString());
        assertEquals("branch", r.get("undefinedReadUses").get(0).get("use").asText());
    }
}
