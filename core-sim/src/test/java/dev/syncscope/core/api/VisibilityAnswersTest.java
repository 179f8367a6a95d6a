package dev.syncscope.core.api;

import dev.syncscope.core.exec.EngineBench;
import dev.syncscope.core.model.Program;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

/**
 * {@link DebugSession#visibleTo} keeps its answers for the writes it was asked about and re-asks only
 * the agents a step changed; asked after every step, forward and back, it must answer exactly what a
 * session that never answered before answers at the same position.
 */
class VisibilityAnswersTest {

    private static final Program PROGRAM = EngineBench.reduction(2, 64, 16, 1);
    private static final int FOLLOWED = 6;

    @Test
    void keptAnswersEqualFreshOnesWhileSteppingAndScrubbing() {
        DebugSession s = DebugSession.load(PROGRAM);
        int compared = 0;
        int shared = 0;
        for (int i = 1; i <= 600 && !s.finished(); i++) {
            s.step();
            List<String> now = askAboutFollowedWrites(s);
            if (i % 60 == 0) {
                assertEquals(fresh(s, s.position()), now, "after step " + i);
                compared++;
            }
            shared += now.stream().anyMatch(answer -> answer.contains(", ")) ? 1 : 0;
        }
        for (int position : new int[] {450, 17, 301, 600, 0, 333}) {
            s.seek(position);
            assertEquals(fresh(s, position), askAboutFollowedWrites(s), "after a jump to " + position);
            compared++;
        }
        assertEquals(16, compared);
        assertFalse(shared == 0, "barriers made some writes visible to several invocations");
    }

    /**
     * Who sees the newest write of each of the first {@value #FOLLOWED} written locations ("s0[3] W7
     * -> [...]"): few enough for the session to keep every answer from one step to the next.
     */
    private static List<String> askAboutFollowedWrites(DebugSession s) {
        List<String> out = new ArrayList<>();
        for (LocationView l : s.snapshot().locations()) {
            WriteView w = l.writes().get(l.writes().size() - 1);
            if (w.id() >= 0 && out.size() < FOLLOWED) {
                out.add(l.location() + " W" + w.id() + " -> " + s.visibleTo(l.location(), w.id()));
            }
        }
        return out;
    }

    private static List<String> fresh(DebugSession s, int position) {
        DebugSession other = DebugSession.replay(PROGRAM, s.options(), s.decisions());
        other.seek(position);
        return askAboutFollowedWrites(other);
    }
}
