package dev.syncscope.views.explain;

import dev.syncscope.core.kernel.SourceComments;
import dev.syncscope.core.model.StorageClass;
import dev.syncscope.views.i18n.Messages;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The calls a flag's advice names in a GLSL or HLSL kernel: the atomic function that reads or writes the flag at its
 * line, as the author wrote it (an atomicCompSwap spin is made an acquire, not "the load"), and the HLSL barrier that
 * orders both the data's and the flag's memory. A pure function.
 */
final class FlagCall {

    private static final Pattern CALL = Pattern.compile("\\b(atomic\\w+|Interlocked\\w+)\\s*\\(\\s*([A-Za-z_]\\w*)");

    /** GLSL's barrier(), a control barrier whose memory semantics name WorkgroupMemory only. */
    private static final Pattern GLSL_BARRIER = Pattern.compile("(?<![\\w.])barrier\\s*\\(\\s*\\)");

    /** An HLSL barrier that also makes the group's threads wait ({@code GroupMemoryBarrierWithGroupSync()}). */
    private static final Pattern HLSL_GROUP_SYNC = Pattern.compile("\\b\\w*MemoryBarrierWithGroupSync\\s*\\(");

    private FlagCall() {
    }

    /**
     * Lines before or after the access's line that a call reaching into it may start on or take its first argument from
     * ({@code InterlockedOr(} on one line, {@code fl, 0, f)} on the next).
     */
    private static final int CALL_LINES = 3;

    /**
     * The atomic function at line {@code line} of {@code sourceText} whose first argument is the variable of
     * {@code flag} ({@code flag[0]}, {@code f.flag}: its last name), else the first atomic function there; a call
     * whose name and first argument span that line and up to {@link #CALL_LINES} lines around it counts; {@code
     * otherwise} when there is none.
     */
    static String at(String sourceText, int line, String flag, String otherwise) {
        String[] lines = sourceText == null ? new String[0] : sourceText.split("\n", -1);
        if (line < 1 || line > lines.length) {
            return otherwise;
        }
        String name = Declarations.variable(flag);
        int from = Math.max(0, line - 1 - CALL_LINES);
        String before = String.join("\n", java.util.Arrays.copyOfRange(lines, from, line - 1));
        // the access's own line in text: a call counts when it, up to its first argument, reaches into that line
        int own = from < line - 1 ? before.length() + 1 : 0;
        int ownEnd = own + lines[line - 1].length();
        String text = String.join("\n", java.util.Arrays.copyOfRange(lines, from,
                Math.min(lines.length, line + CALL_LINES)));
        Matcher m = CALL.matcher(text);
        String first = null;
        while (m.find()) {
            if (m.end() <= own || m.start() >= ownEnd) {
                continue;
            }
            if (m.group(2).equals(name)) {
                return m.group(1);
            }
            first = first == null ? m.group(1) : first;
        }
        return first != null ? first : otherwise;
    }

    /**
     * Whether line {@code line} of {@code sourceText} (a GLSL kernel) calls {@code barrier()}, outside comments: the
     * barrier a sentence names there is that control barrier, to be kept beside the memory barrier the fix adds, not
     * replaced by it (barrier() makes the workgroup wait; memoryBarrier() orders memory only).
     */
    static boolean glslBarrierAt(String sourceText, int line) {
        return at(sourceText, line, GLSL_BARRIER);
    }

    /**
     * Whether line {@code line} of {@code sourceText} (an HLSL kernel) calls a {@code …WithGroupSync()} barrier: the
     * barrier a fix puts in its place must make the group wait too (the session-88 review: "Use DeviceMemoryBarrier()"
     * for a GroupMemoryBarrierWithGroupSync() took the wait a groupshared flag needed away).
     */
    static boolean hlslGroupSyncAt(String sourceText, int line) {
        return at(sourceText, line, HLSL_GROUP_SYNC);
    }

    private static boolean at(String sourceText, int line, Pattern call) {
        String[] lines = sourceText == null ? new String[0] : SourceComments.blank(sourceText).split("\n", -1);
        return line >= 1 && line <= lines.length && call.matcher(lines[line - 1]).find();
    }

    /** Whether {@code call} is a compare-exchange, whose equal and unequal cases have semantics each. */
    static boolean compareExchange(String call) {
        return call.equals("atomicCompSwap") || call.startsWith("InterlockedCompare");
    }

    /**
     * The HLSL barrier, with its parentheses, that orders both {@code data}'s and {@code flag}'s memory: a release or
     * acquire barrier around a flag must name the flag's storage class (VK MM: Synchronizes-With, fence forms: "X's
     * storage class is in A's semantics") and the data's (Inter-Thread-Happens-Before: "all of SC in its semantics").
     * As DXC maps them to SPIR-V: GroupMemoryBarrier() has WorkgroupMemory alone (groupshared), DeviceMemoryBarrier()
     * UniformMemory and ImageMemory (UAVs), AllMemoryBarrier() all three; so groupshared both is the first, UAVs both the
     * second, one of each the third. A class not known: AllMemoryBarrier(), which orders every one.
     */
    static String hlslBarrier(StorageClass data, StorageClass flag, Messages text) {
        String key = switch (hlslBarrierKind(data, flag)) {
            case GROUP -> "WORKGROUP";
            case DEVICE -> "STORAGE_BUFFER";
            default -> "OUTPUT";
        };
        return text.get("explain.fence." + key + ".hlsl");
    }

    /** {@link #hlslBarrierKind}: GroupMemoryBarrier(), whose memory is groupshared memory alone. */
    static final int GROUP = 0;
    /** {@link #hlslBarrierKind}: DeviceMemoryBarrier(), whose memory is the UAVs (buffers and textures) alone. */
    static final int DEVICE = 1;
    /** {@link #hlslBarrierKind}: AllMemoryBarrier(), whose memory is both, for data and a flag one in each. */
    static final int ALL = 2;
    /** {@link #hlslBarrierKind}: AllMemoryBarrier(), the memory of the data or of the flag not known. */
    static final int UNKNOWN = 3;

    /**
     * Which HLSL barrier {@link #hlslBarrier} names for {@code data}'s and {@code flag}'s memory: {@link #GROUP} when
     * both are groupshared, {@link #DEVICE} when both are UAVs, {@link #ALL} for one of each, {@link #UNKNOWN} when a
     * class is not known; a sentence chooses by it the words that say why that barrier.
     */
    static int hlslBarrierKind(StorageClass data, StorageClass flag) {
        if (data == null || flag == null) {
            return UNKNOWN;
        }
        return data == StorageClass.WORKGROUP && flag == StorageClass.WORKGROUP ? GROUP
                : data != StorageClass.WORKGROUP && flag != StorageClass.WORKGROUP ? DEVICE : ALL;
    }
}
