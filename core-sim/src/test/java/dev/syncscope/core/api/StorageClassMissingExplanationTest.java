package dev.syncscope.core.api;

import dev.syncscope.core.exec.AgentStatus;
import dev.syncscope.core.explain.MissingLink;
import dev.syncscope.core.explain.ReadExplanation;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Explanations name {@link MissingLink#STORAGE_CLASS_MISSING} when a release's or an acquire's semantics
 * leave out the payload's storage class (VK MM: Availability and Visibility Semantics: the source or
 * destination scope holds "all references in the storage classes in that instruction's storage class
 * semantics"; Synchronizes-With, Inter-Thread-Happens-Before). Each file under {@code litmus/rules} derives
 * from the appendix that the payload races once the flag is read; P0 runs first, so P1 reads the flag's 1.
 */
class StorageClassMissingExplanationTest {

    static Path rule(String name) throws Exception {
        return Path.of(StorageClassMissingExplanationTest.class.getResource("/litmus/rules/" + name).toURI());
    }

    @ParameterizedTest
    @ValueSource(strings = {"barrier-release-class-missing.test", "acquire-visibility-class-missing.test",
            "atomic-release-class-missing.test"})
    void aPayloadWhoseClassASemanticsLeavesOutIsExplainedAsStorageClassMissing(String file) throws Exception {
        DebugSession s = DebugSession.open(rule(file));
        while (s.snapshot().agents().get(0).status() != AgentStatus.DONE) {
            s.step(0);
        }
        s.run();
        assertTrue(s.finished());
        assertEquals(1L, s.outcome().values().get("P1:r0"), "P1 read the flag: " + s.outcome());
        assertEquals(1, s.races().size(), s.races().toString());
        assertEquals(MissingLink.STORAGE_CLASS_MISSING, s.races().get(0).link(), s.races().get(0).detail());
        ReadExplanation ex = s.explainRead(s.traceSize() - 1);
        assertEquals(MissingLink.STORAGE_CLASS_MISSING, ex.unseen().get(0).link(), ex.summary());
        // named in both vocabularies: the litmus token and the SPIR-V semantics bit a kernel's author writes
        assertTrue(ex.summary().contains("does not name sc0 (UniformMemory)"), ex.summary());
    }

    /**
     * A release barrier naming several storage classes leaves a release token per class set, some without the
     * payload's class; one naming it answers for the release, so a reader with no acquire at all misses the acquire
     * (VK MM: Synchronizes-With, the fence forms need an acquire program-ordered after the read), not a storage class
     * (the audit's F10: memoryBarrier() and a relaxed atomicStore, read by a relaxed atomicLoad, was told to add
     * gl_StorageSemanticsBuffer, which memoryBarrier() has).
     */
    @org.junit.jupiter.api.Test
    void aReleaseNamingEveryClassInvolvedIsNotBlamedForAMissingAcquire_VkMmSynchronizesWith() throws Exception {
        DebugSession s = DebugSession.open(rule("release-barrier-several-classes-no-acquire.test"));
        while (s.snapshot().agents().get(0).status() != AgentStatus.DONE) {
            s.step(0);
        }
        s.run();
        assertEquals(1L, s.outcome().values().get("P1:r0"), "P1 read the flag: " + s.outcome());
        assertEquals(1, s.races().size(), s.races().toString());
        assertEquals(MissingLink.NO_HAPPENS_BEFORE, s.races().get(0).link(), s.races().get(0).detail());
    }
}
