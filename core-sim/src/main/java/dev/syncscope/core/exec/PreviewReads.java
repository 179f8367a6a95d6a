package dev.syncscope.core.exec;

import dev.syncscope.core.memory.LocationState;
import dev.syncscope.core.memory.WriteRecord;
import dev.syncscope.core.model.Agent;
import dev.syncscope.core.model.Location;

import java.util.HashMap;
import java.util.Map;

/**
 * The write a plain read would read now ({@link DefaultReads#of}'s answer) for the reads a
 * snapshot asks about, every invocation's of every location. {@code defaultRead} looks at every
 * retired write of the location, each through the chain of its writer's newer writes: a location
 * with n retired writes cost n per invocation, so the first snapshot after a long run without one
 * cost invocations × locations × n. Here each location version's writes are grouped once
 * ({@link ReadCandidates}) and a read asks only the groups that can answer it, newest first,
 * stopping at the first write location-ordered before it: the same rules, asked of fewer writes.
 * Mutable cache (one {@link ReadCandidates} per location, replaced when the location's record
 * changes), owned by the engine's thread.
 */
final class PreviewReads {

    private final Engine e;
    private final Map<Location, ReadCandidates> candidates = new HashMap<>();

    PreviewReads(Engine e) {
        this.e = e;
    }

    /**
     * What the probe {@code y} (a plain read: no write, not atomic) of the location in state {@code ls}
     * would read by default: {@link DefaultReads#of}'s answer, rule for rule.
     */
    WriteRecord defaultRead(LocationState ls, Op y) {
        if (y.write() || y.atomic()) {
            return e.executor().defaultRead(ls, y);
        }
        if (!e.options.memoryModel()) {
            return ls.live().isEmpty() ? ls.initial() : ls.live().newest();
        }
        for (WriteRecord w : ls.live()) {
            if (e.ordering.visible(w, y, false)) {
                return w;
            }
        }
        // VK MM: Visible-To; Location-Ordered — the newest write location-ordered before the read
        // (retired ones too: retirement ends visibility, not location order), as DefaultReads.of
        WriteRecord newest = ls.initial();
        for (WriteRecord w : ls.live()) {
            if ((newest.initial() || w.id() > newest.id()) && e.ordering.locationOrdered(w, y)) {
                newest = w;
            }
        }
        ReadCandidates c = candidates(ls);
        newest = newest(c, y, newest);
        // VK MM: Acyclicity — never older than what an earlier location-ordered read returned
        for (ReadCandidates.ReadOf r : c.reads) {
            if (!newest.initial() && r.write().id() <= newest.id()) {
                break;
            }
            if (e.ordering.locationOrdered(r.read(), y)) {
                newest = r.write();
                break;
            }
        }
        if (newest.initial() && !ls.live().isEmpty() && Choices.initialReadClosesCycle(ls, y)) {
            return ls.live().newest();
        }
        return newest;
    }

    /** The newest of {@code best} and the retired writes location-ordered before {@code y} (VK MM: Location-Ordered). */
    private WriteRecord newest(ReadCandidates c, Op y, WriteRecord best) {
        WriteRecord own = c.own(y.agent(), y.reference());
        if (own != null && (best.initial() || own.id() > best.id()) && e.ordering.locationOrdered(own, y)) {
            best = own;
        }
        best = newest(c.always, y, best);
        if (y.nonPrivate()) {
            Agent reader = e.agentInfo[y.agent()];
            for (ReadCandidates.DomainGroup g : c.domains) {
                if (g.reference().equals(y.reference()) && g.domain().contains(reader)
                        && canSee(y, g.domain().kind().ordinal())) {
                    best = newest(g.writes(), y, best);
                }
            }
        }
        return best;
    }

    /**
     * Whether {@code y} has a visibility operation sourcing shader domain level {@code level}: its
     * agent's latest for the storage class, its per-instruction one on the reference and location, or
     * its own. VK MM: Availability and Visibility — a write available in a domain becomes visible only
     * through such an operation (that the availability operation happens-before), so without one no
     * write of the level's group can be read ({@link Ordering}'s visibleByFacts asks the same marks).
     */
    private static boolean canSee(Op y, int level) {
        return y.ownVisLevel() >= level || y.vis().semantic(y.storageClass(), level) != null
                || y.vis().perInstruction(y.reference(), y.location(), level) != null;
    }

    /** The first of {@code writes} (newest first) newer than {@code best} and location-ordered before {@code y}, else {@code best}. */
    private WriteRecord newest(WriteRecord[] writes, Op y, WriteRecord best) {
        for (WriteRecord w : writes) {
            if (!best.initial() && w.id() <= best.id()) {
                return best;
            }
            if (e.ordering.locationOrdered(w, y)) {
                return w;
            }
        }
        return best;
    }

    private ReadCandidates candidates(LocationState ls) {
        ReadCandidates c = candidates.get(ls.location());
        if (c == null || c.state != ls) {
            c = ReadCandidates.of(ls);
            candidates.put(ls.location(), c);
        }
        return c;
    }
}
