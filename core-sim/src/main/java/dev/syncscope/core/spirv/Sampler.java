package dev.syncscope.core.spirv;

import java.util.List;
import java.util.Locale;

/**
 * A sampler's state as the host gives it (Vulkan VkSamplerCreateInfo; a kernel's {@code @sampler tex = linear, repeat}
 * pragma, since session 82): the filter of magnification and minification alike, the address mode of every coordinate,
 * and whether coordinates are unnormalized. The border color is transparent black, (0, 0, 0, 0). A SPIR-V module holds
 * no sampler state, so a texture the kernel samples without one is refused at the sample ({@link Sampling}).
 * Immutable.
 *
 * @param linear       VK_FILTER_LINEAR (else NEAREST)
 * @param address      VkSamplerAddressMode of u, v and w
 * @param unnormalized unnormalizedCoordinates
 */
public record Sampler(boolean linear, Address address, boolean unnormalized) {

    /** VkSamplerAddressMode, as the pragma writes it: {@code clamp-to-edge}, {@code repeat} … */
    public enum Address {
        CLAMP_TO_EDGE, REPEAT, MIRRORED_REPEAT, CLAMP_TO_BORDER, MIRROR_CLAMP_TO_EDGE;

        /** The pragma's word for it. */
        public String word() {
            return name().toLowerCase(Locale.ROOT).replace('_', '-');
        }
    }

    /** What {@code @sampler} accepts, as a sentence. */
    public static final String WORDS = "nearest or linear, and optionally one address mode (clamp-to-edge, the"
            + " default, repeat, mirrored-repeat, clamp-to-border or mirror-clamp-to-edge) and unnormalized";

    /**
     * The state {@code words} write ({@code linear}, {@code repeat}, {@code unnormalized}: a filter first, then an
     * address mode and {@code unnormalized}, each at most once, in either order).
     *
     * @throws IllegalArgumentException naming the word that is none of these, or a combination Vulkan forbids
     */
    public static Sampler of(List<String> words) {
        if (words.isEmpty() || !words.get(0).equals("nearest") && !words.get(0).equals("linear")) {
            throw new IllegalArgumentException("@sampler takes " + WORDS + (words.isEmpty() ? ""
                    : ", not '" + words.get(0) + "'"));
        }
        Address address = null;
        boolean unnormalized = false;
        for (String w : words.subList(1, words.size())) {
            Address a = address(w);
            if (a != null && address == null) {
                address = a;
            } else if (w.equals("unnormalized") && !unnormalized) {
                unnormalized = true;
            } else {
                throw new IllegalArgumentException("@sampler takes " + WORDS + ", not '" + w + "' there");
            }
        }
        address = address == null ? Address.CLAMP_TO_EDGE : address;
        if (unnormalized && address != Address.CLAMP_TO_EDGE && address != Address.CLAMP_TO_BORDER) {
            // VUID-VkSamplerCreateInfo-unnormalizedCoordinates-01075: addressModeU and V must be CLAMP_TO_EDGE or
            // CLAMP_TO_BORDER
            throw new IllegalArgumentException("@sampler: unnormalized coordinates need clamp-to-edge or"
                    + " clamp-to-border (Vulkan: VUID-VkSamplerCreateInfo-unnormalizedCoordinates-01075), not "
                    + address.word());
        }
        return new Sampler(words.get(0).equals("linear"), address, unnormalized);
    }

    private static Address address(String word) {
        for (Address a : Address.values()) {
            if (a.word().equals(word)) {
                return a;
            }
        }
        return null;
    }

    /** As the pragma writes it: {@code linear, repeat}. */
    public String text() {
        return (linear ? "linear" : "nearest") + ", " + address.word() + (unnormalized ? ", unnormalized" : "");
    }
}
