package dev.syncscope.core.memory;

import dev.syncscope.core.model.Scope;

/**
 * The kinds of memory domain, narrowest first (VK MM: Availability and Visibility, "memory
 * domains ... nested in the order listed"). Immutable.
 */
public enum DomainKind {
    SUBGROUP("sg"),
    WORKGROUP("wg"),
    QUEUE_FAMILY("qf"),
    SHADER("shader"),
    DEVICE("device"),
    HOST("host");

    /** All kinds, narrowest first (a shared immutable list; {@code values()} copies). */
    public static final java.util.List<DomainKind> ALL = java.util.List.of(values());

    private final String shortName;

    DomainKind(String shortName) {
        this.shortName = shortName;
    }

    public String shortName() {
        return shortName;
    }

    /**
     * The domain a shader availability/visibility operation at {@code scope} uses
     * (VK MM: Availability and Visibility Semantics: Device scope uses the shader domain, ...,
     * Invocation performs none); {@code null} for Invocation.
     */
    public static DomainKind forScope(Scope scope) {
        return switch (scope) {
            case INVOCATION -> null;
            case SUBGROUP -> SUBGROUP;
            case WORKGROUP -> WORKGROUP;
            case QUEUE_FAMILY -> QUEUE_FAMILY;
            case DEVICE -> SHADER;
        };
    }

    /** Whether this is one of the four shader domains (subgroup .. shader). */
    public boolean isShaderDomain() {
        return ordinal() <= SHADER.ordinal();
    }

    /** The scope this domain is the dual of; {@code null} for device and host. */
    public Scope scope() {
        return switch (this) {
            case SUBGROUP -> Scope.SUBGROUP;
            case WORKGROUP -> Scope.WORKGROUP;
            case QUEUE_FAMILY -> Scope.QUEUE_FAMILY;
            case SHADER -> Scope.DEVICE;
            case DEVICE, HOST -> null;
        };
    }
}
