package dev.syncscope.core.check;

import dev.syncscope.core.model.Action;
import dev.syncscope.core.model.Agent;
import dev.syncscope.core.model.Contribution;
import dev.syncscope.core.model.Launch;
import dev.syncscope.core.model.Scope;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * What one round of the exhaustive check's path enumeration learnt about subgroup operations
 * ({@link Action.Collective}), and the tangles the next round may assume.
 *
 * <p>A subgroup operation is executed together by its tangle: the invocations of its scope instance that
 * execute the same dynamic instance (SPIR-V 2.2.5 "Tangle", "Dynamic Instance"), and each participant's result
 * depends on every participant's operands. Paths are enumerated one invocation at a time, so at such an
 * operation a path assumes a tangle: for every other invocation of the scope instance, either one of the
 * contributions that invocation made at that dynamic instance on some path of the previous round, or its
 * absence, when one of its paths of the previous round never executed that dynamic instance and either ended
 * or stopped at a later one (in {@link Action.Collective#PROGRAM_ORDER}: the stepper completes the earliest
 * pending operation first, with the invocations waiting at it, when no invocation of the scope instance can
 * run). A path whose tangle cannot be assumed yet (nothing is known of another member) stops there,
 * <em>pending</em>, and the enumeration goes another round; it ends when no path is pending and this
 * knowledge no longer changes, so every tangle of every execution is among the assumed ones. {@link Tangles} then keeps only the
 * combinations of paths whose assumed tangles are the ones they form. Owned by the checking thread.
 */
final class CollectiveRound {

    /** A dynamic instance of a subgroup operation in one instance of its scope. */
    record Key(Scope scope, int scopeInstance, List<Integer> instance) {
    }

    /** The assumed tangles at one operation: the choices, or why there are none. */
    record Options(List<List<Contribution>> tangles, boolean pending) {
    }

    private final Launch launch;
    /** Per dynamic instance and agent, the contributions its paths made there (in the order found). */
    private final Map<Key, Map<Integer, Set<Contribution>>> contributions = new HashMap<>();
    /** Per dynamic instance and agent, how many of its complete paths executed it. */
    private final Map<Key, Map<Integer, Integer>> containing = new HashMap<>();
    private final int[] complete;
    /** Per agent, its pending paths: the dynamic instances each executed, and where it stopped. */
    private final Map<Integer, Set<Stopped>> pending = new HashMap<>();
    /**
     * Per agent, its paths stopped for good: the dynamic instances each executed, and the one it stopped at, where
     * another member had no path at all (every one cut); like a pending path, one can never reach an earlier instance.
     */
    private final Map<Integer, Set<Stopped>> stalled = new HashMap<>();
    /**
     * Per agent and how-manyth control barrier of a path (any path: complete, stopped or cut), the dynamic instances
     * of subgroup operations each path that reached it executed since the barrier before.
     */
    private final Map<Integer, Map<Integer, Set<Set<Key>>>> reachedBarriers = new HashMap<>();
    private final Map<Key, List<Integer>> members = new HashMap<>();
    /** Per scope instance, the most subgroup operations one complete path of one of its agents executes there. */
    private final Map<List<Integer>, Integer> mostPerPath = new HashMap<>();

    CollectiveRound(Launch launch) {
        this.launch = launch;
        this.complete = new int[launch.agents().size()];
    }

    /** A pending path: the dynamic instances it executed, and the one it stopped at. */
    private record Stopped(Set<Key> executed, Key at) {
    }

    static Key key(Agent agent, Action.Collective c) {
        return new Key(c.scope(), agent.instanceOf(c.scope()), c.instance());
    }

    /** {@code agent} reached {@code c} on some path. */
    void contributed(int agent, Action.Collective c) {
        contributions.computeIfAbsent(key(launch.agents().get(agent), c), k -> new HashMap<>())
                .computeIfAbsent(agent, a -> new LinkedHashSet<>()).add(new Contribution(c.member(), c.contribution()));
    }

    /** A path of {@code agent} ended complete (a trace). */
    void completed(int agent, List<Trace.Step> steps) {
        complete[agent]++;
        Map<List<Integer>, Integer> perScopeInstance = new HashMap<>();
        for (Key k : executed(agent, steps, 0)) {
            containing.computeIfAbsent(k, x -> new HashMap<>()).merge(agent, 1, Integer::sum);
            perScopeInstance.merge(List.of(k.scope().ordinal(), k.scopeInstance()), 1, Integer::sum);
        }
        perScopeInstance.forEach((si, n) -> mostPerPath.merge(si, n, Math::max));
    }

    /**
     * At most how many dynamic instances of subgroup operations one execution performs: per scope instance, the
     * most one path of one of its agents executes.
     */
    int instancesPerExecution() {
        return mostPerPath.values().stream().mapToInt(Integer::intValue).sum();
    }

    /** A path of {@code agent} stopped at {@code c}, whose tangle could not be assumed. */
    void stoppedPending(int agent, List<Trace.Step> steps, Action.Collective c) {
        stop(pending, agent, steps, c);
    }

    private void stop(Map<Integer, Set<Stopped>> stops, int agent, List<Trace.Step> steps, Action.Collective c) {
        stops.computeIfAbsent(agent, a -> new HashSet<>())
                .add(new Stopped(executed(agent, steps, 0), key(launch.agents().get(agent), c)));
    }

    /**
     * A path of {@code agent} stopped for good at {@code c}: some member had no path at all in the round before. The
     * next round may know that member's paths (a wait cut in this round may read another value in the next), and a
     * path of its that reaches a subgroup operation earlier in program order than {@code c} may assume this one
     * absent there, as with a pending path (SPIR-V 2.2.5 Dynamic Instance: a path meets the dynamic instances in
     * program order): without that, two rounds in turn each completed one invocation's paths alone and the
     * enumeration ended with no execution.
     */
    void stalled(int agent, List<Trace.Step> steps, Action.Collective c) {
        stop(stalled, agent, steps, c);
    }

    /**
     * A path of {@code agent} ({@code steps}) has just taken a control barrier step, its {@code count}th: until every
     * other invocation of the barrier's instance arrives there, it can run nothing after it.
     */
    void reachedBarrier(int agent, List<Trace.Step> steps) {
        int since = steps.size() - 1;
        while (since > 0 && !(steps.get(since - 1).action() instanceof Action.ControlBarrier)) {
            since--;
        }
        reachedBarriers.computeIfAbsent(agent, a -> new HashMap<>())
                .computeIfAbsent(barriers(steps), n -> new HashSet<>()).add(executed(agent, steps, since));
    }

    /** How many control barrier steps {@code steps} hold. */
    static int barriers(List<Trace.Step> steps) {
        return (int) steps.stream().filter(s -> s.action() instanceof Action.ControlBarrier).count();
    }

    private Set<Key> executed(int agent, List<Trace.Step> steps, int from) {
        Set<Key> out = new HashSet<>();
        for (Trace.Step s : steps.subList(from, steps.size())) {
            if (s.action() instanceof Action.Collective c) {
                out.add(key(launch.agents().get(agent), c));
            }
        }
        return out;
    }

    boolean anyPending() {
        return !pending.isEmpty();
    }

    /** Whether a path stopped for good at a subgroup operation ({@link #stalled}). */
    boolean anyStalled() {
        return !stalled.isEmpty();
    }

    boolean isEmpty() {
        return contributions.isEmpty();
    }

    /**
     * The tangles a path of {@code agent} may assume at {@code c}, from this (the previous) round's knowledge;
     * {@code pending} when some member is not known yet; no tangles and not pending when some member has no
     * path at all (every one cut), so no combination can use the path. {@code previous} is null in the first
     * round. Stops at {@code max} tangles with {@code tangles} null.
     */
    static Options options(CollectiveRound previous, Launch launch, int agent, Action.Collective c, int barriersBefore,
                           int max) {
        Contribution own = new Contribution(c.member(), c.contribution());
        if (previous == null) {
            return new Options(List.of(), true);
        }
        Key k = key(launch.agents().get(agent), c);
        List<List<Contribution>> perMember = new ArrayList<>();
        for (int b : previous.members(k)) {
            if (b == agent) {
                continue;
            }
            List<Contribution> choices = new ArrayList<>(
                    previous.contributions.getOrDefault(k, Map.of()).getOrDefault(b, Set.of()));
            if (previous.mayBeAbsent(b, k) || previous.waitsAtABarrierBefore(b, k, barriersBefore)) {
                choices.add(null);
            }
            if (choices.isEmpty()) {
                return new Options(List.of(), previous.pending.containsKey(b));
            }
            perMember.add(choices);
        }
        List<List<Contribution>> out = new ArrayList<>();
        int[] pick = new int[perMember.size()];
        while (true) {
            if (out.size() >= max) {
                return new Options(null, false);
            }
            List<Contribution> tangle = new ArrayList<>();
            tangle.add(own);
            for (int i = 0; i < pick.length; i++) {
                Contribution x = perMember.get(i).get(pick[i]);
                if (x != null) {
                    tangle.add(x);
                }
            }
            tangle.sort(Comparator.comparingInt(Contribution::member));
            out.add(List.copyOf(tangle));
            int i = pick.length - 1;
            while (i >= 0 && ++pick[i] == perMember.get(i).size()) {
                pick[i--] = 0;
            }
            if (i < 0) {
                return new Options(out, false);
            }
        }
    }

    /**
     * Whether some path of {@code b} does not execute {@code k}: a complete one, or one pending or stalled at a later
     * dynamic instance, which it can no longer reach.
     */
    private boolean mayBeAbsent(int b, Key k) {
        if (complete[b] > containing.getOrDefault(k, Map.of()).getOrDefault(b, 0)) {
            return true;
        }
        for (Map<Integer, Set<Stopped>> stops : List.of(pending, stalled)) {
            for (Stopped p : stops.getOrDefault(b, Set.of())) {
                if (!p.executed().contains(k) && p.at().scope() == k.scope()
                        && Action.Collective.PROGRAM_ORDER.compare(p.at().instance(), k.instance()) > 0) {
                    return true;
                }
            }
        }
        return false;
    }

    /**
     * Whether some path of {@code b} reached the control barrier after the {@code barriersBefore} the path at {@code k}
     * passed, without executing {@code k} since the one before: there {@code b} waits until the path's invocation
     * arrives too (SPIR-V {@code OpControlBarrier}: "Wait for all active invocations within the specified Scope to
     * reach this point"), which is after {@code k}, so {@code k} completes without {@code b} (exec.Collectives: when no
     * invocation of the subgroup can run, the earliest pending operation completes with those waiting at it). A path
     * of {@code b} cut in a wait after that barrier still reached it: an invocation waiting there for a flag the other
     * sets after its subgroup operation ended the check with no execution, where every stepper run finishes. A path
     * that executed {@code k} before an earlier barrier is offered absence too; {@link Tangles} keeps no combination
     * whose assumed tangles are not the ones its paths form, so an option too many costs paths, not answers.
     */
    private boolean waitsAtABarrierBefore(int b, Key k, int barriersBefore) {
        for (Set<Key> since : reachedBarriers.getOrDefault(b, Map.of()).getOrDefault(barriersBefore + 1, Set.of())) {
            if (!since.contains(k)) {
                return true;
            }
        }
        return false;
    }

    /** The agents of {@code k}'s scope instance, in id order. */
    private List<Integer> members(Key k) {
        return members.computeIfAbsent(k, key -> {
            List<Integer> m = new ArrayList<>();
            for (Agent a : launch.agents()) {
                if (!a.host() && a.instanceOf(key.scope()) == key.scopeInstance()) {
                    m.add(a.id());
                }
            }
            return List.copyOf(m);
        });
    }

    /**
     * Whether the next round would assume the same tangles as this one: the same contributions, and the same
     * members that may be absent at each dynamic instance.
     */
    boolean sameAs(CollectiveRound other) {
        return other != null && contributions.equals(other.contributions) && absences().equals(other.absences())
                && pending.equals(other.pending) && stalled.equals(other.stalled)
                && reachedBarriers.equals(other.reachedBarriers);
    }

    /**
     * Per dynamic instance, the agents with a complete path that never executes it ({@code b}), and those with no
     * complete path at all ({@code -1 - b}).
     */
    private Map<Key, Set<Integer>> absences() {
        Map<Key, Set<Integer>> out = new HashMap<>();
        Set<Key> keys = new HashSet<>(contributions.keySet());
        keys.addAll(containing.keySet());
        for (Key k : keys) {
            Set<Integer> absent = new HashSet<>();
            for (int b : members(k)) {
                if (complete[b] > containing.getOrDefault(k, Map.of()).getOrDefault(b, 0) || complete[b] == 0) {
                    absent.add(complete[b] == 0 ? -1 - b : b);
                }
            }
            out.put(k, absent);
        }
        return out;
    }
}
