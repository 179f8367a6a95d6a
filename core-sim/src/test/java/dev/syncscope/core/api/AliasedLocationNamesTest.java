package dev.syncscope.core.api;

import dev.syncscope.core.load.ProgramLoader;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A location reached through aliased bindings (VK MM: Reference) has one name in the stepper's state, after
 * the group's first binding, whichever binding touched it first: the memory view lists a[0] and a[1], not
 * a[0] next to b[1].
 */
class AliasedLocationNamesTest {

    private static final String ALIASED = """
            // @alias a b
            // @length a = 2
            // @length b = 2
            #version 450
            layout(local_size_x = 1) in;
            layout(binding = 0) buffer A { uint a[]; };
            layout(binding = 1) buffer B { uint b[]; };
            void main() {
                b[1] = 5;
                a[0] = 7;
            }
            """;

    @Test
    void theStepperNamesAnAliasedLocationAfterTheFirstBinding() {
        DebugSession s = DebugSession.load(ProgramLoader.load("alias.comp", ALIASED));
        s.run();
        assertTrue(s.finished());
        List<String> names = s.snapshot().locations().stream().map(l -> l.location().toString()).sorted().toList();
        assertEquals(List.of("a[0]", "a[1]"), names);
        // the trace too: the store through b names its location a[1]
        List<String> stored = s.trace().stream().map(r -> r.event().location()).filter(java.util.Objects::nonNull)
                .map(Object::toString).toList();
        assertEquals(List.of("a[1]", "a[0]"), stored);
    }
}
