package dev.syncscope.core.kernel;

import dev.syncscope.core.api.DebugSession;
import dev.syncscope.core.api.LaunchOptions;
import dev.syncscope.core.check.AxiomaticChecker;
import dev.syncscope.core.check.CheckResult;
import dev.syncscope.core.model.InputError;
import dev.syncscope.core.model.Outcome;
import dev.syncscope.core.model.Program;
import org.junit.jupiter.api.Test;

import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Storage images (GLSL {@code image2D}, {@code uimage2D}; HLSL {@code RWTexture2D}) run in both engines as memory of the
 * model's Image storage class, one texel per invocation of the dispatch along each dimension. Until session 81 a kernel
 * with one was refused at load ("variable img in storage class UniformConstant is not supported").
 */
class StorageImageTest {

    private static Program program(String name, String text) {
        return KernelLoader.load(name, text).program();
    }

    @Test
    void texelsAreReadWrittenAddedToAndNamedByTheirCoordinates() {
        // one invocation: a 1x1 grid. imageLoad of an r32ui texel fills green and blue with 0 and alpha with 1
        // (Vulkan, conversion to RGBA); an rgba32f texel's four components are four locations
        Program p = program("img.comp", """
                // @buffer img = 5
                // @buffer col = 1.0, 2.0, 3.0, 4.0
                #version 450
                layout(local_size_x = 1) in;
                layout(binding = 0, r32ui) uniform uimage2D img;
                layout(binding = 1, rgba32f) uniform image2D col;
                layout(binding = 2) buffer B { uvec4 t; ivec2 size; uint old; };
                void main() {
                    t = imageLoad(img, ivec2(0));
                    imageStore(img, ivec2(0, 0), uvec4(7u, 9u, 9u, 9u));
                    old = imageAtomicAdd(img, ivec2(0), 3u);
                    imageStore(col, ivec2(0), imageLoad(col, ivec2(0)) * 2.0);
                    size = imageSize(col);
                }
                """);
        DebugSession s = DebugSession.load(p, LaunchOptions.DEFAULTS);
        s.run();
        assertTrue(s.diagnostics().isEmpty(), s.diagnostics().toString());
        Map<String, Object> shown = s.outcome().shown(Outcome.UNDEFINED);
        assertEquals(5L, shown.get("t.x"), shown::toString);
        assertEquals(0L, shown.get("t.y"), shown::toString);
        assertEquals(0L, shown.get("t.z"), shown::toString);
        assertEquals(1L, shown.get("t.w"), shown::toString);
        // r32ui keeps the first component written; the add returns 7 and leaves 10
        assertEquals(7L, shown.get("old"), shown::toString);
        assertEquals(10L, shown.get("img[0,0]"), shown::toString);
        assertEquals("2.0", shown.get("col[0,0].r"), shown::toString);
        assertEquals("8.0", shown.get("col[0,0].a"), shown::toString);
        assertEquals(1L, shown.get("size.x"), shown::toString);
        CheckResult r = new AxiomaticChecker().check(p);
        assertEquals(Set.of(shown), r.allowedOutcomes().stream().map(o -> o.shown(Outcome.UNDEFINED))
                .collect(Collectors.toSet()));
    }

    @Test
    void theGridIsOneTexelPerInvocationAndAnHlslTextureRunsToo() {
        DebugSession s = DebugSession.load(program("tex.hlsl", """
                RWTexture2D<float> T : register(u0);
                [numthreads(3, 2, 1)]
                void main(uint3 id : SV_DispatchThreadID) { T[id.xy] = float(id.x + 10 * id.y); }
                """), LaunchOptions.DEFAULTS);
        s.run();
        Map<String, Object> shown = s.outcome().shown(Outcome.UNDEFINED);
        assertEquals(6, shown.keySet().stream().filter(k -> k.startsWith("T[")).count(), shown::toString);
        assertEquals("12.0", shown.get("T[2,1]"), shown::toString);
    }

    private static final String HANDOFF = """
            #version 450
            layout(local_size_x = 2) in;
            layout(binding = 0, r32ui) uniform %s uimage1D img;
            layout(binding = 1) buffer B { uint seen; };
            void main() {
                uint i = gl_LocalInvocationID.x;
                if (i == 0u) { imageStore(img, 0, uvec4(1u)); }
                %s
                if (i == 1u) { seen = imageLoad(img, 0).x; }
            }
            """;

    private static boolean racy(String coherent, String between) {
        CheckResult r = new AxiomaticChecker().check(program("handoff.comp", HANDOFF.formatted(coherent, between)));
        return r.consistentExecutions().stream().anyMatch(e -> !e.races().isEmpty());
    }

    @Test
    void aControlBarrierAloneDoesNotOrderImageAccesses() {
        // GLSL barrier() is OpControlBarrier with WorkgroupMemory semantics only: its release and acquire do not
        // cover the Image storage class (VK MM: Synchronizes-With names the storage classes of the semantics)
        assertTrue(racy("coherent", "barrier();"));
    }

