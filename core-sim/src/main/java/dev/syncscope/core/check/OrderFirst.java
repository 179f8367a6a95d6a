package dev.syncscope.core.check;

import dev.syncscope.core.model.Action;
import dev.syncscope.core.model.Location;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.BooleanSupplier;

/**
 * The combinations of paths, one per agent, whose writes to one exclusive location ({@link ExclusiveWrites}) can
 * be put in a modification order that keeps program order and gives each RMW the value of the write just before
 * it (VK MM: Scoped Modification Order Coherence): built from that order, not from the paths. Each agent's paths
 * form a tree (they share prefixes); the search places the location's writes one after another, each the next
 * write of some agent whose path may take it there — an RMW only when it reads the value last written (or the
 * initial value), a store always — and in between lets each agent go down its tree over everything that is no
 * write to the location (reads there, other locations), every branch in turn. So the values
 * the RMWs read are those the order gives them: for n invocations adding to one counter the search meets their
 * interleavings, where the paths' read values alone (each RMW any value an add can produce) combine to millions of
 * combinations that are almost all inconsistent. Every combination with a consistent candidate has such an order
 * (its scoped modification order there), so none is lost; one reached through several orders is kept once. Owned
 * by the checking thread.
 */
final class OrderFirst {

    /** Most writes to the location in one combination (the search's recursion is one level per write). */
    static final int MAX_WRITES = 1_000;

    /** Most agents (one level of recursion each while their first places are chosen). */
    static final int MAX_AGENTS = 1_000;

    /** Most steps over all paths, beyond which the trees would take too much memory. */
    static final long MAX_STEPS = 500_000;

    /**
     * Most combinations the search holds (it sorts them before handing them on); past it the search gives up and the
     * caller combines the paths as before. Each combination has a candidate unless another location refutes it, so a
     * check with more mostly meets its candidate or time limit anyway: 12 invocations of one add have 12! orders.
     */
    static final int MAX_COMBINATIONS = 1_000_000;

    /** What {@link #combinations} answers when the search held {@link #MAX_COMBINATIONS} and found more. */
    static final List<int[]> TOO_MANY = java.util.Collections.unmodifiableList(new ArrayList<>());

    /** A node of an agent's tree of paths: the step that leads to it, the steps that may follow, paths ending here. */
    private static final class Node {
        final Trace.Step step;
        final Map<Trace.Step, Node> children = new LinkedHashMap<>();
        final List<Integer> ending = new ArrayList<>();
        /** The children whose step writes the location. */
        final List<Node> places = new ArrayList<>();
        /** Where the agent may stop from here, going down steps that do not write the location; made once. */
        List<Stop> stops;

        Node(Trace.Step step) {
            this.step = step;
        }
    }

    /** Where an agent stops going down: before a write to the location at {@code at}, or at the end of {@code path}. */
    private record Stop(Node at, int path) {
    }

    private final Location location;
    private final long initial;
    /** Per agent, per path: the values its loads of the location read (not its RMWs', which the order gives). */
    private final long[][][] loaded;
    /** The values of the writes placed so far, in order ({@code depth} of them). */
    private long[] placed = new long[16];
    private int depth;
    private final BooleanSupplier stop;
    private final List<Node> roots = new ArrayList<>();
    private final Stop[] where;
    private final Set<Combination> found = new HashSet<>();
    private boolean tooMany;
    /** The value the last write placed wrote (at first the initial value). */
    private long value;
    /** Whether an atomic write was placed: the plain stores all come before ({@link StoresFirst}). */
    private boolean atomics;
    private long nodes;
    private boolean stopped;

    private OrderFirst(List<List<Trace>> traces, Location location, long initial, BooleanSupplier stop) {
        this.location = location;
        this.initial = initial;
        this.value = initial;
        this.stop = stop;
        loaded = new long[traces.size()][][];
        for (int a = 0; a < traces.size(); a++) {
            List<Trace> paths = traces.get(a);
            loaded[a] = new long[paths.size()][];
            for (int p = 0; p < paths.size(); p++) {
                loaded[a][p] = paths.get(p).steps().stream()
                        .filter(s -> s.read() != null && s.written() == null
                                && location.equals(AccessedLocation.of(s.action())))
                        .mapToLong(Trace.Step::read).distinct().toArray();
            }
        }
        for (List<Trace> paths : traces) {
            Node root = new Node(null);
            for (int p = 0; p < paths.size(); p++) {
                Node at = root;
                for (Trace.Step s : paths.get(p).steps()) {
                    Node parent = at;
                    at = parent.children.computeIfAbsent(s, x -> {
                        Node child = new Node(x);
                        if (writes(x)) {
                            parent.places.add(child);
                        }
                        return child;
                    });
                }
                at.ending.add(p);
            }
            roots.add(root);
        }
        where = new Stop[traces.size()];
    }

    /**
     * Whether the search should take these paths: few enough agents, writes to the location and steps, and no subgroup
     * operation. A path's assumed tangles are checked only once the combination is whole, so where they branch the
     * search would meet every branch of every agent, which the plain enumeration prunes agent by agent ({@link
     * Tangles}); a kernel of subgroup operations spent a fault confirmation's whole time budget here.
     */
    static boolean fits(List<List<Trace>> traces, Location location) {
        if (traces.size() > MAX_AGENTS) {
            return false;
        }
        long writes = 0;
        long steps = 0;
        for (List<Trace> paths : traces) {
            long most = 0;
            for (Trace t : paths) {
                steps += t.steps().size();
                if (t.steps().stream().anyMatch(s -> s.action() instanceof Action.Collective)) {
                    return false;
                }
                most = Math.max(most, t.steps().stream()
                        .filter(s -> s.written() != null && location.equals(AccessedLocation.of(s.action())))
                        .count());
            }
            writes += most;
        }
        return writes <= MAX_WRITES && steps <= MAX_STEPS;
    }

