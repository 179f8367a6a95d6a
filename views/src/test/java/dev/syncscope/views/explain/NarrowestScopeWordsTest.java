package dev.syncscope.views.explain;

import dev.syncscope.views.i18n.Messages;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import static dev.syncscope.views.explain.KernelRaceWords.checked;
import static dev.syncscope.views.explain.KernelRaceWords.assertRaceFree;
import static dev.syncscope.views.explain.KernelRaceWords.stepped;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A fix that widens a memory scope names the narrowest scope whose instance holds both invocations (VK MM: Scope;
 * Synchronizes-With and Atomic Operation: "in the instance of each other's memory scopes"), in the checker's words
 * ({@code check}, the window's check rows) and the stepper's ({@code run}, the window's race rows) alike: two
 * invocations of one workgroup are told the workgroup scope, not the device's (audit 42, finding 6). Each advised call,
 * pasted into the kernel, leaves it race-free.
 */
class NarrowestScopeWordsTest {

    private static final Messages EN = Messages.forLocale(Locale.ENGLISH);
    private static final Messages JA = Messages.forLocale(Locale.JAPANESE);
    private static final Path KERNELS = Path.of("src/test/resources/dev/syncscope/views/explain/links");

    /**
     * {@code file}'s race worded by the checker and by the stepper contains {@code english} / {@code japanese} and not
     * {@code wider}; the kernel with {@code line} replaced by {@code fixed} (both fences of a flag, or both atomics,
     * written alike at {@code line} and {@code line2}) has no race.
     */
    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            subgroup-fence-one-workgroup.comp   | Use groupMemoryBarrier() as T0's release (line 14): its memory scope is the narrowest that includes T1 | groupMemoryBarrier() を使ってください | gl_ScopeDevice | 14 | 18 | groupMemoryBarrier();
            subgroup-atomics-one-workgroup.comp | Give both atomics gl_ScopeWorkgroup as their memory scope, the narrowest whose instance includes both invocations | gl_ScopeWorkgroup にしてください | Give both atomics gl_ScopeDevice | 10 | 10 | atomicAdd(counter, 1u, gl_ScopeWorkgroup, gl_StorageSemanticsNone, gl_SemanticsRelaxed);
            subgroupcoherent-one-workgroup.comp | declare data workgroupcoherent (line 8), whose scope includes both invocations | workgroupcoherent と宣言する | both at gl_ScopeDevice | 8 | 8 | layout(binding = 0) workgroupcoherent buffer D { uint data; };
            group-fence-two-workgroups.comp     | Use memoryBarrier() as T0's release (line 12): its memory scope is the narrowest that includes T1 | memoryBarrier() を使ってください | groupMemoryBarrier() as | 12 | 16 | memoryBarrier();
            """)
    void theFixNamesTheNarrowestScopeHoldingBothInvocations(String file, String english, String japanese, String wider,
                                                           int line, int line2, String fixed) throws IOException {
        String text = Files.readString(KERNELS.resolve(file));
        for (Messages words : List.of(EN, JA)) {
            String expected = words == EN ? english : japanese;
            for (String sentence : checked(file, text, words)) {
                assertTrue(sentence.contains(expected), "check: " + sentence);
                assertFalse(sentence.contains(wider), "check: " + sentence);
            }
            for (String sentence : stepped(file, text, words)) {
                assertTrue(sentence.contains(expected), "run: " + sentence);
                assertFalse(sentence.contains(wider), "run: " + sentence);
            }
        }
        List<String> lines = new ArrayList<>(text.lines().toList());
        for (int at : List.of(line, line2)) {
            String old = lines.get(at - 1);
            lines.set(at - 1, old.substring(0, old.length() - old.stripLeading().length()) + fixed);
        }
        String pasted = String.join("\n", lines) + "\n";
        assertRaceFree(file, pasted);
    }
}
