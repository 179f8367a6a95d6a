package dev.syncscope.core.api;

import dev.syncscope.core.model.InputError;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Each configurable limit of a session stops with a clear message, never a crash or a hang. */
class LimitsTest {

    private static Path kernel(Path dir, String dispatch) throws IOException {
        String text = Files.readString(Path.of("src/test/resources/kernels/mp.comp"))
                .replace("// @dispatch 1,1,1", "// @dispatch " + dispatch);
        return Files.writeString(dir.resolve("mp.comp"), text);
    }

    @Test
    void aKernelDispatchOverTheInvocationLimitIsRejectedAtItsDispatchPragma(@TempDir Path dir) throws IOException {
        Path file = kernel(dir, "3,1,1");
        InputError e = assertThrows(InputError.class,
                () -> DebugSession.open(file, LaunchOptions.DEFAULTS.withMaxInvocations(4)));
        assertEquals(2, e.span().line(), "points at the @dispatch pragma");
        assertTrue(e.getMessage().contains("6 invocations") && e.getMessage().contains("dispatch-size limit of 4"),
                e.getMessage());
        assertEquals(6, DebugSession.open(file, LaunchOptions.DEFAULTS.withMaxInvocations(6)).program()
                .invocationCount());
    }
}
