package dev.syncscope.views.explain;

import dev.syncscope.core.model.Scope;
import dev.syncscope.core.model.StorageClass;
import dev.syncscope.views.i18n.Messages;

import java.util.Locale;

/**
 * The language a fix, and the "why" sentence of a missing link, is worded in: the language of the file whose lines the
 * explanation quotes (the read's source file, by its extension, as the source view chooses its highlighting). A GLSL
 * programmer is told to call {@code barrier()} or to declare a buffer {@code coherent}, an HLSL one
 * {@code GroupMemoryBarrierWithGroupSync()} or {@code globallycoherent}, a SPIR-V one the memory operands and semantics
 * bits, and a litmus test keeps the litmus notation ({@code av}, {@code vis}, {@code nonpriv}, {@code avdevice}). This
 * is the one place that chooses words per language: a key {@code k} reads {@code k.glsl}, {@code k.hlsl} or
 * {@code k.spirv} from the bundle when there is one, else, in any kernel, {@code k.kernel} when there is one (words
 * true of every shader language, such as that no shader instruction reaches the device domain), else {@code k} itself
 * (the litmus words). Immutable.
 */
enum SourceDialect {
    /** Khronos {@code .test} and herd {@code .litmus} tests, and anything unknown: the keys' own words. */
    LITMUS(null),
    GLSL("glsl"),
    HLSL("hlsl"),
    /** SPIR-V assembly, or a binary module whose lines name no other source. */
    SPIRV("spirv");

    private final String suffix;

    /**
     * The directive that enables GL_KHR_memory_scope_semantics ({@code #extension GL_KHR_memory_scope_semantics :
     * require}, or {@code enable} or {@code warn}), not a comment that names it nor {@code : disable}.
     */
    private static final java.util.regex.Pattern MEMORY_SCOPE_SEMANTICS = java.util.regex.Pattern.compile(
            "(?m)^[ \\t]*#[ \\t]*extension[ \\t]+GL_KHR_memory_scope_semantics[ \\t]*:[ \\t]*(require|enable|warn)\\b");

    SourceDialect(String suffix) {
        this.suffix = suffix;
    }

    /** The dialect of a source file name ({@code mp-relaxed.comp}, {@code uav.hlsl}, {@code mp.test}). */
    static SourceDialect of(String fileName) {
        String name = fileName == null ? "" : fileName.toLowerCase(Locale.ROOT);
        int dot = name.lastIndexOf('.');
        return switch (dot < 0 ? "" : name.substring(dot + 1)) {
            case "comp", "glsl" -> GLSL;
            case "hlsl" -> HLSL;
            case "spvasm", "spv" -> SPIRV;
            default -> LITMUS;
        };
    }

    /** Whether the source is a kernel (a shader cannot perform the API-level device-domain operations). */
    boolean kernel() {
        return this != LITMUS;
    }

    /**
     * {@code key} in this dialect: {@code key.<dialect>} when the bundle has it, else {@code key.kernel} for a kernel
     * when the bundle has that, else {@code key}.
     */
    String key(Messages text, String key) {
        if (suffix != null && text.has(key + "." + suffix)) {
            return key + "." + suffix;
        }
        return kernel() && text.has(key + ".kernel") ? key + ".kernel" : key;
    }

    /**
     * {@code key} in this dialect for a kernel whose source is {@code sourceText}: a GLSL kernel that does not enable
     * GL_KHR_memory_scope_semantics (no {@code #extension} directive for it; a comment naming it enables nothing)
     * cannot call atomicStore, atomicLoad or controlBarrier nor name gl_Scope* and gl_Semantics* (the audit's finding
     * 6: the advised call did not compile), so it reads {@code key.glsl.legacy} when the bundle has it (GLSL 4.50's
     * memoryBarrier() and atomic functions, which have device scope); else {@link #key(Messages, String)}. An unknown source ("") keeps the extension's words.
     */
    String key(Messages text, String key, String sourceText) {
        if (this == GLSL && sourceText != null && !sourceText.isEmpty()
                && !MEMORY_SCOPE_SEMANTICS.matcher(sourceText).find() && text.has(key + ".glsl.legacy")) {
            return key + ".glsl.legacy";
        }
        return key(text, key);
    }

    /**
     * How this dialect names {@code storage} in memory semantics ({@code explain.storage.*}): GLSL
     * {@code gl_StorageSemanticsShared}, SPIR-V {@code WorkgroupMemory}, the HLSL fence that orders it
     * ({@code GroupMemoryBarrier}), a litmus test's {@code sc1}; "" when unknown.
     */
    String storage(Messages text, StorageClass storage) {
        return storage == null ? "" : text.get(key(text, "explain.storage." + storage.name()));
    }

    /**
     * {@code scope} as written here ({@code explain.scope.*}: GLSL {@code gl_ScopeWorkgroup}, SPIR-V {@code Workgroup}):
     * a workgroup for a workgroup or narrower, else the device, which holds every invocation of a dispatch (VK MM:
     * Scope).
     */
    String scope(Messages text, Scope scope) {
        return text.get(key(text, "explain.scope." + named(scope)));
    }

    /**
     * The memory barrier with acquire-release semantics for every storage class at {@code scope} ({@link
     * #scope(Messages, Scope)}), as written here ({@code explain.scopeFence.*}): GLSL {@code groupMemoryBarrier()} or
     * {@code memoryBarrier()}, callable without GL_KHR_memory_scope_semantics.
     */
    String scopeFence(Messages text, Scope scope) {
        return text.get(key(text, "explain.scopeFence." + named(scope)));
    }

    /**
     * The qualifier whose accesses are made available and visible at {@code scope} ({@link #scope(Messages, Scope)}),
     * as written here ({@code explain.coherent.*}: GLSL {@code workgroupcoherent} or {@code coherent}); "" for a
     * dialect without one.
     */
    String coherent(Messages text, Scope scope) {
        String key = key(text, "explain.coherent." + named(scope));
        return text.has(key) ? text.get(key) : "";
    }

    private static String named(Scope scope) {
        return Scope.WORKGROUP.includes(scope) ? "WORKGROUP" : "DEVICE";
    }

    /**
     * The memory barrier (fence) with acquire-release semantics for {@code storage} alone, as written here: GLSL
     * {@code memoryBarrierBuffer()}, HLSL {@code DeviceMemoryBarrier()}; callable without GL_KHR_memory_scope_semantics,
     * so a legacy kernel can take it (the audit's finding 5b). "" when unknown.
     */
    String fence(Messages text, StorageClass storage) {
        return storage == null ? "" : text.get(key(text, "explain.fence." + storage.name()));
    }

    /**
     * The control barrier at workgroup scope with acquire-release semantics for {@code storage}, as written here for a
     * kernel whose source is {@code sourceText}: a legacy GLSL kernel, which cannot call controlBarrier, writes
     * barrier() between two memory barriers for the class ({@code memoryBarrierBuffer(); barrier();
     * memoryBarrierBuffer();}: VK MM: Synchronizes-With, the fence–control-barrier–fence form).
     */
    String barrier(Messages text, StorageClass storage, String sourceText) {
        return storage == null ? "" : text.get(key(text, "explain.barrier." + storage.name(), sourceText));
    }
}
