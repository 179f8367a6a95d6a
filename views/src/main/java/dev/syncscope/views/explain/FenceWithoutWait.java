package dev.syncscope.views.explain;

import dev.syncscope.core.exec.Event;
import dev.syncscope.core.exec.StepRecord;
import dev.syncscope.core.model.Access;
import dev.syncscope.core.model.Action;
import dev.syncscope.core.model.Launch;
import dev.syncscope.core.model.SourceSpan;
import dev.syncscope.views.i18n.Messages;

import java.util.List;

/**
 * Memory barriers two racing invocations passed around their accesses with nothing else between them: a release
 * barrier after the first access, an acquire barrier before the second, no control barrier between either access and
 * its barrier, and no atomic the first writes after its barrier together with one the second reads before its own
 * (a flag, the flag links'). A memory barrier synchronizes only
 * through an atomic between the two or as a half of a control barrier (VK MM: Synchronizes-With), and it makes no
 * invocation wait: a loop with {@code memoryBarrierShared()} (HLSL {@code GroupMemoryBarrier()}) where it needs
 * {@code barrier()}. The fix stands, after a note on why the barrier in the kernel did not do, as the checker's
 * {@code FENCE_WITHOUT_SYNC} says it (the GPU audit of session 88); a barrier() passed in two workgroups is noted
 * first ({@link WorkgroupsApart}). Stateless.
 */
final class FenceWithoutWait {

    private FenceWithoutWait() {
    }

    /**
     * {@code fix} after the note on a control barrier the steps at {@code from} and {@code to} passed in two workgroups
     * ({@link WorkgroupsApart}), else on such memory barriers; {@code fix} alone when neither is there.
     */
    static String noted(String fix, List<StepRecord> trace, Launch launch, int from, int to, String first,
                        String second, SourceSpan at, Messages text) {
        int apart = WorkgroupsApart.barrierLine(trace, launch, from, to);
        return apart > 0 ? WorkgroupsApart.noted(fix, apart, first, second, at, text)
                : noted(fix, fenceLine(trace, from, to), at, text);
    }

    /** {@code fix} after the note that the memory barrier at {@code line} does not order the two; as is for 0. */
    static String noted(String fix, int line, SourceSpan at, Messages text) {
        if (fix == null || line <= 0) {
            return fix;
        }
        SourceDialect dialect = SourceDialect.of(at == null ? null : at.file());
        return text.get("problems.race.sentences", text.get(dialect.key(text, "explain.note.fenceWithoutWait"),
                String.valueOf(line)), fix);
    }

    /**
     * The line of the release memory barrier the invocation of the step at {@code from} passed after it, when the one
     * of the step at {@code to} passed an acquire memory barrier before it, as above; else 0.
     */
    static int fenceLine(List<StepRecord> trace, int from, int to) {
        if (from < 0 || to <= from || to >= trace.size()) {
            return 0;
        }
        int first = trace.get(from).event().agent();
        int second = trace.get(to).event().agent();
        if (first == second) {
            return 0;
        }
        int release = 0;
        boolean flagWritten = false;
        for (int i = from + 1; i < trace.size() && (release == 0 || !flagWritten); i++) {
            Event e = trace.get(i).event();
            if (e.agent() != first) {
                continue;
            }
            if (release == 0 && e.action() instanceof Action.ControlBarrier) {
                return 0;
            }
            flagWritten |= release > 0 && atomic(e, true);
            release = release == 0 && e.action() instanceof Action.MemoryBarrier m && m.semantics().release()
                    ? e.source().line() : release;
        }
        for (int i = to - 1; release > 0 && i > from; i--) {
            Event e = trace.get(i).event();
            if (e.agent() != second) {
                continue;
            }
            if (e.action() instanceof Action.ControlBarrier) {
                return 0;
            }
            if (e.action() instanceof Action.MemoryBarrier m && m.semantics().acquire()) {
                // an atomic the first wrote after its barrier and one the second read before this one: a flag
                return flagWritten && flagReadBefore(trace, second, i) ? 0 : release;
            }
        }
        return 0;
    }

    /** Whether {@code agent} reads an atomic in the steps before {@code before}. */
    private static boolean flagReadBefore(List<StepRecord> trace, int agent, int before) {
        for (int i = before - 1; i >= 0; i--) {
            Event e = trace.get(i).event();
            if (e.agent() == agent && atomic(e, false)) {
                return true;
            }
        }
        return false;
    }

    /** Whether {@code e} is an atomic write ({@code write}) or an atomic read: a flag that may synchronize. */
    private static boolean atomic(Event e, boolean write) {
        Access a = e.action() instanceof Action.Store s ? s.access() : e.action() instanceof Action.Load l ? l.access()
                : e.action() instanceof Action.ReadModifyWrite r ? r.access() : null;
        return a != null && a.atomic() && (write ? !(e.action() instanceof Action.Load) : !(e.action()
                instanceof Action.Store));
    }
}
