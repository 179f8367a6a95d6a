package dev.syncscope.core.model;

import java.util.List;
import java.util.Map;

/**
 * Everything about a dispatch except the code: agents, references, initial memory, the ordering
 * the API provides, and device features. Immutable.
 *
 * <p>Initial values are host writes made visible to every device agent by the submit
 * (VK MM: a queue submission's implicit memory dependency); locations absent from the map start
 * at 0 for storage buffers and are undefined (read as 0, flagged) for workgroup memory.
 *
 * @param agents                  the invocations, indexed by {@link Agent#id()}
 * @param references              the references invocations access memory through
 * @param initialValues           initial value per location
 * @param systemSynchronizesWith  pairs (from, to) of agent ids: all of {@code from}'s actions
 *                                system-synchronize-with all of {@code to}'s (litmus {@code SSW a b})
 * @param availabilityVisibilityChains the device feature {@code vulkanMemoryModelAvailabilityVisibilityChains}
 * @param barriersOfExecutingThreads   a control-barrier instance is formed by the threads that execute it (litmus
 *                                tests: the Alloy model's {@code scbarinst}, Dat3M's {@code syncbar}), so a
 *                                thread that never meets it is neither barrier divergence nor a deadlock; false for
 *                                kernels, where every invocation of the execution scope instance must execute the
 *                                same dynamic instance (SPIR-V OpControlBarrier)
 */
public record Launch(List<Agent> agents, List<Reference> references, Map<Location, Long> initialValues,
                     List<SystemSync> systemSynchronizesWith, boolean availabilityVisibilityChains,
                     boolean barriersOfExecutingThreads) {

    /** A kernel's launch: every invocation of a control barrier's execution scope instance must meet it. */
    public Launch(List<Agent> agents, List<Reference> references, Map<Location, Long> initialValues,
                  List<SystemSync> systemSynchronizesWith, boolean availabilityVisibilityChains) {
        this(agents, references, initialValues, systemSynchronizesWith, availabilityVisibilityChains, false);
    }

    /** An SSW edge between two agents' programs. */
    public record SystemSync(int from, int to) { }

    public Launch {
        agents = List.copyOf(agents);
        references = List.copyOf(references);
        initialValues = Map.copyOf(initialValues);
        systemSynchronizesWith = List.copyOf(systemSynchronizesWith);
        for (int i = 0; i < agents.size(); i++) {
            if (agents.get(i).id() != i) {
                throw new IllegalArgumentException("agent at index " + i + " has id " + agents.get(i).id());
            }
        }
    }

    public long initialValue(Location location) {
        return initialValues.getOrDefault(location, 0L);
    }

    /**
     * Whether {@code location} of {@code ref} has a defined value before any write: only a kernel's per-workgroup
     * shared variable starts undefined (SPIR-V: Workgroup variables have no initializer, "OpVariable … Initializer"
     * is not allowed for them); litmus variables of every storage class, the ones every agent reaches, start at 0.
     */
    public boolean initiallyDefined(Reference ref, Location location) {
        return initialValues.containsKey(location) || ref.storageClass() != StorageClass.WORKGROUP
                || ref.workgroup() == Reference.ANY_WORKGROUP;
    }

    public Reference reference(String name) {
        for (Reference r : references) {
            if (r.name().equals(name)) {
                return r;
            }
        }
        throw new IllegalArgumentException("no reference named " + name);
    }

    /**
     * The reference that names the locations of {@code allocation} ({@link Location#toString}) where
     * several alias it: the one named as the allocation (the first binding of an {@code @alias} group, a
     * litmus variable), else the first in the launch's order; null for no reference.
     */
    public static Reference namingReference(List<Reference> references, String allocation) {
        Reference first = null;
        for (Reference r : references) {
            if (r.allocation().equals(allocation)) {
                if (r.name().equals(allocation)) {
                    return r;
                }
                first = first == null ? r : first;
            }
        }
        return first;
    }

    public Launch withChains(boolean chains) {
        return new Launch(agents, references, initialValues, systemSynchronizesWith, chains,
                barriersOfExecutingThreads);
    }
}
