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
 * {@code check}'s {@code undefined read:} line, and {@code --json}, say why the read matters, as {@code run}'s
 * UNDEFINED_READ does: a read of Workgroup memory no write defined (VK MM: Allocation, no initializer) is reported only
 * where its value is stored or decides what the invocation does (docs/memory-model.md, "Undefined reads"), and the line
 * said only where the read was.
 */
class CliUndefinedReadUseTest extends CliHarness {

    private static final String KERNEL = """
            #version 450
            layout(local_size_x = 1) in;
            layout(binding = 0) buffer B { uint result; uint other; };
            shared uint s;
            void main() {
                uint v = s;
                BODY
            }
            """;

    /** The line of {@code command} on {@code file} that starts with {@code start}. */
    private String line(String command, Path file, String start) {
        out.getBuffer().setLength(0);
        assertEquals(Cli.FAILED, run(command, file.toString()), out.toString() + err);
        return out.toString().lines().filter(l -> l.startsWith(start)).findFirst()
                .orElseThrow(() -> new AssertionError(start + " not in\n" + out));
    }

    @Test
    void checkSaysWhereTheValueIsStoredAsRunDoes(@TempDir Path dir) throws IOException {
        Path file = Files.writeString(dir.resolve("stored.comp"), KERNEL.replace("BODY", "other = 5u;\n"
                + "    result = v + 1u;"));
        String use = "; T0 stores its value to result at " + file + ":8";
        assertEquals("undefined read: T0 reads s at " + file + ":6, workgroup memory with no write visible to it" + use
                + " in some execution", line("check", file, "undefined read:"));
        assertEquals("  UNDEFINED_READ: T0 reads s, workgroup memory with no write visible to it (undefined)" + use
                + " (" + file + ":6)", line("run", file, "  UNDEFINED_READ:"));
        out.getBuffer().setLength(0);
        assertEquals(Cli.FAILED, run("check", "--json", file.toString()), out.toString() + err);
        JsonNode report = new ObjectMapper().readTree(out.toString());
        assertEquals("undefined read: T0 reads s at " + file + ":6, workgroup memory with no write visible to it" + use,
                report.get("undefinedReads").get(0).asText());
        JsonNode read = report.get("undefinedReadUses").get(0);
        assertEquals("T0", read.get("invocation").asText());
        assertEquals("s", read.get("location").asText());
        assertEquals(file + ":6", read.get("at").asText());
        assertEquals("stored", read.get("use").asText());
        assertEquals(file + ":8", read.get("usedAt").asText());
        assertEquals("T0", read.get("storedBy").asText());
        assertEquals("result", read.get("storedTo").asText());
    }

    @Test
    void checkSaysWhatTheValueDecidesAsRunDoes(@TempDir Path dir) throws IOException {
        // the branch comes before the store it guards: the first use in program order, in both engines
        Path file = Files.writeString(dir.resolve("branch.comp"), KERNEL.replace("BODY", "if (v == 7u) {\n"
                + "        result = v;\n    }"));
        String use = "; its value decides a branch condition at " + file + ":7";
        assertEquals("undefined read: T0 reads s at " + file + ":6, workgroup memory with no write visible to it" + use
                + " in some execution", line("check", file, "undefined read:"));
        assertTrue(line("run", file, "  UNDEFINED_READ:").contains("(undefined)" + use + " ("), out.toString());
        out.getBuffer().setLength(0);
        assertEquals(Cli.FAILED, run("check", "--json", file.toString()), out.toString() + err);
        JsonNode read = new ObjectMapper().readTree(out.toString()).get("undefinedReadUses").get(0);
        assertEquals("branch", read.get("use").asText());
        assertEquals(file + ":7", read.get("usedAt").asText());
        assertTrue(read.get("storedBy") == null, read.toString());
    }
}
