package dev.syncscope.core.kernel;

import dev.syncscope.core.check.AxiomaticChecker;
import dev.syncscope.core.check.CheckResult;
import dev.syncscope.core.model.Outcome;
import dev.syncscope.core.model.Program;
import org.junit.jupiter.api.Test;

import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Images whose texel is narrower than 32 bits ({@code r8}, {@code rg8i}, {@code r16f}, {@code r16_snorm},
 * {@code r11f_g11f_b10f}): each texel a location of its own, in its low bits, converted as Vulkan converts texels.
 * Until session 82 such an image was refused at its declaration ("the formats of texels of 32 bits or more run").
 */
class NarrowImageFormatsTest {

    @Test
    void narrowTexelsConvertAsVulkanConvertsThem() {
        // r8 0x80 reads 128 / 255 with green and blue 0 and alpha 1 ("Conversion to RGBA"); a write of 0.25 rounds
        // 63.75 to 64 (0x40). rg8i keeps each component's low 8 bits: (-1, 300) is 0x2CFF, read back (-1, 44).
        // r16f holds one half float: -2.0 is 0xC000. r16_snorm 0x8000 reads max(-32768 / 32767, -1) = -1.0, and -1.0
        // writes round(-1 × 32767) = -32767, 0x8001. r11f_g11f_b10f: red 1.0 is E 15 (0x3C0), green 0.5 E 14
        // (0x380 << 11), blue 2.5 is E 16 and mantissa 8 of 32 ((0x208) << 22): 0x821C03C0; a negative red is 0 and
        // a green of 1e6 the largest finite 11-bit float, 65024 ((30 << 6 | 63) << 11 = 0x3DF800)
        Program p = CleanRun.program("narrow.comp", """
                // @buffer a = 0x80
                // @buffer d = 0x8000
                #version 450
                layout(local_size_x = 1) in;
                layout(binding = 0, r8) uniform image2D a;
                layout(binding = 1, rg8i) uniform iimage2D b;
                layout(binding = 2, r16f) uniform image2D c;
                layout(binding = 3, r16_snorm) uniform image2D d;
                layout(binding = 4, r11f_g11f_b10f) uniform image1D e;
                layout(binding = 5) buffer B { vec4 ar; ivec4 br; vec4 cr; vec4 dr; vec4 er; vec4 big; };
                void main() {
                    ar = imageLoad(a, ivec2(0));
                    imageStore(a, ivec2(0), vec4(0.25));
                    imageStore(b, ivec2(0), ivec4(-1, 300, 7, 7));
                    br = imageLoad(b, ivec2(0));
                    imageStore(c, ivec2(0), vec4(-2.0));
                    cr = imageLoad(c, ivec2(0));
                    dr = imageLoad(d, ivec2(0));
                    imageStore(d, ivec2(0), vec4(-1.0));
                    imageStore(e, 0, vec4(1.0, 0.5, 2.5, 0.0));
                    er = imageLoad(e, 0);
                    imageStore(e, 0, vec4(-1.0, 1e6, 0.0, 0.0));
                    big = imageLoad(e, 0);
                }
                """);
        Map<String, Object> shown = CleanRun.outcome(p);
        assertEquals(String.valueOf(128 / 255f), shown.get("ar.x"), shown::toString);
        assertEquals("0.0", shown.get("ar.y"), shown::toString);
        assertEquals("1.0", shown.get("ar.w"), shown::toString);
        assertEquals(0x40L, shown.get("a[0,0]"), shown::toString);
        assertEquals(0x2CFFL, shown.get("b[0,0]"), shown::toString);
        assertEquals(-1L, shown.get("br.x"), shown::toString);
        assertEquals(44L, shown.get("br.y"), shown::toString);
        assertEquals(1L, shown.get("br.w"), shown::toString);
        assertEquals(0xC000L, shown.get("c[0,0]"), shown::toString);
        assertEquals("-2.0", shown.get("cr.x"), shown::toString);
        assertEquals("-1.0", shown.get("dr.x"), shown::toString);
        assertEquals(0x8001L, shown.get("d[0,0]"), shown::toString);
        assertEquals("1.0", shown.get("er.x"), shown::toString);
        assertEquals("0.5", shown.get("er.y"), shown::toString);
        assertEquals("2.5", shown.get("er.z"), shown::toString);
        assertEquals("1.0", shown.get("er.w"), shown::toString);
        assertEquals("0.0", shown.get("big.x"), shown::toString);
        assertEquals("65024.0", shown.get("big.y"), shown::toString);
        assertEquals(0x3DF800L, shown.get("e[0]"), shown::toString);
        CheckResult r = new AxiomaticChecker().check(p);
        assertEquals(Set.of(shown), r.allowedOutcomes().stream().map(o -> o.shown(Outcome.UNDEFINED))
                .collect(Collectors.toSet()));
    }

    private static final String NEIGHBOURS = """
            #version 450
            layout(local_size_x = 2) in;
            layout(binding = 0, r8ui) uniform uimage1D img;
            void main() { imageStore(img, %s, uvec4(gl_LocalInvocationID.x + 1u)); }
            """;

    private static boolean racy(String texel) {
        CheckResult r = new AxiomaticChecker().check(CleanRun.program("r8.comp", NEIGHBOURS.formatted(texel)));
        return r.consistentExecutions().stream().anyMatch(e -> !e.races().isEmpty());
    }

    @Test
    void neighbouringByteTexelsAreDistinctLocationsAndDoNotRace() {
        // VK MM Memory Location: "A memory location identifies unique storage for 8 bits of data"; two r8 texels
        // are disjoint sets of memory locations, so writes to each of two invocations do not conflict (Data Race
        // needs overlapping sets); one texel written by both does
        assertFalse(racy("int(gl_LocalInvocationID.x)"));
        assertTrue(racy("0"));
    }
}
