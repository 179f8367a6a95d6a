package dev.syncscope.core.memory;

import dev.syncscope.core.model.Agent;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * VK MM: Availability and Visibility, memory domains: "host - accessible by host agents; device - accessible
 * by all device agents; shader ... accessible by shader agents".
 */
class DomainInstanceHostTest {

    private static final Agent INVOCATION = new Agent(0, "T0", 0, 0, 0);
    private static final Agent HOST = new Agent(1, "H1", 0, 0, 0, true);

    @Test
    void hostDomainIsAccessedByHostAgentsOnly() {
        assertTrue(DomainInstance.HOST.contains(HOST));
        assertFalse(DomainInstance.HOST.contains(INVOCATION));
    }

    @Test
    void deviceAndShaderDomainsAreNotAccessedByHostAgents() {
        assertTrue(DomainInstance.DEVICE.contains(INVOCATION));
        assertFalse(DomainInstance.DEVICE.contains(HOST));
        assertFalse(DomainInstance.SHADER.contains(HOST));
        assertFalse(new DomainInstance(DomainKind.WORKGROUP, 0).contains(HOST), "even with the same instance id");
    }
}
