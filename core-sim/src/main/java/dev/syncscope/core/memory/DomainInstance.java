package dev.syncscope.core.memory;

import dev.syncscope.core.model.Agent;

/**
 * One memory domain instance, e.g. the workgroup instance domain of workgroup 3. The shader,
 * device and host domains have id 0. Immutable.
 */
public record DomainInstance(DomainKind kind, int id) {

    public static final DomainInstance SHADER = new DomainInstance(DomainKind.SHADER, 0);
    public static final DomainInstance DEVICE = new DomainInstance(DomainKind.DEVICE, 0);
    public static final DomainInstance HOST = new DomainInstance(DomainKind.HOST, 0);

    /** The instance of {@code kind} (a shader domain) whose scope instance contains {@code agent}. */
    public static DomainInstance of(DomainKind kind, Agent agent) {
        return switch (kind) {
            case SUBGROUP -> new DomainInstance(kind, agent.subgroup());
            case WORKGROUP -> new DomainInstance(kind, agent.workgroup());
            case QUEUE_FAMILY -> new DomainInstance(kind, agent.queueFamily());
            case SHADER -> SHADER;
            case DEVICE -> DEVICE;
            case HOST -> HOST;
        };
    }

    /**
     * Whether {@code agent} accesses memory through this domain (VK MM: Availability and Visibility: the
     * host domain is accessible by host agents, the device domain by all device agents, the shader domains
     * by the shader agents of their scope instance).
     */
    public boolean contains(Agent agent) {
        if (agent.host()) {
            return kind == DomainKind.HOST;
        }
        return switch (kind) {
            case SUBGROUP -> agent.subgroup() == id;
            case WORKGROUP -> agent.workgroup() == id;
            case QUEUE_FAMILY -> agent.queueFamily() == id;
            case SHADER, DEVICE -> true;
            case HOST -> false;
        };
    }

    /** As the window names it in English: {@code sg 0}, {@code wg 1}, {@code qf 0}, {@code shader} … {@code host}. */
    public String words() {
        return kind.isShaderDomain() && kind != DomainKind.SHADER ? kind.shortName() + " " + id : kind.shortName();
    }

    /**
     * {@code domains} in words ({@link #words}), joined as English lists them: {@code sg 0}, {@code sg 0 and wg 0},
     * {@code sg 0, wg 0 and qf 0}.
     */
    public static String words(java.util.List<DomainInstance> domains) {
        return englishList(domains.stream().map(DomainInstance::words).toList());
    }

    /** Domains already in words, joined as English lists them: {@code wg1·sg0, wg 1 and qf 0}. */
    public static String englishList(java.util.List<String> words) {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < words.size(); i++) {
            b.append(i == 0 ? "" : i == words.size() - 1 ? " and " : ", ").append(words.get(i));
        }
        return b.toString();
    }

    @Override
    public String toString() {
        return kind.isShaderDomain() && kind != DomainKind.SHADER ? kind.shortName() + id : kind.shortName();
    }
}
