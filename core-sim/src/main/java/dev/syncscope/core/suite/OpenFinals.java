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
        Map<String, List<String>> open = new LinkedHashMap<>();
        // an execution that ends in a fault has no final state (its outcomes are none of the allowed)
        for (Execution e : result.consistentExecutions().stream().filter(e -> !e.faulted()).toList()) {
            for (Map.Entry<Location, List<Long>> f : e.finalValues().entrySet()) {
                if (f.getValue().size() > 1) {
                    // the values as the naming reference's type shows them (1.5 or 3.0 for a float, not the bits)
                    Reference ref = naming(program, f.getKey());
                    open.putIfAbsent(ref == null ? String.valueOf(f.getKey()) : ref.locationName(f.getKey().index()),
                            f.getValue().stream().map(v -> ref == null ? String.valueOf(v)
                                    : ref.valueText(f.getKey().index(), v)).toList());
                }
            }
        }
        if (open.isEmpty()) {
            return List.of();
        }
        List<String> named = new ArrayList<>();
        for (Map.Entry<String, List<String>> o : open.entrySet()) {
            if (named.size() == NAMED) {
                break;
            }
            named.add(o.getKey() + " (" + String.join(" or ", o.getValue()) + ")");
        }
        String more = open.size() > NAMED ? " and " + (open.size() - NAMED) + " more locations" : "";
        return List.of("one execution may end with more than one value at " + String.join(", ", named) + more
                + ": no order relates the writes that may be last (they race), so each is a final value of that"
                + " execution and the outcomes outnumber the consistent executions");
    }

    /** The first reference of the launch that reaches {@code loc}, which names it, or null. */
    private static Reference naming(Program program, Location loc) {
        for (Reference ref : program.launch().references()) {
            if (ref.allocation().equals(loc.allocation()) && loc.index() < ref.length()) {
                return ref;
            }
        }
        return null;
    }
}
