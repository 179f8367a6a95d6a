package dev.syncscope.app.cli;

import dev.syncscope.core.kernel.ShadercCompiler;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** {@code check} on a kernel judges it by its {@code @expect} lines when it has them, as the sample kernels are. */
class CliKernelExpectationsTest extends CliHarness {

    private static final Path SAMPLES = Path.of("../sample-kernels/kernels");


    /** Message passing through a relaxed flag across two workgroups: a race on data, on purpose or not. */
    private static String relaxedFlag(String expect) {
        return "// " + expect + "\n// @dispatch 2\n#version 450\n#pragma use_vulkan_memory_model\n"
                + "#extension GL_KHR_memory_scope_semantics : require\nlayout(local_size_x = 1) in;\n"
                + "layout(binding = 0) nonprivate buffer Data { uint data; };\n"
                + "layout(binding = 1) buffer Flag { uint flag; };\n"
                + "void main() {\n"
                + "    if (gl_WorkGroupID.x == 0) {\n"
                + "        data = 42;\n"
                + "        atomicStore(flag, 1u, gl_ScopeDevice, gl_StorageSemanticsBuffer, gl_SemanticsRelaxed);\n"
                + "    } else if (atomicLoad(flag, gl_ScopeDevice, gl_StorageSemanticsBuffer, gl_SemanticsRelaxed) == 1u) {\n"
                + "        data = data + 1u;\n"
                + "    }\n"
                + "}\n";
    }

    @Test
    void aLessonKernelThatRacesWhereItSaysPasses() {
        assertEquals(Cli.OK, run("check", SAMPLES.resolve("barrier-orders-shared-not-buffer.comp").toString()));
        String text = out.toString();
        // one pair of racing lines (the buffer write and the read, which sees 0 or 42), listed once
        assertTrue(text.contains("data races (1)") && text.contains("R data = 0 or 42 at"), "the race is still listed: "
                + text);
        assertTrue(text.contains("PASS    ../sample-kernels/kernels/barrier-orders-shared-not-buffer.comp:14:4: @expect race data"),
                text);
        assertTrue(text.strip().endsWith("OK"), text);
    }

    @Test
    void anExpectationTheKernelBreaksFailsWithWhatWasFound(@TempDir Path dir) throws IOException {
        Path file = Files.writeString(dir.resolve("mp.comp"), relaxedFlag("@expect no-race data"));
        assertEquals(Cli.FAILED, run("check", file.toString()));
        String text = out.toString();
        assertTrue(text.contains("FAIL    " + file + ":1:4: @expect no-race data (expected true, found false: "), text);
        assertTrue(text.strip().endsWith("FAILED"), text);
    }

    @Test
    void theSameKernelExpectingItsRacePasses(@TempDir Path dir) throws IOException {
        Path file = Files.writeString(dir.resolve("mp.comp"), relaxedFlag("@expect race data"));
        assertEquals(Cli.OK, run("check", file.toString()));
        assertFalse(out.toString().contains("FAIL "), out.toString());
    }

    /**
     * SPIR-V assembly writes its pragmas in {@code ;} comments, its {@code @expect} lines too: they were read in {@code //}
     * comments, so none was found and the file was judged by race freedom (the session-85 audit).
     */
    @Test
    void aSpirvAssemblyFilesExpectationsAreReadFromItsOwnComments(@TempDir Path dir) throws IOException {
        String assembly = ShadercCompiler.compileToAssembly("mp.comp", relaxedFlag("nothing"),
                ShadercCompiler.Language.GLSL, "main");
        Path file = Files.writeString(dir.resolve("mp.spvasm"), "; @dispatch 2\n; @expect race data\n" + assembly);
        assertEquals(Cli.OK, run("check", file.toString()));
        assertTrue(out.toString().contains("PASS    " + file + ":2:3: @expect race data"), out.toString());
        // and a name the kernel does not have is a mistake in the file, as in GLSL
        Path misspelt = Files.writeString(dir.resolve("bad.spvasm"), "; @dispatch 2\n; @expect race nosuch\n" + assembly);
        assertEquals(Cli.BAD_INPUT, run("check", misspelt.toString()));
    }

    @Test
    void aDispatchOverrideLeavesTheExpectationsOfTheWrittenLaunchUnchecked() {
        // the file launches one workgroup (no @dispatch); two are another launch, which its lines do not describe
        Path file = SAMPLES.resolve("barrier-orders-shared-not-buffer.comp");
        assertEquals(Cli.FAILED, run("check", file.toString(), "--dispatch", "2"));
        String text = out.toString();
        assertFalse(text.contains(": @expect "), text);
        String why = "the file's @expect lines were not checked: they describe the launch the file writes, and"
                + " --dispatch 2,1,1 (the file's: 1,1,1) launches another; this launch is judged by race freedom instead";
        assertTrue(text.contains("  note: " + why + "\n"), text);
        // next to the verdict too: the one expectation judged is the implicit one, and it fails on the race
        assertTrue(text.endsWith("expectations:\n  FAIL    " + file + ": (implicit) no data race (expected true, found"
                + " false: " + why + ")\nFAILED\n"), text);
    }

