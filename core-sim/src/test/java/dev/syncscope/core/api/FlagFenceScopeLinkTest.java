package dev.syncscope.core.api;

import dev.syncscope.core.check.AxiomaticChecker;
import dev.syncscope.core.check.Execution;
import dev.syncscope.core.check.LinkSentence;
import dev.syncscope.core.exec.Race;
import dev.syncscope.core.load.ProgramLoader;
import dev.syncscope.core.suite.FileCheck;
import dev.syncscope.core.suite.RaceSites;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Message passing through a relaxed flag whose release or acquire barrier names the flag's storage class but has a
 * memory scope too narrow for the other invocation: VK MM: Synchronizes-With, fence forms ("A and B are in the instance
 * of each other's memory scopes"), with the two invocations in two workgroups, so a Workgroup-scope barrier's instance
 * leaves the other out (VK MM: Scope). The checker named the missing link "missing synchronization (release/acquire
 * pair …)", advising what the program has (audit 39 item 2, {@code docs/examples/release-barrier-scope.test}); the
 * stepper named the scope. Now both name the scope, and widening it removes the race.
 */
class FlagFenceScopeLinkTest {

    private static String program(String writer, String reader) {
        return "NEWWG\nNEWSG\nNEWTHREAD\nst.av.scopedev.sc0 x = 1\n" + writer.replace(';', '\n')
                + "\nNEWWG\nNEWSG\nNEWTHREAD\n" + reader.replace(';', '\n') + "\nld.vis.scopedev.sc0 x\n";
    }

    /** Whether the reader saw the flag (elsewhere nothing synchronizes at all: the plain link). */
    private static boolean readsFlag(Execution e) {
        return e.outcomes().stream().anyMatch(o -> Long.valueOf(1).equals(o.values().get("P1:r0")));
    }

    /** The checker's links of the races on x in the executions where the reader saw the flag. */
    private static List<String> checkerLinks(String text) {
        return new AxiomaticChecker().check(ProgramLoader.load("mp.test", text)).consistentExecutions().stream()
                .filter(FlagFenceScopeLinkTest::readsFlag).flatMap(e -> e.races().stream())
                .filter(r -> String.valueOf(r.first().location()).equals("x"))
                .map(r -> r.link().sentence() + ": " + r.missingLink()).distinct().toList();
    }

    private static List<Race> stepperRaces(String text) {
        DebugSession s = DebugSession.load(ProgramLoader.load("mp.test", text));
        s.run();
        return s.races().stream().filter(r -> String.valueOf(r.second().location()).equals("x")).toList();
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            release barrier of wg scope before the flag | membar.rel.scopewg.semsc0;st.atom.scopedev.sc0 y = 1 | ld.atom.acq.scopedev.sc0.semsc0 y = 1 | RELEASE_FENCE_SCOPE | P0's release barrier (at mp.test:5:1) before its store of the flag `y` (at mp.test:6:1) has wg scope, whose instance does not include P1 | P0's release barrier after the write has wg scope | membar.rel.scopedev.semsc0;st.atom.scopedev.sc0 y = 1 | ld.atom.acq.scopedev.sc0.semsc0 y = 1
            acquire barrier of wg scope after the flag  | st.atom.rel.scopedev.sc0.semsc0 y = 1 | ld.atom.scopedev.sc0 y = 1;membar.acq.scopewg.semsc0 | ACQUIRE_FENCE_SCOPE | P1's acquire barrier (at mp.test:10:1) after its load of the flag `y` (at mp.test:9:1) has wg scope, whose instance does not include P0 | P1's acquire barrier (line 10) has wg scope | st.atom.rel.scopedev.sc0.semsc0 y = 1 | ld.atom.scopedev.sc0 y = 1;membar.acq.scopedev.semsc0
            """)
    void aBarrierScopeLeavingTheOtherWorkgroupOutIsTheLinkPerSynchronizesWithFenceForms(
            String name, String writer, String reader, LinkSentence sentence, String words, String stepperWords,
            String fixedWriter, String fixedReader) {
        String text = program(writer, reader);
        List<String> links = checkerLinks(text);
        assertEquals(1, links.size(), links.toString());
        assertTrue(links.get(0).startsWith(sentence + ": no happens-before between P0 and P1: " + words),
                links.get(0));
        List<Race> stepper = stepperRaces(text);
        assertFalse(stepper.isEmpty(), "the stepper finds the race too");
        assertTrue(stepper.get(0).detail().contains(stepperWords), stepper.get(0).detail());
        String fixed = program(fixedWriter, fixedReader);
        assertEquals(List.of(), checkerLinks(fixed), "widened as the link says, the flag synchronizes: " + fixed);
    }

    @Test
    void inOneWorkgroupTheWorkgroupScopeBarriersSynchronizeAndNoRaceIsLeft() {
        // VK MM: Scope: both invocations are in one workgroup instance, so the fence forms' scope bullet holds
        String text = "NEWWG\nNEWSG\nNEWTHREAD\nst.av.scopewg.sc0 x = 1\nmembar.rel.scopewg.semsc0\n"
                + "st.atom.scopewg.sc0 y = 1\nNEWSG\nNEWTHREAD\nld.atom.scopewg.sc0 y = 1\nmembar.acq.scopewg.semsc0\n"
                + "ld.vis.scopewg.sc0 x\n";
        assertEquals(List.of(), checkerLinks(text));
    }

    @Test
    void checkOfTheDocsExampleNamesTheReleaseBarriersScopeInTheExecutionsTheTestAsksAbout() throws Exception {
        Path file = Path.of("../docs/examples/release-barrier-scope.test");
        FileCheck.Report r = FileCheck.check(file.toString(), Files.readString(file), null, Duration.ofSeconds(60));
        List<RaceSites> onX = r.races().stream().filter(p -> p.asked()).toList();
        assertEquals(1, onX.size(), r.races().toString());
        assertEquals(List.of("no happens-before between P0 and P1: P0's release barrier (at " + file + ":11:1) before"
                + " its store of the flag `y` (at " + file + ":12:1) has wg scope, whose instance does not include P1, so"
                + " P1's read of the flag does not synchronize with it (widen the barrier's memory scope to one that"
                + " includes both invocations, or make the flag's store a release)"), onX.get(0).missingLinks());
    }
}
