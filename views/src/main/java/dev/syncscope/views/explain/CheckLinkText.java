package dev.syncscope.views.explain;

import dev.syncscope.core.check.Event;
import dev.syncscope.core.check.LinkSentence;
import dev.syncscope.core.check.RaceLink;
import dev.syncscope.core.model.Location;
import dev.syncscope.core.model.Scope;
import dev.syncscope.core.model.SourceSpan;
import dev.syncscope.core.model.StorageClass;
import dev.syncscope.views.i18n.Messages;

import java.util.List;

/**
 * A checker race's missing link in a GLSL or HLSL kernel's language for the sentence kinds no stepper link shares
 * (the stepper words these from the flag pair its steps show, {@link FlagPair}): a release or acquire barrier that
 * leaves the flag's storage class out or stands on the wrong side of the flag's access (VK MM: Synchronizes-With, the
 * fence forms), a flag only one side of which synchronizes, or whose acquire barrier comes after the read it should
 * order (VK MM: Inter-Thread-Happens-Before; the stepper words these by the same sentence, {@link FlagSide}), availability that does not happen-before the reader's visibility (VK MM: Location-Ordered), and
 * atomics through two bindings of one buffer (VK MM: Atomic Operation, mutually ordered). Each is the key
 * {@code check.kernel.<sentence kind>} with its why and fix in one pattern, read as {@code .glsl} or {@code .hlsl}
 * ({@link SourceDialect}), with the arguments:
 * <ol start="0">
 *   <li>the invocation that stores the flag (the first of the sentence), 1 the other,</li>
 *   <li value="2">the racing location,</li>
 *   <li value="3">the barrier's line (for a one-sided flag, the line of the side that is there: the release or the
 *   acquire), 4 the flag's location, 5 the line of the flag's store or load,</li>
 *   <li value="6">the flag's storage class as the language names it in semantics (for a one-sided flag, the data's),
 *   7 the racing location's,</li>
 *   <li value="8">the line of the access that comes first, 9 of the other,</li>
 *   <li value="10">the racing variable's name, 11 where it is declared (" (line 6)", or "");</li>
 *   <li value="12">for a read outside a release sequence (VK MM: Release Sequence): the invocation whose write it
 *   read (3 is then the line of the sequence's head, 5 of that write), 13 the line of the read, 14 1 when the write
 *   that ends the sequence is the releasing invocation's own, else 0, 15 the invocation that made that write, 16 its
 *   line, 17 1 when it is an earlier write than the one read, else 0;</li>
 *   <li value="18">the HLSL barrier that orders both the data's and the flag's memory ({@link FlagCall#hlslBarrier}),
 *   19 for a one-sided flag the atomic function at the flag's access as written ({@code atomicCompSwap}), 20 1 when
 *   that is a compare-exchange, else 0, 21 1 when the side that is there is the flag's access itself (a release store,
 *   an acquire load), 0 a barrier,</li>
 *   <li value="22">which barrier 18 is ({@link FlagCall#hlslBarrierKind}: 0 GroupMemoryBarrier(), the data and the flag
 *   both groupshared; 1 DeviceMemoryBarrier(), both UAVs; 2 AllMemoryBarrier(), one of each; 3 AllMemoryBarrier(), a
 *   class not known), for the words that say
 *   why that one,</li>
 *   <li value="23">1 when the access that comes first (8) is a read and the other (9) a write
 *   ({@link RaceOrder#readFirst}: a flag from the reader to the writer), else 0, for "the read at line 8 before the
 *   write at line 9" (VK MM: Location-Ordered, "X is a read, both X and Y are non-private, and X-&gt;Y"; Data
 *   Race);</li>
 *   <li value="24">for a flag with neither side ({@link LinkSentence#FLAG_NO_SYNC}: 3 is the store's line, 5 the
 *   load's, 19 the store's call) the atomic function at the flag's load as written ({@code atomicAdd}), else "".</li>
 *   <li value="25">for a read-modify-write out of the release sequence's scope ({@link LinkSentence#SEQUENCE_SCOPE}: 12 to
 *   17 as for {@link LinkSentence#OUTSIDE_RELEASE_SEQUENCE}) the scope to give it and the store, as the kernel can
 *   write it ({@code gl_ScopeQueueFamily}), else "".</li>
 *   <li value="26">for a flag accessed plainly between barriers ({@link LinkSentence#PLAIN_FLAG}: 3 the store's line,
 *   5 the load's) the release barrier's line and, 27, the acquire barrier's, else "".</li>
 * </ol>
 * A barrier link whose other side is missing too is followed by {@link OtherSideToo}'s sentence.
 * {@code null} for a dialect without words for the kind (one that cannot produce it: an HLSL kernel has no way to
 * make a write available later than its store). A pure function.
 */