    @Test
    void aDispatchEqualToTheFilesOwnIsTheSameLaunchSoItsExpectationsAreChecked() {
        // README's example: mp-relaxed.comp says @dispatch 2, so --dispatch 2,1,1 launches what the file describes
        // (it turned OK into FAILED: the @expect race lines were skipped and the lesson's race failed it)
        Path file = SAMPLES.resolve("mp-relaxed.comp");
        assertEquals(Cli.OK, run("check", file.toString(), "--dispatch", "2,1,1"));
        String text = out.toString();
        assertTrue(text.contains("PASS    " + file + ":14:4: @expect race data"), text);
        assertFalse(text.contains("not checked"), text);
        assertTrue(text.endsWith("\nOK\n"), text);
    }

    @Test
    void aBudgetEqualToTheFilesOwnIsTheSameLaunchAndAnotherIsNot() {
        // no @budget: the file's launch allows 100,000 instructions between memory actions
        Path file = SAMPLES.resolve("mp-relaxed.comp");
        assertEquals(Cli.OK, run("check", file.toString(), "--budget", "100000"));
        assertTrue(out.toString().contains("PASS    " + file + ":14:4: @expect race data"), out.toString());
        out.getBuffer().setLength(0);
        assertEquals(Cli.FAILED, run("check", file.toString(), "--budget", "5000"));
        assertTrue(out.toString().contains("--budget 5000 (the file's: 100000) launches another"), out.toString());
    }

    @Test
    void noChainsIsTheSameLaunchForAKernelWithoutThemAndAnotherForOneThatAsksForThem() {
        // a kernel launches without availability/visibility chains unless it says @chains on
        assertEquals(Cli.OK, run("check", "--no-chains", SAMPLES.resolve("mp-relaxed.comp").toString()));
        assertFalse(out.toString().contains("not checked"), out.toString());
        out.getBuffer().setLength(0);
        assertEquals(Cli.FAILED, run("check", "--no-chains", SAMPLES.resolve("availability-chain-on.comp").toString()));
        assertTrue(out.toString().contains("--no-chains (the file's launch has chains on) launches another"),
                out.toString());
    }

    @Test
    void theExpectationsAreJudgedOnThisChecksOwnResultSoItsLimitsLeaveThemOpen() {
        // one candidate execution is not enough to decide "race data": the claim is open, not failed, not passed
        assertEquals(Cli.LIMIT, run("check", "--max-candidates", "1",
                SAMPLES.resolve("barrier-orders-shared-not-buffer.comp").toString()));
        String text = out.toString();
        assertTrue(text.startsWith("../sample-kernels/kernels/barrier-orders-shared-not-buffer.comp: 2 invocations,"
                + " 1 candidate execution, 0 consistent\n"), text);
        assertTrue(text.contains("UNKNOWN ../sample-kernels/kernels/barrier-orders-shared-not-buffer.comp:14:4: "
                + "@expect race data (expected true, not known: a limit was reached)"), text);
    }
    @Test
    void aKernelThatSpinsIsCheckedWithinTheSpinBoundInsteadOfOverflowingTheStack() {
        // before: a StackOverflowError on the main thread (the search recursed 10,000 loads deep)
        assertEquals(Cli.OK, run("check", SAMPLES.resolve("spin-noncoherent-flag.comp").toString()));
        String text = out.toString();
        assertTrue(text.contains("note: T1: read flag = 0 at ../sample-kernels/kernels/spin-noncoherent-flag.comp:26 33 times"
                + " in a row with no write in between (a spin loop, cut at the checker's spin bound of 32,"), text);
        assertTrue(text.contains("data races (1)") && text.contains("R flag = 0 or 1 at"), text);
    }

    @Test
    void aClaimAboutEveryExecutionOfASpinningKernelIsLeftOpen(@TempDir Path dir) throws IOException {
        String spin = Files.readString(SAMPLES.resolve("spin-noncoherent-flag.comp"))
                .replace("// @expect diagnostic SPIN", "// @expect no-race result");
        Path file = Files.writeString(dir.resolve("spin.comp"), spin);
        assertEquals(Cli.LIMIT, run("check", file.toString()));
        assertTrue(out.toString().contains("@expect no-race result (expected true, not known: a limit was reached)"),
                out.toString());
    }
}
