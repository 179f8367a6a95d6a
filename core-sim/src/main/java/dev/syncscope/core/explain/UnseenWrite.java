package dev.syncscope.core.explain;

import dev.syncscope.core.model.SourceSpan;

/**
 * A newer write a read did not see, and the first missing link that kept it from the reader.
 * Immutable.
 *
 * @param writeId   the write
 * @param writer    writing invocation id
 * @param writerName its name
 * @param value     value written
 * @param source    where the write is
 * @param link      the first missing link
 * @param detail    that link in words, naming the operations involved
 * @param kase      which case of its link it is, where the renderer's sentence and fix differ ({@link Case})
 * @param overwrittenBy   the write that overwrote this one before the read (a newer write of its invocation, or one
 *                        that happens-after it: its retirement), or {@link #NOT_OVERWRITTEN}
 * @param overwriteSource where that write is, or {@link SourceSpan#UNKNOWN}
 */
public record UnseenWrite(int writeId, int writer, String writerName, long value, SourceSpan source,
                          MissingLink link, String detail, Case kase, int overwrittenBy, SourceSpan overwriteSource) {

    /** {@link #overwrittenBy} of a write still in memory when the read ran. */
    public static final int NOT_OVERWRITTEN = -1;

    /** A write still in memory when the read ran. */
    public UnseenWrite(int writeId, int writer, String writerName, long value, SourceSpan source, MissingLink link,
                       String detail, Case kase) {
        this(writeId, writer, writerName, value, source, link, detail, kase, NOT_OVERWRITTEN, SourceSpan.UNKNOWN);
    }

    /** Whether a newer write overwrote this one before the read ran ({@link #overwrittenBy}). */
    public boolean overwritten() {
        return overwrittenBy != NOT_OVERWRITTEN;
    }

    /** The cases of a link whose words and fix differ from its plain case. */
    public enum Case {
        /** No special case: for NO_HAPPENS_BEFORE, no release/acquire pair (or barrier) orders the two. */
        PLAIN,
        /**
         * The writer and reader do synchronize, but the reader's visibility operation comes before its acquire, so the
         * availability does not happen-before it (VK MM: Availability and Visibility); the fix moves the visibility
         * after the acquire.
         */
        VISIBILITY_TOO_EARLY,
        /**
         * The write can reach the read only through the device domain (a private access, or available there only), where
         * API-level operations are ordered by system-synchronizes-with alone (VK MM: Private vs. Non-Private,
         * Location-Ordered's last bullet); no shader release/acquire helps.
         */
        DEVICE_DOMAIN,
        /**
         * For {@link MissingLink#SCOPE_EXCLUDES_AGENT}: the writer's release (or release barrier) after the write has a
         * memory scope whose instance leaves the reader out (VK MM: Synchronizes-With, "in the instance of each other's
         * memory scopes").
         */
        RELEASE_SCOPE,
        /** For {@link MissingLink#SCOPE_EXCLUDES_AGENT}: the reader's acquire has a scope that leaves the writer out. */
        ACQUIRE_SCOPE,
        /**
         * For {@link MissingLink#SCOPE_EXCLUDES_AGENT}: the release that leaves the reader out is the control barrier
         * both passed, in one instance of its execution scope, whose own memory scope's instance does not hold both
         * (VK MM: Synchronizes-With, fence–control-barrier–fence: "A and B are in the instance of each other's memory
         * scopes"); the fix widens that barrier's memory scope and keeps it a control barrier, since a memory barrier in
         * its place would not make the reader wait for the writer.
         */
        BARRIER_MEMORY_SCOPE,
        /**
         * For {@link MissingLink#NOT_MADE_VISIBLE}: the reader's acquire has MakeVisible covering the read, but at a
         * memory scope narrower than the domain the write reached, so it sources only its own instance's domain (VK MM:
         * Availability and Visibility: "VIS ... for which (W,L) is available in any domain in the source scope"); the
         * fix widens that acquire's scope.
         */
        NARROW_VISIBILITY,
        /**
         * As {@link #NARROW_VISIBILITY}, where another invocation's wider visibility operation, after the write's
         * availability and before the reader's acquire, would carry the write on as a visibility chain, but the device
         * has no availability/visibility chains (VK MM: Location-Ordered: "AVC and VISC must each only have a single
         * element" without vulkanMemoryModelAvailabilityVisibilityChains); the fix also names a device with chains.
         */
        NARROW_VISIBILITY_CHAINS_OFF,
        /**
         * For {@link MissingLink#NOT_MADE_AVAILABLE}: the reader has no visibility operation either (no vis on the load,
         * no acquire with MakeVisible), so making the write available alone does not order them (VK MM:
         * Location-Ordered, RaW through a domain needs both); the fix names both.
         */
        NOR_MADE_VISIBLE,
        /**
         * For {@link MissingLink#STORAGE_CLASS_MISSING}: a control barrier both invocations passed between the accesses
         * has AcquireRelease semantics that leave the location's storage class out, so it orders only the classes it
         * names (VK MM: Inter-Thread-Happens-Before, "all of SC in their semantics"); the fix names the class in the
         * barrier's semantics.
         */
        BARRIER_SEMANTICS,
        /**
         * For {@link MissingLink#NO_HAPPENS_BEFORE}: a control barrier both invocations passed between the accesses has
         * neither Acquire nor Release semantics, and no release barrier before it (nor acquire barrier after it) names
         * the location's storage class: it orders execution only (VK MM: Synchronizes-With, a control barrier orders
         * memory only as fence–control-barrier–fence, with release and acquire semantics); the fix gives the barrier
         * AcquireRelease semantics naming the class.
         */
        BARRIER_EXECUTION_ONLY,
        /**
         * For {@link MissingLink#NO_HAPPENS_BEFORE}: the invocation that passes the control barrier after its access has
         * a release naming the class before (or on) the barrier, but the other has no acquire naming it on or after the
         * barrier before its access, so the fence–control-barrier–fence form lacks its acquire (VK MM:
         * Synchronizes-With); the fix adds that acquire.
         */
        BARRIER_NO_ACQUIRE,
        /** The reverse of {@link #BARRIER_NO_ACQUIRE}: an acquire after the barrier, no release before it; the fix adds it. */
        BARRIER_NO_RELEASE,
        /**
         * For {@link MissingLink#NO_HAPPENS_BEFORE}: memory barriers around the two accesses of one workgroup and
         * nothing else, no atomic between them and no control barrier (VK MM: Synchronizes-With): the words note that a
         * memory barrier makes no invocation wait, before the fix ({@code check.FenceWithoutSyncLink}).
         */
        FENCE_WITHOUT_SYNC,
        /**
         * For {@link MissingLink#NO_HAPPENS_BEFORE}: the flag's store is no release and the release barrier before it
         * leaves the flag's storage class out (VK MM: Synchronizes-With, fence forms: "X's storage class is in A's
         * semantics"), which is not the data's: the words name the flag's class and that barrier, as the checker's
         * {@code RELEASE_FENCE_FLAG_CLASS} does, not the data's class.
         */
        RELEASE_FENCE_FLAG_CLASS,
        /**
         * For {@link MissingLink#STORAGE_CLASS_MISSING}: the flag's load is no acquire and the acquire barrier after it
         * leaves the flag's storage class out (VK MM: Synchronizes-With, fence forms: "Y's storage class is in B's
         * semantics"), as the checker's {@code ACQUIRE_FENCE_FLAG_CLASS}; the data's class may be named there.
         */
        ACQUIRE_FENCE_FLAG_CLASS,
        /**
         * For {@link MissingLink#AVAILABLE_ONLY_IN_OTHER_DOMAIN}: the write is an atomic, and its only availability
         * operation is its own, at the atomic's scope, whose domain the reader is not in (VK MM: Availability and
         * Visibility: "atomic operations implicitly have availability/visibility operations, and the scope of those
         * operations is taken from the atomic operation's scope"); the fix widens the atomic's scope, or makes the write
         * available by a later release. The session-85 audit: a coherent buffer's workgroup-scope atomicStore was told
         * "declare it coherent", which it was.
         */
        ATOMIC_AVAILABILITY
    }

    /** Whether the reader synchronizes with the writer after its visibility operation ({@link Case#VISIBILITY_TOO_EARLY}). */
    public boolean visibilityTooEarly() {
        return kase == Case.VISIBILITY_TOO_EARLY;
    }
}
