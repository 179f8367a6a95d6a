package dev.syncscope.core.api;

import dev.syncscope.core.check.AxiomaticChecker;
import dev.syncscope.core.check.LinkSentence;
import dev.syncscope.core.exec.Race;
import dev.syncscope.core.load.ProgramLoader;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Message passing whose flag does not synchronize for want of the right release or acquire barrier around it (VK MM:
 * Synchronizes-With, fence forms: the release barrier A "program-ordered before" the flag's atomic store X with "X's
 * storage class in A's semantics"; the acquire barrier B after the flag's atomic load Y with "Y's storage class in B's
 * semantics"; and, through a control barrier, "A and B in the instance of each other's memory scopes"). The
 * memory-model audit (t03, t36, t37, t38, t42) found the stepper and the checker saying only that nothing synchronized
 * the two, and advising the release and acquire that were already there; now both name the barrier and what it lacks,
 * and the program fixed that way is race-free.
 */
class FlagFenceLinkTest {

    private static final String HEAD = "NEWWG\nNEWSG\nNEWTHREAD\nst.av.scopedev.sc0 x = 1\n";
    private static final String READER = "NEWWG\nNEWSG\nNEWTHREAD\n";

    private static String program(String writer, String reader) {
        return HEAD + writer.replace(';', '\n') + "\n" + READER + reader.replace(';', '\n') + "\nld.vis.scopedev.sc0 x\n";
    }

    private static List<Race> stepperRaces(String text) {
        DebugSession s = DebugSession.load(ProgramLoader.load("mp.test", text));
        s.run();
        return s.races().stream().filter(r -> String.valueOf(r.second().location()).equals("x")).toList();
    }

    private static List<LinkSentence> checkerLinks(String text) {
        // where the reader saw the flag (elsewhere nothing synchronizes at all: the plain link)
        return new AxiomaticChecker().check(ProgramLoader.load("mp.test", text)).consistentExecutions().stream()
                .filter(FlagFenceLinkTest::readsFlag).flatMap(e -> e.races().stream()).filter(r -> String.valueOf(r.first().location()).equals("x"))
                .map(r -> r.link().sentence()).distinct().toList();
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            release barrier leaves the flag's class out | membar.rel.scopedev.semsc0;st.atom.scopedev.sc1 y = 1 | ld.atom.acq.scopedev.sc1.semsc0.semsc1 y = 1 | RELEASE_FENCE_FLAG_CLASS | P0's release barrier (line 5) does not name sc1 | membar.rel.scopedev.semsc0.semsc1;st.atom.scopedev.sc1 y = 1
            release barrier after the flag's store      | st.atom.scopedev.sc0 y = 1;membar.rel.scopedev.semsc0          | ld.atom.acq.scopedev.sc0.semsc0 y = 1         | RELEASE_FENCE_AFTER_FLAG | P0's release barrier (line 6) comes after its store of the flag `y` (line 5) | membar.rel.scopedev.semsc0;st.atom.scopedev.sc0 y = 1
            acquire barrier before the flag's load      | st.atom.rel.scopedev.sc0.semsc0 y = 1                         | membar.acq.scopedev.semsc0;ld.atom.scopedev.sc0 y = 1 | ACQUIRE_FENCE_BEFORE_FLAG | P1's acquire barrier (line 9) comes before its load of the flag `y` (line 10) | st.atom.rel.scopedev.sc0.semsc0 y = 1
            """)
    void theBarrierAroundTheFlagAndWhatItLacksIsTheLinkInStepperAndChecker(String name, String writer, String reader,
                                                                           LinkSentence sentence, String detail,
                                                                           String fixedWriter) {
        String text = program(writer, reader);
        List<Race> races = stepperRaces(text);
        assertFalse(races.isEmpty(), "the stepper finds the race");
        assertTrue(races.get(0).detail().startsWith(detail), races.get(0).detail());
        assertEquals(List.of(sentence), checkerLinks(text));
        String fixed = program(fixedWriter, name.startsWith("acquire")
                ? reader.replace("membar.acq.scopedev.semsc0;ld.atom.scopedev.sc0 y = 1",
                "ld.atom.scopedev.sc0 y = 1;membar.acq.scopedev.semsc0") : reader);
        assertTrue(stepperRaces(fixed).isEmpty(), "fixed as the link says: " + fixed);
        assertFalse(new AxiomaticChecker().check(ProgramLoader.load("mp.test", fixed)).consistentExecutions().stream()
                .anyMatch(e -> readsFlag(e) && e.races().stream()
                        .anyMatch(r -> String.valueOf(r.first().location()).equals("x"))), "the checker agrees: " + fixed);
    }

    /**
     * A barrier on the wrong side of the flag that does not name the flag's class either (a GLSL barrier(),
     * WorkgroupMemory only, after a buffer flag) would not synchronize where the sentence said to move it (VK MM:
     * Synchronizes-With, fence forms: "X's storage class is in A's semantics", "Y's storage class is in B's
     * semantics"): the link is the missing release (acquire) itself, not the barrier's place (the GPU audit of session
     * 88: "Move the barrier above line 21" was advised for a barrier() after an atomicAdd of a buffer counter).
     */
    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            release barrier after the flag, another class | st.atom.scopedev.sc0 y = 1;membar.rel.scopedev.semsc1 \
                | ld.atom.acq.scopedev.sc0.semsc0 y = 1 | FLAG_NO_RELEASE | comes after its store
            acquire barrier before the flag, another class | st.atom.rel.scopedev.sc0.semsc0 y = 1 \
                | membar.acq.scopedev.semsc1;ld.atom.scopedev.sc0 y = 1 | FLAG_NO_ACQUIRE | comes before its load
            release barrier after the flag, not the data's class | st.atom.scopedev.sc1 y = 1 \
                ;membar.rel.scopedev.semsc1 | ld.atom.acq.scopedev.sc1.semsc0.semsc1 y = 1 | FLAG_NO_RELEASE \
                | comes after its store
            acquire barrier before the flag, not the data's class | st.atom.rel.scopedev.sc1.semsc0.semsc1 y = 1 \
                | membar.acq.scopedev.semsc1;ld.atom.scopedev.sc1 y = 1 | FLAG_NO_ACQUIRE | comes before its load
            """)
    void aBarrierOnTheWrongSideThatLeavesTheFlagsClassOutIsNotTheLink(String name, String writer, String reader,
                                                                       LinkSentence sentence, String notSaid) {
        String text = program(writer, reader);
        assertEquals(List.of(sentence), checkerLinks(text));
        List<Race> races = stepperRaces(text);
        assertFalse(races.isEmpty(), "the stepper finds the race");
        assertFalse(races.get(0).detail().contains(notSaid), races.get(0).detail());
    }

    /** Whether the execution is one where the reader saw the flag (the test's question; elsewhere the race stays). */
    private static boolean readsFlag(dev.syncscope.core.check.Execution e) {
        return e.outcomes().stream().anyMatch(o -> Long.valueOf(1).equals(o.values().get("P1:r0")));
    }

    @ParameterizedTest(name = "acquire barrier leaves the flag's class out")
    @CsvSource(delimiter = '|', textBlock = """
            st.atom.rel.scopedev.sc1.semsc0.semsc1 y = 1 | ld.atom.scopedev.sc1 y = 1;membar.acq.scopedev.semsc0
            """)
    void anAcquireBarrierLeavingTheFlagsClassOutIsTheCheckersLink(String writer, String reader) {
        assertEquals(List.of(LinkSentence.ACQUIRE_FENCE_FLAG_CLASS), checkerLinks(program(writer, reader)));
        assertTrue(stepperRaces(program(writer, reader)).get(0).detail().contains("acquire barrier (line 10) does not "
                + "name sc1"), stepperRaces(program(writer, reader)).get(0).detail());
    }

    /**
     * The stepper marks both flag-class links with their case, so that the views word them as the checker does (the
     * barrier and the flag's class, not the data's); an acquire barrier that leaves out both the flag's class and the
     * data's is blamed for the flag's, as the checker blames it: without it the barrier synchronizes with nothing (VK
     * MM: Synchronizes-With, fence forms: "Y's storage class is in B's semantics").
     */
    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            release barrier leaves the flag's class out | membar.rel.scopedev.semsc0;st.atom.scopedev.sc1 y = 1 | ld.atom.acq.scopedev.sc1.semsc0.semsc1 y = 1 | RELEASE_FENCE_FLAG_CLASS | P0's release barrier (line 5) does not name sc1 (WorkgroupMemory), the storage class of the flag `y` it precedes (line 6)
            acquire barrier leaves the flag's class out | st.atom.rel.scopedev.sc1.semsc0.semsc1 y = 1 | ld.atom.scopedev.sc1 y = 1;membar.acq.scopedev.semsc0 | ACQUIRE_FENCE_FLAG_CLASS | P1's acquire barrier (line 10) does not name sc1 (WorkgroupMemory), the storage class of the flag `y` it follows (line 9)
            """)
    void theFlagClassLinksCarryTheirCase(String name, String writer, String reader, String kase, String detail) {
        String text = program(writer, reader);
        assertEquals(List.of(LinkSentence.valueOf(kase)), checkerLinks(text));
        Race race = stepperRaces(text).get(0);
        assertEquals(dev.syncscope.core.explain.UnseenWrite.Case.valueOf(kase), race.kase(), race.detail());
        assertTrue(race.detail().startsWith(detail), race.detail());
    }

    /**
     * A release barrier naming neither the flag's class nor the data's, both sc0, before a relaxed flag store, read by an
     * acquire barrier naming sc0: the fence forms need "X's storage class is in A's semantics", so nothing synchronizes
     * (VK MM: Synchronizes-With). The stepper said "P1 read what it released, but the synchronization does not order
     * sc0", as if they synchronized (the session-86 audit); it now says what the checker's RELEASE_FENCE_FLAG_CLASS says.
     */
    @org.junit.jupiter.api.Test
    void aReleaseBarrierLeavingOutTheFlagsClassThatIsTheDatasTooSynchronizesNothing() {
        // one workgroup, two subgroups: the workgroup-scope atomics and barriers include both
        String text = HEAD + "membar.rel.scopewg.semsc1\nst.atom.scopewg.sc0 y = 1\nNEWSG\nNEWTHREAD\n"
                + "ld.atom.scopewg.sc0 y = 1\nmembar.acq.scopewg.semsc0\nld.vis.scopedev.sc0 x\n";
        assertEquals(List.of(LinkSentence.RELEASE_FENCE_FLAG_CLASS), checkerLinks(text));
        Race race = stepperRaces(text).get(0);
        assertTrue(race.detail().startsWith("P0's release barrier (line 5) does not name sc0 (UniformMemory), the storage "
                + "class of the flag `y` it precedes (line 6), in its semantics, so P1's read of the flag does not "
                + "synchronize with it"), race.detail());
        assertFalse(race.detail().contains("read what it released"), race.detail());
    }

    /** An acquire barrier naming only image memory, after the load of a buffer flag guarding shared data. */
    @org.junit.jupiter.api.Test
    void anAcquireBarrierLeavingBothClassesOutIsBlamedForTheFlags() {
        String kernel = """
                #version 450
                #pragma use_vulkan_memory_model
                #extension GL_KHR_memory_scope_semantics : require
                layout(local_size_x = 2) in;
                shared uint data;
                layout(binding = 0) buffer Flag { uint flag; };
                layout(binding = 1) buffer Out { uint result; };
                void main() {
                    if (gl_LocalInvocationID.x == 0u) {
                        data = 1u;
                        memoryBarrier(gl_ScopeWorkgroup, gl_StorageSemanticsShared | gl_StorageSemanticsBuffer,
                                      gl_SemanticsRelease | gl_SemanticsMakeAvailable);
                        atomicStore(flag, 1u, gl_ScopeWorkgroup, 0, 0);
                    } else {
                        while (atomicLoad(flag, gl_ScopeWorkgroup, 0, 0) == 0u) { }
                        memoryBarrier(gl_ScopeWorkgroup, gl_StorageSemanticsImage,
                                      gl_SemanticsAcquire | gl_SemanticsMakeVisible);
                        result = data;
                    }
                }
                """;
        DebugSession s = DebugSession.load(ProgramLoader.load("both.comp", kernel));
        s.run();
        Race race = s.races().stream().filter(r -> String.valueOf(r.second().location()).equals("data")).findFirst()
                .orElseThrow(() -> new AssertionError(s.races().toString()));
        assertEquals(dev.syncscope.core.explain.UnseenWrite.Case.ACQUIRE_FENCE_FLAG_CLASS, race.kase(), race.detail());
        assertTrue(race.detail().startsWith("T1's acquire barrier (line 17) does not name sc0 (UniformMemory), the "
                + "storage class of the flag `flag` it follows (line 15)"), race.detail());
        List<LinkSentence> checked = new AxiomaticChecker().check(ProgramLoader.load("both.comp", kernel))
                .consistentExecutions().stream().flatMap(e -> e.races().stream())
                .filter(r -> String.valueOf(r.first().location()).equals("data")).map(r -> r.link().sentence())
                .distinct().toList();
        assertEquals(List.of(LinkSentence.ACQUIRE_FENCE_FLAG_CLASS), checked);
    }

    /**
     * The flag named is the one whose read saw the releaser's write, not a later relaxed atomic read of another location
     * of the same class (the session's review: the barrier was said to follow the flag {@code other}).
     */
    @org.junit.jupiter.api.Test
    void theFlagNamedIsTheOneWhoseReadSawTheRelease() {
        String kernel = """
                #version 450
                #pragma use_vulkan_memory_model
                #extension GL_KHR_memory_scope_semantics : require
                layout(local_size_x = 2) in;
                shared uint data;
                layout(binding = 0) buffer Flag { uint flag; uint other; };
                layout(binding = 1) buffer Out { uint result; };
                void main() {
                    if (gl_LocalInvocationID.x == 0u) {
                        data = 1u;
                        memoryBarrier(gl_ScopeWorkgroup, gl_StorageSemanticsShared | gl_StorageSemanticsBuffer,
                                      gl_SemanticsRelease | gl_SemanticsMakeAvailable);
                        atomicStore(flag, 1u, gl_ScopeWorkgroup, 0, 0);
                    } else {
                        while (atomicLoad(flag, gl_ScopeWorkgroup, 0, 0) == 0u) { }
                        uint o = atomicLoad(other, gl_ScopeWorkgroup, 0, 0);
                        memoryBarrier(gl_ScopeWorkgroup, gl_StorageSemanticsImage,
                                      gl_SemanticsAcquire | gl_SemanticsMakeVisible);
                        result = data + o;
                    }
                }
                """;
        DebugSession s = DebugSession.load(ProgramLoader.load("other.comp", kernel));
        s.run();
        Race race = s.races().stream().filter(r -> String.valueOf(r.second().location()).equals("data")).findFirst()
                .orElseThrow(() -> new AssertionError(s.races().toString()));
        assertEquals(dev.syncscope.core.explain.UnseenWrite.Case.ACQUIRE_FENCE_FLAG_CLASS, race.kase(), race.detail());
        assertTrue(race.detail().startsWith("T1's acquire barrier (line 18) does not name sc0 (UniformMemory), the "
                + "storage class of the flag `flag` it follows (line 15)"), race.detail());
    }

    /**
     * Fence–control-barrier–fence with subgroup-scope barriers in two subgroups (the audit's t42): the release barrier
     * names the class but its scope's instance leaves the reader out. The checker said the control barrier orders
     * execution only and advised barriers that were there; the stepper said the reader "read what it released", with no
     * read at all. Now the checker names the release barrier's scope, and the stepper says the reader met the release at
     * the control barrier.
     */
    @org.junit.jupiter.api.Test
    void aReleaseBarrierTooNarrowForTheControlBarriersOtherSideIsNamedByItsScope() {
        String text = "NEWWG\nNEWSG\nNEWTHREAD\nst.av.scopewg.sc0 x = 1\nmembar.rel.scopesg.semsc0\ncbar.scopewg 0\n"
                + "NEWSG\nNEWTHREAD\ncbar.scopewg 0\nmembar.acq.scopesg.semsc0\nld.vis.scopewg.sc0 x\n";
        List<LinkSentence> links = new AxiomaticChecker().check(ProgramLoader.load("t42.test", text))
                .consistentExecutions().stream().flatMap(e -> e.races().stream())
                .map(r -> r.link().sentence()).distinct().toList();
        assertEquals(List.of(LinkSentence.BARRIER_RELEASE_SCOPE), links);
        String detail = stepperRaces(text).get(0).detail();
        assertTrue(detail.contains("has sg scope, whose instance does not include P1: P1 met it at a control barrier both"
                + " passed"), detail);
    }
    /**
     * The workgroup-scope flag of two workgroups (the sample mp-workgroup-scope-across-workgroups.comp): the reader's
     * atomic load came before the writer's atomic store, and the race on the flag itself was "the read does not
     * happen-before the write"; atomics race only when they are not mutually ordered (VK MM: Atomic Operation), here
     * because their scopes leave each other out, as the checker says and as the write-before-read order already did.
     */
    @org.junit.jupiter.api.Test
    void aReadOfAFlagOutsideTheWritersScopeRacesForTheScopeWhicheverComesFirst() {
        DebugSession s = DebugSession.open(java.nio.file.Path.of(
                "../sample-kernels/kernels/mp-workgroup-scope-across-workgroups.comp"));
        s.run();
        List<Race> flag = s.races().stream().filter(r -> String.valueOf(r.second().location()).equals("flag"))
                .toList();
        assertFalse(flag.isEmpty(), s.races().toString());
        for (Race r : flag) {
            assertEquals(dev.syncscope.core.explain.MissingLink.SCOPE_EXCLUDES_AGENT, r.link(), r.detail());
        }
    }
    /**
     * An HLSL UAV guarded by GroupMemoryBarrierWithGroupSync (groupshared memory only): the link named the barrier's
     * missing class and then advised GLSL's controlBarrier (the GPU audit); the advice is in the kernel's language.
     */
    @org.junit.jupiter.api.Test
    void aBarrierLeavingTheUavOutIsAdvisedInHlslForAnHlslKernel() {
        DebugSession s = DebugSession.load(ProgramLoader.load("uav.hlsl", """
                // @length scratch = 2
                // @length output = 2
                globallycoherent RWStructuredBuffer<uint> scratch : register(u0);
                RWStructuredBuffer<uint> output : register(u1);

                [numthreads(2, 1, 1)]
                void main(uint t : SV_GroupIndex) {
                    scratch[t] = t + 10;
                    GroupMemoryBarrierWithGroupSync();
                    output[t] = scratch[t ^ 1];
                }
                """));
        s.run();
        List<Race> races = s.races().stream().filter(r -> String.valueOf(r.second().location()).startsWith("scratch"))
                .toList();
        assertFalse(races.isEmpty(), s.races().toString());
        String detail = races.get(0).detail();
        assertTrue(detail.contains("in HLSL, AllMemoryBarrierWithGroupSync()") && !detail.contains("GLSL"), detail);
    }

    @org.junit.jupiter.api.Test
    void anAcquireBarrierLeavingTheClassOutWithNoReleaseAtAllNamesBothSidesNotARelease_VkMmSynchronizesWith() {
        // the flag and x share sc0: the acquire barrier after the flag's load names sc1 alone, and P0's store of the
        // flag is no release, with no release barrier before it (review47b's G6 as a litmus test)
        String text = program("st.atom.scopedev.sc0 y = 1", "ld.atom.scopedev.sc0 y = 1;membar.acq.scopedev.semsc1");
        List<Race> races = stepperRaces(text);
        assertFalse(races.isEmpty(), "the stepper finds the race");
        String detail = races.get(0).detail();
        assertTrue(detail.startsWith("P1's acquire barrier (line 10) does not name sc0 (UniformMemory) in its semantics,"
                + " so it does not synchronize with any release of P0 through y; and P0's store of y (line 5) is not a"
                + " release either"), detail);
        assertFalse(detail.contains("P0's release"), "P0 has no release: " + detail);
    }

    /**
     * The acquire side of the same (session 84): the release barrier includes the reader, the reader's acquire barrier
     * after the control barrier names the class but its subgroup scope's instance leaves the writer out. Both engines
     * named a missing acquire ("none names sc0 on or after the barrier"), though the acquire was there.
     */
    @org.junit.jupiter.api.Test
    void anAcquireBarrierTooNarrowForTheControlBarriersOtherSideIsNamedByItsScope() {
        String text = "NEWWG\nNEWSG\nNEWTHREAD\nst.nonpriv.sc0 x = 1\nmembar.rel.semav.scopewg.semsc0\ncbar.scopewg 0\n"
                + "NEWSG\nNEWTHREAD\ncbar.scopewg 0\nmembar.acq.semvis.scopesg.semsc0\nld.nonpriv.sc0 x\n";
        List<LinkSentence> links = new AxiomaticChecker().check(ProgramLoader.load("acq.test", text))
                .consistentExecutions().stream().flatMap(e -> e.races().stream())
                .map(r -> r.link().sentence()).distinct().toList();
        assertEquals(List.of(LinkSentence.BARRIER_ACQUIRE_SCOPE), links);
        String detail = stepperRaces(text).get(0).detail();
        assertTrue(detail.contains("has sg scope, whose instance does not include P0"), detail);
    }
}
