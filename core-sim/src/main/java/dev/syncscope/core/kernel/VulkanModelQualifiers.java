package dev.syncscope.core.kernel;

import dev.syncscope.core.model.InputError;
import dev.syncscope.core.model.SourceSpan;
import dev.syncscope.core.spirv.Instruction;
import dev.syncscope.core.spirv.SpirvModule;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A GLSL kernel's {@code coherent} or {@code volatile} qualifier that glslang compiled into a module of the Vulkan
 * memory model as a {@code Coherent} or {@code Volatile} decoration. glslang chooses that model without
 * {@code #pragma use_vulkan_memory_model} when the kernel names what only it has ({@code gl_ScopeQueueFamily},
 * {@code gl_SemanticsMakeAvailable}, {@code gl_SemanticsMakeVisible}, {@code gl_SemanticsVolatile}), and
 * then keeps the qualifiers as decorations, which the model does not allow (spirv-val: "Coherent decoration targeting
 * … is banned when using the Vulkan memory model"): the accesses stay private (VK MM: Private vs. Non-Private), so a
 * kernel its author thinks coherent races. Refused at the qualifier, with both ways out; the module's own rule (for a
 * SPIR-V file) is {@code spirv.SemanticsRules}. Stateless.
 */
final class VulkanModelQualifiers {

    private static final int MEMORY_MODEL_VULKAN = 3;
    private static final int DECORATION_VOLATILE = 21;
    private static final int DECORATION_COHERENT = 23;
    private static final Pattern QUALIFIER = Pattern.compile("\\b(coherent|volatile)\\b");
    /** GL_KHR_memory_scope_semantics' qualifiers, which glslang honours only under the Vulkan memory model's pragma. */
    private static final Pattern SCOPED = Pattern.compile(
            "\\b(devicecoherent|queuefamilycoherent|workgroupcoherent|subgroupcoherent|nonprivate)\\b");
    private static final Pattern PRAGMA = Pattern.compile("#\\s*pragma\\s+use_vulkan_memory_model\\b");

    /** What only the Vulkan memory model has, for which glslang chooses it without the pragma. */
    private static final Pattern VULKAN_ONLY = Pattern.compile(
            "\\b(gl_ScopeQueueFamily|gl_SemanticsMakeAvailable|gl_SemanticsMakeVisible|gl_SemanticsVolatile)\\b");

    private VulkanModelQualifiers() {
    }

    /**
     * Throws at a qualifier of GL_KHR_memory_scope_semantics ({@code devicecoherent}, {@code nonprivate}, …) in a
     * kernel without {@code #pragma use_vulkan_memory_model}: glslang leaves it out of the SPIR-V it makes (no
     * availability, visibility or NonPrivatePointer), so the accesses would stay private and race beside a buffer its
     * author declared coherent (review 1 of session 88: "Declare data coherent" beside a devicecoherent buffer).
     */
    private static void scoped(String file, String code) {
        Matcher q = SCOPED.matcher(code);
        if (PRAGMA.matcher(code).find() || !q.find()) {
            return;
        }
        throw new InputError(new SourceSpan(file, NumthreadsGuard.lineOf(code, q.start()),
                NumthreadsGuard.columnOf(code, q.start())), "the " + q.group(1) + " qualifier has no effect without "
                + "#pragma use_vulkan_memory_model: glslang leaves it out of the SPIR-V it makes (no availability, "
                + "visibility or non-private access), so the accesses would stay private and race; add the pragma "
                + "after #version (GL_KHR_memory_scope_semantics, VK MM: Availability and Visibility), or use "
                + "coherent");
    }

    /** Throws when {@code module}, compiled from the GLSL {@code text} of {@code file}, is such a module. */
    static void check(String file, String text, SpirvModule module) {
        scoped(file, SourceComments.blank(text));
        boolean vulkan = false;
        boolean decorated = false;
        for (Instruction x : module.instructions()) {
            String op = x.name();
            if (op.equals("OpMemoryModel")) {
                vulkan = x.word(1) == MEMORY_MODEL_VULKAN;
            } else if (op.equals("OpDecorate") || op.equals("OpMemberDecorate")) {
                int decoration = x.word(op.equals("OpDecorate") ? 1 : 2);
                decorated |= decoration == DECORATION_COHERENT || decoration == DECORATION_VOLATILE;
            }
        }
        if (!vulkan || !decorated) {
            return;
        }
        String code = SourceComments.blank(text);
        Matcher q = QUALIFIER.matcher(code);
        boolean found = q.find();
        String qualifier = found ? q.group(1) : "coherent";
        SourceSpan at = found ? new SourceSpan(file, NumthreadsGuard.lineOf(code, q.start()),
                NumthreadsGuard.columnOf(code, q.start())) : new SourceSpan(file, 0, 0);
        Matcher only = VULKAN_ONLY.matcher(code);
        String token = only.find() ? only.group(1) : null;
        String why = token != null ? token + " at line " + NumthreadsGuard.lineOf(code, only.start())
                + " exists only in that model, so glslang chooses it" : "glslang chose it for this kernel";
        // without QueueFamily scope, gl_ScopeDevice is no way out (the session-88 review)
        String device = "gl_ScopeQueueFamily".equals(token) ? ", or use gl_ScopeDevice instead of gl_ScopeQueueFamily"
                : "";
        String decoration = qualifier.equals("volatile") ? "Volatile" : "Coherent";
        throw new InputError(at, "the " + qualifier + " qualifier has no effect here: the kernel compiles under the "
                + "Vulkan memory model (" + why + "), which does not allow " + qualifier + " as a decoration "
                + "(spirv-val: \"" + decoration + " decoration … is banned when using the Vulkan memory model\"), so "
                + "the accesses would stay private and race; add #pragma use_vulkan_memory_model after #version, which "
                + "makes " + qualifier + " accesses available and visible at queue-family scope (VK MM: Availability "
                + "and Visibility)" + device);
    }
}
