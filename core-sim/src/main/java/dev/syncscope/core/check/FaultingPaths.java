package dev.syncscope.core.check;

import dev.syncscope.core.model.Launch;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.UnaryOperator;

/**
 * The paths of a check's executions that end in a fault ({@link AxiomaticChecker.Run}): which of them some
 * combination of paths may give every read a source, and the lists of paths per agent that meet each combination with
 * a faulting path once. Stateless.
 */
final class FaultingPaths {

    private FaultingPaths() {
    }

    /**
     * Per agent, the paths of {@code noted} (per FAULT note, the paths that end in it) that some combination with the
     * others' paths, complete ({@code traces}) or faulting, may give every read a source ({@link SourcedCombination},
     * within {@link AxiomaticChecker#REFUTING_NODES} nodes a fault, until {@code deadline} for all; {@code sourced}
     * narrows the lists first). Each kept path's note goes to {@code faultOf}; a note none of whose paths can is
     * removed from {@code diagnostics}: no execution contains it.
     */
    static List<List<Trace>> unrefuted(Launch launch, List<List<Trace>> traces, Map<String, List<Trace>> noted,
                                       UnaryOperator<List<List<Trace>>> sourced, long deadline,
                                       Map<Trace, String> faultOf, List<String> diagnostics) {
        List<List<Trace>> withFaults = new ArrayList<>();
        List<List<Trace>> faulting = new ArrayList<>();
        for (List<Trace> agentTraces : traces) {
            withFaults.add(new ArrayList<>(agentTraces));
            faulting.add(new ArrayList<>());
        }
        noted.values().forEach(f -> f.forEach(t -> withFaults.get(t.agent()).add(t)));
        for (Map.Entry<String, List<Trace>> fault : noted.entrySet()) {
            List<List<Trace>> lists = new ArrayList<>(withFaults);
            lists.set(fault.getValue().get(0).agent(), fault.getValue());
            // within the refutations' shared budget: a search that cannot finish must not use up the check's time
            if (SourcedCombination.search(launch, sourced.apply(lists), AxiomaticChecker.REFUTING_NODES, deadline)
                    == SourcedCombination.Answer.NO) {
                // no combination gives every read of it a source, so no execution contains it
                diagnostics.remove(fault.getKey());
                continue;
            }
            for (Trace t : fault.getValue()) {
                faulting.get(t.agent()).add(t);
                faultOf.put(t, fault.getKey());
            }
        }
        return faulting;
    }

    /**
     * The paths per agent of the combinations whose first faulting path is agent {@code a}'s: complete paths
     * ({@code kept}) for the agents before {@code a}, a faulting one for {@code a}, either kind for those after it; so
     * that over every {@code a} each combination with a faulting path is met once.
     */
    static List<List<Trace>> firstFaultingAt(int a, List<List<Trace>> kept, List<List<Trace>> faulting) {
        List<List<Trace>> lists = new ArrayList<>();
        for (int b = 0; b < kept.size(); b++) {
            List<Trace> paths = new ArrayList<>(b == a ? List.of() : kept.get(b));
            if (b >= a) {
                paths.addAll(faulting.get(b));
            }
            lists.add(paths);
        }
        return lists;
    }
}
