package dev.syncscope.core.check;

/**
 * The relations of an {@link Execution} a witness can show, named as in the Vulkan memory model
 * appendix and the official Alloy model. Immutable.
 */
public enum RelationKind {
    /** program-order ({@code po}). */
    PO,
    /** reads-from ({@code rf}); reads of the initial value have no edge. */
    RF,
    /** scoped modification order ({@code asmo}). */
    MO,
    /** from-reads ({@code fr}). */
    FR,
    /** release sequences ({@code rs}), each release paired with itself included. */
    RS,
    /** system-synchronizes-with ({@code ssw}). */
    SSW,
    /** synchronizes-with ({@code sw}). */
    SW,
    /** happens-before ({@code hb}). */
    HB,
    /** location-ordered ({@code locord}). */
    LOCORD,
    /** data races ({@code dr}), symmetric. */
    RACE
}
