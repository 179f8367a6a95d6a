package dev.syncscope.views.explain;

import dev.syncscope.core.model.Scope;
import dev.syncscope.core.model.StorageClass;

import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Which words a GLSL kernel's availability links take, by what the kernel has (VK MM: Availability and Visibility). A
 * pure function.
 * <ul>
 *   <li>A scope fix offers groupMemoryBarrier() or memoryBarrier() ({@code {18}}) under
 *       {@code #pragma use_vulkan_memory_model} only where the data's own store and load carry availability and
 *       visibility at a scope holding both invocations: glslang compiles those functions there to OpMemoryBarrier with
 *       AcquireRelease and no MakeAvailable or MakeVisible, so they order but make nothing available or visible
 *       (Location-Ordered, a write before a read needs X ->rcpo AVC -> VISC ->rcpo Y). The variable is then declared
 *       coherent at such a scope (MakePointerAvailable / MakePointerVisible on each access), or is shared, which
 *       glslang makes workgroupcoherent. Elsewhere the fix names the semantics ({@code .avvis} keys:
 *       gl_SemanticsMakeAvailable on the release, gl_SemanticsMakeVisible on the acquire).</li>
 *   <li>A write available only at a scope that leaves the reader out names the cause the kernel has: the release
 *       whose MakeAvailable is too narrow ({@code .releaseAt} with its line, {@code .release} without), or the
 *       workgroupcoherent / subgroupcoherent declaration whose store's own availability is, not "declared
 *       workgroupcoherent or subgroupcoherent, or the release…" (the audit 91's k51, whose data was neither).</li>
 * </ul>
 */
final class AvailabilityKeys {

    /** The scope-fix keys whose GLSL words offer {@code {18}}. */
    private static final Set<String> FENCE_KEYS = Set.of("explain.fix.SCOPE_EXCLUDES_AGENT.release",
            "explain.fix.SCOPE_EXCLUDES_AGENT.releaseSide", "explain.fix.SCOPE_EXCLUDES_AGENT.acquireSide",
            "explain.fix.SCOPE_EXCLUDES_AGENT.any");

    /** The why of a write available only at a scope that leaves the reader out, in its plain case. */
    private static final String NARROW_WHY = "explain.why.AVAILABLE_ONLY_IN_OTHER_DOMAIN";

    private static final Pattern COHERENT = Pattern.compile(
            "\\b(coherent|volatile|queuefamilycoherent|devicecoherent|workgroupcoherent|subgroupcoherent)\\b");

    private AvailabilityKeys() {
    }

    /**
     * {@code key} as the kernel's words for it take it: the {@code .avvis} form of a scope fix whose first access is a
     * write (not {@code readFirst}: a read before a write needs no availability or visibility, VK MM:
     * Location-Ordered) in a Vulkan-memory-model GLSL kernel ({@code sourceText}) whose {@code variable}
     * ({@code storage}) is not coherent at {@code shared}, the narrowest scope holding both invocations (null: not
     * known, then only a queue-family or device coherence does); the cause's form of the narrow-availability why
     * ({@code scopeLine}: the line of the release whose MakeAvailable is too narrow, 0 when not known); else
     * {@code key}.
     */
    static String key(String key, boolean readFirst, SourceDialect dialect, String sourceText, String variable,
                      StorageClass storage, Scope shared, int scopeLine) {
        if (dialect != SourceDialect.GLSL) {
            return key;
        }
        Scope need = shared == null ? Scope.QUEUE_FAMILY : shared;
        if (NARROW_WHY.equals(key) && !dialect.legacy(sourceText)) {
            Scope own = scopeLine > 0 ? null : coherence(sourceText, variable);
            return own == null || own.includes(need) ? key + (scopeLine > 0 ? ".releaseAt" : ".release")
                    : key + (own == Scope.SUBGROUP ? ".subgroupcoherent" : ".workgroupcoherent");
        }
        if (readFirst || !FENCE_KEYS.contains(key) || !dialect.vulkanModel(sourceText)
                || storage == StorageClass.WORKGROUP) {
            // a shared variable is workgroupcoherent under the Vulkan memory model, and only one workgroup reaches it
            return key;
        }
        Scope own = coherence(sourceText, variable);
        return own != null && own.includes(need) ? key : key + ".avvis";
    }

    /**
     * The scope at which {@code variable}'s declaration (its own qualifiers and its block's) makes its accesses
     * available and visible under the Vulkan memory model, or null: not coherent, or no declaration found. coherent
     * (and volatile, which implies it) is QueueFamily there, whose instance holds every invocation of a dispatch: it
     * is given as the device, which includes any scope two invocations share.
     */
    static Scope coherence(String sourceText, String variable) {
        int line = Declarations.line(sourceText, variable);
        if (line == 0) {
            return null;
        }
        // comments and preprocessor lines blanked, line breaks kept (a qualifier in a comment is none)
        String[] lines = Declarations.withoutComments(sourceText).split("\n", -1);
        String before = String.join("\n", java.util.Arrays.asList(lines).subList(0, line - 1));
        String own = lines[line - 1];
        Matcher name = Pattern.compile("\\b" + Pattern.quote(variable) + "\\b").matcher(own);
        String code = before + "\n" + (name.find() ? own.substring(0, name.start()) : own);
        int member = Math.max(code.lastIndexOf(';'), Math.max(code.lastIndexOf('{'), code.lastIndexOf('}')));
        String words = code.substring(member + 1);
        int open = enclosingBrace(code);
        if (open >= 0) {
            // a block member, the first or a later one: the block's qualifiers are its head's, between the statement
            // before it and its brace (a later member's nearest separator is the member before's ';': review)
            int head = Math.max(code.lastIndexOf(';', open), code.lastIndexOf('}', open));
            words = code.substring(head + 1, open) + " " + words;
        }
        Scope widest = null;
        Matcher m = COHERENT.matcher(words);
        while (m.find()) {
            Scope s = switch (m.group(1)) {
                case "subgroupcoherent" -> Scope.SUBGROUP;
                case "workgroupcoherent" -> Scope.WORKGROUP;
                default -> Scope.DEVICE;
            };
            widest = widest == null ? s : widest.wider(s);
        }
        return widest;
    }

    /** The index of the '{' left open at the end of {@code code} (a block's, when it ends inside it), or -1. */
    private static int enclosingBrace(String code) {
        int depth = 0;
        for (int i = code.length() - 1; i >= 0; i--) {
            char c = code.charAt(i);
            if (c == '}') {
                depth++;
            } else if (c == '{' && depth-- == 0) {
                return i;
            }
        }
        return -1;
    }
}
