package dev.syncscope.core.api;

import dev.syncscope.core.check.AxiomaticChecker;
import dev.syncscope.core.check.LinkSentence;
import dev.syncscope.core.exec.Event;
import dev.syncscope.core.exec.Race;
import dev.syncscope.core.exec.StepRecord;
import dev.syncscope.core.explain.MissingLink;
import dev.syncscope.core.explain.ReadExplanation;
import dev.syncscope.core.explain.UnseenWrite;
import dev.syncscope.core.load.ProgramLoader;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A race's first missing link is the first one whose absence leaves the pair unordered: every bullet of Location-Ordered
 * between two agents needs the first access to happen-before the second (VK MM: Location-Ordered; Data Race), so when
 * neither does, the link says why there is no happens-before, before private access, references, availability or
 * visibility. The stepper's race, the read's explanation and the checker name the same link; following the link's fix
 * removes the race, following the fix of the link named before (the acceptance audit's) does not. Programs:
 * {@code src/test/resources/kernels/first-link}.
 */
class FirstMissingLinkTest {

    private static final Path DIR = Path.of("src/test/resources/kernels/first-link");

    /** The stepper's races on {@code location} after a run of {@code file}. */
    private static List<Race> stepperRaces(DebugSession s, String location) {
        s.run();
        assertTrue(s.finished());
        List<Race> out = s.races().stream().filter(r -> String.valueOf(r.second().location()).equals(location)).toList();
        assertFalse(out.isEmpty(), "a race on " + location + ": " + s.races());
        return out;
    }

    /** The explanation of the first load of {@code location} by invocation {@code reader}, which must be stale. */
    private static UnseenWrite staleRead(DebugSession s, String reader, String location) {
        List<StepRecord> trace = s.trace();
        for (int i = 0; i < trace.size(); i++) {
            Event ev = trace.get(i).event();
            if (ev.kind() == Event.Kind.LOAD && String.valueOf(ev.location()).equals(location)
                    && s.snapshot().agents().get(ev.agent()).name().equals(reader)) {
                ReadExplanation ex = s.explainRead(i);
                assertTrue(ex.stale(), ex.summary());
                return ex.unseen().get(0);
            }
        }
        throw new AssertionError("no load of " + location + " by " + reader);
    }

    /** The checker's missing links of the races on {@code location}, over every consistent execution. */
    private static List<LinkSentence> checkerLinks(String file, String location) {
        List<LinkSentence> out = new AxiomaticChecker().check(ProgramLoader.load(DIR.resolve(file)))
                .consistentExecutions().stream().flatMap(e -> e.races().stream())
                .filter(r -> String.valueOf(r.first().location()).equals(location))
                .map(r -> r.link().sentence()).distinct().toList();
        assertFalse(out.isEmpty(), "the checker finds a race on " + location);
        return out;
    }

    private static DebugSession open(String file) {
        return DebugSession.open(DIR.resolve(file));
    }

    /**
     * (a) {@code b[i] = i + 10; barrier(); r[i] = b[1 - i];} on a buffer: barrier() has AcquireRelease semantics naming
     * WorkgroupMemory only, so it synchronizes the invocations but orders no StorageBuffer access (VK MM:
     * Inter-Thread-Happens-Before, "all of SC in their semantics", "on memory in a storage class in SC"). The link
     * is the barrier's missing class, plain or coherent buffer alike; it was "private access" for the plain buffer,
     * whose fix (coherent) still races.
     */
    @Test
    void aBarrierWhoseSemanticsLeaveTheBuffersClassOutIsTheFirstLinkPlainOrCoherent() {
        for (String file : List.of("barrier-buffer-no-fence.comp", "barrier-coherent-buffer-no-fence.comp")) {
            DebugSession s = open(file);
            for (Race r : stepperRaces(s, "b[1]")) {
                assertEquals(MissingLink.STORAGE_CLASS_MISSING, r.link(), file + ": " + r.detail());
                assertEquals(UnseenWrite.Case.BARRIER_SEMANTICS, r.kase(), r.detail());
                assertTrue(r.detail().contains("control barrier at line") && r.detail().contains("not sc0 (UniformMemory)"),
                        r.detail());
            }
            UnseenWrite u = staleRead(s, "T0", "b[1]");
            assertEquals(MissingLink.STORAGE_CLASS_MISSING, u.link(), u.detail());
            assertEquals(UnseenWrite.Case.BARRIER_SEMANTICS, u.kase(), u.detail());
            assertEquals(List.of(LinkSentence.BARRIER_SEMANTICS), checkerLinks(file, "b[1]"), file);
        }
        DebugSession fixed = open("barrier-buffer-semantics.comp");
        fixed.run();
        assertTrue(fixed.races().isEmpty(), "the barrier naming the buffer's class orders it: " + fixed.races());
        assertFalse(new AxiomaticChecker().check(ProgramLoader.load(DIR.resolve("barrier-buffer-semantics.comp")))
                .hasRace());
    }

    /** The checker's sentence names the barrier's source position and the class it leaves out. */
    @Test
    void theCheckersBarrierSentenceNamesTheLineAndTheClass() {
        String english = new AxiomaticChecker().check(ProgramLoader.load(DIR.resolve("barrier-buffer-no-fence.comp")))
                .consistentExecutions().stream().flatMap(e -> e.races().stream()).findFirst().orElseThrow().missingLink();
        assertTrue(english.contains("control barrier both pass (at barrier-buffer-no-fence.comp:10) does not name sc0 "
                + "(UniformMemory)"), english);
    }

    /**
     * (b) Two invocations write x with nothing between them: no happens-before, whether the accesses are private or
     * not (VK MM: Location-Ordered: a private access is location-ordered only through system-synchronizes-with, but
     * every path needs happens-before first). It was "private access", whose fix (coherent) still races.
     */
    @Test
    void twoUnsynchronizedWritesHaveNoHappensBeforePrivateOrNot() {
        for (String file : List.of("race-simple.comp", "race-simple-coherent.comp", "race-simple-read.comp")) {
            for (Race r : stepperRaces(open(file), "x")) {
                assertEquals(MissingLink.NO_HAPPENS_BEFORE, r.link(), file + ": " + r.detail());
                assertEquals(UnseenWrite.Case.PLAIN, r.kase());
            }
            assertEquals(List.of(LinkSentence.NO_HAPPENS_BEFORE), checkerLinks(file, "x"), file);
        }
        DebugSession s = open("race-simple-read.comp");
        stepperRaces(s, "x");
        UnseenWrite u = staleRead(s, "T0", "x");
        assertEquals(MissingLink.NO_HAPPENS_BEFORE, u.link(), u.detail());
        assertTrue(u.detail().contains("nothing synchronizes T1 with T0"), u.detail());
    }

    /**
     * (c) Release and acquire at Workgroup scope in two workgroups: not in each other's scope instance, so they do not
     * synchronize (VK MM: Synchronizes-With, "A and B are mutually-ordered"; Atomic Operation). The link is the scope,
     * as in the checker; it was "available only in a domain P1 does not access", whose fix (Device av/vis) still races.
     */
    @Test
    void releaseAndAcquireOutsideEachOthersScopeInstanceIsTheFirstLinkWithOrWithoutDeviceAvailability() {
        for (String file : List.of("mp-relacq-wg-across.test", "mp-relacq-wg-across-fixadvice.test")) {
            DebugSession s = open(file);
            for (Race r : stepperRaces(s, "x")) {
                assertEquals(MissingLink.SCOPE_EXCLUDES_AGENT, r.link(), file + ": " + r.detail());
                assertTrue(r.detail().contains("not in each other's scope instance (wg and wg scope)"), r.detail());
            }
            UnseenWrite u = staleOrRacyRead(s);
            assertEquals(MissingLink.SCOPE_EXCLUDES_AGENT, u.link(), u.detail());
            List<LinkSentence> checker = checkerLinks(file, "x");
            assertTrue(checker.contains(LinkSentence.SYNC_SCOPE), file + ": " + checker);
            assertTrue(checker.stream().allMatch(l -> l == LinkSentence.SYNC_SCOPE || l == LinkSentence.NO_HAPPENS_BEFORE),
                    "where P1 reads y = 0 it synchronizes with nothing: " + checker);
        }
        DebugSession fixed = open("mp-relacq-dev-across.test");
        fixed.run();
        assertTrue(fixed.races().isEmpty(), "Device scope on both atomics orders x: " + fixed.races());
    }

    /**
     * P1's load of x after reading y = 1 from P0's release, taking the initial x = 0 (the run towards the test's values
     * reads x = 1, the newest write, and is not stale): a stale read whose explanation names the first unseen write's
     * link.
     */
    private static UnseenWrite staleOrRacyRead(DebugSession s) {
        s.reset();
        s.step(0);
        s.step(0);
        s.step(1, choice(s, 1));
        s.step(1, choice(s, 0));
        return staleRead(s, "P1", "x");
    }

    /** The write P1's next read may return whose value is {@code value}. */
    private static int choice(DebugSession s, long value) {
        return s.choices(1).stream().filter(c -> c.value() == value).findFirst().orElseThrow().writeId();
    }
}
