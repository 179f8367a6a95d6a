package dev.syncscope.core.load;

import dev.syncscope.core.model.InputError;
import dev.syncscope.core.model.Program;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ProgramLoaderTest {

    @Test
    void khronosTestFilesGoThroughTheKhronosFrontEnd() {
        Program p = ProgramLoader.load("mp.test", "NEWWG\nNEWSG\nNEWTHREAD\nst.sc0 x = 1\nNEWSG\nNEWTHREAD\nld.sc0 x\n");
        assertEquals(2, p.invocationCount());
    }

    @Test
    void herdLitmusFilesGoThroughTheHerdFrontEnd() {
        String text = "Vulkan t\n{\nx=0;\n}\n P0@sg 0, wg 0, qf 0 | P1@sg 1, wg 0, qf 0 ;\n"
                + " st.sc0 x, 1 | ld.sc0 r0, x ;\nexists (P1:r0 == 1)\n";
        Program p = ProgramLoader.load("t.litmus", text);
        assertEquals(2, p.invocationCount());
    }

    @Test
    void unknownFileTypeIsAClearErrorNamingTheFile() {
        InputError e = assertThrows(InputError.class, () -> ProgramLoader.load("notes.txt", "hello"));
        assertEquals("notes.txt", e.span().file());
        assertTrue(e.getMessage().contains(".test") && e.getMessage().contains(".hlsl"), e.getMessage());
    }

    @Test
    void missingFileIsAnInputErrorNamingIt(@org.junit.jupiter.api.io.TempDir java.nio.file.Path dir) {
        java.nio.file.Path missing = dir.resolve("gone.comp");
        InputError e = assertThrows(InputError.class, () -> ProgramLoader.load(missing));
        assertEquals(missing.toString(), e.span().file());
    }
}