final class CheckLinkText {

    private CheckLinkText() {
    }

    /** Whether {@code sentence} is worded here rather than as a stepper's link ({@link RaceWhy}). */
    static boolean words(LinkSentence sentence) {
        return switch (sentence) {
            case RELEASE_FENCE_FLAG_CLASS, ACQUIRE_FENCE_FLAG_CLASS, RELEASE_FENCE_AFTER_FLAG,
                 ACQUIRE_FENCE_BEFORE_FLAG, AVAILABILITY_TO_VISIBILITY, AVAILABILITY_TO_ACCESS,
                 ATOMIC_REFERENCES, OUTSIDE_RELEASE_SEQUENCE, SEQUENCE_SCOPE, FLAG_NO_ACQUIRE, FLAG_NO_RELEASE,
                 FLAG_NO_SYNC, ACQUIRE_FENCE_AFTER_READ, PLAIN_FLAG -> true;
            default -> false;
        };
    }

    /**
     * Whether {@code sentence} is a flag's: its first two arguments are the invocation that stores the flag and the one
     * that loads it, whose accesses come in that order (VK MM: Synchronizes-With: the release after the first, the
     * acquire before the second), whichever is the read.
     */
    static boolean flagged(LinkSentence sentence) {
        return switch (sentence) {
            case RELEASE_FENCE_FLAG_CLASS, ACQUIRE_FENCE_FLAG_CLASS, RELEASE_FENCE_AFTER_FLAG,
                 ACQUIRE_FENCE_BEFORE_FLAG, OUTSIDE_RELEASE_SEQUENCE, SEQUENCE_SCOPE, FLAG_NO_ACQUIRE, FLAG_NO_RELEASE,
                 FLAG_NO_SYNC, ACQUIRE_FENCE_AFTER_READ, PLAIN_FLAG -> true;
            default -> false;
        };
    }

    /**
     * {@code link} between {@code before} (the access that comes first: the write of a message pass, the flag
     * storer's) and {@code after} in the kernel's language, or {@code null} when the dialect has no words for it.
     */
    static String of(Event before, Event after, RaceLink link, String sourceText, Messages text) {
        return of(before.agentName(), before.source().line(), after.agentName(), after.location(), after.source(),
                RaceOrder.readFirst(before.isWrite(), after.isWrite()), link, sourceText, text);
    }

