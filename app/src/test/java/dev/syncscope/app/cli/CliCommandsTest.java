package dev.syncscope.app.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Which first arguments the command line takes, and the files {@code check} and {@code run} send elsewhere. */
class CliCommandsTest extends CliHarness {


    private String error() {
        String text = err.toString();
        err.getBuffer().setLength(0);
        return text;
    }

    @Test
    void aMisspeltCommandIsNamedAsUnknownInsteadOfOpeningTheWindow(@TempDir Path dir) throws IOException {
        // was: "SyncScope needs a display to open its window …" (the window took chek for a file)
        String[] args = {"chek", dir.resolve("rf.test").toString()};
        assertTrue(Cli.wants(args));
        assertEquals(Cli.BAD_INPUT, run(args));
        assertEquals("syncscope: unknown command 'chek' (commands: check, suite, run, bench; or a file to open)\n",
                error());
        assertEquals(Cli.BAD_INPUT, run("chek"));
        assertTrue(error().startsWith("syncscope: unknown command 'chek'"));
        assertEquals("", out.toString());
    }

    @Test
    void theWindowStillGetsItsOptionsFilesItOpensAndExistingFiles(@TempDir Path dir) throws IOException {
        // a kernel, litmus test or workspace that does not exist: the window says so, as it did
        for (String first : new String[] {"--lang=ja", "--steps=3", "gone.comp", "gone.TEST", "gone.litmus",
                "gone.syncscope.json"}) {
            assertFalse(Cli.wants(new String[] {first}), first);
        }
        Path noExtension = Files.writeString(dir.resolve("notes"), "x");
        assertFalse(Cli.wants(new String[] {noExtension.toString()}), "an existing file: the window names its type");
        assertFalse(Cli.wants(new String[0]));
        assertTrue(Cli.wants(new String[] {"check"}));
    }

    @Test
    void checkAndRunOfAWorkspaceSayItOpensInTheWindow(@TempDir Path dir) throws IOException {
        // was: "SyncScope cannot open this kind of file; it opens .comp/.glsl …", workspaces not among them
        Path workspace = Files.writeString(dir.resolve("w.syncscope.json"), "{}");
        String message = workspace + ": a workspace opens in the window (java -jar syncscope.jar " + workspace + ");"
                + " check and run take a kernel or a litmus test: .comp/.glsl (GLSL), .hlsl (HLSL), .spv/.spvasm"
                + " (SPIR-V), .test (Khronos litmus), .litmus (herd-style Vulkan litmus)\n";
        assertEquals(Cli.BAD_INPUT, run("check", workspace.toString()));
        assertEquals(message, error());
        assertEquals(Cli.BAD_INPUT, run("run", workspace.toString()));
        assertEquals(message, error());
        Path text = Files.writeString(dir.resolve("notes.txt"), "x");
        assertEquals(Cli.BAD_INPUT, run("check", text.toString()));
        assertEquals(text + ": SyncScope cannot open this kind of file; it opens .comp/.glsl (GLSL), .hlsl (HLSL),"
                + " .spv/.spvasm (SPIR-V), .test (Khronos litmus), .litmus (herd-style Vulkan litmus), and in the"
                + " window workspaces (.syncscope.json)\n", error());
    }
}
