package dev.syncscope.core.spirv;

import dev.syncscope.core.api.DebugSession;
import dev.syncscope.core.kernel.KernelLoader;
import dev.syncscope.core.model.Action;
import dev.syncscope.core.model.Semantics;
import dev.syncscope.core.suite.FileCheck;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * OpAtomicCompareExchange has two memory-semantics operands. SPIR-V: "The memory semantics for the
 * compare-exchange [are] Equal when Value equals Comparator … Unequal is used when Value does not equal
 * Comparator" — a compare that fails only loads, with the Unequal semantics (which may be weaker than Equal,
 * never stronger). Message passing where T1's compare-exchange on the flag always fails (comparator 4, the
 * flag is 0 or 1) and T1 then reads the data when the flag read 1.
 */
class CompareExchangeUnequalSemanticsTest {

    private static final String BODY = """
            %rel = OpConstant %uint 8260
            %acq = OpConstant %uint 16450
            %acqrel = OpConstant %uint 24648
            %main = OpFunction %void None %fn
            %e = OpLabel
            %lp = OpAccessChain %pin %lid %u0
            %l = OpLoad %uint %lp
            %data = OpAccessChain %pu %buf %u0 %u0
            %flag = OpAccessChain %pu %buf %u0 %u1
            %out = OpAccessChain %pu %buf %u0 %u2
            %is0 = OpIEqual %bool %l %u0
            OpSelectionMerge %end None
            OpBranchConditional %is0 %t0 %t1
            %t0 = OpLabel
            OpStore %data %u5 MakePointerAvailable|NonPrivatePointer %u2
            OpAtomicStore %flag %u2 %rel %u1
            OpBranch %end
            %t1 = OpLabel
            %old = OpAtomicCompareExchange %uint %flag %u2 %acqrel UNEQUAL %u3 %u4
            %set = OpIEqual %bool %old %u1
            OpSelectionMerge %end2 None
            OpBranchConditional %set %rd %end2
            %rd = OpLabel
            %d = OpLoad %uint %data MakePointerVisible|NonPrivatePointer %u2
            OpStore %out %d
            OpBranch %end2
            %end2 = OpLabel
            OpBranch %end
            %end = OpLabel
            OpReturn
            OpFunctionEnd
            """;

    /** Equal: AcquireRelease|UniformMemory|MakeAvailable|MakeVisible; Unequal: {@code unequal} (a constant id). */
    private static String kernel(String unequal) {
        return "; @length buf = 3\n" + Kernels.text(2, BODY.replace("UNEQUAL", unequal));
    }

    private static FileCheck.Report check(String name, String text) {
        return FileCheck.check(name, text, null, Duration.ofSeconds(60));
    }

    @Test
    void aCompareExchangeCarriesItsUnequalSemanticsForTheFailedCompare() {
        SpirvRunner r = new SpirvRunner(KernelLoader.load("k.spvasm", kernel("%u0")).program()).run(20);
        Action.ReadModifyWrite cas = r.actions.get(1).stream().filter(a -> a instanceof Action.ReadModifyWrite)
                .map(Action.ReadModifyWrite.class::cast).findFirst().orElseThrow();
        assertTrue(cas.access().semantics().acquire() && cas.access().semantics().release(), cas::toString);
        assertEquals(Semantics.NONE, cas.unequalAccess().semantics(), "Unequal = Relaxed (0)");
        assertEquals(cas.access().scope(), cas.unequalAccess().scope());
        assertTrue(cas.unequalAccess().atomic());
    }

    @Test
    void aFailedCompareExchangeWithRelaxedUnequalSemanticsDoesNotAcquire() {
        // VK MM Synchronizes-With: "B performs an acquire operation"; a relaxed load performs none, so T0's data
        // write and T1's read are not location-ordered: a data race
        FileCheck.Report r = check("cas-relaxed-unequal.spvasm", kernel("%u0"));
        assertTrue(r.complete());
        assertEquals(List.of("T0: W buf[0] / T1: R buf[0]"), r.races().stream()
                .map(x -> x.first() + " / " + x.second()).distinct().toList(), r::toString);
        // the stepper agrees: T0 runs first, T1's compare-exchange reads 1 and fails, then T1 reads the data
        DebugSession s = DebugSession.load(KernelLoader.load("cas-relaxed-unequal.spvasm", kernel("%u0")).program());
        s.step(0);
        s.step(0);
        s.run();
        assertFalse(s.races().isEmpty(), "a failed compare-exchange with Relaxed Unequal semantics acquires nothing");
    }

    @Test
    void aFailedCompareExchangeWithAcquireUnequalSemanticsSynchronizes() {
        // Unequal = Acquire|UniformMemory|MakeVisible: the failed compare reads 1 from the release store and
        // synchronizes with it (VK MM Synchronizes-With, first rule)
        FileCheck.Report r = check("cas-acquire-unequal.spvasm", kernel("%acq"));
        assertTrue(r.complete());
        assertTrue(r.ok(), r::toString);
        DebugSession s = DebugSession.load(KernelLoader.load("cas-acquire-unequal.spvasm", kernel("%acq")).program());
        s.step(0);
        s.step(0);
        s.run();
        assertTrue(s.races().isEmpty(), () -> s.races().toString());
    }
}
