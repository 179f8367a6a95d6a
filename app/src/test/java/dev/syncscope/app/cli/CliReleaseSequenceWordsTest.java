package dev.syncscope.app.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code run} and {@code check} word a race whose reader acquired a flag value written outside the release sequence of
 * the writer's release in one sentence (audit 42, c05/c30): VK MM: Release Sequence, "the atomic operation A as its
 * first element; atomic read-modify-write operations on M by any agent", so a plain atomic store, of the releasing
 * invocation or another, ends it, and Synchronizes-With needs B to read "a value written by A or by an operation in
 * the release sequence headed by A". The sentence names the store that ended the sequence and the fix (make it an
 * atomicExchange, or a release itself when it is the releaser's). {@code run} said "the store of flag (line 13) is not
 * a release", or, for another invocation's store, "nothing synchronizes T0 with T1".
 */
class CliReleaseSequenceWordsTest extends CliHarness {

    private static final String HEAD = """
            // @dispatch DISPATCH
            #version 450
            #pragma use_vulkan_memory_model
            #extension GL_KHR_memory_scope_semantics : require
            layout(local_size_x = 1) in;
            layout(binding = 0) coherent buffer D { uint data; };
            layout(binding = 1) buffer F { uint flag; };
            layout(binding = 2) buffer R { uint result; };
            void main() {
                uint wg = gl_WorkGroupID.x;
                if (wg == 0) {
                    data = 1;
                    atomicStore(flag, 1u, gl_ScopeDevice, gl_StorageSemanticsBuffer, gl_SemanticsRelease);
            """;

    /** The releaser's own relaxed store of 2 after its release store of 1; T1 waits for 2, then acquires it. */
    private static final String OWN = HEAD.replace("DISPATCH", "2") + """
                    atomicStore(flag, 2u, gl_ScopeDevice, gl_StorageSemanticsBuffer, gl_SemanticsRelaxed);
                } else {
                    while (atomicLoad(flag, gl_ScopeDevice, gl_StorageSemanticsBuffer, gl_SemanticsRelaxed) != 2u) { }
                    if (atomicLoad(flag, gl_ScopeDevice, gl_StorageSemanticsBuffer, gl_SemanticsAcquire) == 2u) {
                        result = data + 10;
                    }
                }
            }
            """;

    /** T2 stores 2 after it saw 1; T1 waits for 2, then acquires it. */
    private static final String OTHER = HEAD.replace("DISPATCH", "3") + """
                } else if (wg == 2) {
                    while (atomicLoad(flag, gl_ScopeDevice, 0, gl_SemanticsRelaxed) != 1u) { }
                    atomicStore(flag, 2u, gl_ScopeDevice, 0, gl_SemanticsRelaxed);
                } else {
                    while (atomicLoad(flag, gl_ScopeDevice, 0, gl_SemanticsRelaxed) != 2u) { }
                    if (atomicLoad(flag, gl_ScopeDevice, gl_StorageSemanticsBuffer, gl_SemanticsAcquire) == 2u) {
                        result = data + 10;
                    }
                }
            }
            """;

    /**
     * T2 stores 2 after it saw 1, T3 adds 1 after it saw 2 (an RMW, but after the store ended the sequence), T1
     * acquires 3. WAIT is a spin for {@code run}'s round-robin schedule; the checker gets the same lines as ifs.
     */
    private static final String RMW = HEAD.replace("DISPATCH", "4") + """
                } else if (wg == 2) {
                    WAIT(atomicLoad(flag, gl_ScopeDevice, 0, gl_SemanticsRelaxed) != 1u) OPEN
                    atomicStore(flag, 2u, gl_ScopeDevice, 0, gl_SemanticsRelaxed); CLOSE
                } else if (wg == 3) {
                    WAIT(atomicLoad(flag, gl_ScopeDevice, 0, gl_SemanticsRelaxed) != 2u) OPEN
                    atomicAdd(flag, 1u, gl_ScopeDevice, 0, gl_SemanticsRelaxed); CLOSE
                } else {
                    WAIT(atomicLoad(flag, gl_ScopeDevice, 0, gl_SemanticsRelaxed) != 3u) OPEN
                    if (atomicLoad(flag, gl_ScopeDevice, gl_StorageSemanticsBuffer, gl_SemanticsAcquire) == 3u) {
                        result = data + 10;
                    } CLOSE
                }
            }
            """;

    private String runRace(Path file) {
        out.getBuffer().setLength(0);
        assertEquals(Cli.FAILED, run("run", file.toString()), out.toString() + err);
        return out.toString().lines().filter(l -> l.startsWith("  DATA_RACE: data race on data:")).findFirst()
                .orElseThrow(() -> new AssertionError("no race on data in\n" + out));
    }

    private String checkMissing(Path file) {
        out.getBuffer().setLength(0);
        assertEquals(Cli.FAILED, run("check", file.toString()), out.toString() + err);
        String line = out.toString().lines().filter(l -> l.startsWith("    missing: ")).findFirst()
                .orElseThrow(() -> new AssertionError("no missing link in\n" + out));
        return line.substring("    missing: ".length());
    }

    @Test
    void theReleasersOwnLaterStoreIsNamedByRunAsByCheck(@TempDir Path dir) throws IOException {
        Path file = Files.writeString(dir.resolve("own.comp"), OWN);
        String run = runRace(file);
        String check = checkMissing(file);
        assertTrue(check.startsWith("T1's read of flag at line 17 takes the value T0 stored at line 14, which is not in"
                + " the release sequence headed by T0's store at line 13"), check);
        assertTrue(check.contains("Make the store at line 14 an atomicExchange, which continues the release sequence,"
                + " or a release itself"), check);
        assertTrue(run.contains(": " + check + " (" + file + ":18)"), run + "\n" + check);
        assertFalse(run.contains("is not a release"), run);
    }

    @Test
    void anotherInvocationsStoreIsNamedByRunAsByCheck(@TempDir Path dir) throws IOException {
        Path file = Files.writeString(dir.resolve("other.comp"), OTHER);
        String run = runRace(file);
        String check = checkMissing(file);
        assertTrue(check.startsWith("T1's read of flag at line 19 takes the value T2 stored at line 16, which is not in"
                + " the release sequence headed by T0's store at line 13"), check);
        assertTrue(check.endsWith("Make the store at line 16 an atomicExchange, which continues the release sequence."),
                check);
        assertTrue(run.contains(": " + check + " (" + file + ":20)"), run + "\n" + check);
        assertFalse(run.contains("nothing synchronizes"), run);
    }

    @Test
    void theStoreThatEndedTheSequenceIsNamedNotTheRmwReadAfterIt(@TempDir Path dir) throws IOException {
        Path spin = Files.writeString(dir.resolve("rmw.comp"), RMW.replace("WAIT", "while ").replace(" OPEN", " { }")
                .replace(" CLOSE", ""));
        Path ifs = Files.writeString(dir.resolve("rmw-if.comp"), RMW.replace("WAIT", "if ").replace("!=", "==")
                .replace("OPEN", "{").replace("CLOSE", "}"));
        String run = runRace(spin);
        String check = checkMissing(ifs);
        String sentence = "T1's read of flag at line 22 takes the value T3 stored at line 19, which is not in the release"
                + " sequence headed by T0's store at line 13 (the atomicStore at line 16 by T2 ended it)";
        assertTrue(check.startsWith(sentence), check);
        assertTrue(check.endsWith("Make the store at line 16 an atomicExchange, which continues the release sequence."),
                check);
        assertTrue(run.contains(": " + check + " (" + spin + ":23)"), run + "\n" + check);
    }
}
