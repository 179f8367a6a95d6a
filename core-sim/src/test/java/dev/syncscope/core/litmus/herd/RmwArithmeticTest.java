package dev.syncscope.core.litmus.herd;

import dev.syncscope.core.api.DebugSession;
import dev.syncscope.core.api.LaunchOptions;
import dev.syncscope.core.check.CheckResult;
import dev.syncscope.core.exec.AgentStatus;
import dev.syncscope.core.model.InputError;
import dev.syncscope.core.model.Program;
import dev.syncscope.core.model.RmwOp;
import org.junit.jupiter.api.Test;

import java.util.Map;
import java.util.Set;

import static dev.syncscope.core.litmus.herd.FeatureRuns.outcome;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Dat3M's {@code rmw.mul} and {@code rmw.div}, and 64-bit wrapping of litmus values. */
class RmwArithmeticTest {

    /** The two orders of the two atomics, worked out in the file's comment; nothing else. */
    private static final Set<Map<String, Long>> MUL_DIV = Set.of(
            outcome("x", 7, "P0:r0", 3, "P1:r0", 15),
            outcome("x", 5, "P0:r0", 1, "P1:r0", 3));

    @Test
    void mulAndDivAreParsedAsRmwOperations() {
        HerdLitmus t = HerdParser.read("rmw-mul-div.litmus", FeatureRuns.text("rmw-mul-div.litmus"));
        assertEquals(RmwOp.MUL, ((Instruction.Rmw) t.code().get(0).get(0)).qualifiers().rmwOp());
        assertEquals(RmwOp.DIV, ((Instruction.Rmw) t.code().get(1).get(0)).qualifiers().rmwOp());
    }

    @Test
    void theCheckerAllowsExactlyTheTwoAtomicOrders() {
        HerdTest t = HerdParser.parse(FeatureRuns.example("rmw-mul-div.litmus"));
        assertEquals(MUL_DIV, FeatureRuns.checkerOutcomes(t.program(), "x", "P0:r0", "P1:r0"));
        CheckResult r = FeatureRuns.check(t.program());
        assertTrue(t.conditionSatisfied(r.allowedOutcomes()), "~exists: both reading 3 is unreachable");
    }

    @Test
    void theStepperReachesBothOrdersAndNothingElse() {
        HerdTest t = HerdParser.parse(FeatureRuns.example("rmw-mul-div.litmus"));
        assertEquals(MUL_DIV, FeatureRuns.stepperOutcomes(t.program(), "x", "P0:r0", "P1:r0"));
    }

    /** Dat3M's litmus values are 64-bit bit-vectors: 2^62 * 4 wraps to 0, and -7 / 2 truncates to -3. */
    @Test
    void litmusValuesWrapAtSixtyFourBitsAndDivisionTruncates() {
        Program p = HerdParser.parse("wrap.litmus", """
                Vulkan wrap
                { x=0x4000000000000000; y=-7; }
                 P0@sg 0, wg 0, qf 0 ;
                 rmw.atom.dv.sc0.mul r0, x, 4 ;
                 rmw.atom.dv.sc0.div r1, y, 2 ;
                exists (x == 0 /\\ y == -3)
                """).program();
        Set<Map<String, Long>> expected = Set.of(outcome("x", 0, "y", -3));
        assertEquals(expected, FeatureRuns.checkerOutcomes(p, "x", "y"));
        assertEquals(expected, FeatureRuns.stepperOutcomes(p, "x", "y"));
    }

    /** Like register division, a zero divisor stops the thread (FAULT) before the atomic happens. */
    @Test
    void divisionByZeroFaultsTheThreadInBothEngines() {
        Program p = HerdParser.parse("div0.litmus", """
                Vulkan div0
                { x=5; P0:r1=0; }
                 P0@sg 0, wg 0, qf 0 ;
                 rmw.atom.dv.sc0.div r0, x, r1 ;
                exists (x == 5)
                """).program();
        CheckResult r = FeatureRuns.check(p);
        assertTrue(r.allowedOutcomes().isEmpty(), r.allowedOutcomes().toString());
        // every execution has the fault: a finding of the check, not a note
        assertTrue(r.faults().stream().anyMatch(d -> d.startsWith("fault: P0 stops at")
                && d.contains("division by zero")),
                r.faults().toString());
        DebugSession s = DebugSession.load(p, LaunchOptions.DEFAULTS);
        s.run();
        assertEquals(AgentStatus.FAULT, FeatureRuns.statuses(s).get(0));
        assertEquals(5L, s.outcome().values().get("x"), "x keeps its value: the atomic never happened");
        // the diagnostic names the instruction's line, so the window marks it and its problem reveals it
        assertEquals("div0.litmus:4", s.diagnostics().get(0).source().toString().replaceAll(":\\d+$", ""),
                s.diagnostics().toString());
    }

    @Test
    void aSecondRmwOperationIsAPositionedError() {
        InputError e = assertThrows(InputError.class, () -> HerdParser.read("bad.litmus",
                "Vulkan t\n{ x=0; }\nP0@sg 0, wg 0, qf 0 ;\nrmw.atom.dv.sc0.mul.div r0, x, 2 ;\n"));
        assertEquals("bad.litmus:4:21", e.span().toString());
        assertTrue(e.getMessage().contains("a second rmw operation '.div'"), e.getMessage());
    }
}
