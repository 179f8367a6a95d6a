package dev.syncscope.core.check;

import dev.syncscope.core.model.Launch;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What a combination of paths has in common with the combinations of its shape met before: paths that differ only in
 * the values read and written ({@link StoresFirst#shape}) have the same events in the same order with the same static
 * relations ({@link StaticFacts#ofSameShape}), so the same ill-formed barrier instances ({@link
 * BarrierInstances#problem}), the same static parts ({@link StaticParts}, one per choice of barrier partners) and the
 * same location order without reads-from ({@link StaticParts#orderWithoutReads}). The RMWs of n invocations at one
 * location are met in n! orders, each its own combination of one shape: the facts, the parts and that order were most
 * of each one's time (the shared histogram's 8! combinations: a third of its check building the same facts). Keeps
 * the last {@link #KEPT} shapes ({@link #KEPT_LARGE} for large combinations). Owned by the checking thread.
 */
final class PartsByShape {

    /** Shapes whose parts are kept. */
    static final int KEPT = 16;
    /**
     * Shapes kept once a combination of more than {@link #LARGE} events was met: each kept shape holds its facts' and
     * parts' relations, n² bits each (4,000 events: 2 MB a relation, tens of them).
     */
    static final int KEPT_LARGE = 2;
    static final int LARGE = 2_048;
    private final int keptSmall;
    private final int keptLarge;
    private final int largeEvents;
    private boolean large;

    /** Each shape met, numbered. */
    private final Map<List<Object>, Integer> shapes = new HashMap<>();
    /** Each path met, its shape's number. */
    private final Map<Trace, Integer> shapeOf = new IdentityHashMap<>();
    /** The shapes kept, the least recently used first. */
    private final Map<List<Integer>, Shape> kept = new LinkedHashMap<>(KEPT, 0.75f, true);

    PartsByShape() {
        this(KEPT, KEPT_LARGE, LARGE);
    }

    /**
     * Keeps {@code keptShapes} shapes, {@code keptLarge} once a combination of more than {@code largeEvents} events
     * was met (tests).
     */
    PartsByShape(int keptShapes, int keptLarge, int largeEvents) {
        this.keptSmall = keptShapes;
        this.keptLarge = keptLarge;
        this.largeEvents = largeEvents;
    }

    /** The shape of the combination of paths {@code traces} (one per invocation). */
    Shape of(Launch launch, List<Trace> traces, boolean chains) {
        List<Integer> key = new ArrayList<>(traces.size());
        for (Trace t : traces) {
            key.add(shapeOf.computeIfAbsent(t, x -> shapes.computeIfAbsent(StoresFirst.shape(x), y -> shapes.size())));
        }
        Shape out = kept.get(key);
        if (out == null) {
            out = new Shape(new StaticFacts(launch, traces, chains));
            large |= out.first.n > largeEvents;
            kept.put(key, out);
            java.util.Iterator<Shape> eldest = kept.values().iterator();
            while (kept.size() > (large ? keptLarge : keptSmall)) {
                eldest.next();
                eldest.remove();
            }
        }
        return out;
    }

    /** One shape of combinations: the facts of its first combination, and what is built from them when asked. */
    static final class Shape {
        private final StaticFacts first;
        private Finding problem;
        private boolean problemKnown;
        private List<StaticParts> parts;
        private BarrierInstances.Divergence divergence;
        private boolean divergenceKnown;

        private Shape(StaticFacts first) {
            this.first = first;
        }

        /** The facts of {@code traces}, a combination of this shape. */
        StaticFacts facts(List<Trace> traces) {
            // the caller's list is one it fills again for the next combination: its paths are compared, one by one
            for (int i = 0; i < traces.size(); i++) {
                if (traces.get(i) != first.traces.get(i)) {
                    return first.ofSameShape(traces);
                }
            }
            return first;
        }

        /** The first ill-formed barrier instance of the shape's combinations ({@link BarrierInstances#problem}). */
        Finding barrierProblem() {
            if (!problemKnown) {
                problem = BarrierInstances.problem(first);
                problemKnown = true;
            }
            return problem;
        }

        /** Barrier divergence in {@code traces}, a combination of this shape whose facts are {@code s}, or null. */
        Finding divergence(StaticFacts s, List<Trace> traces) {
            if (!divergenceKnown) {
                divergence = BarrierInstances.divergenceOf(first);
                divergenceKnown = true;
            }
            return divergence == null ? null : divergence.finding(s, traces);
        }

        /**
         * The parts of {@code s}, the facts of {@code traces}: one per choice of barrier partners ({@link
         * QuorumBarriers}).
         */
        List<StaticParts> parts(StaticFacts s, List<Trace> traces) {
            if (parts == null) {
                parts = new ArrayList<>();
                for (Relation partners : QuorumBarriers.partnerChoices(s, traces)) {
                    parts.add(new StaticParts(s, partners));
                }
            }
            return parts;
        }
    }
}
