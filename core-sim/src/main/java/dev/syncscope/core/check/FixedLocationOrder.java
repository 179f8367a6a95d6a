package dev.syncscope.core.check;

import java.util.function.BooleanSupplier;

/**
 * The location order every candidate of one combination of paths has, whatever its reads-from and scoped
 * modification order: the one derived with no reads-from at all, where only what needs no read synchronizes
 * (program order, control barriers, the static parts of inter-thread-happens-before). Every relation of a
 * {@link Derivation} grows with reads-from (synchronizes-with, happens-before, the availability and visibility
 * chains, location order: VK MM: Synchronizes-With, Happens-Before, Location-Ordered), so this order is part of
 * every candidate's, and so are the from-reads it adds: a read of a write is from-read before every write
 * location-ordered after that write (VK MM: Acyclicity, from-reads). The candidate search adds these edges to its
 * coherence graph ({@link CoherencePrefix}), so a read of a plain store that a barrier orders before another
 * write it is location-ordered before is refused as it is chosen, not derived and found inconsistent: a
 * write-back poll after a plain store and {@code barrier()} offered each poll the store as its source, 2^k
 * candidates for k polls. Stateless.
 */
final class FixedLocationOrder {

    private FixedLocationOrder() {
    }

    /**
     * The location order every candidate of the combination has, or null when it cannot prune a reads-from
     * choice: no read has two possible sources one of which is a write followed by a write to its location
     * outside its scoped modification order (there the candidate search's modification order already gives
     * every from-reads edge this would), and no RMW shares its location with a write it is not mutually ordered
     * with (there the order refuses as they are chosen the candidates whose combination {@link StoresFirst} leaves
     * out, so the counts are the same with the RMW pruning and without).
     *
     * @param sources per read of {@code s.r} in event order, its possible sources (-1: the initial value)
     * @param otherWritesOfLocation per event, the writes to its location other than itself
     */
    static Relation of(StaticFacts s, StaticParts parts, int[][] sources, Relation otherWritesOfLocation,
                       BooleanSupplier stop) {
        if (!mayPrune(s, sources, otherWritesOfLocation)) {
            return null;
        }
        return parts.orderWithoutReads(s, stop);
    }

    private static boolean mayPrune(StaticFacts s, int[][] sources, Relation otherWritesOfLocation) {
        for (int e = s.r.next(0); e >= 0; e = s.r.next(e + 1)) {
            // an RMW beside a write it is not mutually ordered with (a plain initialising store): whichever write it
            // reads, the order decides which other RMWs it is from-read before (StoresFirst)
            if (s.w.contains(e) && otherWritesOfLocation.successors(e).minus(s.mutordatom.successors(e)).count() > 0) {
                return true;
            }
        }
        for (int[] from : sources) {
            if (from.length < 2) {
                continue;
            }
            for (int w : from) {
                if (w >= 0 && otherWritesOfLocation.successors(w).minus(s.mutordatom.successors(w)).count() > 0) {
                    return true;
                }
            }
        }
        return false;
    }
}
