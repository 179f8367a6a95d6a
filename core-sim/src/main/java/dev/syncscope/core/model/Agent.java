package dev.syncscope.core.model;

/**
 * An invocation of the launch and the scope instances that contain it (VK MM: agent, scope
 * instance). Instance ids are global across the launch: two agents are in the same subgroup
 * instance iff their {@code subgroup} values are equal, and likewise for workgroups and queue
 * families. Immutable.
 *
 * <p>A <em>host agent</em> ({@code host}) is a host thread, not a shader invocation (VK MM: Agent, "each
 * host thread"; Availability and Visibility: "host - accessible by host agents"): its loads and stores
 * use the host domain, it is in no shader scope instance with a device agent (its instance ids are its
 * own), and it performs no atomics or barriers; it makes writes available and visible with
 * {@link Action.HostAvailability} and {@link Action.HostVisibility}.
 *
 * @param id          index of the invocation in {@link Launch#agents()}
 * @param name        name shown to users ({@code P0}, {@code T0}, {@code wg(1,0,0) inv 3})
 * @param subgroup    global id of its subgroup instance
 * @param workgroup   global id of its workgroup instance
 * @param queueFamily global id of its queue family instance
 * @param host        a host thread rather than a shader invocation
 */
public record Agent(int id, String name, int subgroup, int workgroup, int queueFamily, boolean host)
        implements SubgroupNumbering.Member {

    /** A shader invocation (a device agent). */
    public Agent(int id, String name, int subgroup, int workgroup, int queueFamily) {
        this(id, name, subgroup, workgroup, queueFamily, false);
    }

    /** The id of the instance of {@code scope} containing this agent (the device is 0). */
    public int instanceOf(Scope scope) {
        return switch (scope) {
            case INVOCATION -> id;
            case SUBGROUP -> subgroup;
            case WORKGROUP -> workgroup;
            case QUEUE_FAMILY -> queueFamily;
            case DEVICE -> 0;
        };
    }

    /** Whether {@code other} is in this agent's instance of {@code scope}. */
    public boolean sharesInstance(Agent other, Scope scope) {
        return instanceOf(scope) == other.instanceOf(scope);
    }

    /**
     * The narrowest scope whose instance holds both this agent and {@code other} (VK MM: Scope, scope instance): the
     * narrowest memory scope a release and an acquire, or two atomics, may have and still include both (VK MM:
     * Synchronizes-With, Atomic Operation: "in the instance of each other's memory scopes"). {@code INVOCATION} for
     * the agent itself; {@code DEVICE} for agents that share no narrower instance (a host agent's are its own).
     */
    public Scope narrowestSharedScope(Agent other) {
        for (Scope scope : Scope.values()) {
            if (sharesInstance(other, scope)) {
                return scope;
            }
        }
        return Scope.DEVICE;
    }
}
