package dev.syncscope.core.check;

import dev.syncscope.core.model.Action;
import dev.syncscope.core.model.Scope;
import dev.syncscope.core.model.SourceSpan;
import dev.syncscope.core.model.ThreadState;

import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;

/**
 * Well-formedness of control-barrier instances, after the Alloy model's facts on {@code scbarinst}:
 * an instance is met at most once per invocation, instances are met in the same order by every
 * invocation, and all participants use the same scopes, semantics and quorum (named barriers: per barrier
 * id). An execution violating them is
 * not a candidate at all (barrier divergence). Stateless.
 */
final class BarrierInstances {

    private BarrierInstances() {
    }

    /** Keys of {@link #problem}'s findings, each read as {@link NoExecution} words it: in every execution. */
    static final String TWICE = "check.finding.divergence.none.twice";
    static final String OPERANDS = "check.finding.divergence.none.operands";
    static final String QUORUMS = "check.finding.divergence.none.quorums";
    static final String ORDER = "check.finding.divergence.none.order";

    /**
     * The first violation, or null when the barriers are well formed: a BARRIER_DIVERGENCE finding whose text is the
     * note the check lists ({@code control barrier instance 0 is used with different scopes or semantics at …}), and
     * whose key ({@link #TWICE} and the like) words it as the finding {@link NoExecution} makes of it.
     */
    static Finding problem(StaticFacts s) {
        Relation.Builder same = new Relation.Builder(s.n);
        for (int a = s.cbar.next(0); a >= 0; a = s.cbar.next(a + 1)) {
            for (int b = s.cbar.next(0); b >= 0; b = s.cbar.next(b + 1)) {
                Action.ControlBarrier ca = (Action.ControlBarrier) s.ev(a).action();
                Action.ControlBarrier cb = (Action.ControlBarrier) s.ev(b).action();
                Scope narrower = ca.execution().compareTo(cb.execution()) <= 0 ? ca.execution() : cb.execution();
                if (a == b || ca.instance() != cb.instance() || !Objects.equals(ca.barrierId(), cb.barrierId())
                        || !s.agent(a).sharesInstance(s.agent(b), narrower)) {
                    continue;
                }
                boolean twice = s.ev(a).agent() == s.ev(b).agent();
                boolean operands = ca.execution() != cb.execution() || ca.memory() != cb.memory()
                        || !ca.semantics().equals(cb.semantics());
                if (twice || operands || !Objects.equals(ca.quorum(), cb.quorum())) {
                    // worded only here: the loop runs for every pair of barriers of every candidate
                    return pairFinding(s, a, b, twice, operands);
                }
                same.add(a, b);
            }
        }
        Relation inst = same.build();
        if (!s.po.compose(inst).compose(s.po).intersect(inst).isEmpty()) {
            return new Finding(Finding.Kind.BARRIER_DIVERGENCE, "control barrier instances are met in different"
                    + " orders by different invocations", List.of(), dev.syncscope.core.model.SourceSpan.UNKNOWN,
                    ORDER, List.of());
        }
        return null;
    }

    /** The finding of barriers {@code a} and {@code b}: met twice by one invocation, with other operands, or quorums. */
    private static Finding pairFinding(StaticFacts s, int a, int b, boolean twice, boolean operands) {
        Action.ControlBarrier ca = (Action.ControlBarrier) s.ev(a).action();
        Action.ControlBarrier cb = (Action.ControlBarrier) s.ev(b).action();
        String at = String.valueOf(s.ev(a).source());
        String bt = String.valueOf(s.ev(b).source());
        List<Integer> agents = List.of(s.ev(a).agent(), s.ev(b).agent());
        if (twice) {
            return new Finding(Finding.Kind.BARRIER_DIVERGENCE, s.ev(a).agentName() + " meets control barrier"
                    + " instance " + ca.instance() + " twice (at " + at + " and " + bt + ")", agents.subList(0, 1),
                    s.ev(b).source(), TWICE, List.of(s.ev(a).agentName(), ca.instance(), at, bt));
        }
        if (operands) {
            return new Finding(Finding.Kind.BARRIER_DIVERGENCE, "control barrier instance " + ca.instance()
                    + " is used with different scopes or semantics at " + at + " and " + bt, agents,
                    s.ev(b).source(), OPERANDS, List.of(ca.instance(), at, bt));
        }
        return new Finding(Finding.Kind.BARRIER_DIVERGENCE, "control barrier instance " + ca.instance()
                + " is used with different quorums (" + ca.quorum() + " and " + cb.quorum() + ") at " + at
                + " and " + bt, agents, s.ev(b).source(), QUORUMS, List.of(ca.instance(),
                        String.valueOf(ca.quorum()), String.valueOf(cb.quorum()), at, bt));
    }

    /**
     * Barrier divergence in one combination of complete paths: an invocation of an ordinary control barrier's
     * execution scope instance that finishes without meeting that barrier instance (SPIR-V OpControlBarrier:
     * every invocation of the execution scope instance must execute the same dynamic instance; the memory
     * model's barrier synchronization is defined only for such instances). Named barriers with a quorum are
     * met by a subset by design. The finding naming the barrier and the invocation (at the barrier met, and where
     * the invocation finishes, from its path's end: {@link ThreadState#exitedAt()}) is {@link Divergence#finding}.
     * Where the barriers diverge, its shape decides ({@link PartsByShape}): another dynamic instance's finding, else
     * the barrier event {@code barrier} that invocation {@code absent} finishes without.
     */
    record Divergence(Finding other, int barrier, int absent) {