    /** One combination: per agent, the index of its path. */
    private record Combination(int[] paths) {
        @Override
        public boolean equals(Object o) {
            return o instanceof Combination c && Arrays.equals(paths, c.paths);
        }

        @Override
        public int hashCode() {
            return Arrays.hashCode(paths);
        }
    }

    /**
     * The combinations (per agent, the index of its path in {@code traces}) in increasing order, each once; null when
     * {@code stop} said to stop first; {@link #TOO_MANY} (compare by identity) past {@link #MAX_COMBINATIONS}.
     */
    static List<int[]> combinations(List<List<Trace>> traces, Location location, long initial, BooleanSupplier stop) {
        OrderFirst search = new OrderFirst(traces, location, initial, stop);
        search.start(0);
        if (search.tooMany) {
            return TOO_MANY;
        }
        if (search.stopped) {
            return null;
        }
        List<int[]> out = new ArrayList<>(search.found.size());
        for (Combination c : search.found) {
            out.add(c.paths());
        }
        out.sort(Arrays::compare);
        return out;
    }

    private boolean writes(Trace.Step s) {
        return s.written() != null && location.equals(AccessedLocation.of(s.action()));
    }

    /** Chooses where each agent from {@code agent} on stops first, then places the writes. */
    private void start(int agent) {
        if (agent == where.length) {
            place();
            return;
        }
        for (Stop s : stops(roots.get(agent))) {
            if (stopped) {
                return;
            }
            where[agent] = s;
            start(agent + 1);
        }
    }

    /** Places the next write to the location, of each agent that stops before one it may make now, in turn. */
    private void place() {
        if ((++nodes & 1023) == 0 && stop.getAsBoolean()) {
            stopped = true;
        }
        if (stopped) {
            return;
        }
        boolean ended = true;
        for (int a = 0; a < where.length; a++) {
            Stop mine = where[a];
            if (mine.at() == null) {
                continue;
            }
            ended = false;
            for (Node next : mine.at().places) {
                Long read = next.step.read();
                boolean atomic = ExclusiveWrites.atomicWrite(next.step);
                // an RMW reads the write just before it: the value last placed; no plain store after an atomic write
                if (read != null && read != value || atomics && !atomic) {
                    continue;
                }
                long before = value;
                boolean wasAtomics = atomics;
                value = next.step.written();
                atomics = atomic;
                push(value);
                for (Stop s : stops(next)) {
                    where[a] = s;
                    place();
                }
                depth--;
                where[a] = mine;
                value = before;
                atomics = wasAtomics;
            }
        }
        if (ended && loadsHaveWrites()) {
            int[] combination = new int[where.length];
            for (int a = 0; a < where.length; a++) {
                combination[a] = where[a].path();
            }
            found.add(new Combination(combination));
            if (found.size() > MAX_COMBINATIONS) {
                tooMany = true;
                stopped = true;
                found.clear();
            }
        }
    }

    private void push(long written) {
        if (depth == placed.length) {
            placed = Arrays.copyOf(placed, depth * 2);
        }
        placed[depth++] = written;
    }

    /**
     * Whether each value the chosen paths load from the location is the initial value or that of a write placed: a
     * load reads one of the location's writes or its initial value (VK MM: Acyclicity, reads-from), and every write
     * to the location in the combination is placed. The paths' loads take every value some write can produce, so
     * without this n invocations that add to a counter and then load it combine each order of their adds with every
     * value each load might read: four made 1.6 million combinations, past {@link #MAX_COMBINATIONS}, and the plain
     * enumeration then met 1.6 billion.
     */
    private boolean loadsHaveWrites() {
        for (int a = 0; a < where.length; a++) {
            for (long v : loaded[a][where[a].path()]) {
                if (v != initial && !placed(v)) {
                    return false;
                }
            }
        }
        return true;
    }

    private boolean placed(long v) {
        for (int i = 0; i < depth; i++) {
            if (placed[i] == v) {
                return true;
            }
        }
        return false;
    }

    /**
     * Where an agent at {@code from} may stop, going down only steps that do not write the location: at the end of a
     * path, or at a node with a write to the location among its next steps (it takes one when that write is placed).
     */
    private List<Stop> stops(Node from) {
        if (from.stops != null) {
            return from.stops;
        }
        List<Stop> out = new ArrayList<>();
        ArrayDeque<Node> todo = new ArrayDeque<>();
        todo.push(from);
        while (!todo.isEmpty()) {
            Node n = todo.pop();
            for (int p : n.ending) {
                out.add(new Stop(null, p));
            }
            if (!n.places.isEmpty()) {
                out.add(new Stop(n, -1));
            }
            List<Node> local = new ArrayList<>();
            for (Node c : n.children.values()) {
                if (!writes(c.step)) {
                    local.add(c);
                }
            }
            for (int i = local.size() - 1; i >= 0; i--) {
                todo.push(local.get(i));
            }
        }
        from.stops = out;
        return out;
    }
}
