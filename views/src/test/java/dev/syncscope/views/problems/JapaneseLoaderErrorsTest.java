package dev.syncscope.views.problems;

import dev.syncscope.core.kernel.KernelLoader;
import dev.syncscope.core.litmus.herd.HerdParser;
import dev.syncscope.core.model.InputError;
import dev.syncscope.views.i18n.Messages;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.util.Locale;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/**
 * Two refusals of the session-51 audit worded by message keys (session 52): a herd condition on a register its thread
 * neither writes nor has set by the init block, and a recursive kernel. The English pattern gives the loader's message
 * back, and a Japanese window says it in Japanese.
 */
class JapaneseLoaderErrorsTest {

    private static final Messages EN = Messages.forLocale(Locale.ENGLISH);
    private static final Messages JA = Messages.forLocale(Locale.JAPANESE);

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            ld.sc0 r0, x | ld.sc0 r1, x ; add r2, r1, 1 | exists (P1:r9 == 1) | レジスタ P1:r9 はありません。P1 の命令と init ブロックが設定するレジスタは r1, r2 だけです
            ld.sc0 r0, x | st.sc0 x, 1                  | exists (P1:r0 == 1) | レジスタ P1:r0 はありません。P1 の命令と init ブロックが設定するレジスタはありません
            """)
    void aRegisterNobodySetsIsWordedInTheWindowsLanguage(String p0, String p1, String condition, String japanese) {
        String[] p1Rows = p1.split(" ; ");
        StringBuilder rows = new StringBuilder(p0 + " | " + p1Rows[0] + " ;\n");
        for (int i = 1; i < p1Rows.length; i++) {
            rows.append(" | ").append(p1Rows[i]).append(" ;\n");
        }
        InputError e = assertThrows(InputError.class, () -> HerdParser.read("r.litmus",
                "Vulkan r\n{ x=0; }\nP0@sg 0, wg 0, qf 0 | P1@sg 0, wg 1, qf 0 ;\n" + rows + condition + "\n"));
        assertEquals("input.noRegister", e.key());
        assertEquals(e.getMessage(), ErrorText.loadMessage(e, EN));
        assertEquals(japanese, ErrorText.loadMessage(e, JA));
    }
    @Test
    void aRecursiveKernelIsWordedInTheWindowsLanguage() {
        InputError e = assertThrows(InputError.class, () -> KernelLoader.load("mut.comp", """
                #version 450
                layout(local_size_x = 1) in;
                layout(binding = 0) buffer B { uint d; };
                uint g(uint n);
                uint f(uint n) { return n == 0u ? 0u : g(n - 1u); }
                uint g(uint n) { return f(n); }
                uint h(uint n) { return h(n); }
                void main() { d = f(5u) + h(1u); }
                """));
        assertEquals(2, e.all().size());
        InputError self = e.all().get(0);
        InputError cycle = e.all().get(1);
        assertEquals("input.recursion.self", self.key());
        assertEquals("input.recursion.cycle", cycle.key());
        for (InputError one : e.all()) {
            assertEquals(one.getMessage(), ErrorText.loadMessage(one, EN));
        }
        assertEquals("再帰: h が自分自身を呼び出しています (h → h)。Vulkan のシェーダーの呼び出しは循環してはいけません"
                + " (VUID-StandaloneSpirv-None-04634)", ErrorText.loadMessage(self, JA));
        assertEquals("再帰: f が g を呼び出し、そこから f に戻ります (f → g → f)。Vulkan のシェーダーの呼び出しは循環してはいけません"
                + " (VUID-StandaloneSpirv-None-04634)", ErrorText.loadMessage(cycle, JA));
    }
}
