package dev.syncscope.core.suite;

import dev.syncscope.core.api.DebugSession;
import dev.syncscope.core.check.Finding;
import dev.syncscope.core.exec.Diagnostic;
import dev.syncscope.core.load.ProgramLoader;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.time.Duration;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * {@code check}'s {@code undefined read:} line says why the read matters, in the words of the stepper's UNDEFINED_READ
 * ({@code UndefinedReadUse}): a read of Workgroup memory no write defined (VK MM: Allocation, no initializer) is wrong
 * only where its value is stored or decides what the invocation does (docs/memory-model.md, "Undefined reads"), and
 * both engines name that use and its place, the first in program order (a branch before the store it guards).
 */
class UndefinedReadUseWordsTest {

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
            a[0] = 5u; result = v + 1u;     | ; T0 stores its value to result at use.comp:8
            if (v == 7u) { result = v; }    | ; its value decides a branch condition at use.comp:7
            a[v & 3u] = 1u;                 | ; its value decides an index of an address at use.comp:7
            switch (v) { case 1u: result = 2u; break; default: result = 3u; } | ; its value decides a switch selector at use.comp:7
            """)
    void checkSaysTheUseTheStepperSays(String body, String use) {
        String text = KERNEL.replace("BODY", body.replace("a[0] = 5u; ", "a[0] = 5u;\n"));
        FileCheck.Report r = FileCheck.check("use.comp", text, null, Duration.ofSeconds(60));
        assertEquals(List.of("undefined read: T0 reads s at use.comp:6, workgroup memory with no write visible to it"
                + use), r.undefinedReads());
        DebugSession s = DebugSession.load(ProgramLoader.load("use.comp", text));
        s.run();
        List<String> stepper = s.diagnostics().stream().filter(d -> d.kind() == Diagnostic.Kind.UNDEFINED_READ)
                .map(Diagnostic::message).toList();
        assertEquals(List.of("T0 reads s, workgroup memory with no write visible to it (undefined)" + use), stepper);
        // the window's and --json's arguments: the read, then the use as diagnostic.undefinedRead's 3 to 6
        Finding f = r.undefinedReadFindings().get(0);
        assertEquals(Finding.UNDEFINED_READ_KEY, f.key());
        Diagnostic d = s.diagnostics().stream().filter(x -> x.kind() == Diagnostic.Kind.UNDEFINED_READ).findFirst()
                .orElseThrow();
        assertEquals(d.args().subList(3, 7), f.args().subList(3, 7));
    }
}
