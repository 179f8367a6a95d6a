package dev.syncscope.core.exec;

import dev.syncscope.core.model.Access;
import dev.syncscope.core.model.Action;
import dev.syncscope.core.model.InputError;
import dev.syncscope.core.model.Reference;
import dev.syncscope.core.model.Semantics;

/**
 * Rejects illegal actions before they change anything, with an {@link InputError} that names the
 * action and the invocation. Stateless.
 */
final class Validation {

    private Validation() {
    }

    /** Checks agent {@code id}'s next action {@code act}. */
    static void check(Engine e, Action act, int id) {
        if (act == null) {
            throw new InputError(null, "invocation " + e.agentInfo[id].name() + " produced no action");
        }
        if (e.executor().host(id)) {
            host(act, e, id);
        } else if (act instanceof Action.HostAvailability || act instanceof Action.HostVisibility) {
            throw new InputError(act.source(), describe(act) + " is a host command: only a host agent performs it"
                    + who(e, id, act));
        }
        if (act instanceof Action.Load l) {
            access(e, l.reference(), l.index(), l.access(), id, act);
            if (l.access().semantics().release()) {
                throw new InputError(act.source(), "release semantics on a load" + who(e, id, act));
            }
        } else if (act instanceof Action.Store s) {
            access(e, s.reference(), s.index(), s.access(), id, act);
            if (s.access().semantics().acquire()) {
                throw new InputError(act.source(), "acquire semantics on a store" + who(e, id, act));
            }
        } else if (act instanceof Action.ReadModifyWrite m) {
            access(e, m.reference(), m.index(), m.access(), id, act);
            if (!m.access().atomic()) {
                throw new InputError(act.source(), "a read-modify-write must be atomic" + who(e, id, act));
            }
            unequal(e, m, id);
        } else if (act instanceof Action.MemoryBarrier b) {
            if (b.scope() == null) {
                throw new InputError(act.source(), "memory barrier with no scope" + who(e, id, act));
            }
            semantics(b.semantics(), e, id, act);
        } else if (act instanceof Action.ControlBarrier c) {
            if (c.execution() == null) {
                throw new InputError(act.source(), "control barrier with no execution scope" + who(e, id, act));
            }
            if (c.memory() == null && !c.semantics().isRelaxed()) {
                throw new InputError(act.source(), "control barrier with semantics but no memory scope" + who(e, id, act));
            }
            semantics(c.semantics(), e, id, act);
        } else if (act instanceof Action.Collective c) {
            if (c.scope() == null || c.instance() == null || c.member() < 0) {
                throw new InputError(act.source(), "collective operation with no scope, instance or member"
                        + who(e, id, act));
            }
        }
    }

    /**
     * A host agent (VK MM: Agent, a host thread) accesses memory only with plain loads and stores of memory the
     * host can map (no Workgroup storage), and performs no atomics, barriers or subgroup operations: host
     * threads synchronize by system-synchronizes-with (VK MM: Inter-Thread-Happens-Before, "both host
     * operations ... as defined in the host language specification").
     */
    private static void host(Action act, Engine e, int id) {
        Access acc = act instanceof Action.Load l ? l.access() : act instanceof Action.Store s ? s.access() : null;
        Reference r = act instanceof Action.Load l ? l.reference() : act instanceof Action.Store s ? s.reference() : null;
        if (act instanceof Action.ReadModifyWrite || act instanceof Action.MemoryBarrier
                || act instanceof Action.ControlBarrier || act instanceof Action.Collective) {
            throw new InputError(act.source(), "a host agent performs no atomics, barriers or subgroup operations"
                    + " (order host threads with system-synchronizes-with)" + who(e, id, act));
        }
        if (acc != null && (acc.atomic() || acc.makePointerAvailable() || acc.makePointerVisible()
                || !acc.semantics().isRelaxed())) {
            throw new InputError(act.source(), "a host agent's loads and stores are plain: no atomic, av or vis"
                    + " (use flush and invalidate)" + who(e, id, act));
        }
        if (r != null && r.storageClass() == dev.syncscope.core.model.StorageClass.WORKGROUP) {
            throw new InputError(act.source(), "a host agent cannot access Workgroup memory (" + r.name() + ")"
                    + who(e, id, act));
        }
    }

    private static void access(Engine e, Reference r, int index, Access acc, int id, Action act) {
        Reference known = r == null ? null : e.executor().reference(r);
        if (r == null || (r != known && !r.equals(known))) {
            throw new InputError(act.source(), "unknown reference " + (r == null ? "null" : r.name()) + who(e, id, act));
        }
        if (index < 0 || index >= r.length()) {
            throw new InputError(act.source(), "index " + index + " is outside " + r.name() + "[0.."
                    + (r.length() - 1) + "]" + who(e, id, act));
        }
        if ((acc.atomic() || acc.makePointerAvailable() || acc.makePointerVisible()) && acc.scope() == null) {
            throw new InputError(act.source(), "atomic or av/vis access with no scope" + who(e, id, act));
        }
        if (!acc.atomic() && acc.semantics() != Semantics.NONE && !acc.semantics().equals(Semantics.NONE)
                && !acc.semantics().isRelaxed()) {
            throw new InputError(act.source(), "memory semantics on a non-atomic access" + who(e, id, act));
        }
        semantics(acc.semantics(), e, id, act);
    }

