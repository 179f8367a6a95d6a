package dev.syncscope.core.api;

import dev.syncscope.core.exec.Decision;
import dev.syncscope.core.exec.ReadChoice;
import dev.syncscope.core.exec.RunResult;
import dev.syncscope.core.load.ProgramLoader;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/**
 * {@link DebugSession#runPicking}: a run whose scheduled decisions pass through a function that may pick another
 * allowed write for a read ({@code run --read}), stop before a step, or leave them as they are.
 */
class RunPickingTest {

    private static DebugSession relaxed() {
        return DebugSession.load(ProgramLoader.load("relaxed.test", ReadChoiceSessionTest.RELAXED));
    }

    @Test
    void unchangedDecisionsRunAsRun() {
        DebugSession picking = relaxed();
        RunResult r = picking.runPicking(d -> d);
        DebugSession plain = relaxed();
        assertEquals(plain.run(), r);
        assertEquals(plain.decisions(), picking.decisions());
        assertEquals(plain.outcome(), picking.outcome());
    }

    /**
     * WALKTHROUGH example 2: P1's read of x races with P0's write (VK MM: Data Race: not location-ordered), so the
     * newer value 1 is allowed besides the default 0, and the run takes it when the function picks it.
     */
    @Test
    void aPickedWriteIsRead() {
        DebugSession s = relaxed();
        RunResult r = s.runPicking(d -> {
            if (s.nextSource(d.agent()).line() != 9) {
                return d;
            }
            List<ReadChoice> choices = s.choices(d.agent());
            ReadChoice one = choices.stream().filter(c -> c.value() == 1).findFirst().orElseThrow();
            return new Decision(d.agent(), one.writeId());
        });
        assertEquals(new RunResult(4, RunResult.Reason.FINISHED), r);
        assertEquals(1L, s.outcome().values().get("P1:r1"));
    }

    @Test
    void nullStopsBeforeTheStepAndTheStepLimitHolds() {
        DebugSession s = relaxed();
        assertEquals(new RunResult(2, RunResult.Reason.STOPPED),
                s.runPicking(d -> s.position() == 2 ? null : d));
        assertEquals(2, s.position());
        DebugSession limited = relaxed();
        limited.configure(LaunchOptions.DEFAULTS.withStepLimit(3));
        assertEquals(new RunResult(3, RunResult.Reason.STEP_LIMIT), limited.runPicking(d -> d));
        assertThrows(dev.syncscope.core.model.InputError.class, () -> relaxed().runPicking(null));
    }
}
