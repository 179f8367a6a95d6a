package dev.syncscope.core.exec;

import dev.syncscope.core.memory.AvailabilityFact;
import dev.syncscope.core.memory.DomainInstance;
import dev.syncscope.core.memory.LocationState;
import dev.syncscope.core.memory.PSlots;
import dev.syncscope.core.memory.WriteRecord;
import dev.syncscope.core.model.Action;
import dev.syncscope.core.model.SourceSpan;

/**
 * The API-side operations of the host domain: a host agent's flush ({@code vkFlushMappedMemoryRanges},
 * availability to the host domain) and invalidate ({@code vkInvalidateMappedMemoryRanges}, visibility
 * from the host domain), and the memory domain operations host to device and device to host (VK MM:
 * Availability and Visibility; Availability, Visibility, and Domain Operations). Like the device-domain
 * operations they name no storage class, so only program order and system-synchronizes-with lead into or
 * out of them ({@link Ordering#hbDevice(int, int, int, int)}). Owned by the engine's thread.
 */
final class HostDomain {

    private final Engine e;
    private final Executor executor;

    HostDomain(Engine engine, Executor executor) {
        this.e = engine;
        this.executor = executor;
    }

    /** Performs {@code act}, a {@link Action.HostAvailability}, {@link Action.HostVisibility} or domain operation. */
    StepEvent perform(Tx tx, AgentRuntime rt, Action act) {
        int a = rt.id();
        int seq = rt.seq() + 1;
        Event.Kind kind = Event.Kind.DEVICE_AVAILABILITY;
        if (act instanceof Action.HostAvailability) {
            flush(tx, a, seq, act.source());
        } else if (act instanceof Action.HostVisibility) {
            // VK MM: Availability, Visibility, and Domain Operations (vkInvalidateMappedMemoryRanges: a
            // visibility operation from the host domain to all host threads); its effect is read by
            // Ordering.visible, which asks for an invalidate between the availability and the host read
            Globals g = tx.globals();
            tx.put(g.withDeviceOp(new Globals.DeviceOp(a, seq, e.position(), true)));
            kind = Event.Kind.DEVICE_VISIBILITY;
        } else {
            domainOperation(tx, a, seq, (Action.MemoryDomainOperation) act);
        }
        executor.finish(tx, rt, seq, 0);
        return e.stepEvent.set(kind, a, seq, act, null, 0, -1, Integer.MIN_VALUE, false, 0, false);
    }

    /**
     * VK MM: Availability, Visibility, and Domain Operations: vkFlushMappedMemoryRanges performs an
     * availability operation with source scope (all host threads, the ranges) and destination the host
     * domain; VK MM: Availability and Visibility: it makes available the writes that happen-before it.
     * Device agents' writes are not in its source scope.
     */
    private void flush(Tx tx, int a, int seq, SourceSpan src) {
        AvailabilityFact f = new AvailabilityFact(DomainInstance.HOST, a, seq, e.position(),
                AvailabilityFact.Origin.HOST, src, 0);
        for (LocationState ls : e.state.locations.values()) {
            LocationState cur = ls;
            PSlots<WriteRecord> live = ls.live();
            for (int c = live.top(); c >= 0; c = live.below(c)) {
                WriteRecord w = live.at(c);
                if (w.agent() >= 0 && e.agentInfo[w.agent()].host() && e.ordering.hbDevice(w, a, seq)
                        && !availableBefore(w, DomainInstance.HOST, a, seq)) {
                    cur = cur.withLive(cur.live().set(c, w.withFact(f)));
                }
            }
            if (cur != ls) {
                tx.put(cur);
            }
        }
    }

    /**
     * VK MM: Availability and Visibility: "A memory domain operation DOM that happens-after AV and for
     * which (W,L) is available in the source scope makes (W,L) available in the destination memory
     * domain" — the availability fact of the source domain must happen-before the operation.
     */
    private void domainOperation(Tx tx, int a, int seq, Action.MemoryDomainOperation d) {
        boolean toDevice = d.direction() == Action.MemoryDomainOperation.Direction.HOST_TO_DEVICE;
        DomainInstance from = toDevice ? DomainInstance.HOST : DomainInstance.DEVICE;
        DomainInstance to = toDevice ? DomainInstance.DEVICE : DomainInstance.HOST;
        AvailabilityFact added = new AvailabilityFact(to, a, seq, e.position(), AvailabilityFact.Origin.DOMAIN,
                d.source(), 0);
        tx.put(tx.globals().withDomainOp(new Globals.DomainOp(a, seq, !toDevice)));
        for (LocationState ls : e.state.locations.values()) {
            LocationState cur = ls;
            PSlots<WriteRecord> live = ls.live();
            for (int c = live.top(); c >= 0; c = live.below(c)) {
                WriteRecord w = live.at(c);
                if (availableBefore(w, from, a, seq) && !availableBefore(w, to, a, seq)) {
                    cur = cur.withLive(cur.live().set(c, w.withFact(added)));
                }
            }
            if (cur != ls) {
                tx.put(cur);
            }
        }
    }

    /**
     * Whether an operation that made {@code w} available in {@code domain} happens-before ({@code a},
     * {@code seq}); when one does, a new fact for that domain at ({@code a}, {@code seq}) would reach no
     * reader the older one does not reach.
     */
    private boolean availableBefore(WriteRecord w, DomainInstance domain, int a, int seq) {
        for (AvailabilityFact f : w.facts()) {
            if (f.domain().equals(domain) && e.ordering.hbDevice(f.agent(), f.seq(), a, seq)) {
                return true;
            }
        }
        return false;
    }
}
