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
     * names.
     */
    SYNC_SCOPE("check.link.syncScope", 5),
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
     * barrier passed in two subgroups). 0, 1: the invocations; 2: the first's barrier's source position; 3: the
     * execution scope's short name.
     */
    BARRIER_EXECUTION_SCOPE("check.link.barrierExecutionScope", 4),
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
     * domain's scope short name ("" without one); 1: 1 when there is one, else 0 (its availability operations are at
     * Invocation scope, which "perform no availability/visibility operations": no domain at all); 2: the
     * other access's invocation; 3: the scope short name of the domain it needs; 4: 1 when the device has no
     * availability/visibility chains and a later availability operation to a wider domain would have carried the write
     * on as an availability chain (Location-Ordered: a single element without chains), else 0: with chains, or with
     * none to join, the launch option would change nothing; 5: 1 when the write is an atomic whose only availability
     * operation is its own, at the atomic's scope, which is not Invocation ("the scope of those operations is taken
     * from the atomic operation's scope"), else 0.
     */
    NARROW_AVAILABILITY("check.link.narrowAvailability", 6),
    /** The read is not made visible (VK MM: Availability and Visibility). 0: the read (an event). */
    NOT_VISIBLE("check.link.notVisible", 1),
    /**
     * The read's acquire has MakeVisible covering it, but at a memory scope narrower than the one that holds both
     * invocations, so its visibility operation sources only a domain the write was not made available in (VK MM:
     * Availability and Visibility: "VIS ... for which (W,L) is available in any domain in the source scope";
     * Location-Ordered: a visibility chain longer than one element needs vulkanMemoryModelAvailabilityVisibilityChains).
     * 0: the read (an event); 1: the acquire's scope short name; 2: the acquire's source position; 3: the scope short
     * name of the domain it needs; 4: 1 when another invocation's wider visibility operation, which happens-before the
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
    HOST_VISIBILITY_TOO_EARLY("check.link.host.visibilityTooEarly", 3);

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

    /** The sentence in English, made from {@code a} alone. */
    public String english(List<Object> a) {
        return switch (this) {
            case ATOMIC_REFERENCES -> "atomics through different references (" + a.get(0) + ", " + a.get(1)
                    + ") are not mutually ordered";
            case ATOMIC_SCOPE -> "atomics not in each other's scope instance (scope too narrow: "
                    + (flag(a, 1) ? a.get(0) : "none") + " / " + (flag(a, 3) ? a.get(2) : "none") + ")";
            case NO_HAPPENS_BEFORE -> "no happens-before between " + a.get(0) + " and " + a.get(1)
                    + ": missing synchronization (release/acquire pair with matching storage-class semantics "
                    + "and scopes, a control barrier, or system-synchronizes-with)";
            case SYNC_SCOPE -> "no happens-before between " + a.get(0) + " and " + a.get(1) + ": " + a.get(1)
                    + " reads " + a.get(2) + ", which " + a.get(0) + " stored atomically after its access, but the two atomics are "
                    + "not in each other's scope instance (" + a.get(3) + " / " + a.get(4) + "), so they do not "
                    + "synchronize (widen both memory scopes to one that contains both invocations)";
            case BARRIER_SEMANTICS -> "no happens-before between " + a.get(0) + " and " + a.get(1) + ": the control "
                    + "barrier both pass (at " + a.get(2) + ") does not name " + a.get(3) + " in its semantics, and a "
                    + "barrier orders only the storage classes its semantics name (name " + a.get(3) + " in them)";
            case BARRIER_EXECUTION_ONLY -> "no happens-before between " + a.get(0) + " and " + a.get(1) + ": the "
                    + "control barrier both pass (at " + a.get(2) + ") has no Acquire/Release semantics, so it orders "
                    + "execution only (give it AcquireRelease semantics naming " + a.get(3) + ", or put a release "
                    + "barrier naming it before the barrier and an acquire barrier naming it after)";
            case BARRIER_NO_ACQUIRE -> "no happens-before between " + a.get(0) + " and " + a.get(1) + ": "
                    + a.get(0) + "'s release (at " + a.get(3) + ") before the control barrier both pass (at " + a.get(2)
                    + ") is not matched by an acquire naming " + a.get(4) + " after the barrier on " + a.get(1)
                    + "'s side, so the barrier orders execution only (add that acquire, or give the barrier "
                    + "AcquireRelease semantics naming " + a.get(4) + ")";
            case BARRIER_NO_RELEASE -> "no happens-before between " + a.get(0) + " and " + a.get(1) + ": "
                    + a.get(1) + "'s acquire (at " + a.get(3) + ") after the control barrier both pass (at " + a.get(2)
                    + ") is not matched by a release naming " + a.get(4) + " before the barrier on " + a.get(0)
                    + "'s side, so the barrier orders execution only (add that release, or give the barrier "
                    + "AcquireRelease semantics naming " + a.get(4) + ")";
            case RELEASE_FENCE_FLAG_CLASS -> "no happens-before between " + a.get(0) + " and " + a.get(1) + ": "
                    + a.get(0) + "'s release barrier (at " + a.get(2) + ") does not name " + a.get(5) + ", the storage "
                    + "class of the flag `" + a.get(3) + "` it precedes (at " + a.get(4) + "), in its semantics, so "
                    + a.get(1) + "'s read of the flag does not synchronize with it (name " + a.get(5) + " in the "
                    + "barrier's semantics, or make the flag's store a release)" + noAcquireEither(a, 6);
            case ACQUIRE_FENCE_FLAG_CLASS -> "no happens-before between " + a.get(0) + " and " + a.get(1) + ": "
                    + a.get(1) + "'s acquire barrier (at " + a.get(2) + ") does not name " + a.get(5) + ", the storage "
                    + "class of the flag `" + a.get(3) + "` it follows (at " + a.get(4) + "), in its semantics, so it "
                    + "does not synchronize with any release of " + a.get(0) + " through that flag (name " + a.get(5)
                    + " in the barrier's semantics, or make the flag's load an acquire)" + noReleaseEither(a, 6);
            case RELEASE_FENCE_AFTER_FLAG -> "no happens-before between " + a.get(0) + " and " + a.get(1) + ": "
                    + a.get(0) + "'s release barrier (at " + a.get(2) + ") comes after its store of the flag `"
                    + a.get(3) + "` (at " + a.get(4) + "): a release barrier synchronizes only through an atomic store after it "
                    + "(put the barrier before the flag's store, or make the store a release)" + noAcquireEither(a, 5);
            case ACQUIRE_FENCE_BEFORE_FLAG -> "no happens-before between " + a.get(0) + " and " + a.get(1) + ": "
                    + a.get(1) + "'s acquire barrier (at " + a.get(2) + ") comes before its load of the flag `"
                    + a.get(3) + "` (at " + a.get(4) + "): an acquire barrier synchronizes only through an atomic load before it "
                    + "(put the barrier after the flag's load, or make the load an acquire)" + noReleaseEither(a, 5);
            case RELEASE_FENCE_SCOPE -> "no happens-before between " + a.get(0) + " and " + a.get(1) + ": "
                    + a.get(0) + "'s release barrier (at " + a.get(2) + ") before its store of the flag `"
                    + a.get(3) + "` (at " + a.get(4) + ") has " + a.get(5) + " scope, whose instance does not include " + a.get(1)
                    + ", so " + a.get(1) + "'s read of the flag does not synchronize with it (widen the barrier's "
                    + "memory scope to one that includes both invocations, or make the flag's store a release)"
                    + noAcquireEither(a, 6);
            case ACQUIRE_FENCE_SCOPE -> "no happens-before between " + a.get(0) + " and " + a.get(1) + ": "
                    + a.get(1) + "'s acquire barrier (at " + a.get(2) + ") after its load of the flag `"
                    + a.get(3) + "` (at " + a.get(4) + ") has " + a.get(5) + " scope, whose instance does not include " + a.get(0)
                    + ", so it does not synchronize with any release of " + a.get(0) + " through that flag (widen the "
                    + "barrier's memory scope to one that includes both invocations, or make the flag's load an "
                    + "acquire)" + noReleaseEither(a, 6);
            case FLAG_NO_ACQUIRE -> "no happens-before between " + a.get(0) + " and " + a.get(1) + ": "
                    + (flag(a, 7) ? "the store of the flag `" + a.get(3) + "` by " + a.get(0) + " (at " + a.get(2)
                    + ") is itself a release" : a.get(0) + " releases (at " + a.get(2) + ") before its store of the flag `"
                    + a.get(3) + "`") + ", but " + a.get(1)
                    + "'s load of the flag (at " + a.get(4) + ") is not an acquire and no acquire barrier follows it before "
                    + "the access, so " + a.get(1) + " does not synchronize with " + a.get(0) + " (make the load an "
                    + "acquire naming " + a.get(5) + ", or put an acquire barrier naming it and " + a.get(6)
                    + ", the flag's storage class, after the load, before the access; at a scope that includes both invocations)";
            case FLAG_NO_RELEASE -> "no happens-before between " + a.get(0) + " and " + a.get(1) + ": "
                    + (flag(a, 7) ? "the load of the flag `" + a.get(3) + "` by " + a.get(1) + " (at " + a.get(2)
                    + ") is itself an acquire" : a.get(1) + " acquires (at " + a.get(2) + ") after its load of the flag `"
                    + a.get(3) + "`") + ", but " + a.get(0)
                    + "'s store of the flag (at " + a.get(4) + ") is not a release and no release barrier comes before it, "
                    + "after the access, so " + a.get(1) + " does not synchronize with " + a.get(0) + " (make the store a "
                    + "release naming " + a.get(5) + ", or put a release barrier naming it and " + a.get(6) + ", the flag's storage class, "
                    + "after the access, before the store; at a scope that includes both invocations)";
            case FLAG_NO_SYNC -> "no happens-before between " + a.get(0) + " and " + a.get(1) + ": " + a.get(1)
                    + " loads the flag `" + a.get(3) + "` (at " + a.get(4) + ") that " + a.get(0) + " stores after its "
                    + "access (at " + a.get(2) + "), but the store is not a release and the load not an acquire, with no "
                    + "release barrier before the store nor acquire barrier after the load, so they do not synchronize "
                    + "(make this flag synchronize, not a new one: make the store a release and the load an acquire "
                    + "naming " + a.get(5) + ", or put a release barrier after the access, before the store, and an "
                    + "acquire barrier after the load, before the access, naming it and " + a.get(6) + ", the flag's "
                    + "storage class; at a scope that includes both invocations" + (flag(a, 7) ? "; and, since nothing "
                    + "makes the write available and visible to the read, MakeAvailable (semav) in the semantics of the "
                    + "release and MakeVisible (semvis) in those of the acquire" : "") + ")";
            case ACQUIRE_FENCE_AFTER_READ -> "no happens-before between " + a.get(0) + " and " + a.get(1) + ": "
                    + a.get(1) + "'s acquire barrier (at " + a.get(2) + ") after its load of the flag `"
                    + a.get(3) + "` (at " + a.get(4) + ") comes after the access: an acquire barrier orders only what follows it "
                    + "(move the barrier between the flag's load and the access, or make the load an acquire naming "
                    + a.get(5) + ")";
            case BARRIER_RELEASE_SCOPE -> "no happens-before between " + a.get(0) + " and " + a.get(1) + ": "
                    + a.get(0) + "'s release barrier (at " + a.get(3) + ") before the control barrier both pass (at "
                    + a.get(2) + ") has " + a.get(4) + " scope, whose instance does not include " + a.get(1) + ", so it "
                    + "does not synchronize with " + a.get(1) + " through the barrier (widen its memory scope)";
            case BARRIER_ACQUIRE_SCOPE -> "no happens-before between " + a.get(0) + " and " + a.get(1) + ": "
                    + a.get(1) + "'s acquire barrier (at " + a.get(3) + ") after the control barrier both pass (at "
                    + a.get(2) + ") has " + a.get(4) + " scope, whose instance does not include " + a.get(0)
                    + ", so it does not synchronize with " + a.get(0) + " through the barrier (widen its memory scope)";
            case SYNC_CLASS -> "no happens-before between " + a.get(0) + " and " + a.get(1) + ": they synchronize, but "
                    + "the " + (flag(a, 4) ? "release" : "acquire") + " (at " + a.get(2) + ") does not name " + a.get(3)
                    + " in its semantics, and synchronization orders only the storage classes both the release and the "
                    + "acquire name (name " + a.get(3) + " in both)";
            case OUTSIDE_RELEASE_SEQUENCE -> "no happens-before between " + a.get(0) + " and " + a.get(1) + ": "
                    + a.get(1) + "'s read of " + a.get(3) + " (at " + a.get(6) + ") takes the value of " + a.get(5)
                    + "'s atomic write (at " + a.get(4) + "), which is not in the release sequence headed by "
                    + a.get(0) + "'s store (at " + a.get(2) + ")" + (!flag(a, 10) ? ""
                    : " (the atomic store at " + a.get(8) + " by " + a.get(9) + " ended it)") + ": only atomic "
                    + "read-modify-writes continue a release sequence, so the read does not synchronize with the release "
                    + "(make " + (flag(a, 10) ? "that store" : "that write") + " a read-modify-write"
                    + (flag(a, 7) ? ", or a release itself" : "") + ")";
            case BARRIER_MEMORY_SCOPE -> "no happens-before between " + a.get(0) + " and " + a.get(1) + ": both pass "
                    + "the control barrier (at " + a.get(2) + "), but its memory scope, " + a.get(3) + ", has an "
                    + "instance that does not include both, so the barrier orders their execution only, not their memory "
                    + "(widen its memory scope to one that includes both invocations)";
            case BARRIER_EXECUTION_SCOPE -> "no happens-before between " + a.get(0) + " and " + a.get(1) + ": both "
                    + "reach the control barrier (at " + a.get(2) + "), but its execution scope, " + a.get(3) + ", has an "
                    + "instance that does not include both, so the barrier does not synchronize them (widen its execution "
                    + "scope to one that includes both invocations)";
            case PRIVATE_ACCESS -> "private access: " + label(a, 0) + " is not NonPrivate, so only "
                    + "system-synchronizes-with orders it with another invocation";
            case READ_TO_WRITE -> "no location-ordered relation from the read to the write";
            case DIFFERENT_REFERENCES -> "different references (" + a.get(0) + ", " + a.get(1)
                    + "): only availability/visibility through the device domain (avdevice/visdevice) orders them";
            case NOT_AVAILABLE -> "write not made available: no MakePointerAvailable / release with MakeAvailable "
                    + "covering " + label(a, 0) + " (availability)";
            case NARROW_AVAILABILITY -> (flag(a, 1) ? "write only made available to the " + a.get(0) + " domain"
                    : "write made available to no domain (an availability operation at Invocation scope performs none)")
                    + (flag(a, 5) ? " by its own availability operation, at the atomic's scope" : "")
                    + "; " + a.get(2) + " needs the " + a.get(3) + " domain"
                    + (flag(a, 4) ? "; a later availability operation to a wider domain would carry it on as an "
                    + "availability chain, but availability/visibility chains are off (a launch option)" : "");
            case NOT_VISIBLE -> "read not made visible: no MakePointerVisible / acquire with MakeVisible covering "
                    + label(a, 0) + " (visibility)";
            case NARROW_VISIBILITY -> "read made visible only from the " + a.get(1) + " domain: the acquire with "
                    + "MakeVisible (at " + a.get(2) + ") covering " + label(a, 0) + " has " + a.get(1) + " scope, and the read "
                    + "needs a visibility operation from the " + a.get(3) + " domain, where the write is available"
                    + (flag(a, 4) ? "; an earlier visibility operation at a wider scope would carry it on as a visibility "
                    + "chain, but availability/visibility chains are off (a launch option)" : "");
            case AVAILABILITY_TO_VISIBILITY -> "the availability operation does not happen-before a visibility "
                    + "operation of " + a.get(0) + " in a shared domain (missing happens-before between availability "
                    + "and visibility)";
            case AVAILABILITY_TO_ACCESS -> "the availability operation does not happen-before " + label(a, 0);
            case HOST_NOT_AVAILABLE -> "write not made available to the " + domain(a, 0) + " domain: no " + a.get(1)
                    + " happens-after " + label(a, 2);
            case HOST_NO_DOMAIN_OPERATION -> "write available only in the " + domain(a, 0) + " domain, which "
                    + a.get(1) + " does not access: no memory domain operation " + domain(a, 0) + " to "
                    + domain(a, 2) + " (" + a.get(3) + ") happens-after the " + a.get(4);
            case HOST_NOT_BEFORE -> "the " + a.get(0) + " does not happen-before " + label(a, 1);
            case HOST_NOT_VISIBLE -> "read not made visible: no " + a.get(0) + " (visibility from the "
                    + domain(a, 1) + " domain) happens-before " + label(a, 2);
            case HOST_VISIBILITY_TOO_EARLY -> "the " + a.get(0) + " does not happen-before the " + a.get(1)
                    + " before " + label(a, 2);
        };
    }

    /**
     * The second side missing too, after a sentence of the first's ({@code a.get(i)} 1, {@code a.get(i + 1)} the flag
     * load's position, {@code a.get(i + 2)} the flag's storage class and the data's, which the acquire must name): "" when the
     * second side acquires.
     */
    private static String noAcquireEither(List<Object> a, int i) {
        return !flag(a, i) ? "" : "; and the load of the flag by " + a.get(1) + " (at " + a.get(i + 1) + ") is not an "
                + "acquire either, with no acquire barrier after it before the access (make it an acquire too, or put an "
                + "acquire barrier after it, before the access; its semantics must name " + a.get(i + 2) + ", the "
                + "storage classes of the flag and of the data)";
    }

    /** The mirror of {@link #noAcquireEither}: the first side has no release either. */
    private static String noReleaseEither(List<Object> a, int i) {
        return !flag(a, i) ? "" : "; and the store of the flag by " + a.get(0) + " (at " + a.get(i + 1) + ") is not a "
                + "release either, with no release barrier before it after the access (make it a release too, or put a "
                + "release barrier before it, after the access; its semantics must name " + a.get(i + 2) + ", the "
                + "storage classes of the flag and of the data)";
    }

    private static boolean flag(List<Object> a, int i) {
        return (Integer) a.get(i) != 0;
    }

    private static String domain(List<Object> a, int i) {
        return flag(a, i) ? "host" : "device";
    }

    /**
     * An event the sentence names: a read without the value it read ({@code P1: R x}), since a race's entry stands for
     * every execution with that pair of accesses, which may read different values ({@code R x = 0 or 1}: the teacher
     * audit's "covering P1: R x = 0" under such an entry); another event as its {@link Event#label()}.
     */
    private static String label(List<Object> a, int i) {
        Event e = (Event) a.get(i);
        return e.isRead() ? e.label().substring(0, e.label().indexOf(':') + 2) + e.accessLabel() : e.label();
    }
}
