package dev.syncscope.core.explain;

/**
 * The first missing link in the chain write → availability → happens-before → visibility → read
 * (VK MM: Availability and Visibility; Location-Ordered), or why location order is missing for
 * a race. Immutable.
 */
public enum MissingLink {
    /** No availability operation made the write available anywhere. */
    NOT_MADE_AVAILABLE("not made available"),
    /** Available only in domains the reader does not access (e.g. another workgroup's). */
    AVAILABLE_ONLY_IN_OTHER_DOMAIN("available only in a domain the reader is not in"),
    /** The availability operation does not happen-before the visibility operation (or the access). */
    NO_HAPPENS_BEFORE("no happens-before"),
    /** No visibility operation of the reader sources a domain where the write is available. */
    NOT_MADE_VISIBLE("not made visible"),
    /** The barrier's or atomic's semantics do not name the write's storage class. */
    STORAGE_CLASS_MISSING("storage class missing from semantics"),
    /**
     * An atomic's scope instance, or the scope instance of a release the reader observed or of the reader's acquire
     * after it, does not include the other agent.
     */
    SCOPE_EXCLUDES_AGENT("scope instance does not include the other agent"),
    /**
     * One access is private and shader availability/visibility carried the write: location order between agents
     * needs the device domain (avdevice, visdevice) ordered by system-synchronizes-with, or non-private accesses.
     */
    PRIVATE_ACCESS("private access"),
    /** The accesses use different references to the same location. */
    DIFFERENT_REFERENCE("different reference"),
    /** Only an availability/visibility chain would connect them and the device lacks chains. */
    CHAINS_OFF("availability/visibility chains not supported"),
    /** The newer write happens-after-overwrote nothing: it was visible but is older in location order. */
    NONE("nothing missing");

    private final String words;

    MissingLink(String words) {
        this.words = words;
    }

    /** The link in words, as the explanation panel shows it. */
    public String words() {
        return words;
    }
}
