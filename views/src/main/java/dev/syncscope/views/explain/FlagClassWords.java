package dev.syncscope.views.explain;

import dev.syncscope.core.check.LinkSentence;
import dev.syncscope.core.check.RaceLink;
import dev.syncscope.core.exec.StepRecord;
import dev.syncscope.core.explain.MissingLink;
import dev.syncscope.core.model.Action;
import dev.syncscope.core.model.Semantics;
import dev.syncscope.core.model.StorageClass;
import dev.syncscope.views.i18n.Messages;

import java.util.List;

/**
 * The stepper's link of a flag whose release barrier before its store, or acquire barrier after its load, leaves the
 * flag's own storage class out (VK MM: Synchronizes-With, fence forms: "X's storage class is in A's semantics", "Y's
 * storage class is in B's semantics"; {@link dev.syncscope.core.explain.UnseenWrite.Case#RELEASE_FENCE_FLAG_CLASS},
 * {@code ACQUIRE_FENCE_FLAG_CLASS}) in the checker's sentence for the same link ({@link CheckLinkText}: the kernel's
 * language; the window's {@code check.link.*} for a SPIR-V module or a litmus test), built from the flag pair the steps
 * show. Its storage class is the flag's, not the data's: the general sentence of a missing class named the data's,
 * which the barrier had (the memory-model audit's F12). A pure function.
 */
final class FlagClassWords {

    /** The variant ({@link ExplanationText#variant}) of the release side's case. */
    static final String RELEASE = ".releaseFlagClass";
    /** The variant of the acquire side's case. */
    static final String ACQUIRE = ".acquireFlagClass";

    private FlagClassWords() {
    }

    /** Whether {@code variant} is one of the two flag-class cases. */
    static boolean is(String variant) {
        return RELEASE.equals(variant) || ACQUIRE.equals(variant);
    }

    /**
     * The case a storage class missing across the flag pair {@code flag} is worded by, as the checker chooses it
     * ({@code NoHappensBeforeLinks}' release side, then its acquire side): {@link #RELEASE} when the release barrier
     * before the flag's relaxed store leaves the flag's class out, else {@link #ACQUIRE} when the acquire barrier after
     * its relaxed load does (VK MM: Synchronizes-With, fence forms: "X's storage class is in A's semantics", "Y's
     * storage class is in B's semantics"); else {@code variant}. Only for {@link MissingLink#STORAGE_CLASS_MISSING}
     * with no case of its own ({@code variant} ""): the stepper gives its flag-class cases only where the flag's class
     * differs from the data's, and where they are one, the general words advised "the release after the write and the
     * acquire before the read" for a kernel with one of the two (review47b's G6: an acquire barrier naming
     * gl_StorageSemanticsShared alone, and no release).
     */
    static String variant(MissingLink link, String variant, FlagPair flag) {
        if (!variant.isEmpty() || flag == null || flag.storageClass() == null) {
            return variant;
        }
        StorageClass flagClass = flag.storageClass();
        boolean releaseLeavesFlagOut = flag.releaseFence() != null
                && !semantics(flag.releaseFence()).covers(flagClass);
        if (link == MissingLink.NO_HAPPENS_BEFORE) {
            // the engine's RELEASE_FENCE_FLAG_CLASS (exec/FlagFences), which it finds from an unseen write to the read:
            // from a read to a later write (a flag from the reader to the writer) its link is the plain missing
            // happens-before, and the barrier before the relaxed store that leaves the flag's class out is the same
            // link (VK MM: Synchronizes-With, fence forms: "X's storage class is in A's semantics"), as check says it
            return releaseLeavesFlagOut ? RELEASE : variant;
        }
        if (link != MissingLink.STORAGE_CLASS_MISSING) {
            return variant;
        }
        if (releaseLeavesFlagOut) {
            return RELEASE;
        }
        return flag.acquireFence() != null && !semantics(flag.acquireFence()).covers(flagClass) ? ACQUIRE : variant;
    }

    /**
     * Why, and the fix, for the case {@code variant} between {@code writer}'s access at {@code writeLine} and
     * {@code reader}'s, with {@code flag} between them; null when the steps do not show the flag pair or its barrier
     * that leaves the flag's class out (then the case's own words, which name no class, stand).
     */
    static String of(String variant, FlagPair flag, String writer, int writeLine, FixText.Reader reader,
                     String sourceText, Messages text) {
        boolean release = RELEASE.equals(variant);
        StepRecord fence = flag == null ? null : release ? flag.releaseFence() : flag.acquireFence();
        StorageClass flagClass = flag == null ? null : flag.storageClass();
        if (fence == null || flagClass == null || semantics(fence).covers(flagClass)) {
            return null;
        }
        StepRecord access = release ? flag.store() : flag.load();
        RaceLink link = new RaceLink(release ? LinkSentence.RELEASE_FENCE_FLAG_CLASS
                : LinkSentence.ACQUIRE_FENCE_FLAG_CLASS, List.of(writer, reader.readerName(),
                String.valueOf(fence.event().source()), String.valueOf(flag.load().event().location()),
                String.valueOf(access.event().source()), flagClass.semanticsName(),
                // the other side missing too (VK MM: Synchronizes-With needs both): said with the barrier's link
                (release ? flag.acquired() : flag.released()) ? 0 : 1,
                (release ? flag.acquired() : flag.released()) ? ""
                        : String.valueOf((release ? flag.load() : flag.store()).event().source()),
                (release ? flag.acquired() : flag.released()) ? "" : classNames(flagClass, reader)));
        String kernel = CheckLinkText.of(writer, writeLine, reader.readerName(), reader.location(), reader.source(),
                reader.readFirst(), link, sourceText, text);
        return kernel != null ? kernel : text.get(link.key(), link.args().toArray());
    }

    /**
     * The classes the other side's release or acquire must name, as the checker's sentence names them: the flag's, and
     * the data's when it differs (VK MM: Synchronizes-With, fence forms; Inter-Thread-Happens-Before: "all of SC in
     * their semantics"), not the flag's alone under "the storage classes of the flag and of the data".
     */
    private static String classNames(StorageClass flagClass, FixText.Reader reader) {
        StorageClass data = reader.location() == null || reader.location().namedBy() == null ? null
                : reader.location().namedBy().storageClass();
        return StorageClass.semanticsNames(flagClass, data);
    }

    private static Semantics semantics(StepRecord barrier) {
        Action a = barrier.event().action();
        return a instanceof Action.MemoryBarrier b ? b.semantics() : ((Action.ControlBarrier) a).semantics();
    }
}
