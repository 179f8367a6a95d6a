package dev.syncscope.views.threads;

import dev.syncscope.core.model.Agent;
import dev.syncscope.core.model.Launch;
import dev.syncscope.views.HostLitmus;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class DispatchGridModelTest {

    @Test
    void groupsInvocationsByWorkgroupThenSubgroupInLaunchOrder() {
        Launch launch = new Launch(List.of(
                new Agent(0, "T0", 0, 0, 0), new Agent(1, "T1", 1, 0, 0), new Agent(2, "T2", 2, 1, 0)),
                List.of(), Map.of(), List.of(), false);
        DispatchGridModel grid = DispatchGridModel.of(launch);
        assertEquals(2, grid.workgroups().size());
        assertEquals(2, grid.workgroups().get(0).subgroups().size());
        assertEquals("T2", grid.workgroups().get(1).subgroups().get(0).invocations().get(0).name());
        assertEquals(3, grid.invocationCount());
        assertTrue(grid.hosts().isEmpty(), "a device-only launch has no host threads");
    }

    @Test
    void hostThreadsAreInNoWorkgroupOrSubgroupOfTheGrid() {
        Launch launch = HostLitmus.submit().launch();
        Agent host = launch.agents().get(0);
        DispatchGridModel grid = DispatchGridModel.of(launch);
        assertEquals(List.of(host), grid.hosts());
        assertEquals(2, grid.invocationCount(), "host threads are not counted as invocations");
        for (DispatchGridModel.Workgroup wg : grid.workgroups()) {
            assertNotEquals(host.workgroup(), wg.id(), "no workgroup box for the host thread's own ids");
            for (DispatchGridModel.Subgroup sg : wg.subgroups()) {
                assertFalse(sg.invocations().contains(host));
            }
        }
    }
}
