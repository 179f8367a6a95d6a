package dev.syncscope.core.check;

import dev.syncscope.core.model.Action;
import dev.syncscope.core.model.Location;
import dev.syncscope.core.model.Reference;

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

    /**
     * Whether {@code a} and {@code b}, each a load, store or read-modify-write, access one location ({@link
     * Location#equals}: one allocation and index, through any reference), without building the locations.
     */
    static boolean same(Action a, Action b) {
        return index(a) == index(b) && (reference(a) == reference(b)
                || reference(a).allocation().equals(reference(b).allocation()));
    }

    private static Reference reference(Action a) {
        return a instanceof Action.Load l ? l.reference()
                : a instanceof Action.Store s ? s.reference() : ((Action.ReadModifyWrite) a).reference();
    }

    private static int index(Action a) {
        return a instanceof Action.Load l ? l.index()
                : a instanceof Action.Store s ? s.index() : ((Action.ReadModifyWrite) a).index();
    }
}
