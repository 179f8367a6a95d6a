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
 * {@code run} words a race from the steps around it ({@link RaceWords}), and some words need steps before its earlier
 * access: a plain flag's release barrier before its store (VK MM: Synchronizes-With, fence forms need an atomic write
 * and an atomic read), and the reader's arrival at a barrier() the writer passed in another workgroup (VK MM:
 * Synchronizes-With, control barrier: one instance of its execution scope). Both said only "synchronize through an
 * atomic flag" or nothing of the barrier where the earlier access came after them (the session-87 review).
 */
class CliRaceWordsBeforeTheAccessTest extends CliHarness {

    @Test
    void aPlainFlagStoredBeforeItsLoadIsNamedInTheFlagsOwnRace(@TempDir Path dir) throws IOException {
        Path file = Files.writeString(dir.resolve("flag.comp"), """
                // @dispatch 2
                #version 450
                layout(local_size_x = 1) in;
                layout(binding = 0) coherent buffer Data { uint data; uint flag; uint result; uint pad; };
                void main() {
                    if (gl_WorkGroupID.x == 0u) {
                        data = 42u;
                        memoryBarrier();
                        flag = 1u;
                    } else {
                        uint d = pad; d += pad; d += pad; uint seen = flag;
                        memoryBarrier();
                        if (seen == 1u) {
                            result = data + 1u;
                        }
                    }
                }
                """);
        // round-robin: the flag's store (line 9) comes before T1's fourth read, its load, which reads it
        assertEquals(Cli.FAILED, run("run", "--read=T1:11#4=1", file.toString()));
        String text = out.toString();
        String flagRace = text.lines().filter(l -> l.contains("data race on flag")).findFirst().orElseThrow();
        assertTrue(flagRace.contains("write by T0") && flagRace.contains("T0 stores the flag `flag` at line 9, after "
                + "the barrier at line 8"), flagRace);
        assertFalse(flagRace.contains("through an atomic flag"), flagRace);
    }

    @Test
    void aBarrierTheReaderPassedBeforeTheWriteIsNamed(@TempDir Path dir) throws IOException {
        Path file = Files.writeString(dir.resolve("bar.comp"), """
                // @dispatch 2
                #version 450
                layout(local_size_x = 1) in;
                layout(std430, binding = 0) buffer B { uint data; uint seen; uint pad; };
                void main() {
                    if (gl_WorkGroupID.x == 0u) {
                        uint d = pad; d += pad; d += pad;
                        data = 1u;
                    }
                    barrier();
                    if (gl_WorkGroupID.x == 1u) {
                        uint d = pad; d += pad; d += pad; d += pad; d += pad; d += pad;
                        seen = data;
                    }
                }
                """);
        // round-robin: T1 passes the barrier (line 10) before T0 stores data (line 8)
        assertEquals(Cli.FAILED, run("run", file.toString()));
        String text = out.toString();
        assertTrue(text.contains("The barrier at line 10 does not order them: a control barrier waits only for the "
                + "invocations of one workgroup, and T0 and T1 are in different workgroups."), text);
    }

    /**
     * As the checker ({@code PlainFlagLink}): the reader's racing load may itself be the flag's load of a later store
     * (data written, a barrier, written again), and the writer's racing store may itself be the flag's store (the reader
     * then resets the flag): both races are the plain flag's (the session-87 review).
     */
    @Test
    void theRacingAccessesThemselvesMayBeTheFlags(@TempDir Path dir) throws IOException {
        Path self = Files.writeString(dir.resolve("self.comp"), """
                // @dispatch 2
                #version 450
                layout(local_size_x = 1) in;
                layout(binding = 0) coherent buffer Data { uint data; uint result; uint pad; };
                void main() {
                    if (gl_WorkGroupID.x == 0u) {
                        data = 1u;
                        memoryBarrier();
                        data = 2u;
                    } else {
                        uint d = pad; d += pad; d += pad; d += pad; uint seen = data;
                        memoryBarrier();
                        result = seen;
                    }
                }
                """);
        assertEquals(Cli.FAILED, run("run", "--read=T1:11#5=2", self.toString()));
        String first = out.toString().lines().filter(l -> l.contains("write by T0 (" + self + ":7)")).findFirst()
                .orElseThrow(() -> new AssertionError(out.toString()));
        assertTrue(first.contains("T0 stores the flag `data` at line 9, after the barrier at line 8"), first);
        out.getBuffer().setLength(0);
        Path reset = Files.writeString(dir.resolve("reset.comp"), """
                // @dispatch 2
                #version 450
                layout(local_size_x = 1) in;
                layout(binding = 0) coherent buffer Data { uint data; uint flag; uint result; uint pad; };
                void main() {
                    if (gl_WorkGroupID.x == 0u) {
                        data = 42u;
                        memoryBarrier();
                        flag = 1u;
                    } else {
                        uint d = pad; d += pad; d += pad; uint seen = flag;
                        memoryBarrier();
                        if (seen == 1u) {
                            flag = 0u;
                        }
                    }
                }
                """);
        assertEquals(Cli.FAILED, run("run", "--read=T1:11#4=1", reset.toString()));
        String resetRace = out.toString().lines().filter(l -> l.contains("write by T1 (" + reset + ":14)"))
                .findFirst().orElseThrow(() -> new AssertionError(out.toString()));
        assertTrue(resetRace.contains("T0 stores the flag `flag` at line 9, after the barrier at line 8"), resetRace);
    }
}
