package dev.syncscope.core.check;

import dev.syncscope.core.model.Launch;
import dev.syncscope.core.model.Location;

import java.util.HashSet;
import java.util.Map;
import java.util.Set;

/**
 * The value sets of the enumeration's rounds ({@link TraceEnumerator}): per location, the values its reads may take,
 * a location absent standing for its initial value alone. Stateless.
 */
final class ValueSets {

    private ValueSets() {
    }

    /**
     * Whether two rounds' value sets agree, a location one of them lacks standing for its initial value alone, as a read
     * takes it ({@link #at}): a location first read in this round, by a path that reached it only now, is recorded
     * with its initial value, and the strict comparison took that for a change, so the sets of a wait for a flag set
     * once followed by a wait on memory nobody writes never counted as closed (and no endless spin was proved there).
     */
    static boolean same(Launch launch, Map<Location, Set<Long>> a, Map<Location, Set<Long>> b) {
        Set<Location> all = new HashSet<>(a.keySet());
        all.addAll(b.keySet());
        for (Location l : all) {
            if (!at(launch, a, l).equals(at(launch, b, l))) {
                return false;
            }
        }
        return true;
    }

    /** The values of {@code l} in {@code values}: its set, else its initial value alone. */
    static Set<Long> at(Launch launch, Map<Location, Set<Long>> values, Location l) {
        Set<Long> v = values.get(l);
        return v != null ? v : Set.of(launch.initialValue(l));
    }
}
