package dev.syncscope.views.explain;

import dev.syncscope.core.exec.StepRecord;
import dev.syncscope.core.explain.UnseenWrite;
import dev.syncscope.core.model.Launch;
import dev.syncscope.core.model.SourceSpan;
import dev.syncscope.views.i18n.Messages;

import java.util.List;

/**
 * The note before a race's fix on why the barrier in the kernel did not do: a barrier() both passed in two workgroups
 * ({@link WorkgroupsApart}), or memory barriers of one workgroup around the two accesses with nothing between them,
 * which the engine found ({@link UnseenWrite.Case#FENCE_WITHOUT_SYNC}, as the checker's {@code FENCE_WITHOUT_SYNC}): a
 * memory barrier synchronizes only through an atomic between the two or as a half of a control barrier (VK MM:
 * Synchronizes-With), and it makes no invocation wait; a loop with {@code memoryBarrierShared()} (HLSL
 * {@code GroupMemoryBarrier()}) where it needs {@code barrier()} (the GPU audit of session 88). The note follows the
 * engine's link, not a second look at the steps, so it says what the race's link says (the session-88 review: a look
 * of its own noted a flag's wait as none, on some schedules). Stateless.
 */
final class FenceWithoutWait {

    private FenceWithoutWait() {
    }

    /**
     * {@code fix} after the note on a control barrier the steps at {@code from} and {@code to} passed in two
     * workgroups, else, for a race of {@code kase} {@link UnseenWrite.Case#FENCE_WITHOUT_SYNC}, on the release barrier
     * its {@code detail} names first; {@code fix} alone when neither is there.
     */
    static String noted(String fix, UnseenWrite.Case kase, String detail, List<StepRecord> trace, Launch launch,
                        int from, int to, String first, String second, SourceSpan at, Messages text) {
        int apart = WorkgroupsApart.barrierLine(trace, launch, from, to);
        return apart > 0 ? WorkgroupsApart.noted(fix, apart, first, second, at, text)
                : kase == UnseenWrite.Case.FENCE_WITHOUT_SYNC ? noted(fix, RaceWhy.detailLine(detail), at, text) : fix;
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
}
