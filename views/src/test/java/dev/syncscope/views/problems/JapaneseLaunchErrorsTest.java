package dev.syncscope.views.problems;

import dev.syncscope.core.kernel.KernelLoader;
import dev.syncscope.core.model.InputError;
import dev.syncscope.core.model.LoadMonitor;
import dev.syncscope.views.i18n.Messages;
import org.junit.jupiter.api.Test;

import java.util.Locale;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

/**
 * A {@code @spec} pragma for a SpecId the kernel lacks, and a buffer larger than one may be, are worded by message
 * keys (session 39): the English pattern gives the loader's message back, and a Japanese window says it in Japanese.
 */
class JapaneseLaunchErrorsTest {

    private static final Messages EN = Messages.forLocale(Locale.ENGLISH);
    private static final Messages JA = Messages.forLocale(Locale.JAPANESE);

    private static final String KERNEL = """
            #version 450
            layout(local_size_x = 1) in;
            layout(constant_id = 2) const uint K = 1u;
            layout(binding = 0) buffer B { uint data[]; };
            void main() { data[gl_GlobalInvocationID.x] = K; }
            """;

    @Test
    void aSpecIdTheKernelLacksIsWordedInTheWindowsLanguage() {
        InputError e = assertThrows(InputError.class, () -> KernelLoader.load("p.comp", "// @spec 5 = 3\n" + KERNEL));
        assertWorded(e);
        assertEquals("SpecId 5 の特殊化定数はありません (あるのは SpecId 2 です)", ErrorText.loadMessage(e, JA));
        InputError none = assertThrows(InputError.class, () -> KernelLoader.load("p.comp", "// @spec 5 = 3\n"
                + KERNEL.replace("layout(constant_id = 2) const uint K = 1u;", "const uint K = 1u;")));
        assertWorded(none);
    }

    @Test
    void aBufferOverItsLimitIsWordedInTheWindowsLanguage() {
        assertWorded(assertThrows(InputError.class, () -> KernelLoader.load("d.comp", "// @dispatch 2000000\n"
                + KERNEL, 3_000_000, LoadMonitor.NONE)));
    }

    private static void assertWorded(InputError e) {
        assertNotNull(e.key(), e.getMessage());
        assertEquals(e.getMessage(), ErrorText.loadMessage(e, EN));
        assertNotEquals(e.getMessage(), ErrorText.loadMessage(e, JA));
        assertNotEquals(JA.get("input.kind.BAD_INPUT", e.getMessage()), ErrorText.loadMessage(e, JA));
    }
}
