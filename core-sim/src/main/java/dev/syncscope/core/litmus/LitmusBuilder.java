package dev.syncscope.core.litmus;

import dev.syncscope.core.model.Agent;
import dev.syncscope.core.model.InputError;
import dev.syncscope.core.model.Launch;
import dev.syncscope.core.model.Location;
import dev.syncscope.core.model.Program;
import dev.syncscope.core.model.Reference;
import dev.syncscope.core.model.SourceSpan;
import dev.syncscope.core.model.StorageClass;
import dev.syncscope.core.model.ThreadState;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Assembles a litmus {@link Program}: references (variables, possibly aliasing one allocation),
 * initial values, threads with their subgroup / workgroup / queue-family instance ids and code,
 * system-synchronizes-with pairs and the chains feature. Front ends call, in any order,
 * {@link #reference}, {@link #initialValue}, {@link #thread} (then the thread's instruction methods),
 * {@link #systemSynchronizesWith}, and finally {@link #build()}. Owned by the parsing thread.
 */
public final class LitmusBuilder {
    /** Default bound on backward jumps per thread. */
    public static final int DEFAULT_LOOP_BOUND = 8;

    private final String name;
    private final Map<String, Reference> references = new LinkedHashMap<>();
    private final Map<Location, Long> initialValues = new LinkedHashMap<>();
    private final List<LitmusThreadBuilder> threads = new ArrayList<>();
    private final List<Launch.SystemSync> ssw = new ArrayList<>();
    private boolean chains = true;
    private int loopBound = DEFAULT_LOOP_BOUND;

    public LitmusBuilder(String name) {
        this.name = name;
    }

    /**
     * Declares reference {@code name} into {@code allocation} (references with equal allocations
     * alias the same locations). Declaring the same reference again with the same facts is allowed.
     *
     * @throws InputError when {@code name} was declared with a different allocation, class or length
     */
    public Reference reference(String name, String allocation, StorageClass storageClass, int length,
                               SourceSpan where) {
        Reference r = new Reference(name, allocation, storageClass, length);
        Reference old = references.putIfAbsent(name, r);
        if (old != null && !old.equals(r)) {
            throw new InputError(where, "variable '" + name + "' was declared as " + describe(old)
                    + ", found " + describe(r));
        }
        return r;
    }

    /** A single-location variable that is its own allocation. */
    public Reference variable(String name, StorageClass storageClass, SourceSpan where) {
        return reference(name, name, storageClass, 1, where);
    }

    /** The reference declared as {@code name}, or an InputError at {@code where}. */
    public Reference reference(String name, SourceSpan where) {
        Reference r = references.get(name);
        if (r == null) {
            throw new InputError(where, "expected a declared variable, found " + InputError.quoted(name));
        }
        return r;
    }

    public boolean hasReference(String name) {
        return references.containsKey(name);
    }

    /** Sets the initial value of {@code reference[index]} (default 0). */
    public LitmusBuilder initialValue(Reference reference, int index, long value) {
        initialValues.put(reference.location(index), value);
        return this;
    }

    /** Adds a thread named {@code name} (e.g. {@code P0}) in the given scope instances. */
    public LitmusThreadBuilder thread(String name, int subgroup, int workgroup, int queueFamily) {
        for (LitmusThreadBuilder t : threads) {
            if (t.name().equals(name)) {
                throw new IllegalArgumentException("thread " + name + " added twice");
            }
        }
        LitmusThreadBuilder t = new LitmusThreadBuilder(name, subgroup, workgroup, queueFamily);
        threads.add(t);
        return t;
    }

    /** The thread named {@code name}, or an InputError at {@code where}. */
    public LitmusThreadBuilder thread(String name, SourceSpan where) {
        for (LitmusThreadBuilder t : threads) {
            if (t.name().equals(name)) {
                return t;
            }
        }
        throw new InputError(where, "expected the name of a thread, found " + InputError.quoted(name));
    }

    /** All of {@code from}'s actions system-synchronize-with all of {@code to}'s (thread indices). */
    public LitmusBuilder systemSynchronizesWith(int from, int to) {
        ssw.add(new Launch.SystemSync(from, to));
        return this;
    }

    /** The availability/visibility chains device feature (default on). */
    public LitmusBuilder chains(boolean enabled) {
        this.chains = enabled;
        return this;
    }

    /** Bound on backward jumps per thread (default {@link #DEFAULT_LOOP_BOUND}). */
    public LitmusBuilder loopBound(int bound) {
        this.loopBound = bound;
        return this;
    }

    public List<LitmusThreadBuilder> threads() {
        return List.copyOf(threads);
    }

    /**
     * The program: agent {@code i} is the {@code i}-th thread added.
     *
     * @throws InputError for undefined or duplicate labels
     */
    public Program build() {
        List<Agent> agents = new ArrayList<>();
        List<ThreadState> states = new ArrayList<>();
        for (int i = 0; i < threads.size(); i++) {
            LitmusThreadBuilder t = threads.get(i);
            agents.add(new Agent(i, t.name(), t.subgroup(), t.workgroup(), t.queueFamily(), t.host()));
            states.add(LitmusThreadState.start(t.code(loopBound)));
        }
        for (Launch.SystemSync s : ssw) {
            if (s.from() < 0 || s.from() >= agents.size() || s.to() < 0 || s.to() >= agents.size()) {
                throw new IllegalArgumentException("SSW names thread index outside 0.." + (agents.size() - 1));
            }
        }
        // litmus barriers pair the threads that execute them (the Alloy model's scbarinst)
        Launch launch = new Launch(agents, List.copyOf(references.values()), initialValues, ssw, chains, true);
        return new Program(name, launch, states);
    }

    private static String describe(Reference r) {
        return r.storageClass().litmusName() + " in allocation " + r.allocation()
                + (r.length() == 1 ? "" : " of length " + r.length());
    }
}
