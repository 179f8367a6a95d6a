package dev.syncscope.core.litmus;

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
import dev.syncscope.core.model.ThreadState;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class LitmusThreadStateTest {
    private static final SourceSpan AT = new SourceSpan("t.litmus", 1, 1);
    private static final Access ATOMIC = new Access(true, Scope.DEVICE, Semantics.NONE, false, false, false);

    private static SourceSpan line(int n) {
        return new SourceSpan("t.litmus", n, 1);
    }

    @Test
    void loadValueLandsInItsRegisterAndStoreOfRegisterWritesIt() {
        LitmusBuilder b = new LitmusBuilder("t");
        Reference x = b.variable("x", StorageClass.STORAGE_BUFFER, AT);
        Reference y = b.variable("y", StorageClass.STORAGE_BUFFER, AT);
        b.thread("P0", 0, 0, 0)
                .load("r0", x, 0, ATOMIC, line(1))
                .store(y, 0, Operand.register("r0"), ATOMIC, line(2));
        ThreadState s = b.build().initial().get(0);
        assertEquals(line(1), s.next().source());
        s = s.advance(7);
        assertEquals(7L, s.registers().get("r0"));
        Action.Store st = (Action.Store) s.next();
        assertEquals(7, st.value());
        assertEquals(y, st.reference());
        assertEquals(ThreadState.Status.DONE, s.advance(0).status());
    }

    @ParameterizedTest
    @CsvSource(textBlock = """
            EQ, 1, 1, true
            EQ, 1, 2, false
            NE, 1, 2, true
            LT, 1, 2, true
            LT, 2, 2, false
            LE, 2, 2, true
            GT, 3, 2, true
            GE, 2, 3, false
            """)
    void conditionalBranchCompares(Condition condition, long left, long right, boolean taken) {
        LitmusBuilder b = new LitmusBuilder("t");
        Reference x = b.variable("x", StorageClass.STORAGE_BUFFER, AT);
        b.thread("P0", 0, 0, 0)
                .move("r1", Operand.constant(right), line(1))
                .load("r0", x, 0, ATOMIC, line(2))
                .branch("r0", condition, Operand.register("r1"), "skip", line(3))
                .store(x, 0, Operand.constant(5), ATOMIC, line(4))
                .label("skip", line(5));
        ThreadState s = b.build().initial().get(0).advance(left);
        assertEquals(taken, s.status() == ThreadState.Status.DONE);
    }

    @Test
    void spinLoopStopsWithBoundExceededAndSaysWhere() {
        LitmusBuilder b = new LitmusBuilder("t").loopBound(2);
        Reference x = b.variable("x", StorageClass.STORAGE_BUFFER, AT);
        b.thread("P0", 0, 0, 0)
                .label("top", line(1))
                .load("r0", x, 0, ATOMIC, line(2))
                .branch("r0", Condition.EQ, Operand.constant(0), "top", line(3));
        ThreadState s = b.build().initial().get(0);
        int loads = 0;
        while (s.status() == ThreadState.Status.RUNNING) {
            s = s.advance(0);
            loads++;
        }
        assertEquals(3, loads);
        assertEquals(ThreadState.Status.BOUND_EXCEEDED, s.status());
        assertTrue(s.diagnostic().contains("t.litmus:3:1"), s.diagnostic());
    }

    @Test
    void loopEndsNormallyWhenTheReadValueChanges() {
        LitmusBuilder b = new LitmusBuilder("t");
        Reference x = b.variable("x", StorageClass.STORAGE_BUFFER, AT);
        b.thread("P0", 0, 0, 0)
                .label("top", line(1))
                .load("r0", x, 0, ATOMIC, line(2))
                .assign("r1", Operand.register("r1"), ArithOp.ADD, Operand.constant(1), line(3))
                .branch("r0", Condition.NE, Operand.constant(1), "top", line(4));
        ThreadState s = b.build().initial().get(0).advance(0).advance(0).advance(1);
        assertEquals(ThreadState.Status.DONE, s.status());
        assertEquals(3L, s.registers().get("r1"));
    }

    @Test
    void rmwWithRegisterOperandAndCompare() {
        LitmusBuilder b = new LitmusBuilder("t");
        Reference x = b.variable("x", StorageClass.STORAGE_BUFFER, AT);
        b.thread("P0", 0, 0, 0)
                .initialRegister("r2", 9)
                .rmw("r0", x, 0, RmwOp.EXCHANGE, Operand.register("r2"), Operand.constant(1), ATOMIC, line(1))
                .jump("end", line(2))
                .deviceAvailability(line(3))
                .label("end", line(4));
        ThreadState s = b.build().initial().get(0);
        Action.ReadModifyWrite rmw = (Action.ReadModifyWrite) s.next();
        assertEquals(9, rmw.operand());
        assertEquals(1L, rmw.compare());
        assertEquals(ThreadState.Status.DONE, s.advance(1).status());
    }

    @Test
    void undefinedLabelIsAnInputErrorAtTheJump() {
        LitmusBuilder b = new LitmusBuilder("t");
        b.thread("P0", 0, 0, 0).jump("nowhere", line(4));
        InputError e = assertThrows(InputError.class, b::build);
        assertEquals(line(4), e.span());
    }

    @Test
    void aliasedReferencesShareTheAllocationAndConflictingRedeclarationFails() {
        LitmusBuilder b = new LitmusBuilder("t");
        Reference x = b.reference("x", "mem", StorageClass.STORAGE_BUFFER, 1, AT);
        Reference y = b.reference("y", "mem", StorageClass.WORKGROUP, 1, AT);
        b.thread("P0", 0, 0, 0).store(x, 0, Operand.constant(1), Access.PLAIN, AT);
        b.thread("P1", 1, 1, 0).load("r0", y, 0, Access.PLAIN, AT);
        b.systemSynchronizesWith(0, 1).initialValue(x, 0, 3);
        Program p = b.build();
        assertEquals(x.location(0), y.location(0));
        assertEquals(3, p.launch().initialValue(y.location(0)));
        assertEquals(List.of("P0", "P1"), p.launch().agents().stream().map(a -> a.name()).toList());
        assertThrows(InputError.class, () -> b.variable("x", StorageClass.WORKGROUP, AT));
    }
}