    /**
     * A compare-exchange's Unequal access (its load when the compare fails) is one instruction's other semantics
     * operand: the same atomic, scope and pointer flags as its Equal access, and semantics no stronger (SPIR-V
     * OpAtomicCompareExchange: "Unequal cannot be set to a stronger memory-order than Equal"; an Acquire Unequal
     * needs an ordering in Equal, VUID-StandaloneSpirv-UnequalMemorySemantics-10876; a storage class or MakeVisible
     * of Unequal must be in Equal too, 10877 and 10878). Release in Unequal is not rejected here: SPIR-V allows a
     * SequentiallyConsistent Unequal, which Vulkan treats as AcquireRelease, and a read has no release part (VK MM:
     * Memory Semantics).
     */
    private static void unequal(Engine e, Action.ReadModifyWrite m, int id) {
        Access eq = m.access();
        Access ue = m.unequalAccess();
        if (ue == eq || ue.equals(eq)) {
            return;
        }
        if (m.compare() == null) {
            throw new InputError(m.source(), "an Unequal access on a read-modify-write that does not compare"
                    + who(e, id, m));
        }
        if (ue.atomic() != eq.atomic() || ue.scope() != eq.scope() || ue.nonPrivate() != eq.nonPrivate()
                || ue.makePointerAvailable() != eq.makePointerAvailable()
                || ue.makePointerVisible() != eq.makePointerVisible()) {
            throw new InputError(m.source(), "a compare-exchange's Unequal access differs from its Equal access in"
                    + " more than its memory semantics (one instruction has one scope)" + who(e, id, m));
        }
        Semantics es = eq.semantics();
        Semantics us = ue.semantics();
        if (us.acquire() && !es.acquire() && !es.release()) {
            throw new InputError(m.source(), "a compare-exchange's Unequal semantics acquire, its Equal semantics are"
                    + " relaxed (SPIR-V OpAtomicCompareExchange: Unequal cannot be set to a stronger memory-order than"
                    + " Equal)" + who(e, id, m));
        }
        if (!es.storageClasses().containsAll(us.storageClasses())) {
            throw new InputError(m.source(), "a compare-exchange's Unequal semantics name a storage class its Equal"
                    + " semantics do not (VUID-StandaloneSpirv-UnequalMemorySemantics-10877)" + who(e, id, m));
        }
        if (us.makeVisible() && !es.makeVisible()) {
            throw new InputError(m.source(), "a compare-exchange's Unequal semantics are MakeVisible, its Equal"
                    + " semantics are not (VUID-StandaloneSpirv-UnequalMemorySemantics-10878)" + who(e, id, m));
        }
        semantics(us, e, id, m);
    }

    private static void semantics(Semantics s, Engine e, int id, Action act) {
        // VK MM: Memory Semantics: MakeAvailable needs Release, MakeVisible needs Acquire
        if (s.makeAvailable() && !s.release()) {
            throw new InputError(act.source(), "MakeAvailable without release semantics" + who(e, id, act));
        }
        if (s.makeVisible() && !s.acquire()) {
            throw new InputError(act.source(), "MakeVisible without acquire semantics" + who(e, id, act));
        }
    }

    private static String who(Engine e, int id, Action act) {
        return " (" + e.agentInfo[id].name() + ": " + describe(act) + ")";
    }

    static String describe(Action act) {
        if (act instanceof Action.Load l) {
            return "load " + l.reference().locationName(l.index());
        } else if (act instanceof Action.Store s) {
            return "store " + s.reference().locationName(s.index()) + " = " + s.value();
        } else if (act instanceof Action.ReadModifyWrite m) {
            return "atomic " + m.op().name().toLowerCase() + " " + m.reference().locationName(m.index());
        } else if (act instanceof Action.MemoryBarrier) {
            return "memory barrier";
        } else if (act instanceof Action.ControlBarrier c) {
            return "control barrier " + c.instance();
        } else if (act instanceof Action.Collective c) {
            return c.operation();
        } else if (act instanceof Action.DeviceAvailability) {
            return "device availability";
        } else if (act instanceof Action.DeviceVisibility) {
            return "device visibility";
        } else if (act instanceof Action.HostAvailability) {
            return "flush (vkFlushMappedMemoryRanges)";
        } else if (act instanceof Action.HostVisibility) {
            return "invalidate (vkInvalidateMappedMemoryRanges)";
        } else if (act instanceof Action.MemoryDomainOperation d) {
            return d.direction() == Action.MemoryDomainOperation.Direction.HOST_TO_DEVICE
                    ? "memory domain operation host to device" : "memory domain operation device to host";
        }
        return String.valueOf(act);
    }
}
