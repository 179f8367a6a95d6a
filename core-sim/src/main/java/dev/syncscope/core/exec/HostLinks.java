package dev.syncscope.core.exec;

import dev.syncscope.core.explain.MissingLink;
import dev.syncscope.core.memory.AvailabilityFact;
import dev.syncscope.core.memory.DomainKind;
import dev.syncscope.core.memory.WriteRecord;
import dev.syncscope.core.model.Agent;

import java.util.ArrayList;
import java.util.List;

/**
 * The first missing link when a host agent writes or reads: the chain write → availability in the
 * writer's domain → memory domain operation to the reader's domain → visibility operation from it →
 * access (VK MM: Location-Ordered, last bullet: "X->AV(A_X,R_X,D_X,L)->DOM(D_X,D_Y)->VIS(A_Y,R_Y,D_Y,L)->Y",
 * D_X and D_Y the host domain for a host agent and the device domain for a device agent). Stateless.
 */
final class HostLinks {

    private HostLinks() {
    }

    /** Why write {@code w} by {@code writer} is not visible to (or location-ordered before) access {@code y}. */
    static Links.Found forWrite(Engine e, WriteRecord w, Agent writer, Agent reader, Op y) {
        DomainKind from = writer.host() ? DomainKind.HOST : DomainKind.DEVICE;
        DomainKind to = reader.host() ? DomainKind.HOST : DomainKind.DEVICE;
        List<AvailabilityFact> inFrom = facts(w, from);
        if (inFrom.isEmpty()) {
            return notAvailable(e, w, writer, reader, y.read() && !y.write());
        }
        List<AvailabilityFact> inTo = facts(w, to);
        if (inTo.isEmpty()) {
            String dom = from == DomainKind.HOST
                    ? "a memory domain operation host to device (dom.h2d: vkQueueSubmit, or a memory dependency with "
                    + "HOST_WRITE in its source access mask)"
                    : "a memory domain operation device to host (dom.d2h: a memory dependency with HOST_READ or "
                    + "HOST_WRITE in its destination access mask)";
            return new Links.Found(MissingLink.AVAILABLE_ONLY_IN_OTHER_DOMAIN, "the write is available only in the "
                    + from.shortName() + " domain, which " + reader.name() + " does not access; it needs " + dom
                    + " that happens-after the " + operation(inFrom.get(0)) + " and happens-before the "
                    + (reader.host() ? "invalidate" : "device visibility operation"));
        }
        if (!y.read() || y.write()) {
            return new Links.Found(MissingLink.NO_HAPPENS_BEFORE, "the " + operation(inTo.get(0))
                    + " that made the write available in the " + to.shortName() + " domain does not happen-before "
                    + "this access: nothing system-synchronizes it with " + reader.name());
        }
        String vis = reader.host() ? "invalidate (vkInvalidateMappedMemoryRanges)"
                : "device-domain visibility operation (visdevice: vkQueueSubmit or a memory dependency)";
        boolean anyVis = false;
        boolean visAfter = false;
        for (Globals.DeviceOp v : e.state.globals.deviceOps()) {
            if (v.host() != reader.host()) {
                continue;
            }
            anyVis = true;
            for (AvailabilityFact f : inTo) {
                visAfter |= e.ordering.hbDevice(f.agent(), f.seq(), v.agent(), v.seq());
            }
        }
        if (!anyVis) {
            return new Links.Found(MissingLink.NOT_MADE_VISIBLE, "the write is available in the " + to.shortName()
                    + " domain but no " + vis + " makes it visible to " + reader.name());
        }
        return new Links.Found(MissingLink.NO_HAPPENS_BEFORE, visAfter
                ? "no " + vis + " that happens-after the " + operation(inTo.get(0)) + " happens-before "
                + reader.name() + "'s read"
                : "no " + vis + " happens-after the " + operation(inTo.get(0)) + " (order them with "
                + "system-synchronizes-with)");
    }

    private static Links.Found notAvailable(Engine e, WriteRecord w, Agent writer, Agent reader, boolean read) {
        if (writer.host()) {
            return new Links.Found(MissingLink.NOT_MADE_AVAILABLE, "no flush (vkFlushMappedMemoryRanges) that "
                    + "happens-after the host write made it available in the host domain");
        }
        List<String> shader = new ArrayList<>();
        for (AvailabilityFact f : w.facts()) {
            if (f.domain().kind().isShaderDomain()) {
                shader.add(Diagnostics.domain(e, f.domain()));
            }
        }
        String needed = "an availability operation to the device domain (avdevice: a memory dependency) that "
                + "happens-after the write, then a memory domain operation device to host (dom.d2h)"
                + (read ? " and an invalidate by " + reader.name() : "");
        if (shader.isEmpty()) {
            return new Links.Found(MissingLink.NOT_MADE_AVAILABLE, "the write was not made available in the "
                    + "device domain: a host " + (read ? "read" : "access") + " needs " + needed);
        }
        return new Links.Found(MissingLink.AVAILABLE_ONLY_IN_OTHER_DOMAIN, "the write is available only in "
                + String.join(", ", shader) + ", shader domains the host does not access; it needs " + needed);
    }

    /** The facts of {@code w} in the domain {@code kind}. */
    private static List<AvailabilityFact> facts(WriteRecord w, DomainKind kind) {
        List<AvailabilityFact> out = new ArrayList<>(1);
        for (AvailabilityFact f : w.facts()) {
            if (f.domain().kind() == kind) {
                out.add(f);
            }
        }
        return out;
    }

    private static String operation(AvailabilityFact f) {
        return switch (f.origin()) {
            case HOST -> "flush";
            case DOMAIN -> "memory domain operation";
            case DEVICE -> "device availability operation";
            default -> "availability operation";
        };
    }
}
