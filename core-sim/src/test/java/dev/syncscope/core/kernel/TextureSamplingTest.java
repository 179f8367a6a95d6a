package dev.syncscope.core.kernel;

import dev.syncscope.core.check.AxiomaticChecker;
import dev.syncscope.core.model.InputError;
import dev.syncscope.core.model.Outcome;
import dev.syncscope.core.model.Program;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Textures sampled through a sampler (GLSL {@code texture()}, {@code textureLod()}; HLSL {@code SampleLevel}), the
 * sampler's state given by {@code @sampler}: Vulkan's texel coordinates, wrapping and filtering, each texel a read of
 * the model's Image storage class. Until session 82 a kernel that sampled was refused at load
 * ("OpImageSampleExplicitLod is not supported by the interpreter").
 */
class TextureSamplingTest {

    /**
     * Four texels 8, 16, 24, 40 (each rgba alike: a texture's Unknown format is four 32-bit components), sampled at
     * s = 0, 0.5, 0.6 and 1.25 with the sampler {@code words}.
     */
    private static List<Object> sampled(String words) {
        Program p = CleanRun.program("tex.comp", """
                // @image tex = 4
                // @buffer tex = 8.0*4, 16.0*4, 24.0*4, 40.0*4
                // @sampler tex = %s
                #version 450
                layout(local_size_x = 1) in;
                layout(binding = 0) uniform sampler1D tex;
                layout(binding = 1) buffer B { float o[4]; };
                void main() {
                    o[0] = texture(tex, 0.0).x;
                    o[1] = texture(tex, 0.5).x;
                    o[2] = textureLod(tex, 0.6, 0.0).x;
                    o[3] = texture(tex, 1.25).w;
                }
                """.formatted(words));
        Map<String, Object> shown = CleanRun.outcome(p);
        return List.of(shown.get("o[0]"), shown.get("o[1]"), shown.get("o[2]"), shown.get("o[3]"));
    }

    @Test
    void nearestFilteringReadsTheTexelTheCoordinateLiesIn() {
        // i = ⌊s × 4⌋: 0, 2, ⌊2.4⌋ = 2; 1.25 → 5, clamped to edge 3
        assertEquals(List.of("8.0", "24.0", "24.0", "40.0"), sampled("nearest"));
        // unnormalized: i = ⌊s⌋: 0, 0, 0, 1
        assertEquals(List.of("8.0", "8.0", "8.0", "16.0"), sampled("nearest, unnormalized"));
    }

    @Test
    void linearFilteringWeighsTwoTexelsAndEachAddressModeWrapsThem() {
        // s = 0: u - 0.5 = -0.5, i0 = -1, α = 0.5; s = 0.5: i0 = 1, α = 0.5, (16 + 24) / 2 = 20;
        // s = 0.6: i0 = 1, α = 230/256 (8 fraction bits of 0.9): 16 × 26/256 + 24 × 230/256 = 23.1875;
        // s = 1.25: u - 0.5 = 4.5, i0 = 4, i1 = 5, α = 0.5
        assertEquals(List.of("8.0", "20.0", "23.1875", "40.0"), sampled("linear"));
        // repeat: -1 → 3 (40) with 0 (8): 24; 4 → 0 (8) with 5 → 1 (16): 12
        assertEquals(List.of("24.0", "20.0", "23.1875", "12.0"), sampled("linear, repeat"));
        // clamp to border: -1 is the border, transparent black: (0 + 8) / 2 = 4; 4 and 5 both border: 0
        assertEquals(List.of("4.0", "20.0", "23.1875", "0.0"), sampled("linear, clamp-to-border"));
        // mirrored repeat: -1 → 0 (8); 4 → 3 (40), 5 → 2 (24): 32
        assertEquals(List.of("8.0", "20.0", "23.1875", "32.0"), sampled("linear, mirrored-repeat"));
    }

