package dev.syncscope.core.check;

import dev.syncscope.core.model.Launch;
import dev.syncscope.core.model.ValueKind;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * What the checker asks of a combination of paths that each path decides alone, worked out once per path: the
 * registers it ends with, named as an outcome names them ({@link FinalRegisters}), and the reads its own invocation
 * cannot give a source, with the values it writes ({@link ReadSources.Needs}). A path is in many combinations: a
 * three-invocation lock's check spent two thirds of its time finding every combination's read sources again, the
 * shared histogram's a tenth naming the same registers again. Owned by the checking thread.
 */
final class PerPath {

    private final Launch launch;
    private final Map<Trace, FinalRegisters> registers = new IdentityHashMap<>();
    private final Map<Trace, ReadSources.Needs> needs = new IdentityHashMap<>();

    PerPath(Launch launch) {
        this.launch = launch;
    }

    /** The registers the paths {@code traces} (one per invocation) end with. */
    FinalRegisters registers(List<Trace> traces) {
        Map<String, Long> values = new LinkedHashMap<>();
        Set<String> undefined = new HashSet<>();
        Map<String, ValueKind> kinds = new HashMap<>();
        for (Trace t : traces) {
            FinalRegisters own = registers.computeIfAbsent(t, x -> FinalRegisters.ofPath(launch, x));
            values.putAll(own.values());
            undefined.addAll(own.undefined());
            kinds.putAll(own.kinds());
        }
        return new FinalRegisters(values, undefined, kinds);
    }

    /**
     * Whether every read of the combination {@code traces} has a write (or the initial value) it may read ({@link
     * ReadSources}: its own invocation's, or any write of another path of the combination).
     */
    boolean justified(List<Trace> traces) {
        List<ReadSources.Needs> of = new ArrayList<>(traces.size());
        for (Trace t : traces) {
            of.add(needs.computeIfAbsent(t, x -> ReadSources.needs(launch, x)));
        }
        return ReadSources.justified(of);
    }
}
