package dev.syncscope.core.check;

import dev.syncscope.core.model.Action;
import dev.syncscope.core.model.Launch;
import dev.syncscope.core.model.SourceSpan;
import dev.syncscope.core.model.UndefinedReadUse;

import java.util.ArrayList;
import java.util.List;

/**
 * What a consistent execution shows beyond its outcome, races and faults: reads of memory nobody wrote (a finding: the
 * program is wrong) and reads that take a value written after a control barrier their invocation reaches later (a
 * note: allowed by the memory model, needing the read to complete late). Stateless.
 */
final class ExecutionFindings {

    private ExecutionFindings() {
    }

    /**
     * Adds to {@code findings}, once each, the reads of a consistent execution that take the initial value of memory
     * with none (a kernel's Workgroup variable: VK MM Allocation, {@link Launch#initiallyDefined}) and whose value
     * matters, as {@code flow} found them ({@link UndefinedFlow}: stored to memory, or deciding control flow or an
     * address), as the stepper's UNDEFINED_READ, with the use in its words ({@link UndefinedReadUse}: the first that
     * this execution makes; a read already listed from another execution keeps its line); {@code flow} null: none.
     */
    static void undefinedReads(UndefinedFlow flow, List<Finding> findings) {
        if (flow == null) {
            return;
        }
        for (Event ev : flow.reads()) {
            List<Object> args = new ArrayList<>(List.of(ev.agentName(), String.valueOf(ev.location()),
                    String.valueOf(ev.source())));
            if (listed(findings, ev.source(), args)) {
                continue;
            }
            UndefinedReadUse use = flow.use(ev);
            findings.add(Finding.undefinedRead(ev.agent(), ev.agentName(), String.valueOf(ev.location()), ev.source(),
                    use == null ? List.of(0, "", "", "") : use.args()));
        }
        for (UndefinedFlow.Made m : flow.made()) {
            // an undefined value the invocation made itself (OpUndef, …), by the same rule (UndefinedValue)
            List<Object> args = new ArrayList<>(List.of(m.agentName(), m.value().kind().ordinal(), m.value().name(),
                    String.valueOf(m.site())));
            if (listed(findings, m.site(), args)) {
                continue;
            }
            args.addAll(m.how() == null ? List.of(0, "", "", "") : m.how().args());
            // at the positions Finding's accessors read them: appended, after exactly the arguments before them
            if (args.size() != Finding.UNDEFINED_VALUE_LANE) {
                throw new IllegalStateException("an undefined value's finding has " + args.size() + " arguments before"
                        + " its lane, not " + Finding.UNDEFINED_VALUE_LANE + ": " + args);
            }
            args.add(Finding.UNDEFINED_VALUE_LANE, String.valueOf(m.value().lane()));
            // who made it, when a subgroup operation passed it on (UndefinedValue.madeBy)
            args.add(Finding.UNDEFINED_VALUE_MADE_BY, m.value().madeBy());
            args.add(m.value().madeBy().isEmpty() ? 0 : 1);
            findings.add(new Finding(Finding.Kind.UNDEFINED_READ, "undefined value: " + m.agentName() + " uses "
                    + m.value().english(m.site()) + (m.how() == null ? "" : m.how().english()), List.of(m.agent()),
                    m.site(), Finding.UNDEFINED_VALUE_KEY, args));
        }
    }

    /**
     * Whether {@code findings} has the undefined read or value at {@code where} whose first arguments are {@code read}
     * (one line per read or value: a use found in another execution keeps its words).
     */
    private static boolean listed(List<Finding> findings, SourceSpan where, List<Object> read) {
        for (Finding f : findings) {
            if (f.kind() == Finding.Kind.UNDEFINED_READ && f.where().equals(where) && f.args().size() >= read.size()
                    && f.args().subList(0, read.size()).equals(read)) {
                return true;
            }
        }
        return false;
    }

    /**
     * (r, w): r is program-ordered before a control barrier whose partner in the same instance (another invocation of
     * its execution scope instance) is program-ordered before w. Quorum barriers are left out: a late arrival passes
     * at once.
     */
    static Relation acrossBarrier(StaticFacts s) {
        Relation partners = s.barrierPartners().filter((a, b) ->
                ((Action.ControlBarrier) s.ev(a).action()).quorum() == null
                        && ((Action.ControlBarrier) s.ev(b).action()).quorum() == null);
        return s.po.compose(partners).compose(s.po);
    }

    /**
     * Adds to {@code notes}, once each, a read of consistent execution {@code d} that takes its value from a write
     * another invocation makes after a control barrier instance the reader meets only after the read
     * ({@code acrossBarrier}, {@link #acrossBarrier}). The memory model allows it: it has no order of execution, and a
     * barrier whose semantics leave the location's storage class out orders no access of it (VK MM: Synchronizes-With,
     * fence-control-barrier-fence needs the semantics). But the writer cannot pass the barrier before the reader
     * arrives (SPIR-V OpControlBarrier: "wait for all active invocations within the specified Scope to reach the
     * current point of execution"), so the execution needs the read to complete after its invocation passed the
     * barrier; the stepper, executing in program order, never shows it. A wait's read, whose value decides whether
     * its invocation reaches the barrier at all, cannot complete late, and such executions are not consistent
     * ({@link BarrierCausality}; docs/examples/diagnostics/spin-before-barrier.comp: an endless spin, as the stepper's
     * SPIN and DEADLOCK); the note is left for the others (load buffering across the barrier).
     */
    static void readsAcrossABarrier(StaticFacts s, Derivation d, Relation acrossBarrier, List<String> notes) {
        for (int[] p : d.rf.pairs()) {
            if (!acrossBarrier.contains(p[1], p[0])) {
                continue;
            }
            Event w = s.ev(p[0]);
            Event r = s.ev(p[1]);
            String note = "in some execution " + r.agentName() + "'s read of " + r.location() + " at " + r.source()
                    + " takes the value " + w.agentName() + " writes at " + w.source() + " after a control barrier "
                    + r.agentName() + " reaches only after that read: the memory model allows it (it has no order of"
                    + " execution, and a barrier orders only the storage classes of its semantics), but then the read"
                    + " completes after " + r.agentName() + " passed the barrier, which a read that is no wait's may"
                    + " do (a wait's cannot: such executions are ruled out); the stepper runs each invocation in"
                    + " program order and never shows it";
            if (!notes.contains(note)) {
                notes.add(note);
            }
        }
    }
}