    @Test
    void imageFencesAroundTheBarrierOrderACoherentImage() {
        // VK MM Synchronizes-With, fence-control barrier-fence: a release fence with ImageMemory before the barrier
        // in the writer, an acquire fence with ImageMemory after it in the reader; coherent makes the accesses
        // non-private (NonPrivateTexel, as spirv-opt upgrades a coherent image)
        assertFalse(racy("coherent", "memoryBarrierImage(); barrier(); memoryBarrierImage();"));
        CheckResult r = new AxiomaticChecker().check(program("handoff.comp", HANDOFF.formatted("coherent",
                "memoryBarrierImage(); barrier(); memoryBarrierImage();")));
        // and the reader sees the write in every execution
        assertEquals(Set.of(1L), r.allowedOutcomes().stream().map(o -> o.shown(Outcome.UNDEFINED).get("seen"))
                .collect(Collectors.toSet()));
    }

    @Test
    void withoutCoherentTheAccessesArePrivateAndStillRace() {
        // VK MM Private vs. Non-Private: "for private memory operations to be Location-Ordered between distinct
        // agents requires using system-synchronizes-with rather than shader-based synchronization"
        assertTrue(racy("", "memoryBarrierImage(); barrier(); memoryBarrierImage();"));
    }

    @Test
    void aTexelOutsideTheImageFaultsNamingTheCoordinate() {
        DebugSession s = DebugSession.load(program("oob.comp", """
                #version 450
                layout(local_size_x = 2) in;
                layout(binding = 0, r32f) uniform image1D img;
                void main() { imageStore(img, int(gl_LocalInvocationID.x) + 1, vec4(1.0)); }
                """), LaunchOptions.DEFAULTS);
        s.run();
        String said = s.diagnostics().toString();
        assertTrue(said.contains("OpImageWrite at (2), outside image img of 2 texels"), said);
    }

    @Test
    void anImagePragmaSizesTheGridAndNamesOnlyAnImage() {
        DebugSession s = DebugSession.load(program("sized.comp", """
                // @image img = 5,3
                #version 450
                layout(local_size_x = 2) in;
                layout(binding = 0, r32f) uniform image2D img;
                layout(binding = 1) buffer B { ivec2 size; };
                void main() {
                    imageStore(img, ivec2(4, 2), vec4(1.0));
                    if (gl_LocalInvocationID.x == 0u) { size = imageSize(img); }
                }
                """), LaunchOptions.DEFAULTS);
        s.run();
        Map<String, Object> shown = s.outcome().shown(Outcome.UNDEFINED);
        assertEquals(5L, shown.get("size.x"), shown::toString);
        assertEquals(3L, shown.get("size.y"), shown::toString);
        assertEquals("1.0", shown.get("img[4,2]"), shown::toString);
        InputError e = assertThrows(InputError.class, () -> program("notimage.comp", """
                // @image size = 4
                #version 450
                layout(local_size_x = 1) in;
                layout(binding = 1) buffer B { uint size; };
                void main() { size = 1u; }
                """));
        assertEquals("notimage.comp:1:11: @image sizes a storage image, and size is not one", e.toString());
    }

    @Test
    void packedFormatsConvertAsVulkanConvertsTexels() {
        // rgba8 0x80FF4000: red 0x00, green 0x40, blue 0xFF, alpha 0x80, each c / 255 ("Conversion to RGBA" of
        // UNORM); a write rounds c × 255 to nearest (0.5 × 255 = 127.5: 128, even) and clamps 2.0 to 1.0: 0xFF0080FF.
        // rgba16f holds two half floats a location: 1.0 = 0x3C00, -2.0 = 0xC000, 0.5 = 0x3800, 65504 = 0x7BFF
        Program p = program("packed.comp", """
                // @buffer img = 0x80FF4000
                #version 450
                layout(local_size_x = 1) in;
                layout(binding = 0, rgba8) uniform image2D img;
                layout(binding = 1, rgba16f) uniform image2D h;
                layout(binding = 2, rgba8i) uniform iimage2D s;
                layout(binding = 3) buffer B { vec4 c; vec4 hc; ivec4 sc; };
                void main() {
                    c = imageLoad(img, ivec2(0));
                    imageStore(img, ivec2(0), vec4(1.0, 0.5, 0.0, 2.0));
                    imageStore(h, ivec2(0), vec4(1.0, -2.0, 0.5, 65504.0));
                    hc = imageLoad(h, ivec2(0));
                    imageStore(s, ivec2(0), ivec4(-1, 2, -128, 127));
                    sc = imageLoad(s, ivec2(0));
                }
                """);
        DebugSession s = DebugSession.load(p, LaunchOptions.DEFAULTS);
        s.run();
        assertTrue(s.diagnostics().isEmpty(), s.diagnostics().toString());
        Map<String, Object> shown = s.outcome().shown(Outcome.UNDEFINED);
        assertEquals("0.0", shown.get("c.x"), shown::toString);
        assertEquals(String.valueOf(64 / 255f), shown.get("c.y"), shown::toString);
        assertEquals("1.0", shown.get("c.z"), shown::toString);
        assertEquals(String.valueOf(128 / 255f), shown.get("c.w"), shown::toString);
        assertEquals(0xFF0080FFL, shown.get("img[0,0]"), shown::toString);
        assertEquals(0xC0003C00L, shown.get("h[0,0].rg"), shown::toString);
        assertEquals(0x7BFF3800L, shown.get("h[0,0].ba"), shown::toString);
        assertEquals("65504.0", shown.get("hc.w"), shown::toString);
        assertEquals("-2.0", shown.get("hc.y"), shown::toString);
        // rgba8i: each component's low 8 bits, sign-extended when read: 0x7F80_02FF
        assertEquals(0x7F8002FFL, shown.get("s[0,0]"), shown::toString);
        assertEquals(-128L, shown.get("sc.z"), shown::toString);
        assertEquals(-1L, shown.get("sc.x"), shown::toString);
        CheckResult r = new AxiomaticChecker().check(p);
        assertEquals(Set.of(shown), r.allowedOutcomes().stream().map(o -> o.shown(Outcome.UNDEFINED))
                .collect(Collectors.toSet()));
    }

