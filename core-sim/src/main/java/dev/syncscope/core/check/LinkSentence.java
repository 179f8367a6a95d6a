package dev.syncscope.core.check;

import java.util.List;

/**
 * The kinds of sentence that name the first missing link of a checker race ({@link RaceLink}): each has the message
 * key the window words it by, its number of arguments, and its English made from those arguments alone. Immutable.
 *
 * <p>Arguments, as each constant lists them: strings shown as written in every language (reference and invocation
 * names, scope short names such as {@code wg}, the litmus operations {@code flush}, {@code invalidate},
 * {@code avdevice}, {@code visdevice}, {@code dom.h2d}, {@code dom.d2h}); integers that choose a form (a memory domain,
 * 0 the device and 1 the host domain; a flag, 1 or 0); and the race's own events the sentence names, as the
 * {@link Event} itself, which the English labels {@code P1: W x = 1} ({@link Event#label()}) and another language
 * labels as it labels the race's two accesses. The views' bundles hold a pattern per key whose English gives
 * {@link #english} back.
 */
public enum LinkSentence {
    /** Two atomics through different references (VK MM: Atomic Operation). 0, 1: the references' names. */
    ATOMIC_REFERENCES("check.link.atomicReferences", 2),
    /**
     * Two atomics not in each other's scope instance (VK MM: Scope). 0: the first's scope short name ("" without a
     * scope); 1: 1 when it has a scope, else 0; 2, 3: the same for the second.
     */
    ATOMIC_SCOPE("check.link.atomicScope", 4),
    /** Neither access happens-before the other (VK MM: Happens-Before). 0, 1: the invocations' names. */
    NO_HAPPENS_BEFORE("check.link.noHappensBefore", 2),
    /**
     * Neither happens-before the other because the atomic one invocation read from the other after its access is not
     * in each other's scope instance, so the two do not synchronize (VK MM: Atomic Operation, Synchronizes-With). 0: the
     * writing invocation; 1: the reading one; 2: the atomic's location; 3, 4: the write's and the read's scope short
     * names; 5: which to widen ({@link dev.syncscope.core.sync.Scopes#narrow}: 0 both, 1 the write's, 2 the read's; the
     * other's instance may already hold both invocations).
     */
    SYNC_SCOPE("check.link.syncScope", 6),
    /**
     * Neither happens-before the other because the control barrier both pass has release and acquire semantics that
     * leave the storage class out (VK MM: Inter-Thread-Happens-Before, "all of SC in their semantics"). 0, 1: the
     * invocations (the first reaches the barrier after its access); 2: the first's barrier's source position (the file
     * alone when the module has no line information); 3: the storage class
     * as semantics name it ({@code sc0 (UniformMemory)}).
     */
    BARRIER_SEMANTICS("check.link.barrierSemantics", 4),
    /**
     * Neither happens-before the other because the control barrier both pass has neither Acquire nor Release semantics
     * and no release barrier before it nor acquire barrier after it names the storage class: it orders execution only
     * (VK MM: Synchronizes-With, fence–control-barrier–fence). 0, 1: the invocations (the first reaches the barrier
     * after its access); 2: the first's barrier's source position; 3: the storage class as semantics name it.
     */
    BARRIER_EXECUTION_ONLY("check.link.barrierExecutionOnly", 4),
    /**
     * Neither happens-before the other because the release before (or on) the control barrier both pass, on the first
     * invocation's side, is matched by no acquire naming the storage class on or after the barrier on the second's
     * (VK MM: Synchronizes-With, fence–control-barrier–fence). 0, 1: the invocations (the first reaches the barrier
     * after its access); 2: the first's barrier's source position; 3: the release's source position; 4: the storage
     * class as semantics name it.
     */
    BARRIER_NO_ACQUIRE("check.link.barrierNoAcquire", 5),
    /**
     * The reverse of {@link #BARRIER_NO_ACQUIRE}: an acquire on or after the barrier on the second invocation's side,
     * no release naming the storage class before or on it on the first's. 0, 1: the invocations; 2: the first's
     * barrier's source position; 3: the acquire's source position; 4: the storage class as semantics name it.
     */
    BARRIER_NO_RELEASE("check.link.barrierNoRelease", 5),
    /**
     * Neither happens-before the other because the flag the second invocation read from the first is no release and
     * the release barrier before its store leaves the flag's storage class out (VK MM: Synchronizes-With, fence forms:
     * "X's storage class is in A's semantics"). 0, 1: the invocations (the first stores the flag after its access); 2:
     * the barrier's source position; 3: the flag's location; 4: the flag store's source position; 5: the flag's
     * storage class as semantics name it; 6: 1 when the second invocation's side has no acquire either (its load of the
     * flag is not an acquire and no acquire follows it before its access: mending the barrier alone leaves the race),
     * else 0; 7: then the flag load's source position, else ""; 8: the flag's storage class as semantics name it.
     */
    RELEASE_FENCE_FLAG_CLASS("check.link.releaseFenceFlagClass", 9),
    /**
     * The same on the load's side: the acquire barrier after the flag's load leaves its class out. Arguments alike (6:
     * 1 when the first invocation's side has no release either, 7: then the flag store's source position, 8: the flag's
     * storage class).
     */
    ACQUIRE_FENCE_FLAG_CLASS("check.link.acquireFenceFlagClass", 9),
    /**
     * Neither happens-before the other because the first invocation's release barrier comes after its store of the flag
     * (VK MM: Synchronizes-With, fence forms: "A is program-ordered before X"). 0, 1: the invocations; 2: the barrier's
     * source position; 3: the flag's location; 4: the flag store's source position; 5: 1 when the second invocation's
     * side has no acquire either (moving the barrier alone would leave the race), else 0; 6: then the flag load's source
     * position, else ""; 7: the flag's storage class as semantics name it.
     */
    RELEASE_FENCE_AFTER_FLAG("check.link.releaseFenceAfterFlag", 8),
    /**
     * The same on the load's side: the acquire barrier comes before the flag's load. Arguments alike (5: 1 when the
     * first invocation's side has no release either, 6: then the flag store's source position, 7: the flag's storage
     * class).
     */
    ACQUIRE_FENCE_BEFORE_FLAG("check.link.acquireFenceBeforeFlag", 8),
    /**
     * Neither happens-before the other because the flag the second invocation read from the first is no release and
     * every release barrier before its store that names the flag's storage class has a memory scope whose instance
     * leaves the second invocation out (VK MM: Synchronizes-With, fence forms: "A and B are in the instance of each
     * other's memory scopes"). 0, 1: the invocations (the first stores the flag after its access); 2: the barrier's
     * source position; 3: the flag's location; 4: the flag store's source position; 5: the barrier's scope short name;
     * 6: 1 when the second invocation's side has no acquire either (widening the barrier alone would leave the race),
     * else 0; 7: then the flag load's source position, else ""; 8: the flag's storage class as semantics name it.
     */
    RELEASE_FENCE_SCOPE("check.link.releaseFenceScope", 9),
    /**
     * The same on the load's side: the flag's load is not an acquire and the acquire barrier after it has a memory
     * scope whose instance leaves the first invocation out. Arguments alike (4: the flag load's source position; 6: 1
     * when the first invocation's side has no release either, 7: then the flag store's source position, 8: the flag's
     * storage class).
     */
    ACQUIRE_FENCE_SCOPE("check.link.acquireFenceScope", 9),
    /**
     * Neither happens-before the other because, of a flag the second invocation read from the first, only the first's
     * side synchronizes: its store is a release, or a release barrier naming the flag's and the data's storage classes
     * comes between its access and the store, but the second's load is no acquire and no acquire barrier follows it
     * before its access (VK MM: Synchronizes-With, the atomic and fence forms: "B performs an acquire operation", or an
     * acquire barrier B with "X is program-ordered before B"; Inter-Thread-Happens-Before: the acquire
     * "program-ordered before" the access). 0, 1: the invocations (the first stores the flag after its access); 2: the
     * release's source position (the release store, or the release barrier); 3: the flag's location; 4: the flag
     * load's source position; 5: the data's storage class as semantics name it; 6: the flag's (the barrier advised
     * must name both: an HLSL kernel's is chosen by them); 7: 1 when the release is the flag's store itself, 0 a
     * barrier before it.
     */
    FLAG_NO_ACQUIRE("check.link.flagNoAcquire", 8),
    /**
     * The mirror of {@link #FLAG_NO_ACQUIRE}: the second invocation's load of the flag is an acquire, or an acquire
     * barrier naming both classes follows it before its access, but the first's store of the flag is no release and no
     * release barrier comes between its access and the store (VK MM: Synchronizes-With: "A performs a release
     * operation", or a release barrier A "program-ordered before X"). 0, 1: the invocations; 2: the acquire's source
     * position (the acquire load, or the acquire barrier); 3: the flag's location; 4: the flag store's source position;
     * 5: the data's storage class as semantics name it; 6: the flag's; 7: 1 when the acquire is the flag's load itself,
     * 0 a barrier after it.
     */
    FLAG_NO_RELEASE("check.link.flagNoRelease", 8),
    /**
     * Neither happens-before the other because of a flag the second invocation read from the first, neither side
     * synchronizes: the first's store is no release and no release barrier comes between its access and the store, the
     * second's load no acquire and no acquire barrier follows it before its access (VK MM: Synchronizes-With, atomic and
     * fence forms). The fix makes that flag synchronize, whichever access is the read, not a new flag the other way (the
     * second already waits for the first through it). 0, 1: the invocations (the first stores the flag after its
     * access); 2: the flag store's source position; 3: the flag's location; 4: the flag load's source position; 5: the
     * data's storage class as semantics name it; 6: the flag's; 7: 1 when the first access is a write that nothing
     * makes available to the second invocation or the second a read that nothing makes visible (no MakePointerAvailable,
     * no MakePointerVisible: a SPIR-V module's NonPrivatePointer alone, a litmus test's nonpriv), so the release needs
     * MakeAvailable and the acquire MakeVisible too (VK MM: Location-Ordered, "X is a write, Y is a read, AVC … VISC";
     * Availability and Visibility Semantics), else 0.
     */
    FLAG_NO_SYNC("check.link.flagNoSync", 8),
    /**
     * Neither happens-before the other because the flag between them is written and read plainly between a release
     * and an acquire barrier: the fence forms synchronize only through atomic accesses (VK MM: Synchronizes-With), and
     * the plain accesses race ({@link PlainFlagLink}). 0, 1: the invocations; 2: the flag store's source position; 3:
     * the flag's location; 4: the flag load's; 5: the release barrier's; 6: the acquire barrier's.
     */
    PLAIN_FLAG("check.link.plainFlag", 7),
    /**
     * Neither happens-before the other because the second invocation's acquire barrier after its relaxed load of the
     * flag comes after its access, not between the two: it synchronizes with the first's release, but orders only what
     * follows it (VK MM: Inter-Thread-Happens-Before: "A is an acquire barrier ... B is an operation on memory ... and A
     * is program-ordered before B"). 0, 1: the invocations; 2: the barrier's source position; 3: the flag's location;
     * 4: the flag load's source position; 5: the data's storage class as semantics name it.
     */
    ACQUIRE_FENCE_AFTER_READ("check.link.acquireFenceAfterRead", 6),
    /**
     * Neither happens-before the other because the release barrier before the control barrier both pass names the
     * storage class but has a memory scope whose instance leaves the second invocation out (VK MM: Synchronizes-With,
     * fence–control-barrier–fence: "A and B are in the instance of each other's memory scopes"). 0, 1: the invocations;
     * 2: the control barrier's source position; 3: the release barrier's; 4: its scope's short name.
     */
    BARRIER_RELEASE_SCOPE("check.link.barrierReleaseScope", 5),
    /**
     * As {@link #BARRIER_RELEASE_SCOPE} on the second invocation's side (session 84): the acquire barrier after the
     * control barrier names the storage class but its memory scope's instance leaves the first invocation out. 0, 1:
     * the invocations; 2: the control barrier's source position; 3: the acquire barrier's; 4: its scope's short name.
     */
    BARRIER_ACQUIRE_SCOPE("check.link.barrierAcquireScope", 5),
    /**
     * Neither happens-before the other though the two synchronize: the release or the acquire of the synchronizes-with
     * pair leaves the storage class out of its semantics (VK MM: Inter-Thread-Happens-Before, "both A and B have all of
     * SC in their semantics"). 0, 1: the invocations (the first releases after its access); 2: the source position of
     * the release or acquire that leaves it out; 3: the storage class as semantics name it; 4: 1 when that is the
     * release, 0 the acquire.
     */
    SYNC_CLASS("check.link.syncClass", 5),
    /**
     * Neither happens-before the other because the second invocation's acquiring atomic read took its value from an
     * atomic write outside the release sequence headed by the first's release after its access (VK MM: Release
     * Sequence: only read-modify-writes continue it). 0, 1: the invocations; 2: the source position of the release
     * sequence's head (the release store, or the store after a release barrier); 3: the location read; 4: the source
     * position of the write read; 5: its invocation; 6: the read's source position; 7: 1 when the write that ends the
     * sequence is the first invocation's own (a release there would do too), else 0; 8: the source position of that
     * write (the first after the head in its modification order that is no read-modify-write: 4 when it is the write
     * read, else an earlier one), 9: its invocation; 10: 1 when it is an earlier write than the one read, else 0.
     */
    OUTSIDE_RELEASE_SEQUENCE("check.link.outsideReleaseSequence", 11),
    /**
     * As {@link #OUTSIDE_RELEASE_SEQUENCE} (arguments 0 to 10 alike), the write that ends the sequence (8, 9) an atomic
     * read-modify-write not in each other's scope instance with the head: not in its scoped modification order, which
     * "relates no other operations", so no part of the sequence, "the longest continuous subsequence of A's scoped
     * modification order" (VK MM: Scoped Modification Order; Release Sequence). 11, 12: its and the head's scope short
     * names; 13: the narrowest scope whose instance holds both invocations.
     */
    SEQUENCE_SCOPE("check.link.sequenceScope", 14),
    /**
     * Neither happens-before the other because the control barrier both pass, though in each other's execution scope
     * instance, has a memory scope whose instance leaves one of them out (VK MM: Synchronizes-With,
     * fence–control-barrier–fence: "A and B are in the instance of each other's memory scopes"). 0, 1: the invocations;
     * 2: the first's barrier's source position; 3: the narrow memory scope's short name.
     */
    BARRIER_MEMORY_SCOPE("check.link.barrierMemoryScope", 4),
    /**
     * Neither happens-before the other because the two reach one control barrier (one source position, one dynamic
     * instance) in different instances of its execution scope, so the barrier does not synchronize them (VK MM:
     * Synchronizes-With, control barrier: "A and B are in the instance of C's execution scope"; a subgroup-scope
     * barrier passed in two subgroups, a workgroup-scope one in two workgroups). 0, 1: the invocations; 2: the first's
     * barrier's source position; 3: the execution scope's short name; 4: 1 for Workgroup scope or wider, where no
     * control barrier of a shader would do (its fix is a release and an acquire), else 0 (widen the execution scope).
     */
    BARRIER_EXECUTION_SCOPE("check.link.barrierExecutionScope", 5),
    /**
     * A private access of one invocation (VK MM: Location-Ordered). 0: the private access (an event); 1: the access
     * that happens-before the other (an event): a read first needs only both accesses non-private ("X is a read, both
     * X and Y are non-private, and X->Y"), a write first also their availability and visibility.
     */
    PRIVATE_ACCESS("check.link.privateAccess", 2),
    /**
     * A read that happens-before the write. No arguments. No consistent execution reaches it: a non-private read
     * that happens-before a non-private access is location-ordered before it (VK MM: Location-Ordered), and a
     * private one is {@link #PRIVATE_ACCESS}; the checker keeps it for a race it could not otherwise explain.
     */
    READ_TO_WRITE("check.link.readToWrite", 0),
    /** Accesses through different references (VK MM: Location-Ordered). 0, 1: the references' names. */
    DIFFERENT_REFERENCES("check.link.differentReferences", 2),
    /** The write is not made available (VK MM: Availability and Visibility). 0: the write (an event). */
    NOT_AVAILABLE("check.link.notAvailable", 1),
    /**
     * The write is made available to too narrow a domain (VK MM: Availability and Visibility). 0: the widest
     * domain's short name ({@code sg}, {@code wg}, {@code qf}, {@code shader}: Device scope's; "" without one); 1: 1 when there is one, else 0 (its availability operations are at
     * Invocation scope, which "perform no availability/visibility operations": no domain at all); 2: the
     * other access's invocation; 3: the short name of the domain it needs; 4: 1 when the device has no
     * availability/visibility chains and a later availability operation to a wider domain would have carried the write
     * on as an availability chain (Location-Ordered: a single element without chains), else 0: with chains, or with
     * none to join, the launch option would change nothing; 5: 1 when the write is an atomic whose only availability
     * operation is its own, at the atomic's scope, which is not Invocation ("the scope of those operations is taken
     * from the atomic operation's scope"), else 0; 6: where the release whose MakeAvailable is that widest availability
     * operation is ({@code file:line}), or "" when it is the write's own (an atomic's, or MakePointerAvailable: a
     * workgroupcoherent store) or there is none.
     */
    NARROW_AVAILABILITY("check.link.narrowAvailability", 7),
    /** The read is not made visible (VK MM: Availability and Visibility). 0: the read (an event). */
    NOT_VISIBLE("check.link.notVisible", 1),
    /**
     * The read's acquire has MakeVisible covering it, but at a memory scope narrower than the one that holds both
     * invocations, so its visibility operation sources only a domain the write was not made available in (VK MM:
     * Availability and Visibility: "VIS ... for which (W,L) is available in any domain in the source scope";
     * Location-Ordered: a visibility chain longer than one element needs vulkanMemoryModelAvailabilityVisibilityChains).
     * 0: the read (an event); 1: the acquire's scope short name; 2: the acquire's source position; 3: the short name
     * of the domain it needs (shader for Device scope); 4: 1 when another invocation's wider visibility operation, which happens-before the
     * acquire, would carry the write on as a visibility chain but the device has no chains, else 0.
     */
    NARROW_VISIBILITY("check.link.narrowVisibility", 5),
    /**
     * The write's availability does not happen-before the reader's visibility (VK MM: Location-Ordered). 0: the
     * reading invocation.
     */
    AVAILABILITY_TO_VISIBILITY("check.link.availabilityToVisibility", 1),
    /** The write's availability does not happen-before the later write (VK MM: Location-Ordered). 0: it (an event). */
    AVAILABILITY_TO_ACCESS("check.link.availabilityToAccess", 1),
    /**
     * With a host agent: no availability to the writer's domain happens-after the write (VK MM: Availability,
     * Visibility, and Domain Operations). 0: the writer's domain; 1: its availability operation ({@code flush} or
     * {@code avdevice}); 2: the write (an event).
     */
    HOST_NOT_AVAILABLE("check.link.host.notAvailable", 3),
    /**
     * With a host agent: no memory domain operation from the writer's domain to the other's happens-after the
     * availability. 0: the writer's domain; 1: the other access's invocation; 2: its domain; 3: the domain operation
     * ({@code dom.h2d} or {@code dom.d2h}); 4: the availability operation.
     */
    HOST_NO_DOMAIN_OPERATION("check.link.host.noDomainOperation", 5),
    /**
     * With a host agent: the last operation of the chain does not happen-before the later write. 0: the operation
     * ({@code flush}, {@code avdevice}, {@code dom.h2d} or {@code dom.d2h}); 1: the write (an event).
     */
    HOST_NOT_BEFORE("check.link.host.notBefore", 2),
    /**
     * With a host agent: no visibility from the reader's domain happens-before the read. 0: the visibility
     * operation ({@code invalidate} or {@code visdevice}); 1: the reader's domain; 2: the read (an event).
     */
    HOST_NOT_VISIBLE("check.link.host.notVisible", 3),
    /**
     * With a host agent: the last operation of the chain does not happen-before the visibility before the read.
     * 0: that operation; 1: the visibility operation; 2: the read (an event).
     */
    HOST_VISIBILITY_TOO_EARLY("check.link.host.visibilityTooEarly", 3),
    /**
     * Neither happens-before the other though the first invocation passes a release memory barrier after its access
     * and the second an acquire memory barrier before its own, with no control barrier between: memory barriers
     * synchronize only through an atomic between them or as halves of a control barrier (VK MM: Synchronizes-With),
     * and none makes an invocation wait ({@link FenceWithoutSyncLink}). 0, 1: the invocations; 2: the release
     * barrier's source position; 3: the acquire barrier's.
     */
    FENCE_WITHOUT_SYNC("check.link.fenceWithoutSync", 4);

    private final String key;
    private final int arity;

    LinkSentence(String key, int arity) {
        this.key = key;
        this.arity = arity;
    }

    /** The message key of the sentence, e.g. {@code check.link.noHappensBefore}. */
    public String key() {
        return key;
    }

    /** How many arguments the sentence takes. */
    public int arity() {
        return arity;
    }

    /** The sentence in English, made from {@code a} alone ({@link LinkEnglish}). */
    public String english(List<Object> a) {
        return LinkEnglish.of(this, a);
    }
}
