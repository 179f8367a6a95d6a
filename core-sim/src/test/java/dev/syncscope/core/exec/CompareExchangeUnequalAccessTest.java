package dev.syncscope.core.exec;

import dev.syncscope.core.litmus.Instruction;
import dev.syncscope.core.litmus.LitmusBuilder;
import dev.syncscope.core.litmus.LitmusThreadBuilder;
import dev.syncscope.core.litmus.Operand;
import dev.syncscope.core.model.Access;
import dev.syncscope.core.model.Action;
import dev.syncscope.core.model.InputError;
import dev.syncscope.core.model.Program;
import dev.syncscope.core.model.Reference;
import dev.syncscope.core.model.RmwOp;
import dev.syncscope.core.model.Scope;
import dev.syncscope.core.model.Semantics;
import dev.syncscope.core.model.SourceSpan;
import dev.syncscope.core.model.StorageClass;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.util.List;
import java.util.Map;
import java.util.Set;

import static dev.syncscope.core.exec.Mini.SC0;
import static dev.syncscope.core.exec.Mini.reg;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A compare-exchange has two memory-semantics operands (SPIR-V OpAtomicCompareExchange: "Unequal is used when Value
 * does not equal Comparator"): a compare that fails is a load with the Unequal ones. A litmus program built through
 * {@link LitmusThreadBuilder#compareExchange} carries both to the engine and the checker, and the engine rejects an
 * Unequal access that is not the same instruction's weaker semantics.
 */
class CompareExchangeUnequalAccessTest {

    private static final SourceSpan AT = new SourceSpan("t.test", 1, 1);
    private static final Reference X = new Reference("x", "x", SC0, 1);

    private static Access atomic(Scope scope, Semantics s) {
        return new Access(true, scope, s, false, false, false);
    }

    private static Semantics sem(boolean acquire, boolean release, Set<StorageClass> classes, boolean visible) {
        return new Semantics(acquire, release, classes, false, visible);
    }

    /**
     * Message passing: P0 stores the data (MakePointerAvailable) and releases the flag; P1's compare-exchange expects
     * 5, so it fails whatever it reads, and is an acquire only when its Unequal semantics are; P1 then reads the
     * data (MakePointerVisible).
     */
    private static Program messagePassing(Semantics unequal) {
        LitmusBuilder b = new LitmusBuilder("cas.test");
        Reference data = b.variable("data", StorageClass.STORAGE_BUFFER, AT);
        Reference flag = b.variable("flag", StorageClass.STORAGE_BUFFER, AT);
        b.thread("P0", 0, 0, 0)
                .store(data, 0, Operand.constant(1), new Access(false, Scope.DEVICE, Semantics.NONE, true, false, true), AT)
                .store(flag, 0, Operand.constant(1), atomic(Scope.DEVICE, sem(false, true, Set.of(SC0), false)), AT);
        Semantics equal = sem(true, true, Set.of(SC0), false);
        b.thread("P1", 2, 1, 0)
                .compareExchange("r0", flag, 0, Operand.constant(7), Operand.constant(5),
                        atomic(Scope.DEVICE, equal), atomic(Scope.DEVICE, unequal), AT)
                .load("r1", data, 0, new Access(false, Scope.DEVICE, Semantics.NONE, false, true, true), AT);
        return b.build();
    }

    /** SPIR-V OpAtomicCompareExchange: a failed compare acquires only when its Unequal semantics are Acquire. */
    @Test
    void aFailedCompareExchangeAcquiresOnlyWithItsUnequalSemantics() {
        Program relaxed = messagePassing(Semantics.NONE);
        Engine e = new Engine(relaxed, EngineOptions.DEFAULTS);
        Mini.runInOrder(e, 0, 1);
        assertEquals(1, reg(e, 1, 0), "the failed compare reads the flag");
        assertEquals(1, e.races().size(), "the data read races: " + e.races());
        assertTrue(CheckerVerdict.racyOnWhen(relaxed, "data", Map.of("P1:r0", 1L)), "checker: a race on data");

        Program acquire = messagePassing(sem(true, false, Set.of(SC0), false));
        Engine a = new Engine(acquire, EngineOptions.DEFAULTS);
        Mini.runInOrder(a, 0, 1);
        assertEquals(1, reg(a, 1, 0));
        assertEquals(1, reg(a, 1, 1), "the acquire makes the data visible to P1's MakePointerVisible load");
        assertEquals(List.of(), a.races());
        assertFalse(CheckerVerdict.racyWhen(acquire, Map.of("P1:r0", 1L)), "checker: no race");
    }

    @Test
    void theBuiltInstructionCarriesAndDescribesItsUnequalAccess() {
        Instruction.Rmw cas = new Instruction.Rmw("r0", X, 0, RmwOp.EXCHANGE, Operand.constant(7), Operand.constant(5),
                access("acqrel-noav"), access("relaxed"), AT);
        Action.ReadModifyWrite m = (Action.ReadModifyWrite) cas.action(null);
        assertTrue(m.access().semantics().acquire());
        assertEquals(Semantics.NONE, m.unequalAccess().semantics());
        assertTrue(cas.describe().endsWith("if old == 5, atomic, dv scope, acquire, release, semantics sc0;"
                + " if not, a load, atomic, dv scope"), cas.describe());
    }

    /**
     * The Unequal access is the same instruction's other semantics operand, never stronger than Equal (SPIR-V
     * OpAtomicCompareExchange; VUID-StandaloneSpirv-UnequalMemorySemantics-10876/10877/10878); a SequentiallyConsistent
     * Unequal (release included) is legal.
     */
    @ParameterizedTest(name = "equal {0}, unequal {1}: {2}")
    @CsvSource(delimiter = '|', textBlock = """
            relaxed        | acq            | a compare-exchange's Unequal semantics acquire, its Equal semantics are relaxed
            acq            | acq-sc0-sc1    | a compare-exchange's Unequal semantics name a storage class
            acq            | acq-vis        | a compare-exchange's Unequal semantics are MakeVisible
            acqrel         | acq-workgroup  | a compare-exchange's Unequal access differs from its Equal access
            add            | relaxed        | an Unequal access on a read-modify-write that does not compare
            acqrel-vis     | relaxed        |
            rel            | acq            |
            acqrel         | acqrel-noav    |
            acqrel-vis     | acq-vis        |
            """)
    void anUnequalAccessIsTheSameInstructionsWeakerSemantics(String equal, String unequal, String error) {
        boolean add = equal.equals("add");
        Action act = new Action.ReadModifyWrite(X, 0, add ? RmwOp.ADD : RmwOp.EXCHANGE, 1, add ? null : 3L,
                access(add ? "acqrel" : equal), AT, dev.syncscope.core.model.IntFormat.INT64, access(unequal));
        Engine e = new Mini().ref("x", "x", SC0).thread(0, 0, 0).act(act).engine();
        if (error == null) {
            Mini.runInOrder(e, 0);
            assertEquals(AgentStatus.DONE, e.agent(0).status());
            return;
        }
        InputError err = assertThrows(InputError.class, () -> e.step(Decision.of(0)));
        assertTrue(err.getMessage().startsWith(error), err.getMessage());
        assertTrue(err.getMessage().contains("(T0: atomic "), "names the invocation: " + err.getMessage());
        assertEquals(AT, err.span());
        assertEquals(0, e.position(), "nothing changed");
    }

    private static Access access(String name) {
        Set<StorageClass> sc0 = Set.of(SC0);
        return switch (name) {
            case "relaxed" -> atomic(Scope.DEVICE, Semantics.NONE);
            case "acq" -> atomic(Scope.DEVICE, sem(true, false, sc0, false));
            case "acq-vis" -> atomic(Scope.DEVICE, sem(true, false, sc0, true));
            case "acq-sc0-sc1" -> atomic(Scope.DEVICE, sem(true, false, Set.of(SC0, StorageClass.WORKGROUP), false));
            case "acq-workgroup" -> atomic(Scope.WORKGROUP, sem(true, false, sc0, false));
            case "rel" -> atomic(Scope.DEVICE, sem(false, true, sc0, false));
            case "acqrel" -> atomic(Scope.DEVICE, new Semantics(true, true, sc0, true, false));
            case "acqrel-noav" -> atomic(Scope.DEVICE, sem(true, true, sc0, false));
            case "acqrel-vis" -> atomic(Scope.DEVICE, new Semantics(true, true, sc0, true, true));
            default -> throw new IllegalArgumentException(name);
        };
    }
}
