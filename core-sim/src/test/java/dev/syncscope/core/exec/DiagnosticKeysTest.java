package dev.syncscope.core.exec;

import dev.syncscope.core.api.DebugSession;
import dev.syncscope.core.api.LaunchOptions;
import dev.syncscope.core.explain.MissingLink;
import dev.syncscope.core.load.ProgramLoader;
import dev.syncscope.core.model.Scope;
import dev.syncscope.core.model.Semantics;
import dev.syncscope.core.model.SourceSpan;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static dev.syncscope.core.exec.Mini.plain;
import static dev.syncscope.core.model.Scope.WORKGROUP;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Besides its English message a diagnostic carries the message key and the arguments the message is made of, for
 * the window to word it in its language (views: DiagnosticText). Real programs, one or more per key.
 */
class DiagnosticKeysTest {

    private static Diagnostic only(List<Diagnostic> all, Diagnostic.Kind kind) {
        List<Diagnostic> of = all.stream().filter(d -> d.kind() == kind).toList();
        assertEquals(1, of.size(), all.toString());
        return of.get(0);
    }

    /**
     * Runs {@code docs/examples/diagnostics/NAME}, a kernel or litmus test that makes the stepper report one kind of
     * diagnostic (the views' {@code DiagnosticPrograms} runs the same files).
     */
    private static DebugSession example(String name) {
        try {
            return run(name, java.nio.file.Files.readString(java.nio.file.Path.of("../docs/examples/diagnostics", name)));
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    private static DebugSession run(String name, String text) {
        DebugSession s = DebugSession.load(ProgramLoader.load(name, text));
        s.run();
        return s;
    }

    private static List<Object> list(Object... args) {
        return new ArrayList<>(List.of(args));
    }

    @Test
    void aRaceAndAStaleReadOfTheInitialValueNameTheirAccesses() {
        // T0: st x = 1 (line 1); T1: ld x (line 2); both plain, nothing orders them
        Engine e = new Mini().thread(0, 0, 0).st("x", 1, plain()).thread(1, 0, 0).ld("x", plain()).engine();
        Mini.runInOrder(e, 0, 1);
        Diagnostic race = only(e.diagnostics(), Diagnostic.Kind.DATA_RACE);
        assertEquals("diagnostic.race", race.key());
        Race r = e.races().get(0);
        String missing = r.link().words() + " — " + r.detail();
        assertEquals(list("x", 1, "T0", "t.test:1:1", 0, "T1", "t.test:2:1", r.link().ordinal(), missing), race.args());
        assertTrue(race.message().endsWith(": " + missing), race.message());
        // VK MM: Location-Ordered: with neither access happening-before the other, no happens-before is the first link
        assertEquals(MissingLink.NO_HAPPENS_BEFORE, r.link());
        Diagnostic stale = only(e.diagnostics(), Diagnostic.Kind.STALE_READ);
        // writes named as the explanation names them (location = value, writer, place), not by the engine's ids
        assertEquals("T1 reads x = the initial value 0, not the newer write x = 1 by T0 at t.test:1:1, which is not "
                + "visible to it", stale.message());
        assertEquals("diagnostic.staleRead", stale.key());
        assertEquals(list("T1", "x", "0", 1, "", "", "1", 0, "T0", "t.test:1:1", 0, "0"), stale.args());
    }

    @Test
    void aStaleReadOfAnOwnWriteCountsTheNewerWritesItDoesNotSee() {
        // T0: st x = 7 (line 1); T1: st x = 5 (line 2), ld x (line 3); T2: st x = 9 (line 4). T1 stores, T0 and T2
        // store, T1 loads: it reads its own W0, and W1 and W2 are newer and not visible to it
        Engine e = new Mini().thread(0, 0, 0).st("x", 7, plain()).thread(1, 0, 0).st("x", 5, plain())
                .ld("x", plain()).thread(2, 0, 0).st("x", 9, plain()).engine();
        for (int agent : new int[] {1, 0, 2, 1}) {
            e.step(Decision.of(agent));
        }
        Diagnostic stale = only(e.diagnostics(), Diagnostic.Kind.STALE_READ);
        assertEquals("T1 reads x = 5 (written by T1 at t.test:2:1), not the newer write x = 9 by T2 at t.test:4:1 (and 1"
                + " more newer writes), which is not visible to it", stale.message());
        assertEquals(list("T1", "x", "5", 0, "T1", "t.test:2:1", "9", 0, "T2", "t.test:4:1", 1, "1"), stale.args());
    }

    @Test
    void anUndefinedReadNamesItsInvocationAndLocation() {
        DebugSession s = example("undefined.comp");
        Diagnostic d = only(s.diagnostics(), Diagnostic.Kind.UNDEFINED_READ);
        // the message says why the undefined value matters: it is stored (docs/memory-model.md, "Undefined reads")
        assertEquals("T0 reads s[1], workgroup memory with no write visible to it (undefined); T0 stores its value"
                + " to a[1] at undefined.comp:6", d.message());
        assertEquals("diagnostic.undefinedRead", d.key());
        // no write visible (form 0), stored (1) by T0 to a[1] at the store's place
        assertEquals(list("T0", "s[1]", 0, 1, "T0", "a[1]", "undefined.comp:6"), d.args());
    }

    @Test
    void anUndefinedValueTheKernelMakesNamesWhatMadeItAndWhereItMatters() {
        // pick() ends without a return: glslang's OpUndef at line 8, stored to a[0]; local x, never stored, branches
        DebugSession s = example("undefined-value.comp");
        List<Diagnostic> d = s.diagnostics().stream().filter(x -> x.kind() == Diagnostic.Kind.UNDEFINED_READ).toList();
        assertEquals(2, d.size(), d.toString());
        assertEquals("diagnostic.undefinedValue", d.get(0).key());
        // OpUndef (kind 0) made at line 8, stored (1) to a[0]; from no subgroup invocation (lane 0)
        assertEquals(list("T0", 0, "", "undefined-value.comp:8", 1, "a[0]", "", "0", "", 0), d.get(0).args());
        assertEquals(new SourceSpan("undefined-value.comp", 8, 0), d.get(0).source());
        // local x (kind 2), whose declaration has no line: placed where it decides a branch (2 + BRANCH)
        assertEquals(list("T0", 2, "x", "undefined-value.comp:12", 2, "", "undefined-value.comp:12", "0", "", 0),
                d.get(1).args());
    }

    @Test
    void aLoadOutsideTheTestsQuestionNamesBothValues() {
        // message passing whose loads ask for y = 1 and x = 1 (ReadGoalsTest), run without steering towards them
        DebugSession s = DebugSession.load(ProgramLoader.load("mp.test", """
                NEWWG
                NEWSG
                NEWTHREAD
                st.av.scopedev.sc0 x = 1
                st.atom.rel.scopedev.sc0.semsc0 y = 1
                NEWWG
                NEWSG
                NEWTHREAD
                ld.atom.acq.scopedev.sc0.semsc0 y = 1
                ld.vis.scopedev.sc0 x = 1
                """), LaunchOptions.DEFAULTS.withFollowReadGoals(false));
        s.run();
        Diagnostic d = s.diagnostics().get(0);
        assertEquals(Diagnostic.Kind.OUTSIDE_TEST, d.kind());
        assertEquals("diagnostic.outsideTest", d.key());
        assertEquals(list("P1", "y", "0", "1"), d.args());
    }

    /** T1 spins until T0 writes flag, which T0 does only after the barrier T1 never reaches (spin and deadlock). */

    @Test
    void aSpinOnOneLoadAndTheDeadlockAtTheBarrierItNeverReaches() {
        DebugSession s = example("spin-before-barrier.comp");
        Diagnostic spin = only(s.diagnostics(), Diagnostic.Kind.SPIN);
        assertEquals("diagnostic.spin", spin.key());
        assertEquals(list("T1", "flag", "0", 0, 0), spin.args());
        Diagnostic deadlock = only(s.diagnostics(), Diagnostic.Kind.DEADLOCK);
        assertEquals("deadlock: T0 waiting at barrier 0, which T1 never reaches (spinning), and no invocation can "
                + "proceed", deadlock.message());
        assertEquals("diagnostic.deadlock", deadlock.key());
        assertEquals(list("T0", 0, "0", 1, "0", 1, "T1", "0", ""), deadlock.args());
    }

    @Test
    void aDeadlockAtASubgroupOperationNamesTheSpinnerItWaitsFor() {
        // SPIR-V 2.2.5 Tangle: T1's subgroupAdd waits for T0 to reach it or finish, and T0 spins (audit 52 F6)
        DebugSession s = example("spin-before-subgroup-op.comp");
        Diagnostic spin = only(s.diagnostics(), Diagnostic.Kind.SPIN);
        assertEquals(list("T0", "flag", "0", 0, 0), spin.args());
        Diagnostic deadlock = only(s.diagnostics(), Diagnostic.Kind.DEADLOCK);
        assertEquals("deadlock: T1 waiting at a subgroup operation, which T0 never reaches (spinning), and no "
                + "invocation can proceed", deadlock.message());
        assertEquals(list("T1", 0, "0", 2, "0", 1, "T0", "0", ""), deadlock.args());
    }

    @Test
    void aSpinOnAReadModifyWriteSaysHowItReads() {
        DebugSession s = example("rmw.litmus");
        Diagnostic spin = only(s.diagnostics(), Diagnostic.Kind.SPIN);
        assertTrue(spin.message().contains("m = 1 (an atomic read-modify-write that writes it back)"), spin.message());
        assertEquals(list("P0", "m", "1", 1, 1), spin.args());
    }

    @Test
    void aSpinOnTwoLoadsListsBothReads() {
        DebugSession s = example("two-flags.comp");
        Diagnostic spin = only(s.diagnostics(), Diagnostic.Kind.SPIN);
        assertTrue(spin.message().startsWith("T1 spins reading a = 1 and b = 0, values that can never change"),
                spin.message());
        assertEquals("diagnostic.spin.values", spin.key());
        assertEquals(list("T1", "a = 1", "b = 0", 0), spin.args());
    }

    @Test
    void aDeadlockOfAnInvocationWaitingForItsSystemSynchronizesWithPredecessorNamesItAndWhereItWaits() {
        // P1 starts after P0 (ssw 0 1; VK MM: System-Synchronizes-With), and P0 spins for ever on x
        DebugSession s = example("ssw.litmus");
        Diagnostic d = only(s.diagnostics(), Diagnostic.Kind.DEADLOCK);
        assertEquals("deadlock: P1 waiting for P0 to finish (system-synchronizes-with) and no invocation can proceed",
                d.message());
        assertEquals(list("P1", 0, "0", 0, "", 0, "", "0", "P0"), d.args());
        // at P1's first instruction, st.sc0 y, 1 (line 5 of the file)
        assertEquals(5, d.source().line(), d.source().toString());
    }

    @Test
    void invocationsAtDifferentBarriersAreDivergenceAndADeadlockReleasedWithoutTheOthers() {
        Engine e = new Mini().thread(0, 0, 0).cbar(WORKGROUP, WORKGROUP, Semantics.NONE, 1)
                .thread(1, 0, 0).cbar(WORKGROUP, WORKGROUP, Semantics.NONE, 2).engine();
        e.run(Scheduler.roundRobin(), StopCondition.NEVER, 100);
        List<Diagnostic> all = e.diagnostics();
        assertEquals(3, all.size(), all.toString());
        assertEquals("invocations of workgroup 0 wait at different barriers (2 and 1): T0, T1", all.get(0).message());
        assertEquals("diagnostic.barrier.different", all.get(0).key());
        int wg = Scope.WORKGROUP.ordinal();
        assertEquals(list("WORKGROUP", wg, "0", "2", "1", "T0, T1", 0, "0", ""), all.get(0).args());
        assertEquals("diagnostic.barrier.elsewhere", all.get(1).key());
        assertEquals(list("1", "WORKGROUP", wg, "0", "T1", 0, "0", ""), all.get(1).args());
        assertEquals("diagnostic.barrier.exited", all.get(2).key());
        // T0 left its script after its last action, its own barrier (line 1)
        assertEquals(list("2", "WORKGROUP", wg, "0", "T0", 0, "0", 1, "t.test:1:1", "", ""), all.get(2).args());
        assertEquals(new SourceSpan("t.test", 1, 1), all.get(2).also());
    }

    @Test
    void aBarrierReleasedWithoutManyExitedInvocationsCountsThoseItDoesNotName() {
        DebugSession s = run("exit.comp", """
                #version 450
                layout(local_size_x = 12) in;
                layout(binding = 0) buffer Out { uint a[12]; };
                void main() {
                    uint i = gl_LocalInvocationID.x;
                    if (i > 0u) { return; }
                    barrier();
                    a[i] = 1u;
                }
                """);
        Diagnostic d = only(s.diagnostics(), Diagnostic.Kind.BARRIER_DIVERGENCE);
        assertEquals("barrier 0 (workgroup 0) released without T1, T2, T3, T4, T5, T6, T7, T8 and 3 more, which "
                + "finished at exit.comp:6 without reaching it", d.message());
        assertEquals(list("0", "WORKGROUP", Scope.WORKGROUP.ordinal(), "0", "T1, T2, T3, T4, T5, T6, T7, T8", 3, "3",
                1, "exit.comp:6", "", ""), d.args());
    }

    /**
     * An invocation that returns early and never reaches a barrier: the diagnostic, at the barrier, names where it
     * finished (its OpReturn's line, the early return), as text and as its second site ({@link Diagnostic#also()}).
     */
    @Test
    void aBarrierReleasedWithoutAnInvocationThatReturnedEarlyNamesWhereItFinished() {
        DebugSession s = example("early-return.comp");
        Diagnostic d = only(s.diagnostics(), Diagnostic.Kind.BARRIER_DIVERGENCE);
        assertEquals("barrier 0 (workgroup 0) released without T3, which finished at early-return.comp:8 without"
                + " reaching it", d.message());
        assertEquals(new SourceSpan("early-return.comp", 10, 0), d.source());
        assertEquals(new SourceSpan("early-return.comp", 8, 0), d.also());
        assertEquals(list("0", "WORKGROUP", Scope.WORKGROUP.ordinal(), "0", "T3", 0, "0", 1, "early-return.comp:8", "",
                ""), d.args());
        assertEquals(List.of(3), d.agents());
    }

    /** Invocations that left at different places: the sentence names the first one's, beside its name. */
    @Test
    void invocationsThatFinishedAtDifferentPlacesNameTheFirstOnesPlace() {
        DebugSession s = run("exits.comp", """
                #version 450
                layout(local_size_x = 4) in;
                layout(binding = 0) buffer Out { uint a[4]; };
                void main() {
                    uint i = gl_LocalInvocationID.x;
                    if (i == 2u) { return; }
                    if (i == 3u) { a[i] = 3u; return; }
                    barrier();
                    a[i] = 1u;
                }
                """);
        Diagnostic d = only(s.diagnostics(), Diagnostic.Kind.BARRIER_DIVERGENCE);
        assertEquals("barrier 0 (workgroup 0) released without T2, T3, which finished without reaching it (T2 at"
                + " exits.comp:6)", d.message());
        assertEquals(list("0", "WORKGROUP", Scope.WORKGROUP.ordinal(), "0", "T2, T3", 0, "0", 2, "exits.comp:6", "T2",
                ""), d.args());
        assertEquals(new SourceSpan("exits.comp", 6, 0), d.also());
    }

    /**
     * A subgroup barrier in the second workgroup names its subgroup as the program numbers it, within its workgroup
     * ({@code gl_SubgroupID}, SPIR-V SubgroupId), not by the engine's id across the launch (instance 3 here, audit 52
     * L1): T6 and T7 are subgroup 1 of workgroup 1. The arguments give the index, then last the workgroup, for the
     * window's words.
     */
    @Test
    void aSubgroupBarrierOfTheSecondWorkgroupNamesItsSubgroupWithinItsWorkgroup() {
        DebugSession s = example("subgroup-barrier.comp");
        assertEquals(3, s.program().launch().agents().get(7).subgroup(), "the engine's id, across the launch");
        Diagnostic d = only(s.diagnostics(), Diagnostic.Kind.BARRIER_DIVERGENCE);
        assertEquals("barrier 0 (subgroup 1 of workgroup 1) released without T6, which finished at"
                + " subgroup-barrier.comp:14 without reaching it", d.message());
        assertEquals(list("0", "SUBGROUP", Scope.SUBGROUP.ordinal(), "1", "T6", 0, "0", 1, "subgroup-barrier.comp:14", "",
                "1"), d.args());
    }

    /** A kernel that falls off the end of main finishes at its closing brace: glslang gives that OpReturn its line. */
    @Test
    void anInvocationThatRunsToTheEndOfMainFinishesAtItsClosingBrace() {
        DebugSession s = run("end.comp", """
                #version 450
                layout(local_size_x = 2) in;
                layout(binding = 0) buffer Out { uint a[2]; };
                void main() {
                    uint i = gl_LocalInvocationID.x;
                    if (i == 0u) {
                        barrier();
                    }
                    a[i] = 1u;
                }
                """);
        Diagnostic d = only(s.diagnostics(), Diagnostic.Kind.BARRIER_DIVERGENCE);
        assertEquals("barrier 0 (workgroup 0) released without T1, which finished at end.comp:10 without reaching it",
                d.message());
        assertEquals(new SourceSpan("end.comp", 10, 0), d.also());
    }

    @Test
    void aBarrierMetAtAnotherDynamicInstanceOfOneInstructionNamesItOnceAndSaysHow() {
        // SPIR-V 2.2.5 Dynamic Instance: one barrier in sync(), called from two call sites on line 8
        DebugSession s = example("call.comp");
        Diagnostic d = only(s.diagnostics(), Diagnostic.Kind.BARRIER_DIVERGENCE);
        assertEquals("diagnostic.barrier.dynamicInstance", d.key());
        assertEquals(list("T1", "0", "WORKGROUP", Scope.WORKGROUP.ordinal(), "0", "T0", "call.comp:4", "call.comp:4", 1,
                ""), d.args());
        assertTrue(d.message().contains("(call.comp:4: the same barrier instruction, reached from another call site or"
                + " loop iteration)"), d.message());
    }

    @Test
    void twoBarrierInstructionsOnOneLineAreAnotherInstructionNotTheSameOne() {
        // the audit: "(barrier-ifelse.comp:7: the same barrier instruction, reached from another call site or loop
        // iteration)" for the two OpControlBarrier instructions of one line's if and else
        DebugSession s = run("ifelse.comp", """
                #version 450
                layout(local_size_x = 2) in;
                layout(binding = 0) buffer Out { uint r[]; };
                void main() {
                    uint i = gl_LocalInvocationID.x;
                    if (i == 0) { r[0] = 1; barrier(); } else { r[1] = 1; barrier(); }
                }
                """);
        Diagnostic d = only(s.diagnostics(), Diagnostic.Kind.BARRIER_DIVERGENCE);
        assertEquals(list("T1", "0", "WORKGROUP", Scope.WORKGROUP.ordinal(), "0", "T0", "ifelse.comp:6", "ifelse.comp:6",
                2, ""), d.args());
        assertTrue(d.message().contains("(ifelse.comp:6: another barrier instruction on the same line)"), d.message());
    }

    @Test
    void barriersOfTwoFunctionsOnOneLineAreTwoInstructionsThoughAtOnePositionInTheirFunctions() {
        // one block, one index in each function: only the function tells the two instructions apart
        DebugSession s = run("twofn.comp", """
                #version 450
                layout(local_size_x = 2) in;
                void a() { barrier(); } void b() { barrier(); }
                void main() {
                    if (gl_LocalInvocationID.x == 0u) { a(); } else { b(); }
                }
                """);
        Diagnostic d = only(s.diagnostics(), Diagnostic.Kind.BARRIER_DIVERGENCE);
        assertEquals(2, d.args().get(8), d.message());
        assertTrue(d.message().contains("(twofn.comp:3: another barrier instruction on the same line)"), d.message());
    }

    /**
     * A fault whose reason is data ({@code ThreadState.faultReason()}) carries it, so that the window words it in its
     * language (it kept its English sentence only until session 37); the English message is unchanged.
     */
    @Test
    void aFaultWhoseReasonIsDataCarriesItsKeyBesideItsEnglishMessage() {
        DebugSession s = example("fault.comp");
        Diagnostic d = only(s.diagnostics(), Diagnostic.Kind.FAULT);
        assertEquals("T0: fault.comp:6: out-of-bounds access kept[3] (it has 1 location)", d.message());
        assertEquals("diagnostic.fault", d.key(), d.toString());
        assertEquals(List.of("T0", "fault.comp:6: ", "fault.outOfBounds", "", "kept", 3L, 1L), d.args());
    }

    @Test
    void theArgumentsAreImmutableStringsAndIntegers() {
        Diagnostic d = new Diagnostic(Diagnostic.Kind.SPIN, "m", List.of(0), SourceSpan.UNKNOWN, 1, "k",
                list("a", 1, 2L));
        assertThrows(UnsupportedOperationException.class, () -> d.args().add("b"));
        assertThrows(IllegalArgumentException.class, () -> new Diagnostic(Diagnostic.Kind.SPIN, "m", List.of(0),
                SourceSpan.UNKNOWN, 1, "k", list(new StringBuilder("mutable"))));
        assertThrows(IllegalArgumentException.class, () -> new Diagnostic(Diagnostic.Kind.SPIN, "m", List.of(0),
                SourceSpan.UNKNOWN, 1, null, list("a")));
        Diagnostic old = new Diagnostic(Diagnostic.Kind.SPIN, "m", List.of(0), SourceSpan.UNKNOWN, 1);
        assertNull(old.key());
        assertEquals(List.of(), old.args());
    }
}
