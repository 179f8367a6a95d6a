package dev.syncscope.core.check;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The static parts of a combination of paths ({@link StaticParts}, one per choice of barrier partners), built once for
 * combinations of one shape: paths that differ only in the values read and written ({@link StoresFirst#shape}) have
 * the same events in the same order with the same static relations, so the same parts and the same location order
 * without reads-from ({@link StaticParts#orderWithoutReads}). The RMWs of n invocations at one location are met in n!
 * orders, each its own combination of one shape: the parts and that order were most of each one's time. Keeps the
 * parts of the last {@link #KEPT} shapes. Owned by the checking thread.
 */
final class PartsByShape {

    /** Shapes whose parts are kept. */
    static final int KEPT = 16;

    /** Each shape met, numbered. */
    private final Map<List<Object>, Integer> shapes = new HashMap<>();
    /** Each path met, its shape's number. */
    private final Map<Trace, Integer> shapeOf = new IdentityHashMap<>();
    private final Map<List<Integer>, List<StaticParts>> parts = new LinkedHashMap<>(KEPT, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<List<Integer>, List<StaticParts>> eldest) {
            return size() > KEPT;
        }
    };

    /** The parts of {@code s}, the facts of {@code traces}: one per choice of barrier partners ({@link QuorumBarriers}). */
    List<StaticParts> of(StaticFacts s, List<Trace> traces) {
        List<Integer> key = new ArrayList<>(traces.size());
        for (Trace t : traces) {
            key.add(shapeOf.computeIfAbsent(t, x -> shapes.computeIfAbsent(StoresFirst.shape(x), y -> shapes.size())));
        }
        List<StaticParts> out = parts.get(key);
        if (out == null) {
            out = new ArrayList<>();
            for (Relation partners : QuorumBarriers.partnerChoices(s, traces)) {
                out.add(new StaticParts(s, partners));
            }
            parts.put(key, out);
        }
        return out;
    }
}
