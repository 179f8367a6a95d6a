package dev.syncscope.core.suite;

import dev.syncscope.core.api.DebugSession;
import dev.syncscope.core.exec.Diagnostic;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static dev.syncscope.core.suite.KernelRuns.undefined;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A ballot query the spec leaves undefined gives an undefined value, not undefined behaviour: SPIR-V
 * OpGroupNonUniformBallotFindLSB and FindMSB: "If none of the considered bits is set to 1, the resulting value is
 * undefined"; OpGroupNonUniformBallotBitExtract: "The resulting value is undefined if Index is greater than or equal to
 * the size of the group". Both engines faulted the invocation; they now report it as any undefined value a kernel
 * makes (docs/memory-model.md): only where it is stored or decides something, as the shuffles of
 * {@link ShuffleOutsideTheTangleTest}. Kernels: {@code src/test/resources/kernels/ballot-queries}.
 */
class BallotQueryUndefinedValueTest {

    private static final Path DIR = Path.of("src/test/resources/kernels/ballot-queries");

    private static List<Diagnostic> faults(DebugSession s) {
        return s.diagnostics().stream().filter(d -> d.kind() == Diagnostic.Kind.FAULT).toList();
    }

    @Test
    void aFindLsbOfAnEmptyBallotUsedOnlyWhenABitIsSetIsNoFinding() throws IOException {
        // t > 7 holds in no lane: first is undefined, used only under subgroupBallotBitCount(b) > 0; seen = 2 in all
        String text = Files.readString(DIR.resolve("guarded-find-lsb.comp"));
        FileCheck.Report c = KernelRuns.check("lsb.comp", text);
        assertTrue(c.ok(), c.toString());
        assertEquals(List.of(), c.faults());
        assertEquals(List.of(), c.undefinedReads());
        DebugSession s = KernelRuns.run("lsb.comp", text);
        assertEquals(List.of(), s.diagnostics());
        assertEquals(2L, s.outcome().values().get("r[3]"));
    }

    @Test
    void aFindLsbOfAnEmptyBallotStoredIsReportedInBothEngines() throws IOException {
        String text = Files.readString(DIR.resolve("unguarded-find-lsb.comp"));
        String value = " uses the undefined value of OpGroupNonUniformBallotFindLSB of a ballot with no bit set at"
                + " lsb.comp:9; ";
        FileCheck.Report c = KernelRuns.check("lsb.comp", text);
        assertEquals(List.of(), c.faults(), c.toString());
        assertEquals(4, c.undefinedReads().size(), c.undefinedReads()::toString);
        assertEquals("undefined value: T0" + value + "T0 stores its value to r[0] at lsb.comp:11",
                c.undefinedReads().get(0));
        assertTrue(c.failed());
        DebugSession s = KernelRuns.run("lsb.comp", text);
        assertEquals(List.of(), faults(s), s.diagnostics().toString());
        assertEquals("lsb.comp:9: T0" + value + "T0 stores its value to r[0]", undefined(s).get(0));
    }

    @Test
    void aBitExtractOutsideTheSubgroupStoredIsReportedInBothEngines() throws IOException {
        String text = Files.readString(DIR.resolve("bit-outside.comp"));
        FileCheck.Report c = KernelRuns.check("bits.comp", text);
        assertEquals(List.of(), c.faults(), c.toString());
        assertEquals("undefined value: T1 uses the undefined value of OpGroupNonUniformBallotBitExtract of bit 5,"
                + " outside the subgroup at bits.comp:9; T1 stores its value to r[1] at bits.comp:10",
                c.undefinedReads().get(1));
        DebugSession s = KernelRuns.run("bits.comp", text);
        assertEquals(List.of(), faults(s), s.diagnostics().toString());
        assertEquals(4, undefined(s).size(), undefined(s)::toString);
    }
}
