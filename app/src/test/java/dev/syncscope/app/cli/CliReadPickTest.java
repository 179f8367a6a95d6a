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
 * {@code run --read INV:LINE[#N]=VALUE} makes a chosen read read a chosen value the model allows there, as the
 * window's read chooser does (WALKTHROUGH example 2: the relaxed flag's reads), says which reads took a picked value
 * and why the model allows it, and stops naming the values a read may take when the picked one is not among them.
 */
class CliReadPickTest extends CliHarness {

    private static final String FLAG = "../docs/examples/relaxed-flag.test";

    /** T0 stores x; T1 reads it twice (line 11) with nothing between them: a data race, as in WALKTHROUGH example 2. */
    private static final String KERNEL = """
            // @dispatch 1
            #version 450
            layout(local_size_x = 2) in;
            layout(binding = 0) buffer B { uint x; uint r[]; };
            void main() {
                uint i = gl_LocalInvocationID.x;
                if (i == 0u) {
                    x = 1u;
                } else {
                    for (int k = 0; k < 2; k++) {
                        r[k] = x;
                    }
                }
            }
            """;

    @Test
    void theStaleFlagIsPickedAtTheRelaxedLoad() {
        // WALKTHROUGH example 2: y's store is no release and its load no acquire (VK MM: Scoped Modification Order
        // Coherence: nothing orders the store of y = 1 before P1's atomic load, so the older value 0 is allowed too)
        assertEquals(Cli.FAILED, run("run", FLAG, "--read", "P1:9=0"), err.toString());
        String text = out.toString();
        assertTrue(text.contains("\n  picked: P1 read y = 0 (" + FLAG + ":9:1) as --read P1:9=0 asked: the initial"
                + " value, also allowed\n"), text);
        // the file asks for y = 1 there: the run says it left the test's question
        assertTrue(text.contains("OUTSIDE_TEST: P1 reads y = 0"), text);
        assertTrue(text.contains("outcome: {P1:r0=0, P1:r1=0, x=1, y=1}"), text);
    }

    @Test
    void theNewerValueOfTheRacyReadIsPickedAndSaidToRace() {
        // WALKTHROUGH example 2: "The user may also pick the other value the model allows at this racy read (1)"
        assertEquals(Cli.FAILED, run("run", FLAG, "--read", "P1:10=1"), err.toString());
        String text = out.toString();
        assertTrue(text.contains("\n  picked: P1 read x = 1 (" + FLAG + ":10:1) as --read P1:10=1 asked: written by"
                + " P0 at line 5, only because the read races with that write (a data race: undefined behaviour)\n"),
                text);
        assertTrue(text.contains("DATA_RACE: data race on x"), text);
        assertFalse(text.contains("STALE_READ"), text);
        assertTrue(text.contains("outcome: {P1:r0=1, P1:r1=1, x=1, y=1}"), text);
    }

    @Test
    void theReadmeExampleIsWhatRunPrints() throws IOException {
        String flag = "docs/examples/relaxed-flag.test";
        String readme = Files.readString(Path.of("../README.md")).replaceAll("\\s+", " ");
        assertTrue(readme.contains("`run " + flag + " --read P1:10=1` prints `picked: P1 read x = 1 (" + flag
                + ":10:1) as --read P1:10=1 asked: written by P0 at line 5, only because the read races with that write"
                + " (a data race: undefined behaviour)`"), "README's run --read example");
        run("run", FLAG, "--read", "P1:10=1");
        assertTrue(out.toString().contains("  picked: P1 read x = 1 (" + FLAG + ":10:1) as --read P1:10=1 asked:"
                + " written by P0 at line 5, only because the read races with that write (a data race: undefined"
                + " behaviour)\n"),
                out.toString());
    }

    @Test
    void aValueNoWriteHasStopsTheRunListingTheAllowedOnes() {
        assertEquals(Cli.BAD_INPUT, run("run", FLAG, "--read", "P1:10=7"));
        assertEquals("", out.toString());
        assertEquals("syncscope: --read P1:10=7: P1's 1st read at line 10 (" + FLAG + ":10:1) may read 0 (the initial"
                + " value, the default) or 1 (written by P0 at line 5, only because the read races); no write it may"
                + " read has 7 (after 3 steps of this schedule; another, --seed S or --scheduler, may run a write of it"
                + " first)\n", err.toString());
    }

    @Test
    void aMalformedPickIsNamedWithTheForm() {
        for (String bad : new String[] {"P1:10", "P1=1", "P1:0=1", "P1:10#0=1", "P1:x=1", "P1:10=one"}) {
            out.getBuffer().setLength(0);
            err.getBuffer().setLength(0);
            assertEquals(Cli.BAD_INPUT, run("run", FLAG, "--read", bad), bad);
            assertEquals("syncscope: --read takes INV:LINE=VALUE (every read of invocation INV at source line LINE"
                    + " reads VALUE) or INV:LINE#N=VALUE (only its N-th read there; N from 1), as run names them, e.g."
                    + " P1:10=0; not " + bad + "\n", err.toString());
            assertEquals("", out.toString());
        }
    }

    @Test
    void anUnknownInvocationOrTheSameReadsTwiceAreRefused() {
        assertEquals(Cli.BAD_INPUT, run("run", FLAG, "--read", "T1:10=1"));
        assertEquals("syncscope: --read T1:10=1: this run has no invocation T1 (its invocations: P0, P1)\n",
                err.toString());
        err.getBuffer().setLength(0);
        assertEquals(Cli.BAD_INPUT, run("run", FLAG, "--read", "P1:10=1", "--read", "P1:10=0"));
        assertEquals("syncscope: --read P1:10=1 and --read P1:10=0 pick the same reads; give one value for them\n",
                err.toString());
    }

    @Test
    void aLineRenumberedByALineDirectiveIsTakenPastTheFilesEnd(@TempDir Path dir) throws IOException {
        // #line 100 makes T1's load line 104 of a 13-line file, as run and check print it (the session-66 review)
        Path kernel = Files.writeString(dir.resolve("relined.comp"), """
                #version 450
                #pragma use_vulkan_memory_model
                #extension GL_KHR_memory_scope_semantics : require
                layout(local_size_x = 2) in;
                layout(binding = 0) buffer B { uint x; uint y; };
                #line 100
                void main() {
                    if (gl_LocalInvocationIndex == 0u) {
                        atomicStore(x, 1u, gl_ScopeDevice, 0, 0);
                    } else {
                        y = atomicLoad(x, gl_ScopeDevice, 0, 0);
                    }
                }
                """);
        assertEquals(Cli.OK, run("run", kernel.toString(), "--read", "T1:104=0"), err.toString());
        assertTrue(out.toString().contains("picked: T1 read x = 0"), out.toString());
    }

    @Test
    void aLinePastTheEndOfTheFileIsRefused() {
        // the session-66 review: it was run, with a note that the pick was not used
        assertEquals(Cli.BAD_INPUT, run("run", FLAG, "--read", "P1:99=1"));
        assertEquals("syncscope: --read P1:99=1: relaxed-flag.test has 10 lines\n", err.toString());
        assertEquals("", out.toString());
    }

    @Test
    void aPickNoReadTookIsNoted() {
        assertEquals(Cli.FAILED, run("run", FLAG, "--read", "P1:6=1", "--read", "P1:10#2=1"), err.toString());
        String text = out.toString();
        assertTrue(text.contains("\n  note: --read P1:6=1 was not used: P1 did not read at line 6 in this run\n"),
                text);
        assertTrue(text.contains("\n  note: --read P1:10#2=1 was not used: P1 read at line 10 only once in this run\n"),
                text);
        assertFalse(text.contains("picked:"), text);
    }

    @Test
    void aKernelReadInALoopIsPickedEachTimeOrTheNthTime(@TempDir Path dir) throws IOException {
        Path kernel = Files.writeString(dir.resolve("k.comp"), KERNEL);
        // unpicked, both reads are stale: nothing makes T0's store visible to T1 (VK MM: Visible-To)
        assertEquals(Cli.FAILED, run("run", kernel.toString()), err.toString());
        assertTrue(out.toString().contains("outcome: {T0:i=0, T1:i=1, T1:k=2, r[0..1]=0, x=1}"), out.toString());
        out.getBuffer().setLength(0);
        assertEquals(Cli.FAILED, run("run", kernel.toString(), "--read", "T1:11#2=1"), err.toString());
        String text = out.toString();
        assertTrue(text.contains("\n  picked: T1 read x = 1 (" + kernel + ":11) as --read T1:11#2=1 asked: written by"
                + " T0 at line 8, only because the read races with that write (a data race: undefined behaviour)\n"),
                text);
        assertTrue(text.contains("outcome: {T0:i=0, T1:i=1, T1:k=2, r[0]=0, r[1]=1, x=1}"), text);
        out.getBuffer().setLength(0);
        assertEquals(Cli.FAILED, run("run", kernel.toString(), "--read", "T1:11=1"), err.toString());
        text = out.toString();
        assertEquals(2, text.split("picked: T1 read x = 1", -1).length - 1, text);
        assertTrue(text.contains("outcome: {T0:i=0, T1:i=1, T1:k=2, r[0..1]=1, x=1}"), text);
    }

    @Test
    void aLongListOfPickedReadsStopsAfterAHundred(@TempDir Path dir) throws IOException {
        Path kernel = Files.writeString(dir.resolve("k.comp"),
                KERNEL.replace("k < 2", "k < 150").replace("r[k]", "r[k & 1]"));
        assertEquals(Cli.FAILED, run("run", kernel.toString(), "--read", "T1:11=1"), err.toString());
        String text = out.toString();
        assertEquals(OutcomeText.MAX_LIST, text.split("picked: T1 read x = 1", -1).length - 1, text);
        assertTrue(text.contains("\n  … and 50 more picked reads (--all-values prints every one)\n"), text);
        out.getBuffer().setLength(0);
        assertEquals(Cli.FAILED, run("run", kernel.toString(), "--read", "T1:11=1", "--all-values"), err.toString());
        assertEquals(150, out.toString().split("picked: T1 read x = 1", -1).length - 1);
    }

    @Test
    void aHerdLitmusReadIsPickedByItsThreadAndRow() {
        String mp = "../core-sim/src/test/resources/litmus/dat3m-vulkan/Kronos-Group/mp.litmus";
        assertEquals(Cli.FAILED, run("run", mp, "--read", "P1:11=1"), err.toString());
        assertTrue(out.toString().contains("picked: P1 read x = 1 (" + mp + ":11:40) as --read P1:11=1 asked:"),
                out.toString());
        assertTrue(out.toString().contains("P1:r1=1"), out.toString());
        out.getBuffer().setLength(0);
        // round robin: P1 loads y (row 10) before P0 stores it, so only the initial value is there to read
        assertEquals(Cli.BAD_INPUT, run("run", mp, "--read", "P1:10=1"));
        assertTrue(err.toString().startsWith("syncscope: --read P1:10=1: P1's 1st read at line 10 (" + mp
                + ":10:40) may read only 0 (the initial value, the default); no write it may read has 1 (after 1 step"
                + " of this schedule"), err.toString());
    }
}
