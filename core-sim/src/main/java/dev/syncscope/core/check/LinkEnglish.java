package dev.syncscope.core.check;

import java.util.List;

/**
 * The English of each {@link LinkSentence}, made from its arguments alone; the views' bundles hold a pattern per key
 * whose English gives the same words back. A pure function.
 */
public final class LinkEnglish {

    private LinkEnglish() {
    }

    /** {@code sentence} in English, made from {@code a} alone. */
    static String of(LinkSentence sentence, List<Object> a) {
        return switch (sentence) {
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
                    + "synchronize (" + widen(a.get(5), a.get(3), a.get(4)) + ")";
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
            case PLAIN_FLAG -> "no happens-before between " + a.get(0) + " and " + a.get(1) + ": " + a.get(0)
                    + "'s store of the flag `" + a.get(3) + "` (at " + a.get(2) + ") after a release barrier (at "
                    + a.get(5) + ") and " + a.get(1) + "'s load of it (at " + a.get(4) + ") before an acquire barrier (at "
                    + a.get(6) + ") are plain accesses: barriers synchronize only through an atomic write and an atomic "
                    + "read of the flag, and plain accesses of one location by two invocations race (make the flag's "
                    + "store and load atomics)";
            case SEQUENCE_SCOPE -> "no happens-before between " + a.get(0) + " and " + a.get(1) + ": " + a.get(1)
                    + "'s read of " + a.get(3) + " (at " + a.get(6) + ") takes the value of " + a.get(5)
                    + "'s atomic write (at " + a.get(4) + "), which is not in the release sequence headed by "
                    + a.get(0) + "'s store (at " + a.get(2) + "): the read-modify-write at " + a.get(8) + " by "
                    + a.get(9) + " (scope " + a.get(11) + ") and the store (scope " + a.get(12) + ") are not in each "
                    + "other's scope instance, so it does not continue the sequence and the read does not synchronize "
                    + "with the release (give both scope " + a.get(13) + ")";
            case BARRIER_MEMORY_SCOPE -> "no happens-before between " + a.get(0) + " and " + a.get(1) + ": both pass "
                    + "the control barrier (at " + a.get(2) + "), but its memory scope, " + a.get(3) + ", has an "
                    + "instance that does not include both, so the barrier orders their execution only, not their memory "
                    + "(widen its memory scope to one that includes both invocations)";
            case BARRIER_EXECUTION_SCOPE -> "no happens-before between " + a.get(0) + " and " + a.get(1) + ": both "
                    + "reach the control barrier (at " + a.get(2) + "), but its execution scope, " + a.get(3) + ", has an "
                    + "instance that does not include both, so the barrier does not synchronize them ("
                    + executionScopeFix(flag(a, 4)) + ")";
            case FENCE_WITHOUT_SYNC -> "no happens-before between " + a.get(0) + " and " + a.get(1) + ": "
                    + fenceWithoutSync(a.get(0) + "'s release barrier (at " + a.get(2) + ")", a.get(1)
                    + "'s acquire barrier (at " + a.get(3) + ")");
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
     * second side acquires with an acquire that would do (check/FlagSides).
     */
    private static String noAcquireEither(List<Object> a, int i) {
        return !flag(a, i) ? "" : "; and the load of the flag by " + a.get(1) + " (at " + a.get(i + 1) + ") is not an "
                + "acquire either, with no acquire barrier after it, before the access, whose semantics name "
                + a.get(i + 2) + " (the storage classes of the flag and of the data) and whose memory scope includes "
                + a.get(0) + " (make it an acquire too, or put such an acquire barrier after it, before the access)";
    }

    /** The mirror of {@link #noAcquireEither}: the first side has no release either. */
    private static String noReleaseEither(List<Object> a, int i) {
        return !flag(a, i) ? "" : "; and the store of the flag by " + a.get(0) + " (at " + a.get(i + 1) + ") is not a "
                + "release either, with no release barrier before it, after the access, whose semantics name "
                + a.get(i + 2) + " (the storage classes of the flag and of the data) and whose memory scope includes "
                + a.get(1) + " (make it a release too, or put such a release barrier before it, after the access)";
    }

    private static boolean flag(List<Object> a, int i) {
        return (Integer) a.get(i) != 0;
    }

    private static String domain(List<Object> a, int i) {
        return flag(a, i) ? "host" : "device";
    }

    /**
     * The advice for two atomics not in each other's scope instance: widen the scope whose instance leaves the other
     * invocation out, or both ({@code which}: {@link dev.syncscope.core.sync.Scopes#narrow}); the wider one's instance
     * may already hold both (VK MM: Atomic Operation, "in the instance of each other's memory scopes").
     */
    public static String widen(Object which, Object writeScope, Object readScope) {
        int narrow = which instanceof Integer n ? n : dev.syncscope.core.sync.Scopes.BOTH_NARROW;
        return narrow == dev.syncscope.core.sync.Scopes.FIRST_NARROW ? "widen the memory scope of the write, "
                + writeScope + ", to one that contains both invocations; that of the read already does"
                : narrow == dev.syncscope.core.sync.Scopes.SECOND_NARROW ? "widen the memory scope of the read, "
                + readScope + ", to one that contains both invocations; that of the write already does"
                : "widen both memory scopes to one that contains both invocations";
    }

    /**
     * Why a release barrier after one access and an acquire barrier before the other ({@code release},
     * {@code acquire}: how they are named) do not order them (VK MM: Synchronizes-With, fence forms and
     * fence–control-barrier–fence). The checker's and the stepper's words alike.
     */
    public static String fenceWithoutSync(String release, String acquire) {
        return release + " and " + acquire + " synchronize only through an atomic written after the release and read "
                + "before the acquire, or as the halves of a control barrier both pass, and there is neither: a memory "
                + "barrier makes no invocation wait for another (an atomic flag between them, or a control barrier "
                + "both reach, would order them)";
    }

    /**
     * The fix for a control barrier two invocations reach in two instances of its execution scope (VK MM:
     * Synchronizes-With, control barrier: "A and B are in the instance of C's execution scope"): {@code acrossWorkgroups}
     * (Workgroup scope or wider) advises a flag, since no shader control barrier has a wider execution scope
     * (VUID-StandaloneSpirv-None-04636); else a wider execution scope. The checker's and the stepper's words alike.
     */
    public static String executionScopeFix(boolean acrossWorkgroups) {
        return acrossWorkgroups ? "no control barrier of a shader orders two workgroups: synchronize them by a release "
                + "after the first access and an acquire before the second through an atomic flag, at a scope that "
                + "includes both"
                : "widen its execution scope to one that includes both invocations";
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
