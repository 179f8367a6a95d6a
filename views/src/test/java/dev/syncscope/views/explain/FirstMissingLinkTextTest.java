package dev.syncscope.views.explain;

import dev.syncscope.core.api.DebugSession;
import dev.syncscope.core.exec.Event;
import dev.syncscope.core.exec.StepRecord;
import dev.syncscope.views.i18n.Messages;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * "Why this value?" on the acceptance audit's three programs ({@code core-sim/src/test/resources/kernels/first-link}):
 * the fix is that of the first link whose absence leaves the pair unordered, no happens-before and why (VK MM:
 * Location-Ordered needs happens-before in every bullet between two agents), not private access or availability, whose
 * fixes left the race in place.
 */
class FirstMissingLinkTextTest {

    private static final Messages EN = Messages.forLocale(Locale.ENGLISH);
    private static final Path DIR = Path.of("../core-sim/src/test/resources/kernels/first-link");

    /** The English explanation of the first load of {@code location} in the run of {@code s} so far. */
    private static String explainLoad(DebugSession s, String location) {
        List<StepRecord> trace = s.trace();
        for (int i = 0; i < trace.size(); i++) {
            Event ev = trace.get(i).event();
            if (ev.kind() == Event.Kind.LOAD && String.valueOf(ev.location()).equals(location)) {
                return ExplanationText.render(s.explainRead(i),
                        new ExplanationContext(s.program().launch(), s.trace(), s.races()), EN);
            }
        }
        throw new AssertionError("no load of " + location);
    }

    /** (a) barrier() names WorkgroupMemory only: give the barrier the buffer's class, not non-private accesses. */
    @Test
    void aBufferReadAfterBarrierIsFixedByTheBarriersSemanticsNotByNonPrivateAccesses() {
        DebugSession s = DebugSession.open(DIR.resolve("barrier-buffer-no-fence.comp"));
        s.run();
        String t = explainLoad(s, "b[1]");
        assertTrue(t.contains("both passed the control barrier at line 10, but a control barrier orders memory only "
                + "through its semantics"), t);
        // the fix in the kernel's language (FixText): GLSL's controlBarrier with the buffer's storage semantics, and
        // the shared memory's that barrier() ordered (replacing barrier() by a buffer-only barrier broke shared memory)
        assertTrue(t.contains("Give the control barrier at line 10 acquire-release semantics for the memory of b[1]: "
                + "controlBarrier(gl_ScopeWorkgroup, gl_ScopeWorkgroup, gl_StorageSemanticsShared | "
                + "gl_StorageSemanticsBuffer, gl_SemanticsAcquireRelease)"), t);
        assertFalse(t.contains("non-private"), t);
    }

    /** (b) Unsynchronized plain writes: synchronize the two, not non-private accesses alone. */
    @Test
    void anUnsynchronizedWriteIsFixedBySynchronizingNotByNonPrivateAccesses() {
        DebugSession s = DebugSession.open(DIR.resolve("race-simple-read.comp"));
        s.run();
        String t = explainLoad(s, "x");
        // both in one workgroup: a control barrier with the buffer's semantics between the write and the read
        assertTrue(t.contains("Put controlBarrier(gl_ScopeWorkgroup, gl_ScopeWorkgroup, gl_StorageSemanticsShared | "
                + "gl_StorageSemanticsBuffer, gl_SemanticsAcquireRelease) between line 9 and line 10"), t);
        assertTrue(t.contains("so T1's access happens-before T0's"), t);
        assertFalse(t.contains("Make both accesses of x non-private"), t);
    }

    /**
     * (c) Release and acquire at Workgroup scope across workgroups, the window's first four steps: widen the scopes,
     * not make the write available at Device scope.
     */
    @Test
    void messagePassingAcrossWorkgroupsAtWorkgroupScopeIsFixedByWideningTheScopesNotByAvailability() {
        DebugSession s = DebugSession.open(DIR.resolve("mp-relacq-wg-across.test"));
        for (int i = 0; i < 4; i++) {
            s.step();
        }
        String t = explainLoad(s, "x");
        // two workgroups of one queue family share its instance (VK MM: Availability and Visibility)
        assertTrue(t.contains("Widen the memory scope of the release and of the acquire to scopeqf, the narrowest whose"
                + " instance contains P0 and P1"), t);
        assertFalse(t.contains("available at a scope that includes"), t);
    }
    /**
     * A control barrier with no Acquire/Release semantics orders execution only (VK MM: Synchronizes-With): the
     * explanation says the barrier needs them and its fix gives it AcquireRelease semantics, not a flag.
     */
    @Test
    void aReadAfterAnExecutionOnlyBarrierIsExplainedByTheBarriersMissingAcquireRelease() {
        DebugSession s = DebugSession.open(DIR.resolve("barrier-shared-execution-only.comp"));
        s.run();
        String t = explainLoad(s, "s[1]");
        // the unseen write's paragraph names the barrier's line; a race paragraph, the missing Acquire/Release
        assertTrue(t.contains("both passed the control barrier at line 12, but a control barrier orders memory only "
                + "through its semantics: it needs release and acquire semantics (AcquireRelease)"), t);
        assertTrue(t.contains("Give the control barrier at line 12 AcquireRelease semantics with the storage class of "
                + "s[1] (barrier())"), t);
        assertFalse(t.contains("atomic flag"), t);
    }

    /** memoryBarrierShared() before the execution-only barrier only: the release is not matched; add the acquire. */
    @Test
    void aReleaseBeforeAnExecutionOnlyBarrierIsExplainedByTheMissingAcquireAfterIt() {
        DebugSession s = DebugSession.open(DIR.resolve("barrier-shared-release-before-only.comp"));
        s.run();
        String t = explainLoad(s, "s[1]");
        assertTrue(t.contains("the release before the control barrier that T1 and T0 both passed is not matched by an "
                + "acquire naming the storage class of s[1] after the barrier on the other side"), t);
        // a GLSL kernel is told the fence it can call (memoryBarrierShared()), not controlBarrier, which a legacy
        // kernel cannot compile (the audit's finding 5b)
        assertTrue(t.contains("Add memoryBarrierShared() after the control barrier at line 13"), t);
        // in Japanese too, with the same arguments
        String ja = ExplanationText.render(readOf(s, "s[1]"), new ExplanationContext(s.program().launch(), s.trace(),
                s.races()), Messages.forLocale(Locale.JAPANESE));
        assertTrue(ja.contains("13 行目の制御バリアの後"), ja);
    }

    /** memoryBarrierShared() after the execution-only barrier only: the acquire is not matched; add the release. */
    @Test
    void anAcquireAfterAnExecutionOnlyBarrierIsExplainedByTheMissingReleaseBeforeIt() {
        DebugSession s = DebugSession.open(DIR.resolve("barrier-shared-acquire-after-only.comp"));
        s.run();
        String t = explainLoad(s, "s[1]");
        assertTrue(t.contains("the acquire after the control barrier that T1 and T0 both passed is not matched by a "
                + "release naming the storage class of s[1] before the barrier on the other side"), t);
        assertTrue(t.contains("Add memoryBarrierShared() before the control barrier at line 12"), t);
    }

    /** The explanation of the first load of {@code location}. */
    private static dev.syncscope.core.explain.ReadExplanation readOf(DebugSession s, String location) {
        List<StepRecord> trace = s.trace();
        for (int i = 0; i < trace.size(); i++) {
            Event ev = trace.get(i).event();
            if (ev.kind() == Event.Kind.LOAD && String.valueOf(ev.location()).equals(location)) {
                return s.explainRead(i);
            }
        }
        throw new AssertionError("no load of " + location);
    }
}
