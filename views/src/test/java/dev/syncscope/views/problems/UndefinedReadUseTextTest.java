package dev.syncscope.views.problems;

import dev.syncscope.core.check.AxiomaticChecker;
import dev.syncscope.core.check.Finding;
import dev.syncscope.core.kernel.KernelLoader;
import dev.syncscope.views.i18n.Messages;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.util.List;
import java.util.Locale;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The window's row for the checker's undefined read (key {@code check.finding.undefinedRead}) says the use as
 * {@code check} prints it, in English, and in Japanese with the place of the use: a read of Workgroup memory no write
 * defined (VK MM: Allocation, no initializer) matters only where its value is stored or decides what the invocation
 * does (docs/memory-model.md, "Undefined reads").
 */
class UndefinedReadUseTextTest {

    private static final Messages EN = Messages.forLocale(Locale.ENGLISH);
    private static final Messages JA = Messages.forLocale(Locale.JAPANESE);

    private static final String KERNEL = """
            #version 450
            layout(local_size_x = 1) in;
            layout(binding = 0) buffer B { uint result; uint a[4]; };
            shared uint s;
            void main() {
                uint v = s;
                BODY
            }
            """;

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            result = v + 1u;                | T0 stores its value to result at use.comp:7  | use.comp:7 でその値を result に書き込みます
            if (v == 7u) { result = 1u; }   | its value decides a branch condition at use.comp:7 | use.comp:7 の分岐条件を決めます
            a[v & 3u] = 1u;                 | its value decides an index of an address at use.comp:7 | use.comp:7 のアドレスのインデックスを決めます
            """)
    void theRowSaysTheUse(String body, String english, String japanese) {
        List<Finding> findings = new AxiomaticChecker().check(KernelLoader.load("use.comp",
                KERNEL.replace("BODY", body)).program()).findings().stream()
                .filter(f -> f.kind() == Finding.Kind.UNDEFINED_READ).toList();
        assertEquals(1, findings.size(), findings.toString());
        Finding f = findings.get(0);
        assertEquals(f.text(), CheckText.finding(f, EN));
        assertTrue(f.text().endsWith("; " + english), f.text());
        String ja = CheckText.finding(f, JA);
        assertTrue(ja.contains(japanese), ja);
    }
}
