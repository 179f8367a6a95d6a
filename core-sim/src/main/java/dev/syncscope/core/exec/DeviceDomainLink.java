package dev.syncscope.core.exec;

import dev.syncscope.core.exec.Links.Found;
import dev.syncscope.core.explain.MissingLink;
import dev.syncscope.core.explain.UnseenWrite;
import dev.syncscope.core.memory.AvailabilityFact;
import dev.syncscope.core.memory.DomainKind;
import dev.syncscope.core.memory.WriteRecord;
import dev.syncscope.core.model.Agent;

import java.util.ArrayList;
import java.util.List;

/**
 * The device-domain part of {@link Links}: why a write reaches another invocation's access only through the device
 * domain, and which link of that path is missing (VK MM: Location-Ordered, last bullet; Private vs. Non-Private).
 * Stateless; called on the engine's thread.
 */
final class DeviceDomainLink {

    private DeviceDomainLink() {
    }

    /**
     * The first missing link of the device-domain path between two device agents (VK MM: Location-Ordered, last
     * bullet: X -> AV(A_X,R_X,device) -> VIS(A_Y,R_Y,device) -> Y, DOM(device, device) a placeholder): for a private
     * access the only path (Private vs. Non-Private), and the path of a write available only in the device domain.
     * API-side operations are ordered across agents by system-synchronizes-with only ({@link Ordering#hbDevice}).
     */
    static Found of(Engine e, WriteRecord w, Op y, Agent reader, boolean priv) {
        boolean read = y.read() && !y.write();
        String who = priv ? (!w.nonPrivate() ? "the write" : "the access") + " is private, so only the device domain "
                + "orders it with another invocation's access (shader av/vis do not): " : "";
        String nonPrivate = priv ? "; or make both accesses non-private and use av/vis" : "";
        List<AvailabilityFact> dev = new ArrayList<>(1);
        for (AvailabilityFact f : w.facts()) {
            if (f.domain().kind() == DomainKind.DEVICE) {
                dev.add(f);
            }
        }
        String ordered = e.sswReaches(w.agent(), y.agent()) ? name(e, w.agent()) + " system-synchronizes-with "
                + reader.name() + ", so " : "";
        if (dev.isEmpty()) {
            return new Found(MissingLink.NOT_MADE_AVAILABLE, who + "the write was not made available in the device "
                    + "domain; " + ordered + "an availability operation to the device domain (avdevice: a memory "
                    + "dependency) after the write" + (read ? " and a device-domain visibility operation (visdevice) "
                    + "before the read" : "") + " would order them" + nonPrivate);
        }
        boolean hbAccess = false;
        for (AvailabilityFact f : dev) {
            hbAccess |= e.ordering.hbDevice(f.agent(), f.seq(), y);
        }
        if (!hbAccess) {
            return new Found(MissingLink.NO_HAPPENS_BEFORE, who + "the availability operation to the device domain "
                    + "does not happen-before " + reader.name() + "'s " + (read ? "read" : "access") + ": API-level "
                    + "operations are ordered only by system-synchronizes-with, and nothing system-synchronizes "
                    + name(e, w.agent()) + " with " + reader.name() + nonPrivate, UnseenWrite.Case.DEVICE_DOMAIN);
        }
        if (!read) {
            return new Found(MissingLink.NO_HAPPENS_BEFORE, who + "the availability operation to the device domain "
                    + "does not happen-before this access" + nonPrivate, UnseenWrite.Case.DEVICE_DOMAIN);
        }
        boolean visBefore = false;
        for (Globals.DeviceOp v : e.state.globals.deviceOps()) {
            visBefore |= !v.host() && e.ordering.hbDevice(v.agent(), v.seq(), y);
        }
        if (!visBefore) {
            return new Found(MissingLink.NOT_MADE_VISIBLE, who + "the write is available in the device domain, but "
                    + "no device-domain visibility operation (visdevice: vkQueueSubmit or a memory dependency) "
                    + "happens-before " + reader.name() + "'s read; shader visibility operations (vis, MakeVisible) "
                    + "do not source the device domain" + nonPrivate);
        }
        return new Found(MissingLink.NO_HAPPENS_BEFORE, who + "a device-domain visibility operation happens-before "
                + reader.name() + "'s read, but none happens-after the availability operation to the device domain "
                + "(order them with system-synchronizes-with)" + nonPrivate, UnseenWrite.Case.DEVICE_DOMAIN);
    }

    private static String name(Engine e, int agent) {
        return agent < 0 ? "host" : e.agentInfo[agent].name();
    }
}
