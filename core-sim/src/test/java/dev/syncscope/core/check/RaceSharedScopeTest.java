package dev.syncscope.core.check;

import dev.syncscope.core.load.ProgramLoader;
import dev.syncscope.core.model.Agent;
import dev.syncscope.core.model.Scope;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

/**
 * A checker race carries the narrowest scope whose instance holds both racing invocations (VK MM: Scope, scope
 * instance), which a fix widening a memory scope needs no more than (VK MM: Synchronizes-With, Atomic Operation: "in the
 * instance of each other's memory scopes"): two subgroups of one workgroup share the workgroup, two workgroups of one
 * dispatch the queue family (audit 42, finding 6: check advised the device scope whatever the invocations).
 */
class RaceSharedScopeTest {

    private static final String ATOMICS = """
            // @subgroup-size 1
            // @dispatch GROUPS
            #version 450
            #pragma use_vulkan_memory_model
            #extension GL_KHR_memory_scope_semantics : require
            layout(local_size_x = SIZE) in;
            layout(binding = 0) buffer C { uint counter; };
            void main() {
                atomicAdd(counter, 1u, gl_ScopeSubgroup, gl_StorageSemanticsNone, gl_SemanticsRelaxed);
            }
            """;

    @Test
    void theNarrowestSharedScopeIsTheFirstInstanceBothAgentsAreIn() {
        Agent a = new Agent(0, "T0", 0, 0, 0);
        Agent sameSubgroup = new Agent(1, "T1", 0, 0, 0);
        Agent otherSubgroup = new Agent(2, "T2", 1, 0, 0);
        Agent otherWorkgroup = new Agent(3, "T3", 2, 1, 0);
        assertEquals(Scope.INVOCATION, a.narrowestSharedScope(a));
        assertEquals(Scope.SUBGROUP, a.narrowestSharedScope(sameSubgroup));
        assertEquals(Scope.WORKGROUP, a.narrowestSharedScope(otherSubgroup));
        assertEquals(Scope.QUEUE_FAMILY, a.narrowestSharedScope(otherWorkgroup));
        assertEquals(Scope.DEVICE, a.narrowestSharedScope(new Agent(4, "H", 3, 2, 1, true)));
    }

    @Test
    void twoSubgroupsOfOneWorkgroupRaceWithinTheWorkgroup() {
        assertEquals(List.of(Scope.WORKGROUP), shared(ATOMICS.replace("GROUPS", "1").replace("SIZE", "2")));
    }

    @Test
    void twoWorkgroupsRaceWithinTheQueueFamily() {
        assertEquals(List.of(Scope.QUEUE_FAMILY), shared(ATOMICS.replace("GROUPS", "2").replace("SIZE", "1")));
    }

    /** The shared scopes of every race of every consistent execution of {@code kernel}, each once. */
    private static List<Scope> shared(String kernel) {
        CheckResult r = new AxiomaticChecker().check(ProgramLoader.load("atomics.comp", kernel));
        List<Race> races = r.consistentExecutions().stream().flatMap(e -> e.races().stream()).toList();
        assertFalse(races.isEmpty(), "atomics outside each other's scope race (VK MM: Data Race)");
        return races.stream().map(Race::shared).distinct().toList();
    }
}