    @Test
    void bilinearFilteringOfA2DTextureAgreesInBothEnginesAndInHlsl() {
        // the centre of a 2 × 2 texture: a quarter of each texel, (0 + 4 + 8 + 16) / 4 = 7
        Program glsl = CleanRun.program("tex2d.comp", """
                // @image tex = 2,2
                // @buffer tex = 0.0*4, 4.0*4, 8.0*4, 16.0*4
                // @sampler tex = linear
                #version 450
                layout(local_size_x = 1) in;
                layout(binding = 0) uniform sampler2D tex;
                layout(binding = 1) buffer B { float o; };
                void main() { o = texture(tex, vec2(0.5)).x; }
                """);
        Map<String, Object> shown = CleanRun.outcome(glsl);
        assertEquals("7.0", shown.get("o"), shown::toString);
        assertEquals(Set.of(shown), new AxiomaticChecker().check(glsl).allowedOutcomes().stream()
                .map(o -> o.shown(Outcome.UNDEFINED)).collect(Collectors.toSet()));
        Map<String, Object> hlsl = CleanRun.outcome(CleanRun.program("tex2d.hlsl", """
                // @image tex = 2,2
                // @buffer tex = 0.0*4, 4.0*4, 8.0*4, 16.0*4
                // @sampler tex = linear
                Texture2D<float4> tex : register(t0);
                SamplerState smp : register(s1);
                RWStructuredBuffer<float> o : register(u2);
                [numthreads(1, 1, 1)]
                void main() { o[0] = tex.SampleLevel(smp, float2(0.5, 0.5), 0).x; }
                """));
        assertEquals("7.0", hlsl.get("o[0]"), hlsl::toString);
    }

    private static String faultOf(String kernel) {
        return CleanRun.runDiagnostics(CleanRun.program("f.comp", kernel));
    }

    @Test
    void aSampleWithoutTheSamplersStateOrLinearOnIntegersFaultsSayingWhy() {
        String none = faultOf("""
                #version 450
                layout(local_size_x = 1) in;
                layout(binding = 0) uniform sampler1D tex;
                layout(binding = 1) buffer B { float o; };
                void main() { o = texture(tex, 0.5).x; }
                """);
        assertTrue(none.contains("OpImageSampleExplicitLod of tex: a sampler's state is the host's, and no @sampler tex"
                + " = … gives it"), none);
        String integers = faultOf("""
                // @sampler tex = linear
                #version 450
                layout(local_size_x = 1) in;
                layout(binding = 0) uniform usampler1D tex;
                layout(binding = 1) buffer B { uint o; };
                void main() { o = texture(tex, 0.5).x; }
                """);
        assertTrue(integers.contains("linear filtering of an integer texture"), integers);
    }

    @Test
    void aSamplerPragmaForNoTextureOrWithABadWordIsRefusedAtItsLine() {
        InputError storage = assertThrows(InputError.class, () -> CleanRun.program("s.comp", """
                // @sampler img = linear
                #version 450
                layout(local_size_x = 1) in;
                layout(binding = 0, r32f) uniform image1D img;
                void main() { imageStore(img, 0, vec4(1.0)); }
                """));
        assertTrue(storage.toString().startsWith("s.comp:1:") && storage.getMessage().contains("and img is not one"),
                storage.toString());
        InputError word = assertThrows(InputError.class, () -> CleanRun.program("w.comp", """
                // @sampler tex = bilinear
                #version 450
                layout(local_size_x = 1) in;
                layout(binding = 0) uniform sampler1D tex;
                layout(binding = 1) buffer B { float o; };
                void main() { o = texture(tex, 0.5).x; }
                """));
        assertTrue(word.toString().startsWith("w.comp:1:") && word.getMessage().contains("not 'bilinear'"),
                word.toString());
    }

    @Test
    void gradientsAreRefusedWhenTheKernelIsLoaded() {
        InputError e = assertThrows(InputError.class, () -> CleanRun.program("g.comp", """
                #version 450
                layout(local_size_x = 1) in;
                layout(binding = 0) uniform sampler1D tex;
                layout(binding = 1) buffer B { float o; };
                void main() { o = textureGrad(tex, 0.5, 0.1, 0.1).x; }
                """));
        assertTrue(e.toString().startsWith("g.comp:5:") && e.getMessage().contains("only Lod runs on a sample"),
                e.toString());
    }

