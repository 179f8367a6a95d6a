package dev.syncscope.core.check;

import dev.syncscope.core.model.SourceSpan;

import java.util.List;

/**
 * An error of the program itself that the check found, whatever its races and outcomes: barrier divergence
 * or a fault in some consistent execution, or a fault on a path that the check could neither confirm nor
 * exclude. The window lists it among the problems and reveals its site. Immutable.
 *
 * @param kind   what it is
 * @param text   one line, as {@code check} prints it ({@code fault: T1 stops at append.comp:8: out-of-bounds access
 *               kept[1] (it has 1 location)}, {@code barrier divergence: T1 finishes without meeting …})
 * @param agents the invocations involved: the one that faults; the one that misses the barrier, then one that meets it
 * @param where  the faulting instruction, or the barrier met; {@link SourceSpan#UNKNOWN} when not known
 */
public record Finding(Kind kind, String text, List<Integer> agents, SourceSpan where) {

    /**
     * Barrier divergence, a fault, or a read of undefined memory in some consistent execution (the program is wrong),
     * or an unconfirmed fault.
     */
    public enum Kind { BARRIER_DIVERGENCE, FAULT, UNCONFIRMED_FAULT, UNDEFINED_READ }

    public Finding {
        agents = List.copyOf(agents);
    }

    @Override
    public String toString() {
        return text;
    }
}
