package dev.syncscope.core.litmus.khronos;

import dev.syncscope.core.model.Action;
import dev.syncscope.core.model.Agent;
import dev.syncscope.core.model.InputError;
import dev.syncscope.core.model.Launch;
import dev.syncscope.core.model.Outcome;
import dev.syncscope.core.model.Program;
import dev.syncscope.core.model.RmwOp;
import dev.syncscope.core.model.Scope;
import dev.syncscope.core.model.StorageClass;
import dev.syncscope.core.model.ThreadState;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class KhronosParserTest {
    private final KhronosParser parser = new KhronosParser();

    private static List<Action> actions(ThreadState s) {
        List<Action> out = new ArrayList<>();
        while (s.status() == ThreadState.Status.RUNNING) {
            out.add(s.next());
            s = s.advance(0);
        }
        return out;
    }

    @Test
    void scopeInstancesAreNumberedFromZeroInOrderOfUse() {
        KhronosTest t = new KhronosParser().parse("n.test",
                "NEWWG\nNEWSG\nNEWTHREAD\nst.sc0 x = 1\nNEWWG\nNEWSG\nNEWTHREAD\nld.sc0 x\nNEWSG\nNEWTHREAD\nld.sc0 x\n");
        var agents = t.program().launch().agents();
        assertEquals(List.of(0, 1, 1), agents.stream().map(a -> a.workgroup()).toList());
        assertEquals(List.of(0, 1, 2), agents.stream().map(a -> a.subgroup()).toList());
        assertEquals(List.of(0, 0, 0), agents.stream().map(a -> a.queueFamily()).toList());
    }

    @Test
    void parsesEveryVendoredFileWithAllAnswerLines() throws IOException {
        List<Path> files = KhronosCorpus.files();
        int answers = 0;
        for (Path f : files) {
            KhronosTest t = parser.parse(f);
            assertFalse(t.answers().isEmpty(), f.toString());
            answers += t.answers().size();
        }
        assertEquals(KhronosCorpus.FILE_COUNT, files.size());
        assertEquals(KhronosCorpus.ANSWER_COUNT, answers);
    }

    @Test
    void crlfAndLfGiveTheSameTest() {
        String lf = "NEWWG\nNEWSG\nNEWTHREAD\nst.atom.scopedev.sc0 x = 1\nNEWTHREAD\nld.atom.scopedev.sc0 x = 1\n"
                + "SATISFIABLE consistent[X]\n";
        KhronosTest a = parser.parse("a.test", lf);
        KhronosTest b = parser.parse("a.test", lf.replace("\n", "\r\n"));
        assertEquals(a.constraints(), b.constraints());
        assertEquals(a.answers().get(0).formula(), b.answers().get(0).formula());
        assertEquals(actions(a.program().initial().get(1)), actions(b.program().initial().get(1)));
    }

    @Test
    void groupsThreadsIntoSubgroupsWorkgroupsAndQueueFamilies() {
        KhronosTest t = parser.parse("g.test", """
                NEWQF
                NEWWG
                NEWSG
                NEWTHREAD
                membar.acq.scopesg.semsc0
                NEWTHREAD
                membar.acq.scopesg.semsc0
                NEWSG
                NEWTHREAD
                membar.acq.scopesg.semsc0
                NEWWG
                NEWSG
                NEWTHREAD
                membar.acq.scopesg.semsc0
                NEWQF
                NEWWG
                NEWSG
                NEWTHREAD
                membar.acq.scopesg.semsc0
                SATISFIABLE consistent[X]
                """);
        List<Agent> a = t.program().launch().agents();
        assertEquals(5, a.size());
        assertTrue(a.get(0).sharesInstance(a.get(1), Scope.SUBGROUP));
        assertFalse(a.get(1).sharesInstance(a.get(2), Scope.SUBGROUP));
        assertTrue(a.get(1).sharesInstance(a.get(2), Scope.WORKGROUP));
        assertFalse(a.get(2).sharesInstance(a.get(3), Scope.WORKGROUP));
        assertTrue(a.get(2).sharesInstance(a.get(3), Scope.QUEUE_FAMILY));
        assertFalse(a.get(3).sharesInstance(a.get(4), Scope.QUEUE_FAMILY));
        assertEquals(List.of("P0", "P1", "P2", "P3", "P4"), a.stream().map(Agent::name).toList());
    }

    @Test
    void tokensMayComeInAnyOrder() {
        KhronosTest t = parser.parse("o.test", """
                NEWTHREAD
                sc0.semsc0.scopewg.rel.atom.st x = 1
                semsc0.acq.ld.scopewg.atom.sc0 x = 1
                SATISFIABLE consistent[X]
                """);
        List<Action> acts = actions(t.program().initial().get(0));
        Action.Store st = (Action.Store) acts.get(0);
        assertTrue(st.access().atomic() && st.access().semantics().release());
        assertEquals(Scope.WORKGROUP, st.access().scope());
        Action.Load ld = (Action.Load) acts.get(1);
        assertTrue(ld.access().semantics().acquire() && ld.access().semantics().covers(StorageClass.STORAGE_BUFFER));
    }

    @Test
    void rmwReadsTheFirstValueAndWritesTheSecond() {
        KhronosTest t = parser.parse("r.test", """
                NEWTHREAD
                st.atom.scopewg.sc0 y = 1
                NEWTHREAD
                rmw.scopewg.sc0 y = 1 2
                st.ld.atom.scopewg.sc0 y = 2 3
                SATISFIABLE consistent[X]
                """);
        List<Action> acts = actions(t.program().initial().get(1));
        Action.ReadModifyWrite rmw = (Action.ReadModifyWrite) acts.get(0);
        assertEquals(RmwOp.EXCHANGE, rmw.op());
        assertEquals(2, rmw.operand());
        assertNull(rmw.compare());
        assertTrue(rmw.access().atomic());
        assertEquals(3, ((Action.ReadModifyWrite) acts.get(1)).operand());
        assertEquals(List.of(new LoadConstraint("P1:r0", 1, rmw.source()),
                new LoadConstraint("P1:r1", 2, acts.get(1).source())), t.constraints());
    }

    @Test
    void loadConstraintsBecomeOutcomeConditions() {
        KhronosTest t = parser.parse("c.test", """
                NEWTHREAD
                st.atom.scopedev.sc0 x = 1
                NEWTHREAD
                ld.atom.scopedev.sc0 x = 1
                ld.atom.scopedev.sc0 x = 0
                ld.atom.scopedev.sc0 x
                SATISFIABLE consistent[X]
                """);
        assertEquals(2, t.constraints().size());
        assertTrue(t.constraintsHold(new Outcome(Map.of("P1:r0", 1L, "P1:r1", 0L, "P1:r2", 7L))));
        assertFalse(t.constraintsHold(new Outcome(Map.of("P1:r0", 0L, "P1:r1", 0L, "P1:r2", 7L))));
    }

    @Test
    void loadOfAValueNoSameNamedStoreWritesIsUnconstrainedAsInLitmusCpp() {
        KhronosTest t = parser.parse("u.test", """
                NEWTHREAD
                st.sc0 x = 1
                NEWTHREAD
                ld.sc0 y = 1
                SLOC x y
                SATISFIABLE consistent[X]
                """);
        assertTrue(t.constraints().isEmpty());
    }

    @Test
    void slocMakesTwoReferencesToOneAllocationAndSswPairsThreadNumbers() {
        KhronosTest t = parser.parse("s.test", """
                NEWTHREAD 1
                st.sc0 x = 1
                NEWTHREAD 0
                ld.sc1 y
                SSW 1 0
                SLOC x y
                NOSOLUTION consistent[X] && #dr>0
                """);
        Launch l = t.program().launch();
        assertEquals(l.reference("x").allocation(), l.reference("y").allocation());
        assertEquals(StorageClass.WORKGROUP, l.reference("y").storageClass());
        assertEquals(List.of(new Launch.SystemSync(0, 1)), l.systemSynchronizesWith());
        assertEquals("P1", l.agents().get(0).name());
    }

    @Test
    void controlBarrierCarriesInstanceAndIsAFenceWithAcquireRelease() {
        KhronosTest t = parser.parse("b.test", """
                NEWTHREAD
                cbar.acq.rel.scopewg.semsc0.semsc1.semav.semvis 3
                cbar.scopewg 4
                avdevice
                visdevice
                SATISFIABLE consistent[X]
                """);
        List<Action> acts = actions(t.program().initial().get(0));
        Action.ControlBarrier c = (Action.ControlBarrier) acts.get(0);
        assertEquals(3, c.instance());
        assertTrue(c.semantics().acquire() && c.semantics().release() && c.semantics().makeAvailable()
                && c.semantics().makeVisible());
        assertEquals(2, c.semantics().storageClasses().size());
        assertTrue(((Action.ControlBarrier) acts.get(1)).semantics().isRelaxed());
        assertTrue(acts.get(2) instanceof Action.DeviceAvailability);
        assertTrue(acts.get(3) instanceof Action.DeviceVisibility);
    }

    @Test
    void answerLinesCarryVerdictChainsAndFormula() {
        KhronosTest t = parser.parse("f.test", """
                NEWTHREAD
                st.atom.rel.scopewg.sc0.semsc0 y = 1
                SATISFIABLE consistent[X] && #dr=0
                NOSOLUTION NOCHAINS consistent[X] && #dr>0
                NOSOLUTION #dr>0
                SATISFIABLE consistent[X] && (#rs=2)
                """);
        List<KhronosAnswer> a = t.answers();
        assertTrue(a.get(0).satisfiable() && !a.get(0).noChains());
        assertTrue(a.get(0).formula().holds(true, 0, 1));
        assertFalse(a.get(0).formula().holds(false, 0, 1));
        assertTrue(!a.get(1).satisfiable() && a.get(1).noChains());
        assertFalse(t.programFor(a.get(1)).launch().availabilityVisibilityChains());
        assertTrue(t.programFor(a.get(0)).launch().availabilityVisibilityChains());
        assertTrue(a.get(2).formula().holds(false, 2, 0));
        assertTrue(a.get(3).formula().holds(true, 0, 2));
        assertFalse(a.get(3).formula().holds(true, 0, 1));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', textBlock = """
            st.atom.scopedev.sc0.bogus x = 1       | 2 | 22 | found 'bogus'
            st.atom.sc0 x = 1                      | 2 | 1  | expected a scope
            st.scopedev.sc0.sc1 x = 1              | 2 | 1  | exactly one storage class
            st.sc0 x                               | 2 | 1  | expected a value on a store
            rmw.scopedev.sc0 x = 1                 | 2 | 1  | two values
            ld.st.scopedev.sc0 x = 1 2             | 2 | 1  | expected atom
            membar.scopedev.semsc0                 | 2 | 1  | expected acq or rel
            ld.atom.acq.scopedev.sc0 x = 1         | 2 | 1  | semsc0 and/or semsc1
            st.atom.rel.semav.scopedev.sc0 x = q   | 2 | 36 | expected a value
            cbar.scopewg                           | 2 | 13 | barrier instance
            ld.atom.scopedev.sc0 x = 1 2           | 2 | 1  | at most one value
            st.sc0 x = 1 junk                      | 2 | 14 | expected the end of the line (a store takes one value), found 'junk'
            ld.sc0 x = 1 junk                      | 2 | 14 | (a load takes one value)
            rmw.atom.scopedev.sc0 x = 1 q          | 2 | 29 | expected a second (written) value
            """)
    void malformedInstructionIsAnInputErrorAtLineAndColumn(String instruction, int line, int column,
                                                          String message) {
        InputError e = assertThrows(InputError.class,
                () -> parser.parse("bad.test", "NEWTHREAD\r\n" + instruction + "\r\nSATISFIABLE consistent[X]\r\n"));
        assertEquals("bad.test", e.span().file());
        assertEquals(line, e.span().line());
        assertEquals(column, e.span().column());
        assertTrue(e.getMessage().contains(message), e.getMessage());
    }

    @Test
    void malformedFormulaAndDirectivesAreInputErrors() {
        InputError f = assertThrows(InputError.class,
                () -> parser.parse("f.test", "NEWTHREAD\nmembar.rel.scopewg.semsc0\nSATISFIABLE consistent[X] && #xx=0\n"));
        assertEquals(3, f.span().line());
        InputError s = assertThrows(InputError.class,
                () -> parser.parse("s.test", "NEWTHREAD\nmembar.rel.scopewg.semsc0\nSSW 0 5\nSATISFIABLE consistent[X]\n"));
        assertTrue(s.getMessage().contains("thread"), s.getMessage());
        InputError d = assertThrows(InputError.class,
                () -> parser.parse("d.test", "NEWTHREAD 0\nmembar.rel.scopewg.semsc0\nNEWTHREAD 0\n"));
        assertEquals(3, d.span().line());
    }

    @Test
    void mpTranslatesToTheExpectedProgram() throws IOException {
        KhronosTest t = parser.parse(KhronosCorpus.directory().resolve("mp.test"));
        Program p = t.program();
        assertEquals(2, p.invocationCount());
        List<Action> p1 = actions(p.initial().get(1));
        assertEquals(2, p1.size());
        assertEquals("mp.test", p1.get(0).source().file());
    }

    @Test
    void threadsWithNoInstructionAreBadInputAfterTheirLastLine() {
        InputError e = assertThrows(InputError.class, () -> parser.parse("t.test", "NEWWG\nNEWSG\nNEWTHREAD\n"));
        assertEquals("t.test:4:1", e.span().toString());
        assertEquals("expected at least one thread with instructions", e.getMessage());
        // the answers below the threads are no place for their instructions (the session's review: e1.test:6:1)
        InputError answered = assertThrows(InputError.class, () -> parser.parse("a.test",
                "NEWWG\nNEWSG\nNEWTHREAD\nNEWTHREAD\nSATISFIABLE consistent[X]\n"));
        assertEquals("a.test:5:1", answered.span().toString());
        InputError empty = assertThrows(InputError.class, () -> parser.parse("e.test", ""));
        assertEquals("e.test:1:1", empty.span().toString());
    }

    @Test
    void aThreadWithNoInstructionBesideOneWithSomeIsKept() {
        KhronosTest t = parser.parse("k.test", "NEWTHREAD\nNEWTHREAD\nst.sc0 x = 1\nSATISFIABLE consistent[X]\n");
        assertEquals(2, t.program().invocationCount());
    }
}
