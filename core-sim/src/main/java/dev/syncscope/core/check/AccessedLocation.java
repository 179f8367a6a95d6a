package dev.syncscope.core.check;

import dev.syncscope.core.model.Action;
import dev.syncscope.core.model.Location;

/** The location a load, store or read-modify-write accesses. Stateless. */
final class AccessedLocation {

    private AccessedLocation() {
    }

    /** The location {@code a} accesses, or null when it accesses none (barriers, subgroup and host operations). */
    static Location of(Action a) {
        if (a instanceof Action.Load l) {
            return l.reference().location(l.index());
        } else if (a instanceof Action.Store s) {
            return s.reference().location(s.index());
        } else if (a instanceof Action.ReadModifyWrite r) {
            return r.reference().location(r.index());
        }
        return null;
    }
}