        /** The finding for the combination {@code traces}, whose facts are {@code s}. */
        Finding finding(StaticFacts s, List<Trace> traces) {
            if (other != null) {
                return other;
            }
            Action.ControlBarrier ca = (Action.ControlBarrier) s.ev(barrier).action();
            dev.syncscope.core.model.Agent b = s.launch.agents().get(absent);
            SourceSpan exit = exitOf(traces, b.id());
            boolean known = exit.line() > 0;
            return new Finding(Finding.Kind.BARRIER_DIVERGENCE, "barrier divergence: " + b.name()
                    + " finishes " + (known ? "at " + exit + " " : "") + "without meeting control barrier instance "
                    + ca.instance() + ", which " + s.ev(barrier).agentName() + " of the same "
                    + scopeWord(ca.execution()) + " meets at " + s.ev(barrier).source(),
                    List.of(b.id(), s.ev(barrier).agent()), s.ev(barrier).source(), Finding.DIVERGENCE_FINISHES,
                    List.of(b.name(), ca.instance(), s.ev(barrier).agentName(), ca.execution(),
                            String.valueOf(s.ev(barrier).source()), known ? 1 : 0, known ? exit.toString() : ""), exit);
        }
    }

    /** Where the barriers of facts {@code s} diverge ({@link Divergence}), or null when they do not. */
    static Divergence divergenceOf(StaticFacts s) {
        Finding other = otherDynamicInstance(s);
        if (other != null) {
            return new Divergence(other, -1, -1);
        }
        Set<Met> met = new HashSet<>();
        for (int e = s.cbar.next(0); e >= 0; e = s.cbar.next(e + 1)) {
            Action.ControlBarrier ce = (Action.ControlBarrier) s.ev(e).action();
            met.add(new Met(s.ev(e).agent(), ce.instance(), ce.barrierId()));
        }
        for (int a = s.cbar.next(0); a >= 0; a = s.cbar.next(a + 1)) {
            Action.ControlBarrier ca = (Action.ControlBarrier) s.ev(a).action();
            if (ca.quorum() != null) {
                continue;
            }
            for (dev.syncscope.core.model.Agent b : s.launch.agents()) {
                if (b.id() == s.ev(a).agent() || b.host() || !s.agent(a).sharesInstance(b, ca.execution())
                        || met.contains(new Met(b.id(), ca.instance(), ca.barrierId()))) {
                    continue;
                }
                return new Divergence(null, a, b.id());
            }
        }
        return null;
    }

    /**
     * Two invocations of one execution-scope instance meeting barrier instance n from different dynamic instances of
     * OpControlBarrier (kernel sites, {@link Action.ControlBarrier#site}): "behavior is undefined unless all
     * invocations within Execution execute the same dynamic instance of this instruction". The finding, or null.
     */
    private static Finding otherDynamicInstance(StaticFacts s) {
        for (int a = s.cbar.next(0); a >= 0; a = s.cbar.next(a + 1)) {
            Action.ControlBarrier ca = (Action.ControlBarrier) s.ev(a).action();
            if (ca.site() == null) {
                continue;
            }
            for (int b = s.cbar.next(a + 1); b >= 0; b = s.cbar.next(b + 1)) {
                Action.ControlBarrier cb = (Action.ControlBarrier) s.ev(b).action();
                if (cb.site() != null && ca.instance() == cb.instance() && Objects.equals(ca.barrierId(), cb.barrierId())
                        && s.ev(a).agent() != s.ev(b).agent() && s.agent(a).sharesInstance(s.agent(b), ca.execution())
                        && !ca.site().equals(cb.site())) {
                    return new Finding(Finding.Kind.BARRIER_DIVERGENCE, "barrier divergence: " + s.ev(a).agentName()
                            + " and " + s.ev(b).agentName() + " meet control barrier instance " + ca.instance()
                            + " at different dynamic instances of OpControlBarrier (" + s.ev(a).source() + " and "
                            + s.ev(b).source() + ": another barrier instruction, call site or loop iteration)",
                            List.of(s.ev(a).agent(), s.ev(b).agent()), s.ev(b).source(),
                            Finding.DIVERGENCE_DYNAMIC_INSTANCE, List.of(s.ev(a).agentName(), s.ev(b).agentName(),
                                    ca.instance(), String.valueOf(s.ev(a).source()), String.valueOf(s.ev(b).source())));
                }
            }
        }
        return null;
    }

    /** Where {@code agent}'s path among {@code traces} finishes ({@link ThreadState#exitedAt()}), or UNKNOWN. */
    private static SourceSpan exitOf(List<Trace> traces, int agent) {
        for (Trace t : traces) {
            if (t.agent() == agent && t.end() != null && t.end().status() == ThreadState.Status.DONE) {
                return t.end().exitedAt();
            }
        }
        return SourceSpan.UNKNOWN;
    }

    /** An agent met the barrier instance {@code instance} of barrier {@code barrierId} (null: unnamed). */
    private record Met(int agent, int instance, Long barrierId) {
    }

    private static String scopeWord(Scope scope) {
        return scope.name().toLowerCase(java.util.Locale.ROOT).replace('_', ' ');
    }
}
