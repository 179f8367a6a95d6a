package dev.syncscope.core.suite;

import org.junit.jupiter.api.Test;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The exhaustive check of a kernel reports a read of Workgroup memory nobody wrote as a definite failure, as the
 * stepper's UNDEFINED_READ does: SPIR-V gives Workgroup variables no initializer, so the value read is undefined.
 * It used to say OK (the checker read the initial value as 0).
 */
class UndefinedReadCheckTest {

    private static FileCheck.Report check(String name, String text) {
        return FileCheck.check(name, text, null, Duration.ofSeconds(60));
    }

    @Test
    void aReadOfSharedMemoryNobodyWroteIsAFailureNamingTheReadAndItsLine() throws Exception {
        Path file = Path.of("../docs/examples/diagnostics/undefined.comp");
        FileCheck.Report r = check("undefined.comp", Files.readString(file));
        // with the use, as the stepper's UNDEFINED_READ says it (docs/memory-model.md, "Undefined reads")
        assertEquals(List.of("undefined read: T0 reads s[1] at undefined.comp:6, workgroup memory with no write visible to it"
                + "; T0 stores its value to a[1] at undefined.comp:6"),
                r.undefinedReads());
        assertTrue(r.failed());
        assertFalse(r.ok());
    }

    /** Each of two invocations writes its own element of shared {@code s}, then reads the other's; {@code SYNC} between. */
    private static final String SWAP = """
            #version 450
            layout(local_size_x = 2) in;
            shared uint s[2];
            layout(binding = 0) buffer Out { uint a[2]; };
            void main() {
                uint i = gl_LocalInvocationID.x;
                s[i] = i + 1u;
                SYNC
                a[i] = s[1u - i];
            }
            """;

    @Test
    void aReadAfterTheBarrierThatOrdersItsWriteIsDefined() {
        FileCheck.Report r = check("written.comp", SWAP.replace("SYNC", "barrier();"));
        assertEquals(List.of(), r.undefinedReads());
        assertTrue(r.ok(), r.toString());
    }

    @Test
    void aReadThatOnlyARaceLetsTakeTheUnwrittenValueIsAFailureToo() {
        // without the barrier T1's read may come before T0's write: in that execution it reads nothing anyone wrote
        FileCheck.Report r = check("racy.comp", SWAP.replace("SYNC", "// no barrier"));
        assertEquals(List.of("undefined read: T0 reads s[1] at racy.comp:9, workgroup memory with no write visible to it"
                        + "; T0 stores its value to a[0] at racy.comp:9",
                "undefined read: T1 reads s[0] at racy.comp:9, workgroup memory with no write visible to it; T1 stores its"
                        + " value to a[1] at racy.comp:9"), r.undefinedReads());
        assertTrue(r.failed());
    }

    @Test
    void aLitmusTestsVariablesStartAtZeroAndAreNeverUndefined() throws Exception {
        // litmus variables are the ones every agent reaches: defined (0) before any write
        Path file = Path.of("src/test/resources/litmus/khronos/mp.test");
        FileCheck.Report r = check("mp.test", Files.readString(file));
        assertEquals(List.of(), r.undefinedReads());
    }
}