    @Test
    void aPackedLocationIsUndefinedWhereAComponentItHoldsIs() {
        // rgba16f: red and green in the first location, blue and alpha in the second; only the second is undefined
        DebugSession s = DebugSession.load(program("undef.comp", """
                #version 450
                layout(local_size_x = 1) in;
                layout(binding = 0, rgba16f) uniform image2D h;
                void main() {
                    vec4 u;
                    u.xy = vec2(1.0);
                    imageStore(h, ivec2(0), u);
                }
                """), LaunchOptions.DEFAULTS);
        s.run();
        String said = s.diagnostics().toString();
        assertTrue(said.contains("stores its value to h[0,0].ba") && !said.contains("h[0,0].rg"), said);
    }

    @Test
    void imageAtomicsNeedAFormatOfOne32BitComponent() {
        // glslang refuses imageAtomicAdd on rgba8ui ("only supported on image with format r32i or r32ui"); a module
        // written by hand reaches the interpreter (VUID-StandaloneSpirv-OpImageTexelPointer-04658)
        DebugSession s = DebugSession.load(program("a8.spvasm", """
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
                %v2int = OpTypeVector %int 2
                %image = OpTypeImage %uint 2D 0 0 0 2 Rgba8ui
                %pimage = OpTypePointer UniformConstant %image
                %img = OpVariable %pimage UniformConstant
                %ptexel = OpTypePointer Image %uint
                %i0 = OpConstant %int 0
                %c0 = OpConstantComposite %v2int %i0 %i0
                %u0 = OpConstant %uint 0
                %u1 = OpConstant %uint 1
                %main = OpFunction %void None %fn
                %e = OpLabel
                %p = OpImageTexelPointer %ptexel %img %c0 %u0
                %r = OpAtomicIAdd %uint %p %u1 %u0 %u1
                OpReturn
                OpFunctionEnd
                """), LaunchOptions.DEFAULTS);
        s.run();
        String said = s.diagnostics().toString();
        assertTrue(said.contains("OpImageTexelPointer on an image of format Rgba8ui: image atomics need r32f, r32i,"
                + " r32ui, r64i or r64ui"), said);
    }

    @Test
    void aSampledTypeNarrowerThanItsFormatIsRefusedAtItsDeclaration() {
        // until session 82 the subject was r16f, then r64ui, whose texels now run (NarrowImageFormatsTest,
        // SixtyFourBitMemoryTest); a hand-written module may still give R64ui a 32-bit Sampled Type, which
        // VUID-StandaloneSpirv-OpTypeImage-04656 forbids
        InputError e = assertThrows(InputError.class, () -> program("r64.spvasm", """
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
                %v2int = OpTypeVector %int 2
                %v4uint = OpTypeVector %uint 4
                %image = OpTypeImage %uint 2D 0 0 0 2 R64ui
                %pimage = OpTypePointer UniformConstant %image
                %img = OpVariable %pimage UniformConstant
                %i0 = OpConstant %int 0
                %c0 = OpConstantComposite %v2int %i0 %i0
                %main = OpFunction %void None %fn
                %e = OpLabel
                %h = OpLoad %image %img
                %r = OpImageRead %v4uint %h %c0
                OpReturn
                OpFunctionEnd
                """));
        assertTrue(e.toString().startsWith("r64.spvasm:15:") && e.toString().contains("variable %img, an image of"
                + " format R64ui whose Sampled Type is 32 bits (its components need a 64-bit one)"), e.toString());
    }
}