    /**
     * As {@link #of(Event, Event, RaceLink, String, Messages)}, the two accesses given by their invocations' names,
     * lines, and the later one's location and place: a stepper's race whose steps show the checker's link
     * ({@link ReleaseSequenceEnd}) is worded by the same sentence. {@code readFirst}: the earlier access is a read and
     * the later a write ({@link RaceOrder#readFirst}).
     */
    static String of(String beforeAgent, int beforeLine, String afterAgent, Location afterLocation,
                     SourceSpan afterSource, boolean readFirst, RaceLink link, String sourceText, Messages text) {
        SourceDialect dialect = SourceDialect.of(afterSource.file());
        String key = "check.kernel." + link.sentence().name();
        String chosen = dialect.key(text, key, sourceText);
        if (chosen.equals(key) || chosen.endsWith(".kernel")) {
            return null;
        }
        List<Object> a = link.args();
        if ((link.sentence() == LinkSentence.RELEASE_FENCE_FLAG_CLASS
                || link.sentence() == LinkSentence.ACQUIRE_FENCE_FLAG_CLASS) && text.has(chosen + ".barrier")
                && FlagCall.glslBarrierAt(sourceText, line(a.get(2)))) {
            // a barrier() that names shared memory only: kept, and memoryBarrier() put beside it (the GPU audit of
            // session 88: "Use memoryBarrier() at line 24" would have taken the workgroup's wait away)
            chosen = chosen + ".barrier";
        }
        boolean sequence = link.sentence() == LinkSentence.OUTSIDE_RELEASE_SEQUENCE
                || link.sentence() == LinkSentence.SEQUENCE_SCOPE;
        boolean flagged = flagged(link.sentence());
        boolean plain = link.sentence() == LinkSentence.PLAIN_FLAG;
        String first = flagged ? String.valueOf(a.get(0)) : beforeAgent;
        String second = flagged ? String.valueOf(a.get(1)) : afterAgent;
        String location = String.valueOf(afterLocation);
        String name = Declarations.variable(location);
        int declared = Declarations.line(sourceText, name);
        StorageClass flagClass = flagged && !sequence && a.size() > 5 ? storageClass(String.valueOf(a.get(5))) : null;
        StorageClass dataClass = afterLocation.namedBy() == null ? null : afterLocation.namedBy().storageClass();
        boolean neither = link.sentence() == LinkSentence.FLAG_NO_SYNC;
        boolean oneSided = link.sentence() == LinkSentence.FLAG_NO_ACQUIRE
                || link.sentence() == LinkSentence.FLAG_NO_RELEASE || neither;
        // the flag's own class (a barrier advised must name it too) and the call at the flag's access, as written; with
        // neither side, the store's call, and the load's as 24
        StorageClass ownClass = oneSided ? storageClass(String.valueOf(a.get(6))) : null;
        String call = !oneSided ? "" : FlagCall.at(sourceText, line(a.get(neither ? 2 : 4)), String.valueOf(a.get(3)),
                link.sentence() == LinkSentence.FLAG_NO_ACQUIRE ? "atomicLoad" : "atomicStore");
        String loadCall = neither ? FlagCall.at(sourceText, line(a.get(4)), String.valueOf(a.get(3)), "atomicLoad") : "";
        StorageClass barrierFlag = oneSided ? ownClass : flagClass;
        String hlslBarrier = FlagCall.hlslBarrier(dataClass, barrierFlag, text);
        if ((link.sentence() == LinkSentence.RELEASE_FENCE_FLAG_CLASS
                || link.sentence() == LinkSentence.ACQUIRE_FENCE_FLAG_CLASS)
                && FlagCall.hlslGroupSyncAt(sourceText, line(a.get(2)))) {
            // the barrier in its place makes the group wait too (the session-88 review)
            hlslBarrier = hlslBarrier.replace("()", "WithGroupSync()");
        }
        String said = text.get(chosen, first, second, location,
                flagged ? Integer.toString(line(a.get(2))) : "", flagged ? String.valueOf(a.get(3)) : "",
                flagged ? Integer.toString(line(a.get(4))) : "", dialect.storage(text, flagClass),
                dialect.storage(text, dataClass), Integer.toString(beforeLine),
                Integer.toString(afterSource.line()), name,
                declared == 0 ? "" : text.get("explain.declaredAt", Integer.toString(declared)),
                sequence ? String.valueOf(a.get(5)) : "", sequence ? Integer.toString(line(a.get(6))) : "",
                sequence ? a.get(7) : 0, sequence ? String.valueOf(a.get(9)) : "",
                sequence ? Integer.toString(line(a.get(8))) : "", sequence ? a.get(10) : 0,
                hlslBarrier, call,
                FlagCall.compareExchange(call) ? 1 : 0, oneSided && !neither ? a.get(7) : 0,
                FlagCall.hlslBarrierKind(dataClass, barrierFlag), readFirst ? 1 : 0, loadCall,
                link.sentence() == LinkSentence.SEQUENCE_SCOPE ? bothScope(dialect, a.get(13), sourceText,
                        afterSource.file(), text) : "",
                plain ? Integer.toString(line(a.get(5))) : "", plain ? Integer.toString(line(a.get(6))) : "");
        return said + OtherSideToo.of(link, first, second, afterLocation, beforeLine, afterSource.line(), readFirst,
                dialect, sourceText, text);
    }

    /**
     * The scope a sentence names by its short name ({@code qf}) as this kernel can write it ({@link
     * SourceDialect#nameable}): {@code gl_ScopeQueueFamily}, or {@code gl_ScopeDevice} without the Vulkan memory model.
     */
    private static String bothScope(SourceDialect dialect, Object shortName, String sourceText, String file,
                                    Messages text) {
        for (Scope scope : Scope.values()) {
            if (scope.shortName().equals(shortName)) {
                return dialect.scope(text, dialect.nameable(scope, sourceText), file);
            }
        }
        return String.valueOf(shortName);
    }

    /**
     * The storage class a sentence names as semantics name it ({@code sc0 (UniformMemory)}, {@code sc1 …}), or null:
     * sc0 the storage buffers (Uniform, StorageBuffer), sc1 Workgroup, sc2 Image, sc3 Output, as the litmus
     * notation numbers them ({@code explain.storage.*}).
     */
    static StorageClass storageClass(String named) {
        if (named.length() < 3 || !named.startsWith("sc")) {
            return null;
        }
        return switch (named.charAt(2)) {
            case '0' -> StorageClass.STORAGE_BUFFER;
            case '1' -> StorageClass.WORKGROUP;
            case '2' -> StorageClass.IMAGE;
            case '3' -> StorageClass.OUTPUT;
            default -> null;
        };
    }

    /** The line of a source position a sentence names ({@code k.comp:11}, {@code k.comp:11:5}), or 0. */
    static int line(Object position) {
        java.util.regex.Matcher m = java.util.regex.Pattern.compile(":(\\d+)(?::\\d+)?$")
                .matcher(String.valueOf(position));
        return m.find() ? Integer.parseInt(m.group(1)) : 0;
    }
}
