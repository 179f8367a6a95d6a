package dev.syncscope.views.explain;

import dev.syncscope.views.i18n.Messages;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Locale;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A race fix that makes the raced location itself atomic says so where Vulkan has no atomic of its type (an 8- or
 * 16-bit integer, a 16-bit float), in the checker's and the stepper's words, English and Japanese: until session 84
 * the fix told {@code atomicExchange} of a {@code uint8_t}, which glslang refuses ("no matching overloaded function").
 */
class NarrowAtomicsTest {

    private static final Messages EN = Messages.forLocale(Locale.ENGLISH);
    private static final Messages JA = Messages.forLocale(Locale.JAPANESE);

    private static final String STORES = """
            // @dispatch 1
            #version 450
            #extension GL_EXT_shader_8bit_storage : require
            layout(local_size_x = 2) in;
            layout(binding = 0) buffer H { %s h[4]; };
            void main() {
                h[0] = %s(gl_LocalInvocationID.x + 1u);
            }
            """;

    @Test
    void storesOfAByteAtOneLineAreToldThatAByteHasNoAtomics() {
        for (Messages words : List.of(EN, JA)) {
            List<String> sentences = RaceFixWordingTest.sentences("bytes.comp", STORES.formatted("uint8_t", "uint8_t"),
                    words);
            assertFalse(sentences.isEmpty());
            for (String s : sentences) {
                assertTrue(s.contains(words == EN ? "An 8-bit integer such as h[0] has no atomic operations in Vulkan"
                        : "h[0] のような8 ビット整数には Vulkan のアトミック操作がありません"), s);
            }
        }
    }

    @Test
    void aHalfWrittenAndReadIsToldThatAHalfHasNoAtomics() {
        String text = """
                // @dispatch 1
                #version 450
                #extension GL_EXT_shader_16bit_storage : require
                #extension GL_EXT_shader_explicit_arithmetic_types_float16 : require
                layout(local_size_x = 2) in;
                layout(binding = 0) buffer H { float16_t h[2]; };
                layout(binding = 1) buffer O { float o; };
                void main() {
                    if (gl_LocalInvocationID.x == 0u) h[1] = float16_t(2.5);
                    else o = float(h[1]);
                }
                """;
        List<String> sentences = RaceFixWordingTest.sentences("half.comp", text, EN);
        assertFalse(sentences.isEmpty());
        for (String s : sentences) {
            assertTrue(s.contains("Make both accesses of h[1] atomic"), s);
            assertTrue(s.contains("A 16-bit float such as h[1] has no atomic operations in Vulkan without"
                    + " VK_EXT_shader_atomic_float2"), s);
        }
    }

    @Test
    void a32BitLocationHasNoSuchNote() {
        List<String> sentences = RaceFixWordingTest.sentences("words.comp", STORES.formatted("uint", "uint"), EN);
        assertFalse(sentences.isEmpty());
        for (String s : sentences) {
            assertTrue(s.contains("make the store atomic"), s);
            assertFalse(s.contains("has no atomic operations"), s);
        }
    }

    @Test
    void anUpdateOfAByteIsToldThatAByteHasNoAtomics() {
        // the read-modify-write fix (atomicAdd) has no uint8_t overload either (the session-84 review)
        List<String> sentences = RaceFixWordingTest.sentences("update.comp", """
                // @dispatch 1
                #version 450
                #extension GL_EXT_shader_8bit_storage : require
                #extension GL_EXT_shader_explicit_arithmetic_types_int8 : require
                layout(local_size_x = 2) in;
                layout(binding = 0) buffer H { uint8_t h[4]; };
                void main() {
                    h[0] = h[0] + uint8_t(1);
                }
                """, EN);
        assertFalse(sentences.isEmpty());
        assertTrue(sentences.stream().anyMatch(s -> s.contains("one atomic read-modify-write")
                && s.contains("An 8-bit integer such as h[0] has no atomic operations in Vulkan")),
                sentences::toString);
    }
}
