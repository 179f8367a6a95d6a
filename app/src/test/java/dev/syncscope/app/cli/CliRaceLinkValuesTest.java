package dev.syncscope.app.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A race's entry in {@code check} stands for every execution with that pair of accesses, which may read different
 * values ({@code R x = 0 or 1}); its missing link names the read without a value, not the value of one of them (the
 * teacher audit: "races with P1: R x = 0 or 1 … covering P1: R x = 0 (visibility)").
 */
class CliRaceLinkValuesTest extends CliHarness {

    /** P0's store is made available; P1 synchronizes with it but its plain load makes nothing visible. */
    private static final String NO_VISIBILITY = """
            NEWWG
            NEWSG
            NEWTHREAD
            st.av.scopedev.sc0 x = 1
            st.atom.rel.scopewg.sc0.semsc0 y = 1
            NEWSG
            NEWTHREAD
            ld.atom.acq.scopewg.sc0.semsc0 y = 1
            ld.nonpriv.sc0 x
            """;

    @Test
    void theMissingLinkOfARaceReadingSeveralValuesNamesTheReadWithoutOne(@TempDir Path dir) throws IOException {
        // VK MM: Availability and Visibility: without a visibility operation of P1 the write is not visible to its
        // read, which races with it (Data Race) whether it reads 0 or 1
        Path file = Files.writeString(dir.resolve("novis.test"), NO_VISIBILITY);
        run("check", file.toString());
        String text = out.toString();
        assertTrue(text.contains("races with P1: R x = 0 or 1 at "), text);
        assertTrue(text.contains("    missing: read not made visible: no MakePointerVisible / acquire with MakeVisible"
                + " covering P1: R x (visibility)\n"), text);
        assertFalse(text.contains("R x = 0 (visibility)"), text);
    }
}
