package dev.syncscope.core.api;

import dev.syncscope.core.exec.Decision;
import dev.syncscope.core.exec.HeapGuard;
import dev.syncscope.core.exec.StopCondition;
import dev.syncscope.core.model.InputError;
import dev.syncscope.core.model.Location;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import java.nio.file.Path;
import java.util.List;
import java.util.function.Consumer;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Every façade call with an argument no session can use is an {@link InputError} that says what is
 * wrong (issue #3: nothing in core-sim throws an unexplained exception at the façade), never an
 * "internal error" wrapping a NullPointerException or an index out of bounds; and the session is
 * unchanged by the refused call.
 */
class FacadeArgumentsTest {

    static Stream<Arguments> badCalls() {
        return Stream.of(
                call("nextSource of an invocation past the last", s -> s.nextSource(2),
                        "nextSource: invocation 2 does not exist (0..1)"),
                call("nextSource of a negative invocation", s -> s.nextSource(-1),
                        "nextSource: invocation -1 does not exist (0..1)"),
                call("choices of an invocation past the last", s -> s.choices(7),
                        "choices: invocation 7 does not exist (0..1)"),
                call("a chosen write for a step that reads nothing", s -> s.step(0, 3),
                        "relaxed.test:1:1: step 0 reading W3: its next action reads nothing"),
                call("configure without options", s -> s.configure(null), "configure: no launch options"),
                call("a run without a stop condition", s -> s.runUntil(null), "run: no stop condition"),
                call("a run of a negative step count", s -> s.runUntil(StopCondition.NEVER, -1),
                        "run: a step count of -1 (it must be 0 or more)"),
                call("run to line 0", s -> s.runToLine(null, 0), "run to line: lines start at 1 (was 0)"),
                call("values of no location", s -> s.valuesAsRead(null, -1), "values: no location"),
                call("values of a location the launch does not have", s -> s.valuesAsRead(new Location("z", 0), -1),
                        "values: z is no location of this launch"),
                call("values past a buffer's end", s -> s.valuesAsRead(new Location("x", 1), -1),
                        "values: x[1] is no location of this launch"),
                call("values of an invocation the launch does not have", s -> s.valuesAsRead(new Location("x", 0), 7),
                        "values of x: invocation 7 does not exist (0..1)"),
                call("visibility at no location", s -> s.visibleTo(null, 0), "visibility of W0: no location"),
                call("decisions past the trace", s -> s.decisions(0, 1), "decisions: range 0..1 is outside 0..0"),
                call("decisions of a reversed range", s -> s.decisions(1, 0), "decisions: range 1..0 is outside 0..0"),
                call("trace past its end", s -> s.trace(0, 3), "trace: range 0..3 is outside 0..0"));
    }

    private static Arguments call(String what, Consumer<DebugSession> call, String message) {
        return Arguments.of(what, call, message);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("badCalls")
    void aBadArgumentIsAnInputErrorThatSaysWhatIsWrong(String what, Consumer<DebugSession> call, String message) {
        DebugSession s = DebugSession.load(DebugSessionTest.relaxedFlag());
        InputError e = assertThrows(InputError.class, () -> call.accept(s), what);
        assertEquals(message, e.toString());
        assertEquals(0, s.position(), "the refused call changed nothing");
        assertFalse(s.finished(), "the session goes on");
    }

    @Test
    void missingArgumentsOfTheStaticEntryPointsAreInputErrors() {
        assertEquals("open: no file", assertThrows(InputError.class, () -> DebugSession.open(null)).getMessage());
        assertEquals("open x.test: no launch options",
                assertThrows(InputError.class, () -> DebugSession.open(Path.of("x.test"), null)).getMessage());
        assertEquals("load relaxed: no launch options",
                assertThrows(InputError.class, () -> DebugSession.load(DebugSessionTest.relaxedFlag(), null))
                        .getMessage());
        assertEquals("load relaxed: no heap guards", assertThrows(InputError.class,
                () -> DebugSession.load(DebugSessionTest.relaxedFlag(), LaunchOptions.DEFAULTS, null)).getMessage());
        assertEquals("replay: no decisions", assertThrows(InputError.class,
                () -> DebugSession.replay(DebugSessionTest.relaxedFlag(), LaunchOptions.DEFAULTS, null)).getMessage());
        assertEquals("step: invocation 9 does not exist (0..1)", assertThrows(InputError.class,
                () -> DebugSession.replay(DebugSessionTest.relaxedFlag(), LaunchOptions.DEFAULTS,
                        List.of(Decision.of(9)), HeapGuard::jvm)).getMessage());
    }

    static Stream<Arguments> badOptions() {
        LaunchOptions d = LaunchOptions.DEFAULTS;
        return Stream.of(
                Arguments.of((Runnable) () -> d.withMaxInvocations(0),
                        "launch options: the dispatch-size limit must be at least 1 invocation (was 0)"),
                Arguments.of((Runnable) () -> d.withStepLimit(0),
                        "launch options: the step limit per run must be at least 1 step (was 0)"),
                Arguments.of((Runnable) () -> new LaunchOptions(null, 8, true, true, 0, 10,
                        LaunchOptions.SchedulerKind.ROUND_ROBIN, 0), "launch options: the checkpoint interval must be at "
                        + "least 1 step (was 0)"),
                Arguments.of((Runnable) () -> d.withScheduler(null, 0),
                        "launch options: no scheduler (one of [ROUND_ROBIN, RANDOM, LOCK_STEP_SUBGROUPS])"));
    }

    @ParameterizedTest
    @MethodSource("badOptions")
    void launchOptionsNoRunCanUseAreInputErrorsNamingTheOption(Runnable make, String message) {
        assertEquals(message, assertThrows(InputError.class, make::run).getMessage());
    }

    @Test
    void aChosenWriteIsStillAcceptedForARead() {
        DebugSession s = DebugSession.load(DebugSessionTest.relaxedFlag());
        int initial = s.choices(1).get(0).writeId();
        s.step(1, initial);
        assertEquals(1, s.position());
        assertFalse(s.finished());
        assertTrue(s.trace().get(0).event().toString().contains("LOAD"), s.trace().get(0).event().toString());
    }
}
