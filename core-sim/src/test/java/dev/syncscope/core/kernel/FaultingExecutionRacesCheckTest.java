package dev.syncscope.core.kernel;

import dev.syncscope.core.api.DebugSession;
import dev.syncscope.core.api.LaunchOptions;
import dev.syncscope.core.check.AxiomaticChecker;
import dev.syncscope.core.check.CheckResult;
import dev.syncscope.core.check.Execution;
import dev.syncscope.core.check.Race;
import dev.syncscope.core.exec.Diagnostic;
import dev.syncscope.core.model.Program;
import dev.syncscope.core.suite.FileCheck;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * An execution in which an invocation stops at a fault is one of the program's as far as the fault: its events before
 * the fault exist, none after it. Its data races count (VK MM: Data Race, "Data races can only occur due to
 * instructions that are actually executed": both accesses are, before the fault), its outcome is no allowed outcome
 * (it has no final state), and the checker and the stepper agree on both. The check used to drop these executions
 * after confirming their fault, and with them their races (audit 51, finding 2). Kernels:
 * {@code src/test/resources/kernels/faulting}.
 */
class FaultingExecutionRacesCheckTest {
    private static final Path DIR = Path.of("src/test/resources/kernels/faulting");

    private static Program load(String name) throws IOException {
        return KernelLoader.load(name, Files.readString(DIR.resolve(name))).program();
    }

    /** The lines of a race's two accesses, in order. */
    private static List<Integer> lines(Race r) {
        return List.of(r.first().source().line(), r.second().source().line());
    }

    /** The stepper's races of one run under the seeded random scheduler, as pairs of lines. */
    private static DebugSession run(Program p, long seed) {
        DebugSession s = DebugSession.load(p, LaunchOptions.DEFAULTS.withScheduler(
                LaunchOptions.SchedulerKind.RANDOM, seed));
        s.run();
        return s;
    }

    private static List<Diagnostic.Kind> kinds(DebugSession s) {
        return s.diagnostics().stream().map(Diagnostic::kind).toList();
    }

    @Test
    void aRaceThatOnlyAnExecutionEndingInAFaultHasIsReportedWithBothSites() throws IOException {
        // T1 reads data (line 18) only after its relaxed load saw T0's flag, and then stores out of bounds (line 19):
        // every execution with the racing read faults after it. VK MM: Data Race: T0's write (line 13) and T1's read
        // are executed, nothing location-orders them
        Program p = load("race-only-in-faulting.comp");
        CheckResult r = new AxiomaticChecker().check(p);
        assertTrue(r.complete(), r::limitMessage);
        assertTrue(r.hasRace(), "the race of the faulting executions");
        List<Execution> racy = r.consistentExecutions().stream().filter(e -> !e.races().isEmpty()).toList();
        assertFalse(racy.isEmpty());
        assertTrue(racy.stream().allMatch(Execution::faulted), "only executions that end in a fault race");
        assertTrue(racy.stream().flatMap(e -> e.races().stream()).allMatch(x -> lines(x).equals(List.of(13, 18))),
                racy.get(0).races().toString());
        // the fault stays the finding, and the faulting executions give no outcome: T1 stopped, with no final state
        assertEquals(List.of(
                "fault: T1 stops at race-only-in-faulting.comp:19: out-of-bounds access r[3] (it has 1 location)",
                "fault: T1 stops at race-only-in-faulting.comp:19: out-of-bounds access r[45] (it has 1 location)"),
                r.faults());
        assertEquals("[{T1:seen=0, data=42, flag=1, r=0}]", r.allowedOutcomes().toString());
        assertTrue(r.definedExecutions().stream().noneMatch(Execution::faulted));
        assertTrue(r.diagnostics().stream().noneMatch(d -> d.contains("FAULT")), r.diagnostics()::toString);
    }

    @Test
    void theStepperRacesOnTheSameTwoLinesBeforeTheSameFault() throws IOException {
        // seed 16 lets T1 see the flag (audit 51): the run reports the race the checker reports, then the fault
        Program p = load("race-only-in-faulting.comp");
        DebugSession s = run(p, 16);
        assertEquals(1, s.races().size(), s.races()::toString);
        dev.syncscope.core.exec.Race race = s.races().get(0);
        assertEquals(List.of(13, 18), List.of(race.first().source().line(), race.second().source().line()));
        assertEquals("data", race.first().location().toString());
        assertTrue(kinds(s).indexOf(Diagnostic.Kind.DATA_RACE) < kinds(s).indexOf(Diagnostic.Kind.FAULT),
                kinds(s)::toString);
        Diagnostic fault = s.diagnostics().stream().filter(d -> d.kind() == Diagnostic.Kind.FAULT).findFirst()
                .orElseThrow();
        assertEquals(19, fault.source().line());
    }

    @Test
    void anExpectedRaceOfAFaultingExecutionHoldsWhileTheFaultStillFailsTheFile() throws IOException {
        // @expect race data (line 3): the expectation holds; the fault makes the verdict FAILED whatever it says
        FileCheck.Report r = FileCheck.check("race-only-in-faulting.comp",
                Files.readString(DIR.resolve("race-only-in-faulting.comp")), null, Duration.ofSeconds(60));
        assertTrue(r.complete(), r.limitMessage());
        assertEquals(1, r.races().size(), r.races()::toString);
        assertEquals(13, r.races().get(0).first().where().line());
        assertEquals(18, r.races().get(0).second().where().line());
        assertEquals(2, r.faults().size(), r.faults()::toString);
        assertTrue(r.failed());
        assertFalse(r.ok());
    }

    @Test
    void anAliasedWriteAndReadOfOneInvocationRaceBeforeItsFaultInEveryExecution() throws IOException {
        // one invocation writes b[0] and reads a[1], the same memory through another binding, then stores past r's
        // one word (line 15) in every execution. VK MM: Location-Ordered: one agent orders two accesses by
        // happens-before only through the same reference (R_X == R_Y); the other bullets need availability and
        // visibility through one reference, or device-domain operations a shader cannot perform: a Data Race
        Program p = load("aliased-race-before-fault.comp");
        CheckResult r = new AxiomaticChecker().check(p);
        assertTrue(r.complete(), r::limitMessage);
        assertFalse(r.consistentExecutions().isEmpty(), "every execution faults, and each is an execution");
        assertTrue(r.consistentExecutions().stream().allMatch(Execution::faulted));
        assertTrue(r.allowedOutcomes().isEmpty(), "no execution has a final state");
        assertTrue(r.hasRace());
        assertTrue(r.consistentExecutions().stream().flatMap(e -> e.races().stream())
                .allMatch(x -> lines(x).equals(List.of(12, 13))));
        assertEquals(List.of("fault: T0 stops at aliased-race-before-fault.comp:15: out-of-bounds access r[1] (it has"
                + " 1 location)"), r.faults());
        // the stepper's one execution: the same race, then the fault
        DebugSession s = DebugSession.load(p);
        s.run();
        assertEquals(1, s.races().size(), s.races()::toString);
        assertEquals(List.of(12, 13), List.of(s.races().get(0).first().source().line(),
                s.races().get(0).second().source().line()));
        assertTrue(kinds(s).contains(Diagnostic.Kind.FAULT));
    }

    @Test
    void anAccessAfterTheFaultDoesNotExistAndRacesWithNothing() throws IOException {
        // T1 stores out of bounds (line 17) before it would read data (line 18): in the executions where it sees the
        // flag it stops first, so the read is never executed (VK MM: Data Race, "instructions that are actually
        // executed"); where it does not, it skips both. No race, in the checker or in the stepper's faulting run
        Program p = load("race-after-fault.comp");
        CheckResult r = new AxiomaticChecker().check(p);
        assertTrue(r.complete(), r::limitMessage);
        assertTrue(r.consistentExecutions().stream().anyMatch(Execution::faulted));
        assertFalse(r.hasRace());
        assertEquals(1, r.faults().size(), r.faults()::toString);
        DebugSession s = run(p, 16);
        assertTrue(kinds(s).contains(Diagnostic.Kind.FAULT), kinds(s)::toString);
        assertTrue(s.races().isEmpty(), s.races()::toString);
    }

    @Test
    void aHerdFilterKeepsOutcomesSoItLeavesOutAFaultingExecutionWhoseRaceStillCounts() throws IOException {
        // P1 reads x unsynchronized when its acquire reads y = 0 (VK MM: Data Race), then divides by r0 = 0 and
        // faults: the race is in the faulting executions only. Without a filter the test asks about every execution;
        // a filter keeps executions by their outcome (HerdTest: "executions whose outcome fails it are not
        // considered"), and a faulting one has none, so the race lies outside what the filtered test asks about
        for (String name : List.of("racy-fault.litmus", "racy-fault-filter.litmus")) {
            Program p = dev.syncscope.core.load.ProgramLoader.load(name, Files.readString(DIR.resolve(name)));
            CheckResult r = new AxiomaticChecker().check(p);
            assertTrue(r.complete(), r::limitMessage);
            assertTrue(r.hasRace(), name);
            assertTrue(r.consistentExecutions().stream().filter(e -> !e.races().isEmpty()).allMatch(Execution::faulted));
            assertEquals(1, r.faults().size(), r.faults()::toString);
            assertEquals(name.equals("racy-fault.litmus"), dev.syncscope.core.check.AskedExecutions.racy(r,
                    dev.syncscope.core.check.AskedExecutions.of(p)), name);
        }
    }
}
