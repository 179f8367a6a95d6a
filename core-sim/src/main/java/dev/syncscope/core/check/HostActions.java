package dev.syncscope.core.check;

import dev.syncscope.core.model.Access;
import dev.syncscope.core.model.Action;
import dev.syncscope.core.model.Agent;
import dev.syncscope.core.model.InputError;
import dev.syncscope.core.model.StorageClass;

/**
 * Which actions a host agent and a device agent may perform, checked as traces are explored. The
 * appendix defines flush and invalidate as host commands (VK MM: Availability, Visibility, and Domain
 * Operations: {@code vkFlushMappedMemoryRanges}, {@code vkInvalidateMappedMemoryRanges}), and the model's
 * host agent ({@link Agent#host()}) performs only plain loads and stores of mappable memory, availability,
 * visibility and domain operations: host atomics and fences belong to the host language (VK MM:
 * Inter-Thread-Happens-Before, "as defined in the host language specification"), which the model does not
 * describe, and per-instruction av/vis and Workgroup memory are shader notions. A program outside this is
 * rejected with an {@link InputError} rather than given an answer the appendix does not define. Stateless.
 */
final class HostActions {

    private HostActions() {
    }

    /** Throws an {@link InputError} naming the action and the agent when {@code agent} may not perform {@code a}. */
    static void check(Agent agent, Action a) {
        if (!agent.host()) {
            if (a instanceof Action.HostAvailability || a instanceof Action.HostVisibility) {
                throw new InputError(a.source(), (a instanceof Action.HostAvailability ? "flush" : "invalidate")
                        + " is a host command: only a host agent performs it (" + agent.name() + ")");
            }
            return;
        }
        if (a instanceof Action.ReadModifyWrite || a instanceof Action.MemoryBarrier
                || a instanceof Action.ControlBarrier || a instanceof Action.Collective) {
            throw new InputError(a.source(), "a host agent performs no atomics, barriers or subgroup operations ("
                    + agent.name() + "; order host threads with system-synchronizes-with)");
        }
        Access acc = a.access();
        if (acc != null && (acc.atomic() || acc.makePointerAvailable() || acc.makePointerVisible()
                || !acc.semantics().isRelaxed())) {
            throw new InputError(a.source(), "a host agent's loads and stores are plain: no atomic, av or vis ("
                    + agent.name() + "; use flush and invalidate)");
        }
        var ref = ReadSources.reference(a);
        if (ref != null && ref.storageClass() == StorageClass.WORKGROUP) {
            throw new InputError(a.source(), "a host agent cannot access Workgroup memory (" + ref.name() + ", "
                    + agent.name() + ")");
        }
    }
}
