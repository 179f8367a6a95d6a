package dev.syncscope.core.kernel;

import dev.syncscope.core.api.DebugSession;
import dev.syncscope.core.api.LaunchOptions;
import dev.syncscope.core.check.AxiomaticChecker;
import dev.syncscope.core.model.InputError;
import org.junit.jupiter.api.Test;

import java.util.Map;

import static dev.syncscope.core.kernel.CleanRun.outcome;
import static dev.syncscope.core.kernel.CleanRun.program;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Textures read by texelFetch (SPIR-V OpImageFetch on an image of Sampled 1), texel buffers, arrayed images, the
 * Vulkan memory model's image operands, and the edges of {@code @image} and of Image Operands (session 81).
 */
class ImageEdgesTest {

    @Test
    void texelFetchReadsATextureWithoutItsSamplerAndTextureSizeIsItsGrid() {
        // OpImageFetch: "Fetch a single texel from an image whose Sampled operand is 1"; a texture of Unknown format
        // is taken as four 32-bit components; a separate sampler combined by sampler2D(t, samp) changes nothing
        Map<String, Object> shown = outcome(program("tex.comp", """
                // @buffer t = 1.0, 2.0, 3.0, 4.0
                // @buffer tb = 5, 6, 7, 8, 9, 10, 11, 12
                // @image tb = 2
                #version 450
                layout(local_size_x = 1) in;
                layout(binding = 1) uniform texture2D t;
                layout(binding = 2) uniform sampler samp;
                layout(binding = 3) uniform usamplerBuffer tb;
                layout(binding = 4) buffer B { vec4 a; uint c; ivec2 sz; int levels; };
                void main() {
                    a = texelFetch(sampler2D(t, samp), ivec2(0), 0);
                    c = texelFetch(tb, 0).z;
                    sz = textureSize(sampler2D(t, samp), 0);
                    levels = textureQueryLevels(sampler2D(t, samp));
                }
                """));
        assertEquals("4.0", shown.get("a.w"), shown::toString);
        assertEquals(7L, shown.get("c"), shown::toString);
        assertEquals(1L, shown.get("sz.x"), shown::toString);
        assertEquals(1L, shown.get("levels"), shown::toString);
    }

    @Test
    void anHlslTextureLoadAndATexelBufferOfOneTexelPerInvocation() {
        // a texel buffer is indexed as an array: 2 × 2 invocations give RWBuffer 4 texels, so rb[3] is inside
        Map<String, Object> shown = outcome(program("tex.hlsl", """
                // @buffer T = 1.0, 2.0, 3.0, 4.0
                Texture2D<float4> T : register(t0);
                RWBuffer<uint> rb : register(u1);
                [numthreads(2, 2, 1)]
                void main(uint3 id : SV_DispatchThreadID) {
                    rb[id.x + 2 * id.y] = uint(T.Load(int3(0, 0, 0)).y) + id.x + 2 * id.y;
                }
                """));
        assertEquals(5L, shown.get("rb[3]"), shown::toString);
    }

    @Test
    void aFetchAtAnotherLevelOfDetailFaultsNamingIt() {
        DebugSession s = DebugSession.load(program("lod.comp", """
                #version 450
                layout(local_size_x = 1) in;
                layout(binding = 0) uniform sampler2D s;
                layout(binding = 1) buffer B { vec4 a; };
                void main() { a = texelFetch(s, ivec2(0), 1); }
                """), LaunchOptions.DEFAULTS);
        s.run();
        String said = s.diagnostics().toString();
        assertTrue(said.contains("OpImageFetch at level of detail 1: an image here has one level"), said);
    }

    @Test
    void anArrayedImagesSizeEndsWithItsLayers() {
        // OpImageQuerySize: "the array-layer count" last; an arrayed 2D image of a 2 × 2 × 1 grid has one layer
        Map<String, Object> shown = outcome(program("arr.comp", """
                #version 450
                layout(local_size_x = 2, local_size_y = 2) in;
                layout(binding = 0, r32ui) uniform uimage2DArray img;
                layout(binding = 1) buffer B { ivec3 s[]; };
                void main() {
                    uint i = gl_LocalInvocationIndex;
                    imageStore(img, ivec3(gl_LocalInvocationID.xy, 0), uvec4(i));
                    s[i] = imageSize(img);
                }
                """));
        assertEquals(1L, shown.get("s[3].z"), shown::toString);
        assertEquals(3L, shown.get("img[1,1,0]"), shown::toString);
    }

    @Test
    void threeDimensionsFloatAtomicsAndHlslDimensions() {
        // a 3D image of a 2 × 2 × 2 grid; GL_EXT_shader_atomic_float's imageAtomicAdd on r32f (OpAtomicFAddEXT through a
        // texel pointer): three adds of 1.5 are 4.5, atomics do not race; HLSL GetDimensions is OpImageQuerySize
        Map<String, Object> shown = outcome(program("three.comp", """
                #version 450
                #extension GL_EXT_shader_atomic_float : require
                layout(local_size_x = 2, local_size_y = 2, local_size_z = 2) in;
                layout(binding = 0, r32ui) uniform uimage3D vol;
                layout(binding = 1, r32f) uniform image1D sum;
                layout(binding = 2) buffer B { ivec3 size; };
                void main() {
                    imageStore(vol, ivec3(gl_LocalInvocationID), uvec4(gl_LocalInvocationIndex));
                    if (gl_LocalInvocationIndex < 3u) { imageAtomicAdd(sum, 0, 1.5); }
                    if (gl_LocalInvocationIndex == 0u) { size = imageSize(vol); }
                }
                """));
        assertEquals(7L, shown.get("vol[1,1,1]"), shown::toString);
        assertEquals("4.5", shown.get("sum[0]"), shown::toString);
        assertEquals(2L, shown.get("size.z"), shown::toString);
        Map<String, Object> hlsl = outcome(program("dims.hlsl", """
                RWTexture2D<float> T : register(u0);
                RWStructuredBuffer<uint> o : register(u1);
                [numthreads(3, 2, 1)]
                void main(uint3 id : SV_DispatchThreadID) {
                    uint w, h;
                    T.GetDimensions(w, h);
                    if (id.x == 0 && id.y == 0) { o[0] = w * 10 + h; }
                }
                """));
        assertEquals(32L, hlsl.get("o[0]"), hlsl::toString);
    }

