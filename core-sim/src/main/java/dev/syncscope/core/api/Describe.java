package dev.syncscope.core.api;

import dev.syncscope.core.model.Access;
import dev.syncscope.core.model.Action;
import dev.syncscope.core.model.Semantics;

import java.util.List;

/**
 * Short litmus-like descriptions of actions for the UI ("st.av.dv x = 1"). Stateless.
 */
final class Describe {

    private Describe() {
    }

    static String action(Action act) {
        if (act instanceof Action.Load l) {
            return "ld" + access(l.access()) + " " + l.reference().locationName(l.index());
        } else if (act instanceof Action.Store s) {
            return "st" + access(s.access()) + " " + s.reference().locationName(s.index()) + " = "
                    + s.reference().valueText(s.index(), s.value());
        } else if (act instanceof Action.ReadModifyWrite m) {
            return "rmw." + m.op().name().toLowerCase() + access(m.access()) + " "
                    + m.reference().locationName(m.index()) + " " + m.reference().valueText(m.index(), m.operand());
        } else if (act instanceof Action.MemoryBarrier b) {
            return "membar" + sem(b.semantics()) + "." + b.scope().shortName();
        } else if (act instanceof Action.ControlBarrier c) {
            return "cbar" + sem(c.semantics()) + "." + c.execution().shortName()
                    + (c.memory() == null ? "" : "." + c.memory().shortName()) + " " + c.instance();
        } else if (act instanceof Action.Collective c) {
            List<Long> put = c.contribution();
            String lane = "";
            boolean quad = c.operation().equals("OpGroupNonUniformQuadBroadcast");
            boolean rotate = c.operation().equals("OpGroupNonUniformRotateKHR");
            if ((quad || rotate || c.operation().equals("OpGroupNonUniformBroadcast")) && !put.isEmpty()) {
                // its Id (a quad broadcast's Index) comes last (SubgroupOps.contribution): the lane each member asks
                // for
                lane = (quad ? " from quad index " : rotate ? " rotated by " : " from lane ") + put.get(put.size() - 1);
                put = put.subList(0, put.size() - 1);
            }
            // the values as their type shows them (a float's as a float, ValueKind), the lane above as a number
            List<String> shown = put.stream().map(c.kind()::text).toList();
            return c.operation() + "." + c.scope().shortName() + (shown.isEmpty() ? ""
                    : " " + (shown.size() == 1 ? shown.get(0) : shown)) + lane;
        } else if (act instanceof Action.DeviceAvailability) {
            return "avdevice";
        } else if (act instanceof Action.HostAvailability) {
            return "flush";
        } else if (act instanceof Action.HostVisibility) {
            return "invalidate";
        } else if (act instanceof Action.MemoryDomainOperation d) {
            return d.direction() == Action.MemoryDomainOperation.Direction.HOST_TO_DEVICE ? "dom.h2d" : "dom.d2h";
        }
        return "visdevice";
    }

    /** The name of the collective operation a waiting program stands at. */
    static String operation(dev.syncscope.core.model.ThreadState t) {
        try {
            return t.next() instanceof Action.Collective c ? c.operation() : "?";
        } catch (RuntimeException ex) {
            return "?";
        }
    }

    private static String access(Access a) {
        StringBuilder b = new StringBuilder();
        if (a.atomic()) {
            b.append(".atom");
        }
        b.append(sem(a.semantics()));
        if (a.makePointerAvailable()) {
            b.append(".av");
        }
        if (a.makePointerVisible()) {
            b.append(".vis");
        }
        if (a.nonPrivate()) {
            b.append(".nonpriv");
        }
        if (a.scope() != null) {
            b.append('.').append(a.scope().shortName());
        }
        return b.toString();
    }

    private static String sem(Semantics s) {
        StringBuilder b = new StringBuilder();
        if (s.acquire() && s.release()) {
            b.append(".acq_rel");
        } else if (s.acquire()) {
            b.append(".acq");
        } else if (s.release()) {
            b.append(".rel");
        }
        if (s.makeAvailable()) {
            b.append(".semav");
        }
        if (s.makeVisible()) {
            b.append(".semvis");
        }
        s.storageClasses().stream().sorted().forEach(c -> b.append(".sem").append(c.litmusName()));
        return b.toString();
    }
}
