package dev.syncscope.core.check;

import dev.syncscope.core.model.Action;
import dev.syncscope.core.model.Location;
import dev.syncscope.core.model.SourceSpan;

import java.util.List;

/**
 * How a path's reads repeat in a spin loop, for the checker's spin bound ({@link CheckOptions#spinBound()}): a read
 * that leaves memory as it was, repeated at the same instruction and location with the same value and no write in
 * between, is counted, and {@link TraceEnumerator} cuts the path once the count reaches the bound. Stateless.
 */
final class SpinReads {

    private SpinReads() {
    }

    /**
     * How many times in a row the path's last step, a read that leaves memory as it was ({@link #rereads}),
     * repeats its previous execution: the same instruction and location, the same value read, no other write
     * and no subgroup operation of the agent in between; 0 otherwise.
     */
    static int spins(List<Trace.Step> path, int[] spins) {
        int k = path.size() - 1;
        Trace.Step last = path.get(k);
        if (!rereads(last)) {
            return 0;
        }
        Location loc = AccessedLocation.of(last.action());
        SourceSpan src = source(last.action());
        for (int j = k - 1; j >= 0; j--) {
            Trace.Step earlier = path.get(j);
            if (earlier.participants() != null) {
                return 0;
            }
            if (earlier.action().getClass() == last.action().getClass() && source(earlier.action()).equals(src)
                    && AccessedLocation.of(earlier.action()).equals(loc)) {
                return rereads(earlier) && earlier.read().equals(last.read()) ? spins[j] + 1 : 0;
            }
            if (earlier.written() != null) {
                return 0;
            }
        }
        return 0;
    }

    /**
     * A load, a compare-exchange that failed, or a read-modify-write that wrote back the value it read
     * ({@code atomicOr(flag, 0)}): a read after which memory holds what it held.
     */
    private static boolean rereads(Trace.Step s) {
        return s.action() instanceof Action.Load || (s.action() instanceof Action.ReadModifyWrite
                && (s.written() == null || s.written().equals(s.read())));
    }

    private static SourceSpan source(Action a) {
        return a instanceof Action.Load l ? l.source() : ((Action.ReadModifyWrite) a).source();
    }
}
