package dev.syncscope.core.check;

import dev.syncscope.core.kernel.KernelLoader;
import dev.syncscope.core.litmus.herd.HerdParser;
import dev.syncscope.core.model.Action;
import dev.syncscope.core.model.Program;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import java.time.Duration;
import java.util.List;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The events every combination of a launch's paths has at least ({@link LaunchEvents}), counted from the invocations'
 * initial states as the execution size limit counts a combination's events (every step but a subgroup operation): an
 * invocation with no memory action, or whose first action is a subgroup operation or a barrier with a quorum, adds
 * none. The count is checked against the paths the enumeration finds (it is at most the sum of each invocation's fewest
 * events, and equal to it when each takes one event), so that {@code check} refuses a launch before exploring it only
 * when every combination of its paths is over the limit.
 */
class LaunchEventsTest {

    private static Program kernel(String body) {
        return KernelLoader.load("k.comp", """
                // @subgroup-size 4
                #version 450
                #extension GL_KHR_shader_subgroup_basic : require
                layout(local_size_x = 4) in;
                layout(binding = 0) buffer D { uint d[4]; };
                void main() {
                    %s
                }
                """.formatted(body)).program();
    }

    static Stream<Arguments> launches() {
        return Stream.of(
                Arguments.of("each stores once", kernel("d[gl_LocalInvocationIndex] = 1u;"), 4, 4),
                Arguments.of("one returns at once, with no memory action",
                        kernel("if (gl_LocalInvocationIndex == 0u) { return; } d[gl_LocalInvocationIndex] = 1u;"), 3, 3),
                Arguments.of("each stores twice", kernel("d[gl_LocalInvocationIndex] = 1u; d[0] = 2u;"), 4, 8),
                Arguments.of("a subgroup operation first (no event), then the elected one stores",
                        kernel("if (subgroupElect()) { d[0] = 1u; }"), 0, 1),
                Arguments.of("a quorum barrier first: a path may stay there for good, with no event",
                        HerdParser.parse("blocked.litmus", """
                                Vulkan blocked
                                { x=0; }
                                 P0@sg 0, wg 0, qf 0 | P1@sg 1, wg 0, qf 0 ;
                                 st.atom.dv.sc0 x, 1 | cbar.wg 0, 0, 3 ;
                                 cbar.wg 0, 0, 3     | ld.atom.dv.sc0 r0, x ;
                                exists (P1:r0 == 0)
                                """).program(), 1, 1));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("launches")
    void noCombinationOfPathsHasFewerEventsThanTheLaunchIsCountedForAndTheCountDecidesTheRefusal(String name,
            Program p, long least, long fewest) {
        assertEquals(least, LaunchEvents.atLeast(p));
        // the enumeration's paths: the sum of each invocation's fewest events (by hand: a subgroup's elected invocation
        // is its lowest active one, so invocation 0 stores) is no less than the count
        List<List<Trace>> traces = new TraceEnumerator(p, CheckOptions.DEFAULT,
                System.nanoTime() + Duration.ofSeconds(60).toNanos()).enumerate();
        long sum = 0;
        for (List<Trace> agent : traces) {
            sum += agent.stream().mapToLong(LaunchEventsTest::events).min().orElse(0);
        }
        assertEquals(fewest, sum);
        assertTrue(least <= sum);
        if (least > 1) {
            CheckResult below = new AxiomaticChecker(CheckOptions.DEFAULT.withMaxEvents((int) least - 1)).check(p);
            assertEquals(CheckLimit.Kind.LAUNCH_EVENTS, below.limit().kind(), below.limitMessage());
            assertEquals(List.of((long) least - 1, least), below.limit().args());
            assertEquals(0, below.candidates());
            assertEquals(List.of(), below.diagnostics());
        }
        // at the count, the paths are explored and combined (a combination may still have more events)
        CheckResult at = new AxiomaticChecker(CheckOptions.DEFAULT.withMaxEvents((int) Math.max(1, least))).check(p);
        assertTrue(at.complete() || at.limit().kind() == CheckLimit.Kind.EVENTS, at.limitMessage());
    }

    private static long events(Trace t) {
        return t.steps().stream().filter(s -> !(s.action() instanceof Action.Collective)).count();
    }
}
