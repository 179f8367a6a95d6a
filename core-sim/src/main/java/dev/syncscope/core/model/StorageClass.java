package dev.syncscope.core.model;

import java.util.List;

/**
 * A storage class, i.e. an abstract memory kind that semantics can name (VK MM: storage class
 * semantics). Immutable.
 *
 * <p>The litmus formats name four abstract classes {@code sc0}..{@code sc3}; kernels map SPIR-V
 * storage classes onto the same four (see {@link #litmusName()}): StorageBuffer/Uniform → sc0,
 * Workgroup → sc1, Image → sc2, Output → sc3.
 */
public enum StorageClass {
    STORAGE_BUFFER("sc0", "UniformMemory"),
    WORKGROUP("sc1", "WorkgroupMemory"),
    IMAGE("sc2", "ImageMemory"),
    OUTPUT("sc3", "OutputMemory");

    private final String litmusName;
    private final String semanticsBit;

    StorageClass(String litmusName, String semanticsBit) {
        this.litmusName = litmusName;
        this.semanticsBit = semanticsBit;
    }

    /**
     * The class as both audiences name it in memory semantics, e.g. {@code sc1 (WorkgroupMemory)}: the litmus token
     * and the SPIR-V memory-semantics bit (GLSL {@code gl_StorageSemanticsShared}) that names it.
     */
    public String semanticsName() {
        return litmusName + " (" + semanticsBit + ")";
    }

    /** What {@link #semanticsNames} puts between two classes: English, as the core's sentences are. */
    public static final String NAMES_JOINED_BY = " and ";

    /**
     * The classes a release or acquire must name to order {@code data} through a flag of class {@code flag}, as
     * {@link #semanticsName()}s: the flag's, and the data's when it differs (VK MM: Synchronizes-With, fence forms: "X's
     * storage class is in A's semantics"; Inter-Thread-Happens-Before: the chain's releases and acquires "have all of
     * SC in their semantics"). {@code data} may be null (not known): the flag's alone.
     */
    public static String semanticsNames(StorageClass flag, StorageClass data) {
        return data == null || data == flag ? flag.semanticsName()
                : flag.semanticsName() + NAMES_JOINED_BY + data.semanticsName();
    }

    /**
     * The two classes {@code text} names when it is exactly what {@link #semanticsNames} makes of two classes, so that
     * a translation can join them in its own words; else an empty list.
     */
    public static List<StorageClass> ofSemanticsNames(String text) {
        int at = text.indexOf(NAMES_JOINED_BY);
        if (at < 0) {
            return List.of();
        }
        StorageClass first = null;
        StorageClass second = null;
        for (StorageClass sc : values()) {
            if (text.startsWith(sc.semanticsName()) && sc.semanticsName().length() == at) {
                first = sc;
            }
            if (text.endsWith(sc.semanticsName())
                    && text.length() - sc.semanticsName().length() == at + NAMES_JOINED_BY.length()) {
                second = sc;
            }
        }
        return first == null || second == null ? List.of() : List.of(first, second);
    }

    /** {@code sc0}..{@code sc3}. */
    public String litmusName() {
        return litmusName;
    }

    /** The storage class for a litmus token {@code scN}, or throws if there is none. */
    public static StorageClass ofLitmusName(String token) {
        for (StorageClass sc : values()) {
            if (sc.litmusName.equals(token)) {
                return sc;
            }
        }
        throw new IllegalArgumentException("unknown storage class '" + token + "' (expected sc0..sc3)");
    }
}
