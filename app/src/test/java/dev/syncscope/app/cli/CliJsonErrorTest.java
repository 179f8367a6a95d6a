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
 * {@code check --json} answers in JSON on the output whatever the outcome: an input error is an object with
 * {@code file}, {@code line}, {@code column} and {@code message}, with exit code 2 as without {@code --json}.
 */
class CliJsonErrorTest extends CliHarness {

    private JsonNode json() throws IOException {
        return new ObjectMapper().readTree(out.toString());
    }

    @Test
    void aSyntaxErrorInALitmusTestIsJsonAtItsLineAndColumn(@TempDir Path dir) throws IOException {
        // was: bad.test:4:1: … as plain text on the error stream
        Path file = Files.writeString(dir.resolve("bad.test"), "NEWWG\nNEWSG\nNEWTHREAD\nst.bogus.sc0 x = 1\n");
        assertEquals(Cli.BAD_INPUT, run("check", "--json", file.toString()));
        JsonNode error = json();
        assertEquals(file.toString(), error.get("file").asText());
        assertEquals(4, error.get("line").asInt());
        assertTrue(error.get("column").asInt() > 0, out.toString());
        assertTrue(error.get("message").asText().contains("bogus"), out.toString());
        assertEquals("", err.toString());
    }

    @Test
    void aKernelThatDoesNotCompileIsJsonAtItsLine(@TempDir Path dir) throws IOException {
        Path file = Files.writeString(dir.resolve("bad.comp"), "#version 450\nvoid main( {\n");
        assertEquals(Cli.BAD_INPUT, run("check", "--json", file.toString()));
        JsonNode error = json();
        assertEquals(file.toString(), error.get("file").asText());
        assertEquals(2, error.get("line").asInt());
        // the unexpected token the message names, LEFT_BRACE, is the line's only '{' (CompilerColumns)
        assertEquals(12, error.get("column").asInt());
        assertEquals("syntax error, unexpected LEFT_BRACE, expecting RIGHT_PAREN", error.get("message").asText());
    }

    @Test
    void aMissingFileAndABadOptionAreJsonToo(@TempDir Path dir) throws IOException {
        Path missing = dir.resolve("nope.test");
        assertEquals(Cli.BAD_INPUT, run("check", "--json", missing.toString()));
        assertEquals(missing.toString(), json().get("file").asText());
        assertTrue(json().get("message").asText().startsWith("cannot read the file"), out.toString());
        out.getBuffer().setLength(0);
        // an error of the command line is in no file
        assertEquals(Cli.BAD_INPUT, run("check", "--json", "--time-limit=-1", missing.toString()));
        assertTrue(json().get("file").isNull(), out.toString());
        assertEquals("--time-limit must be from 0 to 1000000000, not -1", json().get("message").asText());
        out.getBuffer().setLength(0);
        assertEquals(Cli.BAD_INPUT, run("check", "--json", "--dispatch=2", missing.toString()));
        assertEquals(missing.toString(), json().get("file").asText());
        assertTrue(json().get("message").asText().startsWith("--dispatch applies to kernels"), out.toString());
        out.getBuffer().setLength(0);
        assertEquals(Cli.BAD_INPUT, run("check", "--json", "--bogus", missing.toString()));
        assertEquals("Unknown option: '--bogus'", json().get("message").asText());
        assertEquals(0, json().get("line").asInt());
        assertEquals("", err.toString());
    }
}