    /** A hand-written module sampling a 1D texture of format {@code format} at s = {@code coordinate}. */
    private static String module(String format, String coordinate) {
        return """
                ; @image t = 2
                ; @buffer t = 8.0, 16.0
                ; @sampler t = linear, clamp-to-border
                OpCapability Shader
                OpCapability Sampled1D
                OpMemoryModel Logical GLSL450
                OpEntryPoint GLCompute %%main "main"
                OpExecutionMode %%main LocalSize 1 1 1
                OpDecorate %%t DescriptorSet 0
                OpDecorate %%t Binding 0
                OpDecorate %%s DescriptorSet 0
                OpDecorate %%s Binding 1
                OpDecorate %%B Block
                OpMemberDecorate %%B 0 Offset 0
                OpDecorate %%b DescriptorSet 0
                OpDecorate %%b Binding 2
                %%void = OpTypeVoid
                %%fn = OpTypeFunction %%void
                %%float = OpTypeFloat 32
                %%v4float = OpTypeVector %%float 4
                %%uint = OpTypeInt 32 0
                %%image = OpTypeImage %%float 1D 0 0 0 1 %s
                %%pimage = OpTypePointer UniformConstant %%image
                %%t = OpVariable %%pimage UniformConstant
                %%sampler = OpTypeSampler
                %%psampler = OpTypePointer UniformConstant %%sampler
                %%s = OpVariable %%psampler UniformConstant
                %%sampled = OpTypeSampledImage %%image
                %%B = OpTypeStruct %%v4float
                %%pB = OpTypePointer StorageBuffer %%B
                %%b = OpVariable %%pB StorageBuffer
                %%pv = OpTypePointer StorageBuffer %%v4float
                %%u0 = OpConstant %%uint 0
                %%c = OpConstant %%float %s
                %%zero = OpConstant %%float 0
                %%main = OpFunction %%void None %%fn
                %%e = OpLabel
                %%ti = OpLoad %%image %%t
                %%si = OpLoad %%sampler %%s
                %%ts = OpSampledImage %%sampled %%ti %%si
                %%v = OpImageSampleExplicitLod %%v4float %%ts %%c Lod %%zero
                %%p = OpAccessChain %%pv %%b %%u0
                OpStore %%p %%v
                OpReturn
                OpFunctionEnd
                """.formatted(format, coordinate);
    }

    @Test
    void theBorderColorIsConvertedToRgbaAsAnyTexelIs() {
        // r32f, clamp to border, s = 0: taps -1 (the border) and 0 (8.0), half each. "Texel Replacement" gives the
        // format's one component 0, and Conversion to RGBA fills green, blue 0 and alpha 1 for both taps: (4, 0, 0, 1)
        Map<String, Object> shown = CleanRun.outcome(CleanRun.program("border.spvasm", module("R32f", "0")));
        assertEquals("4.0", shown.get("b.x"), shown::toString);
        assertEquals("1.0", shown.get("b.w"), shown::toString);
        // past the edge, every tap the border: (0, 0, 0, 1), no texel read
        Map<String, Object> out = CleanRun.outcome(CleanRun.program("out.spvasm", module("R32f", "2")));
        assertEquals("0.0", out.get("b.x"), out::toString);
        assertEquals("1.0", out.get("b.w"), out::toString);
    }

    @Test
    void aNanOrInfiniteCoordinateFaultsAndAHugeOneWrapsWithoutOverflow() {
        String said = CleanRun.runDiagnostics(CleanRun.program("nan.spvasm", module("R32f", "0x1p+128")));
        assertTrue(said.contains("at a coordinate of Infinity: no texel lies there"), said);
        // s = 2^40 under clamp to border: u = 2^41, far past the edge, both taps the border
        Map<String, Object> far = CleanRun.outcome(CleanRun.program("far.spvasm", module("R32f", "1099511627776")));
        assertEquals("0.0", far.get("b.x"), far::toString);
    }

    @Test
    void aTexelBufferIsNotSampledAndASamplerPragmaForItIsRefused() {
        InputError e = assertThrows(InputError.class, () -> CleanRun.program("tb.comp", """
                // @sampler tb = nearest
                #version 450
                layout(local_size_x = 1) in;
                layout(binding = 0) uniform samplerBuffer tb;
                layout(binding = 1) buffer B { float o; };
                void main() { o = texelFetch(tb, 0).x; }
                """));
        assertTrue(e.toString().startsWith("tb.comp:1:13:") && e.getMessage().contains("and tb is not one (the kernel"
                + " has none)"), e.toString());
        // HLSL: the pragma names the Texture2D, not the SamplerState
        InputError hlsl = assertThrows(InputError.class, () -> CleanRun.program("smp.hlsl", """
                // @sampler smp = linear
                Texture2D<float4> tex : register(t0);
                SamplerState smp : register(s1);
                RWStructuredBuffer<float> o : register(u2);
                [numthreads(1, 1, 1)]
                void main() { o[0] = tex.SampleLevel(smp, float2(0.5, 0.5), 0).x; }
                """));
        assertTrue(hlsl.getMessage().contains("and smp is not one (textures: tex)"), hlsl.getMessage());
    }

    @Test
    void aSamplerPragmaAfterTheLeadingBlockIsANoteNotASilentDefault() {
        // a misplaced @sampler is named by the notes of misplaced pragmas, as every pragma is
        Program p = CleanRun.program("late.comp", """
                #version 450
                // @sampler tex = linear
                layout(local_size_x = 1) in;
                layout(binding = 0) uniform sampler1D tex;
                layout(binding = 1) buffer B { float o; };
                void main() { o = textureSize(tex, 0); }
                """);
        assertTrue(p.notes().toString().contains("@sampler"), p.notes().toString());
    }
}