    private static final String VULKAN_MODEL = """
            #version 450
            #pragma use_vulkan_memory_model
            #extension GL_KHR_memory_scope_semantics : require
            layout(local_size_x = 2) in;
            layout(binding = 0, r32ui) uniform %s uimage1D img;
            layout(binding = 1) buffer B { uint seen; };
            void main() {
                uint i = gl_LocalInvocationID.x;
                if (i == 0u) { imageStore(img, 0, uvec4(1u)); }
                controlBarrier(gl_ScopeWorkgroup, gl_ScopeWorkgroup, gl_StorageSemanticsImage,
                    gl_SemanticsAcquireRelease);
                if (i == 1u) { seen = imageLoad(img, 0).x; }
            }
            """;

    @Test
    void theVulkanMemoryModelsTexelOperandsAreReadAsAPointersAre() {
        // glslang gives a workgroupcoherent image's accesses MakeTexelAvailable / MakeTexelVisible at Workgroup scope
        // and NonPrivateTexel: the acquire-release barrier naming ImageMemory then orders them (VK MM:
        // Synchronizes-With; Availability and Visibility); a plain image's accesses are private and race
        var coherent = new AxiomaticChecker().check(program("vmm.comp", VULKAN_MODEL.formatted("workgroupcoherent")));
        assertFalse(coherent.consistentExecutions().stream().anyMatch(e -> !e.races().isEmpty()));
        var plain = new AxiomaticChecker().check(program("vmm.comp", VULKAN_MODEL.formatted("")));
        assertTrue(plain.consistentExecutions().stream().anyMatch(e -> !e.races().isEmpty()));
    }

    @Test
    void anImagePragmaOfMoreSizesThanCoordinatesIsRefused() {
        InputError e = assertThrows(InputError.class, () -> program("sizes.comp", """
                // @image img = 4,4
                #version 450
                layout(local_size_x = 1) in;
                layout(binding = 0, r32f) uniform image1D img;
                void main() { imageStore(img, 0, vec4(1.0)); }
                """));
        assertEquals("sizes.comp:1:11: @image gives img 2 sizes, but the image has 1 coordinate", e.toString());
    }

    private static final String OPERANDS = """
            OpCapability Shader
            OpMemoryModel Logical GLSL450
            OpEntryPoint GLCompute %main "main"
            OpExecutionMode %main LocalSize 1 1 1
            OpDecorate %img DescriptorSet 0
            OpDecorate %img Binding 0
            %void = OpTypeVoid
            %fn = OpTypeFunction %void
            %uint = OpTypeInt 32 0
            %int = OpTypeInt 32 1
            %v4uint = OpTypeVector %uint 4
            %image = OpTypeImage %uint 1D 0 0 0 2 R32ui
            %pimage = OpTypePointer UniformConstant %image
            %img = OpVariable %pimage UniformConstant
            %i0 = OpConstant %int 0
            %u7 = OpConstant %uint 7
            %t = OpConstantComposite %v4uint %u7 %u7 %u7 %u7
            %main = OpFunction %void None %fn
            %e = OpLabel
            %h = OpLoad %image %img
            OpImageWrite %h %i0 %t $OPS
            OpReturn
            OpFunctionEnd
            """;

    @Test
    void harmlessImageOperandsRunAndOffsetsAreRefusedAtLoad() {
        // Nontemporal (0x4000) changes nothing of what a write stores; ConstOffset (its own operand) is refused when
        // the module is loaded, at its line, rather than faulting each invocation
        Map<String, Object> shown = outcome(program("nt.spvasm", OPERANDS.replace("$OPS", "Nontemporal")));
        assertEquals(7L, shown.get("img[0]"), shown::toString);
        InputError e = assertThrows(InputError.class, () -> program("off.spvasm",
                OPERANDS.replace("$OPS", "ConstOffset %i0")));
        assertTrue(e.toString().startsWith("off.spvasm:21:") && e.toString().contains("OpImageWrite with Image"
                + " Operands 0x8: only MakeTexelAvailable"), e.toString());
    }

    @Test
    void aNumberWhereAnImageIsNeededFaultsWithAMessageNotAnException() {
        DebugSession s = DebugSession.load(program("bad.spvasm", OPERANDS.replace("OpImageWrite %h %i0 %t $OPS",
                "OpImageWrite %i0 %i0 %t")), LaunchOptions.DEFAULTS);
        s.run();
        String said = s.diagnostics().toString();
        assertTrue(said.contains("OpImageWrite of something that is not") && !said.contains("Exception"), said);
    }
}
