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

    /**
     * A directive that enables a GL_KHR_shader_subgroup extension ({@code #extension GL_KHR_shader_subgroup_ballot :
     * require}; each implies GL_KHR_shader_subgroup_basic, whose subgroupBarrier() it can then call).
     */
    private static final java.util.regex.Pattern SUBGROUP_EXTENSION = java.util.regex.Pattern.compile(
            "(?m)^[ \\t]*#[ \\t]*extension[ \\t]+GL_KHR_shader_subgroup_\\w+[ \\t]*:[ \\t]*(require|enable|warn)\\b");

    /** The directive that makes glslang emit a Vulkan memory model module ({@code #pragma use_vulkan_memory_model}). */
    private static final java.util.regex.Pattern VULKAN_MEMORY_MODEL = java.util.regex.Pattern.compile(
            "(?m)^[ \\t]*#[ \\t]*pragma[ \\t]+use_vulkan_memory_model\\b");

    /** A SPIR-V assembly module's {@code OpCapability VulkanMemoryModel} (or its KHR alias). */
    private static final java.util.regex.Pattern VULKAN_MEMORY_MODEL_CAPABILITY = java.util.regex.Pattern.compile(
            "(?m)^[ \\t]*OpCapability[ \\t]+VulkanMemoryModel(KHR)?\\b");

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
        if (legacy(sourceText) && text.has(key + ".glsl.legacy")) {
            return key + ".glsl.legacy";
        }
        return key(text, key);
    }

    /**
     * {@link #key(Messages, String, String)} for a location of {@code storage}: an image's texel reads the key with
     * {@code .image} after it when the bundle has that (GLSL's atomics on a texel are imageAtomicExchange … and a
     * texel is addressed by coordinates, not an index).
     */
    String key(Messages text, String key, String sourceText, StorageClass storage) {
        String chosen = key(text, key, sourceText);
        return storage == StorageClass.IMAGE && text.has(chosen + ".image") ? chosen + ".image" : chosen;
    }

    /**
     * Whether {@code sourceText} is a GLSL kernel that does not enable GL_KHR_memory_scope_semantics, which names a
     * memory scope only by the barrier function it calls; false for an unknown source ("").
     */
    boolean legacy(String sourceText) {
        return this == GLSL && sourceText != null && !sourceText.isEmpty()
                && !MEMORY_SCOPE_SEMANTICS.matcher(sourceText).find();
    }

    /**
     * Whether {@code sourceText} is a GLSL kernel that enables subgroup operations (a GL_KHR_shader_subgroup extension
     * directive): it can call subgroupBarrier(), and it already counts on how the device groups its invocations into
     * subgroups; false for an unknown source ("").
     */
    boolean subgroups(String sourceText) {
        return this == GLSL && sourceText != null && SUBGROUP_EXTENSION.matcher(sourceText).find();
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
     * a workgroup for a workgroup or narrower, the queue family, else the device, which holds every invocation of a
     * dispatch (VK MM: Scope). A herd {@code .litmus} test ({@code fileName}) writes its own qualifiers ({@code .qf}),
     * a Khronos {@code .test} its tokens ({@code scopeqf}).
     */
    String scope(Messages text, Scope scope, String fileName) {
        String key = key(text, "explain.scope." + named(scope));
        boolean herd = this == LITMUS && fileName != null && fileName.toLowerCase(Locale.ROOT).endsWith(".litmus");
        return text.get(herd && text.has(key + ".herd") ? key + ".herd" : key);
    }

    /**
     * The narrowest scope at least as wide as {@code scope} that a kernel whose source is {@code sourceText} can name:
     * {@code scope} itself, but for the queue family, which a fix names only where the module uses the Vulkan memory
     * model (SPIR-V: QueueFamily's enabling capability is VulkanMemoryModel): a GLSL kernel with
     * {@code #pragma use_vulkan_memory_model} and GL_KHR_memory_scope_semantics ({@code gl_ScopeQueueFamily}; without the
     * pragma glslang turns the whole module to the Vulkan memory model on meeting it, and the {@code coherent} buffers
     * the kernel relied on become private), a SPIR-V module that declares the capability, and a litmus test. HLSL names
     * no queue family scope (its barriers and Interlocked functions have group or device scope), so there, as
     * elsewhere, it is the device, whose instance holds the queue family's (VK MM: Scope).
     */
    Scope nameable(Scope scope, String sourceText) {
        if (scope != Scope.QUEUE_FAMILY) {
            return scope;
        }
        String source = sourceText == null ? "" : sourceText;
        boolean names = switch (this) {
            case LITMUS -> true;
            case GLSL -> VULKAN_MEMORY_MODEL.matcher(source).find() && MEMORY_SCOPE_SEMANTICS.matcher(source).find();
            case SPIRV -> VULKAN_MEMORY_MODEL_CAPABILITY.matcher(source).find();
            case HLSL -> false;
        };
        return names ? Scope.QUEUE_FAMILY : Scope.DEVICE;
    }

    /**
     * Whether {@code sourceText} is a GLSL kernel glslang compiles to the Vulkan memory model that names scopes and
     * semantics ({@code #pragma use_vulkan_memory_model} and GL_KHR_memory_scope_semantics): there its barrier
     * functions make nothing available or visible ({@link AvailabilityKeys}).
     */
    boolean vulkanModel(String sourceText) {
        return this == GLSL && sourceText != null && VULKAN_MEMORY_MODEL.matcher(sourceText).find()
                && MEMORY_SCOPE_SEMANTICS.matcher(sourceText).find();
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
        return Scope.WORKGROUP.includes(scope) ? "WORKGROUP" : scope == Scope.QUEUE_FAMILY ? "QUEUE_FAMILY" : "DEVICE";
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
