package dev.syncscope.core.suite;

import dev.syncscope.core.check.CheckResult;
import dev.syncscope.core.check.Execution;
import dev.syncscope.core.model.Location;
import dev.syncscope.core.model.Program;
import dev.syncscope.core.model.Reference;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Notes on the locations whose final value one execution leaves open: writes that no order relates (racing plain
 * writes: no location order, no coherence between them) each may be the last, so one consistent execution gives an
 * outcome per value ({@link Execution#finalValues()}), and a check reports more outcomes than consistent executions
 * (the audit: {@code race-simple.comp} said "1 candidate execution, 1 consistent" and listed 2 outcomes). Stateless.
 */
final class OpenFinals {

    /** Locations named at most; a note for each would drown the others. */
    static final int NAMED = 4;

    private OpenFinals() {
    }

    /**
     * One note naming the locations (up to {@link #NAMED}) some consistent execution of {@code result} ends with
     * more than one value at, and the values; none when every execution has one outcome.
     */
    static List<String> notes(Program program, CheckResult result) {
        Map<String, List<Long>> open = new LinkedHashMap<>();
        // an execution that ends in a fault has no final state (its outcomes are none of the allowed)
        for (Execution e : result.consistentExecutions().stream().filter(e -> !e.faulted()).toList()) {
            for (Map.Entry<Location, List<Long>> f : e.finalValues().entrySet()) {
                if (f.getValue().size() > 1) {
                    open.putIfAbsent(name(program, f.getKey()), f.getValue());
                }
            }
        }
        if (open.isEmpty()) {
            return List.of();
        }
        List<String> named = new ArrayList<>();
        for (Map.Entry<String, List<Long>> o : open.entrySet()) {
            if (named.size() == NAMED) {
                break;
            }
            named.add(o.getKey() + " (" + String.join(" or ", o.getValue().stream().map(String::valueOf).toList())
                    + ")");
        }
        String more = open.size() > NAMED ? " and " + (open.size() - NAMED) + " more locations" : "";
        return List.of("one execution may end with more than one value at " + String.join(", ", named) + more
                + ": no order relates the writes that may be last (they race), so each is a final value of that"
                + " execution and the outcomes outnumber the consistent executions");
    }

    private static String name(Program program, Location loc) {
        for (Reference ref : program.launch().references()) {
            if (ref.allocation().equals(loc.allocation()) && loc.index() < ref.length()) {
                return ref.locationName(loc.index());
            }
        }
        return String.valueOf(loc);
    }
}
