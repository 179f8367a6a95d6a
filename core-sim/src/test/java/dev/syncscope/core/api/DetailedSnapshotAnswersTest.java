package dev.syncscope.core.api;

import dev.syncscope.core.exec.EngineBench;
import dev.syncscope.core.exec.ReadPreview;
import dev.syncscope.core.model.Program;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.util.List;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A detailed snapshot (what every invocation would read, whom every write is visible to) keeps the
 * answers of records a step did not change: the values as read per (invocation, location), the
 * views of retired writes, and the chains of an invocation's own newer writes. Taken after every
 * step, forward, back and after jumps, on a launch whose locations are written again and again, it
 * must equal the snapshot of a session that never answered before, at the same position.
 */
class DetailedSnapshotAnswersTest {

    /** 16 invocations in one workgroup, the reduction repeated 12 times: long write histories. */
    private static final Program REDUCTIONS = EngineBench.reduction(1, 16, 4, 12);
    /** 8 invocations storing to their own elements 120 times, writes the others never see. */
    private static final Program STORES = EngineBench.storeLoop(8, 120);
    private static final Program MIXED = MixedStores.program(8, 100);

    /** The answers of a snapshot: the invocations and the locations (not the trace's length). */
    private static List<Object> answers(Snapshot snapshot) {
        return List.of(snapshot.position(), snapshot.agents(), snapshot.locations());
    }

    private static List<Object> fresh(DebugSession s) {
        return answers(DebugSession.replay(s.program(), s.options(), s.decisions()).snapshot());
    }

    @Test
    void keptAnswersEqualFreshOnesWhileSteppingAndScrubbingRepeatedReductions() {
        keptAnswersEqualFreshOnes(REDUCTIONS);
    }

    /** The default read of an invocation that sees no write walks the chains of own writes. */
    @Test
    void keptAnswersEqualFreshOnesWhileSteppingAndScrubbingStoresNobodyElseSees() {
        keptAnswersEqualFreshOnes(STORES);
    }

    @Test
    void keptAnswersEqualFreshOnesWhileSteppingAndScrubbingMixedStoresAndLoads() {
        keptAnswersEqualFreshOnes(MIXED);
    }

    /**
     * The first snapshot after many steps without one (after Run, a jump, or a long {@code --steps=N})
     * asks every location's history afresh; between such snapshots the session keeps its answers.
     */
    @ParameterizedTest
    @CsvSource(textBlock = """
            ROUND_ROBIN, 0
            RANDOM, 7
            RANDOM, 8
            """)
    void firstSnapshotsAfterLongRunsWithoutSnapshotsEqualFreshOnes(LaunchOptions.SchedulerKind scheduler, long seed) {
        for (Program program : List.of(MIXED, STORES, REDUCTIONS)) {
            DebugSession s = DebugSession.load(program, LaunchOptions.DEFAULTS.withScheduler(scheduler, seed));
            int compared = 0;
            for (int run : new int[] {700, 1, 450, 1200}) {
                for (int i = 0; i < run && !s.finished(); i++) {
                    s.step();
                }
                Snapshot now = s.snapshot();
                assertEquals(fresh(s), answers(now), program.name() + " after a run to " + s.position());
                compared++;
                if (program == MIXED && run == 700) {
                    assertTrue(retiredWritesAsRead(now) > 20, "invocations read retired writes");
                    assertTrue(now.locations().stream().allMatch(l -> l.asRead().stream()
                            .map(ReadPreview::writeId).distinct().count() >= 2), "answers differ per invocation");
                }
            }
            int end = s.position();
            for (int position : new int[] {end / 3, end, 5, end - 1, end / 2}) {
                s.seek(position);
                assertEquals(fresh(s), answers(s.snapshot()), program.name() + " after a jump to " + position);
                s.stepBack();
                s.stepBack();
                assertEquals(fresh(s), answers(s.snapshot()), program.name() + " after two steps back from " + position);
                s.stepForward();
                assertEquals(fresh(s), answers(s.snapshot()), program.name() + " after a step forward to " + s.position());
                compared += 3;
            }
            assertEquals(19, compared);
            assertTrue(end > 1500, program.name() + " ran long: " + end);
        }
    }

    /** How many (invocation, reference, location) cells would read a retired write. */
    private static long retiredWritesAsRead(Snapshot snapshot) {
        long n = 0;
        for (LocationView l : snapshot.locations()) {
            Set<Integer> retired = new java.util.HashSet<>();
            l.writes().stream().filter(WriteView::retired).forEach(w -> retired.add(w.id()));
            n += l.asRead().stream().filter(p -> retired.contains(p.writeId())).count();
        }
        return n;
    }

    private static void keptAnswersEqualFreshOnes(Program program) {
        DebugSession s = DebugSession.load(program);
        int compared = 0;
        int retired = 0;
        for (int i = 1; i <= 900 && !s.finished(); i++) {
            s.step();
            Snapshot now = s.snapshot();
            if (i % 75 == 0) {
                assertEquals(fresh(s), answers(now), "after step " + i);
                compared++;
                retired = (int) now.locations().stream().flatMap(l -> l.writes().stream()).filter(WriteView::retired)
                        .count();
            }
        }
        for (int position : new int[] {450, 17, 301, 899, 0, 333}) {
            s.seek(Math.min(position, s.traceSize()));
            assertEquals(fresh(s), answers(s.snapshot()), "after a jump to " + position);
            s.stepBack();
            s.snapshot();
            s.stepForward();
            assertEquals(fresh(s), answers(s.snapshot()), "after a step back and forward at " + position);
            compared += 2;
        }
        assertEquals(24, compared);
        assertTrue(retired > 100, "the locations' histories hold many retired writes: " + retired);
    }
}
