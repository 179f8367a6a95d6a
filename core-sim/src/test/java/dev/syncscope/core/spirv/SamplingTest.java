package dev.syncscope.core.spirv;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Vulkan's Wrapping Operation, the filter's taps, and the @sampler words, worked by hand. */
class SamplingTest {

    @Test
    void theWrappingOperationMapsEachIntegerCoordinateAsVulkanSays() {
        // size 4: repeat "i mod size"; mirrored repeat "(size - 1) - mirror((i mod (2 × size)) - size)"; clamp to
        // edge "clamp(i, 0, size - 1)"; clamp to border "clamp(i, -1, size)"; mirror clamp to edge
        // "clamp(mirror(i), 0, size - 1)", mirror(n) = n for n ≥ 0, else -(1 + n)
        assertEquals(3, Sampling.wrap(Sampler.Address.REPEAT, -1, 4));
        assertEquals(1, Sampling.wrap(Sampler.Address.REPEAT, 5, 4));
        assertEquals(0, Sampling.wrap(Sampler.Address.MIRRORED_REPEAT, -1, 4)); // 3 - mirror(7 - 4)
        assertEquals(1, Sampling.wrap(Sampler.Address.MIRRORED_REPEAT, -2, 4)); // 3 - mirror(6 - 4)
        assertEquals(3, Sampling.wrap(Sampler.Address.MIRRORED_REPEAT, 4, 4)); // 3 - mirror(0)
        assertEquals(2, Sampling.wrap(Sampler.Address.MIRRORED_REPEAT, 5, 4)); // 3 - mirror(1)
        assertEquals(0, Sampling.wrap(Sampler.Address.CLAMP_TO_EDGE, -3, 4));
        assertEquals(3, Sampling.wrap(Sampler.Address.CLAMP_TO_EDGE, 9, 4));
        assertEquals(-1, Sampling.wrap(Sampler.Address.CLAMP_TO_BORDER, -3, 4));
        assertEquals(4, Sampling.wrap(Sampler.Address.CLAMP_TO_BORDER, 9, 4));
        assertEquals(2, Sampling.wrap(Sampler.Address.MIRROR_CLAMP_TO_EDGE, -3, 4)); // mirror(-3) = 2
        assertEquals(3, Sampling.wrap(Sampler.Address.MIRROR_CLAMP_TO_EDGE, 7, 4));
    }

    @Test
    void aLinearFilterReadsTwoTexelsAnAxisWeightedByItsQuantizedFraction() {
        // s = 0.6 of 4 texels: u = 2.4, i0 = ⌊1.9⌋ = 1, α = 0.9 kept to 8 bits: 230 / 256
        List<Sampling.Tap> taps = Sampling.taps(Sampler.of(List.of("linear")), List.of(4), false, List.of(0.6));
        assertEquals(List.of(new Sampling.Tap(List.of(1L), 1 - 230 / 256.0),
                new Sampling.Tap(List.of(2L), 230 / 256.0)), taps);
        // 2D at the centre of a 2 × 2 image: the four texels, x fastest, a quarter each
        List<Sampling.Tap> four = Sampling.taps(Sampler.of(List.of("linear")), List.of(2, 2), false, List.of(0.5, 0.5));
        assertEquals(List.of(new Sampling.Tap(List.of(0L, 0L), 0.25), new Sampling.Tap(List.of(1L, 0L), 0.25),
                new Sampling.Tap(List.of(0L, 1L), 0.25), new Sampling.Tap(List.of(1L, 1L), 0.25)), four);
        // an arrayed image's layer: clamp(RNE(a), 0, layers - 1); RNE(2.5) = 2
        List<Sampling.Tap> layer = Sampling.taps(Sampler.of(List.of("nearest")), List.of(4, 3), true,
                List.of(0.1, 2.5));
        assertEquals(List.of(new Sampling.Tap(List.of(0L, 2L), 1.0)), layer);
        // clamp to border past the edge: the border, no texel
        List<Sampling.Tap> border = Sampling.taps(Sampler.of(List.of("nearest", "clamp-to-border")), List.of(4), false,
                List.of(1.5));
        assertEquals(List.of(new Sampling.Tap(null, 1.0)), border);
    }

    @Test
    void theSamplerPragmaTakesAFilterThenAnAddressModeAndUnnormalized() {
        assertEquals(new Sampler(true, Sampler.Address.REPEAT, false), Sampler.of(List.of("linear", "repeat")));
        assertEquals(new Sampler(false, Sampler.Address.CLAMP_TO_EDGE, true),
                Sampler.of(List.of("nearest", "unnormalized")));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> Sampler.of(List.of("bilinear"))).getMessage()
                .contains("not 'bilinear'"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> Sampler.of(List.of("linear", "repeat",
                "unnormalized"))).getMessage().contains("VUID-VkSamplerCreateInfo-unnormalizedCoordinates-01075"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> Sampler.of(List.of("linear", "repeat",
                "repeat"))).getMessage().contains("not 'repeat' there"));
    }

    @Test
    void twoFilteredTypesOfOneSampleAreEqualSoASpinLoopThatSamplesRepeats() {
        // SpinRule and SpinRepeats compare a pending read's type: arrays compared by identity never repeated
        SpirvType.Texel texel = new SpirvType.Texel(new SpirvType.Vector(new SpirvType.Float(32), 4), 4,
                ImageFormats.of(4), false);
        SpirvType.Texel again = new SpirvType.Texel(new SpirvType.Vector(new SpirvType.Float(32), 4), 4,
                ImageFormats.of(4), false);
        assertEquals(new SpirvType.Filtered(texel, List.of(0.5, 0.5), List.of(false, true)),
                new SpirvType.Filtered(again, List.of(0.5, 0.5), List.of(false, true)));
    }
}
